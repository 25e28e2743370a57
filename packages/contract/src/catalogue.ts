import { z } from 'zod';
import type { TMoney } from './money';
import type { TLanguage } from './common';
import type { TText } from './workflow';

/**
 * Reference data of the business domain: information products with
 * their market, sub-category and provision; the price table with effective dates (monthly basic fee, variable
 * monthly fee per unit by use category, non-display fees per usage purpose and tier); vendors; the customer
 * profile of each customer company. Money is in minor units excluding VAT: KRW in won, USD in cents.
 *
 * The bilingual labels of every code are constant maps here, so the web shows them without a call
 * (`labelOf(MARKET_MAIN_LABELS, code, lang)`). Calls: listProducts, listVendors, getNonDisplayFees,
 * getMyCustomerProfile (call-paths.ts).
 */

type Labels<K extends string> = Readonly<Record<K, TText>>;

/** The label of a code in a language; the code itself when the map does not know it. */
export function labelOf<K extends string>(labels: Labels<K>, code: string, lang: TLanguage): string {
  return Object.prototype.hasOwnProperty.call(labels, code) ? labels[code as K][lang] : code;
}

const keysOf = <K extends string>(labels: Labels<K>) => Object.keys(labels) as [K, ...K[]];

/** Market main category of a product. */
export const MARKET_MAIN_LABELS = {
  KOSPI: { ko: '유가증권시장(KOSPI)', en: 'KOSPI market' },
  KOSDAQ: { ko: '코스닥시장(KOSDAQ)', en: 'KOSDAQ market' },
  KONEX: { ko: '코넥스시장(KONEX)', en: 'KONEX market' },
  DERIVATIVES: { ko: '파생상품시장', en: 'Derivatives market' },
  BONDS: { ko: '채권시장', en: 'Bond market' },
  INDICES: { ko: '지수', en: 'Indices' },
} as const satisfies Labels<string>;
export type TMarketMain = keyof typeof MARKET_MAIN_LABELS;
export const MARKET_MAINS = keysOf(MARKET_MAIN_LABELS);

/** Market sub-category (the finer kind of instrument). */
export const MARKET_SUB_LABELS = {
  EQUITY: { ko: '주식', en: 'Equities' },
  ETF: { ko: 'ETF', en: 'ETFs' },
  ETN: { ko: 'ETN', en: 'ETNs' },
  ELW: { ko: 'ELW', en: 'ELWs' },
  FUTURES: { ko: '선물', en: 'Futures' },
  OPTIONS: { ko: '옵션', en: 'Options' },
  TREASURY: { ko: '국채', en: 'Treasury bonds' },
  CORPORATE: { ko: '일반채권', en: 'Corporate and other bonds' },
  INDEX: { ko: '지수', en: 'Indices' },
} as const satisfies Labels<string>;
export type TMarketSub = keyof typeof MARKET_SUB_LABELS;
export const MARKET_SUBS = keysOf(MARKET_SUB_LABELS);

/** How a product is provided. */
export const PROVISION_LABELS = {
  REALTIME: { ko: '실시간', en: 'Real-time' },
  DELAYED: { ko: '지연', en: 'Delayed' },
  EOD: { ko: '장 마감 후(종가)', en: 'End of day' },
  BATCH: { ko: '일괄 파일(배치)', en: 'Batch files' },
} as const satisfies Labels<string>;
export type TProvision = keyof typeof PROVISION_LABELS;
export const PROVISIONS = keysOf(PROVISION_LABELS);

/** Variable-fee use categories of the monthly user report (spec 2, section 3). */
export const USE_CATEGORY_LABELS = {
  '151': { ko: '전문가용', en: 'Professional' },
  '152': { ko: '비전문가용(개인)', en: 'Non-professional' },
  '155': { ko: '지수산출용', en: 'Index calculation' },
} as const satisfies Labels<string>;
export type TUseCategory = keyof typeof USE_CATEGORY_LABELS;
export const USE_CATEGORIES = keysOf(USE_CATEGORY_LABELS);

/** Customer classification: receives the data directly, through a vendor, or in between. */
export const CUSTOMER_CLASSIFICATION_LABELS = {
  DIRECT: { ko: '직접', en: 'Direct' },
  INDIRECT: { ko: '간접', en: 'Indirect' },
  SEMI_DIRECT: { ko: '준직접', en: 'Semi-direct' },
} as const satisfies Labels<string>;
export type TCustomerClassification = keyof typeof CUSTOMER_CLASSIFICATION_LABELS;
export const CUSTOMER_CLASSIFICATIONS = keysOf(CUSTOMER_CLASSIFICATION_LABELS);

