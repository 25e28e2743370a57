import {
  BILLING_CYCLE_LABELS,
  CURRENCY_LABELS,
  CUSTOMER_CLASSIFICATION_LABELS,
  CUSTOMER_MAIN_CATEGORY_LABELS,
  CUSTOMER_MIDDLE_CATEGORY_LABELS,
  formatKoreaDate,
  formatPersonName,
  labelOf,
  MARKET_MAIN_LABELS,
  MARKET_SUB_LABELS,
  NON_DISPLAY_PURPOSE_LABELS,
  NON_DISPLAY_TIER_LABELS,
  NON_DISPLAY_TIER_RANGE,
  PROVISION_LABELS,
  USE_CATEGORIES,
  USE_CATEGORY_LABELS,
  type TBillingCycle,
  type TCurrency,
  type TCustomerClassification,
  type TCustomerMainCategory,
  type TCustomerMiddleCategory,
  type TCustomerProfile,
  type TLanguage,
  type TMarketMain,
  type TMarketSub,
  type TNonDisplayFee,
  type TNonDisplayFeesResponse,
  type TNonDisplayPurpose,
  type TNonDisplayTier,
  type TProduct,
  type TProductListResponse,
  type TProductPrice,
  type TProvision,
  type TSalesRepresentative,
  type TUseCategory,
  type TVendor,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { BatchCache } from '../../platform/name-cache';
import { AppError } from '../../platform/errors';
import { findCompany, findUserById } from '../identity';
import * as repo from './repo';
import type { CustomerProfileRow, NonDisplayFeeRow, ProductPriceRow, ProductRow, VendorRow } from './repo';

/**
 * The reference data of the business domain: what the other areas import to read
 * products, prices in effect on a date, non-display fees, vendors and customer profiles. Dates are calendar
 * dates `YYYY-MM-DD` (Korea); a price's effective range holds both its ends, an open end every later date.
 */
export type { CustomerProfileRow, NonDisplayFeeRow, ProductPriceRow, ProductRow, VendorRow } from './repo';

/** Today's calendar date in Korea, the default date of a price (`now` injectable for tests and rules). */
export const koreaToday = (now: Date | number = Date.now()): string => formatKoreaDate(now);

/** A product as the screens show it, without its price. */
export type CatalogueProduct = Omit<TProduct, 'price'>;

export function presentProduct(p: ProductRow, lang: TLanguage): CatalogueProduct {
  return {
    productCode: p.productCode,
    productName: lang === 'en' ? p.nameEn : p.nameKo,
    nameKo: p.nameKo,
    nameEn: p.nameEn,
    marketMain: p.marketMain as TMarketMain,
    marketMainName: labelOf(MARKET_MAIN_LABELS, p.marketMain, lang),
    marketSub: p.marketSub as TMarketSub,
    marketSubName: labelOf(MARKET_SUB_LABELS, p.marketSub, lang),
    provision: p.provision as TProvision,
    provisionName: labelOf(PROVISION_LABELS, p.provision, lang),
    active: p.active,
  };
}

/** The variable monthly fee per unit of a use category in a price row (minor units). */
export function variableFeeOf(price: ProductPriceRow, useCategory: TUseCategory): { krw: number; usd: number } {
  switch (useCategory) {
    case '151':
      return { krw: price.var151Krw, usd: price.var151Usd };
    case '152':
      return { krw: price.var152Krw, usd: price.var152Usd };
    case '155':
      return { krw: price.var155Krw, usd: price.var155Usd };
  }
}

export function presentPrice(price: ProductPriceRow, lang: TLanguage): TProductPrice {
  return {
    effectiveFrom: price.effectiveFrom,
    effectiveTo: price.effectiveTo,
    basicFee: { krw: price.basicFeeKrw, usd: price.basicFeeUsd },
    variableFees: USE_CATEGORIES.map((useCategory) => ({
      useCategory,
      useCategoryName: labelOf(USE_CATEGORY_LABELS, useCategory, lang),
      fee: variableFeeOf(price, useCategory),
    })),
  };
}

/** The products matching the filter (active ones only unless `activeOnly: false`), in catalogue order. */
export async function listProducts(
  db: DbOrTx,
  filter: { marketMain?: string; provision?: string; searchText?: string; activeOnly?: boolean },
  lang: TLanguage,
): Promise<CatalogueProduct[]> {
  const rows = await repo.findProducts(db, { ...filter, activeOnly: filter.activeOnly ?? true });
  return rows.map((p) => presentProduct(p, lang));
}

/** The product rows of the codes (inactive ones too; unknown codes are left out), in catalogue order. */
export const productsByCodes = (db: DbOrTx, codes: readonly string[]): Promise<ProductRow[]> => repo.findProductsByCodes(db, codes);

const PRODUCT_NAMES_TTL_MS = 5 * 60_000;
/** Product names by code (unknown codes are left out). */
export type ProductNames = (codes: Iterable<string>) => Promise<Map<string, { nameKo: string; nameEn: string }>>;

/**
 * Product names by code for lists (every page shows them), cached in the process for five minutes: the catalogue
 * changes with a release's seed, not while the portal runs. Made once by the plugin of a module that shows them and
 * carried in its context (decision 076).
 */
export function createProductNames(db: Db): ProductNames {
  const cache = new BatchCache<string, { nameKo: string; nameEn: string }>(
    async (keys) => new Map((await repo.findProductsByCodes(db, keys)).map((p) => [p.productCode, { nameKo: p.nameKo, nameEn: p.nameEn }])),
    { ttlMs: PRODUCT_NAMES_TTL_MS },
  );
  return (codes) => cache.getMany(codes);
}

/** The product rows of the codes, refusing an unknown code (CAT1N4042) or, with `activeOnly`, an inactive one. */
export async function requireProducts(db: DbOrTx, codes: readonly string[], opts: { activeOnly?: boolean } = {}): Promise<ProductRow[]> {
  const rows = await repo.findProductsByCodes(db, [...new Set(codes)]);
  const known = new Map(rows.map((r) => [r.productCode, r]));
  for (const code of codes) {
    const row = known.get(code);
    if (!row || (opts.activeOnly && !row.active)) throw new AppError('CAT1N4042', { item: code });
  }
  return rows;
}

/** The price row of a product in effect on a date, or null. */
export async function priceOn(db: DbOrTx, productCode: string, date: string): Promise<ProductPriceRow | null> {
  const [row] = await repo.findPricesOn(db, [productCode], date);
  return row ?? null;
}

/** The price rows of several products in effect on a date, by product code (products without one are absent). */
export async function pricesOn(db: DbOrTx, productCodes: readonly string[], date: string): Promise<Map<string, ProductPriceRow>> {
  const rows = await repo.findPricesOn(db, [...new Set(productCodes)], date);
  return new Map(rows.map((r) => [r.productCode, r]));
}

/** The listProducts call: the active products matching the query with the prices in effect on its date (default today). */
export async function productCatalogue(
  db: DbOrTx,
  query: { marketMain?: string; provision?: string; searchText?: string; date?: string },
  lang: TLanguage,
  today: string = koreaToday(),
): Promise<TProductListResponse> {
  const date = query.date ?? today;
  const rows = await repo.findProducts(db, { ...query, activeOnly: true });
  const prices = await pricesOn(
    db,
    rows.map((r) => r.productCode),
    date,
  );
  return {
    date,
    items: rows.map((p) => {
      const price = prices.get(p.productCode);
      return { ...presentProduct(p, lang), price: price ? presentPrice(price, lang) : null };
    }),
  };
}

/** The non-display fee row of a usage purpose and tier in effect on a date, or null. */
export async function nonDisplayFeeOn(
  db: DbOrTx,
  purpose: TNonDisplayPurpose,
  tier: TNonDisplayTier,
  date: string,
): Promise<NonDisplayFeeRow | null> {
  const [row] = await repo.findNonDisplayFeesOn(db, date, purpose, tier);
  return row ?? null;
}

export function presentNonDisplayFee(row: NonDisplayFeeRow, lang: TLanguage): TNonDisplayFee {
  const tier = row.tier as TNonDisplayTier;
  const range = NON_DISPLAY_TIER_RANGE[tier] ?? { min: 0, max: null };
  return {
    usagePurpose: row.usagePurpose as TNonDisplayPurpose,
    usagePurposeName: labelOf(NON_DISPLAY_PURPOSE_LABELS, row.usagePurpose, lang),
    tier,
    tierName: labelOf(NON_DISPLAY_TIER_LABELS, row.tier, lang),
    minApplications: range.min,
    maxApplications: range.max,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    fee: { krw: row.feeKrw, usd: row.feeUsd },
  };
}

const PURPOSE_ORDER = Object.keys(NON_DISPLAY_PURPOSE_LABELS);
const TIER_ORDER = Object.keys(NON_DISPLAY_TIER_LABELS);

/** The getNonDisplayFees call: every purpose and tier in effect on the date (default today), purposes then tiers in the contract's order. */
export async function nonDisplayFeeTable(
  db: DbOrTx,
  query: { date?: string },
  lang: TLanguage,
  today: string = koreaToday(),
): Promise<TNonDisplayFeesResponse> {
  const date = query.date ?? today;
  const rows = await repo.findNonDisplayFeesOn(db, date);
  rows.sort(
    (a, b) =>
      PURPOSE_ORDER.indexOf(a.usagePurpose) - PURPOSE_ORDER.indexOf(b.usagePurpose) ||
      TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier),
  );
  return { date, items: rows.map((r) => presentNonDisplayFee(r, lang)) };
}

