import {
  CALL_PATHS,
  formatBillingAmount,
  formatMoneyText,
  majorUnits,
  money,
  moneyNumFmt,
  ROLE,
  type TBillingLine,
  type TBillingMonthItem,
  type TUserBillingDetail,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingLines,
  billingMonths,
  billingRuns,
  billingSummaries,
  companies,
  contractProducts,
  contracts,
  customerProfiles,
  nonDisplayDeclarations,
  orders,
  productPrices,
  products,
  requests,
  userCompanies,
  userReportRows,
  userReportRowSets,
  userReports,
  users,
} from '../../db/schema/index';
import { build, callApi, loginAs, SEEDED_LOGIN, tokenFor, type TestContext } from '../../../test/helpers';
import { pdfText } from '../../../test/orders';
import { DEMO_NON_DISPLAY_FEES } from '../../seed/catalogue';

/**
 * The billing run against a small world built here (two customers: K bills in KRW, U in USD), every figure computed by
 * hand below. The world lives in March and April 2025, before the demo world's contracts and reports, and uses products
 * of its own; each expectation reads only the world's two companies.
 *
 * - Product BT-A: basic KRW 3,100,000 / USD 250,000¢; BT-B: basic KRW 1,000,000 / USD 90,000¢.
 * - K: contract with BT-A from 2025-03-10 (22 of 31 days) and BT-B from 2025-01-01 (whole month); its order has 3
 *   connections, open API, TCP and the affiliate extension. Monthly report of 2025-03 approved: BT-A 151 2 + 1 units
 *   (30,000), BT-A 152 3 units (45,000), BT-B 151 1 unit (5,000). A non-display declaration being revised (in effect),
 *   TRADING PREMIUM since 2025-01-01. Corrections of 2025-03 approved 2025-04-05 (BT-A 151 20,000; BT-A 152 60,000; BT-B
 *   151 5,000) and 2025-04-20 (BT-A 151 25,000; BT-A 152 60,000; BT-B 151 5,000).
 * - U: contract with BT-A from 2025-02-01; monthly report of 2025-03 approved: BT-A 151 4 units (4,000¢). A non-display
 *   declaration approved, TRADING BASIC and OTHER on charge hold, effective 2025-03-16 (16 of 31 days).
 */

let ctx: TestContext;
let K: number;
let U: number;
let memberId: number;
let tokenK: string;
let tokenU: string;
let tokenAlpha: string;
let sales: string;
let admin: string;
let reviewer: string;

const MARCH = '2025-03';
const APRIL = '2025-04';
const fee = (purpose: 'TRADING' | 'OTHER', tier: string) => DEMO_NON_DISPLAY_FEES.find((f) => f.purpose === purpose && f.tier === tier)!;

let seq = 0;
async function request(kind: string, companyId: number, state: string): Promise<number> {
  seq += 1;
  const [r] = await ctx.db
    .insert(requests)
    .values({ kind, companyId, number: `BT-${kind.slice(0, 3).toUpperCase()}-${companyId}-${seq}`, state, createdBy: memberId })
    .returning({ id: requests.id });
  return r!.id;
}

interface Row {
  product: string;
  category: string;
  qty: number;
  amount: number;
  address?: string;
  account?: string;
  subscriber?: string;
  provision?: string;
}

async function report(
  companyId: number,
  type: 'MONTHLY' | 'CORRECTION',
  month: string,
  decidedAt: string,
  rows: Row[],
  correctsRequestId: number | null = null,
): Promise<number> {
  const id = await request('userReport', companyId, 'APPROVED');
  const [set] = await ctx.db.insert(userReportRowSets).values({ requestId: id, frozen: true, rowCount: rows.length }).returning();
  await ctx.db.insert(userReportRows).values(
    rows.map((r, i) => ({
      rowSetId: set!.id,
      rowNo: i + 1,
      provisionMethod: r.provision ?? 'TERMINAL',
      useCategory: r.category,
      productCode: r.product,
      accountNumber: r.account ?? `ACC-${i}`,
      subscriberId: r.subscriber ?? `SUB-${i}`,
      address: r.address ?? '여의대로 108',
      city: '서울',
      country: 'KR',
      quantity: String(r.qty),
      qty: r.qty,
      amount: r.amount,
    })),
  );
  await ctx.db.insert(userReports).values({
    requestId: id,
    companyId,
    number: `UR-BT-${id}`,
    state: 'APPROVED',
    type,
    method: 'MANUAL',
    reportMonth: month,
    billingMonth: type === 'MONTHLY' ? month : decidedAt.slice(0, 7),
    correctsRequestId,
    currency: 'KRW',
    createdBy: memberId,
    decidedAt: new Date(decidedAt),
    rowSetId: set!.id,
    rowCount: rows.length,
  });
  return id;
}

