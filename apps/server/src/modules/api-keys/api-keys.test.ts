import { Writable } from 'node:stream';
import { API_KEY_ACTIVE_MAX, API_KEY_PATTERN, CALL_PATHS, REPORTING_API_PREFIX, type TApiKey, type TApiKeyCreated } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLogs, userCompanies, users } from '../../db/schema/index';
import { buildApp } from '../../app';
import { rateLimitSettings } from '../../platform/rate-limit-keys';
import { apiUrl, build, callApi, openApiDocument, openApiOperation, tenancyCast, tokenFor, type TestContext } from '../../../test/helpers';
import { setBusinessClock } from '../../platform/clock';
import { buildPeer } from '../../../test/cluster';
import { lockMemberKeys } from './repo';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
beforeAll(async () => {
  ctx = await build();
  cast = await tenancyCast(ctx);
});
afterAll(() => ctx.close());
afterEach(() => setBusinessClock(ctx.config, null));

const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
});

async function createKey(token: string, payload: object = { name: 'Nightly report job' }, lang: 'ko' | 'en' = 'en') {
  return callApi(ctx, CALL_PATHS.createApiKey, { token, payload, lang });
}
async function newKey(token = cast.member, payload: object = { name: 'Nightly report job' }): Promise<TApiKeyCreated> {
  const res = await createKey(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const whoAmI = (headers: Record<string, string>, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, CALL_PATHS.getReportingIdentity, { headers, lang });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const list = async (token = cast.member, payload: object = {}) =>
  (await callApi(ctx, CALL_PATHS.searchApiKeys, { token, payload })).json() as { items: TApiKey[]; totalCount: number };
const userIdOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.loginEmail, email)))[0]!.id;

