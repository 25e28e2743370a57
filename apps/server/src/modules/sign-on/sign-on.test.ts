import { callPath, CALL_PATHS, type TSignOnSettingsRequest } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { awayFromStepEdge, codeFor, DEMO_PASSWORD, idOf, nextAddress, send, signInFully } from '../../../test/accounts';
import { followProvider, startTestProvider } from '../../../test/oidc-provider';
import { companies, userCompanies, users } from '../identity/schema';
import { insertMember } from '../identity';
import { hashPassword } from '../../platform/password';
import { companySignOn, signOnAttempts, signOnDomains } from './schema';
import { authSessions } from '../sign-in/schema';

let ctx: TestContext;
let idp: Awaited<ReturnType<typeof startTestProvider>>;
let gammaId: number;
let alphaId: number;
let admin: string;
const PUBLIC = 'http://portal.test';
const callbackOf = (companyId: number) => `${PUBLIC}/apis/v1/auth/sso/${companyId}/callback`;

const accounts = {
  ops: { email: 'OPS@gamma-data.example', groups: ['portal-admins'] },
  newcomer: { email: 'new.analyst@gamma-data.example' },
  outsider: { email: 'someone@elsewhere.example' },
  crossover: { email: 'crossover@gamma-data.example' },
  unverified: { email: 'ops@gamma-data.example', emailVerified: false },
};

const gammaSettings = (over: Partial<Extract<TSignOnSettingsRequest, { protocol: 'oidc' }>> = {}): TSignOnSettingsRequest => ({
  protocol: 'oidc',
  enabled: true,
  required: false,
  breakGlassUserId: null,
  domains: ['gamma-data.example'],
  acceptProviderMfa: false,
  groupRoles: [],
  issuer: idp.issuer,
  clientId: 'portal',
  clientSecret: 'portal-secret-0123456789',
  groupsClaim: 'groups',
  ...over,
});

async function putGamma(settings: TSignOnSettingsRequest) {
  const res = await callApi(ctx, CALL_PATHS.updateAdminCompanySignOn, { params: { companyId: gammaId }, token: admin, payload: settings });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Start, the provider's login of the account, and the callback (with the browser's cookie unless told): the return page's address. */
async function signOnAs(accountId: string, opts: { amr?: string[]; companyId?: number; cookie?: string | null } = {}) {
  const companyId = opts.companyId ?? gammaId;
  const started = await callApi(ctx, CALL_PATHS.startSignOn, { params: { companyId }, remoteAddress: nextAddress() });
  expect(started.statusCode, started.body).toBe(302);
  const cookie = String(started.headers['set-cookie']).split(';')[0];
  idp.signInNext(accountId, opts.amr);
  const back = await followProvider(String(started.headers.location), idp.issuer);
  expect(back.slice(0, callbackOf(companyId).length)).toBe(callbackOf(companyId));
  const url = back.slice(PUBLIC.length);
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: opts.cookie === null ? {} : { cookie: opts.cookie ?? cookie },
  });
  expect(res.statusCode).toBe(302);
  return { location: new URL(String(res.headers.location)), callbackUrl: url, cookie };
}

const exchange = (code: string) => send(ctx, CALL_PATHS.exchangeSignOn, { code });

/** The company whose sign-on opened the session of an access token (its jti), or null. */
async function signedOnOf(accessToken: string): Promise<number | null> {
  const { jti } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { jti: string };
  const [row] = await ctx.db.select({ id: authSessions.signedOnCompanyId }).from(authSessions).where(eq(authSessions.id, jti));
  return row!.id;
}

beforeAll(async () => {
  ctx = await build({ publicUrl: PUBLIC });
  const [gamma] = await ctx.db.select().from(companies).where(eq(companies.companyName, 'Gamma Data Vendors Ltd.'));
  gammaId = gamma.id;
  const [alpha] = await ctx.db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(eq(users.loginEmail, 'member@alpha-securities.example'));
  alphaId = alpha.id;
  idp = await startTestProvider({ redirectUris: [callbackOf(gammaId), callbackOf(alphaId)], accounts });
  admin = await loginAs(ctx, '06');
  await putGamma(gammaSettings());
}, 60_000);

