import {
  addMonths,
  CALL_PATHS,
  EXCEPTION_KINDS,
  formatKoreaDate,
  ROLE,
  type TExceptionCounts,
  type TExceptionKind,
  type TExceptionSearchResponse,
  type TExceptionSearchRequest,
  type TOrderForm,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  contractProducts,
  contracts,
  nonDisplayDeclarations,
  orders,
  requests,
  systemSettings,
  userReportRows,
  userReportRowSets,
  userReports,
} from '../../db/schema/index';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { koreaDayFrom } from '../../../test/orders';
import { seedExceptions } from '../../seed/exceptions';

let ctx: TestContext;
let staff: { sales: string; admin: string; reviewer: string; member: string };
let userId: number;
let companyId: number;
const today = koreaDayFrom(0);
const thisMonth = today.slice(0, 7);
const DAY = 86_400_000;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

/** A customer company of its own, so the demo world's entries never meet the test's. */
async function newCompany(name: string): Promise<number> {
  const [row] = await ctx.db
    .insert(companies)
    .values({ companyName: `${name} ${unique()}`, companyNameEn: `${name} EN ${unique()}` })
    .returning({ id: companies.id });
  return row!.id;
}

async function newRequest(kind: string, state: string, opts: { waitingOn?: string | null; since?: Date; company?: number } = {}) {
  const number = `EX-${unique()}`.slice(0, 30);
  const [row] = await ctx.db
    .insert(requests)
    .values({
      kind,
      companyId: opts.company ?? companyId,
      number,
      title: `시험 요청 ${number}`,
      titleEn: `Test request ${number}`,
      state,
      createdBy: userId,
      waitingOn: opts.waitingOn ?? null,
      stateSince: opts.since ?? new Date(),
    })
    .returning({ id: requests.id, number: requests.number });
  return row!;
}

async function newContract(
  opts: { company?: number; status?: string; dueDate?: string | null; products?: { code: string; from: string; to: string | null }[] } = {},
) {
  const company = opts.company ?? companyId;
  const order = await newRequest('order', 'APPROVED', { company });
  const [c] = await ctx.db
    .insert(contracts)
    .values({
      number: `CT-${unique()}`.slice(0, 30),
      companyId: company,
      nameKo: '시험 계약',
      nameEn: 'Test contract',
      orderType: 'NEW',
      status: opts.status ?? 'ACTIVE',
      contractDate: '2024-01-01',
      beginDate: '2024-01-01',
      terminationDueDate: opts.dueDate ?? null,
      createdOrderId: order.id,
    })
    .returning({ id: contracts.id, number: contracts.number });
  for (const p of opts.products ?? [])
    await ctx.db.insert(contractProducts).values({
      contractId: c!.id,
      companyId: company,
      productCode: p.code,
      useType: 'DIRECT',
      effectiveFrom: p.from,
      effectiveTo: p.to,
      orderId: order.id,
    });
  return c!;
}

type Lang = 'ko' | 'en';
const search = (token: string, body: TExceptionSearchRequest | Record<string, unknown>, lang: Lang = 'en', exchange = false) =>
  callApi(ctx, exchange ? CALL_PATHS.searchExchangeExceptions : CALL_PATHS.searchAdminExceptions, { payload: body, token, lang });

