import {
  ACCOUNT_LIFETIMES,
  DORMANCY_DAYS,
  FAILED_ATTEMPTS_PER_HOUR,
  LOCKOUT_THRESHOLD,
  type TLanguage,
  type TOtpLoginRequest,
  type TOtpQrImageResponse,
  type TSignInRequest,
  type TSignInResponse,
  type TErrorCode,
  type TPasskeyLoginOptions,
  type TPasskeyLoginRequest,
  type TTokenResponse,
} from '@portal/contract';
import {
  addressKey,
  decryptSecret,
  encryptSecret,
  hmacHex,
  looksLikeTemporaryPassword,
  randomToken,
  safeEqual,
  sha256Hex,
} from '../../platform/crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import {
  activeCompanies,
  findUserById,
  membershipsOf,
  presentCompany,
  type CompanyLite,
  type Membership,
  type SubjectRow,
  type UserRow,
} from '../identity';
import { termsPending } from '../terms';
import { acceptAssertion, hasPasskey, hasPasskeySql, passkeyAssertionOptions } from '../passkeys';
import * as repo from './repo';
import { passwordCompanies } from './password-gate';
import { openSession } from './sessions';
import { enrolmentOf, matchTotpStep, newTotpSecret } from './totp';

export { createSessionCheck } from './session-check';
/** The authenticator change on the member's page (modules/profile/authenticator.ts) makes and checks keys the same way. */
export { enrolmentOf, matchTotpStep, newTotpSecret } from './totp';
/** Records a TOTP step as used by the member (each code once, also a new authenticator's first code). */
export const useTotpStepOnce = (db: DbOrTx, userId: number, step: number) => repo.useTotpStep(db, userId, step);
export { clearTermsPending, revokeAllSessions } from './sessions';
export type { SubjectRow } from '../identity';

/** An argon2id hash of a random password: unknown addresses are verified against it (same time). Made once per process. */
let dummyHash: Promise<string> | null = null;
const dummyHashOf = () => (dummyHash ??= hashPassword(randomToken()));

/** Registration forgets the failed sign-ins of an address that now has an account. */
export const forgetFailedSignIns = (db: DbOrTx, key: string) => repo.deleteFailedAddress(db, key);
/** Withdrawal: the member's pending challenges go. */
export const forgetChallengesOf = (db: DbOrTx, userId: number) => repo.deleteChallengesOf(db, userId);
/** The dormancy sweep's cleaning of the sign-in tables. */
export const purgeExpiredSignIns = (db: DbOrTx, now: Date) => repo.purgeExpired(db, now);

export interface RequestMeta {
  ip?: string | null;
  userAgent?: string | null;
  lang: TLanguage;
}

/** Where a sign-in request comes from (kept with its session), and its language. */
export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  lang: request.lang,
});

/** Withdrawn accounts answer "withdrawn" (after a correct password) for this long, then the last traces go. */
export const WITHDRAWN_RETENTION_DAYS = 30;

const DAY = 24 * 3600 * 1000;

/**
 * Counts one failure, atomically and never past the limit: of any number of parallel failures,
 * exactly the one that reaches the limit sees it. Unknown addresses count in login_attempts the same
 * way, so their answers match those of accounts. Answers ATH1N4013 at the limit, ATH1N4010 below it.
 */
export async function countFailure(ctx: ModuleContext, subject: Pick<UserRow, 'id'> | null, key: string): Promise<AppError> {
  const count = subject ? await identity.countFailedSignIn(ctx.db, subject.id) : await repo.countFailedAddress(ctx.db, key);
  await repo.countHourlyFailure(ctx.db, key, hourOf(new Date()));
  const error = new AppError(
    count >= LOCKOUT_THRESHOLD ? 'ATH1N4013' : 'ATH1N4010',
    undefined,
    count >= LOCKOUT_THRESHOLD ? 'locked' : 'wrong password',
  );
  error.subject = { userId: subject?.id };
  return error;
}

/** The clock hour of a moment (the window of FAILED_ATTEMPTS_PER_HOUR). */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The per-account cap on failed attempts per hour (decision 055), on top of the lockout: once an address (account
 * or not) failed FAILED_ATTEMPTS_PER_HOUR times in the clock hour, every attempt of the hour answers COM1N4290,
 * before the password or the code is looked at, the same for every address.
 */
