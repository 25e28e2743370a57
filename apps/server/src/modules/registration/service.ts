import {
  ACCOUNT_LIFETIMES,
  MAIL_LINKS,
  maskEmail,
  normalizeEmail,
  type TCompanySimpleSearchRequest,
  type TCompanySimpleSearchResponse,
  type TConfirmEmailResponse,
  type TInvitationInfo,
  type TInvitationUserInsertRequest,
  type TLanguage,
  type TNewsletterConfirmResponse,
  type TResendConfirmEmailResponse,
  type TUserInsertRequest,
  type TUserInsertResponse,
} from '@portal/contract';
import type { Config } from '../../platform/config';
import { addressKey, randomToken, sha256Hex } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { mail } from '../../platform/mail';
import { hashPassword } from '../../platform/password';
import { kickMail, type ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import { MAIL, displayName, mailLang, mailMember, mailTime, presentCompany, type UserRow } from '../identity';
import { recordAgreements } from '../terms';
import { forgetFailedSignIns } from '../sign-in';
import { passwordViolations } from './password-policy';
import * as repo from './repo';

export { forgetAddress, hasPendingInvitation, isSubscribed, purgeExpired as purgeExpiredRegistrations } from './repo';

export const EMAIL_CONFIRM = 'EMAIL_CONFIRM';
const RESEND_CONFIRM = 'RESEND_CONFIRM';

/** POST /companies/search/simple: by nation and part of the name in either language; deleted companies never. */
export async function searchCompanies(
  db: DbOrTx,
  req: TCompanySimpleSearchRequest,
  lang: TLanguage,
): Promise<TCompanySimpleSearchResponse> {
  const rows = await identity.searchCompanies(db, req);
  return { items: rows.map((c) => presentCompany(c, lang)) };
}

/** POST /users/exists: a taken login e-mail answers USR1N4090 "Duplicate ID.". */
export async function assertEmailFree(db: DbOrTx, loginEmail: string): Promise<void> {
  if (await identity.findUserByEmail(db, loginEmail)) throw new AppError('USR1N4090');
}

/** New password checks in the order a member fixes them: confirmation, rules, common list. */
export function assertNewPassword(password: string, confirmation: string, loginEmail: string): void {
  if (password !== confirmation) throw new AppError('USR1N4003');
  const v = passwordViolations(password, loginEmail);
  if (v.some((x) => x !== 'COMMON')) throw new AppError('USR1N4001');
  if (v.includes('COMMON')) throw new AppError('USR1N4013');
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Issues a confirmation link and queues its mail (in the caller's transaction). */
async function sendConfirmation(
  db: DbOrTx,
  config: Config,
  user: Pick<UserRow, 'id' | 'loginEmail' | 'firstName' | 'lastName' | 'englishName' | 'mailLanguageCode'>,
) {
  const token = randomToken();
  await repo.insertOneTimeToken(db, {
    kind: EMAIL_CONFIRM,
    tokenHash: sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + ACCOUNT_LIFETIMES.emailConfirmation * 1000),
  });
  await mailMember(db, user, MAIL.emailConfirm, {
    link: `${config.publicUrl}${MAIL_LINKS.confirmEmail}${encodeURIComponent(token)}`,
    validHours: Math.round(ACCOUNT_LIFETIMES.emailConfirmation / 3600),
  });
}

type ProfileFields = Pick<
  TUserInsertRequest,
  | 'firstName'
  | 'lastName'
  | 'englishName'
  | 'department'
  | 'chargeJob'
  | 'officeTelephoneNumber'
  | 'mobileTelephoneNumber'
  | 'emailReceiveYn'
  | 'newsletterYn'
  | 'mailLanguageCode'
  | 'autoExtensionYn'
>;
const profileColumns = (p: ProfileFields) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  englishName: p.englishName || null,
  department: p.department || null,
  chargeJob: p.chargeJob || null,
  officePhone: p.officeTelephoneNumber,
  mobilePhone: p.mobileTelephoneNumber || null,
  emailConsentYn: p.emailReceiveYn,
  newsletterYn: p.newsletterYn,
  mailLanguageCode: p.mailLanguageCode,
  autoExtensionYn: p.autoExtensionYn,
});

/** The company of a self-registration: one picked from the search, or a new temporary one ("[임시]"). */
async function companyFor(db: DbOrTx, req: TUserInsertRequest): Promise<number> {
  if (req.companyId) {
    const c = await identity.findCompany(db, req.companyId);
    if (!c || c.deletedAt || c.nationCode !== req.companyNationCode) throw new AppError('USR1N4007');
    return c.id;
  }
  // Colleagues registering the same new company join one temporary company, not one each.
  const same = await identity.findTemporaryCompany(db, req.companyNationCode, req.companyName);
  if (same) return same;
  return identity.insertTemporaryCompany(db, req.companyNationCode, req.companyName);
}

