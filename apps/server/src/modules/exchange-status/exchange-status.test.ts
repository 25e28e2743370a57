import { PassThrough } from 'node:stream';
import {
  CALL_PATHS,
  EXCHANGE_STATUS_EXPORT_ROWS_HEADER,
  majorUnits,
  money,
  moneyNumFmt,
  ROLE,
  SALES_OPTION_FLAGS,
  SALES_STATUS_SORTS,
  type TStatusTotal,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds, insertSummaries, summaryRow, type SummaryInsert } from '../../../test/billing-summaries';
import { build, callApi, loginAs, type TestContext } from '../../../test/helpers';
import { quotePrefixedCells } from '../../../test/spreadsheet';
import { ExportCancelled, writeSalesStatusWorkbook } from './export';

let ctx: TestContext;
let reviewer: string;
let ids: Record<string, number>;
let alpha: number;
let beta: number;
let gamma: number;

/**
 * A small world of summaries in 2019 (no demo month): Alpha (KRW) two products in January and one in February, Beta
 * (KRW, quarterly, final) one in January, Gamma (USD, a vendor) one in January and March. Figures chosen by hand.
 */
const SMALL: () => SummaryInsert[] = () => [
  summaryRow({
    month: '2019-01',
    companyId: alpha,
    productCode: 'KSP-RT-L1',
    customerCode: 'C1001',
    customerName: '알파증권',
    customerNameEn: 'Alpha Securities',
    basicFee: 1_000_000,
    variableFee: 250_000,
    usagePrice: 1_250_000,
    targetPrice: 1_300_000,
    siteCount: 2,
    lineCount: 3,
    terminalCount: 40,
    accountCount: 5,
    memberCount: 7,
    additionalReceptionCount: 1,
    flags: ['OPEN_API', 'REALTIME', 'DIRECT', 'TCP'],
  }),
  summaryRow({
    month: '2019-01',
    companyId: alpha,
    productCode: 'KSQ-RT-L1',
    marketMain: 'KOSDAQ',
    customerCode: 'C1001',
    customerName: '알파증권',
    customerNameEn: 'Alpha Securities',
    basicFee: 500_000,
    variableFee: 0,
    usagePrice: 500_000,
    targetPrice: 500_000,
    siteCount: 1,
    lineCount: 1,
    terminalCount: 10,
    flags: ['REALTIME', 'DIRECT', 'UDP'],
  }),
  summaryRow({
    month: '2019-02',
    companyId: alpha,
    productCode: 'KSP-RT-L1',
    customerCode: 'C1001',
    customerName: '알파증권',
    customerNameEn: 'Alpha Securities',
    basicFee: 1_000_000,
    variableFee: 300_000,
    usagePrice: 1_300_000,
    targetPrice: 1_300_000,
    siteCount: 2,
    flags: ['OPEN_API', 'REALTIME', 'DIRECT', 'TCP'],
  }),
  summaryRow({
    month: '2019-01',
    companyId: beta,
    productCode: 'KSP-RT-L1',
    customerCode: 'C1002',
    customerName: '베타자산운용',
    customerNameEn: 'Beta Asset Management',
    customerMainCategory: 'ASSET_MANAGEMENT',
    customerMiddleCategory: 'COLLECTIVE_INVESTMENT',
    billingCycle: 'QUARTERLY',
    basicFee: 700_000,
    usagePrice: 700_000,
    targetPrice: 1_000_000,
    final: true,
    flags: ['REALTIME', 'INDIRECT', 'FTP', 'NON_DISPLAY'],
  }),
  summaryRow({
    month: '2019-01',
    companyId: gamma,
    productCode: 'IDX-EOD',
    marketMain: 'INDICES',
    marketSub: 'INDEX',
    customerCode: 'C2001',
    customerName: '=HYPERLINK("http://evil.example","감마")',
    customerNameEn: 'Gamma Data',
    customerMainCategory: 'VENDOR',
    customerMiddleCategory: 'GLOBAL_VENDOR',
    currency: 'USD',
    basicFee: 120_050,
    variableFee: 4_000,
    usagePrice: 124_050,
    targetPrice: 130_000,
    memberCount: 3,
    flags: ['EOD_PRICE', 'LICENCE'],
  }),
  summaryRow({
    month: '2019-03',
    companyId: gamma,
    productCode: 'IDX-EOD',
    marketMain: 'INDICES',
    marketSub: 'INDEX',
    customerCode: 'C2001',
    customerName: '감마데이터',
    customerNameEn: 'Gamma Data',
    customerMainCategory: 'VENDOR',
    customerMiddleCategory: 'GLOBAL_VENDOR',
    currency: 'USD',
    basicFee: 100_000,
    usagePrice: 100_000,
    targetPrice: 130_000,
    flags: ['EOD_PRICE'],
  }),
];

