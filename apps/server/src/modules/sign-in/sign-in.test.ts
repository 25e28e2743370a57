import { CALL_PATHS, LOCKOUT_THRESHOLD, errorMessage } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, build, callApi, type TestContext } from '../../../test/helpers';
import { auditLogs, companies, loginAttempts, userCompanies, userRoles, users } from '../../db/schema/index';
import { addressKey, decryptSecret } from '../../platform/crypto';
import {
  awayFromStepEdge,
  codeFor,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRETS,
  idOf,
  mailsTo,
  nextAddress,
  send,
  signInFully,
} from '../../../test/accounts';
import { signChallenge } from './service';
import { totpCode } from './totp';
import { verifyPassword } from '../../platform/password';

// Wraps the real argon2id verification so the test can count it (behaviour unchanged).
vi.mock('../../platform/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const signin = (loginEmail: string, loginSecretNo: string, lang: 'ko' | 'en' = 'en') =>
  send(ctx, CALL_PATHS.signIn, { loginEmail, loginSecretNo }, { lang });

/** A fresh active member of Alpha Securities (own counters, own TOTP state). */
let seq = 0;
async function freshMember(
  opts: { enrolled?: boolean; companies?: number[]; status?: string } = {},
): Promise<{ email: string; id: number }> {
  const [template] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'staff@alpha-securities.example'));
  const email = `fresh${++seq}-${Date.now()}@alpha-securities.example`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      loginEmail: email,
      passwordHash: template.passwordHash,
      firstName: '테스트',
      lastName: '김',
      status: opts.status ?? 'ACTIVE',
      approvedAt: new Date(),
      lastLoginAt: new Date(),
      otpSecret: opts.enrolled === false ? null : template.otpSecret,
      otpEnrolled: opts.enrolled !== false,
    })
    .returning({ id: users.id });
  const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  for (const companyId of opts.companies ?? [alpha.id])
    await ctx.db.insert(userCompanies).values({ userId: row.id, companyId, status: 'ACTIVE' });
  await ctx.db.insert(userRoles).values({ userId: row.id, roleCode: '01' });
  return { email, id: row.id };
}