export function presentVendor(v: VendorRow, lang: TLanguage): TVendor {
  return {
    vendorCode: v.vendorCode,
    vendorName: lang === 'en' ? v.nameEn : v.nameKo,
    nameKo: v.nameKo,
    nameEn: v.nameEn,
    countryCode: v.countryCode,
  };
}

/** The active vendors, by code. */
export async function listVendors(db: DbOrTx, lang: TLanguage): Promise<TVendor[]> {
  return (await repo.findVendors(db, true)).map((v) => presentVendor(v, lang));
}

/** A vendor row (active or not), or null. */
export const vendorByCode = (db: DbOrTx, vendorCode: string): Promise<VendorRow | null> => repo.findVendor(db, vendorCode);

/** The customer profile row of a company, or null when it has none. */
export const customerProfile = (db: DbOrTx, companyId: number): Promise<CustomerProfileRow | null> =>
  repo.findCustomerProfile(db, companyId);

/** The sales representative assigned to a company (name by formatPersonName), or null. */
export async function salesRepOf(db: DbOrTx, companyId: number): Promise<TSalesRepresentative | null> {
  const profile = await repo.findCustomerProfile(db, companyId);
  return profile?.salesRepUserId ? representative(db, profile.salesRepUserId) : null;
}

async function representative(db: DbOrTx, userId: number, lang: TLanguage = 'ko'): Promise<TSalesRepresentative | null> {
  const user = await findUserById(db, userId);
  if (!user || user.status === 'WITHDRAWN') return null;
  return { userId: user.id, name: formatPersonName(user, lang), email: user.loginEmail };
}