afterAll(async () => {
  await idp?.close();
  await ctx?.close();
});

describe('settings', () => {
  it('never answers the client secret, only whether one is set, and keeps it when omitted', async () => {
    const { clientSecret: _omitted, ...rest } = gammaSettings() as Extract<TSignOnSettingsRequest, { protocol: 'oidc' }>;
    const saved = await putGamma(rest as TSignOnSettingsRequest);
    expect(saved.settings.clientSecretSet).toBe(true);
    expect(JSON.stringify(saved)).not.toContain('portal-secret');
    expect(saved.serviceProvider.callbackUrl).toBe(callbackOf(gammaId));
  });

  it('refuses an issuer whose discovery does not answer, and a domain of another company', async () => {
    const res = await callApi(ctx, CALL_PATHS.updateAdminCompanySignOn, {
      params: { companyId: gammaId },
      token: admin,
      payload: gammaSettings({ issuer: 'http://127.0.0.1:9/nothing' }),
      lang: 'en',
    });
    expect(res.json().errorCode).toBe('SSO1N4001');
    const taken = await callApi(ctx, CALL_PATHS.updateAdminCompanySignOn, {
      params: { companyId: alphaId },
      token: admin,
      payload: gammaSettings({ clientId: 'other-client', clientSecret: 'other-secret-0123456789' }),
      lang: 'ko',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'SSO1N4091' });
    expect(taken.json().errorMessage).toContain('gamma-data.example');
  });

  it('is refused to other roles, and a company administrator works on the token’s company only', async () => {
    const member = await loginAs(ctx, '01');
    expect((await callApi(ctx, CALL_PATHS.getCompanySignOn, { token: member })).statusCode).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.getAdminCompanySignOn, { params: { companyId: gammaId }, token: member })).statusCode).toBe(403);
    const sales = await loginAs(ctx, '05');
    expect((await callApi(ctx, CALL_PATHS.getAdminCompanySignOn, { params: { companyId: gammaId }, token: sales })).statusCode).toBe(403);
    // Gamma's operator made its administrator: the call answers Gamma's settings, whatever else is asked.
    await ctx.db
      .update(userCompanies)
      .set({ companyAdmin: true })
      .where(and(eq(userCompanies.companyId, gammaId), eq(userCompanies.userId, await idOf(ctx, 'ops@gamma-data.example'))));
    const gammaAdmin = await tokenFor(ctx, 'ops@gamma-data.example', gammaId);
    const own = await callApi(ctx, CALL_PATHS.getCompanySignOn, { token: gammaAdmin });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ companyId: gammaId, configured: true, settings: { protocol: 'oidc', clientId: 'portal' } });
    expect((await callApi(ctx, CALL_PATHS.getAdminCompanySignOn, { params: { companyId: alphaId }, token: gammaAdmin })).statusCode).toBe(
      403,
    );
  });
});

