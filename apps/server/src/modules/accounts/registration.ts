import {
  ACCOUNT_LIFETIMES,
  MAIL_LINKS,
  ROLE,
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
import { and, asc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  addressThrottles,
  companies,
  invitations,
  loginAttempts,
  newsletterSubscriptions,
  oneTimeTokens,
  userCompanies,
  userRoles,
  users,
} from '../../db/schema/index';
import type { Config } from '../../platform/config';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { hashPassword } from '../../platform/password';
import type { AccountsContext } from './context';
import { addressKey, randomToken, sha256Hex } from './crypto';
import { displayName, kickMail, mailLang, mailMember, mailTime } from './mails';
import { MAIL } from './mail-templates';
import { passwordViolations } from './password-policy';
import { findUserByEmail, findUserById, presentCompany, type UserRow } from './repo';
import { recordAgreements } from './terms';

export const EMAIL_CONFIRM = 'EMAIL_CONFIRM';
const RESEND_CONFIRM = 'RESEND_CONFIRM';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** POST /companies/search/simple: by nation and part of the name in either language; deleted companies never. */
export async function searchCompanies(db: DbOrTx, req: TCompanySimpleSearchRequest, lang: TLanguage): Promise<TCompanySimpleSearchResponse> {
  const pattern = `%${escapeLike(req.companyName)}%`;
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        req.nationCode ? eq(companies.nationCode, req.nationCode) : undefined,
        or(ilike(companies.companyName, pattern), ilike(companies.companyNameEn, pattern)),
      ),
    )
    .orderBy(asc(companies.temporaryYn), asc(companies.companyName))
    .limit(20);
  return { items: rows.map((c) => presentCompany(c, lang)) };
}

/** POST /users/exists: a taken login e-mail answers USR1N4090 "Duplicate ID.". */
export async function assertEmailFree(db: DbOrTx, loginEmail: string): Promise<void> {
  if (await findUserByEmail(db, loginEmail)) throw new AppError('USR1N4090');
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
async function sendConfirmation(db: DbOrTx, config: Config, user: Pick<UserRow, 'id' | 'loginEmail' | 'firstName' | 'lastName' | 'mailLanguageCode'>) {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
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
  'firstName' | 'lastName' | 'department' | 'chargeJob' | 'officeTelephoneNumber' | 'mobileTelephoneNumber' | 'emailReceiveYn' | 'newsletterYn' | 'mailLanguageCode' | 'autoExtensionYn'
>;
const profileColumns = (p: ProfileFields) => ({
  firstName: p.firstName,
  lastName: p.lastName,
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
    const [c] = await db.select().from(companies).where(eq(companies.id, req.companyId));
    if (!c || c.deletedAt || c.nationCode !== req.companyNationCode) throw new AppError('USR1N4007');
    return c.id;
  }
  // Colleagues registering the same new company join one temporary company, not one each.
  const [same] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.temporaryYn, 'Y'),
        isNull(companies.deletedAt),
        eq(companies.nationCode, req.companyNationCode),
        sql`lower(${companies.companyName}) = lower(${req.companyName})`,
      ),
    )
    .limit(1);
  if (same) return same.id;
  const [created] = await db
    .insert(companies)
    .values({ companyName: req.companyName, nationCode: req.companyNationCode, temporaryYn: 'Y' })
    .returning({ id: companies.id });
  return created.id;
}

/** POST /users: self-registration; the member confirms the e-mail, then waits for approval. */
export async function register(ctx: AccountsContext, req: TUserInsertRequest): Promise<TUserInsertResponse> {
  assertNewPassword(req.loginSecretNo, req.loginSecretNoConfirm, req.loginEmail);
  await assertEmailFree(ctx.db, req.loginEmail);
  const passwordHash = await hashPassword(req.loginSecretNo);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const companyId = await companyFor(tx, req);
      const [u] = await tx
        .insert(users)
        .values({ loginEmail: req.loginEmail, passwordHash, status: 'UNVERIFIED', registrationKind: 'SELF', ...profileColumns(req) })
        .returning();
      await tx.insert(userRoles).values({ userId: u.id, roleCode: ROLE.customer });
      await tx.insert(userCompanies).values({ userId: u.id, companyId, status: 'PENDING' });
      await recordAgreements(tx, u.id, req.agreements);
      await tx.delete(loginAttempts).where(eq(loginAttempts.addressKey, addressKey(ctx.config.encryptionKey, req.loginEmail)));
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

type InvitationRow = typeof invitations.$inferSelect;

async function liveInvitation(db: DbOrTx, token: string, kind: 'MEMBER' | 'SUBSCRIBER'): Promise<InvitationRow> {
  const [inv] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, sha256Hex(token)), eq(invitations.kind, kind), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date())));
  if (!inv) throw new AppError('USR1N4011');
  const [company] = await db.select().from(companies).where(eq(companies.id, inv.companyId));
  if (!company || company.deletedAt) throw new AppError('USR1N4011');
  return inv;
}

