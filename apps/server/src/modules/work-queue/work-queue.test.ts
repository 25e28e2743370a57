import { CALL_PATHS, ROLE, WORKFLOW_LINKS, type TWorkQueueCounts, type TWorkQueueItem, type TWorkQueuePage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, requests } from '../../db/schema/index';
import type { RequestRow } from '../../platform/workflow';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { addProviderUser, createRequest, registerFakeHooks, workflowCast } from '../../../test/workflow-fixtures';

/**
 * The work queue lists every request waiting on the provider. The demo world may hold requests of its own, so the
 * tests work in two companies and with representatives made here, and read the counts as a difference.
 */
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof workflowCast>>;
let coA: number;
let coB: number;
let repA: number;
let repB: number;
const token: Record<'repA' | 'repB' | 'admin' | 'demoAdmin', string> = { repA: '', repB: '', admin: '', demoAdmin: '' };
const r: Record<string, RequestRow> = {};
let baseline: TWorkQueueCounts;

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

const counts = async (t: string) => {
  const res = await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: t, lang: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TWorkQueueCounts>();
};
const search = (t: string | undefined, payload: Record<string, unknown> = {}, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, CALL_PATHS.searchWorkQueue, { token: t, payload, lang });
const list = async (t: string, payload: Record<string, unknown> = {}, lang: 'ko' | 'en' = 'en') => {
  const res = await search(t, payload, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TWorkQueuePage>();
};
const numbers = (page: TWorkQueuePage) => page.items.map((i) => i.number);
const nums = (...keys: string[]) => keys.map((k) => r[k]!.number);

beforeAll(async () => {
  ctx = await build();
  registerFakeHooks(ctx.app.workflow);
  cast = await workflowCast(ctx);
  const [a, b] = await ctx.db
    .insert(companies)
    .values([
      { companyName: '데스크시험증권', companyNameEn: 'Desk Test Securities', customerCode: 'DQ001' },
      { companyName: '데스크시험자산', companyNameEn: 'Desk Test Assets', customerCode: 'DQ002' },
    ])
    .returning({ id: companies.id });
  coA = a!.id;
  coB = b!.id;
  repA = await addProviderUser(ctx, 'queue.rep.a@krx-data.example', [ROLE.sales], { firstName: '하준', lastName: '오' });
  repB = await addProviderUser(ctx, 'queue.rep.b@krx-data.example', [ROLE.sales], { firstName: 'Emma', lastName: 'Brown' });
  await addProviderUser(ctx, 'queue.admin@krx-data.example', [ROLE.providerAdmin]);
  token.repA = await tokenFor(ctx, 'queue.rep.a@krx-data.example');
  token.repB = await tokenFor(ctx, 'queue.rep.b@krx-data.example');
  token.admin = await tokenFor(ctx, 'queue.admin@krx-data.example');
  token.demoAdmin = await loginAs(ctx, ROLE.providerAdmin);
  baseline = await counts(token.repA);

  const make = (companyId: number, state: string, days: number, assignedUserId: number | null, title: string) =>
    createRequest(ctx, ctx.app.workflow, { companyId, actor: cast.customer, state, stateSince: daysAgo(days), assignedUserId, title });
  r.r1 = await make(coA, 'SUBMITTED', 10, repB, 'KOSPI real-time');
  r.r2 = await make(coA, 'RECEIVED', 5, repA, 'KOSDAQ delayed');
  r.r3 = await make(coA, 'SUBMITTED', 2, null, 'Index calculation');
  r.r4 = await make(coA, 'RECEIVED', 0.2, repA, 'Bonds end-of-day');
  r.r8 = await make(coB, 'SUBMITTED', 8, repA, 'Derivatives batch');
  // Waiting on the customer, or done: never in the queue.
  await make(coA, 'DRAFT', 30, repA, 'Draft');
  await make(coA, 'RETURNED', 30, repA, 'Returned');
  await make(coA, 'RECONFIRM', 30, repA, 'Reconfirm');
  await make(coA, 'APPROVED', 30, repA, 'Approved');
  await make(coA, 'CANCELLED', 30, null, 'Cancelled');
});
afterAll(() => ctx.close());

describe('the work queue', () => {
  it('lists what waits on the provider, oldest waiting first for an administrator, with its labels, age, assignee and link', async () => {
    for (const t of [token.admin, token.demoAdmin])
      expect(numbers(await list(t, { companyId: coA }))).toEqual(nums('r1', 'r2', 'r3', 'r4'));
    const page = await list(token.admin, { companyId: coA });
    expect(page).toMatchObject({ totalCount: 4, pageNumber: 1, pageSize: 10 });
    expect(page.items[0]).toMatchObject({
      requestId: r.r1!.id,
      kind: 'order',
      kindLabel: 'Order form',
      title: 'KOSPI real-time',
      companyId: coA,
      companyName: 'Desk Test Securities',
      state: 'SUBMITTED',
      stateLabel: 'Submitted',
      stateTone: 'processing',
      ageDays: 10,
      assignedUserId: repB,
      assignedName: 'Emma Brown',
      mine: false,
      link: WORKFLOW_LINKS.order.provider(r.r1!.id),
    } satisfies Partial<TWorkQueueItem>);
    expect(Math.abs(new Date(page.items[0]!.waitingSince).getTime() - r.r1!.stateSince.getTime())).toBeLessThan(1000);
    expect(page.items[2]).toMatchObject({ assignedUserId: null, assignedName: null, ageDays: 2 });
    const korean = await list(token.admin, { companyId: coA }, 'ko');
    expect(korean.items[0]).toMatchObject({ kindLabel: '주문서', companyName: '데스크시험증권', stateLabel: '제출' });
    expect(korean.items[1]).toMatchObject({ stateLabel: '접수', assignedName: '오하준' });
  });

  it('shows a sales representative (05 without 06) the requests assigned to them first, then the others in age order', async () => {
    const mine = await list(token.repA, { companyId: coA });
    expect(numbers(mine)).toEqual(nums('r2', 'r4', 'r1', 'r3'));
    expect(mine.items.map((i) => i.mine)).toEqual([true, true, false, false]);
    expect(numbers(await list(token.repB, { companyId: coA }))).toEqual(nums('r1', 'r2', 'r3', 'r4'));
  });

  it('sorts the most recently arrived first on request', async () => {
    expect(numbers(await list(token.admin, { companyId: coA, sort: 'newest' }))).toEqual(nums('r4', 'r3', 'r2', 'r1'));
  });

  it('filters by kind and state, company, age and assignee', async () => {
    expect(numbers(await list(token.admin, { companyId: coA, kind: 'order', state: 'RECEIVED' }))).toEqual(nums('r2', 'r4'));
    expect(numbers(await list(token.admin, { companyId: coA, state: 'SUBMITTED' }))).toEqual(nums('r1', 'r3'));
    expect(numbers(await list(token.admin, { companyId: coB }))).toEqual(nums('r8'));
    expect(numbers(await list(token.admin, { companyId: coA, minAgeDays: 1 }))).toEqual(nums('r1', 'r2', 'r3'));
    expect(numbers(await list(token.admin, { companyId: coA, minAgeDays: 3 }))).toEqual(nums('r1', 'r2'));
    expect(numbers(await list(token.admin, { companyId: coA, minAgeDays: 7 }))).toEqual(nums('r1'));
    expect(numbers(await list(token.repA, { assignee: 'mine' }))).toEqual(nums('r8', 'r2', 'r4'));
    expect(numbers(await list(token.admin, { assignee: repB }))).toEqual(nums('r1'));
    expect(numbers(await list(token.admin, { companyId: coA, assignee: 'unassigned' }))).toEqual(nums('r3'));
    expect(numbers(await list(token.admin, { assignee: 'mine' }))).toEqual([]);
    const paged = await list(token.repA, { assignee: 'mine', pageNumber: 2, pageSize: 10 });
    expect(paged).toMatchObject({ totalCount: 3, items: [] });
  });

  it('counts per kind and state, the caller’s own, the unassigned, per company and per assignee', async () => {
    const now = await counts(token.repA);
    expect(now.total - baseline.total).toBe(5);
    expect(now.mine).toBe(3);
    expect(now.unassigned - baseline.unassigned).toBe(1);
    const order = now.kinds.find((k) => k.kind === 'order')!;
    const before = baseline.kinds.find((k) => k.kind === 'order')!;
    expect(order.label).toBe('Order form');
    expect(order.states.map((s) => s.state)).toEqual(['SUBMITTED', 'RECEIVED']);
    expect(order.count - before.count).toBe(5);
    expect(order.states[0]!.count - before.states[0]!.count).toBe(3);
    expect(order.states[1]!.count - before.states[1]!.count).toBe(2);
    expect(now.total).toBe(now.kinds.reduce((n, k) => n + k.count, 0));
    expect(now.total).toBe(now.companies.reduce((n, c) => n + c.count, 0));
    expect(now.companies.find((c) => c.companyId === coA)).toEqual({ companyId: coA, companyName: 'Desk Test Securities', count: 4 });
    expect(now.companies.find((c) => c.companyId === coB)).toEqual({ companyId: coB, companyName: 'Desk Test Assets', count: 1 });
    expect(now.assignees.find((a) => a.userId === repA)).toEqual({ userId: repA, name: '오하준', count: 3 });
    expect(now.assignees.find((a) => a.userId === repB)).toEqual({ userId: repB, name: 'Emma Brown', count: 1 });
    expect((await counts(token.repB)).mine).toBe(1);
    expect((await counts(token.admin)).mine).toBe(0);
  });

  it('is refused to customers (01) and the exchange reviewer (09) with 403, and to visitors with 401', async () => {
    for (const role of [ROLE.customer, ROLE.proxyReporter, ROLE.exchangeReviewer]) {
      const t = await loginAs(ctx, role);
      const res = await search(t, {}, 'ko');
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ errorCode: 'ATH1N4030', errorMessage: '페이지에 접근할 수 없습니다.' });
      expect((await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: t })).statusCode, role).toBe(403);
    }
    for (const t of [undefined, 'not-a-token']) {
      expect((await search(t)).statusCode).toBe(401);
      expect((await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: t })).statusCode).toBe(401);
    }
    // Authentication comes before validation: a visitor's bad body is still a 401.
    expect((await search(undefined, { pageSize: 7 })).statusCode).toBe(401);
  });

  it('answers bad input with 400 in both languages', async () => {
    const bad: Record<string, unknown>[] = [
      { state: 'DRAFT' },
      { state: 'NOPE' },
      { kind: 'teleport' },
      { minAgeDays: 2 },
      { minAgeDays: '3' },
      { assignee: 'someone' },
      { assignee: -4 },
      { pageSize: 7 },
      { companyId: 'x'.repeat(10_000) },
      { sort: 'random' },
    ];
    for (const payload of bad) {
      const ko = await search(token.admin, payload, 'ko');
      expect(ko.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(ko.json().errorMessage).toMatch(/입력값 형식이 올바르지 않습니다/);
      const en = await search(token.admin, payload, 'en');
      expect(en.json().errorMessage).toMatch(/^Invalid format/);
    }
  });
});

