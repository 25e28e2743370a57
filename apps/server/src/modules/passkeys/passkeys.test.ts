import {
  CALL_PATHS,
  LOCKOUT_THRESHOLD,
  PASSKEY_MAX,
  type TPasskey,
  type TPasskeyCreationOptions,
  type TPasskeyRequestOptions,
  type TSignInResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, companies, passkeyChallenges, passkeys, userCompanies, userRoles, users } from '../../db/schema/index';
import { codeFor, DEMO_PASSWORD, mailsTo, send } from '../../../test/accounts';
import { build, callApi, filled, tokenFor, type TestContext } from '../../../test/helpers';
import { SoftAuthenticator } from '../../../test/passkeys';
import { loadConfig } from '../../platform/config';
import { relyingParty } from './service';

let ctx: TestContext;
let alphaId: number;
let betaId: number;
beforeAll(async () => {
  ctx = await build();
  const ids = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  alphaId = ids.get('C1001')!;
  betaId = ids.get('C1002')!;
});
afterAll(() => ctx.close());

const ORIGIN = 'http://portal.test';

/** A fresh active member (own lockout counter, own passkeys), with the seeded staff member's password and TOTP key. */
let seq = 0;
async function freshMember(opts: { companies?: number[]; mailLanguageCode?: '01' | '02' } = {}) {
  const [template] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'staff@alpha-securities.example'));
  const email = `passkey${++seq}-${Date.now()}@alpha-securities.example`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      loginEmail: email,
      passwordHash: template!.passwordHash,
      firstName: '패스',
      lastName: '김',
      status: 'ACTIVE',
      approvedAt: new Date(),
      lastLoginAt: new Date(),
      otpSecret: template!.otpSecret,
      otpEnrolled: true,
      mailLanguageCode: opts.mailLanguageCode ?? '01',
    })
    .returning({ id: users.id });
  for (const companyId of opts.companies ?? [alphaId])
    await ctx.db.insert(userCompanies).values({ userId: row!.id, companyId, status: 'ACTIVE' });
  await ctx.db.insert(userRoles).values({ userId: row!.id, roleCode: '01' });
  return { email, id: row!.id, token: await tokenFor(ctx, email) };
}
type Member = Awaited<ReturnType<typeof freshMember>>;

const errorOf = (res: { statusCode: number; json(): { errorCode?: string } }) => ({ status: res.statusCode, code: res.json().errorCode });

async function registrationOptions(m: Member, password = DEMO_PASSWORD) {
  return send(ctx, CALL_PATHS.startPasskeyRegistration, { loginSecretNo: password }, { token: m.token });
}
/** Registers a new soft authenticator for the member: password, options, answer. */
async function addPasskey(m: Member, name = 'Security key', authenticator = new SoftAuthenticator(ORIGIN)) {
  const start = await registrationOptions(m);
  expect(start.statusCode, start.body).toBe(200);
  const res = await send(
    ctx,
    CALL_PATHS.registerPasskey,
    { name, credential: authenticator.register(start.json().options) },
    { token: m.token },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, passkey: res.json() as TPasskey };
}
const list = async (m: Member) => (await callApi(ctx, CALL_PATHS.listPasskeys, { token: m.token })).json().items as TPasskey[];
const stored = (userId: number) => ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const failedCount = async (userId: number) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.failedLoginCount;