/** POST /users/invitation/info: what the link invites to (member or subscriber invitations). */
export async function invitationInfo(db: DbOrTx, token: string, lang: TLanguage): Promise<TInvitationInfo> {
  const [inv] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, sha256Hex(token)), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date())));
  if (!inv) throw new AppError('USR1N4011');
  const [company] = await db.select().from(companies).where(eq(companies.id, inv.companyId));
  if (!company || company.deletedAt) throw new AppError('USR1N4011');
  return { kind: inv.kind === 'SUBSCRIBER' ? 'SUBSCRIBER' : 'MEMBER', loginEmail: inv.email, company: presentCompany(company, lang), expiresAt: inv.expiresAt.toISOString() };
}

/**
 * POST /users/invitation: the link proves the address and the company's staff vouched for the
 * member, so the account is active at once for the invitation's company.
 */
export async function registerByInvitation(ctx: AccountsContext, req: TInvitationUserInsertRequest): Promise<TUserInsertResponse> {
  const inv = await liveInvitation(ctx.db, req.invitationToken, 'MEMBER');
  if (normalizeEmail(inv.email) !== req.loginEmail) throw new AppError('USR1N4011');
  assertNewPassword(req.loginSecretNo, req.loginSecretNoConfirm, req.loginEmail);
  await assertEmailFree(ctx.db, req.loginEmail);
  const passwordHash = await hashPassword(req.loginSecretNo);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const accepted = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitations.id, inv.id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (!accepted.length) throw new AppError('USR1N4011');
      const now = new Date();
      const [u] = await tx
        .insert(users)
        .values({
          loginEmail: req.loginEmail,
          passwordHash,
          status: 'ACTIVE',
          registrationKind: 'INVITATION',
          emailConfirmedAt: now,
          approvedAt: now,
          ...profileColumns(req),
        })
        .returning();
      await tx.update(invitations).set({ acceptedUserId: u.id }).where(eq(invitations.id, inv.id));
      await tx.insert(userRoles).values({ userId: u.id, roleCode: ROLE.customer });
      await tx.insert(userCompanies).values({ userId: u.id, companyId: inv.companyId, status: 'ACTIVE' });
      await recordAgreements(tx, u.id, req.agreements);
      await tx.delete(loginAttempts).where(eq(loginAttempts.addressKey, addressKey(ctx.config.encryptionKey, req.loginEmail)));
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
 * Creates an invitation and queues its mail (issue 5's "invite member" and "invite subscriber" call
 * this inside their own transaction; the caller checks that the inviter belongs to the company).
 * Earlier open invitations of the same address and company are revoked. Answers the token (for tests).
 */
export async function createInvitation(db: DbOrTx, config: Pick<Config, 'publicUrl'>, input: InvitationInput): Promise<{ invitationId: number; token: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const [company] = await db.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company || company.deletedAt) throw new AppError('COM1N4041');
  const inviter = input.invitedByUserId ? await findUserById(db, input.invitedByUserId) : null;
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.email, email), eq(invitations.companyId, company.id), eq(invitations.kind, input.kind), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ACCOUNT_LIFETIMES.invitation * 1000);
  const [row] = await db
    .insert(invitations)
    .values({ kind: input.kind, tokenHash: sha256Hex(token), email, companyId: company.id, invitedByUserId: inviter?.id ?? null, mailLanguageCode: input.mailLanguageCode, expiresAt })
    .returning({ id: invitations.id });
  const lang = mailLang(input.mailLanguageCode);
  const companyName = presentCompany(company, lang).companyName;
  const path = input.kind === 'MEMBER' ? MAIL_LINKS.memberInvitation : MAIL_LINKS.subscriberInvitation;
  await enqueueMail(db, {
    to: email,
    template: input.kind === 'MEMBER' ? MAIL.memberInvitation : MAIL.subscriberInvitation,
    languageCode: input.mailLanguageCode,
    vars: {
      companyName,
      inviterName: inviter ? displayName(inviter, lang) : companyName,
      link: `${config.publicUrl}${path}${encodeURIComponent(token)}`,
      expiresAt: mailTime(expiresAt, lang),
    },
  });
  return { invitationId: row.id, token, expiresAt };
}