async function assertUnderHourlyCap(ctx: ModuleContext, key: string, userId?: number): Promise<void> {
  assertUnderCap(await repo.hourlyFailures(ctx.db, key, hourOf(new Date())), userId);
}

function assertUnderCap(failures: number, userId?: number): void {
  if (failures >= FAILED_ATTEMPTS_PER_HOUR) {
    const error = new AppError('COM1N4290', undefined, 'hourly cap of failed attempts');
    error.subject = { userId };
    throw error;
  }
}

export interface VerifiedCredentials {
  user: SubjectRow;
  via: 'password' | 'temporary';
  memberships: Membership<CompanyLite>[];
  /** Whether the member holds a passkey (read in the same query). */
  passkey: boolean;
}

/**
 * Checks a login e-mail and password with exactly one argon2id verification whatever the case
 * (unknown addresses are verified against a dummy hash), so wrong id and wrong password take the
 * same time and answer the same (ATH1N4010, then ATH1N4013 at the 5th consecutive failure).
 * A 19-character "xxxx-xxxx-xxxx-xxxx" value is checked against the pending temporary password
 * (longer than any chosen password, so there is never a second verification).
 */
export async function verifyCredentials(ctx: ModuleContext, loginEmail: string, password: string): Promise<VerifiedCredentials> {
  const key = addressKey(ctx.config.encryptionKey, loginEmail);
  const now = new Date();
  // One query for the member, the hour's failed attempts of the address and the passkey flag (the hot path).
  const subject = await identity.loadSubject(
    ctx.db,
    loginEmail,
    key,
    new Date(now.getTime() - WITHDRAWN_RETENTION_DAYS * DAY),
    (userId) => ({
      hourlyFailures: repo.hourlyFailuresSql(key, hourOf(now)),
      passkey: hasPasskeySql(userId),
    }),
  );
  // The hourly cap before the password is looked at; an address without an account asks on its own (the rare path).
  if (subject) assertUnderCap(Number(subject.also.hourlyFailures ?? 0));
  else await assertUnderHourlyCap(ctx, key);
  const user = subject?.user ?? null;
  const viaTemp = looksLikeTemporaryPassword(password);
  const stored = viaTemp ? user?.tempPasswordHash : user?.passwordHash;
  const ok = (await verifyPassword(stored ?? (await dummyHashOf()), password)) && !!stored;
  if (!ok) throw await countFailure(ctx, user, key);
  const u = user!;
  if (viaTemp) {
    const now = Date.now();
    if (u.tempPasswordUsedAt || !u.tempPasswordExpiresAt || u.tempPasswordExpiresAt.getTime() <= now) throw new AppError('USR1N4010');
    // The temporary password proves the mailbox: the lock lifts (TOTP failures count again from here).
    if (u.failedLoginCount > 0) {
      await identity.updateUser(ctx.db, u.id, { failedLoginCount: 0, lockedAt: null });
      u.failedLoginCount = 0;
    }
    return { user: u, via: 'temporary', memberships: subject!.memberships, passkey: subject!.also.passkey === true };
  }
  if (u.failedLoginCount >= LOCKOUT_THRESHOLD) {
    const locked = new AppError('ATH1N4013', undefined, 'locked');
    locked.subject = { userId: u.id };
    throw locked;
  }
  if (u.failedLoginCount > 0) {
    await identity.updateUser(ctx.db, u.id, { failedLoginCount: 0 });
    u.failedLoginCount = 0;
  }
  return { user: u, via: 'password', memberships: subject!.memberships, passkey: subject!.also.passkey === true };
}

/**
 * The start of the dormancy year: the later of the last sign-in and the approval (a member approved
 * again after a removal starts a new year), else the registration.
 */