describe('discover', () => {
  it('answers by the domain only: the same for an account and an unknown address', async () => {
    const known = await send(ctx, CALL_PATHS.discoverSignOn, { loginEmail: 'ops@gamma-data.example' });
    const unknown = await send(ctx, CALL_PATHS.discoverSignOn, { loginEmail: 'nobody.at.all@gamma-data.example' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({
      signOn: 'optional',
      companyId: gammaId,
      protocol: 'oidc',
      startUrl: callPath(CALL_PATHS.startSignOn, { companyId: gammaId }),
    });
    expect((await send(ctx, CALL_PATHS.discoverSignOn, { loginEmail: 'x@unknown.example' })).json().signOn).toBe('none');
  });
});

describe('the authorization code flow against oidc-provider', () => {
  it('signs a member in: the portal’s second factor follows, for the company signed on to', async () => {
    const { location } = await signOnAs('ops');
    expect(location.pathname).toBe('/login');
    const code = location.searchParams.get('ssoCode')!;
    expect(code).toBeTruthy();
    const answer = await exchange(code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      outcome: 'second-factor',
      loginEmail: 'ops@gamma-data.example',
      companies: [{ companyId: gammaId }],
    });
    expect(answer.json()).not.toHaveProperty('access_token');
    await awayFromStepEdge();
    const tokens = await send(ctx, CALL_PATHS.otpLogin, {
      challengeToken: answer.json().challengeToken,
      otpCode: await codeFor(ctx, 'ops@gamma-data.example'),
    });
    expect(tokens.statusCode, tokens.body).toBe(200);
    expect(tokens.json().companyId).toBe(gammaId);
    // The session records the company whose sign-on opened it (a switch back into it is let through).
    expect(await signedOnOf(tokens.json().access_token)).toBe(gammaId);
    // The code works once.
    expect((await exchange(code)).json().errorCode).toBe('SSO1N4015');
  });

  it('refuses a second callback with the same state (replay)', async () => {
    const { callbackUrl, cookie } = await signOnAs('ops');
    const again = await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } });
    expect(new URL(String(again.headers.location)).searchParams.get('ssoError')).toBe('SSO1N4011');
  });

  it('refuses a callback in another browser than the one that started, and an attempt older than 10 minutes', async () => {
    const other = await signOnAs('ops', { cookie: 'portal_sso=someone-else' });
    expect(other.location.searchParams.get('ssoError')).toBe('SSO1N4011');
    const started = await callApi(ctx, CALL_PATHS.startSignOn, { params: { companyId: gammaId } });
    await ctx.db.update(signOnAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    idp.signInNext('ops');
    const back = await followProvider(String(started.headers.location), idp.issuer);
    const res = await ctx.app.inject({
      method: 'GET',
      url: back.slice(PUBLIC.length),
      headers: { cookie: String(started.headers['set-cookie']).split(';')[0] },
    });
    expect(new URL(String(res.headers.location)).searchParams.get('ssoError')).toBe('SSO1N4011');
  });

  it.each([
    ['audience', 'SSO1N4010'],
    ['expired', 'SSO1N4011'],
    ['signature', 'SSO1N4010'],
  ] as const)('refuses an ID token with a wrong %s', async (how, code) => {
    idp.tamperNext(how);
    const { location } = await signOnAs('ops');
    expect(location.searchParams.get('ssoError')).toBe(code);
    expect(location.searchParams.get('ssoCode')).toBeNull();
  });

  it('makes an unknown address of the domain a member awaiting approval (JIT)', async () => {
    const { location } = await signOnAs('newcomer');
    const answer = await exchange(location.searchParams.get('ssoCode')!);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorCode).toBe('ATH1N4012');
    const [made] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'new.analyst@gamma-data.example'));
    expect(made).toMatchObject({ status: 'PENDING_APPROVAL', passwordHash: null });
    const [membership] = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, made.id));
    expect(membership).toMatchObject({ companyId: gammaId, status: 'PENDING' });
  });

  it('refuses an e-mail outside the company’s domains, an unverified e-mail and a member of another company', async () => {
    expect((await signOnAs('outsider')).location.searchParams.get('ssoError')).toBe('SSO1N4012');
    expect((await signOnAs('unverified')).location.searchParams.get('ssoError')).toBe('SSO1N4010');
    await ctx.db.transaction((tx) =>
      insertMember(
        tx,
        { loginEmail: 'crossover@gamma-data.example', firstName: 'C', lastName: 'O', status: 'ACTIVE' },
        { companyId: alphaId, status: 'ACTIVE' },
      ),
    );
    expect((await signOnAs('crossover')).location.searchParams.get('ssoError')).toBe('SSO1N4013');
  });

  it('skips the portal’s code only when the company accepts the provider’s multi-factor claim and the provider made one', async () => {
    const mfa = await signOnAs('ops', { amr: ['pwd', 'mfa'] });
    expect((await exchange(mfa.location.searchParams.get('ssoCode')!)).json().outcome).toBe('second-factor');
    await putGamma(gammaSettings({ acceptProviderMfa: true }));
    const accepted = await signOnAs('ops', { amr: ['pwd', 'mfa'] });
    const tokens = await exchange(accepted.location.searchParams.get('ssoCode')!);
    expect(tokens.json()).toMatchObject({ outcome: 'signed-in', companyId: gammaId, token_type: 'Bearer' });
    const passwordOnly = await signOnAs('ops', { amr: ['pwd'] });
    expect((await exchange(passwordOnly.location.searchParams.get('ssoCode')!)).json().outcome).toBe('second-factor');
    await putGamma(gammaSettings());
  });

  it('makes a member of the mapped group the company administrator', async () => {
    const opsId = await idOf(ctx, 'ops@gamma-data.example');
    await ctx.db.update(userCompanies).set({ companyAdmin: false }).where(eq(userCompanies.userId, opsId));
    await putGamma(gammaSettings({ groupRoles: [{ group: 'portal-admins', role: '03' }] }));
    await signOnAs('ops');
    const [m] = await ctx.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, opsId), eq(userCompanies.companyId, gammaId)));
    expect(m.companyAdmin).toBe(true);
    await putGamma(gammaSettings());
  });

  it('drops attempts a day past their end in the hourly job, and keeps the live ones', async () => {
    await signOnAs('ops');
    const all = await ctx.db.select({ id: signOnAttempts.id }).from(signOnAttempts);
    expect(all.length).toBeGreaterThan(1);
    const [old] = all;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await ctx.db.update(signOnAttempts).set({ createdAt: twoDaysAgo, expiresAt: twoDaysAgo }).where(eq(signOnAttempts.id, old!.id));
    expect(await ctx.app.jobs.runNow('sign-on-attempts-purge')).toBeGreaterThanOrEqual(1);
    const left = (await ctx.db.select({ id: signOnAttempts.id }).from(signOnAttempts)).map((r) => r.id);
    // Only that one: the others are younger than a day.
    expect(left.sort()).toEqual(
      all
        .map((a) => a.id)
        .filter((id) => id !== old!.id)
        .sort(),
    );
  });

  it('refuses a password session’s switch into a company that requires its sign-on, and keeps the session', async () => {
    // 김민준 (Alpha) is made a member of Gamma too; Gamma requires its sign-on.
    const minjun = await idOf(ctx, 'member@alpha-securities.example');
    await ctx.db.insert(userCompanies).values({ userId: minjun, companyId: gammaId, status: 'ACTIVE' });
    try {
      await putGamma(gammaSettings({ required: true }));
      const session = await signInFully(ctx, 'member@alpha-securities.example', DEMO_PASSWORD, alphaId);
      expect(await signedOnOf(session.access_token)).toBeNull();
      const into = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: session.refresh_token, companyId: gammaId });
      expect(into.statusCode, into.body).toBe(403);
      expect(into.json().errorCode).toBe('SSO1N4030');
      // The refused switch spent nothing: the session renews in Alpha.
      const renewed = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: session.refresh_token });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json().companyId).toBe(alphaId);
    } finally {
      await putGamma(gammaSettings());
      await ctx.db.delete(userCompanies).where(and(eq(userCompanies.userId, minjun), eq(userCompanies.companyId, gammaId)));
    }
  });
});

