import { addMonths, CALL_PATHS, type TApiKeyCreated } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPeer, heardBy } from '../../test/cluster';
import { build, callApi, filled, type TestContext } from '../../test/helpers';
import { idOf, send, signInFully } from '../../test/accounts';
import { orderCalls, orderCast, uploadDocument, validForm } from '../../test/orders';
import { bbsContents, billingMonths, billingRuns } from '../db/schema/index';
import { JOB_BILLING_RUNS, koreaMonth } from '../modules/billing';
import { businessNow } from './clock';

/**
 * Two server processes on one database (decision 052): app A and app B share the database (on
 * PostgreSQL each with its own pool, listeners and job-lock connection). A background job runs in one of them at a
 * time; a change made through A is seen by B's next read, whatever B had cached.
 */
let a: TestContext;
let b: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
beforeAll(async () => {
  a = await build();
  b = await buildPeer(a);
  cast = await orderCast(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('background jobs on two processes', () => {
  it('a job run by both at once runs in one: the other finds its lock taken and skips the run', async () => {
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: 'cluster-probe',
      intervalMs: 3600_000,
      run: async () => {
        runs += 1;
        await gate;
        return 1;
      },
    };
    a.app.jobs.add(job);
    b.app.jobs.add(job);
    const first = a.app.jobs.runNow(job.name);
    await vi.waitFor(() => expect(runs).toBe(1)); // A holds the lock and is running
    const skippedBefore = b.app.jobs.skipped;
    expect(await b.app.jobs.runNow(job.name)).toBe(0);
    expect(b.app.jobs.skipped).toBe(skippedBefore + 1);
    release();
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    // The lock went with the run: B runs it next time.
    expect(await b.app.jobs.runNow(job.name)).toBe(1);
    expect(runs).toBe(2);
  });

  it('the scheduled billing run, started by both at once, bills each month once', async () => {
    const now = businessNow(a.config);
    const months = [addMonths(koreaMonth(now), -1), koreaMonth(now)];
    // Both months due (never run, or run long ago), none final.
    await a.db
      .update(billingMonths)
      .set({ lastRunAt: new Date(now.getTime() - 7 * 86400_000) })
      .where(inArray(billingMonths.month, months));
    const runsOf = async () =>
      (
        await a.db
          .select({ n: sql<number>`count(*)::int` })
          .from(billingRuns)
          .where(inArray(billingRuns.month, months))
      )[0]!.n;
    const final = await a.db
      .select()
      .from(billingMonths)
      .where(and(inArray(billingMonths.month, months), eq(billingMonths.status, 'FINAL')));
    expect(final).toEqual([]);
    const before = await runsOf();
    const ran = await Promise.all([a.app.jobs.runNow(JOB_BILLING_RUNS), b.app.jobs.runNow(JOB_BILLING_RUNS)]);
    expect(ran[0] + ran[1]).toBe(2);
    expect(await runsOf()).toBe(before + 2);
    // Run again by both: nothing is due any more.
    expect(await Promise.all([a.app.jobs.runNow(JOB_BILLING_RUNS), b.app.jobs.runNow(JOB_BILLING_RUNS)])).toEqual([0, 0]);
    expect(await runsOf()).toBe(before + 2);
  });
});

describe('caches: a change made through A shows in B’s next read', () => {
  it('session check: a logout through A ends the token on B at once', async () => {
    const t = await signInFully(a, 'analyst@beta-am.example');
    const me = (ctx: TestContext) => callApi(ctx, CALL_PATHS.getMyInformation, { token: t.access_token, lang: 'en' });
    expect((await me(b)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200); // now answered from B's session cache
    expect((await send(a, CALL_PATHS.logout, { refreshToken: t.refresh_token }, { token: t.access_token })).statusCode).toBe(204);
    await heardBy(b, a);
    expect((await me(b)).json().errorCode).toBe('ATH1N4002');
  });

  it('people’s names: a member renamed through A shows under the new name on B', async () => {
    const email = 'member@alpha-securities.example';
    const created = await callApi(a, CALL_PATHS.createApiKey, { token: cast.member, payload: { name: 'Cluster test' }, lang: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json<TApiKeyCreated>().apiKey;
    const whoAmI = async () =>
      (await callApi(b, CALL_PATHS.getReportingIdentity, { headers: { authorization: `Bearer ${key}` }, lang: 'en' })).json<{
        userName: string;
      }>().userName;
    const before = await whoAmI();
    expect(await whoAmI()).toBe(before); // kept in B's name cache
    const t = await signInFully(a, email);
    const id = await idOf(a, email);
    const mine = (await callApi(a, filled(CALL_PATHS.getMember, { userId: id }), { token: t.access_token, lang: 'en' })).json();
    const renamed = await callApi(a, filled(CALL_PATHS.updateMember, { userId: id }), {
      token: t.access_token,
      lang: 'en',
      payload: {
        firstName: '클러',
        lastName: '스',
        department: mine.department ?? '',
        chargeJob: mine.chargeJob ?? '',
        officeTelephoneNumber: mine.officeTelephoneNumber,
        mobileTelephoneNumber: mine.mobileTelephoneNumber ?? '',
        emailReceiveYn: mine.emailReceiveYn,
        newsletterYn: mine.newsletterYn,
        mailLanguageCode: mine.mailLanguageCode,
        autoExtensionYn: mine.autoExtensionYn,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await heardBy(b, a);
    const after = await whoAmI();
    expect(after).not.toBe(before);
    expect(after).toContain('스클러');
  });

  it('order lists, the work queue and the exceptions: a new order submitted through A shows on B', async () => {
    const orders = async (ctx: TestContext, token: string) =>
      (await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 100 }, token, lang: 'en' })).json<{
        items: { orderId: number; state: string }[];
      }>();
    const queue = async (ctx: TestContext) =>
      (
        await callApi(ctx, CALL_PATHS.searchWorkQueue, {
          payload: { pageSize: 100, companyId: cast.alphaId },
          token: cast.admin,
          lang: 'en',
        })
      ).json<{
        items: { requestId: number }[];
        totalCount: number;
      }>();
    const queueCounts = async (ctx: TestContext) =>
      (await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: cast.admin, lang: 'en' })).json<{ total: number }>();
    // B keeps its answers.
    const listed = await orders(b, cast.member);
    expect(await orders(b, cast.member)).toEqual(listed);
    const queued = await queue(b);
    const counted = await queueCounts(b);
    await queue(b);
    await queueCounts(b);

    const calls = orderCalls(a);
    const draft = await calls.create(cast.member, 'NEW', validForm([await uploadDocument(a, cast.member)]));
    await heardBy(b, a);
    expect((await orders(b, cast.member)).items.find((i) => i.orderId === draft.orderId)?.state).toBe('DRAFT');
    const submitted = await calls.act(cast.member, draft, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    await heardBy(b, a);
    expect((await orders(b, cast.member)).items.find((i) => i.orderId === draft.orderId)?.state).toBe('SUBMITTED');
    const after = await queue(b);
    expect(after.items.map((i) => i.requestId)).toContain(draft.orderId);
    expect(after.totalCount).toBe(queued.totalCount + 1);
    expect((await queueCounts(b)).total).toBe(counted.total + 1);
  });

  it('exceptions: the stale-request setting changed through A is the one B answers with', async () => {
    const search = async (ctx: TestContext) =>
      (await callApi(ctx, CALL_PATHS.searchAdminExceptions, { payload: {}, token: cast.admin, lang: 'en' })).json<{ staleDays: number }>();
    const before = (await search(b)).staleDays;
    expect((await search(b)).staleDays).toBe(before); // kept in B's cache
    const next = before === 30 ? 31 : 30;
    const put = await callApi(a, CALL_PATHS.updateExceptionSettings, { payload: { staleDays: next }, token: cast.admin, lang: 'en' });
    expect(put.statusCode, put.body).toBe(200);
    await heardBy(b, a);
    expect((await search(b)).staleDays).toBe(next);
  });

  it('notice lists: a notice hidden through A leaves B’s list', async () => {
    const list = async () =>
      (await callApi(b, CALL_PATHS.searchNotices, { payload: { pageNumber: 1, pageSize: 10 }, lang: 'en' }))
        .json<{
          items: { bbsContentId: number }[];
        }>()
        .items.map((i) => i.bbsContentId);
    const shown = await list();
    expect(shown.length).toBeGreaterThan(0);
    expect(await list()).toEqual(shown); // kept in B's list cache (5 s)
    await a.db.update(bbsContents).set({ noticeYn: 'N' }).where(eq(bbsContents.bbsContentId, shown[0]!));
    // The version channel has its own listener: B's next reads show the change well within the cache's 5 s.
    await vi.waitFor(async () => expect(await list()).not.toContain(shown[0]), { timeout: 2_000, interval: 50 });
  });
});