export const lastActivity = (u: Pick<UserRow, 'lastLoginAt' | 'approvedAt' | 'createdAt'>): Date => {
  const latest = Math.max(u.lastLoginAt?.getTime() ?? 0, u.approvedAt?.getTime() ?? 0);
  return latest ? new Date(latest) : u.createdAt;
};
export const dormancyDue = (
  u: Pick<UserRow, 'status' | 'autoExtensionYn' | 'lastLoginAt' | 'approvedAt' | 'createdAt'>,
  now = Date.now(),
) => u.status === 'ACTIVE' && u.autoExtensionYn !== 'Y' && lastActivity(u).getTime() + DORMANCY_DAYS * DAY <= now;

/**
 * The account-state rules after a correct password, in order: withdrawn, unverified, awaiting
 * approval, refused, dormant (also found here when the sweep has not run yet), then the companies:
 * none left because they were deleted (ATH1N4015), or because the member was removed from them (the
 * member may return by verifying the e-mail again: ATH1N4011 and the resend works).
 * Answers the companies the member may sign in for.
 */
export async function assertCanSignIn(
  ctx: ModuleContext,
  user: SubjectRow,
  opts: { allowDormant?: boolean; memberships?: Membership<CompanyLite>[] } = {},
): Promise<CompanyLite[]> {
  switch (user.status) {
    case 'WITHDRAWN':
      throw new AppError('ATH1N4017');
    case 'UNVERIFIED':
      throw new AppError('ATH1N4011');
    case 'PENDING_APPROVAL':
      throw new AppError('ATH1N4012');
    case 'REFUSED':
      throw new AppError('ATH1N4018');
    case 'DORMANT':
      if (!opts.allowDormant) throw new AppError('ATH1N4014');
      break;
    case 'ACTIVE':
      if (dormancyDue(user)) {
        await identity.updateUser(ctx.db, user.id, { status: 'DORMANT', dormantAt: new Date() }, { status: 'ACTIVE' });
        ctx.sessions.invalidateUser(user.id);
        if (!opts.allowDormant) throw new AppError('ATH1N4014');
      }
      break;
    default:
      throw new AppError('ATH1N4010');
  }
  const memberships: Membership<CompanyLite>[] = opts.memberships ?? (await membershipsOf(ctx.db, user.id));
  const active = activeCompanies(memberships);
  if (!active.length && memberships.length) {
    if (memberships.some((m) => m.status === 'REMOVED' && !m.company.deletedAt)) {
      // A removed staff member returns by verifying the e-mail again, then waits for approval.
      await identity.updateUser(ctx.db, user.id, { status: 'UNVERIFIED', emailConfirmedAt: null, updatedAt: new Date() });
      ctx.sessions.invalidateUser(user.id);
      throw new AppError('ATH1N4011');
    }
    throw new AppError('ATH1N4015');
  }
  return active;
}

/** POST /auth/signin: the password step. */
export async function signIn(ctx: ModuleContext, req: TSignInRequest, meta: RequestMeta): Promise<TSignInResponse & { userId: number }> {
  const { user, via, memberships, passkey } = await verifyCredentials(ctx, req.loginEmail, req.loginSecretNo);
  const companies = await passwordCompanies(ctx, user.id, await assertCanSignIn(ctx, user, { memberships }));
  const token = signChallenge(ctx, { userId: user.id, temporaryPassword: via === 'temporary' });
  return {
    userId: user.id,
    challengeToken: token,
    expiresIn: ACCOUNT_LIFETIMES.challenge,
    loginEmail: user.loginEmail,
    otpEnrolledYn: user.otpEnrolled ? 'Y' : 'N',
    temporaryPasswordYn: via === 'temporary' ? 'Y' : 'N',
    companies: companies.map((c) => presentCompany(c, meta.lang)),
    passkeyYn: passkey ? 'Y' : 'N',
  };
}

/**
 * The challenge between the password step and the OTP step: a signed token (HMAC-SHA256 under a key
 * derived from ENCRYPTION_KEY) carrying the member, the temporary-password flag, the expiry and a
 * nonce. Nothing is written at the password step (the sign-in's hot path); a row keyed by the nonce's
 * hash records when the challenge is spent, or when its OTP step succeeded with a temporary password.
 */
export interface Challenge {
  nonceHash: string;
  userId: number;
  temporaryPassword: boolean;
  expiresAt: Date;
  otpVerifiedAt: Date | null;
  /** A challenge of company sign-on (decision 088) opens only the company signed on to. */
  companyId?: number;
}