/** POST /users/newsletter-confirm: the subscriber confirms (double opt-in); confirming twice is harmless. */
export async function confirmNewsletter(ctx: AccountsContext, token: string, lang: TLanguage): Promise<TNewsletterConfirmResponse> {
  const inv = await liveInvitation(ctx.db, token, 'SUBSCRIBER');
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, inv.companyId));
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, inv.id));
    await tx
      .insert(newsletterSubscriptions)
      .values({ email: inv.email, companyId: inv.companyId, invitationId: inv.id, mailLanguageCode: inv.mailLanguageCode, confirmedAt: now })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.companyId],
        set: { confirmedAt: now, unsubscribedAt: null, invitationId: inv.id },
      });
  });
  return { email: maskEmail(inv.email), companyName: presentCompany(company, lang).companyName, confirmedAt: now.toISOString() };
}

/**
 * GET /users/confirm-email: the link of the mail. A new member then awaits approval; a member who
 * was removed from a company and verifies again awaits approval for it once more.
 */
export async function confirmEmail(ctx: AccountsContext, token: string): Promise<TConfirmEmailResponse> {
  const [row] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(token)), eq(oneTimeTokens.kind, EMAIL_CONFIRM)));
  if (!row) throw new AppError('USR1N4008');
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('USR1N4008');
  if (user.status !== 'UNVERIFIED') return { result: 'ALREADY_CONFIRMED', maskedEmail: maskEmail(user.loginEmail), status: user.status as TConfirmEmailResponse['status'] };
  if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('USR1N4008');
  const now = new Date();
  const ok = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (!used.length) return false;
    await tx
      .update(users)
      .set({ status: 'PENDING_APPROVAL', emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, 'UNVERIFIED')));
    await tx
      .update(userCompanies)
      .set({ status: 'PENDING' })
      .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.status, 'REMOVED')));
    return true;
  });
  if (!ok) throw new AppError('USR1N4008');
  ctx.sessions.invalidateUser(user.id);
  return { result: 'CONFIRMED', maskedEmail: maskEmail(user.loginEmail), status: 'PENDING_APPROVAL' };
}

/** Once per hour per address (known or not): a second resend within the hour answers 2013. */
async function takeResendSlot(ctx: AccountsContext, loginEmail: string): Promise<void> {
  const key = addressKey(ctx.config.encryptionKey, loginEmail);
  const rows = await ctx.db
    .insert(addressThrottles)
    .values({ kind: RESEND_CONFIRM, addressKey: key, lastAt: new Date() })
    .onConflictDoUpdate({
      target: [addressThrottles.kind, addressThrottles.addressKey],
      set: { lastAt: sql`now()` },
      setWhere: sql`${addressThrottles.lastAt} <= now() - interval '1 hour'`,
    })
    .returning({ lastAt: addressThrottles.lastAt });
  if (!rows.length) throw new AppError('2013');
}

/** POST /users/resend-confirm-email?token=: from the failed page, with the expired link. */
export async function resendByToken(ctx: AccountsContext, token: string): Promise<TResendConfirmEmailResponse> {
  const [row] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(token)), eq(oneTimeTokens.kind, EMAIL_CONFIRM)));
  if (!row) throw new AppError('USR1N4008');
  const user = await findUserById(ctx.db, row.userId);
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
export async function resendByLoginEmail(ctx: AccountsContext, loginEmail: string): Promise<TResendConfirmEmailResponse> {
  await takeResendSlot(ctx, loginEmail);
  const user = await findUserByEmail(ctx.db, loginEmail);
  if (user && user.status === 'UNVERIFIED') {
    await ctx.db.transaction((tx) => sendConfirmation(tx, ctx.config, user));
    kickMail(ctx);
  }
  return { sentYn: 'Y', maskedEmail: maskEmail(loginEmail) };
}