/** Customer main category. */
export const CUSTOMER_MAIN_CATEGORY_LABELS = {
  SECURITIES: { ko: '증권사', en: 'Securities firm' },
  ASSET_MANAGEMENT: { ko: '자산운용사', en: 'Asset manager' },
  BANK: { ko: '은행', en: 'Bank' },
  INSURANCE: { ko: '보험사', en: 'Insurer' },
  VENDOR: { ko: '정보벤더', en: 'Information vendor' },
  MEDIA: { ko: '언론사', en: 'Media' },
} as const satisfies Labels<string>;
export type TCustomerMainCategory = keyof typeof CUSTOMER_MAIN_CATEGORY_LABELS;
export const CUSTOMER_MAIN_CATEGORIES = keysOf(CUSTOMER_MAIN_CATEGORY_LABELS);

/** Customer middle category, each under one main category. */
export const CUSTOMER_MIDDLE_CATEGORY_LABELS = {
  BROKERAGE: { ko: '위탁매매', en: 'Brokerage' },
  INVESTMENT_BANKING: { ko: '투자은행', en: 'Investment banking' },
  FUTURES_BROKER: { ko: '선물회사', en: 'Futures broker' },
  COLLECTIVE_INVESTMENT: { ko: '집합투자', en: 'Collective investment' },
  PRIVATE_EQUITY: { ko: '사모펀드', en: 'Private fund' },
  COMMERCIAL_BANK: { ko: '시중은행', en: 'Commercial bank' },
  FOREIGN_BANK: { ko: '외국은행 지점', en: 'Foreign bank branch' },
  LIFE_INSURANCE: { ko: '생명보험', en: 'Life insurance' },
  NON_LIFE_INSURANCE: { ko: '손해보험', en: 'Non-life insurance' },
  GLOBAL_VENDOR: { ko: '글로벌 벤더', en: 'Global vendor' },
  DOMESTIC_VENDOR: { ko: '국내 벤더', en: 'Domestic vendor' },
  BROADCASTER: { ko: '방송사', en: 'Broadcaster' },
  ONLINE_MEDIA: { ko: '온라인 매체', en: 'Online media' },
} as const satisfies Labels<string>;
export type TCustomerMiddleCategory = keyof typeof CUSTOMER_MIDDLE_CATEGORY_LABELS;
export const CUSTOMER_MIDDLE_CATEGORIES = keysOf(CUSTOMER_MIDDLE_CATEGORY_LABELS);

/** The main category each middle category belongs to. */
export const CUSTOMER_MIDDLE_CATEGORY_MAIN: Readonly<Record<TCustomerMiddleCategory, TCustomerMainCategory>> = {
  BROKERAGE: 'SECURITIES',
  INVESTMENT_BANKING: 'SECURITIES',
  FUTURES_BROKER: 'SECURITIES',
  COLLECTIVE_INVESTMENT: 'ASSET_MANAGEMENT',
  PRIVATE_EQUITY: 'ASSET_MANAGEMENT',
  COMMERCIAL_BANK: 'BANK',
  FOREIGN_BANK: 'BANK',
  LIFE_INSURANCE: 'INSURANCE',
  NON_LIFE_INSURANCE: 'INSURANCE',
  GLOBAL_VENDOR: 'VENDOR',
  DOMESTIC_VENDOR: 'VENDOR',
  BROADCASTER: 'MEDIA',
  ONLINE_MEDIA: 'MEDIA',
};

/** The middle categories of a main category, in the map's order. */
export const middleCategoriesOf = (main: TCustomerMainCategory): TCustomerMiddleCategory[] =>
  CUSTOMER_MIDDLE_CATEGORIES.filter((m) => CUSTOMER_MIDDLE_CATEGORY_MAIN[m] === main);

/** Billing currency; amounts are stored in minor units (KRW in won, USD in cents). */
export const CURRENCY_LABELS = {
  KRW: { ko: '원화(KRW)', en: 'Korean won (KRW)' },
  USD: { ko: '미국 달러(USD)', en: 'US dollar (USD)' },
} as const satisfies Labels<string>;
export type TCurrency = keyof typeof CURRENCY_LABELS;
export const CURRENCIES = keysOf(CURRENCY_LABELS);