describe('password step', () => {
  it('answers a challenge, the companies and the OTP state for a correct password', async () => {
    const res = await signin('member@alpha-securities.example', DEMO_PASSWORD, 'ko');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.challengeToken).toMatch(/^[\w-]{40,}\.[0-9a-f]{64}$/);
    expect(body.otpEnrolledYn).toBe('Y');
    expect(body.temporaryPasswordYn).toBe('N');
    expect(body.companies.map((c: { companyName: string }) => c.companyName).sort()).toEqual(['베타자산운용', '알파증권']);
  });

  it('answers the same for an unknown id and a wrong password, in both languages', async () => {
    const unknown = await signin('nobody-here@alpha-securities.example', DEMO_PASSWORD);
    const wrong = await signin('reporter@alpha-securities.example', 'Wrong#Pass99');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ errorCode: 'ATH1N4010', errorMessage: 'Either the ID is not registered or the password is wrong.' });
    const ko = await signin('reporter@alpha-securities.example', 'Wrong#Pass99', 'ko');
    expect(ko.json().errorMessage).toBe('아이디가 등록되지 않았거나 비밀번호가 틀렸습니다.');
    await ctx.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.loginEmail, 'reporter@alpha-securities.example'));
  });

  it('does the same work for an unknown id and a wrong password: exactly one argon2id verification each', async () => {
    const { email } = await freshMember();
    const spy = vi.mocked(verifyPassword);
    spy.mockClear();
    await signin(`ghost-${Date.now()}@nowhere.example`, 'Wrong#Pass99');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockClear();
    await signin(email, 'Wrong#Pass99');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('locks at the 5th consecutive failure, counted atomically: parallel attempts stop at exactly the limit', async () => {
    const { email, id } = await freshMember();
    // 9 at once (the per-account limit allows 10 a minute; the 10th is the right password below).
    const answers = await Promise.all(Array.from({ length: 9 }, () => signin(email, 'Wrong#Pass99')));
    const codes = answers.map((a) => a.json().errorCode);
    expect(codes.filter((c) => c === 'ATH1N4010')).toHaveLength(LOCKOUT_THRESHOLD - 1);
    expect(codes.filter((c) => c === 'ATH1N4013')).toHaveLength(9 - (LOCKOUT_THRESHOLD - 1));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.failedLoginCount).toBe(LOCKOUT_THRESHOLD);
    expect(row.lockedAt).not.toBeNull();
    // Locked: even the right password answers the lock (a reset is needed).
    const right = await signin(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ errorCode: 'ATH1N4013', errorMessage: 'You need to reset your password.' });
  });

  it('counts unknown addresses the same way, so a lock tells nothing about the address', async () => {
    const ghost = `ghost-${Date.now()}@nowhere.example`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => signin(ghost, 'Wrong#Pass99')));
    const codes = answers.map((a) => a.json().errorCode);
    expect(codes.filter((c) => c === 'ATH1N4010')).toHaveLength(LOCKOUT_THRESHOLD - 1);
    expect(codes.filter((c) => c === 'ATH1N4013')).toHaveLength(10 - (LOCKOUT_THRESHOLD - 1));
    const [attempts] = await ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.addressKey, addressKey(ctx.config.encryptionKey, ghost)));
    expect(attempts.failedCount).toBe(LOCKOUT_THRESHOLD);
    // The table holds an HMAC of the address, never the address.
    expect(JSON.stringify(attempts)).not.toContain('nowhere');
  });

  it('resets the count after a correct password (consecutive failures only)', async () => {
    const { email, id } = await freshMember();
    for (let i = 0; i < 3; i++) await signin(email, 'Wrong#Pass99');
    expect((await signin(email, DEMO_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.failedLoginCount).toBe(0);
  });

  it('answers each account state with its own code, only after a correct password', async () => {
    const states: [string, string, number, string][] = [
      ['UNVERIFIED', 'ATH1N4011', 403, 'Your e-mail address has not been verified yet. Please check the confirmation mail.'],
      ['PENDING_APPROVAL', 'ATH1N4012', 403, errorMessage('ATH1N4012', 'en')],
      ['DORMANT', 'ATH1N4014', 403, errorMessage('ATH1N4014', 'en')],
      ['REFUSED', 'ATH1N4018', 403, errorMessage('ATH1N4018', 'en')],
    ];
    for (const [status, code, http, message] of states) {
      const { email } = await freshMember({ status });
      const res = await signin(email, DEMO_PASSWORD);
      expect(res.statusCode, status).toBe(http);
      expect(res.json()).toEqual({ errorCode: code, errorMessage: message });
      // With a wrong password the state stays hidden.
      expect((await signin(email, 'Wrong#Pass99')).json().errorCode).toBe('ATH1N4010');
    }
  });

  it('answers the seeded demo accounts in each state (docs/demo.md)', async () => {
    expect((await signin('pending@newco-data.example', DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4012');
    expect((await signin('unverified@newco-data.example', DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4011');
    expect((await signin('dormant@beta-am.example', DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4014');
    expect((await signin('locked@gamma-data.example', DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4013');
  });

  it('turns an account dormant at sign-in after a year without sign-in, unless auto-extension is on', async () => {
    const { email, id } = await freshMember();
    await ctx.db
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 366 * 86400_000), approvedAt: new Date(Date.now() - 400 * 86400_000) })
      .where(eq(users.id, id));
    expect((await signin(email, DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4014');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.status).toBe('DORMANT');
    const other = await freshMember();
    await ctx.db
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 800 * 86400_000), autoExtensionYn: 'Y' })
      .where(eq(users.id, other.id));
    expect((await signin(other.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers "company deleted" when every company of the member was deleted', async () => {
    const [c] = await ctx.db.insert(companies).values({ companyName: '폐업증권', nationCode: 'KR' }).returning();
    const { email } = await freshMember({ companies: [c.id] });
    await ctx.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, c.id));
    const res = await signin(email, DEMO_PASSWORD, 'ko');
    expect(res.json()).toEqual({
      errorCode: 'ATH1N4015',
      errorMessage: '소속 회사가 삭제되어 로그인할 수 없습니다. 관리자에게 문의해 주세요.',
    });
  });

  it('sends a removed staff member back to e-mail verification, then approval', async () => {
    const { email, id } = await freshMember();
    await ctx.db.update(userCompanies).set({ status: 'REMOVED' }).where(eq(userCompanies.userId, id));
    expect((await signin(email, DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4011');
    const resend = await send(ctx, CALL_PATHS.resendConfirmEmailByLoginEmail, { loginEmail: email });
    expect(resend.statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, email);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const confirm = await callApi(ctx, CALL_PATHS.confirmEmail, { query: { token } });
    expect(confirm.json()).toMatchObject({ result: 'CONFIRMED', status: 'PENDING_APPROVAL' });
    expect((await signin(email, DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4012');
    const [m] = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, id));
    expect(m.status).toBe('PENDING');
  });

  it('refuses missing and malformed fields with the generic codes', async () => {
    const missing = await send(ctx, CALL_PATHS.signIn, { loginEmail: 'member@alpha-securities.example' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('COM1N4000');
    const bad = await send(ctx, CALL_PATHS.signIn, { loginEmail: 'not-an-email', loginSecretNo: 'x' });
    expect(bad.json().errorCode).toBe('COM1N4001');
  });

  it('limits sign-in attempts per account', async () => {
    const ghost = `flood-${Date.now()}@nowhere.example`;
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await signin(ghost, 'Wrong#Pass99')).statusCode);
    expect(answers.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('limits sign-in attempts per address', async () => {
    const ip = nextAddress();
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await send(ctx, CALL_PATHS.signIn, { loginEmail: `ip-${i}@nowhere.example`, loginSecretNo: 'x' }, { ip })).statusCode);
    expect(statuses.slice(0, 30).includes(429)).toBe(false);
    expect(statuses[30]).toBe(429);
  });
});

describe('OTP step', () => {
  it('enrols a member without an authenticator: QR image, manual key, then a first code', async () => {
    const { email, id } = await freshMember({ enrolled: false });
    const s = await signin(email, DEMO_PASSWORD);
    expect(s.json().otpEnrolledYn).toBe('N');
    const { challengeToken } = s.json();
    const qr = await send(ctx, CALL_PATHS.getOtpQrImage, { challengeToken });
    expect(qr.statusCode, qr.body).toBe(200);
    const body = qr.json();
    expect(body.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(body.manualKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(body.otpauthUri).toContain('otpauth://totp/');
    expect(body).toMatchObject({ digits: 6, period: 30 });
    // The same key on a second request (the page may be reloaded).
    expect((await send(ctx, CALL_PATHS.getOtpQrImage, { challengeToken })).json().manualKey).toBe(body.manualKey);
    const key = body.manualKey.replace(/ /g, '');
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(stored.otpSecret).not.toContain(key); // encrypted at rest
    expect(decryptSecret(ctx.config.encryptionKey, stored.otpSecret!)).toBe(key);
    const o = await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: totpCode(key) });
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json()).toMatchObject({ token_type: 'Bearer', expires_in: 1800, termsAgreementRequiredYn: expect.any(String) });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(after.otpEnrolled).toBe(true);
    // Enrolled: the image is no longer offered.
    const again = await signin(email, DEMO_PASSWORD);
    expect((await send(ctx, CALL_PATHS.getOtpQrImage, { challengeToken: again.json().challengeToken })).json().errorCode).toBe('ATH1N4022');
  });

  it('accepts one step of clock drift either way, not two', async () => {
    const { email } = await freshMember();
    const secret = DEMO_TOTP_SECRETS['staff@alpha-securities.example'];
    for (const [offset, ok] of [
      [-30_000, true],
      [30_000, true],
      [-65_000, false],
      [65_000, false],
    ] as const) {
      const { challengeToken } = (await signin(email, DEMO_PASSWORD)).json();
      await awayFromStepEdge();
      const res = await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: totpCode(secret, Date.now() + offset) });
      expect(res.statusCode, `offset ${offset}`).toBe(ok ? 200 : 401);
      if (!ok) expect(res.json().errorCode).toBe('ATH1N4021');
    }
  });

  it('refuses a code used once, and counts it as a failure', async () => {
    const { email, id } = await freshMember();
    const code = await codeFor(ctx, email);
    const first = (await signin(email, DEMO_PASSWORD)).json().challengeToken;
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken: first, otpCode: code })).statusCode).toBe(200);
    const second = (await signin(email, DEMO_PASSWORD)).json().challengeToken;
    const reuse = await send(ctx, CALL_PATHS.otpLogin, { challengeToken: second, otpCode: code });
    expect(reuse.json().errorCode).toBe('ATH1N4021');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.failedLoginCount).toBe(1);
  });

  it('counts wrong codes toward the same lockout as wrong passwords', async () => {
    const { email, id } = await freshMember();
    await signin(email, 'Wrong#Pass99');
    await signin(email, 'Wrong#Pass99');
    const { challengeToken } = (await signin(email, DEMO_PASSWORD)).json(); // resets to 0
    const codes = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      codes.push((await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: '000000' })).json().errorCode);
    expect(codes).toEqual(['ATH1N4021', 'ATH1N4021', 'ATH1N4021', 'ATH1N4021', 'ATH1N4013']);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.failedLoginCount).toBe(LOCKOUT_THRESHOLD);
    // The challenge is spent, and the password step now answers the lock.
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: await codeFor(ctx, email) })).json().errorCode).toBe(
      'ATH1N4020',
    );
    expect((await signin(email, DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4013');
  });

  it('asks a member of several companies to pick one, and refuses a company not theirs', async () => {
    const s = (await signin('member@alpha-securities.example', DEMO_PASSWORD)).json();
    expect(s.companies).toHaveLength(2);
    const none = await send(ctx, CALL_PATHS.otpLogin, { challengeToken: s.challengeToken, otpCode: '123456' });
    expect(none.json()).toEqual({ errorCode: 'ATH1N4023', errorMessage: 'Please select a company.' });
    const [gamma] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C2001'));
    const foreign = await send(ctx, CALL_PATHS.otpLogin, { challengeToken: s.challengeToken, otpCode: '123456', companyId: gamma.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('ATH1N4030');
    // Neither spent the code nor counted a failure.
    const [row] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
    expect(row.failedLoginCount).toBe(0);
    const beta = s.companies.find((c: { companyNameEn: string }) => c.companyNameEn === 'Beta Asset Management');
    const ok = await send(ctx, CALL_PATHS.otpLogin, {
      challengeToken: s.challengeToken,
      otpCode: await codeFor(ctx, 'member@alpha-securities.example'),
      companyId: beta.companyId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().companyId).toBe(beta.companyId);
    const claims = JSON.parse(Buffer.from(ok.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(row.id), companyId: beta.companyId, roles: ['01'] });
    expect(claims.exp - claims.iat).toBe(1800);
  });

  it('refuses an unknown, spent or expired challenge', async () => {
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken: 'nope', otpCode: '123456' })).json().errorCode).toBe('ATH1N4020');
    const { email } = await freshMember();
    const { challengeToken } = (await signin(email, DEMO_PASSWORD)).json();
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: await codeFor(ctx, email) })).statusCode).toBe(200);
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: await codeFor(ctx, email) })).json().errorCode).toBe(
      'ATH1N4020',
    );
    const id = await idOf(ctx, email);
    const late = signChallenge(ctx, { userId: id, temporaryPassword: false, expiresAt: new Date(Date.now() - 1000) });
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken: late, otpCode: await codeFor(ctx, email) })).json().errorCode).toBe(
      'ATH1N4020',
    );
    // A forged challenge (another member's id under a made-up signature) is refused.
    const genuine = (await signin(email, DEMO_PASSWORD)).json().challengeToken as string;
    const [payload] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: id - 1 })).toString('base64url')}.${genuine.split('.')[1]}`;
    expect((await send(ctx, CALL_PATHS.otpLogin, { challengeToken: forged, otpCode: '123456' })).json().errorCode).toBe('ATH1N4020');
  });

  it('records the sign-in time and the audit row', async () => {
    const { email, id } = await freshMember();
    await ctx.db.update(users).set({ lastLoginAt: null }).where(eq(users.id, id));
    await signInFully(ctx, email);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.lastLoginAt).not.toBeNull();
    // The audit row is written when the answer has left (onResponse): wait for it.
    let actions: string[] = [];
    for (let i = 0; i < 50 && actions.length < 2; i++) {
      actions = (await ctx.db.select().from(auditLogs).where(eq(auditLogs.userId, id)).orderBy(asc(auditLogs.id))).map((r) => r.action);
      if (actions.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(actions).toEqual(['SIGNIN_PASSWORD', 'SIGNIN_OTP']);
  });
});

describe('temporary password', () => {
  it('answers every address the same', async () => {
    const known = await send(ctx, CALL_PATHS.resetPassword, { loginEmail: 'analyst@beta-am.example' });
    const unknown = await send(ctx, CALL_PATHS.resetPassword, { loginEmail: 'analyst@nowhere.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(known.json().validMinutes).toBe(30);
    expect((await mailsTo(ctx, 'analyst@nowhere.example')).length).toBe(0);
  });

  it('is mailed, keeps the own password working, needs the TOTP step, then a change, then a new sign-in', async () => {
    const { email, id } = await freshMember();
    // Locked first: the temporary password is the way back.
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await signin(email, 'Wrong#Pass99');
    await send(ctx, CALL_PATHS.resetPassword, { loginEmail: email });
    const [mail] = await mailsTo(ctx, email);
    expect(mail.templateName).toBe('account.temporary-password');
    const temp = mail.text.match(/[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}/)![0];
    const s = await signin(email, temp);
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().temporaryPasswordYn).toBe('Y');
    const { challengeToken } = s.json();
    const o = await send(ctx, CALL_PATHS.otpLogin, { challengeToken, otpCode: await codeFor(ctx, email) }, { lang: 'ko' });
    expect(o.json()).toEqual({
      errorCode: 'ATH1N4016',
      errorMessage: '임시 비밀번호로 로그인했습니다. 비밀번호를 변경한 뒤 다시 로그인해 주세요.',
    });
    // Single use: the temporary password cannot start another sign-in.
    expect((await signin(email, temp)).json().errorCode).toBe('USR1N4010');
    const weak = await call2(CALL_PATHS.changePassword, {
      challengeToken,
      loginSecretNo: temp,
      newLoginSecretNo: 'abc',
      newLoginSecretNoConfirm: 'abc',
    });
    expect(weak.json().errorCode).toBe('USR1N4001');
    const changed = await call2(CALL_PATHS.changePassword, {
      challengeToken,
      loginSecretNo: temp,
      newLoginSecretNo: 'Nw7#Harbor42',
      newLoginSecretNoConfirm: 'Nw7#Harbor42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ changedYn: 'Y' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ failedLoginCount: 0, tempPasswordHash: null });
    expect((await signin(email, DEMO_PASSWORD)).json().errorCode).toBe('ATH1N4010');
    await signInFully(ctx, email, 'Nw7#Harbor42');
  });

  it('expires after 30 minutes', async () => {
    const { email, id } = await freshMember();
    await send(ctx, CALL_PATHS.resetPassword, { loginEmail: email });
    const [mail] = await mailsTo(ctx, email);
    const temp = mail.text.match(/[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}/)![0];
    await ctx.db
      .update(users)
      .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    expect((await signin(email, temp)).json().errorCode).toBe('USR1N4010');
    // The own password still works.
    expect((await signin(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  function call2(entry: ApiCall, payload: unknown) {
    return callApi(ctx, entry, { payload: payload as Record<string, unknown>, lang: 'en', remoteAddress: nextAddress() });
  }
});

describe('dormant account', () => {
  it('is released by the password, then signs in', async () => {
    const { email } = await freshMember({ status: 'DORMANT' });
    expect((await send(ctx, CALL_PATHS.resetDormant, { loginEmail: email, loginSecretNo: 'Wrong#Pass99' })).json().errorCode).toBe(
      'ATH1N4010',
    );
    const ok = await send(ctx, CALL_PATHS.resetDormant, { loginEmail: email, loginSecretNo: DEMO_PASSWORD });
    expect(ok.json()).toEqual({ releasedYn: 'Y' });
    expect((await send(ctx, CALL_PATHS.resetDormant, { loginEmail: email, loginSecretNo: DEMO_PASSWORD })).json()).toEqual({
      releasedYn: 'N',
    });
    await signInFully(ctx, email);
  });
  it('answers an unknown address like a wrong password', async () => {
    expect(
      (await send(ctx, CALL_PATHS.resetDormant, { loginEmail: 'sleepy@nowhere.example', loginSecretNo: DEMO_PASSWORD })).json().errorCode,
    ).toBe('ATH1N4010');
  });
});