/** The password step: the challenge and what it says. */
async function passwordStep(m: Member): Promise<TSignInResponse> {
  const res = await send(ctx, CALL_PATHS.signIn, { loginEmail: m.email, loginSecretNo: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function loginOptions(challengeToken: string): Promise<TPasskeyRequestOptions> {
  const res = await send(ctx, CALL_PATHS.getPasskeyLoginOptions, { challengeToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}
const passkeyLogin = (challengeToken: string, credential: unknown, companyId?: number) =>
  send(ctx, CALL_PATHS.passkeyLogin, { challengeToken, credential, companyId });

describe('registering, naming and removing passkeys', () => {
  it('asks for the password, registers a passkey for this site only, lists it, mails and audits', async () => {
    const m = await freshMember();
    expect(errorOf(await registrationOptions(m, 'Wrong#Pass99'))).toEqual({ status: 400, code: 'USR1N4002' });

    const start = await registrationOptions(m);
    expect(start.statusCode).toBe(200);
    const options: TPasskeyCreationOptions = start.json().options;
    expect(options.rp).toEqual({ name: 'KRX Market Data Customer Portal', id: 'portal.test' });
    expect(options.attestation).toBe('none');
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.user.name).toBe(m.email);
    // The user handle carries no id the authenticator could leak.
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).not.toContain(String(m.id));
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);

    const authenticator = new SoftAuthenticator(ORIGIN);
    const res = await send(
      ctx,
      CALL_PATHS.registerPasskey,
      { name: '  Office   key ', credential: authenticator.register(options) },
      { token: m.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Office key', lastUsedAt: null, backedUpYn: 'N' });

    const listed = await callApi(ctx, CALL_PATHS.listPasskeys, { token: m.token });
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.json().items).toEqual([res.json()]);
    const [row] = await stored(m.id);
    expect(row).toMatchObject({ credentialId: authenticator.id, counter: 0, transports: 'usb' });

    const [mail] = await mailsTo(ctx, m.email);
    expect(mail!.subject).toBe('[한국시장데이터 고객 포털] 새 패스키가 등록되었습니다');
    expect(mail!.text).toContain("'Office key'가 등록되었습니다");
    expect(mail!.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);

    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, m.id), eq(auditLogs.action, 'PASSKEY_REGISTER')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(String(res.json().passkeyId));
    expect(JSON.stringify(audit)).not.toContain(row!.publicKey);

    // The same answer again: its challenge was taken.
    const again = await send(
      ctx,
      CALL_PATHS.registerPasskey,
      { name: 'Again', credential: authenticator.register(options) },
      { token: m.token },
    );
    expect(errorOf(again)).toEqual({ status: 400, code: 'PSK1N4003' });
    // New options exclude the registered passkey; the same authenticator registered anyway is refused.
    const next = (await registrationOptions(m)).json().options as TPasskeyCreationOptions;
    expect(next.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const twice = await send(
      ctx,
      CALL_PATHS.registerPasskey,
      { name: 'Twice', credential: authenticator.register(next) },
      { token: m.token },
    );
    expect(errorOf(twice)).toEqual({ status: 409, code: 'PSK1N4005' });
    expect(await stored(m.id)).toHaveLength(1);
  });

  it('refuses an answer made for another origin or RP ID, another challenge, or an expired one, and stores nothing', async () => {
    const m = await freshMember();
    const a = new SoftAuthenticator(ORIGIN);
    const attempt = async (make: (o: TPasskeyCreationOptions) => unknown) => {
      const options = (await registrationOptions(m)).json().options as TPasskeyCreationOptions;
      return errorOf(await send(ctx, CALL_PATHS.registerPasskey, { name: 'Key', credential: make(options) }, { token: m.token }));
    };
    const refused = { status: 400, code: 'PSK1N4003' };
    expect(await attempt((o) => a.register(o, { origin: 'https://portal-test.phish.example' }))).toEqual(refused);
    expect(await attempt((o) => a.register(o, { rpId: 'phish.example' }))).toEqual(refused);
    expect(await attempt((o) => a.register(o, { challenge: Buffer.alloc(32, 7).toString('base64url') }))).toEqual(refused);
    const options = (await registrationOptions(m)).json().options as TPasskeyCreationOptions;
    await ctx.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.userId, m.id));
    expect(
      errorOf(await send(ctx, CALL_PATHS.registerPasskey, { name: 'Key', credential: a.register(options) }, { token: m.token })),
    ).toEqual(refused);
    // No options at all.
    expect(
      errorOf(await send(ctx, CALL_PATHS.registerPasskey, { name: 'Key', credential: a.register(options) }, { token: m.token })),
    ).toEqual(refused);
    expect(await stored(m.id)).toHaveLength(0);
  });

  it('checks names in the request language, renames, and keeps each member to their own passkeys', async () => {
    const m = await freshMember();
    const other = await freshMember();
    const { passkey } = await addPasskey(m, 'Phone');
    const rename = (who: Member, name: unknown, lang: 'ko' | 'en' = 'en') =>
      send(ctx, filled(CALL_PATHS.renamePasskey, { passkeyId: passkey.passkeyId }), { name }, { token: who.token, lang });
    expect((await rename(m, '   ', 'ko')).json()).toEqual({ errorCode: 'PSK1N4001', errorMessage: '패스키 이름을 입력해 주세요.' });
    expect((await rename(m, 'k'.repeat(51))).json()).toEqual({
      errorCode: 'PSK1N4002',
      errorMessage: 'Keep the passkey name to 50 characters.',
    });
    expect(errorOf(await rename(m, 7))).toEqual({ status: 400, code: 'COM1N4001' });
    const renamed = await rename(m, 'Work phone');
    expect(renamed.json()).toMatchObject({ passkeyId: passkey.passkeyId, name: 'Work phone' });
    expect(errorOf(await rename(other, 'Mine now'))).toEqual({ status: 404, code: 'PSK1N4041' });
    const removeAs = (who: Member) =>
      send(ctx, filled(CALL_PATHS.removePasskey, { passkeyId: passkey.passkeyId }), undefined, { token: who.token });
    expect(errorOf(await removeAs(other))).toEqual({ status: 404, code: 'PSK1N4041' });
    expect(await list(other)).toEqual([]);
    expect((await list(m)).map((p) => p.name)).toEqual(['Work phone']);
    // Authentication comes before validation.
    expect(errorOf(await send(ctx, CALL_PATHS.registerPasskey, { name: 7 }))).toEqual({ status: 401, code: 'ATH1N4001' });
    expect(errorOf(await send(ctx, CALL_PATHS.startPasskeyRegistration, {}))).toEqual({ status: 401, code: 'ATH1N4001' });
  });

  it('removes a passkey at once, mails the member in their language and audits it', async () => {
    const m = await freshMember({ mailLanguageCode: '02' });
    const { passkey } = await addPasskey(m, 'Laptop');
    const res = await send(ctx, filled(CALL_PATHS.removePasskey, { passkeyId: passkey.passkeyId }), undefined, { token: m.token });
    expect(res.statusCode).toBe(204);
    expect(await stored(m.id)).toHaveLength(0);
    const [mail] = await mailsTo(ctx, m.email);
    expect(mail!.subject).toBe('[KRX Market Data Customer Portal] A passkey was removed from your account');
    expect(mail!.text).toContain("'Laptop' was removed");
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, m.id), eq(auditLogs.action, 'PASSKEY_REMOVE')));
    expect(audit.map((a) => a.target)).toEqual([String(passkey.passkeyId)]);
    // The password step no longer offers a passkey; its options answer that there is none.
    const step = await passwordStep(m);
    expect(step.passkeyYn).toBe('N');
    expect(errorOf(await send(ctx, CALL_PATHS.getPasskeyLoginOptions, { challengeToken: step.challengeToken }))).toEqual({
      status: 409,
      code: 'PSK1N4011',
    });
  });

  it(`holds at most ${PASSKEY_MAX} passkeys per member`, async () => {
    const m = await freshMember();
    const [first] = await stored(m.id);
    expect(first).toBeUndefined();
    for (let i = 0; i < PASSKEY_MAX; i++)
      await ctx.db.insert(passkeys).values({ userId: m.id, credentialId: `cred-${m.id}-${i}`, publicKey: 'x', name: `Key ${i}` });
    expect(errorOf(await registrationOptions(m))).toEqual({ status: 409, code: 'PSK1N4004' });
  });
});