/** Minor units per major unit of a currency (KRW has none: won; USD: cents): money.ts, the one money type. */
export { CURRENCY_MINOR_UNITS } from './money';

export const BILLING_CYCLE_LABELS = {
  MONTHLY: { ko: '월별', en: 'Monthly' },
  QUARTERLY: { ko: '분기별', en: 'Quarterly' },
} as const satisfies Labels<string>;
export type TBillingCycle = keyof typeof BILLING_CYCLE_LABELS;
export const BILLING_CYCLES = keysOf(BILLING_CYCLE_LABELS);

/** Usage purposes of non-display (non-inquiry) use. */
export const NON_DISPLAY_PURPOSE_LABELS = {
  TRADING: { ko: '매매', en: 'Trading' },
  OTHER: { ko: '기타', en: 'Other' },
} as const satisfies Labels<string>;
export type TNonDisplayPurpose = keyof typeof NON_DISPLAY_PURPOSE_LABELS;
export const NON_DISPLAY_PURPOSES = keysOf(NON_DISPLAY_PURPOSE_LABELS);

/** Application-count tiers of non-display use (spec 2, section 9), each with its range of applications. */
export const NON_DISPLAY_TIER_LABELS = {
  BASIC: { ko: '기본(1개)', en: 'Basic (1 application)' },
  PREMIUM: { ko: '프리미엄(2~3개)', en: 'Premium (2-3 applications)' },
  UNLIMITED: { ko: '무제한(4개 이상)', en: 'Unlimited (4 or more applications)' },
} as const satisfies Labels<string>;
export type TNonDisplayTier = keyof typeof NON_DISPLAY_TIER_LABELS;
export const NON_DISPLAY_TIERS = keysOf(NON_DISPLAY_TIER_LABELS);
export const NON_DISPLAY_TIER_RANGE: Readonly<Record<TNonDisplayTier, { min: number; max: number | null }>> = {
  BASIC: { min: 1, max: 1 },
  PREMIUM: { min: 2, max: 3 },
  UNLIMITED: { min: 4, max: null },
};

/** The tier of a number of applications (null below one). */
export function nonDisplayTierOf(applications: number): TNonDisplayTier | null {
  if (!Number.isFinite(applications) || applications < 1) return null;
  return NON_DISPLAY_TIERS.find((t) => {
    const r = NON_DISPLAY_TIER_RANGE[t];
    return applications >= r.min && (r.max === null || applications <= r.max);
  })!;
}

/** A calendar date `YYYY-MM-DD` (a real one: 2026-02-30 is refused). */
export const ZIsoDate = z.iso.date();

/** The longest search text of the product list. */
export const PRODUCT_SEARCH_MAX_CHARS = 100;

export const ZMarketMain = z.enum(MARKET_MAINS);
export const ZMarketSub = z.enum(MARKET_SUBS);
export const ZProvision = z.enum(PROVISIONS);
export const ZUseCategory = z.enum(USE_CATEGORIES);
export const ZCurrency = z.enum(CURRENCIES);
/** Money: an amount in minor units of its currency (money.ts `TMoney`; decision 057). */
export const ZMoney = z.object({ amount: z.number().int(), currency: ZCurrency }) satisfies z.ZodType<TMoney>;
export const ZBillingCycle = z.enum(BILLING_CYCLES);
export const ZCustomerClassification = z.enum(CUSTOMER_CLASSIFICATIONS);
export const ZCustomerMainCategory = z.enum(CUSTOMER_MAIN_CATEGORIES);
export const ZCustomerMiddleCategory = z.enum(CUSTOMER_MIDDLE_CATEGORIES);
export const ZNonDisplayPurpose = z.enum(NON_DISPLAY_PURPOSES);
export const ZNonDisplayTier = z.enum(NON_DISPLAY_TIERS);

