import { CALL_PATHS, type TLanguage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { mailOutbox, usedTotpSteps, users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/seed/identity';
import { DEMO_TOTP_SECRETS } from '../src/seed/accounts';
import { moduleContext, type ModuleContext } from '../src/platform/services';
import { callApi, type ApiCall, type ApiQuery, type TestContext } from './helpers';
import { JOB_MAIL } from '../src/platform/mail';
import { decryptSecret } from '../src/platform/crypto';
import { TOTP_PERIOD, totpCode } from '../src/modules/sign-in';

/** Helpers of the account areas' tests (sign-in, registration, profile, dormancy, staff; imported by *.test.ts only). */
let addressCounter = 0;
/** A fresh client address per call site, so the per-address limits of one test do not bleed into another. */
export const nextAddress = () => `10.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}.${1 + (addressCounter % 200)}`;

export { DEMO_PASSWORD, DEMO_TOTP_SECRETS };

/**
 * A call of the table (an entry, or `filled(entry, params)` for one with path parameters), in English by
 * default, from a fresh client address unless one is given.
 */
export function send(
  ctx: TestContext,
  entry: ApiCall,
  payload: unknown,
  opts: { token?: string; lang?: TLanguage; ip?: string; query?: ApiQuery } = {},
) {
  // Any path parameters are already filled in (filled()): the entry is taken as one without any.
  return callApi(ctx, entry as { method: ApiCall['method']; path: '' }, {
    payload: payload as Record<string, unknown>,
    token: opts.token,
    lang: opts.lang ?? 'en',
    query: opts.query,
    remoteAddress: opts.ip ?? nextAddress(),
  });
}

/** The code of a member's current TOTP key at a time (reads the stored, encrypted key). */
export async function codeFor(ctx: TestContext, loginEmail: string, at = Date.now()): Promise<string> {
  const [u] = await ctx.db.select().from(users).where(eq(users.loginEmail, loginEmail));
  return totpCode(decryptSecret(ctx.config.encryptionKey, u.otpSecret!), at);
}

/**
 * Waits out the last five seconds of a TOTP step, so a code computed now is checked within the same
 * step (a test that places a code exactly one step away would otherwise fail when a step ends mid-call;
 * two seconds were too few for a sign-in call on a machine loaded by parallel suites).
 */
export async function awayFromStepEdge(now = Date.now()) {
  const stepMs = TOTP_PERIOD * 1000;
  const left = stepMs - (now % stepMs);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 50));
}

/** Password step, then OTP step with the right code: the token pair. */
export async function signInFully(ctx: TestContext, loginEmail: string, password = DEMO_PASSWORD, companyId?: number) {
  const ip = nextAddress();
  const s = await send(ctx, CALL_PATHS.signIn, { loginEmail, loginSecretNo: password }, { ip });
  if (s.statusCode !== 200) throw new Error(`signin ${s.statusCode} ${s.body}`);
  const { challengeToken, companies } = s.json();
  // Several sign-ins of one member within 30 s would reuse a code: forget the used steps (tests only).
  await ctx.db.delete(usedTotpSteps).where(eq(usedTotpSteps.userId, s.json().userId ?? (await idOf(ctx, loginEmail))));
  const code = await codeFor(ctx, loginEmail);
  const o = await send(
    ctx,
    CALL_PATHS.otpLogin,
    { challengeToken, otpCode: code, companyId: companyId ?? companies[0]?.companyId },
    { ip },
  );
  if (o.statusCode !== 200) throw new Error(`otp-login ${o.statusCode} ${o.body}`);
  return o.json() as { access_token: string; refresh_token: string; companyId: number; termsAgreementRequiredYn: 'Y' | 'N' };
}

export async function idOf(ctx: TestContext, loginEmail: string): Promise<number> {
  const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  return u.id;
}

/** Runs the outbox job and answers the mails sent to an address, newest first. */
export async function mailsTo(ctx: TestContext, to: string) {
  await ctx.app.jobs.runNow(JOB_MAIL);
  const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.sort((a, b) => b.id - a.id);
}

/** The first link of a mail that contains the path. */
export function linkIn(text: string, path: string): string {
  const m = text.match(/https?:\/\/[^\s<>"']+/g)?.find((l) => l.includes(path));
  if (!m) throw new Error(`no link to ${path} in: ${text}`);
  return m;
}
export const tokenOf = (link: string, name = 'token') => new URL(link).searchParams.get(name)!;

/** The services' context of the app under test (to call a service directly, e.g. the dormancy sweep). */
export const contextOf = (ctx: TestContext): ModuleContext =>
  moduleContext(ctx.app, { config: ctx.config, database: ctx.database, db: ctx.db });