beforeAll(async () => {
  ctx = await build();
  reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
  ids = await customerIds(ctx.db);
  alpha = ids.C1001!;
  beta = ids.C1002!;
  gamma = ids.C2001!;
  await insertSummaries(ctx.db, SMALL());
});
afterAll(() => ctx.close());

type Lang = 'ko' | 'en';
const contractSearch = (payload: object, token = reviewer, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.searchContractStatus, { payload, token, lang });
const salesSearch = (payload: object, token = reviewer, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.searchSalesStatus, { payload, token, lang });
const Q1 = { fromMonth: '2019-01', toMonth: '2019-03' };
const keysOf = (items: { month: string; customerCode: string; productCode: string }[]) =>
  items.map((r) => `${r.month} ${r.customerCode} ${r.productCode}`);
const totalOf = (totals: TStatusTotal[], currency: string) => totals.find((t) => t.currency === currency);

describe('the contract status', () => {
  it('answers the summaries of the months newest first, by customer and product, with totals per currency never summed across', async () => {
    const res = await contractSearch({ ...Q1, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(6);
    expect(keysOf(body.items)).toEqual([
      '2019-03 C2001 IDX-EOD',
      '2019-02 C1001 KSP-RT-L1',
      '2019-01 C1001 KSP-RT-L1',
      '2019-01 C1001 KSQ-RT-L1',
      '2019-01 C1002 KSP-RT-L1',
      '2019-01 C2001 IDX-EOD',
    ]);
    expect(body.items[2]).toMatchObject({
      productName: 'Product KSP-RT-L1',
      marketMain: 'KOSPI',
      marketMainName: 'KOSPI market',
      marketSubName: 'Equities',
      customerName: 'Alpha Securities',
      currency: 'KRW',
      basicFee: 1_000_000,
      variableFee: 250_000,
      usagePrice: 1_250_000,
      targetPrice: 1_300_000,
      siteCount: 2,
      lineCount: 3,
      terminalCount: 40,
      accountCount: 5,
      memberCount: 7,
    });
    expect(totalOf(body.totals, 'KRW')).toMatchObject({
      rowCount: 4,
      basicFee: 3_200_000,
      variableFee: 550_000,
      usagePrice: 3_750_000,
      targetPrice: 4_100_000,
      siteCount: 5,
      lineCount: 4,
      terminalCount: 50,
    });
    expect(totalOf(body.totals, 'USD')).toMatchObject({
      rowCount: 2,
      basicFee: 220_050,
      variableFee: 4_000,
      usagePrice: 224_050,
      memberCount: 3,
    });
    const ko = (await contractSearch({ ...Q1 }, reviewer, 'ko')).json();
    expect(ko.items[2]).toMatchObject({ customerName: '알파증권', productName: '상품 KSP-RT-L1', marketMainName: '유가증권시장(KOSPI)' });
  });

  it('filters by months, product and customer; pages of 10, 50 or 100', async () => {
    // Newest month first, like every status list; within a month by customer, then product.
    expect(keysOf((await contractSearch({ fromMonth: '2019-02', toMonth: '2019-03' })).json().items)).toEqual([
      '2019-03 C2001 IDX-EOD',
      '2019-02 C1001 KSP-RT-L1',
    ]);
    expect(keysOf((await contractSearch({ ...Q1, productCode: 'KSP-RT-L1' })).json().items)).toEqual([
      '2019-02 C1001 KSP-RT-L1',
      '2019-01 C1001 KSP-RT-L1',
      '2019-01 C1002 KSP-RT-L1',
    ]);
    const gammaOnly = (await contractSearch({ ...Q1, companyId: gamma })).json();
    expect(keysOf(gammaOnly.items)).toEqual(['2019-03 C2001 IDX-EOD', '2019-01 C2001 IDX-EOD']);
    expect(gammaOnly.totals.map((t: TStatusTotal) => t.currency)).toEqual(['USD']);
    const page2 = (await contractSearch({ ...Q1, pageSize: 10, pageNumber: 2 })).json();
    expect(page2).toMatchObject({ items: [], totalCount: 6, pageNumber: 2 });
    expect((await contractSearch({ ...Q1, pageSize: 20 })).statusCode).toBe(400);
  });

  it('refuses a months range backwards or over 12 months with the message in the request’s language', async () => {
    const backwards = await contractSearch({ fromMonth: '2019-03', toMonth: '2019-01' }, reviewer, 'ko');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ errorCode: 'XST1N4001', errorMessage: '검색 조건을 확인해주세요.' });
    const long = await salesSearch({ fromMonth: '2019-01', toMonth: '2020-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorCode).toBe('XST1N4001');
    expect(long.json().errorMessage).toMatch(/at most 12 months/);
    expect((await contractSearch({ fromMonth: '2019-01', toMonth: '2019-12' })).statusCode).toBe(200);
    for (const bad of [{ fromMonth: '2019-13', toMonth: '2019-12' }, { fromMonth: '2019-1', toMonth: '2019-02' }, { toMonth: '2019-02' }]) {
      const res = await contractSearch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorMessage).toBeTruthy();
    }
    const badExport = await callApi(ctx, CALL_PATHS.exportSalesStatus, {
      query: { fromMonth: '2019-05', toMonth: '2019-01' },
      token: reviewer,
    });
    expect(badExport.statusCode).toBe(400);
    expect(badExport.json().errorCode).toBe('XST1N4001');
    expect((await salesSearch({ ...Q1, withFlags: ['NOT_A_FLAG'] })).statusCode).toBe(400);
    // Nothing was written by any of them: the figures are the same.
    expect((await contractSearch({ ...Q1 })).json().totalCount).toBe(6);
  });
});

describe('the sales status', () => {
  it('answers the categories, billing cycle, final flag, option flags and amounts per row', async () => {
    const body = (await salesSearch({ ...Q1, sort: 'monthAsc' })).json();
    expect(body.totalCount).toBe(6);
    const betaRow = body.items.find((r: { customerCode: string }) => r.customerCode === 'C1002');
    expect(betaRow).toMatchObject({
      month: '2019-01',
      customerMainCategory: 'ASSET_MANAGEMENT',
      customerMainCategoryName: 'Asset manager',
      customerMiddleCategoryName: 'Collective investment',
      billingCycle: 'QUARTERLY',
      billingCycleName: 'Quarterly',
      final: true,
      flags: ['REALTIME', 'INDIRECT', 'FTP', 'NON_DISPLAY'],
      basicFee: 700_000,
      usagePrice: 700_000,
      currency: 'KRW',
    });
    expect(body.items[0]).toMatchObject({ additionalReceptionCount: 1, final: false });
    expect(totalOf(body.totals, 'KRW')!.additionalReceptionCount).toBe(1);
  });

  it('filters by each kind: market, customer categories, cycle, customer, final, flags held and not held', async () => {
    const keys = async (f: object) => keysOf((await salesSearch({ ...Q1, sort: 'monthAsc', ...f })).json().items);
    expect(await keys({ marketMain: 'KOSDAQ' })).toEqual(['2019-01 C1001 KSQ-RT-L1']);
    expect(await keys({ marketSub: 'INDEX' })).toEqual(['2019-01 C2001 IDX-EOD', '2019-03 C2001 IDX-EOD']);
    expect(await keys({ customerMainCategory: 'ASSET_MANAGEMENT' })).toEqual(['2019-01 C1002 KSP-RT-L1']);
    expect(await keys({ customerMiddleCategory: 'GLOBAL_VENDOR' })).toHaveLength(2);
    expect(await keys({ billingCycle: 'QUARTERLY' })).toEqual(['2019-01 C1002 KSP-RT-L1']);
    expect(await keys({ companyId: alpha })).toHaveLength(3);
    expect(await keys({ final: 'FINAL' })).toEqual(['2019-01 C1002 KSP-RT-L1']);
    expect(await keys({ final: 'PROVISIONAL' })).toHaveLength(5);
    expect(await keys({ withFlags: ['OPEN_API', 'TCP'] })).toEqual(['2019-01 C1001 KSP-RT-L1', '2019-02 C1001 KSP-RT-L1']);
    expect(await keys({ withFlags: ['OPEN_API', 'UDP'] })).toEqual([]);
    expect(await keys({ withoutFlags: ['REALTIME'] })).toEqual(['2019-01 C2001 IDX-EOD', '2019-03 C2001 IDX-EOD']);
    expect(await keys({ withFlags: ['EOD_PRICE'], withoutFlags: ['LICENCE'] })).toEqual(['2019-03 C2001 IDX-EOD']);
    expect(await keys({ sort: 'usageDesc', pageSize: 10 })).toEqual([
      '2019-02 C1001 KSP-RT-L1',
      '2019-01 C1001 KSP-RT-L1',
      '2019-01 C1002 KSP-RT-L1',
      '2019-01 C1001 KSQ-RT-L1',
      '2019-01 C2001 IDX-EOD',
      '2019-03 C2001 IDX-EOD',
    ]);
    expect((await keys({ sort: 'monthDesc' }))[0]).toBe('2019-03 C2001 IDX-EOD');
    // Without a sort the list opens newest first, like every status list (decision 073).
    const byDefault = keysOf((await salesSearch({ ...Q1, pageSize: 10 })).json().items);
    expect(byDefault.map((k) => k.slice(0, 7))).toEqual(['2019-03', '2019-02', '2019-01', '2019-01', '2019-01', '2019-01']);
  });

  it('exports the same rows with their flags; the export’s flags filter is comma-separated', async () => {
    const res = await callApi(ctx, CALL_PATHS.exportSalesStatus, {
      query: { ...Q1, withFlags: 'REALTIME,DIRECT' },
      token: reviewer,
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers[EXCHANGE_STATUS_EXPORT_ROWS_HEADER]).toBe('3');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Billing month', 'Market main category', 'Market sub category']);
    const openApi = header.indexOf('Open API use') + 1;
    const udp = header.indexOf('UDP') + 1;
    expect(openApi).toBeGreaterThan(0);
    const rows = [3, 4, 5].map((n) => sheet.getRow(n));
    // In the search's order: without a sort, newest month first.
    expect(rows.map((r) => [r.getCell(1).value, r.getCell(9).value, r.getCell(openApi).value, r.getCell(udp).value])).toEqual([
      ['2019-02', 'KSP-RT-L1', 'Y', 'N'],
      ['2019-01', 'KSP-RT-L1', 'Y', 'N'],
      ['2019-01', 'KSQ-RT-L1', 'N', 'Y'],
    ]);
    expect(sheet.getRow(6).getCell(1).value).toBe('Total (KRW)');
    expect(sheet.getRow(6).getCell(header.length).value).toBe(3_050_000);
  });
});

describe('who reaches the calls', () => {
  it('lets only the exchange-side reviewer (09) search and export the statuses', async () => {
    for (const role of [ROLE.customer, ROLE.sales, ROLE.providerAdmin] as const) {
      const token = await loginAs(ctx, role);
      expect((await contractSearch(Q1, token)).statusCode, role).toBe(403);
      expect((await salesSearch(Q1, token)).statusCode, role).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.exportContractStatus, { query: Q1, token })).statusCode, role).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.exportSalesStatus, { query: Q1, token })).statusCode, role).toBe(403);
    }
    expect((await callApi(ctx, CALL_PATHS.searchContractStatus, { payload: Q1 })).statusCode).toBe(401);
    // Authentication comes before validation: a bad body without a token is still 401.
    expect((await callApi(ctx, CALL_PATHS.searchSalesStatus, { payload: { fromMonth: 'x' } })).statusCode).toBe(401);
  });

  it('lets provider staff (05, 06) and the reviewer (09) search the customer mapping, not a customer', async () => {
    for (const role of [ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer] as const) {
      const res = await callApi(ctx, CALL_PATHS.searchCompanyMappings, { payload: { keyword: 'alpha' }, token: await loginAs(ctx, role) });
      expect(res.statusCode, role).toBe(200);
    }
    const member = await loginAs(ctx, ROLE.customer);
    expect((await callApi(ctx, CALL_PATHS.searchCompanyMappings, { payload: {}, token: member })).statusCode).toBe(403);
  });
});

