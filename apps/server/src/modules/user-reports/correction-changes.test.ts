import { CALL_PATHS, errorMessage, type TUserReportCorrectionChanges, type TUserReportListItem } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { billingLines } from '../billing/schema';
import { rowChanges } from './service';
import type { StoredRow } from './repo';

/**
 * A correction's review shows what it changes against the report it corrects, row by row, and the billing
 * difference it causes, by the billing run's own rule: the figures shown equal the CORRECTION lines the run bills.
 * On the seeded world: 알파증권's correction of M-3 waits for the desk (14 rows against 13), Gamma's correction of M-2
 * was approved this month (3 rows against 6).
 */

let ctx: TestContext;
let t: Record<'member' | 'gammaOps' | 'analyst' | 'sales' | 'reviewer', string>;
beforeAll(async () => {
  ctx = await build();
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  t = {
    member: await tokenFor(ctx, 'member@alpha-securities.example', byCode.get('C1001')!),
    gammaOps: await tokenFor(ctx, 'ops@gamma-data.example', byCode.get('C2001')!),
    analyst: await tokenFor(ctx, 'analyst@beta-am.example', byCode.get('C1002')!),
    sales: await loginAs(ctx, '05'),
    reviewer: await loginAs(ctx, '09'),
  };
});
afterAll(() => ctx.close());

