import { CALL_PATHS, ROLE, type TJobStatusList, type TMailOutboxSearchResponse, type TMenu } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, mailOutbox } from '../../db/schema/index';
import { build, callApi, loginAs, type TestContext } from '../../../test/helpers';
import { JOB_MAIL, enqueueMail, MAIL_MAX_ATTEMPTS } from '../../platform/mail';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await build();
  admin = await loginAs(ctx, ROLE.providerAdmin);
});
afterAll(() => ctx.close());

const queue = (to: string) =>
  enqueueMail(ctx.db, { to, template: 'account.dormant', languageCode: '02', vars: { name: 'Kim', link: 'http://portal.test/login' } });

const menuUris = (root: TMenu): string[] => [...(root.page?.pageUri ? [root.page.pageUri] : []), ...root.menus.flatMap((m) => menuUris(m))];

describe('the operations screen: background jobs', () => {
  it('lists every job with its last run as recorded in the database, the failure kept with its moment', async () => {
    const before = await callApi(ctx, CALL_PATHS.listBackgroundJobs, { token: admin });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const names = (before.json() as TJobStatusList).items.map((j) => j.name);
    expect(names).toContain(JOB_MAIL);
    expect(names).toEqual([...names].sort());

    // A run of the mail job is recorded (result, rows, process), whichever process asks.
    await queue('ops-job@example.com');
    await ctx.app.jobs.runNow(JOB_MAIL);
    const [row] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, JOB_MAIL));
    expect(row).toMatchObject({ lastResult: 'OK', lastError: null });
    expect(row.lastHandled).toBeGreaterThanOrEqual(1);
    expect(row.lastRunBy).toMatch(/:\d+$/);

    // A job that throws: FAILED with its error; a later success keeps the last error and its moment.
    let fail = true;
    ctx.app.jobs.add({
      name: 'ops-probe',
      intervalMs: 60_000,
      run: async () => {
        if (fail) throw new Error('database went away for user someone@example.com');
        return 3;
      },
    });
    await expect(ctx.app.jobs.runNow('ops-probe')).rejects.toThrow('database went away');
    let probe = (await callApi(ctx, CALL_PATHS.listBackgroundJobs, { token: admin }))
      .json()
      .items.find((j: { name: string }) => j.name === 'ops-probe');
    expect(probe).toMatchObject({ lastResult: 'FAILED', intervalMs: 60_000, runCount: 1, failureCount: 1, lastHandled: null });
    // The address in the error is masked: the screen shows no personal data from a job's error.
    expect(probe.lastError).toBe('database went away for user [address]');
    const failedAt = probe.lastErrorAt;
    expect(failedAt).toBeTruthy();
    fail = false;
    expect(await ctx.app.jobs.runNow('ops-probe')).toBe(3);
    probe = (await callApi(ctx, CALL_PATHS.listBackgroundJobs, { token: admin, lang: 'en' }))
      .json()
      .items.find((j: { name: string }) => j.name === 'ops-probe');
    expect(probe).toMatchObject({ lastResult: 'OK', lastHandled: 3, runCount: 2, failureCount: 1, lastErrorAt: failedAt });
    expect(probe.lastError).toContain('database went away');
    // The runner is not started in tests: no next run is promised.
    expect(probe.nextRunAt).toBeNull();
  });
});

describe('the operations screen: the mail outbox', () => {
  it('pages the outbox newest first, filters by status, counts per status', async () => {
    for (let i = 0; i < 3; i++) await queue(`ops-page-${i}@example.com`);
    const res = await callApi(ctx, CALL_PATHS.searchMailOutbox, {
      token: admin,
      payload: { pageNumber: 1, pageSize: 10, status: 'PENDING' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as TMailOutboxSearchResponse;
    expect(body.items.slice(0, 3).map((m) => m.to)).toEqual(['ops-page-2@example.com', 'ops-page-1@example.com', 'ops-page-0@example.com']);
    expect(body.items.every((m) => m.status === 'PENDING')).toBe(true);
    expect(body.totalCount).toBe(body.counts.PENDING);
    const all = (await callApi(ctx, CALL_PATHS.searchMailOutbox, { token: admin, payload: { pageNumber: 2, pageSize: 10 } })).json();
    expect(all.pageNumber).toBe(2);
    expect(all.totalCount).toBe(all.counts.PENDING + all.counts.SENT + all.counts.FAILED);
    expect(all.items.length).toBe(Math.min(10, Math.max(0, all.totalCount - 10)));

    // A bad status or page size: a clear error in the request's language, nothing else.
    const bad = await callApi(ctx, CALL_PATHS.searchMailOutbox, { token: admin, payload: { status: 'LOST', pageSize: 7 }, lang: 'ko' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/[가-힣]/);
  });

  it('sends a given-up mail again; a waiting or unknown one is refused and unchanged', async () => {
    const id = await queue('ops-retry@example.com');
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS, lastError: '421 try later' })
      .where(eq(mailOutbox.id, id));

    const res = await callApi(ctx, CALL_PATHS.retryMail, { token: admin, params: { mailId: id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mailId: id, status: 'PENDING', attempts: 0 });
    await ctx.app.jobs.runNow(JOB_MAIL);
    const [sent] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });

    const again = await callApi(ctx, CALL_PATHS.retryMail, { token: admin, params: { mailId: id }, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'OPS1N4091', errorMessage: expect.stringContaining('given up') });
    const [unchanged] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(unchanged).toMatchObject({ status: 'SENT', attempts: 1 });

    const missing = await callApi(ctx, CALL_PATHS.retryMail, { token: admin, params: { mailId: 2_000_000_000 }, lang: 'ko' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'OPS1N4041', errorMessage: '메일을 찾을 수 없습니다.' });
    expect((await callApi(ctx, CALL_PATHS.retryMail, { token: admin, params: { mailId: 'x' } })).statusCode).toBe(400);
  });

  it('is the provider administrator’s alone: other roles are refused on the server and do not see the menu', async () => {
    const id = await queue('ops-refused@example.com');
    await ctx.db.update(mailOutbox).set({ status: 'FAILED' }).where(eq(mailOutbox.id, id));
    expect((await callApi(ctx, CALL_PATHS.listBackgroundJobs, {})).statusCode).toBe(401);
    for (const role of [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.exchangeReviewer] as const) {
      const token = await loginAs(ctx, role);
      expect((await callApi(ctx, CALL_PATHS.listBackgroundJobs, { token })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.searchMailOutbox, { token, payload: {} })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.retryMail, { token, params: { mailId: id } })).statusCode).toBe(403);
      const menus = (await callApi(ctx, CALL_PATHS.getMyMenus, { token })).json().menus as TMenu;
      expect(menuUris(menus)).not.toContain('/admin/operations');
    }
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('FAILED');
    const adminMenus = (await callApi(ctx, CALL_PATHS.getMyMenus, { token: admin, lang: 'en' })).json().menus as TMenu;
    expect(menuUris(adminMenus)).toContain('/admin/operations');
  });
});