export function signChallenge(
  ctx: Pick<ModuleContext, 'config'>,
  c: { userId: number; temporaryPassword: boolean; expiresAt?: Date; companyId?: number },
): string {
  const exp = Math.floor((c.expiresAt?.getTime() ?? Date.now() + ACCOUNT_LIFETIMES.challenge * 1000) / 1000);
  const payload = Buffer.from(
    JSON.stringify({ u: c.userId, t: c.temporaryPassword ? 1 : 0, e: exp, n: randomToken(12), ...(c.companyId ? { c: c.companyId } : {}) }),
  ).toString('base64url');
  return `${payload}.${challengeMac(ctx, payload)}`;
}

const challengeMac = (ctx: Pick<ModuleContext, 'config'>, payload: string) => hmacHex(ctx.config.encryptionKey, 'login-challenge', payload);

function readChallenge(ctx: ModuleContext, token: string): Omit<Challenge, 'otpVerifiedAt'> | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac || !safeEqual(mac, challengeMac(ctx, payload))) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: number; t: number; e: number; n: string; c?: number };
    if (!Number.isSafeInteger(c.u) || typeof c.n !== 'string' || c.e * 1000 <= Date.now()) return null;
    return {
      nonceHash: sha256Hex(c.n),
      userId: c.u,
      temporaryPassword: c.t === 1,
      expiresAt: new Date(c.e * 1000),
      ...(Number.isSafeInteger(c.c) && c.c! > 0 ? { companyId: c.c } : {}),
    };
  } catch {
    return null;
  }
}

/** A live challenge: genuine, not expired, not spent; `stage` 'otp' before the code, 'password-change' after it (temporary password). */
export async function loadChallenge(
  ctx: ModuleContext,
  token: string,
  stage: 'otp' | 'password-change',
): Promise<{ challenge: Challenge; user: UserRow }> {
  const read = readChallenge(ctx, token);
  if (!read) throw new AppError('ATH1N4020');
  const row = await repo.findChallenge(ctx.db, read.nonceHash);
  if (row?.consumedAt) throw new AppError('ATH1N4020');
  if (stage === 'otp' && row?.otpVerifiedAt) throw new AppError('ATH1N4020');
  if (stage === 'password-change' && (!row?.otpVerifiedAt || !read.temporaryPassword)) throw new AppError('ATH1N4020');
  const user = await findUserById(ctx.db, read.userId);
  if (!user) throw new AppError('ATH1N4020');
  return { challenge: { ...read, otpVerifiedAt: row?.otpVerifiedAt ?? null }, user };
}

/** Marks a challenge spent; false when it already was (two parallel uses: one wins). */
export async function consumeChallenge(ctx: Pick<ModuleContext, 'db'>, c: Challenge, db: DbOrTx = ctx.db): Promise<boolean> {
  return repo.consumeChallengeRow(db, c);
}

/** POST /auth/otp-qr-image: the enrolment secret (created once, kept encrypted) as a QR image and a key. */
export async function otpQrImage(ctx: ModuleContext, challengeToken: string): Promise<TOtpQrImageResponse> {
  const { user } = await loadChallenge(ctx, challengeToken, 'otp');
  if (user.otpEnrolled) throw new AppError('ATH1N4022');
  let secret: string;
  if (user.otpSecret) secret = decryptSecret(ctx.config.encryptionKey, user.otpSecret);
  else {
    secret = newTotpSecret();
    if (!(await identity.setOtpSecretOnce(ctx.db, user.id, encryptSecret(ctx.config.encryptionKey, secret)))) {
      // Another request stored one first: use that.
      const fresh = await findUserById(ctx.db, user.id);
      secret = decryptSecret(ctx.config.encryptionKey, fresh!.otpSecret!);
    }
  }
  return enrolmentOf(secret, user.loginEmail);
}