async function reportsOf(token: string, body: object): Promise<TUserReportListItem[]> {
  const res = await callApi(ctx, CALL_PATHS.searchUserReports, { token, payload: { pageSize: 50, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const changesOf = (token: string, reportId: number, query: object = {}, lang: 'ko' | 'en' = 'ko') =>
  callApi(ctx, CALL_PATHS.getUserReportCorrectionChanges, { token, params: { reportId }, query: { pageSize: 10, ...query }, lang });

describe('what a correction changes', () => {
  it('lists the rows added, changed and removed against the corrected report, a page at a time, and the billing difference', async () => {
    const [correction] = await reportsOf(t.member, { type: 'CORRECTION', state: 'SUBMITTED' });
    expect(correction).toBeTruthy();
    const res = await changesOf(t.member, correction!.reportId);
    expect(res.statusCode, res.body).toBe(200);
    const c: TUserReportCorrectionChanges = res.json();
    expect(c.basisReportId).toBe(correction!.correctsReportId);
    expect(c.billedIn).toBeNull();
    const { added, changed, removed } = c.counts;
    expect(added + changed + removed).toBeGreaterThan(0);
    expect(c.changes.totalCount).toBe(added + changed + removed);
    expect(c.changes.items.length).toBe(Math.min(10, c.changes.totalCount));
    for (const x of c.changes.items) {
      if (x.change === 'ADDED') expect([x.before, x.after !== null, x.columns]).toEqual([null, true, []]);
      if (x.change === 'REMOVED') expect([x.before !== null, x.after, x.columns]).toEqual([true, null, []]);
      if (x.change === 'CHANGED') expect(x.columns.length).toBeGreaterThan(0);
    }
    // The total is the sum of the lines, each the amount after minus before, in the report's currency as text.
    expect(c.totalDifference).toBe(c.lines.reduce((s, l) => s + l.difference, 0));
    for (const l of c.lines) expect(l.difference).toBe(l.amountAfter - l.amountBefore);
    expect(c.totalDifferenceText).toMatch(c.totalDifference > 0 ? /^\+₩[\d,]+$/ : /^-?₩[\d,]+$/);
    // The corrected report's detail and this answer agree on the rows before.
    const basis = await callApi(ctx, CALL_PATHS.getUserReport, { token: t.member, params: { reportId: c.basisReportId }, query: {} });
    const after = await callApi(ctx, CALL_PATHS.getUserReport, { token: t.member, params: { reportId: c.reportId }, query: {} });
    expect(after.json().totals.rowCount - basis.json().totals.rowCount).toBe(added - removed);
    expect(after.json().totals.amount - basis.json().totals.amount).toBe(c.totalDifference);

    // The next page goes on where the first stopped.
    if (c.changes.totalCount > 1) {
      const second: TUserReportCorrectionChanges = (await changesOf(t.member, correction!.reportId, { pageSize: 1, pageNumber: 2 })).json();
      expect(second.changes.items[0]).toEqual(c.changes.items[1]);
    }
    // The desk sees the same.
    const desk = await changesOf(t.sales, correction!.reportId);
    expect(desk.json()).toEqual(c);
  });

  it('shows what the billing run bills for an approved correction, in the month it was approved', async () => {
    const [approved] = await reportsOf(t.gammaOps, { type: 'CORRECTION', state: 'APPROVED' });
    expect(approved).toBeTruthy();
    const c: TUserReportCorrectionChanges = (await changesOf(t.gammaOps, approved!.reportId, {}, 'en')).json();
    expect(c.billedIn).toMatch(/^\d{4}-\d{2}$/);
    expect(c.counts.removed).toBeGreaterThan(0);
    expect(c.totalDifference).toBeLessThan(0);
    expect(c.totalDifferenceText).toMatch(/^-US\$[\d,]+\.\d{2}$/);
    const run = await callApi(ctx, CALL_PATHS.runBilling, { token: t.sales, payload: { month: c.billedIn } });
    expect(run.statusCode, run.body).toBe(200);
    const billed = await ctx.db
      .select()
      .from(billingLines)
      .where(and(eq(billingLines.month, c.billedIn!), eq(billingLines.lineType, 'CORRECTION'), eq(billingLines.sourceId, c.reportId)));
    const key = (x: { productCode: string; useCategory: string | null }) => `${x.productCode}|${x.useCategory}`;
    expect(new Map(billed.map((l) => [key(l), l.amount]))).toEqual(new Map(c.lines.map((l) => [key(l), l.difference])));
    expect(billed.every((l) => l.currency === 'USD')).toBe(true);
  });

  it('answers a monthly report with its message, and another company’s correction like a missing one', async () => {
    const [monthly] = await reportsOf(t.member, { type: 'MONTHLY', state: 'APPROVED' });
    const res = await changesOf(t.member, monthly!.reportId, {}, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 'URP1N4047', errorMessage: errorMessage('URP1N4047', 'en') });
    const [gamma] = await reportsOf(t.gammaOps, { type: 'CORRECTION' });
    const other = await changesOf(t.analyst, gamma!.reportId);
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'WFL1N4041']);
    const bad = await changesOf(t.member, monthly!.reportId, { pageSize: 7 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rowChanges', () => {
  const r = (rowNo: number, over: Partial<StoredRow>): StoredRow =>
    ({
      rowSetId: 1,
      rowNo,
      provisionMethod: 'DATAFEED',
      useCategory: '151',
      accountNumber: '',
      billingCode: '',
      variableFeeItem: 'USER',
      productCode: 'KSP-RT-L1',
      vendorProductName: '',
      subscriberName: '홍길동',
      subscriberId: 'S1',
      address: '',
      city: '',
      region: '',
      country: 'KR',
      quantity: '1',
      qty: 1,
      amount: 1000,
      issues: '',
      ...over,
    }) as StoredRow;

  it('matches rows by subscriber, product, use category and account, two of one key first to first', () => {
    const before = [
      r(1, {}),
      r(2, { subscriberId: 'S2', subscriberName: '김철수' }),
      r(3, { subscriberId: 'S2', subscriberName: '김철수', qty: 2, quantity: '2' }),
    ];
    const after = [
      r(1, { qty: 3, quantity: '3', country: 'JP' }),
      r(2, { subscriberId: 'S2', subscriberName: '김철수' }),
      r(3, { subscriberId: 'S3', subscriberName: '이영희' }),
    ];
    const out = rowChanges(before, after);
    expect(out.map((x) => [x.change, x.before?.rowNo ?? null, x.after?.rowNo ?? null, x.columns])).toEqual([
      ['CHANGED', 1, 1, ['country', 'quantity']],
      ['ADDED', null, 3, []],
      ['REMOVED', 3, null, []],
    ]);
  });
});
