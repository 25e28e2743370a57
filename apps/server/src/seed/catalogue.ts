import type {
  TBillingCycle,
  TCurrency,
  TCustomerClassification,
  TCustomerMiddleCategory,
  TMarketMain,
  TMarketSub,
  TNonDisplayPurpose,
  TNonDisplayTier,
  TProvision,
} from '@portal/contract';
import { CUSTOMER_MIDDLE_CATEGORY_MAIN } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { companies, customerProfiles, nonDisplayFees, productPrices, products, users, vendors } from '../db/schema/index';
import type { Db } from '../platform/db';

/**
 * The reference data of the demo world: about thirty information products over every
 * market, their prices effective 2025-01-01 with a newer set for the busiest real-time products from
 * 2026-07-01, the non-display fees, five vendors and a customer profile for every customer company.
 * Money in minor units excluding VAT: KRW in won, USD in cents. Idempotent: rows that exist are left alone.
 */

/** The date the first price table takes effect, and the date of the newer set (the old rows end the day before). */
export const PRICES_SINCE = '2025-01-01';
export const NEW_PRICES_SINCE = '2026-07-01';
const OLD_PRICES_UNTIL = '2026-06-30';

/** basic KRW, basic USD cents, then per use category 151, 152, 155: KRW, USD cents. */
type Fees = readonly [number, number, number, number, number, number, number, number];