describe('the company popup search (customer mapping)', () => {
  it('finds customer companies by Korean or English name or customer code, with their profile, paged', async () => {
    const search = async (payload: object, lang: Lang = 'en') =>
      (await callApi(ctx, CALL_PATHS.searchCompanyMappings, { payload, token: reviewer, lang })).json();
    const byName = await search({ keyword: 'Alpha' });
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({
      companyId: alpha,
      customerCode: 'C1001',
      classification: 'DIRECT',
      classificationName: expect.any(String),
      mainCategory: 'SECURITIES',
      middleCategory: 'BROKERAGE',
      currency: 'KRW',
      billingCycle: 'MONTHLY',
      billingCycleName: 'Monthly',
    });
    const ko = await search({ keyword: byName.items[0].companyName === 'Alpha Securities' ? '알파' : 'Alpha' }, 'ko');
    expect(ko.items.map((c: { customerCode: string }) => c.customerCode)).toEqual(['C1001']);
    expect((await search({ keyword: 'c2001' })).items.map((c: { companyId: number }) => c.companyId)).toEqual([gamma]);
    const all = await search({ pageSize: 10 });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.items.map((c: { customerCode: string }) => c.customerCode)).toEqual(
      [...all.items.map((c: { customerCode: string }) => c.customerCode)].sort(),
    );
    expect((await search({ keyword: '%' })).items).toEqual([]);
  });
});

