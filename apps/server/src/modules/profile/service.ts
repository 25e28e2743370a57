import {
  DOCUMENT_CLASSIFICATIONS,
  DORMANCY_DAYS,
  type TLanguage,
  type TMemberInfo,
  type TMemberUpdateRequest,
  type TMyInformation,
  type TSecessionRequest,
  type TSecessionResponse,
  type TUserStatus,
  type TChangePasswordRequest,
} from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import { addressKey } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { kickMail, type ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import {
  activeCompanies,
  findUserById,
  MAIL,
  mailMember,
  mailTime,
  membershipsOf,
  presentCompany,
  rolesOf,
  type UserRow,
} from '../identity';
import { forgetPasskeysOf } from '../passkeys';
import { forgetAddress } from '../registration';
import { assertNewPassword } from '../registration';
import { consumeChallenge, forgetChallengesOf, lastActivity, loadChallenge, revokeAllSessions, type Challenge } from '../sign-in';
import { recordAgreements, termsPending } from '../terms';

export { latestVersion, recordAgreements, termsOf, termsPending } from '../terms';
export { clearTermsPending } from '../sign-in';
export { confirmPassword } from '../identity';

const DAY = 24 * 3600 * 1000;

/** A member reads and changes only their own record; any other id answers ATH1N4030. */
export function assertSelf(auth: AuthContext, userId: number): void {
  if (auth.userId !== userId) throw new AppError('ATH1N4030');
}

const yn = (v: string) => (v === 'Y' ? 'Y' : 'N');
const langCode = (v: string) => (v === '02' ? '02' : '01');

async function loadMember(ctx: ModuleContext, userId: number, lang: TLanguage) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('ATH1N4002');
  const [roles, memberships] = await Promise.all([rolesOf(ctx.db, userId), membershipsOf(ctx.db, userId)]);
  return { user, roles, companies: activeCompanies(memberships).map((c) => presentCompany(c, lang)) };
}

function dormancyDate(u: UserRow): string | null {
  if (u.autoExtensionYn === 'Y') return null;
  const from = lastActivity(u);
  return new Date(from.getTime() + DORMANCY_DAYS * DAY).toISOString();
}

function profile(u: UserRow) {
  return {
    loginEmail: u.loginEmail,
    firstName: u.firstName,
    lastName: u.lastName,
    englishName: u.englishName ?? '',
    department: u.department ?? '',
    chargeJob: u.chargeJob ?? '',
    officeTelephoneNumber: u.officePhone ?? '',
    mobileTelephoneNumber: u.mobilePhone ?? '',
    emailReceiveYn: yn(u.emailConsentYn),
    newsletterYn: yn(u.newsletterYn),
    mailLanguageCode: langCode(u.mailLanguageCode),
    autoExtensionYn: yn(u.autoExtensionYn),
    status: u.status as TUserStatus,
    registeredAt: u.createdAt.toISOString(),
    approvedAt: u.approvedAt?.toISOString() ?? null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  } as const;
}

/** GET /auth/my-information. */
export async function myInformation(ctx: ModuleContext, auth: AuthContext, lang: TLanguage): Promise<TMyInformation> {
  const { user, roles, companies } = await loadMember(ctx, auth.userId, lang);
  return {
    id: user.id,
    roles,
    companies,
    companyId: auth.companyId,
    ...profile(user),
    otpEnrolledYn: user.otpEnrolled ? 'Y' : 'N',
    termsAgreementRequiredYn: (await termsPending(ctx.db, user.id)) ? 'Y' : 'N',
  };
}

/** GET /users/{userId}. */
export async function memberInfo(ctx: ModuleContext, auth: AuthContext, userId: number, lang: TLanguage): Promise<TMemberInfo> {
  assertSelf(auth, userId);
  const { user, roles, companies } = await loadMember(ctx, userId, lang);
  return { userId: user.id, roles, companies, ...profile(user), dormancyDate: dormancyDate(user) };
}