describe('the work queue at scale and under change (decision 042)', () => {
  it('shows every change at once, though answers and counts are kept: a transition here, a change made elsewhere', async () => {
    const before = await list(token.admin, { companyId: coA });
    expect(await list(token.admin, { companyId: coA })).toEqual(before);
    const beforeCounts = await counts(token.admin);
    expect(numbers(before)).toContain(r.r3!.number);
    // A transition of this process (the engine tells the queue when its change ended).
    const actor = { userId: cast.sales.userId, companyId: cast.sales.companyId, roles: cast.sales.roles };
    await ctx.app.workflow.change(ctx.db, 'order', r.r3!.id, actor, (tx, locked) =>
      ctx.app.workflow.transition(tx, {
        kind: 'order',
        requestId: r.r3!.id,
        action: 'return',
        version: locked.version,
        actor,
        reason: 'Please attach the signed form.',
        locked,
      }),
    );
    expect(numbers(await list(token.admin, { companyId: coA }))).not.toContain(r.r3!.number);
    expect((await counts(token.admin)).total).toBe(beforeCounts.total - 1);
    // A change straight in the database (another process, a job): the trigger's NOTIFY drops the kept answers.
    const heard = new Promise<void>((resolve) => {
      const stop = ctx.app.sessions.watch((p) => p === 'q:' && (stop(), resolve()));
    });
    await ctx.db.update(requests).set({ title: 'Renamed elsewhere' }).where(eq(requests.id, r.r1!.id));
    await heard;
    expect((await list(token.admin, { companyId: coA })).items.find((i) => i.requestId === r.r1!.id)?.title).toBe('Renamed elsewhere');
  });

  it('counts at most 1,000 matches and says so, while pages still read to the end', async () => {
    await ctx.db.execute(sql`
      insert into requests (kind, company_id, number, title, state, waiting_on, version, created_by, assigned_user_id, state_since)
      select 'order', ${coB}, 'WQ-CAP-' || i, 'Bulk ' || i, 'SUBMITTED', 'provider', 1, ${cast.customer.userId}, null,
             now() - interval '30 days' - make_interval(mins => i)
      from generate_series(1, 1001) i`);
    const first = await list(token.admin, { companyId: coB, pageSize: 100 });
    expect(first).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(first.items).toHaveLength(100);
    const oldest = await list(token.admin, { companyId: coB, sort: 'oldest', pageSize: 10 });
    expect(oldest.items[0]!.number).toBe('WQ-CAP-1001');
    const narrow = await list(token.admin, { companyId: coA });
    expect(narrow.totalCountCapped).toBeUndefined();
  });
});

describe('the work queue in both languages', () => {
  it('shows each request’s title in the request’s language (the Korean one when it has no other)', async () => {
    const made = await createRequest(ctx, ctx.app.workflow, {
      companyId: coA,
      actor: cast.customer,
      state: 'SUBMITTED',
      assignedUserId: null,
      title: { ko: '일시 중지 신청 CT-TEST', en: 'Suspension request CT-TEST' },
    });
    const item = async (lang: 'ko' | 'en') =>
      (await list(token.admin, { companyId: coA, sort: 'newest' }, lang)).items.find((i) => i.requestId === made.id);
    expect((await item('en'))?.title).toBe('Suspension request CT-TEST');
    expect((await item('ko'))?.title).toBe('일시 중지 신청 CT-TEST');
    expect((await list(token.admin, { companyId: coA }, 'en')).items.find((i) => i.requestId === r.r2!.id)?.title).toBe('KOSDAQ delayed');
  });
});