interface DemoProduct {
  code: string;
  ko: string;
  en: string;
  main: TMarketMain;
  sub: TMarketSub;
  provision: TProvision;
  active?: false;
  fees: Fees;
  /** The price from 2026-07-01, for the products whose price changes then. */
  newFees?: Fees;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    code: 'KSP-RT-L1',
    ko: '유가증권시장 실시간 시세(Level 1)',
    en: 'KOSPI real-time quotes (Level 1)',
    main: 'KOSPI',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [1_200_000, 90_000, 20_000, 1_500, 1_000, 75, 300_000, 22_500],
    newFees: [1_300_000, 97_500, 22_000, 1_650, 1_100, 85, 320_000, 24_000],
  },
  {
    code: 'KSP-RT-L2',
    ko: '유가증권시장 실시간 10단계 호가(Level 2)',
    en: 'KOSPI real-time 10-level order book (Level 2)',
    main: 'KOSPI',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [2_000_000, 150_000, 35_000, 2_600, 2_000, 150, 0, 0],
    newFees: [2_200_000, 165_000, 38_000, 2_850, 2_200, 165, 0, 0],
  },
  {
    code: 'KSP-DL',
    ko: '유가증권시장 지연 시세(20분)',
    en: 'KOSPI delayed quotes (20 minutes)',
    main: 'KOSPI',
    sub: 'EQUITY',
    provision: 'DELAYED',
    fees: [500_000, 37_500, 5_000, 375, 300, 25, 0, 0],
  },
  {
    code: 'KSP-EOD',
    ko: '유가증권시장 종가 정보',
    en: 'KOSPI end-of-day prices',
    main: 'KOSPI',
    sub: 'EQUITY',
    provision: 'EOD',
    fees: [300_000, 22_500, 2_000, 150, 0, 0, 100_000, 7_500],
  },
  {
    code: 'KSP-ETF-RT',
    ko: '유가증권시장 ETF 실시간 시세',
    en: 'KOSPI ETF real-time quotes',
    main: 'KOSPI',
    sub: 'ETF',
    provision: 'REALTIME',
    fees: [600_000, 45_000, 8_000, 600, 500, 40, 0, 0],
  },
  {
    code: 'KSP-ETN-RT',
    ko: '유가증권시장 ETN 실시간 시세',
    en: 'KOSPI ETN real-time quotes',
    main: 'KOSPI',
    sub: 'ETN',
    provision: 'REALTIME',
    fees: [400_000, 30_000, 6_000, 450, 400, 30, 0, 0],
  },
  {
    code: 'KSP-ELW-RT',
    ko: '유가증권시장 ELW 실시간 시세(판매 종료)',
    en: 'KOSPI ELW real-time quotes (discontinued)',
    main: 'KOSPI',
    sub: 'ELW',
    provision: 'REALTIME',
    active: false,
    fees: [400_000, 30_000, 6_000, 450, 400, 30, 0, 0],
  },
  {
    code: 'KSQ-RT-L1',
    ko: '코스닥시장 실시간 시세(Level 1)',
    en: 'KOSDAQ real-time quotes (Level 1)',
    main: 'KOSDAQ',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [1_000_000, 75_000, 18_000, 1_350, 900, 70, 250_000, 18_500],
    newFees: [1_100_000, 81_500, 19_800, 1_470, 1_000, 75, 270_000, 20_000],
  },
  {
    code: 'KSQ-RT-L2',
    ko: '코스닥시장 실시간 10단계 호가(Level 2)',
    en: 'KOSDAQ real-time 10-level order book (Level 2)',
    main: 'KOSDAQ',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [1_700_000, 126_000, 30_000, 2_225, 1_800, 135, 0, 0],
    newFees: [1_850_000, 137_000, 33_000, 2_445, 2_000, 150, 0, 0],
  },
  {
    code: 'KSQ-DL',
    ko: '코스닥시장 지연 시세(20분)',
    en: 'KOSDAQ delayed quotes (20 minutes)',
    main: 'KOSDAQ',
    sub: 'EQUITY',
    provision: 'DELAYED',
    fees: [400_000, 30_000, 4_000, 300, 250, 20, 0, 0],
  },
  {
    code: 'KSQ-EOD',
    ko: '코스닥시장 종가 정보',
    en: 'KOSDAQ end-of-day prices',
    main: 'KOSDAQ',
    sub: 'EQUITY',
    provision: 'EOD',
    fees: [250_000, 18_500, 1_500, 110, 0, 0, 80_000, 6_000],
  },
  {
    code: 'KNX-RT-L1',
    ko: '코넥스시장 실시간 시세(Level 1)',
    en: 'KONEX real-time quotes (Level 1)',
    main: 'KONEX',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [300_000, 22_500, 5_000, 375, 300, 25, 0, 0],
  },
  {
    code: 'KNX-RT-L2',
    ko: '코넥스시장 실시간 10단계 호가(Level 2)',
    en: 'KONEX real-time 10-level order book (Level 2)',
    main: 'KONEX',
    sub: 'EQUITY',
    provision: 'REALTIME',
    fees: [500_000, 37_500, 8_000, 600, 500, 40, 0, 0],
  },
  {
    code: 'KNX-DL',
    ko: '코넥스시장 지연 시세(20분)',
    en: 'KONEX delayed quotes (20 minutes)',
    main: 'KONEX',
    sub: 'EQUITY',
    provision: 'DELAYED',
    fees: [150_000, 11_000, 1_500, 110, 100, 10, 0, 0],
  },
  {
    code: 'KNX-EOD',
    ko: '코넥스시장 종가 정보',
    en: 'KONEX end-of-day prices',
    main: 'KONEX',
    sub: 'EQUITY',
    provision: 'EOD',
    fees: [100_000, 7_500, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'DRV-FUT-RT',
    ko: '파생상품시장 선물 실시간 시세',
    en: 'Derivatives market futures real-time quotes',
    main: 'DERIVATIVES',
    sub: 'FUTURES',
    provision: 'REALTIME',
    fees: [1_500_000, 111_000, 25_000, 1_850, 1_200, 90, 0, 0],
    newFees: [1_650_000, 122_000, 27_500, 2_035, 1_300, 95, 0, 0],
  },
  {
    code: 'DRV-FUT-DL',
    ko: '파생상품시장 선물 지연 시세(20분)',
    en: 'Derivatives market futures delayed quotes (20 minutes)',
    main: 'DERIVATIVES',
    sub: 'FUTURES',
    provision: 'DELAYED',
    fees: [450_000, 33_500, 4_500, 335, 250, 20, 0, 0],
  },
  {
    code: 'DRV-FUT-EOD',
    ko: '파생상품시장 선물 일별 정산가',
    en: 'Derivatives market futures daily settlement prices',
    main: 'DERIVATIVES',
    sub: 'FUTURES',
    provision: 'EOD',
    fees: [200_000, 15_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'DRV-OPT-RT',
    ko: '파생상품시장 옵션 실시간 시세',
    en: 'Derivatives market options real-time quotes',
    main: 'DERIVATIVES',
    sub: 'OPTIONS',
    provision: 'REALTIME',
    fees: [1_500_000, 111_000, 25_000, 1_850, 1_200, 90, 0, 0],
    newFees: [1_650_000, 122_000, 27_500, 2_035, 1_300, 95, 0, 0],
  },
  {
    code: 'DRV-OPT-DL',
    ko: '파생상품시장 옵션 지연 시세(20분)',
    en: 'Derivatives market options delayed quotes (20 minutes)',
    main: 'DERIVATIVES',
    sub: 'OPTIONS',
    provision: 'DELAYED',
    fees: [450_000, 33_500, 4_500, 335, 250, 20, 0, 0],
  },
  {
    code: 'DRV-OPT-EOD',
    ko: '파생상품시장 옵션 일별 정산가',
    en: 'Derivatives market options daily settlement prices',
    main: 'DERIVATIVES',
    sub: 'OPTIONS',
    provision: 'EOD',
    fees: [200_000, 15_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'BND-KTS-RT',
    ko: '국채전문유통시장 실시간 시세',
    en: 'Korea Treasury Bond market real-time quotes',
    main: 'BONDS',
    sub: 'TREASURY',
    provision: 'REALTIME',
    fees: [800_000, 59_500, 10_000, 740, 0, 0, 0, 0],
  },
  {
    code: 'BND-KTS-EOD',
    ko: '국채 일별 종가 및 수익률',
    en: 'Treasury bond end-of-day prices and yields',
    main: 'BONDS',
    sub: 'TREASURY',
    provision: 'EOD',
    fees: [200_000, 15_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'BND-CORP-EOD',
    ko: '일반채권 일별 종가',
    en: 'Corporate bond end-of-day prices',
    main: 'BONDS',
    sub: 'CORPORATE',
    provision: 'EOD',
    fees: [150_000, 11_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'IDX-KRX-RT',
    ko: 'KRX 지수 실시간',
    en: 'KRX indices real-time',
    main: 'INDICES',
    sub: 'INDEX',
    provision: 'REALTIME',
    fees: [700_000, 52_000, 10_000, 740, 500, 40, 500_000, 37_000],
    newFees: [770_000, 57_000, 11_000, 815, 550, 40, 550_000, 40_500],
  },
  {
    code: 'IDX-K200-RT',
    ko: '코스피 200 지수 실시간',
    en: 'KOSPI 200 index real-time',
    main: 'INDICES',
    sub: 'INDEX',
    provision: 'REALTIME',
    fees: [500_000, 37_000, 8_000, 590, 400, 30, 400_000, 29_500],
  },
  {
    code: 'IDX-KRX-DL',
    ko: 'KRX 지수 지연(20분)',
    en: 'KRX indices delayed (20 minutes)',
    main: 'INDICES',
    sub: 'INDEX',
    provision: 'DELAYED',
    fees: [200_000, 15_000, 2_000, 150, 0, 0, 0, 0],
  },
  {
    code: 'IDX-KRX-EOD',
    ko: 'KRX 지수 종가',
    en: 'KRX indices end-of-day values',
    main: 'INDICES',
    sub: 'INDEX',
    provision: 'EOD',
    fees: [150_000, 11_000, 0, 0, 0, 0, 200_000, 15_000],
  },
  {
    code: 'KSP-BATCH',
    ko: '유가증권시장 일별 체결·종목 마스터 파일',
    en: 'KOSPI daily trade and security master files',
    main: 'KOSPI',
    sub: 'EQUITY',
    provision: 'BATCH',
    fees: [400_000, 30_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'KSQ-BATCH',
    ko: '코스닥시장 일별 체결·종목 마스터 파일',
    en: 'KOSDAQ daily trade and security master files',
    main: 'KOSDAQ',
    sub: 'EQUITY',
    provision: 'BATCH',
    fees: [350_000, 26_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'DRV-BATCH',
    ko: '파생상품시장 일별 체결·정산 파일',
    en: 'Derivatives market daily trade and settlement files',
    main: 'DERIVATIVES',
    sub: 'FUTURES',
    provision: 'BATCH',
    fees: [350_000, 26_000, 0, 0, 0, 0, 0, 0],
  },
  {
    code: 'IDX-BATCH',
    ko: 'KRX 지수 구성종목 파일',
    en: 'KRX index constituent files',
    main: 'INDICES',
    sub: 'INDEX',
    provision: 'BATCH',
    fees: [300_000, 22_500, 0, 0, 0, 0, 150_000, 11_000],
  },
];

/** Monthly non-display fee per usage purpose and tier: KRW, USD cents. */
export const DEMO_NON_DISPLAY_FEES: readonly { purpose: TNonDisplayPurpose; tier: TNonDisplayTier; krw: number; usd: number }[] = [
  { purpose: 'TRADING', tier: 'BASIC', krw: 1_500_000, usd: 111_000 },
  { purpose: 'TRADING', tier: 'PREMIUM', krw: 3_000_000, usd: 222_000 },
  { purpose: 'TRADING', tier: 'UNLIMITED', krw: 4_500_000, usd: 333_000 },
  { purpose: 'OTHER', tier: 'BASIC', krw: 750_000, usd: 55_500 },
  { purpose: 'OTHER', tier: 'PREMIUM', krw: 1_500_000, usd: 111_000 },
  { purpose: 'OTHER', tier: 'UNLIMITED', krw: 2_250_000, usd: 166_500 },
];

export const DEMO_VENDORS = [
  { vendorCode: 'BLOOMBERG', nameKo: '블룸버그', nameEn: 'Bloomberg L.P.', countryCode: 'US' },
  { vendorCode: 'LSEG', nameKo: '런던증권거래소그룹(LSEG)', nameEn: 'London Stock Exchange Group (LSEG)', countryCode: 'GB' },
  { vendorCode: 'FACTSET', nameKo: '팩트셋', nameEn: 'FactSet Research Systems', countryCode: 'US' },
  { vendorCode: 'KOSCOM', nameKo: '코스콤', nameEn: 'Koscom', countryCode: 'KR' },
  { vendorCode: 'FNGUIDE', nameKo: '에프앤가이드', nameEn: 'FnGuide', countryCode: 'KR' },
] as const;

/** The profile of each customer company of the demo world (by customer code), with its sales representative's login. */
export const DEMO_CUSTOMER_PROFILES: readonly {
  customerCode: string;
  classification: TCustomerClassification;
  middle: TCustomerMiddleCategory;
  currency: TCurrency;
  billingCycle: TBillingCycle;
  rep: string;
}[] = [
  {
    customerCode: 'C1001',
    classification: 'DIRECT',
    middle: 'BROKERAGE',
    currency: 'KRW',
    billingCycle: 'MONTHLY',
    rep: 'sales@krx-data.example',
  },
  {
    customerCode: 'C1002',
    classification: 'INDIRECT',
    middle: 'COLLECTIVE_INVESTMENT',
    currency: 'KRW',
    billingCycle: 'QUARTERLY',
    rep: 'sales@krx-data.example',
  },
  {
    customerCode: 'C2001',
    classification: 'DIRECT',
    middle: 'GLOBAL_VENDOR',
    currency: 'USD',
    billingCycle: 'MONTHLY',
    rep: 'admin@krx-data.example',
  },
  // The company registered by new members and not yet confirmed (seed/accounts.ts): a profile already, so its orders have one.
  {
    customerCode: 'T9001',
    classification: 'SEMI_DIRECT',
    middle: 'DOMESTIC_VENDOR',
    currency: 'KRW',
    billingCycle: 'MONTHLY',
    rep: 'sales@krx-data.example',
  },
];

const priceRow = (productCode: string, effectiveFrom: string, effectiveTo: string | null, f: Fees) => ({
  productCode,
  effectiveFrom,
  effectiveTo,
  basicFeeKrw: f[0],
  basicFeeUsd: f[1],
  var151Krw: f[2],
  var151Usd: f[3],
  var152Krw: f[4],
  var152Usd: f[5],
  var155Krw: f[6],
  var155Usd: f[7],
});

export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p, i) => ({
        productCode: p.code,
        nameKo: p.ko,
        nameEn: p.en,
        marketMain: p.main,
        marketSub: p.sub,
        provision: p.provision,
        active: p.active ?? true,
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(productPrices)
    .values(
      DEMO_PRODUCTS.flatMap((p) =>
        p.newFees
          ? [priceRow(p.code, PRICES_SINCE, OLD_PRICES_UNTIL, p.fees), priceRow(p.code, NEW_PRICES_SINCE, null, p.newFees)]
          : [priceRow(p.code, PRICES_SINCE, null, p.fees)],
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(nonDisplayFees)
    .values(
      DEMO_NON_DISPLAY_FEES.map((f) => ({
        usagePurpose: f.purpose,
        tier: f.tier,
        effectiveFrom: PRICES_SINCE,
        effectiveTo: null,
        feeKrw: f.krw,
        feeUsd: f.usd,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(vendors)
    .values(DEMO_VENDORS.map((v) => ({ ...v })))
    .onConflictDoNothing();

  const codes = DEMO_CUSTOMER_PROFILES.map((p) => p.customerCode);
  const companyRows = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, codes));
  const companyOf = new Map(companyRows.map((c) => [c.code, c.id]));
  const reps = new Map<string, number>();
  for (const login of new Set(DEMO_CUSTOMER_PROFILES.map((p) => p.rep))) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, login));
    if (user) reps.set(login, user.id);
  }
  const rows = DEMO_CUSTOMER_PROFILES.filter((p) => companyOf.has(p.customerCode)).map((p) => ({
    companyId: companyOf.get(p.customerCode)!,
    customerCode: p.customerCode,
    classification: p.classification,
    customerMainCategory: CUSTOMER_MIDDLE_CATEGORY_MAIN[p.middle],
    customerMiddleCategory: p.middle,
    currency: p.currency,
    billingCycle: p.billingCycle,
    salesRepUserId: reps.get(p.rep) ?? null,
  }));
  if (rows.length) await db.insert(customerProfiles).values(rows).onConflictDoNothing();
}