describe('switching companies in a signed-on session', () => {
  it('lets a session opened by a company’s sign-on switch out and back into it, never into another company that requires its own', async () => {
    // ops@gamma is made a member of Alpha too; Gamma requires its sign-on and accepts the provider's multi-factor claim.
    const opsId = await idOf(ctx, 'ops@gamma-data.example');
    await ctx.db.insert(userCompanies).values({ userId: opsId, companyId: alphaId, status: 'ACTIVE' });
    try {
      await putGamma(gammaSettings({ required: true, acceptProviderMfa: true }));
      const { location } = await signOnAs('ops', { amr: ['pwd', 'mfa'] });
      const signedOn = await exchange(location.searchParams.get('ssoCode')!);
      expect(signedOn.json()).toMatchObject({ outcome: 'signed-in', companyId: gammaId });
      const out = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: signedOn.json().refresh_token, companyId: alphaId });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().companyId).toBe(alphaId);
      const back = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: out.json().refreshtoken, companyId: gammaId });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().companyId).toBe(gammaId);
      // Alpha now requires a sign-on of its own: the session of Gamma's sign-on does not open it, and stays usable.
      const alpha = await callApi(ctx, CALL_PATHS.updateAdminCompanySignOn, {
        params: { companyId: alphaId },
        token: admin,
        payload: gammaSettings({ required: true, domains: ['alpha-securities.example'] }),
      });
      expect(alpha.statusCode, alpha.body).toBe(200);
      const into = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: back.json().refreshtoken, companyId: alphaId });
      expect(into.statusCode, into.body).toBe(403);
      expect(into.json().errorCode).toBe('SSO1N4030');
      const stays = await send(ctx, CALL_PATHS.refreshTokens, { refreshToken: back.json().refreshtoken });
      expect(stays.json().companyId).toBe(gammaId);
    } finally {
      await ctx.db.delete(signOnDomains).where(eq(signOnDomains.companyId, alphaId));
      await ctx.db.delete(companySignOn).where(eq(companySignOn.companyId, alphaId));
      await putGamma(gammaSettings());
      await ctx.db.delete(userCompanies).where(and(eq(userCompanies.userId, opsId), eq(userCompanies.companyId, alphaId)));
    }
  });
});

