import { z } from 'zod';
import {
  ZBillingCycle,
  ZCurrency,
  ZCustomerClassification,
  ZCustomerMainCategory,
  ZCustomerMiddleCategory,
  ZMarketMain,
  ZMarketSub,
  type TCurrency,
} from './catalogue';
import { ZBillingMonth } from './billing';
import { ZPage, ZPageRequest } from './common';
import { SALES_OPTION_FLAGS, type TSalesOptionFlag } from './sales-options';

/**
 * The exchange side's contract status and sales status (decision 048) and the shared
 * customer-mapping company search of the company popup. Role 09 (the exchange-side reviewer) reads both statuses; the
 * figures are the monthly billing run's `billing_summaries` (no second calculation). Money in minor units of the row's
 * currency (KRW won, USD cents), VAT excluded; totals are per currency (KRW and USD are never summed together).
 */

/** The widest range of months a status search or export covers. */
export const EXCHANGE_STATUS_MAX_MONTHS = 12;
/** The rows of a status export (a larger selection still streams; this is what the page says in advance). */
export const EXCHANGE_STATUS_EXPORT_ROWS_HEADER = 'x-total-rows';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The web pages. */
export const contractStatusPage = '/exchange/contract-status';
export const salesStatusPage = '/exchange/sales-status';

/** Months from `from` to `to` inclusive (0 or less when `to` is before `from`). */
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty! - fy!) * 12 + (tm! - fm!) + 1;
}

/** Whether a months range is searchable: from ≤ to and at most EXCHANGE_STATUS_MAX_MONTHS months (else XST1N4001). */
export const monthRangeOk = (from: string, to: string): boolean => {
  const span = monthSpan(from, to);
  return span >= 1 && span <= EXCHANGE_STATUS_MAX_MONTHS;
};

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZCode = z
  .string()
  .trim()
  .max(30)
  .refine((s) => !s.includes('\u0000'));
/** A list of option flags: an array (search body) or comma-separated text (export query). */
const ZFlagList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(z.enum(SALES_OPTION_FLAGS)).max(SALES_OPTION_FLAGS.length),
);

/** Totals of one currency over every row the filters select (not only the page). */
export const ZStatusTotal = z.object({
  currency: ZCurrency,
  rowCount: z.number().int(),
  basicFee: z.number().int(),
  variableFee: z.number().int(),
  usagePrice: z.number().int(),
  targetPrice: z.number().int(),
  siteCount: z.number().int(),
  lineCount: z.number().int(),
  terminalCount: z.number().int(),
  accountCount: z.number().int(),
  memberCount: z.number().int(),
  additionalReceptionCount: z.number().int(),
});
export type TStatusTotal = z.infer<typeof ZStatusTotal>;

// ---------------------------------------------------------------------------------------------------------
// Contract status

export const ZContractStatusFilters = z.object({
  fromMonth: ZBillingMonth,
  toMonth: ZBillingMonth,
  productCode: ZCode.optional(),
  /** A customer company chosen in the company popup. */
  companyId: ZId.optional(),
});
export type TContractStatusFilters = z.output<typeof ZContractStatusFilters>;
export const ZContractStatusSearchRequest = ZPageRequest.extend(ZContractStatusFilters.shape);
export type TContractStatusSearchRequest = z.input<typeof ZContractStatusSearchRequest>;
export const ZContractStatusExportQuery = ZContractStatusFilters;

export const ZContractStatusRow = z.object({
  month: z.string(),
  companyId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  marketMain: z.string(),
  marketMainName: z.string(),
  marketSub: z.string(),
  marketSubName: z.string(),
  currency: ZCurrency,
  basicFee: z.number().int(),
  variableFee: z.number().int(),
  usagePrice: z.number().int(),
  targetPrice: z.number().int(),
  siteCount: z.number().int(),
  lineCount: z.number().int(),
  terminalCount: z.number().int(),
  accountCount: z.number().int(),
  memberCount: z.number().int(),
});
export type TContractStatusRow = z.infer<typeof ZContractStatusRow>;
export const ZContractStatusSearchResponse = ZPage(ZContractStatusRow).extend({ totals: z.array(ZStatusTotal) });
export type TContractStatusSearchResponse = z.infer<typeof ZContractStatusSearchResponse>;

// ---------------------------------------------------------------------------------------------------------
// Sales status