async function company(code: string, name: string, currency: 'KRW' | 'USD'): Promise<number> {
  const [c] = await ctx.db
    .insert(companies)
    .values({ companyName: name, companyNameEn: `${name} Ltd.`, nationCode: 'KR', customerCode: code })
    .returning({ id: companies.id });
  await ctx.db.insert(customerProfiles).values({
    companyId: c!.id,
    customerCode: code,
    classification: 'DIRECT',
    customerMainCategory: 'FINANCIAL',
    customerMiddleCategory: 'SECURITIES',
    currency,
    billingCycle: 'MONTHLY',
  });
  await ctx.db.insert(userCompanies).values({ userId: memberId, companyId: c!.id, status: 'ACTIVE' });
  return c!.id;
}

async function contract(companyId: number, orderId: number, items: { product: string; from: string }[]): Promise<void> {
  const [c] = await ctx.db
    .insert(contracts)
    .values({
      number: `CT-BT-${companyId}`,
      companyId,
      nameKo: '시험 계약',
      nameEn: 'Test contract',
      orderType: 'NEW',
      contractDate: '2025-01-01',
      beginDate: '2025-01-01',
      createdOrderId: orderId,
    })
    .returning({ id: contracts.id });
  await ctx.db
    .insert(contractProducts)
    .values(
      items.map((i) => ({ contractId: c!.id, companyId, productCode: i.product, useType: 'DIRECT', effectiveFrom: i.from, orderId })),
    );
}

async function order(companyId: number, form: object): Promise<number> {
  const id = await request('order', companyId, 'APPROVED');
  await ctx.db.insert(orders).values({
    requestId: id,
    companyId,
    number: `OF-BT-${id}`,
    requestType: 'NEW',
    state: 'APPROVED',
    form: form as never,
    createdBy: memberId,
  });
  return id;
}

async function declaration(companyId: number, state: string, trading: string | null, other: string | null, effectiveDate: string) {
  const orderId = await order(companyId, {});
  const id = await request('nonDisplay', companyId, state);
  await ctx.db.insert(nonDisplayDeclarations).values({
    requestId: id,
    companyId,
    number: `ND-BT-${id}`,
    state,
    orderId,
    orderNumber: `OF-BT-${orderId}`,
    orderType: 'NEW',
    use: 'USE',
    tradingTier: trading,
    otherTier: other,
    effectiveDate,
    // As the exchange's approval sets them (what the bill reads).
    billedUse: 'USE',
    billedTradingTier: trading,
    billedOtherTier: other,
    billedEffectiveDate: effectiveDate,
    form: {} as never,
    createdBy: memberId,
  });
}

const run = (token: string, body: object) => callApi(ctx, CALL_PATHS.runBilling, { token, payload: body });
const linesOf = async (month: string, companyId: number) =>
  ctx.db
    .select()
    .from(billingLines)
    .where(and(eq(billingLines.month, month), eq(billingLines.companyId, companyId)));
const summariesOf = async (month: string, companyId: number) =>
  ctx.db
    .select()
    .from(billingSummaries)
    .where(and(eq(billingSummaries.month, month), eq(billingSummaries.companyId, companyId)));
const pick = <T extends { productCode: string; lineType: string; useCategory: string | null }>(
  rows: T[],
  productCode: string,
  lineType: string,
  useCategory: string | null = null,
) => rows.filter((r) => r.productCode === productCode && r.lineType === lineType && r.useCategory === useCategory);