/** POST /users: self-registration; the member confirms the e-mail, then waits for approval. */
export async function register(ctx: ModuleContext, req: TUserInsertRequest): Promise<TUserInsertResponse> {
  assertNewPassword(req.loginSecretNo, req.loginSecretNoConfirm, req.loginEmail);
  await assertEmailFree(ctx.db, req.loginEmail);
  const passwordHash = await hashPassword(req.loginSecretNo);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const companyId = await companyFor(tx, req);
      const u = await identity.insertMember(
        tx,
        { loginEmail: req.loginEmail, passwordHash, status: 'UNVERIFIED', registrationKind: 'SELF', ...profileColumns(req) },
        { companyId, status: 'PENDING' },
      );
      await recordAgreements(tx, u.id, req.agreements);
      await forgetFailedSignIns(tx, addressKey(ctx.config.encryptionKey, req.loginEmail));
      await sendConfirmation(tx, ctx.config, u);
      return u;
    });
    kickMail(ctx);
    return { userId: user.id, loginEmail: user.loginEmail, status: 'UNVERIFIED', confirmationMailSentYn: 'Y' };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('USR1N4090');
    throw err;
  }
}

async function liveInvitation(db: DbOrTx, token: string, kind: 'MEMBER' | 'SUBSCRIBER'): Promise<repo.InvitationRow> {
  const inv = await repo.findOpenInvitation(db, sha256Hex(token), kind);
  if (!inv) throw new AppError('USR1N4011');
  const company = await identity.findCompany(db, inv.companyId);
  if (!company || company.deletedAt) throw new AppError('USR1N4011');
  return inv;
}

/** POST /users/invitation/info: what the link invites to (member or subscriber invitations). */
export async function invitationInfo(db: DbOrTx, token: string, lang: TLanguage): Promise<TInvitationInfo> {
  const inv = await repo.findOpenInvitation(db, sha256Hex(token));
  if (!inv) throw new AppError('USR1N4011');
  const company = await identity.findCompany(db, inv.companyId);
  if (!company || company.deletedAt) throw new AppError('USR1N4011');
  return {
    kind: inv.kind === 'SUBSCRIBER' ? 'SUBSCRIBER' : 'MEMBER',
    loginEmail: inv.email,
    company: presentCompany(company, lang),
    expiresAt: inv.expiresAt.toISOString(),
  };
}

/**
 * POST /users/invitation: the link proves the address and the company's staff vouched for the
 * member, so the account is active at once for the invitation's company.
 */
export async function registerByInvitation(ctx: ModuleContext, req: TInvitationUserInsertRequest): Promise<TUserInsertResponse> {
  const inv = await liveInvitation(ctx.db, req.invitationToken, 'MEMBER');
  if (normalizeEmail(inv.email) !== req.loginEmail) throw new AppError('USR1N4011');
  assertNewPassword(req.loginSecretNo, req.loginSecretNoConfirm, req.loginEmail);
  await assertEmailFree(ctx.db, req.loginEmail);
  const passwordHash = await hashPassword(req.loginSecretNo);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (!(await repo.acceptInvitation(tx, inv.id, new Date(), { onlyOnce: true }))) throw new AppError('USR1N4011');
      const now = new Date();
      const u = await identity.insertMember(
        tx,
        {
          loginEmail: req.loginEmail,
          passwordHash,
          status: 'ACTIVE',
          registrationKind: 'INVITATION',
          emailConfirmedAt: now,
          approvedAt: now,
          ...profileColumns(req),
        },
        { companyId: inv.companyId, status: 'ACTIVE' },
      );
      await repo.setInvitationUser(tx, inv.id, u.id);
      await recordAgreements(tx, u.id, req.agreements);
      await forgetFailedSignIns(tx, addressKey(ctx.config.encryptionKey, req.loginEmail));
      return u;
    });
    return { userId: user.id, loginEmail: user.loginEmail, status: 'ACTIVE', confirmationMailSentYn: 'N' };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('USR1N4090');
    throw err;
  }
}

export interface InvitationInput {
  kind: 'MEMBER' | 'SUBSCRIBER';
  email: string;
  companyId: number;
  invitedByUserId: number | null;
  /** 01 Korean, 02 English. */
  mailLanguageCode: '01' | '02';
}

/**
 * Creates an invitation and queues its mail (the workspace's "invite member" and "invite subscriber" call
 * this inside their own transaction; the caller checks that the inviter belongs to the company).
 * Earlier open invitations of the same address and company are revoked. Answers the token (for tests).
 */