export const SALES_FINAL_FILTERS = ['ANY', 'FINAL', 'PROVISIONAL'] as const;
export type TSalesFinalFilter = (typeof SALES_FINAL_FILTERS)[number];
export const SALES_STATUS_SORTS = ['monthDesc', 'monthAsc', 'customerAsc', 'usageDesc'] as const;
export type TSalesStatusSort = (typeof SALES_STATUS_SORTS)[number];
/** A status list opens newest first (decision 073): the server's default and the screen's are this one. */
export const SALES_STATUS_DEFAULT_SORT: TSalesStatusSort = 'monthDesc';

export const ZSalesStatusFilters = z.object({
  fromMonth: ZBillingMonth,
  toMonth: ZBillingMonth,
  marketMain: ZMarketMain.optional(),
  marketSub: ZMarketSub.optional(),
  customerMainCategory: ZCustomerMainCategory.optional(),
  customerMiddleCategory: ZCustomerMiddleCategory.optional(),
  billingCycle: ZBillingCycle.optional(),
  companyId: ZId.optional(),
  final: z.enum(SALES_FINAL_FILTERS).default('ANY'),
  /** Rows holding every one of these flags. */
  withFlags: ZFlagList.default([]),
  /** Rows holding none of these flags. */
  withoutFlags: ZFlagList.default([]),
  sort: z.enum(SALES_STATUS_SORTS).default(SALES_STATUS_DEFAULT_SORT),
});
export type TSalesStatusFilters = z.output<typeof ZSalesStatusFilters>;
export const ZSalesStatusSearchRequest = ZPageRequest.extend(ZSalesStatusFilters.shape);
export type TSalesStatusSearchRequest = z.input<typeof ZSalesStatusSearchRequest>;
export const ZSalesStatusExportQuery = ZSalesStatusFilters;

export const ZSalesStatusRow = z.object({
  month: z.string(),
  marketMain: z.string(),
  marketMainName: z.string(),
  marketSub: z.string(),
  marketSubName: z.string(),
  customerMainCategory: z.string(),
  customerMainCategoryName: z.string(),
  customerMiddleCategory: z.string(),
  customerMiddleCategoryName: z.string(),
  billingCycle: z.string(),
  billingCycleName: z.string(),
  companyId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  additionalReceptionCount: z.number().int(),
  final: z.boolean(),
  flags: z.array(z.enum(SALES_OPTION_FLAGS)),
  currency: ZCurrency,
  basicFee: z.number().int(),
  variableFee: z.number().int(),
  usagePrice: z.number().int(),
});
export type TSalesStatusRow = z.infer<typeof ZSalesStatusRow>;
export const ZSalesStatusSearchResponse = ZPage(ZSalesStatusRow).extend({ totals: z.array(ZStatusTotal) });
export type TSalesStatusSearchResponse = z.infer<typeof ZSalesStatusSearchResponse>;

/** Y or N of a flag on a row (the screen's and the export's column). */
export const flagMark = (flags: readonly TSalesOptionFlag[], flag: TSalesOptionFlag): 'Y' | 'N' => (flags.includes(flag) ? 'Y' : 'N');

/** Currencies in the order totals are shown. */
export const TOTAL_CURRENCY_ORDER: readonly TCurrency[] = ['KRW', 'USD'];

// ---------------------------------------------------------------------------------------------------------
// The company popup: customer mapping (the portal company and its customer code)

export const ZCompanyMappingSearchRequest = ZPageRequest.extend({
  /** Part of the Korean or English name, or of the customer code. */
  keyword: z
    .string()
    .trim()
    .max(100)
    .refine((s) => !s.includes('\u0000'))
    .optional(),
});
export type TCompanyMappingSearchRequest = z.input<typeof ZCompanyMappingSearchRequest>;

export const ZCompanyMapping = z.object({
  companyId: z.number().int(),
  customerCode: z.string(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  classification: ZCustomerClassification,
  classificationName: z.string(),
  mainCategory: ZCustomerMainCategory,
  mainCategoryName: z.string(),
  middleCategory: ZCustomerMiddleCategory,
  middleCategoryName: z.string(),
  currency: ZCurrency,
  billingCycle: ZBillingCycle,
  billingCycleName: z.string(),
});
export type TCompanyMapping = z.infer<typeof ZCompanyMapping>;
export const ZCompanyMappingSearchResponse = ZPage(ZCompanyMapping);
export type TCompanyMappingSearchResponse = z.infer<typeof ZCompanyMappingSearchResponse>;