describe('making, listing and revoking keys', () => {
  it('shows a new key once, stores only its hash, and lists it without the key', async () => {
    const created = await newKey();
    expect(created.apiKey).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({
      name: 'Nightly report job',
      status: 'ACTIVE',
      scope: 'reporting',
      companyId: cast.alphaId,
      lastUsedAt: null,
    });
    expect(created.apiKey.startsWith(`${created.keyPrefix}_`)).toBe(true);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKeyId));
    // The secret is everything after the prefix (it may itself hold '_'): never stored as it is.
    expect(JSON.stringify(row)).not.toContain(created.apiKey.slice(created.keyPrefix.length + 1));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await callApi(ctx, CALL_PATHS.searchApiKeys, { token: cast.member, payload: {} });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.body).not.toContain(created.apiKey);
    expect(listed.json().items.find((k: TApiKey) => k.apiKeyId === created.apiKeyId)).toMatchObject({ keyPrefix: created.keyPrefix });
    expect(listed.json().items[0]).not.toHaveProperty('apiKey');
  });

  it('defaults the expiry to 90 days ahead and takes a date up to a year ahead, by the business clock', async () => {
    setBusinessClock(ctx.config, () => new Date('2026-03-10T15:30:00Z')); // 2026-03-11 00:30 in Korea
    const byDefault = await newKey(cast.member, { name: 'Default expiry' });
    expect(byDefault.expiresOn).toBe('2026-06-09');
    expect(byDefault.expiresAt).toBe('2026-06-09T15:00:00.000Z'); // the start of 2026-06-10 in Korea
    expect((await newKey(cast.member, { name: 'A year', expiresOn: '2027-03-11' })).expiresOn).toBe('2027-03-11');
    expect((await newKey(cast.member, { name: 'Tomorrow', expiresOn: '2026-03-12' })).status).toBe('ACTIVE');
    expect(errorOf(await createKey(cast.member, { name: 'Too far', expiresOn: '2027-03-12' }))).toEqual({ status: 400, code: 'APK1N4004' });
    expect((await createKey(cast.member, { name: 'Too far', expiresOn: '2027-03-12' }, 'ko')).json().errorMessage).toBe(
      '만료일은 1년 이내(2027-03-11까지)로 선택해 주세요.',
    );
    expect(errorOf(await createKey(cast.member, { name: 'Today', expiresOn: '2026-03-11' }))).toEqual({ status: 400, code: 'APK1N4003' });
    expect(errorOf(await createKey(cast.member, { name: 'Not a day', expiresOn: '2026-02-30' }))).toEqual({
      status: 400,
      code: 'COM1N4001',
    });
  });

  it('refuses a missing or long name, in the request language, and stores nothing', async () => {
    const before = (await list()).totalCount;
    const blank = await createKey(cast.member, { name: '   ' }, 'ko');
    expect(blank.json()).toEqual({ errorCode: 'APK1N4001', errorMessage: '키 이름을 입력해 주세요.' });
    const long = await createKey(cast.member, { name: '키'.repeat(51) }, 'en');
    expect(long.json()).toEqual({ errorCode: 'APK1N4002', errorMessage: 'Keep the key name to 50 characters.' });
    expect(errorOf(await createKey(cast.member, { name: 'Nul\u0000' }))).toMatchObject({ status: 400 });
    expect(errorOf(await createKey(cast.member, { name: 7 }))).toEqual({ status: 400, code: 'COM1N4001' });
    expect((await list()).totalCount).toBe(before);
  });

  it('authenticates before validating, and refuses roles without the right to keys', async () => {
    expect(errorOf(await callApi(ctx, CALL_PATHS.createApiKey, { payload: { name: 7 } }))).toEqual({ status: 401, code: 'ATH1N4001' });
    expect(errorOf(await createKey(cast.sales, { name: 'Staff key' }))).toEqual({ status: 403, code: 'ATH1N4030' });
    const reporter = await tokenFor(ctx, 'reporter@alpha-securities.example');
    expect((await createKey(reporter, { name: 'Proxy reporter key' })).statusCode).toBe(201);
  });

  it('keeps each member to their own keys in the company of the session', async () => {
    const mine = await newKey(cast.member, { name: 'Alpha key' });
    expect((await list(cast.colleague)).items.map((k) => k.apiKeyId)).not.toContain(mine.apiKeyId);
    expect((await list(cast.memberBeta)).items.map((k) => k.apiKeyId)).not.toContain(mine.apiKeyId);
    const revokeAs = (token: string) => callApi(ctx, CALL_PATHS.revokeApiKey, { params: { apiKeyId: mine.apiKeyId }, token });
    expect(errorOf(await revokeAs(cast.colleague))).toEqual({ status: 404, code: 'APK1N4041' });
    expect(errorOf(await revokeAs(cast.memberBeta))).toEqual({ status: 404, code: 'APK1N4041' });
    expect((await whoAmI(bearer(mine.apiKey))).statusCode).toBe(200);
  });

  it('revokes a key at once, audits making and revoking without the key, and answers a second revoke unchanged', async () => {
    const key = await newKey(cast.member, { name: 'To revoke' });
    expect((await whoAmI(bearer(key.apiKey))).statusCode).toBe(200);
    const revoked = await callApi(ctx, CALL_PATHS.revokeApiKey, { params: { apiKeyId: key.apiKeyId }, token: cast.member });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'REVOKED', apiKeyId: key.apiKeyId });
    expect(revoked.body).not.toContain(key.apiKey);
    expect(errorOf(await whoAmI(bearer(key.apiKey)))).toEqual({ status: 401, code: 'APK1N4014' });
    const again = await callApi(ctx, CALL_PATHS.revokeApiKey, { params: { apiKeyId: key.apiKeyId }, token: cast.member });
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);

    const audit = await ctx.db.select().from(auditLogs).where(eq(auditLogs.target, key.keyPrefix));
    expect(audit.map((a) => a.action).sort()).toEqual(['API_KEY_CREATE', 'API_KEY_REVOKE', 'API_KEY_REVOKE']);
    expect(JSON.stringify(audit)).not.toContain(key.apiKey);
    expect(audit[0]!.userId).toBe(await userIdOf('member@alpha-securities.example'));
  });

  it(`holds at most ${API_KEY_ACTIVE_MAX} keys in use per member and company`, async () => {
    const token = await tokenFor(ctx, 'staff@alpha-securities.example', cast.alphaId);
    const inUse = (await list(token, { activeOnly: true })).totalCount;
    for (let i = inUse; i < API_KEY_ACTIVE_MAX; i++) await newKey(token, { name: `Key ${i}` });
    expect(errorOf(await createKey(token, { name: 'One too many' }))).toEqual({ status: 409, code: 'APK1N4005' });
    const first = (await list(token, { activeOnly: true })).items[0]!;
    await callApi(ctx, CALL_PATHS.revokeApiKey, { params: { apiKeyId: first.apiKeyId }, token });
    expect((await createKey(token, { name: 'After a revoke' })).statusCode).toBe(201);
  });

  it(`holds the limit when ${API_KEY_ACTIVE_MAX + 5} keys are made at once (count and insert under one lock)`, async () => {
    const token = cast.outsider;
    const free = API_KEY_ACTIVE_MAX - (await list(token, { activeOnly: true })).totalCount;
    const answers = await Promise.all(Array.from({ length: free + 5 }, (_, i) => createKey(token, { name: `Burst ${i}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(free);
    expect(answers.filter((r) => r.statusCode !== 201).map(errorOf)).toEqual(
      Array.from({ length: 5 }, () => ({ status: 409, code: 'APK1N4005' })),
    );
    expect((await list(token, { activeOnly: true })).totalCount).toBe(API_KEY_ACTIVE_MAX);
  });

  // PostgreSQL runs transactions side by side (PGlite one at a time): a making waits while another holds the member's lock.
  it.runIf(process.env.TEST_DB === 'postgres')('makes a call wait while another making of the member holds the lock', async () => {
    const token = cast.memberBeta;
    const userId = await userIdOf('member@alpha-securities.example');
    const free = API_KEY_ACTIVE_MAX - (await list(token, { activeOnly: true })).totalCount;
    for (let i = 1; i < free; i++) await newKey(token, { name: `Filler ${i}` });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    // Another making, inside its transaction: it holds the lock, has counted one slot left, and is about to insert.
    const other = ctx.db.transaction(async (tx) => {
      await lockMemberKeys(tx, userId, cast.betaId);
      lockTaken();
      await held;
      await tx.insert(apiKeys).values({
        publicId: 'abcdef012345',
        secretHash: '0'.repeat(64),
        userId,
        companyId: cast.betaId,
        name: 'Held',
        expiresOn: '2999-12-30',
        expiresAt: new Date('2999-12-30T15:00:00Z'),
      });
    });
    await taken;
    const racing = createKey(token, { name: 'Racing' });
    let settled = false;
    void racing.finally(() => (settled = true));
    const waiting = async () => {
      for (;;) {
        const { rows } = (await ctx.db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`)) as unknown as {
          rows: unknown[];
        };
        if (rows.length || settled) return rows.length > 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    expect(await waiting()).toBe(true);
    release();
    await other;
    expect(errorOf(await racing)).toEqual({ status: 409, code: 'APK1N4005' });
  });
});