describe('required sign-on', () => {
  it('refuses the password of the company’s members, except the break-glass member', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const keeper = await ctx.db.transaction((tx) =>
      insertMember(
        tx,
        { loginEmail: 'keeper@gamma-data.example', passwordHash, firstName: 'K', lastName: 'G', status: 'ACTIVE' },
        { companyId: gammaId, status: 'ACTIVE' },
      ),
    );
    const saved = await putGamma(gammaSettings({ required: true, breakGlassUserId: keeper.id }));
    // The answer names the break-glass member, for the settings page's picker.
    expect(saved.breakGlassMember).toEqual({ userId: keeper.id, name: expect.any(String), loginEmail: 'keeper@gamma-data.example' });
    expect((await send(ctx, CALL_PATHS.discoverSignOn, { loginEmail: 'ops@gamma-data.example' })).json().signOn).toBe('required');
    const refused = await send(
      ctx,
      CALL_PATHS.signIn,
      { loginEmail: 'ops@gamma-data.example', loginSecretNo: DEMO_PASSWORD },
      { lang: 'ko' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('SSO1N4030');
    expect(refused.json().errorMessage).toContain('회사 로그인');
    const keeperIn = await send(ctx, CALL_PATHS.signIn, { loginEmail: 'keeper@gamma-data.example', loginSecretNo: DEMO_PASSWORD });
    expect(keeperIn.statusCode, keeperIn.body).toBe(200);
    // The company's sign-on still works.
    const { location } = await signOnAs('ops');
    expect((await exchange(location.searchParams.get('ssoCode')!)).json().outcome).toBe('second-factor');
    // Members of other companies sign in by password as before.
    expect(
      (await send(ctx, CALL_PATHS.signIn, { loginEmail: 'member@alpha-securities.example', loginSecretNo: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    await putGamma(gammaSettings());
  });
});