beforeAll(async () => {
  ctx = await build();
  const [member] = await ctx.db.select().from(users).where(eq(users.loginEmail, SEEDED_LOGIN[ROLE.customer]));
  memberId = member!.id;
  await ctx.db.insert(products).values([
    {
      productCode: 'BT-A',
      nameKo: '시험 상품 A',
      nameEn: 'Test product A',
      marketMain: 'KOSPI',
      marketSub: 'EQUITY',
      provision: 'REALTIME',
    },
    { productCode: 'BT-B', nameKo: '시험 상품 B', nameEn: 'Test product B', marketMain: 'KOSDAQ', marketSub: 'EQUITY', provision: 'EOD' },
  ]);
  await ctx.db.insert(productPrices).values([
    { productCode: 'BT-A', effectiveFrom: '2025-01-01', basicFeeKrw: 3_100_000, basicFeeUsd: 250_000, var151Krw: 10_000, var151Usd: 1_000 },
    { productCode: 'BT-B', effectiveFrom: '2025-01-01', basicFeeKrw: 1_000_000, basicFeeUsd: 90_000 },
  ]);
  K = await company('BT001', '케이시험증권', 'KRW');
  U = await company('BT002', 'U Test Markets', 'USD');
  const orderK = await order(K, { connectionCount: 3, serviceOptions: ['OPEN_API'], deliveryProtocols: ['TCP'], affiliateExtension: true });
  const orderU = await order(U, { connectionCount: 1 });
  await contract(K, orderK, [
    { product: 'BT-A', from: '2025-03-10' },
    { product: 'BT-B', from: '2025-01-01' },
  ]);
  await contract(U, orderU, [{ product: 'BT-A', from: '2025-02-01' }]);
  const monthlyK = await report(K, 'MONTHLY', MARCH, '2025-04-08T10:00:00+09:00', [
    { product: 'BT-A', category: '151', qty: 2, amount: 20_000, account: 'A1', subscriber: 'S1' },
    { product: 'BT-A', category: '151', qty: 1, amount: 10_000, address: '문현금융로 40', account: 'A2', subscriber: 'S2' },
    { product: 'BT-A', category: '152', qty: 3, amount: 45_000, account: 'A1', subscriber: 'S3', provision: 'DATAFEED' },
    { product: 'BT-B', category: '151', qty: 1, amount: 5_000 },
  ]);
  await report(U, 'MONTHLY', MARCH, '2025-04-09T10:00:00+09:00', [{ product: 'BT-A', category: '151', qty: 4, amount: 4_000 }]);
  // Corrections of K's March report, both approved in April (Korea time): the first at 00:30 on 5 April (still 4 April in UTC).
  await report(
    K,
    'CORRECTION',
    MARCH,
    '2025-04-05T00:30:00+09:00',
    [
      { product: 'BT-A', category: '151', qty: 2, amount: 20_000 },
      { product: 'BT-A', category: '152', qty: 4, amount: 60_000 },
      { product: 'BT-B', category: '151', qty: 1, amount: 5_000 },
    ],
    monthlyK,
  );
  await report(
    K,
    'CORRECTION',
    MARCH,
    '2025-04-20T10:00:00+09:00',
    [
      { product: 'BT-A', category: '151', qty: 2, amount: 25_000 },
      { product: 'BT-A', category: '152', qty: 4, amount: 60_000 },
      { product: 'BT-B', category: '151', qty: 1, amount: 5_000 },
    ],
    monthlyK,
  );
  await declaration(K, 'REVISING', 'PREMIUM', null, '2025-01-01');
  await declaration(U, 'APPROVED', 'BASIC', 'CHARGE_HOLD', '2025-03-16');
  tokenK = await tokenFor(ctx, SEEDED_LOGIN[ROLE.customer], K);
  tokenU = await tokenFor(ctx, SEEDED_LOGIN[ROLE.customer], U);
  tokenAlpha = await loginAs(ctx, ROLE.customer);
  sales = await loginAs(ctx, ROLE.sales);
  admin = await loginAs(ctx, ROLE.providerAdmin);
  reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
});
afterAll(() => ctx.close());