/** Checks a TOTP code once: the step must match within the drift and never have been used by this member. */
async function acceptCode(ctx: ModuleContext, user: UserRow, code: string): Promise<'ok' | 'wrong' | 'reused'> {
  if (!user.otpSecret) return 'wrong';
  const step = matchTotpStep(decryptSecret(ctx.config.encryptionKey, user.otpSecret), code);
  if (step === null) return 'wrong';
  return (await repo.useTotpStep(ctx.db, user.id, step)) ? 'ok' : 'reused';
}

/**
 * A second factor's check of a sign-in attempt (the TOTP code, or a passkey's assertion: modules/passkeys): true when
 * it proves the member, otherwise the reason for the security log ("reused code"; never the code or the assertion).
 * Called once the challenge, the account state, the lockout, the hourly cap and the company choice passed.
 */
export type SecondFactorCheck = (user: UserRow, challenge: Challenge) => Promise<true | string>;

export interface SecondFactor {
  kind: 'otp' | 'passkey';
  check: SecondFactorCheck;
  /** The answer to a failed check below the lockout (ATH1N4021 for a code). */
  failure: TErrorCode;
}

/**
 * The second step of sign-in, whatever the factor. The company is checked first (a missing or wrong choice does not
 * spend the factor); a failed check counts toward the same lockout as wrong passwords. With a temporary password the
 * step ends in ATH1N4016 and the challenge opens the password change. Only a code confirms the authenticator's enrolment.
 */
export async function secondFactorLogin(
  ctx: ModuleContext,
  req: { challengeToken: string; companyId?: number },
  meta: RequestMeta,
  factor: SecondFactor,
): Promise<TTokenResponse & { userId: number }> {
  const { challenge, user } = await loadChallenge(ctx, req.challengeToken, 'otp');
  const all = await assertCanSignIn(ctx, user);
  // A sign-on challenge opens its company only; a password's, the companies the password may open.
  const companies = challenge.companyId ? all.filter((c) => c.id === challenge.companyId) : await passwordCompanies(ctx, user.id, all);
  if (all.length && !companies.length) throw new AppError('ATH1N4030');
  if (user.failedLoginCount >= LOCKOUT_THRESHOLD) {
    await consumeChallenge(ctx, challenge);
    throw new AppError('ATH1N4013');
  }
  let companyId = 0;
  if (req.companyId) {
    if (!companies.some((c) => c.id === req.companyId)) throw new AppError('ATH1N4030');
    companyId = req.companyId;
  } else if (companies.length > 1) throw new AppError('ATH1N4023');
  else if (companies.length === 1) companyId = companies[0].id;

  const key = addressKey(ctx.config.encryptionKey, user.loginEmail);
  await assertUnderHourlyCap(ctx, key, user.id);
  const verdict = await factor.check(user, challenge);
  if (verdict !== true) {
    const err = await countFailure(ctx, user, key);
    if (err.code === 'ATH1N4013') {
      await consumeChallenge(ctx, challenge);
      // A fifth failure after a temporary password burns it too: a new reset is needed.
      if (challenge.temporaryPassword) await identity.updateUser(ctx.db, user.id, { tempPasswordUsedAt: new Date() });
      throw err;
    }
    // The failure's reason goes to the security log (never the code or the assertion itself).
    const wrong = new AppError(factor.failure, undefined, verdict);
    wrong.subject = { userId: user.id };
    throw wrong;
  }
  const now = new Date();
  const enrolled = factor.kind === 'otp' ? { otpEnrolled: true } : {};
  if (challenge.temporaryPassword) {
    await ctx.db.transaction(async (tx) => {
      if (
        !(await repo.markChallengeOtpVerified(tx, { nonceHash: challenge.nonceHash, userId: user.id, expiresAt: challenge.expiresAt }, now))
      )
        throw new AppError('ATH1N4020');
      await identity.updateUser(tx, user.id, { tempPasswordUsedAt: now, ...enrolled, failedLoginCount: 0, lockedAt: null });
    });
    throw new AppError('ATH1N4016');
  }
  if (!(await consumeChallenge(ctx, challenge))) throw new AppError('ATH1N4020');
  // A sign-on challenge is bound to its company (signOnSignIn): the session records that it was opened so.
  const signedOnCompanyId = challenge.companyId ?? null;
  return { ...(await openSignedInSession(ctx, user.id, companyId, meta, { ...enrolled, signedOnCompanyId })), userId: user.id };
}

