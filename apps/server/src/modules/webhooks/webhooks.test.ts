import { CALL_PATHS, type TWebhookDelivery, type TWebhookEndpointWithSecret, type TWebhookEventType } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import { koreaDayFrom, mustAct, orderCalls, orderCast, uploadDocument, validForm, type OrderCalls } from '../../../test/orders';
import { userCompanies } from '../identity/schema';
import { webhookEndpoints } from './schema';
import { idOf } from '../../../test/accounts';
import { publishEvent } from './events';
import { encryptSeededSecrets } from './service';
import { seedWebhooks } from '../../seed/webhooks';
import { addressAllowed, checkEndpointUrl, checkResolves } from './sender';
import { deliverDue, JOB_WEBHOOKS, retryDelayMs } from './worker';

/** What the local receiver got: each request's headers and body, by path. */
interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A local receiver started by the test: /ok answers 200, /refuse 500, /slow never before the delivery's timeout,
 * /late after 300 ms (inside the timeout).
 */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      if (path.startsWith('/refuse')) return res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver refused: out of order');
      if (path.startsWith('/slow')) return setTimeout(() => res.writeHead(200).end('too late'), 3000).unref();
      if (path.startsWith('/late')) return setTimeout(() => res.writeHead(200).end('late but fine'), 300).unref();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok ' + 'x'.repeat(2000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    of: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let cast: Awaited<ReturnType<typeof orderCast>>;
/** Alpha's and Beta's company administrators (made so here). */
let admin: string;
let betaAdmin: string;
let orders: OrderCalls;
const SETTINGS = { allowLocal: true, timeoutMs: 800, maxAttempts: 3, retryBaseMs: 0, concurrency: 4 };

beforeAll(async () => {
  ctx = await build({ webhooks: SETTINGS });
  receiver = await startReceiver();
  cast = await orderCast(ctx);
  orders = orderCalls(ctx);
  // The administrators of Alpha and Beta made so here (the tests' world names none): a token carries role 03 when signed.
  const designate = async (companyId: number, email: string) =>
    ctx.db
      .update(userCompanies)
      .set({ companyAdmin: true })
      .where(and(eq(userCompanies.companyId, companyId), eq(userCompanies.userId, await idOf(ctx, email))));
  await designate(cast.alphaId, 'staff@alpha-securities.example');
  await designate(cast.betaId, 'analyst@beta-am.example');
  admin = await tokenFor(ctx, 'staff@alpha-securities.example', cast.alphaId);
  betaAdmin = await tokenFor(ctx, 'analyst@beta-am.example', cast.betaId);
});

afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

const runJob = () => ctx.app.jobs.runNow(JOB_WEBHOOKS);

