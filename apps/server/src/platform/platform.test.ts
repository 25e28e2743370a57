import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { desc } from 'drizzle-orm';
import { build, call, loginAs, type TestContext } from '../../test/helpers';
import { auditLogs } from '../db/schema/index';
import { loadConfig, ConfigError } from './config';
import { Gate } from './gate';
import { parseLanguage } from './request-context';
import { ROLE } from '@portal/contract';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('configuration', () => {
  it('refuses a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' } as NodeJS.ProcessEnv, { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64) })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATABASE_URL: 'mysql://x' } as NodeJS.ProcessEnv, { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64) });
    } catch (err) {
      expect(String((err as Error).message)).toContain('DATABASE_URL');
    }
  });
  it('applies the documented defaults', () => {
    const c = loadConfig({} as NodeJS.ProcessEnv, { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64), dataDir: '/tmp/x' });
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
  });
});

describe('request language', () => {
  it('reads ko or en from Accept-Language', () => {
    expect(parseLanguage('en-US,en;q=0.9', 'ko')).toBe('en');
    expect(parseLanguage('ko-KR', 'en')).toBe('ko');
    expect(parseLanguage('fr', 'ko')).toBe('en');
    expect(parseLanguage(undefined, 'en')).toBe('en');
  });
});

describe('platform answers', () => {
  it('answers health and readiness', async () => {
    expect((await call(ctx, { url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await call(ctx, { url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown /apis routes with 404 in the error shape, in the request language', async () => {
    // eslint-disable-next-line no-restricted-syntax -- an unknown path is the subject
    const en = await call(ctx, { url: '/apis/v1/nope', lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ errorCode: 'COM1N4040', errorMessage: 'Page Not Found.' });
    // eslint-disable-next-line no-restricted-syntax -- an unknown path is the subject
    const ko = await call(ctx, { url: '/apis/v1/nope', lang: 'ko' });
    expect(ko.json().errorMessage).toBe('요청한 주소를 찾을 수 없습니다.');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await call(ctx, { url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the document's own address is the subject
    const doc = await call(ctx, { url: '/apis/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    // eslint-disable-next-line no-restricted-syntax -- Swagger UI's own address is the subject
    const ui = await call(ctx, { url: '/apis/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('validation, auth guard and audit log', () => {
  // A route of this test only (not a call of the table), under /apis/ so that the API's validation, guard and audit apply.
  // eslint-disable-next-line no-restricted-syntax -- a probe route the test registers itself
  const PROBE = '/apis/v1/probe';
  let local: TestContext;
  beforeAll(async () => {
    local = await build();
  });
  afterAll(() => local.close());

  it('maps a missing body to the required-parameter error and a bad field to invalid format', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: local.config, database: local.database, logger: false });
    app.post(
      PROBE,
      { preHandler: app.requireAuth, schema: { body: z.object({ name: z.string().min(1), size: z.number().int() }) } },
      async (req) => {
        req.audit = { action: 'probe.create', target: 'probe-1' };
        return { ok: true };
      },
    );
    await app.ready();
    const token = await loginAs(local, ROLE.customer);
    const h = { authorization: `Bearer ${token}`, 'accept-language': 'en', 'x-page-id': 'P-TEST' };

    const missing = await app.inject({ method: 'POST', url: PROBE, headers: h });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('COM1N4000');

    const missingField = await app.inject({ method: 'POST', url: PROBE, headers: h, payload: { size: 1 } });
    expect(missingField.json()).toEqual({ errorCode: 'COM1N4000', errorMessage: 'A required parameter is missing. (name)' });

    const bad = await app.inject({ method: 'POST', url: PROBE, headers: h, payload: { name: 'x', size: 'big' } });
    expect(bad.json().errorCode).toBe('COM1N4001');

    const broken = await app.inject({
      method: 'POST',
      url: PROBE,
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe('COM1N4003');

    const anonymous = await app.inject({ method: 'POST', url: PROBE, payload: { name: 'x', size: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('ATH1N4001');

    const stale = await app.inject({
      method: 'POST',
      url: PROBE,
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload: { name: 'x', size: 1 },
    });
    expect(stale.json().errorCode).toBe('ATH1N4002');

    const ok = await app.inject({ method: 'POST', url: PROBE, headers: h, payload: { name: 'x', size: 1 } });
    expect(ok.statusCode).toBe(200);

    const [row] = await local.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(row).toMatchObject({
      action: 'probe.create',
      target: 'probe-1',
      pageId: 'P-TEST',
      method: 'POST',
      route: PROBE,
      statusCode: 200,
    });
    expect(row.userId).toBeGreaterThan(0);
    expect(row.companyId).toBeGreaterThan(0);
    // Failed calls change nothing and are not audited as changes (the seed's own rows are the demo world's transitions).
    const calls = (await local.db.select().from(auditLogs)).filter((r) => r.method !== 'WORKFLOW');
    expect(calls).toHaveLength(1);
    await app.close();
  });
});

describe('configuration: empty variables', () => {
  it('treats an empty variable as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', SMTP_URL: '' } as NodeJS.ProcessEnv, {
      jwtSecret: 'x'.repeat(40),
      encryptionKey: '0'.repeat(64),
      dataDir: '/tmp/x',
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });
});

describe('configuration: trusted proxies', () => {
  const secrets = { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64), dataDir: '/tmp/x' };
  it('trusts no proxy by default and reads true, false or a list of addresses', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv, secrets).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' } as NodeJS.ProcessEnv, secrets).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } as NodeJS.ProcessEnv, secrets).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' } as NodeJS.ProcessEnv, secrets)).toThrow(ConfigError);
  });

  it('takes the client address from X-Forwarded-For only from a trusted proxy', async () => {
    const { buildApp } = await import('../app');
    const addressSeen = async (trustProxy: boolean | string) => {
      const app = await buildApp({ config: { ...ctx.config, trustProxy }, database: ctx.database, logger: false });
      // A route of this test only (not a call of the table), under /apis/ so that the API hooks apply.
      // eslint-disable-next-line no-restricted-syntax -- a probe route the test registers itself
      app.get('/apis/v1/probe-ip', async (req) => ({ ip: req.ip }));
      await app.ready();
      const res = await app.inject({
        method: 'GET',
        // eslint-disable-next-line no-restricted-syntax -- the probe route registered above
        url: '/apis/v1/probe-ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      await app.close();
      return res.json().ip as string;
    };
    expect(await addressSeen(false)).toBe('127.0.0.1');
    expect(await addressSeen('127.0.0.1')).toBe('203.0.113.7');
    expect(await addressSeen('10.0.0.0/8')).toBe('127.0.0.1');
  });
});

describe('configuration: local mailbox', () => {
  const secrets = { jwtSecret: 'x'.repeat(40), encryptionKey: '0'.repeat(64), dataDir: '/tmp/x' };
  it('is on outside production without SMTP, off in production or with SMTP, and can be named', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv, secrets).localMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, secrets).localMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' } as NodeJS.ProcessEnv, secrets).localMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_MAILBOX: 'true' } as NodeJS.ProcessEnv, secrets).localMailbox).toBe(true);
  });

  it('answers /dev/mailbox only when turned on', async () => {
    const { buildApp } = await import('../app');
    for (const localMailbox of [true, false]) {
      const app = await buildApp({ config: { ...ctx.config, localMailbox }, database: ctx.database, logger: false });
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
      expect(res.statusCode).toBe(localMailbox ? 200 : 404);
      await app.close();
    }
  });
});

describe('gate for heavy work (uploads)', () => {
  const tick = () => new Promise((r) => setImmediate(r));

  it('lets at most its slots in, and the next waiter in arrival order when one leaves', async () => {
    const gate = new Gate(2, 60_000);
    const order: string[] = [];
    const a = await gate.enter();
    const b = await gate.enter();
    const c = gate.enter().then((leave) => (order.push('c'), leave));
    const d = gate.enter().then((leave) => (order.push('d'), leave));
    await tick();
    expect(order).toEqual([]);
    expect(gate.inUse).toBe(2);
    expect(gate.queued).toBe(2);
    b();
    b(); // a second call gives nothing back twice
    const leaveC = await c;
    await tick();
    expect(order).toEqual(['c']);
    expect(gate.queued).toBe(1);
    a();
    const leaveD = await d;
    expect(order).toEqual(['c', 'd']);
    leaveC();
    leaveD();
    expect(gate.inUse).toBe(0);
  });

  it("hands a slow holder's slot on when its lease runs out", async () => {
    const gate = new Gate(1, 30);
    await gate.enter(); // never left: a member on a slow line
    let entered = false;
    const next = gate.enter().then((leave) => ((entered = true), leave));
    await tick();
    expect(entered).toBe(false);
    expect(gate.queued).toBe(1);
    const leave = await next;
    expect(gate.queued).toBe(0);
    leave();
    expect(gate.inUse).toBe(0);
  });

  it('gives the slot back when the work fails', async () => {
    const gate = new Gate(1, 60_000);
    await expect(gate.run(async () => Promise.reject(new Error('refused upload')))).rejects.toThrow('refused upload');
    expect(gate.inUse).toBe(0);
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