/** The end of every sign-in: the member's counters and last sign-in, then the session and its tokens. */
async function openSignedInSession(
  ctx: ModuleContext,
  userId: number,
  companyId: number,
  meta: RequestMeta,
  { signedOnCompanyId = null, ...also }: { otpEnrolled?: boolean; signedOnCompanyId?: number | null } = {},
): Promise<TTokenResponse> {
  await identity.updateUser(ctx.db, userId, {
    failedLoginCount: 0,
    lockedAt: null,
    lastLoginAt: new Date(),
    ...also,
    dormancyNoticeSentAt: null,
  });
  const pending = await termsPending(ctx.db, userId);
  return openSession(ctx, { userId, companyId, termsPending: pending, signedOnCompanyId, ip: meta.ip, userAgent: meta.userAgent });
}

/**
 * Company sign-on's end (decision 088), once the provider's answer passed every check: the account rules of sign-in
 * (assertCanSignIn: awaiting approval, dormant, locked...), then either the portal's second factor, by the same
 * challenge as after a password but bound to the company signed on to, or, when the company accepts the provider's
 * multi-factor claim and the provider made one, the tokens at once.
 */
export async function signOnSignIn(
  ctx: ModuleContext,
  userId: number,
  companyId: number,
  providerMfa: boolean,
  meta: RequestMeta,
): Promise<({ outcome: 'second-factor' } & TSignInResponse) | ({ outcome: 'signed-in' } & TTokenResponse)> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('ATH1N4010');
  const companies = (await assertCanSignIn(ctx, user)).filter((c) => c.id === companyId);
  if (!companies.length) throw new AppError('ATH1N4030');
  if (user.failedLoginCount >= LOCKOUT_THRESHOLD) throw new AppError('ATH1N4013');
  if (providerMfa)
    return { outcome: 'signed-in', ...(await openSignedInSession(ctx, user.id, companyId, meta, { signedOnCompanyId: companyId })) };
  return {
    outcome: 'second-factor',
    challengeToken: signChallenge(ctx, { userId: user.id, temporaryPassword: false, companyId }),
    expiresIn: ACCOUNT_LIFETIMES.challenge,
    loginEmail: user.loginEmail,
    otpEnrolledYn: user.otpEnrolled ? 'Y' : 'N',
    temporaryPasswordYn: 'N',
    companies: companies.map((c) => presentCompany(c, meta.lang)),
    passkeyYn: (await hasPasskey(ctx.db, user.id)) ? 'Y' : 'N',
  };
}

/** POST /auth/otp-login: the TOTP step (a wrong or reused code answers ATH1N4021). */
export const otpLogin = (ctx: ModuleContext, req: TOtpLoginRequest, meta: RequestMeta): Promise<TTokenResponse & { userId: number }> =>
  secondFactorLogin(ctx, req, meta, {
    kind: 'otp',
    failure: 'ATH1N4021',
    check: async (user) => {
      const verdict = await acceptCode(ctx, user, req.otpCode);
      return verdict === 'ok' ? true : `${verdict} code`;
    },
  });

/**
 * POST /auth/passkey-options: after the password step, the request options for the member's passkeys, bound to this
 * sign-in attempt (modules/passkeys keeps the passkeys and checks their answers).
 */
export async function passkeyLoginOptions(ctx: ModuleContext, challengeToken: string): Promise<TPasskeyLoginOptions> {
  const { challenge, user } = await loadChallenge(ctx, challengeToken, 'otp');
  return passkeyAssertionOptions(ctx, user, challenge);
}

/** POST /auth/passkey-login: the passkey as the second step, under the same rules and answers as the code. */
export const passkeyLogin = (
  ctx: ModuleContext,
  req: TPasskeyLoginRequest,
  meta: RequestMeta,
): Promise<TTokenResponse & { userId: number }> =>
  secondFactorLogin(ctx, req, meta, {
    kind: 'passkey',
    failure: 'PSK1N4010',
    check: async (user, challenge) => (await acceptAssertion(ctx, user, challenge, req.credential)) || 'passkey refused',
  });