async function entries(
  kind: TExceptionKind,
  company = companyId,
  lang: Lang = 'en',
  token = staff.sales,
): Promise<TExceptionSearchResponse> {
  const res = await search(token, { kind, companyId: company, pageSize: 100 }, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const keysOf = (page: TExceptionSearchResponse) => page.items.map((i) => i.key);

beforeAll(async () => {
  // The answers computed anew on every call: the tests change the owning areas' tables directly.
  ctx = await build({ exceptionsCache: false });
  staff = {
    sales: await loginAs(ctx, ROLE.sales),
    admin: await loginAs(ctx, ROLE.providerAdmin),
    reviewer: await loginAs(ctx, ROLE.exchangeReviewer),
    member: await tokenFor(ctx, 'member@alpha-securities.example'),
  };
  userId = (await ctx.app.tokens.verify(staff.sales))!.userId;
  companyId = await newCompany('예외시험');
});
afterAll(() => ctx.close());

describe('the five kinds: found in a small world, gone when resolved', () => {
  it('MISSING_REPORT: a month under contract with no filed monthly report, gone once the customer is exempt', async () => {
    const company = await newCompany('리포트누락');
    await newContract({ company, products: [{ code: 'KSP-RT-L1', from: `${addMonths(thisMonth, -14)}-01`, to: null }] });
    // Two months ago has closed its window whatever the window settings (the window ends within the next month).
    const month = addMonths(thisMonth, -2);
    const page = await entries('MISSING_REPORT', company);
    expect(keysOf(page)).toContain(`MISSING_REPORT:${company}:${month}`);
    const item = page.items.find((i) => i.documentNumber === month)!;
    expect(item).toMatchObject({ kind: 'MISSING_REPORT', companyId: company, link: '/report/calendar' });
    expect(item.description).toBe(`No user report was filed for this month; its reporting period closed on ${item.since}.`);
    // Only months whose window has closed: at most 12, never the current month.
    expect(page.items.every((i) => i.documentNumber < thisMonth)).toBe(true);
    expect(page.items.length).toBeLessThanOrEqual(12);
    // A filed report for the month removes that month.
    const report = await newRequest('userReport', 'SUBMITTED', { company });
    await ctx.db.insert(userReports).values({
      requestId: report.id,
      companyId: company,
      number: report.number,
      state: 'SUBMITTED',
      type: 'MONTHLY',
      method: 'MANUAL',
      reportMonth: month,
      billingMonth: month,
      currency: 'KRW',
      createdBy: userId,
    });
    expect(keysOf(await entries('MISSING_REPORT', company))).not.toContain(`MISSING_REPORT:${company}:${month}`);
    // An exempt customer has none.
    const res = await callApi(ctx, CALL_PATHS.updateUserReportSettings, {
      payload: { companyId: company, exempt: true, exemptReason: '시험 면제' },
      token: staff.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entries('MISSING_REPORT', company)).items).toEqual([]);
  });

  it('UNCONTRACTED_PRODUCT: a filed report row for a product without a contract that month, gone once it is contracted', async () => {
    const month = addMonths(thisMonth, -1);
    const report = await newRequest('userReport', 'APPROVED');
    const [set] = await ctx.db.insert(userReportRowSets).values({ requestId: report.id, frozen: true, rowCount: 3 }).returning();
    await ctx.db.insert(userReports).values({
      requestId: report.id,
      companyId,
      number: report.number,
      state: 'APPROVED',
      type: 'MONTHLY',
      method: 'MANUAL',
      reportMonth: month,
      billingMonth: month,
      currency: 'KRW',
      createdBy: userId,
      submittedAt: new Date(Date.now() - 3 * DAY),
      rowSetId: set!.id,
    });
    await ctx.db.insert(userReportRows).values([
      { rowSetId: set!.id, rowNo: 1, productCode: 'KSQ-DL-L1', quantity: '1', qty: 1 },
      { rowSetId: set!.id, rowNo: 2, productCode: 'KSQ-DL-L1', quantity: '2', qty: 2 },
      { rowSetId: set!.id, rowNo: 3, productCode: 'KSP-RT-L1', quantity: '1', qty: 1 },
    ]);
    await newContract({ products: [{ code: 'KSP-RT-L1', from: `${month}-01`, to: null }] });
    const page = await entries('UNCONTRACTED_PRODUCT', companyId, 'ko');
    expect(keysOf(page)).toEqual([`UNCONTRACTED_PRODUCT:${report.id}:KSQ-DL-L1`]);
    expect(page.items[0]).toMatchObject({
      documentNumber: report.number,
      link: `/admin/report/${report.id}/report-review`,
      since: formatKoreaDate(new Date(Date.now() - 3 * DAY)),
    });
    expect(page.items[0]!.description).toBe(`${month} 리포트의 2개 행이 그 달에 계약이 없는 상품(KSQ-DL-L1)을 보고했습니다.`);
    // A contract product that ended before the month does not count; one in effect during it does.
    await newContract({ products: [{ code: 'KSQ-DL-L1', from: '2020-01-01', to: addMonths(month, -1) + '-28' }] });
    expect((await entries('UNCONTRACTED_PRODUCT')).items).toHaveLength(1);
    await newContract({ products: [{ code: 'KSQ-DL-L1', from: `${month}-15`, to: null }] });
    expect((await entries('UNCONTRACTED_PRODUCT')).items).toEqual([]);
  });

  it('NON_DISPLAY_MISMATCH: tiers against the order’s declared uses, and a long charge hold', async () => {
    const company = await newCompany('비조회형');
    const order = await newRequest('order', 'APPROVED', { company });
    await ctx.db.insert(orders).values({
      requestId: order.id,
      companyId: company,
      number: order.number,
      requestType: 'NEW',
      state: 'APPROVED',
      form: { nonDisplayUses: ['RISK_MANAGEMENT'] } as unknown as TOrderForm,
      createdBy: userId,
    });
    const declaration = await newRequest('nonDisplay', 'APPROVED', { company, waitingOn: 'customer' });
    const effective = koreaDayFrom(-120);
    await ctx.db.insert(nonDisplayDeclarations).values({
      requestId: declaration.id,
      companyId: company,
      number: declaration.number,
      state: 'APPROVED',
      orderId: order.id,
      orderNumber: order.number,
      orderType: 'NEW',
      use: 'USE',
      tradingTier: 'BASIC',
      otherTier: 'CHARGE_HOLD',
      effectiveDate: effective,
      form: {} as never,
      createdBy: userId,
      approvedAt: new Date(Date.now() - 5 * DAY),
    });
    const page = await entries('NON_DISPLAY_MISMATCH', company);
    expect(keysOf(page).sort()).toEqual([
      `NON_DISPLAY_MISMATCH:${declaration.id}:OTHER:LONG_CHARGE_HOLD`,
      `NON_DISPLAY_MISMATCH:${declaration.id}:TRADING:TIER_WITHOUT_USE`,
    ]);
    const tier = page.items.find((i) => i.key.endsWith('TIER_WITHOUT_USE'))!;
    expect(tier.description).toBe(
      `The Trading purpose has a tier (Basic (1 application)) but order form ${order.number} declares no such non-display use.`,
    );
    expect(tier.link).toBe(`/report/${declaration.id}/non-display-detail`);
    // The order now declares trading but no other use; the declaration says no use at all: one entry per declared use.
    await ctx.db
      .update(orders)
      .set({ form: { nonDisplayUses: ['TRADING'] } as unknown as TOrderForm })
      .where(eq(orders.requestId, order.id));
    await ctx.db
      .update(nonDisplayDeclarations)
      .set({ use: 'NO_USE', tradingTier: null, otherTier: null })
      .where(eq(nonDisplayDeclarations.requestId, declaration.id));
    expect(keysOf(await entries('NON_DISPLAY_MISMATCH', company))).toEqual([
      `NON_DISPLAY_MISMATCH:${declaration.id}:TRADING:USE_WITHOUT_TIER`,
    ]);
    // Resolved: the tiers match the order's uses.
    await ctx.db
      .update(nonDisplayDeclarations)
      .set({ use: 'USE', tradingTier: 'PREMIUM' })
      .where(eq(nonDisplayDeclarations.requestId, declaration.id));
    expect((await entries('NON_DISPLAY_MISMATCH', company)).items).toEqual([]);
  });

  it('CONTRACT_ENDING: a termination due within 30 days, or the last product ending then; gone when it moves out', async () => {
    const company = await newCompany('계약종료');
    const due = await newContract({ company, status: 'TERMINATION_SCHEDULED', dueDate: koreaDayFrom(10) });
    const last = await newContract({ company, products: [{ code: 'KSP-RT-L1', from: '2024-01-01', to: koreaDayFrom(20) }] });
    await newContract({
      company,
      products: [
        { code: 'KSP-RT-L1', from: '2024-01-01', to: koreaDayFrom(20) },
        { code: 'KSQ-RT-L1', from: '2024-01-01', to: null },
      ],
    });
    const page = await entries('CONTRACT_ENDING', company);
    expect(keysOf(page)).toEqual([`CONTRACT_ENDING:${due.id}`, `CONTRACT_ENDING:${last.id}`]);
    expect(page.items[0]).toMatchObject({ since: koreaDayFrom(10), days: -10, link: `/contract/${due.id}/contract-detail` });
    await ctx.db
      .update(contracts)
      .set({ terminationDueDate: koreaDayFrom(45) })
      .where(eq(contracts.id, due.id));
    await ctx.db.update(contractProducts).set({ effectiveTo: null }).where(eq(contractProducts.contractId, last.id));
    expect((await entries('CONTRACT_ENDING', company)).items).toEqual([]);
  });

  it('STALE_REQUEST: waiting on the provider or the exchange longer than the setting; gone when it moves or the setting grows', async () => {
    const company = await newCompany('처리지연');
    const provider = await newRequest('order', 'SUBMITTED', { company, waitingOn: 'provider', since: new Date(Date.now() - 10 * DAY) });
    const exchange = await newRequest('nonDisplay', 'SUBMITTED', {
      company,
      waitingOn: 'exchange',
      since: new Date(Date.now() - 12 * DAY),
    });
    await newRequest('order', 'RETURNED', { company, waitingOn: 'customer', since: new Date(Date.now() - 30 * DAY) });
    await newRequest('order', 'SUBMITTED', { company, waitingOn: 'provider', since: new Date(Date.now() - 2 * DAY) });
    const page = await entries('STALE_REQUEST', company);
    expect(keysOf(page)).toEqual([`STALE_REQUEST:${exchange.id}`, `STALE_REQUEST:${provider.id}`]);
    expect(page.items[1]).toMatchObject({ days: 10, link: `/admin/order/${provider.id}/order-review`, documentNumber: provider.number });
    expect(page.items[0]!.description).toContain('waiting on the exchange');
    // The reviewer's links go to the exchange's pages.
    const asReviewer = await search(staff.reviewer, { kind: 'STALE_REQUEST', companyId: company }, 'en', true);
    expect(asReviewer.statusCode, asReviewer.body).toBe(200);
    expect((asReviewer.json() as TExceptionSearchResponse).items[1]!.link).toMatch(new RegExp(`^/exchange/.*${provider.id}`));
    // A longer setting leaves out the provider's 10 days; a final state leaves out the exchange's.
    expect((await callApi(ctx, CALL_PATHS.updateExceptionSettings, { payload: { staleDays: 11 }, token: staff.admin })).statusCode).toBe(
      200,
    );
    expect(keysOf(await entries('STALE_REQUEST', company))).toEqual([`STALE_REQUEST:${exchange.id}`]);
    await ctx.db.update(requests).set({ waitingOn: null, state: 'APPROVED' }).where(eq(requests.id, exchange.id));
    expect((await entries('STALE_REQUEST', company)).items).toEqual([]);
    await callApi(ctx, CALL_PATHS.updateExceptionSettings, { payload: { staleDays: 7 }, token: staff.admin });
  });
});

describe('the list and the counts', () => {
  it('answers every kind with its count, pages across kinds in kind order and filters by customer and text', async () => {
    const company = await newCompany('목록시험');
    for (let i = 0; i < 12; i++)
      await newRequest('order', 'SUBMITTED', { company, waitingOn: 'provider', since: new Date(Date.now() - (20 + i) * DAY) });
    await newContract({ company, status: 'TERMINATION_SCHEDULED', dueDate: koreaDayFrom(3) });
    const first = (await search(staff.sales, { companyId: company, pageSize: 10 })).json() as TExceptionSearchResponse;
    expect(first.kinds.map((k) => k.kind)).toEqual([...EXCEPTION_KINDS]);
    expect(first.kinds.find((k) => k.kind === 'STALE_REQUEST')!.count).toBe(12);
    expect(first.kinds.find((k) => k.kind === 'CONTRACT_ENDING')!.count).toBe(1);
    expect(first.totalCount).toBe(13);
    expect(first.items.map((i) => i.kind)).toEqual(['CONTRACT_ENDING', ...Array(9).fill('STALE_REQUEST')]);
    const second = (await search(staff.sales, { companyId: company, pageSize: 10, pageNumber: 2 })).json() as TExceptionSearchResponse;
    expect(second.items).toHaveLength(3);
    // Oldest first, no entry twice.
    const stale = [...first.items, ...second.items].filter((i) => i.kind === 'STALE_REQUEST');
    expect(new Set(stale.map((i) => i.key)).size).toBe(12);
    expect(stale.map((i) => i.days)).toEqual([...stale.map((i) => i.days)].sort((a, b) => b - a));
    expect(first.companies.find((c) => c.companyId === company)?.count).toBe(13);
    // Text: a document number.
    const one = stale[4]!;
    const byText = (await search(staff.sales, { searchText: one.documentNumber })).json() as TExceptionSearchResponse;
    expect(byText.items.map((i) => i.key)).toEqual([one.key]);
    // Text: the customer's name.
    const [co] = await ctx.db.select().from(companies).where(eq(companies.id, company));
    const byName = (await search(staff.sales, { searchText: co!.companyName })).json() as TExceptionSearchResponse;
    expect(byName.totalCount).toBe(13);
  });

  it('counts per kind for the staff home, the same at both addresses', async () => {
    const admin = await callApi(ctx, CALL_PATHS.getAdminExceptionCounts, { token: staff.sales });
    const exchange = await callApi(ctx, CALL_PATHS.getExchangeExceptionCounts, { token: staff.reviewer, lang: 'ko' });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(exchange.statusCode, exchange.body).toBe(200);
    const a = admin.json() as TExceptionCounts;
    const e = exchange.json() as TExceptionCounts;
    expect(a.kinds.map((k) => k.count)).toEqual(e.kinds.map((k) => k.count));
    expect(a.total).toBe(a.kinds.reduce((n, k) => n + k.count, 0));
    expect(e.kinds[0]!.label).toBe('미제출 리포트');
    expect(a.staleDays).toBe(7);
  });
});

describe('access and input', () => {
  it('admin calls: provider staff only; exchange calls: the reviewer only; customers refused; sign-in first', async () => {
    for (const token of [staff.sales, staff.admin]) {
      expect((await search(token, {})).statusCode).toBe(200);
      expect((await search(token, {}, 'en', true)).json().errorCode).toBe('EXC1N4032');
      expect((await callApi(ctx, CALL_PATHS.getExchangeExceptionCounts, { token })).statusCode).toBe(403);
    }
    expect((await search(staff.reviewer, {}, 'en', true)).statusCode).toBe(200);
    const refused = await search(staff.reviewer, {}, 'ko');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('EXC1N4031');
    expect((await callApi(ctx, CALL_PATHS.getAdminExceptionCounts, { token: staff.reviewer })).statusCode).toBe(403);
    for (const exchange of [false, true]) expect((await search(staff.member, {}, 'en', exchange)).json().errorCode).toBe('ATH1N4030');
    expect((await callApi(ctx, CALL_PATHS.getAdminExceptionCounts, { token: staff.member })).statusCode).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.searchAdminExceptions, { payload: {} })).statusCode).toBe(401);
  });

  it('the setting: the administrator only, 1 to 365 days, a bad value changes nothing', async () => {
    const stored = async () => (await ctx.db.select().from(systemSettings).where(eq(systemSettings.key, 'exceptions.staleDays')))[0]?.value;
    const put = (token: string, staleDays: unknown, lang: Lang = 'en') =>
      callApi(ctx, CALL_PATHS.updateExceptionSettings, { payload: { staleDays }, token, lang });
    const ok = await put(staff.admin, 14);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ staleDays: 14 });
    expect(await stored()).toBe('14');
    for (const token of [staff.sales, staff.reviewer, staff.member]) expect((await put(token, 3)).json().errorCode).toBe('ATH1N4030');
    for (const bad of [0, 366, -1]) {
      const res = await put(staff.admin, bad, 'ko');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorCode: 'EXC1N4001',
        errorMessage: '처리 지연 기준 일수는 1일부터 365일 사이의 정수로 입력해 주세요.',
      });
    }
    for (const bad of [1.5, '7', null]) expect((await put(staff.admin, bad)).statusCode).toBe(400);
    expect(await stored()).toBe('14');
    const counts = (await callApi(ctx, CALL_PATHS.getAdminExceptionCounts, { token: staff.admin })).json() as TExceptionCounts;
    expect(counts.staleDays).toBe(14);
    expect((await put(staff.admin, 7)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const body of [
      { kind: 'NOPE' },
      { pageSize: 7 },
      { companyId: 0 },
      { companyId: 'x' },
      { searchText: 'a\u0000b' },
      { searchText: 'x'.repeat(101) },
    ]) {
      const res = await search(staff.sales, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMessage).toBeTruthy();
    }
  });
});

describe('the demo world', () => {
  it('the exceptions seed makes entries of each kind for Alpha and Gamma, and a second run adds nothing', async () => {
    await seedExceptions(ctx.db);
    const counts = async () =>
      ((await callApi(ctx, CALL_PATHS.getAdminExceptionCounts, { token: staff.admin })).json() as TExceptionCounts).kinds;
    const once = await counts();
    await seedExceptions(ctx.db);
    expect(await counts()).toEqual(once);
    for (const k of once) expect(k.count, k.kind).toBeGreaterThan(0);
    const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
    for (const kind of ['NON_DISPLAY_MISMATCH', 'CONTRACT_ENDING', 'STALE_REQUEST'] as const)
      expect((await entries(kind, alpha!.id)).items.length, kind).toBeGreaterThan(0);
  });
});
