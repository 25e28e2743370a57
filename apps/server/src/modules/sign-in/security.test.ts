import { Writable } from 'node:stream';
import { CALL_PATHS, FAILED_ATTEMPTS_PER_HOUR, LOCKOUT_THRESHOLD } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, callApi, filled, type TestContext } from '../../../test/helpers';
import { failedAttemptsHourly, users } from '../../db/schema/index';
import { codeFor, DEMO_PASSWORD, idOf, mailsTo, nextAddress, send, signInFully } from '../../../test/accounts';
import { decryptSecret } from '../../platform/crypto';
import { totpCode } from './totp';

/** Every line the app logged, parsed (the app logs JSON lines through pino). */
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    const text = String(chunk);
    raw.push(text);
    for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build({}, { logger: { level: 'info', stream } });
});
afterAll(() => ctx.close());
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});

interface Security {
  event: string;
  outcome: string;
  reason: string | null;
  errorCode: string | null;
  userId: number | null;
  companyId: number | null;
  ip: string;
  userAgent: string | null;
  requestId: string;
}
const events = () => lines.filter((l) => l.security).map((l) => ({ ...(l.security as Security), level: l.level as number }));

/** A fresh active member of Alpha Securities with the demo password and an authenticator of their own. */
let seq = 0;
async function freshMember(): Promise<{ email: string; id: number }> {
  const [template] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'staff@alpha-securities.example'));
  const email = `sec${++seq}-${Date.now()}@alpha-securities.example`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      loginEmail: email,
      passwordHash: template.passwordHash,
      firstName: '보안',
      lastName: '김',
      status: 'ACTIVE',
      approvedAt: new Date(),
      lastLoginAt: new Date(),
      otpSecret: template.otpSecret,
      otpEnrolled: true,
    })
    .returning({ id: users.id });
  const { userCompanies, companies } = await import('../../db/schema/index');
  const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  await ctx.db.insert(userCompanies).values({ userId: row.id, companyId: alpha.id, status: 'ACTIVE' });
  return { email, id: row.id };
}

const signin = (loginEmail: string, loginSecretNo: string, ip = nextAddress()) =>
  send(ctx, CALL_PATHS.signIn, { loginEmail, loginSecretNo }, { ip });
const otp = (challengeToken: string, otpCode: string) => send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode });

describe('the per-account cap on failed attempts per hour', () => {
  it('refuses every attempt of the hour after FAILED_ATTEMPTS_PER_HOUR failures, though a correct password resets the lockout count', async () => {
    const { email, id } = await freshMember();
    // Someone who knows the password guesses codes: the correct password resets the consecutive count each time,
    // so the lockout alone would never stop them.
    let failures = 0;
    while (failures < FAILED_ATTEMPTS_PER_HOUR) {
      const step = await signin(email, DEMO_PASSWORD);
      expect(step.statusCode, step.body).toBe(200);
      for (let i = 0; i < LOCKOUT_THRESHOLD - 1 && failures < FAILED_ATTEMPTS_PER_HOUR; i++, failures++)
        expect((await otp(step.json().challengeToken, '000000')).json().errorCode).toBe('ATH1N4021');
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.failedLoginCount).toBeLessThan(LOCKOUT_THRESHOLD);
    // Now the right password and the right code are refused alike, for the rest of the hour.
    const capped = await signin(email, DEMO_PASSWORD);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errorCode).toBe('COM1N4290');
    expect(events().some((e) => e.event === 'SIGNIN_PASSWORD' && e.reason === 'ATTEMPT_CAP' && e.userId === null)).toBe(true);
    // The next hour the member signs in again (the row of this hour is what counts).
    await ctx.db.update(failedAttemptsHourly).set({ hourStart: new Date(Date.now() - 2 * 3600_000) });
    expect((await signin(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like an account at the cap', async () => {
    const { email } = await freshMember();
    const ghost = `ghost-${Date.now()}@nowhere.example`;
    const { addressKey } = await import('../../platform/crypto');
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    for (const address of [email, ghost])
      await ctx.db
        .insert(failedAttemptsHourly)
        .values({ addressKey: addressKey(ctx.config.encryptionKey, address), hourStart, failedCount: FAILED_ATTEMPTS_PER_HOUR });
    const known = await signin(email, DEMO_PASSWORD);
    const unknown = await signin(ghost, DEMO_PASSWORD);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json().errorCode).toBe('COM1N4290');
  });
});

describe('the security log', () => {
  it('logs sign-in steps, a reused code, a lockout and refused authorisations with who and where, and no secret', async () => {
    const { email, id } = await freshMember();
    const ua = 'SecurityLogTest/1.0';
    const ip = nextAddress();
    const post = (entry: { method: 'POST'; path: string }, payload: object, token?: string) =>
      callApi(ctx, entry as { method: 'POST'; path: '' }, { payload, lang: 'en', remoteAddress: ip, headers: { 'user-agent': ua }, token });
    // A full sign-in, then the same code again (reused), then wrong passwords up to the lock.
    const code = await codeFor(ctx, email);
    const first = (await post(CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: DEMO_PASSWORD })).json();
    const tokens = (await post(CALL_PATHS.otpLogin, { challengeToken: first.challengeToken, otpCode: code })).json();
    const second = (await post(CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: DEMO_PASSWORD })).json();
    expect((await post(CALL_PATHS.otpLogin, { challengeToken: second.challengeToken, otpCode: code })).json().errorCode).toBe('ATH1N4021');
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await post(CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: 'Wrong#Pass99' });
    // A refused authorisation: a member calls a staff call.
    const refused = await callApi(ctx, CALL_PATHS.searchPendingMembers, {
      payload: {},
      token: tokens.access_token,
      remoteAddress: ip,
      headers: { 'user-agent': ua },
    });
    expect(refused.statusCode).toBe(403);

    const log = events();
    const ok = log.find((e) => e.event === 'SIGNIN_OTP' && e.outcome === 'success');
    expect(ok).toMatchObject({ userId: id, ip, userAgent: ua, errorCode: null });
    expect(ok?.companyId).toBeGreaterThan(0);
    expect(ok?.requestId).toBeTruthy();
    expect(log.find((e) => e.reason === 'CODE_REUSED')).toMatchObject({ event: 'SIGNIN_OTP', userId: id, errorCode: 'ATH1N4021', ip });
    expect(log.find((e) => e.reason === 'LOCKOUT')).toMatchObject({
      event: 'SIGNIN_PASSWORD',
      userId: id,
      errorCode: 'ATH1N4013',
      ip,
      userAgent: ua,
    });
    expect(log.filter((e) => e.reason === 'WRONG_PASSWORD').every((e) => e.userId === id)).toBe(true);
    expect(log.find((e) => e.event === 'ACCESS_REFUSED')).toMatchObject({ userId: id, errorCode: expect.stringMatching(/^ATH1N403/), ip });
    // Failures are warnings (40), successes info (30).
    expect(log.filter((e) => e.outcome === 'failure').every((e) => e.level === 40)).toBe(true);
    // No secret anywhere in the log: password, codes, tokens.
    const text = raw.join('');
    for (const secret of [DEMO_PASSWORD, 'Wrong#Pass99', code, first.challengeToken, tokens.access_token, tokens.refresh_token])
      expect(text).not.toContain(secret);
  });

  it('logs a reused refresh token (the family revoked) with the session owner', async () => {
    const t = await signInFully(ctx, 'analyst@beta-am.example');
    await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: t.refresh_token });
    lines.length = 0;
    await callApi(ctx, CALL_PATHS.refreshTokens, { payload: { refreshToken: t.refresh_token }, headers: { 'user-agent': 'elsewhere/2' } });
    expect(events()).toEqual([expect.objectContaining({ event: 'TOKEN_REFRESH', reason: 'REFRESH_REUSED', errorCode: 'ATH1N4002' })]);
    expect(raw.join('')).not.toContain(t.refresh_token);
  });
});

