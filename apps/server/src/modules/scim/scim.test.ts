import { CALL_PATHS, SCIM_SCHEMA, SCIM_TOKENS_MAX, type TScimTokenCreated } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import { idOf, mailsTo, send, signInFully } from '../../../test/accounts';
import { auditLogs } from '../../platform/schema';
import { companies, userCompanies, users } from '../identity/schema';
import { scimTokens } from './schema';
import { namesFrom, parseFilter } from './protocol';

/**
 * The SCIM 2.0 service replayed with the request sequences Microsoft Entra ID and Okta publish (Entra's "Develop and
 * plan provisioning for a SCIM endpoint" tutorial, Okta's "SCIM 2.0 protocol reference"), their departures from the
 * RFC included, on the real app and database.
 */

/** Every line the app logged (JSON lines through pino): the security log's entries among them. */
const logged: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    logged.push(String(chunk));
    done();
  },
});
const securityEntries = () =>
  logged
    .flatMap((text) => text.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as { security?: { event: string; errorCode: string | null; status: number; route: string | null } })
    .filter((l) => l.security)
    .map((l) => l.security!);

let ctx: TestContext;
let alphaId: number;
let betaId: number;
/** Alpha's and Beta's company administrators (made so here: the tests' world names none). */
let admin: string;
let betaAdmin: string;
let alphaScim: TScimTokenCreated;
let betaScim: TScimTokenCreated;

const designate = async (companyId: number, email: string) =>
  ctx.db
    .update(userCompanies)
    .set({ companyAdmin: true })
    .where(and(eq(userCompanies.companyId, companyId), eq(userCompanies.userId, await idOf(ctx, email))));

