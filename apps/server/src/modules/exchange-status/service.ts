import {
  BILLING_CYCLE_LABELS,
  CUSTOMER_CLASSIFICATION_LABELS,
  CUSTOMER_MAIN_CATEGORY_LABELS,
  CUSTOMER_MIDDLE_CATEGORY_LABELS,
  labelOf,
  MARKET_MAIN_LABELS,
  MARKET_SUB_LABELS,
  monthRangeOk,
  SALES_OPTION_FLAGS,
  type TBillingCycle,
  type TCompanyMapping,
  type TCompanyMappingSearchRequest,
  type TContractStatusRow,
  type TContractStatusSearchResponse,
  type TCurrency,
  type TCustomerClassification,
  type TCustomerMainCategory,
  type TCustomerMiddleCategory,
  type TLanguage,
  type TPage,
  type TSalesOptionFlag,
  type TSalesStatusRow,
  type TSalesStatusSearchResponse,
  type TStatusTotal,
  ZCompanyMappingSearchRequest,
  ZContractStatusFilters,
  ZContractStatusSearchRequest,
  ZSalesStatusFilters,
  ZSalesStatusSearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { billingSummaryTotals, searchBillingSummaries, type SummaryFilter, type SummaryOrder, type SummaryRow } from '../billing';
import { allCustomerProfiles } from '../catalogue';
import { companiesByIds } from '../identity';

/**
 * The contract status and the sales status of the exchange side (decision 048): reads of
 * the billing run's summaries, never a second calculation. And the company popup's customer-mapping search.
 */

export type ContractStatusFilters = z.output<typeof ZContractStatusFilters>;
export type SalesStatusFilters = z.output<typeof ZSalesStatusFilters>;

/** The months range rule of both statuses: from ≤ to, at most 12 months (XST1N4001). */
function checkMonths(f: { fromMonth: string; toMonth: string }) {
  if (!monthRangeOk(f.fromMonth, f.toMonth)) throw new AppError('XST1N4001');
}

export function contractFilter(f: ContractStatusFilters): SummaryFilter {
  checkMonths(f);
  return { fromMonth: f.fromMonth, toMonth: f.toMonth, productCode: f.productCode || undefined, companyId: f.companyId };
}

export function salesFilter(f: SalesStatusFilters): SummaryFilter {
  checkMonths(f);
  return {
    fromMonth: f.fromMonth,
    toMonth: f.toMonth,
    marketMain: f.marketMain,
    marketSub: f.marketSub,
    customerMainCategory: f.customerMainCategory,
    customerMiddleCategory: f.customerMiddleCategory,
    billingCycle: f.billingCycle,
    companyId: f.companyId,
    final: f.final === 'ANY' ? undefined : f.final === 'FINAL',
    withFlags: f.withFlags,
    withoutFlags: f.withoutFlags,
  };
}

/** The contract status's one order: newest month first, like every status list (decision 073). */
export const CONTRACT_STATUS_ORDER: SummaryOrder = 'monthDesc';

/** The sales status's orders: the search and its export read the rows in the same one. */
export const SALES_ORDER: Record<SalesStatusFilters['sort'], SummaryOrder> = {
  monthAsc: 'key',
  monthDesc: 'monthDesc',
  customerAsc: 'customer',
  usageDesc: 'usageDesc',
};

export const productNameOf = (r: SummaryRow, lang: TLanguage) => (lang === 'en' ? r.productNameEn || r.productNameKo : r.productNameKo);
export const customerNameOf = (r: SummaryRow, lang: TLanguage) => (lang === 'en' ? r.customerNameEn || r.customerName : r.customerName);

export function presentContractRow(r: SummaryRow, lang: TLanguage): TContractStatusRow {
  return {
    month: r.month,
    companyId: r.companyId,
    customerCode: r.customerCode,
    customerName: customerNameOf(r, lang),
    productCode: r.productCode,
    productName: productNameOf(r, lang),
    marketMain: r.marketMain,
    marketMainName: labelOf(MARKET_MAIN_LABELS, r.marketMain, lang),
    marketSub: r.marketSub,
    marketSubName: labelOf(MARKET_SUB_LABELS, r.marketSub, lang),
    currency: r.currency as TCurrency,
    basicFee: r.basicFee,
    variableFee: r.variableFee,
    usagePrice: r.usagePrice,
    targetPrice: r.targetPrice,
    siteCount: r.siteCount,
    lineCount: r.lineCount,
    terminalCount: r.terminalCount,
    accountCount: r.accountCount,
    memberCount: r.memberCount,
  };
}

/** The row's flags that the contract knows, in SALES_OPTION_FLAGS order. */
export const flagsOf = (r: SummaryRow): TSalesOptionFlag[] => SALES_OPTION_FLAGS.filter((f) => r.flags.includes(f));

export function presentSalesRow(r: SummaryRow, lang: TLanguage): TSalesStatusRow {
  return {
    month: r.month,
    marketMain: r.marketMain,
    marketMainName: labelOf(MARKET_MAIN_LABELS, r.marketMain, lang),
    marketSub: r.marketSub,
    marketSubName: labelOf(MARKET_SUB_LABELS, r.marketSub, lang),
    customerMainCategory: r.customerMainCategory,
    customerMainCategoryName: labelOf(CUSTOMER_MAIN_CATEGORY_LABELS, r.customerMainCategory, lang),
    customerMiddleCategory: r.customerMiddleCategory,
    customerMiddleCategoryName: labelOf(CUSTOMER_MIDDLE_CATEGORY_LABELS, r.customerMiddleCategory, lang),
    billingCycle: r.billingCycle,
    billingCycleName: labelOf(BILLING_CYCLE_LABELS, r.billingCycle, lang),
    companyId: r.companyId,
    customerCode: r.customerCode,
    customerName: customerNameOf(r, lang),
    productCode: r.productCode,
    productName: productNameOf(r, lang),
    additionalReceptionCount: r.additionalReceptionCount,
    final: r.final,
    flags: flagsOf(r),
    currency: r.currency as TCurrency,
    basicFee: r.basicFee,
    variableFee: r.variableFee,
    usagePrice: r.usagePrice,
  };
}

const presentTotals = (totals: Awaited<ReturnType<typeof billingSummaryTotals>>): TStatusTotal[] =>
  totals.map((t) => ({ ...t, currency: t.currency as TCurrency }));

/** The searchContractStatus call: a page newest month first (then customer, product) and the totals per currency. */
export async function searchContractStatus(
  db: Db,
  body: z.output<typeof ZContractStatusSearchRequest>,
  lang: TLanguage,
): Promise<TContractStatusSearchResponse> {
  const filter = contractFilter(body);
  const [rows, totals] = await Promise.all([
    searchBillingSummaries(db, filter, { ...pageWindow(body), order: CONTRACT_STATUS_ORDER }),
    billingSummaryTotals(db, filter),
  ]);
  const totalCount = totals.reduce((n, t) => n + t.rowCount, 0);
  return {
    ...toPage(
      rows.map((r) => presentContractRow(r, lang)),
      totalCount,
      body,
    ),
    totals: presentTotals(totals),
  };
}

/** The searchSalesStatus call: a page in the order asked for and the totals per currency. */
export async function searchSalesStatus(
  db: Db,
  body: z.output<typeof ZSalesStatusSearchRequest>,
  lang: TLanguage,
): Promise<TSalesStatusSearchResponse> {
  const filter = salesFilter(body);
  const [rows, totals] = await Promise.all([
    searchBillingSummaries(db, filter, { ...pageWindow(body), order: SALES_ORDER[body.sort] }),
    billingSummaryTotals(db, filter),
  ]);
  const totalCount = totals.reduce((n, t) => n + t.rowCount, 0);
  return {
    ...toPage(
      rows.map((r) => presentSalesRow(r, lang)),
      totalCount,
      body,
    ),
    totals: presentTotals(totals),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The company popup: customer mapping

/**
 * The searchCompanyMappings call: customer companies (those with a customer profile) whose Korean or English name or
 * customer code holds the keyword, by customer code, one page. Customer companies are few (one profile each): their
 * profiles and names are read whole and matched here, through the catalogue's and the identity's services.
 */
export async function searchCompanyMappings(
  db: Db,
  body: z.output<typeof ZCompanyMappingSearchRequest>,
  lang: TLanguage,
): Promise<TPage<TCompanyMapping>> {
  const profiles = await allCustomerProfiles(db);
  const companies = new Map(
    (
      await companiesByIds(
        db,
        profiles.map((p) => p.companyId),
      )
    ).map((c) => [c.id, c]),
  );
  const keyword = body.keyword?.trim().toLowerCase() ?? '';
  const matches: TCompanyMapping[] = [];
  for (const p of profiles) {
    const c = companies.get(p.companyId);
    if (!c || c.deletedAt) continue;
    if (
      keyword &&
      !p.customerCode.toLowerCase().includes(keyword) &&
      !c.companyName.toLowerCase().includes(keyword) &&
      !(c.companyNameEn ?? '').toLowerCase().includes(keyword)
    )
      continue;
    matches.push({
      companyId: c.id,
      customerCode: p.customerCode,
      companyName: lang === 'en' ? (c.companyNameEn ?? c.companyName) : c.companyName,
      companyNameEn: c.companyNameEn,
      classification: p.classification as TCustomerClassification,
      classificationName: labelOf(CUSTOMER_CLASSIFICATION_LABELS, p.classification, lang),
      mainCategory: p.customerMainCategory as TCustomerMainCategory,
      mainCategoryName: labelOf(CUSTOMER_MAIN_CATEGORY_LABELS, p.customerMainCategory, lang),
      middleCategory: p.customerMiddleCategory as TCustomerMiddleCategory,
      middleCategoryName: labelOf(CUSTOMER_MIDDLE_CATEGORY_LABELS, p.customerMiddleCategory, lang),
      currency: p.currency as TCurrency,
      billingCycle: p.billingCycle as TBillingCycle,
      billingCycleName: labelOf(BILLING_CYCLE_LABELS, p.billingCycle, lang),
    });
  }
  const { limit, offset } = pageWindow(body);
  return toPage(matches.slice(offset, offset + limit), matches.length, body);
}

export type { TCompanyMappingSearchRequest };
