import {
  CALL_PATHS,
  MARKET_MAINS,
  PROVISIONS,
  ROLE,
  type TCustomerProfile,
  type TNonDisplayFeesResponse,
  type TProduct,
  type TProductListResponse,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  build,
  callApi,
  loginAs,
  openApiDocument,
  openApiOperation,
  tenancyCast,
  type ApiCall,
  type ApiQuery,
  type TestContext,
  tokenFor,
} from '../../../test/helpers';
import { seedCatalogue } from '../../seed/catalogue';
import { AppError } from '../../platform/errors';
import {
  companyIdsOfRep,
  customerProfile,
  listProducts,
  listVendors,
  nonDisplayFeeOn,
  priceOn,
  productCatalogue,
  productsByCodes,
  requireProducts,
  salesRepOf,
  vendorByCode,
} from './service';
import { idOf } from '../../../test/accounts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
let gammaOps: string;
let admin: string;
let gammaId: number;

const get = (entry: ApiCall, token: string | undefined, query?: ApiQuery, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, entry, { token, query, lang });

async function products(query: ApiQuery = {}, lang: 'ko' | 'en' = 'en'): Promise<TProductListResponse> {
  const res = await get(CALL_PATHS.listProducts, cast.member, query, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const product = (list: TProductListResponse, code: string): TProduct => {
  const found = list.items.find((p) => p.productCode === code);
  if (!found) throw new Error(`${code} is not in the list`);
  return found;
};

beforeAll(async () => {
  ctx = await build();
  cast = await tenancyCast(ctx);
  gammaOps = await tokenFor(ctx, 'ops@gamma-data.example');
  admin = await loginAs(ctx, ROLE.providerAdmin);
  gammaId = (await get(CALL_PATHS.getMyCustomerProfile, gammaOps)).json().companyId;
});
afterAll(() => ctx.close());

describe('the seeded catalogue', () => {
  it('lists about thirty active products over every market and provision, in both languages', async () => {
    const en = await products();
    expect(en.items.length).toBeGreaterThanOrEqual(28);
    expect(new Set(en.items.map((p) => p.marketMain))).toEqual(new Set(MARKET_MAINS));
    expect(new Set(en.items.map((p) => p.provision))).toEqual(new Set(PROVISIONS));
    expect(en.items.every((p) => p.active)).toBe(true);
    // The discontinued product stays in the table (orders name it) but is not offered.
    expect(en.items.some((p) => p.productCode === 'KSP-ELW-RT')).toBe(false);
    expect(product(en, 'KSP-RT-L1')).toMatchObject({
      productName: 'KOSPI real-time quotes (Level 1)',
      nameKo: '유가증권시장 실시간 시세(Level 1)',
      marketMain: 'KOSPI',
      marketMainName: 'KOSPI market',
      marketSub: 'EQUITY',
      marketSubName: 'Equities',
      provision: 'REALTIME',
      provisionName: 'Real-time',
    });
    const ko = await products({}, 'ko');
    expect(product(ko, 'DRV-OPT-RT')).toMatchObject({
      productName: '파생상품시장 옵션 실시간 시세',
      marketMainName: '파생상품시장',
      marketSubName: '옵션',
      provisionName: '실시간',
    });
    expect(ko.items.map((p) => p.productCode)).toEqual(en.items.map((p) => p.productCode));
  });

  it('lists five vendors and six non-display fees', async () => {
    const vendors = await get(CALL_PATHS.listVendors, cast.member, undefined, 'ko');
    expect(vendors.statusCode).toBe(200);
    expect(vendors.json().items).toHaveLength(5);
    expect(vendors.json().items.find((v: { vendorCode: string }) => v.vendorCode === 'KOSCOM')).toEqual({
      vendorCode: 'KOSCOM',
      vendorName: '코스콤',
      nameKo: '코스콤',
      nameEn: 'Koscom',
      countryCode: 'KR',
    });
    const fees = (await get(CALL_PATHS.getNonDisplayFees, cast.member, { date: '2026-03-01' })).json() as TNonDisplayFeesResponse;
    expect(fees.date).toBe('2026-03-01');
    expect(fees.items.map((f) => `${f.usagePurpose}/${f.tier}`)).toEqual([
      'TRADING/BASIC',
      'TRADING/PREMIUM',
      'TRADING/UNLIMITED',
      'OTHER/BASIC',
      'OTHER/PREMIUM',
      'OTHER/UNLIMITED',
    ]);
    expect(fees.items[1]).toMatchObject({
      usagePurposeName: 'Trading',
      tierName: 'Premium (2-3 applications)',
      minApplications: 2,
      maxApplications: 3,
      effectiveTo: null,
      fee: { krw: 3_000_000, usd: 222_000 },
    });
    expect(fees.items[2].maxApplications).toBeNull();
    const ko = (await get(CALL_PATHS.getNonDisplayFees, cast.member, { date: '2026-03-01' }, 'ko')).json() as TNonDisplayFeesResponse;
    expect(ko.items[5]).toMatchObject({ usagePurposeName: '기타', tierName: '무제한(4개 이상)' });
  });

  it('is seeded idempotently', async () => {
    const before = await products({ date: '2026-07-01' });
    await seedCatalogue(ctx.db);
    const after = await products({ date: '2026-07-01' });
    expect(after).toEqual(before);
    expect(await listVendors(ctx.db, 'en')).toHaveLength(5);
  });
});

describe('filters', () => {
  it('by market main category and by provision', async () => {
    const konex = await products({ marketMain: 'KONEX' });
    expect(konex.items.map((p) => p.productCode).sort()).toEqual(['KNX-DL', 'KNX-EOD', 'KNX-RT-L1', 'KNX-RT-L2']);
    const batch = await products({ provision: 'BATCH' });
    expect(batch.items.length).toBeGreaterThanOrEqual(3);
    expect(batch.items.every((p) => p.provision === 'BATCH')).toBe(true);
    const both = await products({ marketMain: 'DERIVATIVES', provision: 'REALTIME' });
    expect(both.items.map((p) => p.productCode).sort()).toEqual(['DRV-FUT-RT', 'DRV-OPT-RT']);
  });

  it('by a text in the code or either name, case-insensitively, with LIKE wildcards taken literally', async () => {
    const hangul = await products({ searchText: '코스닥' });
    expect(hangul.items.length).toBeGreaterThanOrEqual(4);
    expect(hangul.items.every((p) => p.marketMain === 'KOSDAQ')).toBe(true);
    const english = await products({ searchText: 'ORDER BOOK' });
    expect(english.items.map((p) => p.productCode).sort()).toEqual(['KNX-RT-L2', 'KSP-RT-L2', 'KSQ-RT-L2']);
    expect((await products({ searchText: 'ksp-rt' })).items.map((p) => p.productCode).sort()).toEqual(['KSP-RT-L1', 'KSP-RT-L2']);
    expect((await products({ searchText: '%' })).items).toEqual([]);
    expect((await products({ searchText: '_' })).items).toEqual([]);
    expect((await products({ searchText: '   ' })).items.length).toBeGreaterThanOrEqual(28);
  });

  it('the service lists inactive products when asked, and finds products and vendors by code', async () => {
    const all = await listProducts(ctx.db, { marketMain: 'KOSPI', activeOnly: false }, 'ko');
    expect(all.find((p) => p.productCode === 'KSP-ELW-RT')).toMatchObject({ active: false, marketSubName: 'ELW' });
    expect((await productsByCodes(ctx.db, ['KSP-ELW-RT', 'NOPE', 'IDX-KRX-RT'])).map((p) => p.productCode).sort()).toEqual([
      'IDX-KRX-RT',
      'KSP-ELW-RT',
    ]);
    await expect(requireProducts(ctx.db, ['KSP-RT-L1', 'NOPE'])).rejects.toMatchObject({ code: 'CAT1N4042' });
    await expect(requireProducts(ctx.db, ['KSP-ELW-RT'], { activeOnly: true })).rejects.toBeInstanceOf(AppError);
    expect(await requireProducts(ctx.db, ['KSP-ELW-RT', 'KSP-ELW-RT'])).toHaveLength(1);
    expect((await vendorByCode(ctx.db, 'LSEG'))?.countryCode).toBe('GB');
    expect(await vendorByCode(ctx.db, 'NOPE')).toBeNull();
  });
});

describe('prices by date', () => {
  it('changes on 2026-07-01 for the products with a newer price, and not for the others', async () => {
    const before = await products({ date: '2026-06-30' });
    const after = await products({ date: '2026-07-01' });
    expect(before.date).toBe('2026-06-30');
    expect(product(before, 'KSP-RT-L1').price).toEqual({
      effectiveFrom: '2025-01-01',
      effectiveTo: '2026-06-30',
      basicFee: { krw: 1_200_000, usd: 90_000 },
      variableFees: [
        { useCategory: '151', useCategoryName: 'Professional', fee: { krw: 20_000, usd: 1_500 } },
        { useCategory: '152', useCategoryName: 'Non-professional', fee: { krw: 1_000, usd: 75 } },
        { useCategory: '155', useCategoryName: 'Index calculation', fee: { krw: 300_000, usd: 22_500 } },
      ],
    });
    expect(product(after, 'KSP-RT-L1').price).toMatchObject({
      effectiveFrom: '2026-07-01',
      effectiveTo: null,
      basicFee: { krw: 1_300_000, usd: 97_500 },
    });
    expect(product(before, 'KSP-DL').price).toEqual(product(after, 'KSP-DL').price);
    expect(product(after, 'KSP-DL').price?.effectiveFrom).toBe('2025-01-01');
    const changed = after.items.filter((p) => p.price?.effectiveFrom === '2026-07-01').map((p) => p.productCode);
    expect(changed.length).toBeGreaterThanOrEqual(3);
    const ko = await products({ date: '2026-07-01' }, 'ko');
    expect(product(ko, 'IDX-KRX-RT').price?.variableFees.map((v) => v.useCategoryName)).toEqual([
      '전문가용',
      '비전문가용(개인)',
      '지수산출용',
    ]);
  });

  it('has no price before the first price table, and defaults to today in Korea', async () => {
    const early = await products({ date: '2024-12-31' });
    expect(early.items.every((p) => p.price === null)).toBe(true);
    const today = await products();
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.items.every((p) => p.price !== null)).toBe(true);
    const edge = await productCatalogue(ctx.db, {}, 'en', '2026-07-01');
    expect(edge.date).toBe('2026-07-01');
    expect(edge.items.find((p) => p.productCode === 'KSQ-RT-L1')?.price?.basicFee.krw).toBe(1_100_000);
  });

  it('the service answers the row in effect on both sides of the edge', async () => {
    expect((await priceOn(ctx.db, 'DRV-FUT-RT', '2026-06-30'))?.basicFeeKrw).toBe(1_500_000);
    expect((await priceOn(ctx.db, 'DRV-FUT-RT', '2026-07-01'))?.basicFeeKrw).toBe(1_650_000);
    expect((await priceOn(ctx.db, 'DRV-FUT-RT', '2030-01-01'))?.basicFeeKrw).toBe(1_650_000);
    expect(await priceOn(ctx.db, 'DRV-FUT-RT', '2024-12-31')).toBeNull();
    expect(await priceOn(ctx.db, 'NOPE', '2026-01-01')).toBeNull();
    expect((await nonDisplayFeeOn(ctx.db, 'OTHER', 'UNLIMITED', '2026-07-01'))?.feeKrw).toBe(2_250_000);
    expect(await nonDisplayFeeOn(ctx.db, 'TRADING', 'BASIC', '2024-12-31')).toBeNull();
  });
});

describe('bad input', () => {
  const cases: [string, ApiCall, ApiQuery][] = [
    ['an unknown market', CALL_PATHS.listProducts, { marketMain: 'NASDAQ' }],
    ['an unknown provision', CALL_PATHS.listProducts, { provision: 'SOMETIMES' }],
    ['a huge search text', CALL_PATHS.listProducts, { searchText: '가'.repeat(101) }],
    ['a date that does not exist', CALL_PATHS.listProducts, { date: '2026-02-30' }],
    ['a date in another format', CALL_PATHS.getNonDisplayFees, { date: '01/07/2026' }],
    ['a company id that is no number', CALL_PATHS.getMyCustomerProfile, { companyId: 'alpha' }],
  ];
  for (const [what, entry, query] of cases) {
    it(`${what} answers 400 in the error shape in both languages`, async () => {
      const en = await get(entry, cast.member, query, 'en');
      const ko = await get(entry, cast.member, query, 'ko');
      expect(en.statusCode, en.body).toBe(400);
      expect(ko.statusCode).toBe(400);
      expect(Object.keys(en.json()).sort()).toEqual(['errorCode', 'errorMessage']);
      expect(en.json().errorCode).toBe('COM1N4001');
      expect(en.json().errorMessage).toMatch(/^Invalid format\./);
      expect(ko.json().errorMessage).toMatch(/^입력값 형식이 올바르지 않습니다\./);
    });
  }

  it('a search text of 100 characters is fine', async () => {
    expect((await products({ searchText: '가'.repeat(100) })).items).toEqual([]);
  });

  it('every call answers 401 without a token, before looking at the input', async () => {
    for (const entry of [CALL_PATHS.listProducts, CALL_PATHS.listVendors, CALL_PATHS.getNonDisplayFees, CALL_PATHS.getMyCustomerProfile]) {
      const res = await get(entry, undefined, { date: 'bad', marketMain: 'bad' }, 'ko');
      expect(res.statusCode, entry.path).toBe(401);
      expect(res.json()).toEqual({ errorCode: 'ATH1N4001', errorMessage: '로그인이 필요합니다.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const bad = await get(CALL_PATHS.listProducts, 'not-a-token');
    expect(bad.json().errorCode).toBe('ATH1N4002');
  });
});

describe('customer profiles', () => {
  it('answers the token company’s profile with its sales representative', async () => {
    const res = await get(CALL_PATHS.getMyCustomerProfile, cast.member, undefined, 'ko');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const salesId = await idOf(ctx, 'sales@krx-data.example');
    expect(res.json()).toEqual({
      companyId: cast.alphaId,
      companyName: '알파증권',
      customerCode: 'C1001',
      classification: 'DIRECT',
      classificationName: '직접',
      mainCategory: 'SECURITIES',
      mainCategoryName: '증권사',
      middleCategory: 'BROKERAGE',
      middleCategoryName: '위탁매매',
      currency: 'KRW',
      currencyName: '원화(KRW)',
      billingCycle: 'MONTHLY',
      billingCycleName: '월별',
      salesRepresentative: { userId: salesId, name: '정도윤', email: 'sales@krx-data.example' },
    });
    const beta = (await get(CALL_PATHS.getMyCustomerProfile, cast.memberBeta, undefined, 'en')).json() as TCustomerProfile;
    expect(beta).toMatchObject({
      companyId: cast.betaId,
      companyName: 'Beta Asset Management',
      classificationName: 'Indirect',
      billingCycle: 'QUARTERLY',
      mainCategoryName: 'Asset manager',
    });
    const gamma = (await get(CALL_PATHS.getMyCustomerProfile, gammaOps, undefined, 'en')).json() as TCustomerProfile;
    expect(gamma).toMatchObject({ customerCode: 'C2001', currency: 'USD', middleCategory: 'GLOBAL_VENDOR' });
    expect(gamma.salesRepresentative).toMatchObject({ name: 'Sua Kang', email: 'admin@krx-data.example' });
  });

  it('is the caller’s company’s only: a member naming another company is refused', async () => {
    for (const [token, other] of [
      [cast.member, cast.betaId],
      [cast.outsider, cast.alphaId],
      [cast.colleague, gammaId],
    ] as const) {
      const res = await get(CALL_PATHS.getMyCustomerProfile, token, { companyId: other }, 'ko');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorCode: 'CAT1N4031', errorMessage: '이 회사의 고객 정보를 볼 수 있는 권한이 없습니다.' });
    }
    // Naming one's own token company is fine.
    const own = await get(CALL_PATHS.getMyCustomerProfile, cast.outsider, { companyId: cast.betaId });
    expect(own.json().customerCode).toBe('C1002');
  });

  it('provider staff name any company; a company without a profile answers CAT1N4041', async () => {
    const alpha = await get(CALL_PATHS.getMyCustomerProfile, cast.sales, { companyId: cast.alphaId });
    expect(alpha.statusCode).toBe(200);
    expect(alpha.json().customerCode).toBe('C1001');
    expect((await get(CALL_PATHS.getMyCustomerProfile, admin, { companyId: gammaId })).json().customerCode).toBe('C2001');
    const own = await get(CALL_PATHS.getMyCustomerProfile, cast.sales, undefined, 'en');
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({
      errorCode: 'CAT1N4041',
      errorMessage: 'No customer information is registered for this company. Please contact your sales representative.',
    });
    expect((await get(CALL_PATHS.getMyCustomerProfile, cast.sales, undefined, 'ko')).json().errorMessage).toBe(
      '이 회사의 고객 정보가 등록되어 있지 않습니다. 담당 영업 대표에게 문의해 주세요.',
    );
    const unknown = await get(CALL_PATHS.getMyCustomerProfile, cast.sales, { companyId: 2_000_000 });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().errorCode).toBe('CAT1N4031');
  });

  it('the service knows each company’s representative and each representative’s companies', async () => {
    const salesId = await idOf(ctx, 'sales@krx-data.example');
    const adminId = await idOf(ctx, 'admin@krx-data.example');
    expect(await salesRepOf(ctx.db, cast.alphaId)).toEqual({ userId: salesId, name: '정도윤', email: 'sales@krx-data.example' });
    expect((await salesRepOf(ctx.db, gammaId))?.userId).toBe(adminId);
    const ofSales = await companyIdsOfRep(ctx.db, salesId);
    expect(ofSales).toEqual(expect.arrayContaining([cast.alphaId, cast.betaId]));
    expect(ofSales).not.toContain(gammaId);
    expect(await companyIdsOfRep(ctx.db, adminId)).toEqual([gammaId]);
    expect(await customerProfile(ctx.db, 2_000_000)).toBeNull();
    expect((await customerProfile(ctx.db, cast.betaId))?.customerMainCategory).toBe('ASSET_MANAGEMENT');
  });
});

describe('the OpenAPI document', () => {
  it('lists the four calls under the Catalogue tag', async () => {
    const doc = await openApiDocument(ctx);
    for (const entry of [CALL_PATHS.listProducts, CALL_PATHS.listVendors, CALL_PATHS.getNonDisplayFees, CALL_PATHS.getMyCustomerProfile]) {
      const [path, method] = openApiOperation(entry);
      expect(doc.paths[path]?.[method]?.tags, path).toEqual(['Catalogue']);
    }
  });
});