async function register(token: string, path: string, eventTypes: TWebhookEventType[] = ['request.submitted']) {
  const res = await callApi(ctx, CALL_PATHS.createWebhookEndpoint, {
    token,
    payload: { url: `${receiver.base}${path}`, description: `receiver ${path}`, eventTypes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TWebhookEndpointWithSecret;
}

async function deliveriesOf(token: string, endpointId: number): Promise<TWebhookDelivery[]> {
  const res = await callApi(ctx, CALL_PATHS.searchWebhookDeliveries, { token, payload: { endpointId, pageSize: 100 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const ping = (token: string, endpointId: number) => callApi(ctx, CALL_PATHS.testWebhookEndpoint, { token, params: { endpointId } });

/** Verifies a received request with the reference library; answers the parsed payload. */
const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };

describe('signed events', () => {
  it('a registered endpoint receives a submitted request, signed so that the reference library verifies it', async () => {
    const endpoint = await register(admin, '/ok');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secretHint).toBe(`${endpoint.secret.slice(0, 10)}…`);
    // The list never shows the secret again.
    const list = await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json().items.map((e: { endpointId: number }) => e.endpointId)).toContain(endpoint.endpointId);

    const file = await uploadDocument(ctx, cast.member);
    const order = await orders.create(cast.member, 'NEW', validForm([file]), 'en');
    // Submitting does not wait on the receiver: the event waits in the outbox until the job runs.
    await mustAct(orders, cast.member, order, 'submit');
    expect(receiver.of('/ok')).toHaveLength(0);
    const [waiting] = await deliveriesOf(admin, endpoint.endpointId);
    expect(waiting).toMatchObject({ status: 'PENDING', eventType: 'request.submitted', attempts: 0 });

    await runJob();
    const [got] = receiver.of('/ok');
    expect(got!.headers['webhook-id']).toBe(waiting!.eventId);
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const payload = verified(endpoint.secret, got!);
    expect(payload.type).toBe('request.submitted');
    expect(payload.data).toMatchObject({ number: order.orderNumber, kind: 'order', to: 'SUBMITTED', companyId: cast.alphaId });
    // Another secret does not verify it.
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, got!)).toThrow();

    const [done] = await deliveriesOf(admin, endpoint.endpointId);
    expect(done).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200 });
    expect(done!.tries).toHaveLength(1);
    expect(done!.tries[0]!.statusCode).toBe(200);
    // The first bytes of the answer, not the whole of it.
    expect(done!.tries[0]!.responseExcerpt.startsWith('ok xxx')).toBe(true);
    expect(done!.tries[0]!.responseExcerpt.length).toBe(512);
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: endpoint.endpointId } });
  });

  it('a refusing receiver is retried with back-off and given up after the last try, every try logged', async () => {
    const endpoint = await register(admin, '/refuse');
    expect((await ping(admin, endpoint.endpointId)).statusCode).toBe(200);
    for (let i = 0; i < SETTINGS.maxAttempts + 1; i++) await runJob();
    expect(receiver.of('/refuse')).toHaveLength(SETTINGS.maxAttempts);
    const ids = new Set(receiver.of('/refuse').map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const r of receiver.of('/refuse')) expect(verified(endpoint.secret, r).type).toBe('webhook.ping');
    const [failed] = await deliveriesOf(admin, endpoint.endpointId);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, lastStatusCode: 500, nextAttemptAt: null });
    expect(failed!.tries.map((t) => [t.attemptNo, t.statusCode, t.responseExcerpt])).toEqual([
      [1, 500, 'receiver refused: out of order'],
      [2, 500, 'receiver refused: out of order'],
      [3, 500, 'receiver refused: out of order'],
    ]);
    const list = await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token: admin });
    expect(list.json().items.find((e: { endpointId: number }) => e.endpointId === endpoint.endpointId).lastDeliveryStatus).toBe('FAILED');
  });

  it('the back-off doubles, with jitter, up to a cap', () => {
    expect(retryDelayMs(1, 1000, 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, 1)).toBe(4000);
    expect(retryDelayMs(3, 1000, 0.5)).toBe(3000);
    expect(retryDelayMs(40, 1000, 1)).toBe(6 * 3600_000);
  });

  it('a receiver that times out is logged as a timeout and tried again later; one that answers late is delivered', async () => {
    const slow = await register(admin, '/slow');
    const late = await register(admin, '/late');
    await ping(admin, slow.endpointId);
    await ping(admin, late.endpointId);
    await runJob();
    const [timedOut] = await deliveriesOf(admin, slow.endpointId);
    expect(timedOut).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(timedOut!.tries[0]).toMatchObject({ statusCode: null, error: 'timeout' });
    expect(timedOut!.tries[0]!.durationMs).toBeGreaterThanOrEqual(SETTINGS.timeoutMs - 50);
    const [lateOne] = await deliveriesOf(admin, late.endpointId);
    expect(lateOne).toMatchObject({ status: 'DELIVERED', lastStatusCode: 200 });
    expect(lateOne!.tries[0]!.durationMs).toBeGreaterThanOrEqual(250);
    expect(lateOne!.tries[0]!.responseExcerpt).toBe('late but fine');
    expect(verified(late.secret, receiver.of('/late')[0]!).type).toBe('webhook.ping');
    for (const e of [slow, late])
      await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: e.endpointId } });
  });

  it('a rotated secret signs with both secrets for the overlap, then with the new one only', async () => {
    const endpoint = await register(admin, '/ok?rotation');
    const rotated = await callApi(ctx, CALL_PATHS.rotateWebhookSecret, { token: admin, params: { endpointId: endpoint.endpointId } });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json() as TWebhookEndpointWithSecret;
    expect(fresh.secret).not.toBe(endpoint.secret);
    const until = new Date(fresh.previousSecretExpiresAt!).getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    await ping(admin, endpoint.endpointId);
    await runJob();
    const during = receiver.of('/ok?rotation').at(-1)!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(fresh.secret, during).type).toBe('webhook.ping');
    expect(verified(endpoint.secret, during).type).toBe('webhook.ping');

    // The overlap over: the old secret no longer verifies.
    await ctx.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.endpointId));
    await ping(admin, endpoint.endpointId);
    await runJob();
    const after = receiver.of('/ok?rotation').at(-1)!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verified(fresh.secret, after).type).toBe('webhook.ping');
    expect(() => verified(endpoint.secret, after)).toThrow();
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: endpoint.endpointId } });
  });

  it('a delivery and an event can be replayed from the log, with the same webhook-id, signed anew', async () => {
    const a = await register(admin, '/ok?replay-a', ['policy.published']);
    const b = await register(admin, '/ok?replay-b', ['policy.published']);
    const eventId = await ctx.db.transaction((tx) => publishEvent(tx, cast.alphaId, 'policy.published', { policyId: 7 }));
    await runJob();
    const [first] = await deliveriesOf(admin, a.endpointId);
    expect(first).toMatchObject({ status: 'DELIVERED', eventId, replay: false });

    const again = await callApi(ctx, CALL_PATHS.replayWebhookDelivery, { token: admin, params: { deliveryId: first!.deliveryId } });
    expect(again.statusCode, again.body).toBe(200);
    await runJob();
    const hits = receiver.of('/ok?replay-a');
    expect(hits.map((h) => h.headers['webhook-id'])).toEqual([eventId, eventId]);
    expect(verified(a.secret, hits[1]!)).toMatchObject({ type: 'policy.published', data: { policyId: 7 } });
    const log = await deliveriesOf(admin, a.endpointId);
    expect(log.map((d) => [d.replay, d.status])).toEqual([
      [true, 'DELIVERED'],
      [false, 'DELIVERED'],
    ]);

    const event = await callApi(ctx, CALL_PATHS.replayWebhookEvent, { token: admin, params: { eventId: eventId! } });
    expect(event.statusCode).toBe(200);
    expect(event.json().deliveryIds).toHaveLength(2);
    await runJob();
    expect(receiver.of('/ok?replay-a')).toHaveLength(3);
    expect(receiver.of('/ok?replay-b')).toHaveLength(2);

    // A turned-off endpoint is not replayed to, nor tested, and receives no new event.
    const off = await callApi(ctx, CALL_PATHS.updateWebhookEndpoint, {
      token: admin,
      params: { endpointId: b.endpointId },
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false });
    const log2 = await deliveriesOf(admin, b.endpointId);
    expect(
      (await callApi(ctx, CALL_PATHS.replayWebhookDelivery, { token: admin, params: { deliveryId: log2[0]!.deliveryId } })).json()
        .errorCode,
    ).toBe('WHK1N4092');
    expect((await ping(admin, b.endpointId)).json().errorCode).toBe('WHK1N4092');
    await ctx.db.transaction((tx) => publishEvent(tx, cast.alphaId, 'policy.published', { policyId: 8 }));
    await runJob();
    expect(receiver.of('/ok?replay-b')).toHaveLength(2);
    for (const e of [a, b]) await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: e.endpointId } });
  });

  it('an event of every company (a policy published) goes to each company subscribed, and only there', async () => {
    const alpha = await register(admin, '/ok?all-alpha', ['policy.published']);
    const beta = await register(betaAdmin, '/ok?all-beta', ['policy.published']);
    const notSubscribed = await register(betaAdmin, '/ok?all-beta-other', ['bill.issued']);
    // The provider administrator publishes a new (not material) version of the price list, in force a year ahead.
    const draft = await callApi(ctx, CALL_PATHS.createPolicyDraft, { token: cast.admin, payload: { classificationCode: '01_05' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const v = draft.json() as { policyId: number; versionNo: number; subjectKo: string; subjectEn: string; clauses: unknown[] };
    const saved = await callApi(ctx, CALL_PATHS.updatePolicyDraft, {
      token: cast.admin,
      params: { policyId: v.policyId },
      payload: { subjectKo: v.subjectKo, subjectEn: v.subjectEn, effectiveDate: koreaDayFrom(365), materialYn: 'N', clauses: v.clauses },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await callApi(ctx, CALL_PATHS.publishPolicy, { token: cast.admin, params: { policyId: v.policyId } });
    expect(published.statusCode, published.body).toBe(200);
    await runJob();
    const expected = { policyId: v.policyId, classificationCode: '01_05', versionNo: v.versionNo, material: false };
    expect(verified(alpha.secret, receiver.of('/ok?all-alpha')[0]!)).toMatchObject({ type: 'policy.published', data: expected });
    expect(verified(beta.secret, receiver.of('/ok?all-beta')[0]!).data).toMatchObject({
      ...expected,
      sha256: (published.json() as { sha256: string }).sha256,
    });
    expect(receiver.of('/ok?all-beta-other')).toHaveLength(0);
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: alpha.endpointId } });
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: betaAdmin, params: { endpointId: beta.endpointId } });
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: betaAdmin, params: { endpointId: notSubscribed.endpointId } });
  });

  it('every call is scoped to the caller’s company', async () => {
    const alpha = await register(admin, '/ok?scope');
    await ping(admin, alpha.endpointId);
    await runJob();
    const [delivery] = await deliveriesOf(admin, alpha.endpointId);
    // Beta's member sees none of Alpha's endpoints or deliveries and can touch none.
    const list = await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token: betaAdmin });
    expect(list.json().items.map((e: { endpointId: number }) => e.endpointId)).not.toContain(alpha.endpointId);
    expect(await deliveriesOf(betaAdmin, alpha.endpointId)).toEqual([]);
    const params = { endpointId: alpha.endpointId };
    expect(
      (await callApi(ctx, CALL_PATHS.updateWebhookEndpoint, { token: betaAdmin, params, payload: { enabled: false } })).json().errorCode,
    ).toBe('WHK1N4041');
    expect((await callApi(ctx, CALL_PATHS.rotateWebhookSecret, { token: betaAdmin, params })).json().errorCode).toBe('WHK1N4041');
    expect((await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: betaAdmin, params })).json().errorCode).toBe('WHK1N4041');
    expect((await ping(betaAdmin, alpha.endpointId)).json().errorCode).toBe('WHK1N4041');
    expect(
      (await callApi(ctx, CALL_PATHS.replayWebhookDelivery, { token: betaAdmin, params: { deliveryId: delivery!.deliveryId } })).json()
        .errorCode,
    ).toBe('WHK1N4042');
    expect(
      (await callApi(ctx, CALL_PATHS.replayWebhookEvent, { token: betaAdmin, params: { eventId: delivery!.eventId } })).json().errorCode,
    ).toBe('WHK1N4043');
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params });
  });

  it('roles: the company administrator manages the endpoints; other members, provider staff, the reviewer and visitors may not', async () => {
    // Minjun Kim is a member of Alpha and of Beta, administrator of neither.
    for (const token of [cast.member, cast.memberBeta, cast.sales, cast.admin, cast.reviewer]) {
      expect((await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token })).statusCode).toBe(403);
      const made = await callApi(ctx, CALL_PATHS.createWebhookEndpoint, {
        token,
        payload: { url: `${receiver.base}/ok`, eventTypes: ['bill.issued'] },
      });
      expect(made.statusCode).toBe(403);
    }
    expect((await callApi(ctx, CALL_PATHS.listWebhookEndpoints, {})).statusCode).toBe(401);
    // Authentication comes before validation.
    expect((await callApi(ctx, CALL_PATHS.createWebhookEndpoint, { payload: { url: 1 } })).statusCode).toBe(401);
  });

  it('refuses addresses by the rules, in both languages', async () => {
    const make = (url: string, lang: 'ko' | 'en' = 'en', eventTypes: string[] = ['bill.issued']) =>
      callApi(ctx, CALL_PATHS.createWebhookEndpoint, { token: admin, payload: { url, eventTypes }, lang });
    expect((await make('http://example.com/hook')).json().errorCode).toBe('WHK1N4004');
    expect((await make('ftp://example.com/hook')).json().errorCode).toBe('WHK1N4003');
    expect((await make('not a url')).json().errorCode).toBe('WHK1N4003');
    expect((await make('https://user:pw@example.com/')).json().errorCode).toBe('WHK1N4003');
    expect((await make('https://no-such-host.invalid/')).json().errorCode).toBe('WHK1N4005');
    const none = await make(`${receiver.base}/ok`, 'ko', []);
    expect(none.json()).toMatchObject({ errorCode: 'WHK1N4007', errorMessage: '받을 이벤트를 하나 이상 선택해 주세요.' });
    const ko = await make('http://example.com/hook', 'ko');
    expect(ko.json().errorMessage).toBe('http:// 주소는 개발·시험 환경의 localhost와 127.0.0.1에만 쓸 수 있습니다.');
  });

  it('outside development: https only, and no private, loopback or link-local address, at registration and at connection', async () => {
    expect(() => checkEndpointUrl('http://localhost:9/hook', false)).toThrow(expect.objectContaining({ code: 'WHK1N4004' }));
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://192.168.0.1/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://localhost/',
    ])
      await expect(checkResolves(checkEndpointUrl(url, false), false)).rejects.toMatchObject({ code: 'WHK1N4005' });
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
    expect(addressAllowed('::ffff:10.0.0.1', false)).toBe(false);
    expect(addressAllowed('100.64.0.1', false)).toBe(false);
    // An endpoint stored earlier whose name now points inward is refused at the connection itself.
    const refused = await deliverDueTo(`${receiver.base.replace('127.0.0.1', 'localhost')}/ok?inward`, false);
    expect(refused.tries[0]).toMatchObject({ statusCode: null, error: 'address refused' });
    expect(receiver.of('/ok?inward')).toHaveLength(0);
  });

  it('two processes delivering at once send each delivery once', async () => {
    const endpoint = await register(admin, '/ok?race', ['policy.published']);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await ctx.db.transaction((tx) => publishEvent(tx, cast.alphaId, 'policy.published', { i })))!);
    const worker = { db: ctx.db, encryptionKey: ctx.config.encryptionKey, settings: SETTINGS };
    // Two claimers at once, as two processes would (each claim skips the other's locked rows, then holds a lease).
    while ((await Promise.all([deliverDue(worker), deliverDue(worker)])).some((n) => n > 0));
    // Every event arrived, and each send is a try of its own claim: a send is repeated only as a logged retry (an answer
    // later than the timeout on a loaded machine), never because two claimers took the same delivery.
    const got = receiver.of('/ok?race').map((r) => r.headers['webhook-id']!);
    expect([...new Set(got)].sort()).toEqual([...ids].sort());
    const log = await deliveriesOf(admin, endpoint.endpointId);
    expect(log.every((d) => d.status === 'DELIVERED')).toBe(true);
    for (const d of log) expect(got.filter((id) => id === d.eventId)).toHaveLength(d.tries.length);
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: endpoint.endpointId } });
  });

  it('a bill made final sends each subscribed company its bill-issued event with its totals in minor units', async () => {
    const endpoint = await register(admin, '/ok?bill', ['bill.issued']);
    // Last month: run by the demo world, with Alpha's contracts on it, not yet final.
    const month = koreaDayFrom(-new Date().getUTCDate() - 1).slice(0, 7);
    const ran = await callApi(ctx, CALL_PATHS.runBilling, { token: cast.sales, payload: { month } });
    expect(ran.statusCode, ran.body).toBe(200);
    expect((await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { token: cast.admin, params: { billingMonth: month } })).statusCode).toBe(
      200,
    );
    await runJob();
    const [got] = receiver.of('/ok?bill');
    const payload = verified(endpoint.secret, got!);
    expect(payload.type).toBe('bill.issued');
    expect(payload.data).toMatchObject({ month });
    const totals = payload.data.totals as { currency: string; amount: number; lines: number }[];
    expect(totals.length).toBeGreaterThan(0);
    for (const t of totals) expect(Number.isInteger(t.amount) && t.lines > 0 && /^[A-Z]{3}$/.test(t.currency)).toBe(true);
  });

  it('the demo world’s endpoint: turned off, its secret stored readable by the seed and encrypted when the module starts', async () => {
    await seedWebhooks(ctx.db);
    await seedWebhooks(ctx.db);
    const seeded = (await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, cast.alphaId))).filter((e) =>
      e.url.startsWith('http://localhost:4000/'),
    );
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.enabled).toBe(false);
    expect(seeded[0]!.secretEnc.startsWith('plain.whsec_')).toBe(true);
    await encryptSeededSecrets(ctx.db, ctx.config.encryptionKey);
    const [after] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, seeded[0]!.id));
    expect(after!.secretEnc.startsWith('v1.')).toBe(true);
    const list = await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token: admin });
    expect(list.json().items.find((e: { endpointId: number }) => e.endpointId === seeded[0]!.id)).toMatchObject({ enabled: false });
    await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: seeded[0]!.id } });
  });

  it('a company holds at most ten endpoints', async () => {
    const token = admin;
    const before = (await callApi(ctx, CALL_PATHS.listWebhookEndpoints, { token })).json().items.length as number;
    for (let i = before; i < 10; i++) await register(token, `/ok?max${i}`, ['bill.issued']);
    const over = await callApi(ctx, CALL_PATHS.createWebhookEndpoint, {
      token,
      payload: { url: `${receiver.base}/ok`, eventTypes: ['bill.issued'] },
    });
    expect(over.json().errorCode).toBe('WHK1N4091');
  });
});

/** Sends one ping to an address through the worker with the given local setting (the stored address is not re-checked). */
async function deliverDueTo(url: string, allowLocal: boolean): Promise<TWebhookDelivery> {
  const endpoint = await register(admin, '/ok?placeholder', ['bill.issued']);
  await ctx.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, endpoint.endpointId));
  await ping(admin, endpoint.endpointId);
  await deliverDue({ db: ctx.db, encryptionKey: ctx.config.encryptionKey, settings: { ...SETTINGS, allowLocal } });
  const [d] = await deliveriesOf(admin, endpoint.endpointId);
  await callApi(ctx, CALL_PATHS.deleteWebhookEndpoint, { token: admin, params: { endpointId: endpoint.endpointId } });
  return d!;
}