async function makeToken(token: string, name = 'Entra ID'): Promise<TScimTokenCreated> {
  const res = await callApi(ctx, CALL_PATHS.createScimToken, { token, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A SCIM call as the identity providers send it: their bearer token, application/scim+json (or JSON). */
function scim(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  contentType = 'application/scim+json',
) {
  return ctx.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': contentType } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}
const q = (filter: string) => encodeURIComponent(filter);

beforeAll(async () => {
  ctx = await build({}, { logger: { level: 'info', stream } });
  const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  const [beta] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1002'));
  alphaId = alpha!.id;
  betaId = beta!.id;
  await designate(alphaId, 'staff@alpha-securities.example');
  await designate(betaId, 'analyst@beta-am.example');
  admin = await tokenFor(ctx, 'staff@alpha-securities.example', alphaId);
  betaAdmin = await tokenFor(ctx, 'analyst@beta-am.example', betaId);
  alphaScim = await makeToken(admin);
  betaScim = await makeToken(betaAdmin, 'Okta');
});
afterAll(() => ctx.close());

describe('the tokens of a company administrator', () => {
  it('shows a token once, stores only its hash, lists it with its prefix, no-store, and audits it', async () => {
    const made = await makeToken(admin, 'Second tenant');
    expect(made.token).toMatch(/^scim_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(`${made.tokenPrefix}_`)).toBe(true);
    expect(made.baseUrl).toBe('http://portal.test/scim/v2');
    const [row] = await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, made.tokenId));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(made.tokenPrefix.length + 1));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await callApi(ctx, CALL_PATHS.listScimTokens, { token: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.body).not.toContain(made.token);
    expect(listed.json().items.map((t: { tokenPrefix: string }) => t.tokenPrefix)).toContain(made.tokenPrefix);
    const audit = await ctx.db.select().from(auditLogs).where(eq(auditLogs.target, made.tokenPrefix));
    expect(audit.map((a) => a.action)).toEqual(['SCIM_TOKEN_CREATE']);
    expect(JSON.stringify(audit)).not.toContain(made.token);
    await callApi(ctx, CALL_PATHS.revokeScimToken, { params: { tokenId: made.tokenId }, token: admin });
  });

  it('refuses members who do not administer the company, before reading the body', async () => {
    const member = await tokenFor(ctx, 'member@alpha-securities.example', alphaId);
    expect((await callApi(ctx, CALL_PATHS.createScimToken, { token: member, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.createScimToken, { payload: { name: 7 } })).json().errorCode).toBe('ATH1N4001');
    expect((await callApi(ctx, CALL_PATHS.listScimTokens, { token: member })).statusCode).toBe(403);
  });

  it('refuses a blank or long name in the request language', async () => {
    const blank = await callApi(ctx, CALL_PATHS.createScimToken, { token: admin, payload: { name: '  ' }, lang: 'ko' });
    expect(blank.json()).toEqual({ errorCode: 'SCM1N4001', errorMessage: '토큰 이름을 입력해 주세요.' });
    const long = await callApi(ctx, CALL_PATHS.createScimToken, { token: admin, payload: { name: 'x'.repeat(51) }, lang: 'en' });
    expect(long.json()).toEqual({ errorCode: 'SCM1N4002', errorMessage: 'Keep the token name to 50 characters.' });
  });

  it(`holds at most ${SCIM_TOKENS_MAX} tokens in use when many are made at once, and revokes at once`, async () => {
    const inUse = (await callApi(ctx, CALL_PATHS.listScimTokens, { token: betaAdmin })).json().items.length as number;
    const free = SCIM_TOKENS_MAX - inUse;
    const answers = await Promise.all(
      Array.from({ length: free + 4 }, (_, i) =>
        callApi(ctx, CALL_PATHS.createScimToken, { token: betaAdmin, payload: { name: `Burst ${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(free);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().errorCode])).toEqual(
      Array.from({ length: 4 }, () => [409, 'SCM1N4091']),
    );
    for (const r of answers.filter((a) => a.statusCode === 201)) {
      const made = r.json() as TScimTokenCreated;
      expect((await scim(made.token, 'GET', '/ServiceProviderConfig')).statusCode).toBe(200);
      // Another company's administrator cannot revoke it.
      expect((await callApi(ctx, CALL_PATHS.revokeScimToken, { params: { tokenId: made.tokenId }, token: admin })).statusCode).toBe(404);
      const revoked = await callApi(ctx, CALL_PATHS.revokeScimToken, { params: { tokenId: made.tokenId }, token: betaAdmin });
      expect(revoked.json().revokedAt).not.toBeNull();
      const refused = await scim(made.token, 'GET', '/Users');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ schemas: [SCIM_SCHEMA.error], status: '401' });
    }
  });
});

describe('the SCIM service', () => {
  it('refuses a missing, wrong or revoked token with a SCIM error, and answers its discovery with a valid one', async () => {
    for (const token of [null, 'nonsense', alphaScim.token.slice(0, -2) + 'xx', admin]) {
      const res = await scim(token, 'GET', '/Users');
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/scim+json');
      expect(res.json()).toEqual({ schemas: [SCIM_SCHEMA.error], status: '401', detail: expect.any(String) });
    }
    // Each refusal is in the security log with its code, never with the token sent.
    const refused = securityEntries().filter((e) => e.errorCode === 'SCM1N4011');
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(refused[0]).toMatchObject({ event: 'ACCESS_REFUSED', status: 401, route: '/scim/v2/Users' });
    expect(logged.join('')).not.toContain(alphaScim.token.slice(18));
    const config = await scim(alphaScim.token, 'GET', '/ServiceProviderConfig');
    expect(config.json()).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true } });
    expect((await scim(alphaScim.token, 'GET', '/ResourceTypes')).json().Resources.map((r: { id: string }) => r.id)).toEqual([
      'User',
      'Group',
    ]);
    expect((await scim(alphaScim.token, 'GET', '/Schemas')).json().totalResults).toBe(3);
    // An unknown path under /scim answers SCIM's 404, never the web app's index.html.
    const unknown = await scim(alphaScim.token, 'GET', '/Nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().schemas).toEqual([SCIM_SCHEMA.error]);
    expect((await ctx.app.inject({ method: 'GET', url: '/scim/other' })).json().status).toBe('404');
  });

  it("replays Entra ID's sequence: filter by userName, create, PATCH with capitalised ops and string booleans, delete", async () => {
    const userName = 'Test_User_dfeef4c5-5681-4387-b016-bdf221e82081@alpha-securities.example';
    // 1. Entra asks whether the user exists (an empty list: create).
    const lookup = await scim(alphaScim.token, 'GET', `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ schemas: [SCIM_SCHEMA.listResponse], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    // 2. Create, as the tutorial's request (Entra sends application/scim+json).
    const created = await scim(alphaScim.token, 'POST', '/Users', {
      schemas: [SCIM_SCHEMA.user, SCIM_SCHEMA.enterpriseUser],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      schemas: expect.arrayContaining([SCIM_SCHEMA.user]),
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: userName.toLowerCase(),
      active: true,
      name: { familyName: 'familyName', givenName: 'givenName' },
      meta: { resourceType: 'User', location: `http://portal.test/scim/v2/Users/${user.id}` },
    });
    expect(created.headers.location).toBe(user.meta.location);
    // The same userName again: 409 uniqueness (Entra's "Create a duplicate user" test).
    const duplicate = await scim(alphaScim.token, 'POST', '/Users', { schemas: [SCIM_SCHEMA.user], userName, active: true });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ schemas: [SCIM_SCHEMA.error], status: '409', scimType: 'uniqueness' });
    // 3. Filter by userName (another case than stored), then by externalId.
    const found = await scim(alphaScim.token, 'GET', `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    expect(
      (await scim(alphaScim.token, 'GET', `/Users?filter=${q('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`)).json()
        .totalResults,
    ).toBe(1);
    // 4. Entra's PATCH: capitalised ops, attribute paths, the enterprise extension's department.
    const patched = await scim(alphaScim.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: 'title', value: 'Analyst' },
        { op: 'Replace', path: `${SCIM_SCHEMA.enterpriseUser}:department`, value: 'Market data' },
        { op: 'Add', path: 'phoneNumbers[type eq "work"].value', value: '02-1234-5678' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: { familyName: 'updatedFamilyName' },
      title: 'Analyst',
      [SCIM_SCHEMA.enterpriseUser]: { department: 'Market data' },
    });
    // 5. Disable: { op: "Replace", path: "active", value: "False" }, the string boolean.
    const disabled = await scim(alphaScim.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.json().active).toBe(false);
    const [membership] = await ctx.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, Number(user.id)), eq(userCompanies.companyId, alphaId)));
    expect(membership!.status).toBe('SUSPENDED');
    expect(
      (
        await scim(alphaScim.token, 'PATCH', `/Users/${user.id}`, {
          schemas: [SCIM_SCHEMA.patchOp],
          Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
        })
      ).json().active,
    ).toBe(true);
    // 6. Delete: 204, then 404.
    const deleted = await scim(alphaScim.token, 'DELETE', `/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await scim(alphaScim.token, 'GET', `/Users/${user.id}`)).statusCode).toBe(404);
    expect((await scim(alphaScim.token, 'DELETE', `/Users/${user.id}`)).statusCode).toBe(404);
    // Each change is in the company's audit trail, named by the token's prefix.
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, alphaId), eq(auditLogs.target, String(user.id))));
    expect(audit.map((a) => a.action)).toEqual([
      'STAFF_SCIM_CREATE',
      'STAFF_SCIM_UPDATE',
      'STAFF_SCIM_DEACTIVATE',
      'STAFF_SCIM_REACTIVATE',
      'STAFF_SCIM_DELETE',
    ]);
    expect(audit[0]!.detail).toMatchObject({ via: 'SCIM', scimToken: alphaScim.tokenPrefix });
    expect(JSON.stringify(audit)).not.toContain(alphaScim.token);
  });

  it("replays Okta's sequence: paged filter, create with application/json, full PUT, PATCH active false without a path", async () => {
    const userName = 'test.user@beta-am.example';
    const lookup = await scim(betaScim.token, 'GET', `/Users?filter=${q(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(lookup.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    const body = {
      schemas: [SCIM_SCHEMA.user],
      userName,
      name: { givenName: '민준', familyName: '김' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: '김민준',
      locale: 'ko-KR',
      externalId: '00u1dhhb1fkIGP7RL1d8',
      groups: [],
      password: 'never-kept-1!',
      active: true,
    };
    const created = await scim(betaScim.token, 'POST', '/Users', body, 'application/json');
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    // A Korean name: surname first, no space.
    expect(user).toMatchObject({ name: { formatted: '김민준', familyName: '김', givenName: '민준' }, displayName: '김민준', active: true });
    expect(created.body).not.toContain('never-kept');
    // Okta's PUT: the whole user again, a changed name.
    const replaced = await scim(betaScim.token, 'PUT', `/Users/${user.id}`, {
      ...body,
      id: user.id,
      name: { givenName: '서연', familyName: '이' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().displayName).toBe('이서연');
    // The userName is the sign-in address: it cannot change.
    const renamed = await scim(betaScim.token, 'PUT', `/Users/${user.id}`, { ...body, userName: 'other@beta-am.example' });
    expect(renamed.json()).toMatchObject({ status: '400', scimType: 'mutability' });
    // Okta's deactivation: replace with a value object and no path.
    const off = await scim(betaScim.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    // Okta's import lists every user page by page: the deactivated user is still listed, inactive.
    const page = await scim(betaScim.token, 'GET', '/Users?startIndex=1&count=2');
    expect(page.json()).toMatchObject({ startIndex: 1, itemsPerPage: 2 });
    const all = await scim(betaScim.token, 'GET', '/Users?startIndex=1&count=200');
    expect(all.json().Resources.find((r: { id: string }) => r.id === user.id)).toMatchObject({ active: false });
  });

  it('keeps every company to its own members: another company’s user answers 404, filters find nothing', async () => {
    const alphaOnly = await idOf(ctx, 'staff@alpha-securities.example');
    expect((await scim(betaScim.token, 'GET', `/Users/${alphaOnly}`)).statusCode).toBe(404);
    expect(
      (
        await scim(betaScim.token, 'PATCH', `/Users/${alphaOnly}`, {
          schemas: [SCIM_SCHEMA.patchOp],
          Operations: [{ op: 'replace', value: { active: false } }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await scim(betaScim.token, 'DELETE', `/Users/${alphaOnly}`)).statusCode).toBe(404);
    expect(
      (await scim(betaScim.token, 'GET', `/Users?filter=${q('userName eq "staff@alpha-securities.example"')}`)).json().totalResults,
    ).toBe(0);
    // An existing account of another company is not claimed by a creation.
    const claim = await scim(betaScim.token, 'POST', '/Users', { schemas: [SCIM_SCHEMA.user], userName: 'staff@alpha-securities.example' });
    expect(claim.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const [still] = await ctx.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, alphaOnly), eq(userCompanies.companyId, betaId)));
    expect(still).toBeUndefined();
  });

  it('refuses what it cannot read: bad JSON, unknown filters, bad values, too many operations', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${alphaScim.token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ schemas: [SCIM_SCHEMA.error], status: '400' });
    expect((await scim(alphaScim.token, 'GET', `/Users?filter=${q('name.familyName co "x"')}`)).json()).toMatchObject({
      status: '400',
      scimType: 'invalidFilter',
    });
    expect((await scim(alphaScim.token, 'POST', '/Users', { userName: 'not-an-address' })).json()).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
    });
    expect((await scim(alphaScim.token, 'POST', '/Users', { userName: 7 })).json()).toMatchObject({ status: '400' });
    const many = {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: Array.from({ length: 101 }, () => ({ op: 'replace', path: 'title', value: 'x' })),
    };
    expect((await scim(alphaScim.token, 'PATCH', `/Users/${await idOf(ctx, 'staff@alpha-securities.example')}`, many)).statusCode).toBe(
      400,
    );
    expect((await scim(alphaScim.token, 'POST', '/Groups', { displayName: 'Admins' })).statusCode).toBe(403);
  });
});

describe('deactivation ends a member’s access at once', () => {
  it('refuses the member’s next call with their access token and their API key, ends the refresh token; reactivation restores', async () => {
    const email = 'member@alpha-securities.example';
    const userId = await idOf(ctx, email);
    const session = await signInFully(ctx, email, undefined, alphaId);
    const keyRes = await callApi(ctx, CALL_PATHS.createApiKey, { token: session.access_token, payload: { name: 'Nightly' } });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const apiKey = keyRes.json().apiKey as string;
    const me = (token: string) => callApi(ctx, CALL_PATHS.searchApiKeys, { token, payload: {} });
    const byKey = () => callApi(ctx, CALL_PATHS.getReportingIdentity, { headers: { authorization: `Bearer ${apiKey}` } });
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await byKey()).statusCode).toBe(200);

    const off = await scim(alphaScim.token, 'PATCH', `/Users/${userId}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(session.access_token)).json().errorCode).toBe('ATH1N4002');
    expect((await byKey()).json().errorCode).toBe('APK1N4015');
    const refresh = await callApi(ctx, CALL_PATHS.refreshTokens, { payload: { refreshToken: session.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    // The member's other company (Beta) is not the provider's to close: they still sign in there.
    expect((await signInFully(ctx, email, undefined, betaId)).companyId).toBe(betaId);

    const on = await scim(alphaScim.token, 'PATCH', `/Users/${userId}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.json().active).toBe(true);
    expect((await byKey()).statusCode).toBe(200);
    const again = await signInFully(ctx, email, undefined, alphaId);
    expect((await me(again.access_token)).statusCode).toBe(200);
  });

  it('never deactivates, deletes or demotes the company’s last administrator', async () => {
    const adminId = await idOf(ctx, 'staff@alpha-securities.example');
    // The company's only administrator (the seed may name another: not here).
    await ctx.db
      .update(userCompanies)
      .set({ companyAdmin: false })
      .where(and(eq(userCompanies.companyId, alphaId), ne(userCompanies.userId, adminId)));
    const off = await scim(alphaScim.token, 'PATCH', `/Users/${adminId}`, {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toContain('STF1N4094');
    expect((await scim(alphaScim.token, 'DELETE', `/Users/${adminId}`)).statusCode).toBe(409);
    const demote = await scim(alphaScim.token, 'PATCH', '/Groups/03', {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'Remove', path: `members[value eq "${adminId}"]` }],
    });
    expect(demote.statusCode).toBe(409);
    const [row] = await ctx.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, adminId), eq(userCompanies.companyId, alphaId)));
    expect(row).toMatchObject({ status: 'ACTIVE', companyAdmin: true });
  });
});

describe('groups are the customer-side roles', () => {
  it('lists Members and Company administrators, finds one by displayName, and grants and revokes 03 by PATCH', async () => {
    const groups = await scim(alphaScim.token, 'GET', '/Groups?excludedAttributes=members');
    expect(
      groups.json().Resources.map((g: { id: string; displayName: string; members?: unknown }) => [g.id, g.displayName, g.members]),
    ).toEqual([
      ['01', 'Members', undefined],
      ['03', 'Company administrators', undefined],
    ]);
    const byName = await scim(
      alphaScim.token,
      'GET',
      `/Groups?filter=${q('displayName eq "Company administrators"')}&excludedAttributes=members`,
    );
    expect(byName.json()).toMatchObject({ totalResults: 1, Resources: [{ id: '03' }] });
    const colleague = await idOf(ctx, 'member@alpha-securities.example');
    // Entra's group PATCH: "Add" members with a value list.
    const added = await scim(alphaScim.token, 'PATCH', '/Groups/03', {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: String(colleague) }] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members.map((m: { value: string }) => m.value)).toContain(String(colleague));
    expect((await scim(alphaScim.token, 'GET', `/Users/${colleague}`)).json().groups.map((g: { value: string }) => g.value)).toEqual([
      '01',
      '03',
    ]);
    // Okta's: "remove" with the value list.
    const removed = await scim(alphaScim.token, 'PATCH', '/Groups/03', {
      schemas: [SCIM_SCHEMA.patchOp],
      Operations: [{ op: 'remove', path: 'members', value: [{ value: String(colleague) }] }],
    });
    expect(removed.json().members.map((m: { value: string }) => m.value)).not.toContain(String(colleague));
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, alphaId), eq(auditLogs.target, String(colleague))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['COMPANY_ADMIN_GRANT', 'COMPANY_ADMIN_REVOKE']));
    // Members follows the users' active attribute; an unknown group is 404; another company's member is refused.
    expect(
      (
        await scim(alphaScim.token, 'PATCH', '/Groups/01', {
          schemas: [SCIM_SCHEMA.patchOp],
          Operations: [{ op: 'add', path: 'members', value: [{ value: String(colleague) }] }],
        })
      ).json(),
    ).toMatchObject({ scimType: 'mutability' });
    expect((await scim(alphaScim.token, 'GET', '/Groups/99')).statusCode).toBe(404);
    const outsider = await idOf(ctx, 'analyst@beta-am.example');
    expect(
      (
        await scim(alphaScim.token, 'PATCH', '/Groups/03', {
          schemas: [SCIM_SCHEMA.patchOp],
          Operations: [{ op: 'add', path: 'members', value: [{ value: String(outsider) }] }],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the rules behind the attributes', () => {
  it('reads names as the providers send them, Korean ones surname first', () => {
    expect(namesFrom({ familyName: '김', givenName: '민준' })).toEqual({ lastName: '김', firstName: '민준' });
    expect(namesFrom({ formatted: '김민준' })).toEqual({ lastName: '김', firstName: '민준' });
    expect(namesFrom({ formatted: '남궁 민수' })).toEqual({ lastName: '남궁', firstName: '민수' });
    expect(namesFrom(null, 'Minjun Kim')).toEqual({ lastName: 'Kim', firstName: 'Minjun' });
    expect(namesFrom(null, null)).toBeNull();
  });
  it('reads the eq filters of Entra and Okta, and refuses the others', () => {
    expect(parseFilter('userName eq "a\\"b@x.example"', ['username'])).toEqual({ attribute: 'username', value: 'a"b@x.example' });
    expect(parseFilter(undefined, ['username'])).toBeNull();
    expect(() => parseFilter('userName sw "a"', ['username'])).toThrow();
    expect(() => parseFilter('title eq "a"', ['username'])).toThrow();
  });
  it('a provisioned member signs in first with a mailed temporary password, then enrols an authenticator', async () => {
    const email = 'first.sign-in@alpha-securities.example';
    const made = await scim(alphaScim.token, 'POST', '/Users', {
      schemas: [SCIM_SCHEMA.user],
      userName: email,
      name: { familyName: '최', givenName: '유진' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await send(ctx, CALL_PATHS.resetPassword, { loginEmail: email })).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, email);
    expect(mail!.templateName).toBe('account.temporary-password');
    const temp = mail!.text.match(/[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}/)![0];
    const signIn = await send(ctx, CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: temp });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The second factor is never skipped: no authenticator yet, so the enrolment comes next.
    expect(signIn.json()).toMatchObject({ temporaryPasswordYn: 'Y', otpEnrolledYn: 'N', companies: [{ companyId: alphaId }] });
  });

  it('the users table never holds a provider’s password', async () => {
    const [u] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'test.user@beta-am.example'));
    expect(u).toMatchObject({ passwordHash: null, registrationKind: 'SCIM', status: 'ACTIVE' });
  });
});