describe('signing in with a passkey', () => {
  it('offers the passkey after the password step and opens the same session as the code', async () => {
    const without = await freshMember();
    expect((await passwordStep(without)).passkeyYn).toBe('N');

    const m = await freshMember();
    const { authenticator, passkey } = await addPasskey(m);
    const step = await passwordStep(m);
    expect(step).toMatchObject({ passkeyYn: 'Y', otpEnrolledYn: 'Y' });
    const options = await loginOptions(step.challengeToken);
    expect(options).toMatchObject({ rpId: 'portal.test', allowCredentials: [{ id: authenticator.id, type: 'public-key' }] });

    const res = await passkeyLogin(step.challengeToken, authenticator.assert(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', companyId: alphaId });
    const me = await callApi(ctx, CALL_PATHS.getMyInformation, { token: res.json().access_token });
    expect(me.json()).toMatchObject({ id: m.id, companyId: alphaId });
    const [row] = await stored(m.id);
    expect(row!.counter).toBe(1);
    expect((await list(m))[0]!.lastUsedAt).not.toBeNull();
    expect((await list(m))[0]!.passkeyId).toBe(passkey.passkeyId);
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, m.id), eq(auditLogs.action, 'SIGNIN_PASSKEY')));
    expect(audit.map((a) => a.statusCode)).toEqual([200]);
    // The challenge is spent: the code cannot open a second session with it.
    const code = await send(ctx, CALL_PATHS.otpLogin, { challengeToken: step.challengeToken, otpCode: await codeFor(ctx, m.email) });
    expect(errorOf(code)).toEqual({ status: 401, code: 'ATH1N4020' });
  });

  it('refuses an assertion made for another origin or RP ID, and counts it', async () => {
    const m = await freshMember();
    const { authenticator } = await addPasskey(m);
    const step = await passwordStep(m);
    const phished = await passkeyLogin(
      step.challengeToken,
      authenticator.assert(await loginOptions(step.challengeToken), { origin: 'https://portal.test.phish.example' }),
    );
    expect(phished.json()).toEqual({
      errorCode: 'PSK1N4010',
      errorMessage: 'The passkey could not be verified. Try again, or sign in with the verification code.',
    });
    expect(phished.statusCode).toBe(401);
    const otherRp = await passkeyLogin(
      step.challengeToken,
      authenticator.assert(await loginOptions(step.challengeToken), { rpId: 'phish.example' }),
    );
    expect(errorOf(otherRp)).toEqual({ status: 401, code: 'PSK1N4010' });
    expect(await failedCount(m.id)).toBe(2);
    // The right answer on new options still works within the same attempt, and clears the count.
    const ok = await passkeyLogin(step.challengeToken, authenticator.assert(await loginOptions(step.challengeToken)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await failedCount(m.id)).toBe(0);
  });

  it('refuses a replayed assertion: the same challenge twice, or a signature counter that does not rise', async () => {
    const m = await freshMember();
    const { authenticator } = await addPasskey(m);
    const first = await passwordStep(m);
    const assertion = authenticator.assert(await loginOptions(first.challengeToken));
    expect((await passkeyLogin(first.challengeToken, assertion)).statusCode).toBe(200);
    // Replayed into a new sign-in attempt (new options): the old challenge is not this attempt's.
    const second = await passwordStep(m);
    const options = await loginOptions(second.challengeToken);
    expect(errorOf(await passkeyLogin(second.challengeToken, assertion))).toEqual({ status: 401, code: 'PSK1N4010' });
    // Each options' challenge answers once: the right answer after a failed one needs new options.
    expect(errorOf(await passkeyLogin(second.challengeToken, authenticator.assert(options)))).toEqual({ status: 401, code: 'PSK1N4010' });
    // A fresh challenge signed with a counter that did not rise (a cloned key): refused.
    const stale = authenticator.assert(await loginOptions(second.challengeToken), { counter: 1 });
    expect(errorOf(await passkeyLogin(second.challengeToken, stale))).toEqual({ status: 401, code: 'PSK1N4010' });
    expect(await failedCount(m.id)).toBe(3);
    expect((await stored(m.id))[0]!.counter).toBe(1);
  });

  it('refuses a removed passkey and another member’s passkey', async () => {
    const m = await freshMember();
    const other = await freshMember();
    const kept = await addPasskey(m, 'Kept');
    const gone = await addPasskey(m, 'Gone');
    const theirs = await addPasskey(other, 'Theirs');
    await send(ctx, filled(CALL_PATHS.removePasskey, { passkeyId: gone.passkey.passkeyId }), undefined, { token: m.token });

    const step = await passwordStep(m);
    const options = await loginOptions(step.challengeToken);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([kept.authenticator.id]);
    expect(errorOf(await passkeyLogin(step.challengeToken, gone.authenticator.assert(options)))).toEqual({
      status: 401,
      code: 'PSK1N4010',
    });
    // Another member's key, signing this member's challenge.
    const next = await loginOptions(step.challengeToken);
    expect(errorOf(await passkeyLogin(step.challengeToken, theirs.authenticator.assert(next)))).toEqual({ status: 401, code: 'PSK1N4010' });
    expect(await failedCount(m.id)).toBe(2);
    expect(await failedCount(other.id)).toBe(0);
    expect((await passkeyLogin(step.challengeToken, kept.authenticator.assert(await loginOptions(step.challengeToken)))).statusCode).toBe(
      200,
    );
  });

  it('counts failed assertions with failed codes toward the same lockout', async () => {
    const m = await freshMember();
    const { authenticator } = await addPasskey(m);
    const step = await passwordStep(m);
    for (let i = 0; i < 2; i++)
      expect(errorOf(await send(ctx, CALL_PATHS.otpLogin, { challengeToken: step.challengeToken, otpCode: '000000' }))).toMatchObject({
        code: 'ATH1N4021',
      });
    const codes: (string | undefined)[] = [];
    for (let i = 2; i < LOCKOUT_THRESHOLD; i++) {
      const options = await loginOptions(step.challengeToken);
      codes.push(errorOf(await passkeyLogin(step.challengeToken, authenticator.assert(options, { origin: 'https://evil.example' }))).code);
    }
    expect(codes).toEqual([...Array(LOCKOUT_THRESHOLD - 3).fill('PSK1N4010'), 'ATH1N4013']);
    expect(await failedCount(m.id)).toBe(LOCKOUT_THRESHOLD);
    // Locked: the challenge ended, and even the right password and passkey are refused now.
    expect(errorOf(await send(ctx, CALL_PATHS.getPasskeyLoginOptions, { challengeToken: step.challengeToken }))).toEqual({
      status: 401,
      code: 'ATH1N4020',
    });
    expect(errorOf(await send(ctx, CALL_PATHS.signIn, { loginEmail: m.email, loginSecretNo: DEMO_PASSWORD }))).toEqual({
      status: 403,
      code: 'ATH1N4013',
    });
  });

  it('applies the account states and the company choice the same way as the code', async () => {
    const m = await freshMember({ companies: [alphaId, betaId] });
    const { authenticator } = await addPasskey(m);
    const step = await passwordStep(m);
    const options = await loginOptions(step.challengeToken);
    const assertion = authenticator.assert(options);
    // The company choice is checked first and does not spend the passkey's challenge.
    expect(errorOf(await passkeyLogin(step.challengeToken, assertion))).toEqual({ status: 400, code: 'ATH1N4023' });
    expect(errorOf(await passkeyLogin(step.challengeToken, assertion, 999_999))).toEqual({ status: 403, code: 'ATH1N4030' });
    expect(await failedCount(m.id)).toBe(0);
    // Dormant since the password step: refused like the code.
    await ctx.db.update(users).set({ status: 'DORMANT' }).where(eq(users.id, m.id));
    expect(errorOf(await passkeyLogin(step.challengeToken, assertion, betaId))).toEqual({ status: 403, code: 'ATH1N4014' });
    await ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, m.id));
    const ok = await passkeyLogin(step.challengeToken, assertion, betaId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().companyId).toBe(betaId);
  });

  it('forgets the passkeys at withdrawal', async () => {
    const m = await freshMember();
    await addPasskey(m);
    const res = await send(
      ctx,
      filled(CALL_PATHS.withdrawMember, { userId: m.id }),
      { loginSecretNo: DEMO_PASSWORD, secessionTermsAgreeYn: 'Y', secessionReasonCode: '01', secessionReason: 'Moving on' },
      { token: m.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(m.id)).toHaveLength(0);
  });
});

describe('the relying party', () => {
  it('is the host of PUBLIC_URL, or of PASSKEY_ORIGIN where the portal is reached at an IP address', () => {
    const secrets = { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64), dataDir: '/tmp/passkeys-config' };
    const of = (env: Record<string, string>) => relyingParty({ config: loadConfig(env as NodeJS.ProcessEnv, secrets) });
    expect(of({ PUBLIC_URL: 'https://portal.example.com/' })).toEqual({
      rpID: 'portal.example.com',
      origin: 'https://portal.example.com',
      rpName: 'KRX Market Data Customer Portal',
    });
    expect(of({ PUBLIC_URL: 'http://127.0.0.1:4011', PASSKEY_ORIGIN: 'http://localhost:4011/' })).toMatchObject({
      rpID: 'localhost',
      origin: 'http://localhost:4011',
    });
  });
});