/** PUT /users/{userId}: "No data modified." (COM1N4002) when every field is as stored. */
export async function updateMember(
  ctx: ModuleContext,
  auth: AuthContext,
  userId: number,
  req: TMemberUpdateRequest,
  lang: TLanguage,
): Promise<TMemberInfo> {
  assertSelf(auth, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('ATH1N4002');
  const next = {
    firstName: req.firstName,
    lastName: req.lastName,
    // Left out: kept as stored (a client that knows no English name does not erase it); '' removes it.
    englishName: req.englishName === undefined ? user.englishName : req.englishName || null,
    department: req.department || null,
    chargeJob: req.chargeJob || null,
    officePhone: req.officeTelephoneNumber,
    mobilePhone: req.mobileTelephoneNumber || null,
    emailConsentYn: req.emailReceiveYn,
    newsletterYn: req.newsletterYn,
    mailLanguageCode: req.mailLanguageCode,
    autoExtensionYn: req.autoExtensionYn,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => (user[k] ?? null) !== (next[k] ?? null));
  if (!changed.length) throw new AppError('COM1N4002');
  await identity.updateUser(ctx.db, userId, { ...next, updatedAt: new Date() });
  return memberInfo(ctx, auth, userId, lang);
}

/** POST /users/{userId}/secession: the withdrawal. */
export async function secession(
  ctx: ModuleContext,
  auth: AuthContext,
  userId: number,
  req: TSecessionRequest,
): Promise<TSecessionResponse> {
  assertSelf(auth, userId);
  if (req.secessionTermsAgreeYn !== 'Y') throw new AppError('USR1N4005');
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('ATH1N4002');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, req.loginSecretNo))) throw new AppError('USR1N4002');
  const now = new Date();
  const email = user.loginEmail;
  await ctx.db.transaction(async (tx) => {
    // The goodbye mail is written before the address is erased (the outbox keeps it 90 days at most).
    await mailMember(tx, user, MAIL.withdrawn, { withdrawnAt: mailTime(now) });
    await recordAgreements(tx, user.id, [{ documentClassificationCode: DOCUMENT_CLASSIFICATIONS.withdrawal, agreeYn: 'Y' }], []);
    // Personal data is destroyed at once (docs/decisions/015-withdrawal-and-personal-data.md). What stays:
    // the row id (orders, reports and audit records point to it), the withdrawal reason, consent records,
    // and for 30 days an HMAC of the address with the password hash so a sign-in answers "withdrawn".
    await identity.updateUser(tx, user.id, {
      loginEmail: `withdrawn-${user.id}@withdrawn.invalid`,
      withdrawnEmailHash: addressKey(ctx.config.encryptionKey, email),
      firstName: '-',
      lastName: '-',
      englishName: null,
      department: null,
      chargeJob: null,
      officePhone: null,
      mobilePhone: null,
      emailConsentYn: 'N',
      newsletterYn: 'N',
      otpSecret: null,
      otpEnrolled: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      tempPasswordUsedAt: null,
      status: 'WITHDRAWN',
      withdrawnAt: now,
      secessionReasonCode: req.secessionReasonCode,
      secessionReason: req.secessionReason,
      updatedAt: now,
    });
    await identity.dropMembershipsAndRoles(tx, user.id);
    await forgetChallengesOf(tx, user.id);
    await forgetPasskeysOf(tx, user.id);
    await forgetAddress(tx, user.id, email, `withdrawn-${user.id}@withdrawn.invalid`);
    await revokeAllSessions(ctx, user.id, 'WITHDRAWN', tx);
  });
  ctx.sessions.invalidateUser(user.id);
  kickMail(ctx);
  return { withdrawnAt: now.toISOString() };
}

async function setPassword(ctx: ModuleContext, user: UserRow, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await identity.updateUser(tx, user.id, {
      passwordHash: hash,
      passwordChangedAt: now,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      tempPasswordUsedAt: null,
      failedLoginCount: 0,
      lockedAt: null,
      updatedAt: now,
    });
    await revokeAllSessions(ctx, user.id, 'PASSWORD_CHANGED', tx);
    await mailMember(tx, user, MAIL.passwordChanged, { changedAt: mailTime(now) });
  });
  ctx.sessions.invalidateUser(user.id);
  kickMail(ctx);
}

/**
 * PUT /users/change-password: signed in (the current password), or right after a temporary-password
 * sign-in (the challenge whose OTP step succeeded, and the temporary password). Every session of the
 * member is revoked: the member signs in again with the new password.
 */
export async function changePassword(ctx: ModuleContext, auth: AuthContext | null, req: TChangePasswordRequest): Promise<void> {
  let user: UserRow;
  let stored: string | null;
  let challenge: Challenge | null = null;
  if (req.challengeToken) {
    const loaded = await loadChallenge(ctx, req.challengeToken, 'password-change');
    user = loaded.user;
    stored = user.tempPasswordHash;
    challenge = loaded.challenge;
  } else {
    if (!auth) throw new AppError('ATH1N4001');
    const found = await identity.findUserById(ctx.db, auth.userId);
    if (!found) throw new AppError('ATH1N4002');
    user = found;
    stored = user.passwordHash;
  }
  assertNewPassword(req.newLoginSecretNo, req.newLoginSecretNoConfirm, user.loginEmail);
  if (!stored || !(await verifyPassword(stored, req.loginSecretNo))) throw new AppError(challenge ? 'USR1N4010' : 'USR1N4002');
  if (req.newLoginSecretNo === req.loginSecretNo) throw new AppError('USR1N4009');
  if (challenge && !(await consumeChallenge(ctx, challenge))) throw new AppError('ATH1N4020');
  await setPassword(ctx, user, req.newLoginSecretNo);
}