/** GET listProducts: the active products, filtered; prices as in effect on `date` (default: today in Korea). */
export const ZProductListQuery = z.object({
  marketMain: ZMarketMain.optional(),
  provision: ZProvision.optional(),
  /** Part of the product code or of its Korean or English name. */
  searchText: z.string().trim().max(PRODUCT_SEARCH_MAX_CHARS).optional(),
  date: ZIsoDate.optional(),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

/** An amount in both currencies, minor units, excluding VAT. */
export const ZMoneyPair = z.object({ krw: z.number().int(), usd: z.number().int() });
export type TMoneyPair = z.infer<typeof ZMoneyPair>;

export const ZVariableFee = z.object({
  useCategory: ZUseCategory,
  useCategoryName: z.string(),
  /** Monthly fee per unit (terminal, subscriber or index), minor units excluding VAT. */
  fee: ZMoneyPair,
});
export type TVariableFee = z.infer<typeof ZVariableFee>;

/** The price of a product in effect on a date: the row whose effective range holds it (both ends inclusive). */
export const ZProductPrice = z.object({
  effectiveFrom: ZIsoDate,
  /** The last day the price applies; null while it is open-ended. */
  effectiveTo: ZIsoDate.nullable(),
  /** Monthly basic fee, minor units excluding VAT. */
  basicFee: ZMoneyPair,
  /** One entry per use category (151, 152, 155), in that order. */
  variableFees: z.array(ZVariableFee),
});
export type TProductPrice = z.infer<typeof ZProductPrice>;

export const ZProduct = z.object({
  productCode: z.string(),
  /** The name in the request's language. */
  productName: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  marketMain: ZMarketMain,
  marketMainName: z.string(),
  marketSub: ZMarketSub,
  marketSubName: z.string(),
  provision: ZProvision,
  provisionName: z.string(),
  active: z.boolean(),
  /** Null when no price is in effect on the date. */
  price: ZProductPrice.nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** The whole (small) catalogue matching the filters, in catalogue order: reference data, not a paged list. */
export const ZProductListResponse = z.object({
  /** The date the prices are in effect on. */
  date: ZIsoDate,
  items: z.array(ZProduct),
});
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

export const ZVendor = z.object({
  vendorCode: z.string(),
  /** The name in the request's language. */
  vendorName: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;
export const ZVendorListResponse = z.object({ items: z.array(ZVendor) });
export type TVendorListResponse = z.infer<typeof ZVendorListResponse>;

/** GET getNonDisplayFees: the fees in effect on `date` (default: today in Korea). */
export const ZNonDisplayFeesQuery = z.object({ date: ZIsoDate.optional() });
export type TNonDisplayFeesQuery = z.input<typeof ZNonDisplayFeesQuery>;

export const ZNonDisplayFee = z.object({
  usagePurpose: ZNonDisplayPurpose,
  usagePurposeName: z.string(),
  tier: ZNonDisplayTier,
  tierName: z.string(),
  minApplications: z.number().int(),
  /** Null for the unlimited tier. */
  maxApplications: z.number().int().nullable(),
  effectiveFrom: ZIsoDate,
  effectiveTo: ZIsoDate.nullable(),
  /** Monthly fee, minor units excluding VAT. */
  fee: ZMoneyPair,
});
export type TNonDisplayFee = z.infer<typeof ZNonDisplayFee>;
export const ZNonDisplayFeesResponse = z.object({ date: ZIsoDate, items: z.array(ZNonDisplayFee) });
export type TNonDisplayFeesResponse = z.infer<typeof ZNonDisplayFeesResponse>;

/** GET getMyCustomerProfile: the token company's profile; provider staff may name a company. */
export const ZCustomerProfileQuery = z.object({
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TCustomerProfileQuery = z.input<typeof ZCustomerProfileQuery>;

export const ZSalesRepresentative = z.object({
  userId: z.number().int(),
  /** formatPersonName. */
  name: z.string(),
  email: z.string(),
});
export type TSalesRepresentative = z.infer<typeof ZSalesRepresentative>;

export const ZCustomerProfile = z.object({
  companyId: z.number().int(),
  /** The company's name in the request's language. */
  companyName: z.string(),
  customerCode: z.string(),
  classification: ZCustomerClassification,
  classificationName: z.string(),
  mainCategory: ZCustomerMainCategory,
  mainCategoryName: z.string(),
  middleCategory: ZCustomerMiddleCategory,
  middleCategoryName: z.string(),
  currency: ZCurrency,
  currencyName: z.string(),
  billingCycle: ZBillingCycle,
  billingCycleName: z.string(),
  /** Null when no representative is assigned. */
  salesRepresentative: ZSalesRepresentative.nullable(),
});
export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;