/** Every customer profile by customer code (the company popup's customer mapping). */
export const allCustomerProfiles = (db: DbOrTx): Promise<CustomerProfileRow[]> => repo.findAllCustomerProfiles(db);

/** Every customer company (one with a customer profile), by id (the reporting calendar of provider staff). */
export const customerCompanyIds = (db: DbOrTx): Promise<number[]> => repo.findCustomerCompanyIds(db);

/** The companies a sales representative is assigned to (the provider desk lists them first). */
export const companyIdsOfRep = (db: DbOrTx, userId: number): Promise<number[]> => repo.findCompanyIdsOfRep(db, userId);

/** The getMyCustomerProfile call's answer for a company (CAT1N4041 when it has no profile). */
export async function customerProfileView(db: DbOrTx, companyId: number, lang: TLanguage): Promise<TCustomerProfile> {
  const profile = await repo.findCustomerProfile(db, companyId);
  const company = profile ? await findCompany(db, companyId) : null;
  if (!profile || !company || company.deletedAt) throw new AppError('CAT1N4041');
  return {
    companyId,
    companyName: lang === 'en' ? (company.companyNameEn ?? company.companyName) : company.companyName,
    customerCode: profile.customerCode,
    classification: profile.classification as TCustomerClassification,
    classificationName: labelOf(CUSTOMER_CLASSIFICATION_LABELS, profile.classification, lang),
    mainCategory: profile.customerMainCategory as TCustomerMainCategory,
    mainCategoryName: labelOf(CUSTOMER_MAIN_CATEGORY_LABELS, profile.customerMainCategory, lang),
    middleCategory: profile.customerMiddleCategory as TCustomerMiddleCategory,
    middleCategoryName: labelOf(CUSTOMER_MIDDLE_CATEGORY_LABELS, profile.customerMiddleCategory, lang),
    currency: profile.currency as TCurrency,
    currencyName: labelOf(CURRENCY_LABELS, profile.currency, lang),
    billingCycle: profile.billingCycle as TBillingCycle,
    billingCycleName: labelOf(BILLING_CYCLE_LABELS, profile.billingCycle, lang),
    salesRepresentative: profile.salesRepUserId ? await representative(db, profile.salesRepUserId, lang) : null,
  };
}

// Billing: what a month's run reads of the catalogue (decision 047).

/** The products, prices and non-display fees, whole (small tables): the run picks the row in effect on a day itself. */
export async function billingReferenceData(
  db: DbOrTx,
): Promise<{ products: ProductRow[]; prices: ProductPriceRow[]; nonDisplayFees: NonDisplayFeeRow[] }> {
  const [productRows, prices, fees] = [await repo.findAllProducts(db), await repo.findAllPrices(db), await repo.findAllNonDisplayFees(db)];
  return { products: productRows, prices, nonDisplayFees: fees };
}

/** The customer profiles (currency, categories, billing cycle, customer code) of the companies, or of every customer. */
export const customerProfilesOf = (db: DbOrTx, companyIds?: readonly number[]): Promise<CustomerProfileRow[]> =>
  repo.findCustomerProfiles(db, companyIds);