describe('the key guard of the reporting API', () => {
  it('takes the key as a bearer token or in X-API-Key, records its last use, and answers who it is', async () => {
    const key = await newKey(cast.member, { name: 'Identity check' });
    const res = await whoAmI(bearer(key.apiKey));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ apiKeyId: key.apiKeyId, companyId: cast.alphaId, scope: 'reporting', name: 'Identity check' });
    expect(res.body).not.toContain(key.apiKey);
    expect((await whoAmI({ 'x-api-key': key.apiKey })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyId));
    expect(row!.lastUsedAt).not.toBeNull();
    expect((await list()).items.find((k) => k.apiKeyId === key.apiKeyId)!.lastUsedAt).not.toBeNull();
  });

  it('refuses a call without a key, with a member token, or with a wrong key, in the request language', async () => {
    expect((await whoAmI({}, 'ko')).json()).toEqual({
      errorCode: 'APK1N4011',
      errorMessage: 'API 키가 필요합니다. Authorization: Bearer 헤더나 X-API-Key 헤더에 키를 넣어 주세요.',
    });
    expect(errorOf(await whoAmI(bearer(cast.member)))).toEqual({ status: 401, code: 'APK1N4011' });
    const key = await newKey(cast.member, { name: 'Tampered' });
    const tampered = key.apiKey.slice(0, -1) + (key.apiKey.endsWith('A') ? 'B' : 'A');
    expect(errorOf(await whoAmI(bearer(tampered)))).toEqual({ status: 401, code: 'APK1N4012' });
    expect(errorOf(await whoAmI(bearer('mdp_000000000000_' + 'x'.repeat(43))))).toEqual({ status: 401, code: 'APK1N4012' });
    expect(errorOf(await whoAmI({ 'x-api-key': 'not-a-key' }))).toEqual({ status: 401, code: 'APK1N4012' });
  });

  it('never opens a member call with a key (wrong scope): 401', async () => {
    const key = await newKey(cast.member, { name: 'Wrong scope' });
    expect(errorOf(await callApi(ctx, CALL_PATHS.searchApiKeys, { headers: bearer(key.apiKey), payload: {} }))).toEqual({
      status: 401,
      code: 'ATH1N4002',
    });
    expect(errorOf(await callApi(ctx, CALL_PATHS.searchApiKeys, { headers: { 'x-api-key': key.apiKey }, payload: {} }))).toEqual({
      status: 401,
      code: 'ATH1N4001',
    });
    expect(errorOf(await callApi(ctx, CALL_PATHS.searchContracts, { headers: bearer(key.apiKey), payload: {} }))).toEqual({
      status: 401,
      code: 'ATH1N4002',
    });
  });

  it('stops an expired key at the start of the day after its last day (Korea)', async () => {
    setBusinessClock(ctx.config, () => new Date('2026-03-10T03:00:00Z'));
    const key = await newKey(cast.member, { name: 'Short', expiresOn: '2026-03-11' });
    setBusinessClock(ctx.config, () => new Date('2026-03-11T14:59:59Z')); // 23:59:59 on the 11th in Korea
    expect((await whoAmI(bearer(key.apiKey))).statusCode).toBe(200);
    setBusinessClock(ctx.config, () => new Date('2026-03-11T15:00:00Z'));
    expect(errorOf(await whoAmI(bearer(key.apiKey)))).toEqual({ status: 401, code: 'APK1N4013' });
    expect((await list()).items.find((k) => k.apiKeyId === key.apiKeyId)!.status).toBe('EXPIRED');
  });

  it('stops the keys of a member who left the company, is locked or withdrew', async () => {
    const email = 'staff@alpha-securities.example';
    const userId = await userIdOf(email);
    const token = await tokenFor(ctx, email, cast.alphaId);
    const inUse = (await list(token, { activeOnly: true })).items;
    for (const k of inUse) await callApi(ctx, CALL_PATHS.revokeApiKey, { params: { apiKeyId: k.apiKeyId }, token });
    const key = await newKey(token, { name: 'Leaver' });
    const works = async () => (await whoAmI(bearer(key.apiKey))).statusCode === 200;
    expect(await works()).toBe(true);

    await ctx.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, userId));
    expect(errorOf(await whoAmI(bearer(key.apiKey)))).toEqual({ status: 401, code: 'APK1N4015' });
    await ctx.db.update(users).set({ lockedAt: null }).where(eq(users.id, userId));
    expect(await works()).toBe(true);

    const membership = and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, cast.alphaId));
    await ctx.db.update(userCompanies).set({ status: 'REMOVED' }).where(membership);
    expect(errorOf(await whoAmI(bearer(key.apiKey)))).toEqual({ status: 401, code: 'APK1N4015' });
    await ctx.db.update(userCompanies).set({ status: 'ACTIVE' }).where(membership);
    expect(await works()).toBe(true);

    await ctx.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.id, userId));
    expect(errorOf(await whoAmI(bearer(key.apiKey)))).toEqual({ status: 401, code: 'APK1N4015' });
    await ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, userId));
  });

  it('limits the calls of one key to 120 a minute across server processes (two apps on one database)', async () => {
    const key = await newKey(cast.member, { name: 'Busy' });
    const other = await newKey(cast.member, { name: 'Quiet' });
    expect(rateLimitSettings.enabled).toBe(true);
    const peer = await buildPeer(ctx);
    try {
      // Half the minute's calls through each process: the key has made 120, whichever served them.
      for (let i = 0; i < 60; i++) expect((await whoAmI(bearer(key.apiKey))).statusCode).toBe(200);
      for (let i = 0; i < 60; i++) {
        expect((await callApi(peer, CALL_PATHS.getReportingIdentity, { headers: bearer(key.apiKey) })).statusCode).toBe(200);
      }
      const over = await callApi(peer, CALL_PATHS.getReportingIdentity, { headers: bearer(key.apiKey) });
      expect(over.statusCode).toBe(429);
      expect(over.json().errorCode).toBe('COM1N4290');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await whoAmI(bearer(key.apiKey))).statusCode).toBe(429);
      expect((await whoAmI(bearer(other.apiKey))).statusCode).toBe(200);
      // The next minute starts a new count.
      await ctx.db
        .update(apiKeys)
        .set({ windowStartedAt: new Date(Date.now() - 61_000) })
        .where(eq(apiKeys.id, key.apiKeyId));
      expect((await whoAmI(bearer(key.apiKey))).statusCode).toBe(200);
    } finally {
      await peer.close();
    }
  });

  it('documents the key schemes on the machine calls, and the bearer token on the member calls', async () => {
    const doc = await openApiDocument(ctx);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['bearer', 'apiKey', 'apiKeyHeader']));
    const [path, method] = openApiOperation(CALL_PATHS.getReportingIdentity);
    expect(path.startsWith(REPORTING_API_PREFIX)).toBe(true);
    expect(doc.paths[path][method].security).toEqual([{ apiKey: [] }, { apiKeyHeader: [] }]);
    const [keysPath, keysMethod] = openApiOperation(CALL_PATHS.createApiKey);
    expect(doc.paths[keysPath][keysMethod].security).toEqual([{ bearer: [] }]);
  });

  it('never writes a key to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level: 'trace', stream } });
    await app.ready();
    let key = '';
    try {
      const created = await app.inject({
        method: CALL_PATHS.createApiKey.method,
        url: apiUrl(CALL_PATHS.createApiKey),
        headers: { authorization: `Bearer ${cast.member}` },
        payload: { name: 'Logged?' },
      });
      key = created.json().apiKey;
      const url = apiUrl(CALL_PATHS.getReportingIdentity);
      await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
      await app.inject({ method: 'GET', url, headers: { 'x-api-key': key.slice(0, -2) } });
    } finally {
      await app.close();
    }
    expect(key).toMatch(API_KEY_PATTERN);
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    // The secret is the key's last 43 characters (32 random bytes, base64url, which may itself hold "_": splitting on it
    // once took a one-character fragment that a log's timestamp contained).
    const secret = key.slice(-43);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(log).not.toContain(secret.slice(0, 20));
    expect(log).not.toContain(secret.slice(-20));
  });

  it('refuses at start-up a key guard outside the reporting API', async () => {
    const { guardHooks } = await import('../../platform/guard');
    expect(() => guardHooks(ctx.app, { apiKey: 'reporting' }, CALL_PATHS.searchApiKeys.path)).toThrow(/reporting/);
  });
});