describe('changing the authenticator', () => {
  it('needs the password again, then a code of the new authenticator; the old one stops and the member is mailed', async () => {
    const { email, id } = await freshMember();
    const t = await signInFully(ctx, email);
    const start = (payload: object, userId = id) =>
      callApi(ctx, filled(CALL_PATHS.startAuthenticatorChange, { userId }) as { method: 'POST'; path: '' }, {
        payload,
        token: t.access_token,
        lang: 'en',
      });
    const confirm = (payload: object) =>
      callApi(ctx, filled(CALL_PATHS.confirmAuthenticatorChange, { userId: id }) as { method: 'PUT'; path: '' }, {
        payload,
        token: t.access_token,
        lang: 'en',
      });
    // A session alone is not enough, nor another member's id.
    expect((await start({ loginSecretNo: 'Wrong#Pass99' })).json().errorCode).toBe('USR1N4002');
    expect((await start({ loginSecretNo: DEMO_PASSWORD }, await idOf(ctx, 'staff@alpha-securities.example'))).json().errorCode).toBe(
      'ATH1N4030',
    );
    const started = await start({ loginSecretNo: DEMO_PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const { changeToken, manualKey, qrImage } = started.json();
    expect(qrImage).toMatch(/^data:image\/png;base64,/);
    const newSecret = manualKey.replace(/ /g, '');
    const [before] = await ctx.db.select().from(users).where(eq(users.id, id));
    const oldSecret = decryptSecret(ctx.config.encryptionKey, before.otpSecret!);
    expect(oldSecret).not.toBe(newSecret);
    // A wrong code, a forged token: refused, nothing changed.
    expect((await confirm({ changeToken, otpCode: totpCode(oldSecret) })).json().errorCode).toBe('ATH1N4021');
    expect((await confirm({ changeToken: `${changeToken}x`, otpCode: totpCode(newSecret) })).json().errorCode).toBe('ATH1N4020');
    expect((await ctx.db.select().from(users).where(eq(users.id, id)))[0].otpSecret).toBe(before.otpSecret);
    // The new authenticator's code confirms the change.
    const done = await confirm({ changeToken, otpCode: totpCode(newSecret) });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(decryptSecret(ctx.config.encryptionKey, after.otpSecret!)).toBe(newSecret);
    // The old authenticator's codes no longer sign in.
    const challenge = (await signin(email, DEMO_PASSWORD)).json().challengeToken;
    expect((await otp(challenge, totpCode(oldSecret))).json().errorCode).toBe('ATH1N4021');
    // Mailed in the member's language (Korean by default), naming the time with its zone.
    const [mail] = await mailsTo(ctx, email);
    expect(mail.subject).toBe('[한국시장데이터 고객 포털] OTP 인증 앱이 변경되었습니다');
    expect(mail.text).toMatch(/KST|\+09:00|한국/);
    expect(events().some((e) => e.event === 'AUTHENTICATOR_CHANGE' && e.outcome === 'success' && e.userId === id)).toBe(true);
  });
});