export async function createInvitation(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  input: InvitationInput,
): Promise<{ invitationId: number; token: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const company = await identity.findCompany(db, input.companyId);
  if (!company || company.deletedAt) throw new AppError('COM1N4041');
  const inviter = input.invitedByUserId ? await identity.findUserById(db, input.invitedByUserId) : null;
  await repo.revokeOpenInvitations(db, email, company.id, input.kind);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ACCOUNT_LIFETIMES.invitation * 1000);
  const invitationId = await repo.insertInvitation(db, {
    kind: input.kind,
    tokenHash: sha256Hex(token),
    email,
    companyId: company.id,
    invitedByUserId: inviter?.id ?? null,
    mailLanguageCode: input.mailLanguageCode,
    expiresAt,
  });
  const lang = mailLang(input.mailLanguageCode);
  const companyName = presentCompany(company, lang).companyName;
  const path = input.kind === 'MEMBER' ? MAIL_LINKS.memberInvitation : MAIL_LINKS.subscriberInvitation;
  await mail.enqueue(db, {
    to: email,
    template: input.kind === 'MEMBER' ? MAIL.memberInvitation : MAIL.subscriberInvitation,
    languageCode: input.mailLanguageCode,
    vars: {
      companyName,
      inviterName: inviter ? displayName(inviter, lang) : companyName,
      link: `${config.publicUrl}${path}${encodeURIComponent(token)}`,
      expiresAt: mailTime(expiresAt),
    },
  });
  return { invitationId, token, expiresAt };
}

/** POST /users/newsletter-confirm: the subscriber confirms (double opt-in); confirming twice is harmless. */
export async function confirmNewsletter(ctx: ModuleContext, token: string, lang: TLanguage): Promise<TNewsletterConfirmResponse> {
  const inv = await liveInvitation(ctx.db, token, 'SUBSCRIBER');
  const company = (await identity.findCompany(ctx.db, inv.companyId))!;
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await repo.acceptInvitation(tx, inv.id, now, { onlyOnce: false });
    await repo.upsertSubscription(tx, {
      email: inv.email,
      companyId: inv.companyId,
      invitationId: inv.id,
      mailLanguageCode: inv.mailLanguageCode,
      confirmedAt: now,
    });
  });
  return { email: maskEmail(inv.email), companyName: presentCompany(company, lang).companyName, confirmedAt: now.toISOString() };
}

/**
 * GET /users/confirm-email: the link of the mail. A new member then awaits approval; a member who
 * was removed from a company and verifies again awaits approval for it once more.
 */
export async function confirmEmail(ctx: ModuleContext, token: string): Promise<TConfirmEmailResponse> {
  const row = await repo.findOneTimeToken(ctx.db, sha256Hex(token), EMAIL_CONFIRM);
  if (!row) throw new AppError('USR1N4008');
  const user = await identity.findUserById(ctx.db, row.userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('USR1N4008');
  if (user.status !== 'UNVERIFIED')
    return { result: 'ALREADY_CONFIRMED', maskedEmail: maskEmail(user.loginEmail), status: user.status as TConfirmEmailResponse['status'] };
  if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('USR1N4008');
  const now = new Date();
  const ok = await ctx.db.transaction(async (tx) => {
    if (!(await repo.useOneTimeToken(tx, row.id, now))) return false;
    await identity.updateUser(tx, user.id, { status: 'PENDING_APPROVAL', emailConfirmedAt: now, updatedAt: now }, { status: 'UNVERIFIED' });
    await identity.moveMemberships(tx, user.id, 'REMOVED', 'PENDING');
    return true;
  });
  if (!ok) throw new AppError('USR1N4008');
  ctx.sessions.invalidateUser(user.id);
  return { result: 'CONFIRMED', maskedEmail: maskEmail(user.loginEmail), status: 'PENDING_APPROVAL' };
}

/** Once per hour per address (known or not): a second resend within the hour answers 2013. */
async function takeResendSlot(ctx: ModuleContext, loginEmail: string): Promise<void> {
  const key = addressKey(ctx.config.encryptionKey, loginEmail);
  if (!(await repo.takeHourlySlot(ctx.db, RESEND_CONFIRM, key))) throw new AppError('2013');
}

/** POST /users/resend-confirm-email?token=: from the failed page, with the expired link. */
export async function resendByToken(ctx: ModuleContext, token: string): Promise<TResendConfirmEmailResponse> {
  const row = await repo.findOneTimeToken(ctx.db, sha256Hex(token), EMAIL_CONFIRM);
  if (!row) throw new AppError('USR1N4008');
  const user = await identity.findUserById(ctx.db, row.userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('USR1N4008');
  if (user.status !== 'UNVERIFIED') throw new AppError('USR1N4012');
  await takeResendSlot(ctx, user.loginEmail);
  await ctx.db.transaction((tx) => sendConfirmation(tx, ctx.config, user));
  kickMail(ctx);
  return { sentYn: 'Y', maskedEmail: maskEmail(user.loginEmail) };
}

/**
 * POST /users/resend-confirm-email/by-logn-email: the same answer for every address; a mail leaves
 * only for an account awaiting e-mail verification. The hourly throttle applies to every address.
 */
export async function resendByLoginEmail(ctx: ModuleContext, loginEmail: string): Promise<TResendConfirmEmailResponse> {
  await takeResendSlot(ctx, loginEmail);
  const user = await identity.findUserByEmail(ctx.db, loginEmail);
  if (user && user.status === 'UNVERIFIED') {
    await ctx.db.transaction((tx) => sendConfirmation(tx, ctx.config, user));
    kickMail(ctx);
  }
  return { sentYn: 'Y', maskedEmail: maskEmail(loginEmail) };
}