describe('the exports', () => {
  it('keeps a customer name starting with "=" as text (quote-prefix), and ends with a totals row per currency', async () => {
    const res = await callApi(ctx, CALL_PATHS.exportContractStatus, { query: Q1, token: reviewer, lang: 'ko' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('계약현황-201901-201903-');
    const marked = await quotePrefixedCells(res.rawPayload);
    expect([...marked.values()]).toContain('=HYPERLINK("http://evil.example","감마")');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toMatch(/^계약 현황 2019-01 ~ 2019-03 \(.* KST 기준\)$/);
    const last = sheet.rowCount;
    expect(sheet.getRow(last - 1).getCell(1).value).toBe('합계 (KRW)');
    expect(sheet.getRow(last - 1).getCell(9).value).toBe(3_200_000);
    expect(sheet.getRow(last).getCell(1).value).toBe('합계 (USD)');
    // USD in dollars: 220,050 cents.
    expect(sheet.getRow(last).getCell(9).value).toBe(2200.5);
  });

  it('money reads the same in both exports as in their searches: a KRW and a USD row in major units with their format', async () => {
    type Item = { month: string; customerCode: string; productCode: string; currency: 'KRW' | 'USD' } & Record<string, unknown>;
    const kinds = [
      { search: salesSearch, call: CALL_PATHS.exportSalesStatus, keyCols: [1, 7, 9], fees: ['basicFee', 'variableFee', 'usagePrice'] },
      {
        search: contractSearch,
        call: CALL_PATHS.exportContractStatus,
        keyCols: [1, 6, 2],
        fees: ['basicFee', 'variableFee', 'usagePrice', 'targetPrice'],
      },
    ] as const;
    for (const lang of ['ko', 'en'] as const)
      for (const kind of kinds) {
        const items = (await kind.search({ ...Q1, pageSize: 100 }, reviewer, lang)).json().items as Item[];
        const res = await callApi(ctx, kind.call, { query: Q1, token: reviewer, lang });
        expect(res.statusCode).toBe(200);
        // The ASCII name survives curl -OJ: the English name, never one beginning with "_-".
        const disposition = String(res.headers['content-disposition']);
        expect(disposition).toMatch(/^attachment; filename="(sales|contract)-status-201901-201903-\d{8}\.xlsx"; filename\*=UTF-8''/);
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = wb.worksheets[0]!;
        const header = (sheet.getRow(2).values as unknown[]).slice(1);
        const currencyCol = header.indexOf(lang === 'ko' ? '통화' : 'Currency') + 1;
        expect(currencyCol).toBeGreaterThan(0);
        expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
        expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1 });
        for (const currency of ['KRW', 'USD'] as const) {
          // The USD row has cents (120,050¢ = 120.5 dollars), which a bare integer of minor units would hide.
          const item = items.find(
            (i) => i.currency === currency && (currency === 'KRW' || kind.fees.some((f) => (i[f] as number) % 100 !== 0)),
          )!;
          expect(item).toBeDefined();
          let found: ExcelJS.Row | undefined;
          sheet.eachRow((row) => {
            const key = kind.keyCols.map((c) => row.getCell(c).value);
            if (key.join(' ') === `${item.month} ${item.customerCode} ${item.productCode}`) found = row;
          });
          expect(found).toBeDefined();
          expect(found!.getCell(currencyCol).value).toBe(currency);
          kind.fees.forEach((f, i) => {
            const cell = found!.getCell(currencyCol + 1 + i);
            expect(cell.value).toBe(majorUnits(money(item[f] as number, currency)));
            expect(cell.numFmt).toBe(moneyNumFmt(currency, lang));
          });
        }
      }
  });

  it('streams a few thousand rows that read back as the search answers them', async () => {
    const products = Array.from({ length: 70 }, (_, i) => `BULK-${String(i).padStart(3, '0')}`);
    const rows: SummaryInsert[] = [];
    for (let m = 1; m <= 12; m++)
      for (const companyId of [alpha, beta, gamma])
        for (const [i, productCode] of products.entries())
          rows.push(
            summaryRow({
              month: `2018-${String(m).padStart(2, '0')}`,
              companyId,
              productCode,
              customerName: i === 0 ? '+1 plus sign' : `고객 ${companyId}`,
              basicFee: 1000 * m + i,
              usagePrice: 1000 * m + i,
              currency: companyId === gamma ? 'USD' : 'KRW',
              flags: i % 2 ? ['PB'] : ['OPEN_API'],
            }),
          );
    await insertSummaries(ctx.db, rows);
    const f = { fromMonth: '2018-01', toMonth: '2018-12' };
    const res = await callApi(ctx, CALL_PATHS.exportSalesStatus, { query: { ...f, withFlags: 'PB' }, token: reviewer, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const expected = rows.filter((r) => r.flags!.includes('PB'));
    expect(res.headers[EXCHANGE_STATUS_EXPORT_ROWS_HEADER]).toBe(String(expected.length));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const read: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 2 && !String(row.getCell(1).value).startsWith('Total'))
        read.push(`${row.getCell(1).value} ${row.getCell(7).value} ${row.getCell(9).value}`);
    });
    expect(read).toHaveLength(expected.length);
    // The same rows in the same order as the search's pages (without a sort both open newest first).
    const searchedKeys = async (q: Record<string, unknown>) => {
      const searched: string[] = [];
      for (let page = 1; ; page++) {
        const body = (await salesSearch({ ...q, pageSize: 100, pageNumber: page })).json();
        if (!body.items.length) return searched;
        searched.push(
          ...body.items.map(
            (r: { month: string; customerCode: string; productCode: string }) => `${r.month} ${r.customerCode} ${r.productCode}`,
          ),
        );
      }
    };
    expect(read).toEqual(await searchedKeys({ ...f, withFlags: ['PB'] }));
    expect(read[0]!.startsWith('2018-12 ')).toBe(true);
    // Every order of the screen, over more rows than one chunk (usage ties broken by the key, as the search does).
    for (const sort of SALES_STATUS_SORTS) {
      const sorted = await callApi(ctx, CALL_PATHS.exportSalesStatus, { query: { ...f, sort }, token: reviewer, lang: 'en' });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(sorted.rawPayload as unknown as ArrayBuffer);
      const lines: string[] = [];
      book.worksheets[0]!.eachRow((row, n) => {
        if (n > 2 && !String(row.getCell(1).value).startsWith('Total'))
          lines.push(`${row.getCell(1).value} ${row.getCell(7).value} ${row.getCell(9).value}`);
      });
      expect(lines.length, sort).toBe(rows.length);
      expect(lines, sort).toEqual(await searchedKeys({ ...f, sort }));
    }
    const totals = (await salesSearch({ ...f, withFlags: ['PB'] })).json().totals as TStatusTotal[];
    const lastCol = sheet.getRow(2).cellCount;
    const totalRows = new Map<string, number>();
    sheet.eachRow((row) => {
      const label = String(row.getCell(1).value);
      if (label.startsWith('Total')) totalRows.set(label, Number(row.getCell(lastCol).value));
    });
    expect(totalRows.get('Total (KRW)')).toBe(totalOf(totals, 'KRW')!.usagePrice);
    expect(totalRows.get('Total (USD)')).toBe(totalOf(totals, 'USD')!.usagePrice / 100);
    expect(SALES_OPTION_FLAGS.length).toBe(16);
  });

  it('stops reading when the client goes away', async () => {
    const out = new PassThrough();
    const gone = new AbortController();
    let bytes = 0;
    out.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (!gone.signal.aborted) gone.abort();
    });
    const f = { fromMonth: '2018-01', toMonth: '2018-12' };
    await expect(writeSalesStatusWorkbook(out, ctx.db, f, 'en', gone.signal)).rejects.toBeInstanceOf(ExportCancelled);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('the figures of the billing run', () => {
  it('answers for a month of the demo world exactly what the run billed: basic, variable and usage per customer and product', async () => {
    const admin = await loginAs(ctx, ROLE.providerAdmin);
    // The month before the current one (the demo world's twelve months end with the current month).
    const months = (
      await callApi(ctx, CALL_PATHS.searchAdminBilling, { payload: { pageNumber: 1, pageSize: 50 }, token: admin })
    ).json() as { items: { month: string }[] };
    const month = [...months.items.map((m) => m.month)].sort().at(-2)!;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    // The run again (an open month is re-run; a final one stays as it is): the figures are the run's, whatever it finds.
    const run = await callApi(ctx, CALL_PATHS.runBilling, { payload: { month }, token: admin });
    expect([200, 409]).toContain(run.statusCode);
    // Every line of the month, as the provider's billing shows them.
    const lines: { companyId: number; productCode: string; lineType: string; amount: number; currency: string }[] = [];
    for (let page = 1; ; page++) {
      const body = (
        await callApi(ctx, CALL_PATHS.searchBillingLines, {
          params: { billingMonth: month },
          payload: { pageNumber: page, pageSize: 100 },
          token: admin,
        })
      ).json();
      lines.push(...body.items);
      if (body.items.length < 100) break;
    }
    expect(lines.length).toBeGreaterThan(0);
    const expected = new Map<string, { basicFee: number; variableFee: number; usagePrice: number; currency: string }>();
    for (const l of lines) {
      const key = `${l.companyId} ${l.productCode}`;
      const e = expected.get(key) ?? { basicFee: 0, variableFee: 0, usagePrice: 0, currency: l.currency };
      if (l.lineType === 'BASIC') e.basicFee += l.amount;
      else e.variableFee += l.amount;
      e.usagePrice += l.amount;
      expected.set(key, e);
    }
    const status = (await contractSearch({ fromMonth: month, toMonth: month, pageSize: 100 })).json();
    const got = new Map(
      status.items.map(
        (r: { companyId: number; productCode: string; basicFee: number; variableFee: number; usagePrice: number; currency: string }) => [
          `${r.companyId} ${r.productCode}`,
          { basicFee: r.basicFee, variableFee: r.variableFee, usagePrice: r.usagePrice, currency: r.currency },
        ],
      ),
    );
    expect(got).toEqual(expected);
    // The demo orders' service options and delivery protocols reach the sales status's flags.
    const flagged = (await salesSearch({ fromMonth: month, toMonth: month, withFlags: ['OPEN_API', 'TCP'] })).json();
    expect(flagged.totalCount).toBeGreaterThan(0);
    // The totals per currency are the lines' sums per currency.
    for (const t of status.totals as TStatusTotal[])
      expect(t.usagePrice).toBe(lines.filter((l) => l.currency === t.currency).reduce((n, l) => n + l.amount, 0));
  });
});