describe('the billing run', () => {
  it('bills March: basic fees pro-rated, variable fees per use category, non-display tiers, in each customer’s currency', async () => {
    const res = await run(sales, { month: MARCH });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([{ month: MARCH, status: 'DONE' }]);

    const k = await linesOf(MARCH, K);
    // BT-A from 10 March: 22 of 31 days of 3,100,000 = 2,200,000; BT-B the whole month.
    expect(pick(k, 'BT-A', 'BASIC')).toMatchObject([
      { currency: 'KRW', days: 22, daysInMonth: 31, unitPrice: 3_100_000, amount: 2_200_000 },
    ]);
    expect(pick(k, 'BT-B', 'BASIC')).toMatchObject([{ days: 31, amount: 1_000_000 }]);
    expect(pick(k, 'BT-A', 'VARIABLE', '151')).toMatchObject([{ quantity: 3, amount: 30_000, unitPrice: 10_000 }]);
    expect(pick(k, 'BT-A', 'VARIABLE', '152')).toMatchObject([{ quantity: 3, amount: 45_000 }]);
    expect(pick(k, 'BT-B', 'VARIABLE', '151')).toMatchObject([{ quantity: 1, amount: 5_000 }]);
    // Being revised, still in effect: TRADING PREMIUM for the whole month.
    expect(pick(k, 'NON_DISPLAY', 'NON_DISPLAY', 'TRADING')).toMatchObject([{ amount: fee('TRADING', 'PREMIUM').krw, days: 31 }]);
    expect(k.filter((l) => l.lineType === 'CORRECTION')).toEqual([]);
    expect(k).toHaveLength(6);

    const u = await linesOf(MARCH, U);
    expect(pick(u, 'BT-A', 'BASIC')).toMatchObject([{ currency: 'USD', days: 31, amount: 250_000 }]);
    expect(pick(u, 'BT-A', 'VARIABLE', '151')).toMatchObject([{ currency: 'USD', quantity: 4, amount: 4_000, unitPrice: 1_000 }]);
    // From 16 March: 16 of 31 days of the BASIC tier, rounded half up; the charge hold bills nothing.
    const basicUsd = fee('TRADING', 'BASIC').usd;
    expect(pick(u, 'NON_DISPLAY', 'NON_DISPLAY', 'TRADING')).toMatchObject([
      { days: 16, amount: Math.floor((basicUsd * 16 * 2 + 31) / 62), unitPrice: basicUsd },
    ]);
    expect(pick(u, 'NON_DISPLAY', 'NON_DISPLAY', 'OTHER')).toMatchObject([{ amount: 0, unitPrice: 0 }]);

    const ks = await summariesOf(MARCH, K);
    const a = ks.find((s) => s.productCode === 'BT-A')!;
    expect(a).toMatchObject({
      currency: 'KRW',
      basicFee: 2_200_000,
      variableFee: 75_000,
      correctionFee: 0,
      usagePrice: 2_275_000,
      // The full month's list fee, not pro-rated, plus the variable fee.
      targetPrice: 3_175_000,
      // Sites: two addresses; terminals: rows provided by terminal (2 + 1); accounts A1, A2; members S1, S2, S3.
      siteCount: 2,
      terminalCount: 3,
      accountCount: 2,
      memberCount: 3,
      lineCount: 3,
      additionalReceptionCount: 2,
      customerCode: 'BT001',
      customerName: '케이시험증권',
      productNameEn: 'Test product A',
      final: false,
    });
    expect(a.flags).toEqual(['OPEN_API', 'REALTIME', 'DIRECT', 'TCP', 'AFFILIATE_EXTENSION']);
    expect(ks.find((s) => s.productCode === 'BT-B')).toMatchObject({ basicFee: 1_000_000, variableFee: 5_000, usagePrice: 1_005_000 });
    expect(ks.find((s) => s.productCode === 'BT-B')!.flags).toEqual(['OPEN_API', 'DIRECT', 'TCP', 'AFFILIATE_EXTENSION', 'EOD_PRICE']);
    expect(ks.find((s) => s.productCode === 'NON_DISPLAY')).toMatchObject({ basicFee: 0, variableFee: 3_000_000, flags: ['NON_DISPLAY'] });
  });

  it('bills the corrections in the month they are approved: the difference to what was in effect, negative too', async () => {
    const res = await run(admin, { from: MARCH, to: APRIL });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { month: string; status: string }) => [r.month, r.status])).toEqual([
      [MARCH, 'UNCHANGED'],
      [APRIL, 'DONE'],
    ]);
    const k = await linesOf(APRIL, K);
    // The first correction against the monthly report: BT-A 151 20,000 - 30,000; BT-A 152 60,000 - 45,000; BT-B unchanged
    // (no line). The second against the first: BT-A 151 25,000 - 20,000; 152 unchanged.
    expect(
      pick(k, 'BT-A', 'CORRECTION', '151')
        .map((l) => l.amount)
        .sort((x, y) => x - y),
    ).toEqual([-10_000, 5_000]);
    expect(pick(k, 'BT-A', 'CORRECTION', '152')).toMatchObject([{ amount: 15_000, quantity: 1, correctsMonth: MARCH }]);
    expect(pick(k, 'BT-B', 'CORRECTION', '151')).toEqual([]);
    expect(k.filter((l) => l.lineType === 'CORRECTION').every((l) => l.correctsMonth === MARCH)).toBe(true);
    // April bills BT-A whole (30 of 30 days) and no variable fee (no April report).
    expect(pick(k, 'BT-A', 'BASIC')).toMatchObject([{ days: 30, daysInMonth: 30, amount: 3_100_000 }]);
    expect(k.filter((l) => l.lineType === 'VARIABLE')).toEqual([]);
    const a = (await summariesOf(APRIL, K)).find((s) => s.productCode === 'BT-A')!;
    expect(a).toMatchObject({ basicFee: 3_100_000, correctionFee: 10_000, variableFee: 10_000, usagePrice: 3_110_000 });
    // March still shows what March billed.
    expect(pick(await linesOf(MARCH, K), 'BT-A', 'VARIABLE', '151')).toMatchObject([{ amount: 30_000 }]);
  });

  it('re-runs change nothing: UNCHANGED, the same lines (ids and run) and figures', async () => {
    const before = await linesOf(MARCH, K);
    const [monthBefore] = await ctx.db.select().from(billingMonths).where(eq(billingMonths.month, MARCH));
    const res = await run(sales, { month: MARCH });
    expect(res.json().items[0].status).toBe('UNCHANGED');
    const after = await linesOf(MARCH, K);
    expect(after).toEqual(before);
    const [monthAfter] = await ctx.db.select().from(billingMonths).where(eq(billingMonths.month, MARCH));
    expect(monthAfter!.linesHash).toBe(monthBefore!.linesHash);
    expect(monthAfter!.runCount).toBe(monthBefore!.runCount + 1);
  });

  it('two runs at once leave one consistent result', async () => {
    const month = '2025-05';
    const [a, b] = await Promise.all([run(sales, { month }), run(admin, { month })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().items[0].status, b.json().items[0].status].sort()).toEqual(['DONE', 'UNCHANGED']);
    const k = await linesOf(month, K);
    expect(pick(k, 'BT-A', 'BASIC')).toHaveLength(1);
    expect(new Set(k.map((l) => l.runId)).size).toBe(1);
    const runs = await ctx.db.select().from(billingRuns).where(eq(billingRuns.month, month));
    expect(runs.map((r) => r.status).sort()).toEqual(['DONE', 'UNCHANGED']);
  });

  it('a final month refuses a run, in both languages; marking final is once only', async () => {
    const month = '2025-06';
    expect((await run(sales, { month })).statusCode).toBe(200);
    const final = await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: month }, token: admin, lang: 'en' });
    expect(final.statusCode).toBe(200);
    expect(final.json()).toMatchObject({ month, status: 'FINAL' });
    expect((await summariesOf(month, K)).every((s) => s.final)).toBe(true);
    const ko = await run(sales, { month });
    expect(ko.statusCode).toBe(409);
    expect(ko.json()).toEqual({ errorCode: 'BIL1N4091', errorMessage: `${month} 청구는 확정되어 다시 실행할 수 없습니다.` });
    const en = await callApi(ctx, CALL_PATHS.runBilling, { token: sales, payload: { from: '2025-05', to: month }, lang: 'en' });
    expect(en.json()).toEqual({ errorCode: 'BIL1N4091', errorMessage: `Billing for ${month} is final and cannot be run again.` });
    const again = await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: month }, token: sales });
    expect(again.json().errorCode).toBe('BIL1N4092');
    const never = await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: '2024-01' }, token: sales });
    expect(never.json().errorCode).toBe('BIL1N4093');
  });

  it('bad input answers 400 and changes nothing', async () => {
    const count = async () => (await ctx.db.select().from(billingRuns)).length;
    const before = await count();
    for (const body of [
      { month: '2026-13' },
      { month: '2025-3' },
      { from: '2024-01', to: '2025-01' },
      { from: '2025-04', to: '2025-03' },
      {},
    ]) {
      const res = await run(sales, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooLong = await callApi(ctx, CALL_PATHS.runBilling, { token: sales, payload: { from: '2024-01', to: '2025-01' }, lang: 'ko' });
    expect(tooLong.json()).toEqual({
      errorCode: 'BIL1N4001',
      errorMessage: '한 번에 최대 12개월까지 실행할 수 있습니다. 기간을 줄여 주세요.',
    });
    expect((await run(sales, { month: '2999-01' })).json().errorCode).toBe('BIL1N4003');
    const badLines = await callApi(ctx, CALL_PATHS.searchBillingLines, { params: { billingMonth: '2025-13' }, token: sales, payload: {} });
    expect(badLines.statusCode).toBe(400);
    expect((await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: 'x' }, token: tokenK })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('reading the bill', () => {
  it('the customer sees its own company’s bill: lines by product, corrections as their own lines, totals per currency', async () => {
    const res = await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: APRIL }, token: tokenK, lang: 'ko' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bill = res.json() as TUserBillingDetail;
    expect(bill).toMatchObject({ month: APRIL, customerCode: 'BT001', companyName: '케이시험증권', final: false });
    const a = bill.products.find((p) => p.productCode === 'BT-A')!;
    expect(a.productName).toBe('시험 상품 A');
    expect(a.lines.filter((l) => l.lineType === 'CORRECTION').map((l) => l.label)).toContain('정정 (2025-03분) · 151');
    expect(a.subtotal).toEqual([{ currency: 'KRW', amount: 3_110_000 }]);
    const all = bill.products.flatMap((p) => p.lines);
    expect(bill.totals).toEqual([{ currency: 'KRW', amount: all.reduce((s, l) => s + l.amount, 0) }]);
    const en = (await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: APRIL }, token: tokenK, lang: 'en' })).json();
    expect(en.products.find((p: { productCode: string }) => p.productCode === 'BT-A').lines.map((l: TBillingLine) => l.label)).toContain(
      'Correction (for 2025-03) · 152',
    );

    const list = (await callApi(ctx, CALL_PATHS.searchUserBilling, { token: tokenU, payload: { pageSize: 10 } })).json();
    expect(list.items.map((m: { month: string }) => m.month)).toEqual(['2025-06', '2025-05', APRIL, MARCH]);
    expect(list.items.find((m: { month: string }) => m.month === '2025-06')).toMatchObject({ final: true });
    const march = list.items.find((m: { month: string }) => m.month === MARCH);
    const basicUsd = fee('TRADING', 'BASIC').usd;
    expect(march.totals).toEqual([{ currency: 'USD', amount: 250_000 + 4_000 + Math.floor((basicUsd * 16 * 2 + 31) / 62) }]);
  });

  it('another company’s month answers the caller’s own (empty) bill, never the other’s lines', async () => {
    const alpha = (await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: MARCH }, token: tokenAlpha })).json();
    expect(alpha.products).toEqual([]);
    expect(alpha.totals).toEqual([]);
    const u = (
      await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: MARCH }, token: tokenU })
    ).json() as TUserBillingDetail;
    expect(u.products.flatMap((p) => p.lines).every((l) => l.companyId === U)).toBe(true);
    expect(u.totals.map((t) => t.currency)).toEqual(['USD']);
  });

  it('statements: an Excel workbook and a PDF, no-store, in the request’s language', async () => {
    const xlsx = await callApi(ctx, CALL_PATHS.getUserBillingXlsx, { params: { billingMonth: APRIL }, token: tokenK, lang: 'ko' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await callApi(ctx, CALL_PATHS.getUserBillingPdf, { params: { billingMonth: APRIL }, token: tokenK, lang: 'en' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('billing-statement-BT001-2025-04.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a statement reads the same on screen, in Excel and in the PDF: totals and line amounts, KRW and USD', async () => {
    for (const [token, currency, lang] of [
      [tokenK, 'KRW', 'ko'],
      [tokenU, 'USD', 'en'],
      [tokenU, 'USD', 'ko'],
    ] as const) {
      const params = { billingMonth: MARCH };
      const bill = (await callApi(ctx, CALL_PATHS.getUserBilling, { params, token, lang })).json() as TUserBillingDetail;
      const lines = bill.products.flatMap((p) => p.lines);
      expect(lines.length).toBeGreaterThan(1);
      expect(bill.totals.map((t) => t.currency)).toEqual([currency]);

      // Excel: every amount a number in major units with its currency's number format; never minor units.
      const res = await callApi(ctx, CALL_PATHS.getUserBillingXlsx, { params, token, lang });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const numFmt = moneyNumFmt(currency, lang);
      const amountOf = (row: ExcelJS.Row) => {
        const cell = row.getCell(9);
        expect(typeof cell.value).toBe('number');
        expect(cell.numFmt).toBe(numFmt);
        return cell.value as number;
      };
      const major = (minor: number) => majorUnits(money(minor, currency));
      const dataRows = Array.from({ length: sheet.rowCount - 2 }, (_, i) => sheet.getRow(i + 3));
      const lineRows = dataRows.filter((r) => String(r.getCell(11).value ?? '') !== '');
      expect(lineRows.map((r) => [r.getCell(1).value, r.getCell(11).value, amountOf(r)])).toEqual(
        lines.map((l) => [l.productCode, l.sourceNumber, major(l.amount)]),
      );
      const total = dataRows.at(-1)!;
      expect(total.getCell(3).value).toBe(lang === 'ko' ? '합계' : 'Total');
      expect(amountOf(total)).toBe(major(bill.totals[0]!.amount));
      if (currency === 'USD') expect(amountOf(total)).not.toBe(bill.totals[0]!.amount);

      // A finance team's file: frozen title and header rows, widths, landscape, one page wide, headers on every page.
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
      expect(sheet.getColumn(2).width).toBe(30);
      expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
      expect(sheet.pageSetup.printTitlesRow).toBe('1:2');

      // PDF: the same total and line amounts as text, as the screen shows them.
      const pdf = await callApi(ctx, CALL_PATHS.getUserBillingPdf, { params, token, lang });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(formatMoneyText(bill.totals[0]!));
      for (const l of lines) expect(text).toContain(formatBillingAmount(l.amount, l.currency));
    }
  });

  it('the provider sees the months with totals and searches a customer’s lines', async () => {
    const months = (await callApi(ctx, CALL_PATHS.searchAdminBilling, { token: sales, payload: { pageSize: 100 } })).json();
    const march = months.items.find((m: TBillingMonthItem) => m.month === MARCH) as TBillingMonthItem;
    expect(march).toMatchObject({ status: 'OPEN', lastRunStatus: 'UNCHANGED' });
    expect(march.totals.map((t) => t.currency)).toEqual(['KRW', 'USD']);
    expect(march.customerCount).toBeGreaterThanOrEqual(2);
    const lines = await callApi(ctx, CALL_PATHS.searchBillingLines, {
      params: { billingMonth: MARCH },
      token: admin,
      payload: { companyId: U, pageSize: 10 },
      lang: 'en',
    });
    expect(lines.json().totalCount).toBe(4);
    expect(lines.json().items.every((l: TBillingLine) => l.companyId === U && l.customerName === 'U Test Markets Ltd.')).toBe(true);
    const missing = await callApi(ctx, CALL_PATHS.searchBillingLines, { params: { billingMonth: '2020-01' }, token: admin, payload: {} });
    expect(missing.json().errorCode).toBe('BIL1N4041');
  });

  it('only provider staff reach the admin calls, only customer members the customer calls; the reviewer neither', async () => {
    for (const token of [tokenK, reviewer]) {
      expect((await callApi(ctx, CALL_PATHS.searchAdminBilling, { token, payload: {} })).statusCode).toBe(403);
      expect((await run(token, { month: MARCH })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: MARCH }, token })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.searchBillingLines, { params: { billingMonth: MARCH }, token, payload: {} })).statusCode).toBe(
        403,
      );
    }
    for (const token of [sales, admin, reviewer]) {
      expect((await callApi(ctx, CALL_PATHS.searchUserBilling, { token, payload: {} })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: MARCH }, token })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.getUserBillingPdf, { params: { billingMonth: MARCH }, token })).statusCode).toBe(403);
    }
    expect((await callApi(ctx, CALL_PATHS.searchUserBilling, { payload: {} })).statusCode).toBe(401);
    expect((await run('', { month: MARCH })).statusCode).toBe(401);
  });
});
