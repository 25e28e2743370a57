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
} from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { invitations, loginChallenges, newsletterSubscriptions, oneTimeTokens, userCompanies, userRoles, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/password';
import type { AccountsContext } from './context';
import { addressKey } from './crypto';
import { kickMail, mailLang, mailMember, mailTime } from './mails';
import { MAIL } from './mail-templates';
import { activeCompanies, findUserById, membershipsOf, presentCompany, rolesOf, type UserRow } from './repo';
import { revokeAllSessions } from './sessions';
import { lastActivity } from './sign-in';
import { recordAgreements, termsPending } from './terms';

const DAY = 24 * 3600 * 1000;

/** A member reads and changes only their own record; any other id answers ATH1N4030. */
export function assertSelf(auth: AuthContext, userId: number): void {
  if (auth.userId !== userId) throw new AppError('ATH1N4030');
}

const yn = (v: string) => (v === 'Y' ? 'Y' : 'N');
const langCode = (v: string) => (v === '02' ? '02' : '01');

async function loadMember(ctx: AccountsContext, userId: number, lang: TLanguage) {
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
export async function myInformation(ctx: AccountsContext, auth: AuthContext, lang: TLanguage): Promise<TMyInformation> {
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
export async function memberInfo(ctx: AccountsContext, auth: AuthContext, userId: number, lang: TLanguage): Promise<TMemberInfo> {
  assertSelf(auth, userId);
  const { user, roles, companies } = await loadMember(ctx, userId, lang);
  return { userId: user.id, roles, companies, ...profile(user), dormancyDate: dormancyDate(user) };
}

/** PUT /users/{userId}: "No data modified." (COM1N4002) when every field is as stored. */
export async function updateMember(ctx: AccountsContext, auth: AuthContext, userId: number, req: TMemberUpdateRequest, lang: TLanguage): Promise<TMemberInfo> {
  assertSelf(auth, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('ATH1N4002');
  const next = {
    firstName: req.firstName,
    lastName: req.lastName,
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
  await ctx.db
    .update(users)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return memberInfo(ctx, auth, userId, lang);
}

/** POST /users/{userId}/confirm-password answers through passwords.ts; this is the withdrawal. */
export async function secession(ctx: AccountsContext, auth: AuthContext, userId: number, req: TSecessionRequest): Promise<TSecessionResponse> {
  assertSelf(auth, userId);
  if (req.secessionTermsAgreeYn !== 'Y') throw new AppError('USR1N4005');
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('ATH1N4002');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, req.loginSecretNo))) throw new AppError('USR1N4002');
  const now = new Date();
  const email = user.loginEmail;
  await ctx.db.transaction(async (tx) => {
    // The goodbye mail is written before the address is erased (the outbox keeps it 90 days at most).
    await mailMember(tx, user, MAIL.withdrawn, { withdrawnAt: mailTime(now, mailLang(user.mailLanguageCode)) });
    await recordAgreements(tx, user.id, [{ documentClassificationCode: DOCUMENT_CLASSIFICATIONS.withdrawal, agreeYn: 'Y' }], []);
    // Personal data is destroyed at once (docs/decisions/015-withdrawal-and-personal-data.md). What stays:
    // the row id (orders, reports and audit records point to it), the withdrawal reason, consent records,
    // and for 30 days an HMAC of the address with the password hash so a sign-in answers "withdrawn".
    await tx
      .update(users)
      .set({
        loginEmail: `withdrawn-${user.id}@withdrawn.invalid`,
        withdrawnEmailHash: addressKey(ctx.config.encryptionKey, email),
        firstName: '-',
        lastName: '-',
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
      })
      .where(eq(users.id, user.id));
    await tx.update(userCompanies).set({ status: 'REMOVED' }).where(and(eq(userCompanies.userId, user.id), ne(userCompanies.status, 'REMOVED')));
    await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx.update(invitations).set({ email: `withdrawn-${user.id}@withdrawn.invalid` }).where(eq(invitations.email, email));
    await revokeAllSessions(ctx, user.id, 'WITHDRAWN', tx);
  });
  ctx.sessions.invalidateUser(user.id);
  kickMail(ctx);
  return { withdrawnAt: now.toISOString() };
}
