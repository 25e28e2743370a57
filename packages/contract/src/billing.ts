import { z } from 'zod';
import { ZIdParam, ZListPageSize, ZPage, ZPageNumber } from './common';
import { ZMoney } from './catalogue';
import { formatMoneyText, money } from './money';

/**
 * Billing (decision 047). A monthly run computes each customer's lines (BASIC, VARIABLE,
 * NON_DISPLAY, CORRECTION) and the month's summaries per customer and product; the provider runs months and marks them
 * final, the customer reads its own bill. Money in minor units of the currency (KRW won, USD cents), VAT excluded.
 */

/** A billing month "YYYY-MM" (Korea calendar). */
export const ZBillingMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');
export type TBillingMonth = z.infer<typeof ZBillingMonth>;

/** The most months one run request covers. */
export const BILLING_RUN_MAX_MONTHS = 12;

export const BILLING_MONTH_STATUSES = ['OPEN', 'FINAL'] as const;
export type TBillingMonthStatus = (typeof BILLING_MONTH_STATUSES)[number];
export const BILLING_MONTH_STATUS_LABELS: Record<TBillingMonthStatus, { ko: string; en: string }> = {
  OPEN: { ko: '잠정', en: 'Provisional' },
  FINAL: { ko: '확정', en: 'Final' },
};

export const BILLING_RUN_STATUSES = ['RUNNING', 'DONE', 'UNCHANGED', 'FAILED'] as const;
export type TBillingRunStatus = (typeof BILLING_RUN_STATUSES)[number];
export const BILLING_RUN_STATUS_LABELS: Record<TBillingRunStatus, { ko: string; en: string }> = {
  RUNNING: { ko: '실행 중', en: 'Running' },
  DONE: { ko: '반영', en: 'Updated' },
  UNCHANGED: { ko: '변경 없음', en: 'Unchanged' },
  FAILED: { ko: '실패', en: 'Failed' },
};

/** ADJUSTMENT: an accepted dispute's credit (decision 080), billed in the month of the acceptance for the disputed line's month. */
export const BILLING_LINE_TYPES = ['BASIC', 'VARIABLE', 'NON_DISPLAY', 'CORRECTION', 'LATE_FEE', 'ADJUSTMENT'] as const;
export type TBillingLineType = (typeof BILLING_LINE_TYPES)[number];
export const BILLING_LINE_TYPE_LABELS: Record<TBillingLineType, { ko: string; en: string }> = {
  BASIC: { ko: '기본 이용료', en: 'Basic fee' },
  VARIABLE: { ko: '변동 이용료', en: 'Variable fee' },
  NON_DISPLAY: { ko: '비조회형 이용료', en: 'Non-display fee' },
  CORRECTION: { ko: '정정', en: 'Correction' },
  LATE_FEE: { ko: '지연 신고 수수료', en: 'Late filing fee' },
  ADJUSTMENT: { ko: '이의 조정', en: 'Dispute adjustment' },
};

/** The product code of late filing fee lines (decision 063): the fee is the report's, not a product's. */
export const LATE_FEE_BILLING_PRODUCT = 'LATE_FEE';

/** "정정 (2026-03분)" / "Correction (for 2026-03)": how a correction line is named everywhere. */
export const correctionLineLabel = (correctsMonth: string, lang: 'ko' | 'en'): string =>
  lang === 'ko' ? `정정 (${correctsMonth}분)` : `Correction (for ${correctsMonth})`;

/** Days of a month "YYYY-MM". */
export function daysInBillingMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** round-half-up(amount × days / daysInMonth) for non-negative integers (minor units). */
export const prorate = (amount: number, days: number, daysInMonth: number): number =>
  Math.floor((amount * days * 2 + daysInMonth) / (2 * daysInMonth));

/** One product and use category's figures of a row set: its quantity and amount (minor units). */
export interface TCorrectionFigure {
  productCode: string;
  useCategory: string;
  quantity: number;
  amount: number;
}

/**
 * The billing rule of a correction (decision 047): per product and use category, the correction's figures ('N') minus
 * those in effect before it ('P': the latest approved correction of the same report, else the report), in the order
 * first met; pairs that do not change are left out. The billing run bills these as CORRECTION lines; the correction's
 * review shows the same figures before it is approved.
 */
export function correctionDifferences(figures: readonly (TCorrectionFigure & { side: 'N' | 'P' })[]): TCorrectionFigure[] {
  const diff = new Map<string, TCorrectionFigure>();
  for (const f of figures) {
    const k = `${f.productCode}|${f.useCategory}`;
    const d = diff.get(k) ?? { productCode: f.productCode, useCategory: f.useCategory, quantity: 0, amount: 0 };
    const sign = f.side === 'N' ? 1 : -1;
    d.quantity += sign * f.quantity;
    d.amount += sign * f.amount;
    diff.set(k, d);
  }
  return [...diff.values()].filter((d) => d.amount !== 0 || d.quantity !== 0);
}

/** A total in one currency: money (decision 057). */
export const ZCurrencyTotal = ZMoney;
export type TCurrencyTotal = z.infer<typeof ZCurrencyTotal>;

export const ZBillingMonthParams = z.object({ billingMonth: ZBillingMonth });

// ---------------------------------------------------------------------------------------------------------
// Provider

export const ZAdminBillingSearchRequest = z.object({
  pageNumber: ZPageNumber,
  pageSize: ZListPageSize,
  status: z.enum(BILLING_MONTH_STATUSES).optional(),
});
export type TAdminBillingSearchRequest = z.input<typeof ZAdminBillingSearchRequest>;

export const ZBillingMonthItem = z.object({
  month: z.string(),
  status: z.enum(BILLING_MONTH_STATUSES),
  runCount: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastRunStatus: z.enum(BILLING_RUN_STATUSES).nullable(),
  finalAt: z.string().nullable(),
  finalByName: z.string().nullable(),
  customerCount: z.number().int(),
  lineCount: z.number().int(),
  totals: z.array(ZCurrencyTotal),
});
export type TBillingMonthItem = z.infer<typeof ZBillingMonthItem>;
export const ZAdminBillingSearchResponse = ZPage(ZBillingMonthItem);

/** A run of one month or of a range of at most BILLING_RUN_MAX_MONTHS months (from..to, inclusive). */
export const ZBillingRunRequest = z.union([
  z.object({ month: ZBillingMonth }).strict(),
  z.object({ from: ZBillingMonth, to: ZBillingMonth }).strict(),
]);
export type TBillingRunRequest = z.infer<typeof ZBillingRunRequest>;

export const ZBillingRunResult = z.object({
  month: z.string(),
  runId: z.number().int(),
  status: z.enum(BILLING_RUN_STATUSES),
  customerCount: z.number().int(),
  lineCount: z.number().int(),
  durationMs: z.number().int(),
});
export type TBillingRunResult = z.infer<typeof ZBillingRunResult>;
export const ZBillingRunResponse = z.object({ items: z.array(ZBillingRunResult) });
export type TBillingRunResponse = z.infer<typeof ZBillingRunResponse>;

export const ZBillingLinesSearchRequest = z.object({
  pageNumber: ZPageNumber,
  pageSize: ZListPageSize,
  companyId: ZIdParam.optional(),
});
export type TBillingLinesSearchRequest = z.input<typeof ZBillingLinesSearchRequest>;

export const ZBillingLine = z.object({
  lineId: z.number().int(),
  month: z.string(),
  companyId: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  lineType: z.enum(BILLING_LINE_TYPES),
  /** "기본 이용료", "변동 이용료 (151)", "정정 (2026-03분)": the line's name in the request's language. */
  label: z.string(),
  useCategory: z.string().nullable(),
  correctsMonth: z.string().nullable(),
  currency: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  days: z.number().int().nullable(),
  daysInMonth: z.number().int().nullable(),
  amount: z.number().int(),
  sourceNumber: z.string(),
});
export type TBillingLine = z.infer<typeof ZBillingLine>;
export const ZBillingLinesSearchResponse = ZPage(ZBillingLine);

// ---------------------------------------------------------------------------------------------------------
// Customer

export const ZUserBillingSearchRequest = z.object({ pageNumber: ZPageNumber, pageSize: ZListPageSize });
export type TUserBillingSearchRequest = z.input<typeof ZUserBillingSearchRequest>;

export const ZUserBillingMonthItem = z.object({
  month: z.string(),
  final: z.boolean(),
  lineCount: z.number().int(),
  productCount: z.number().int(),
  totals: z.array(ZCurrencyTotal),
  lastRunAt: z.string().nullable(),
});
export type TUserBillingMonthItem = z.infer<typeof ZUserBillingMonthItem>;
export const ZUserBillingSearchResponse = ZPage(ZUserBillingMonthItem);

export const ZBillingProductGroup = z.object({
  productCode: z.string(),
  productName: z.string(),
  lines: z.array(ZBillingLine),
  subtotal: z.array(ZCurrencyTotal),
});
export type TBillingProductGroup = z.infer<typeof ZBillingProductGroup>;

export const ZUserBillingDetail = z.object({
  month: z.string(),
  final: z.boolean(),
  lastRunAt: z.string().nullable(),
  companyName: z.string(),
  customerCode: z.string(),
  products: z.array(ZBillingProductGroup),
  totals: z.array(ZCurrencyTotal),
});
export type TUserBillingDetail = z.infer<typeof ZUserBillingDetail>;

/** The pages of billing (links in the provider's and customer's screens). */
export const billingDetailPage = (month: string) => `/billing/${month}/billing-detail`;
export const BILLING_LIST_PAGE = '/billing/billing-list';
export const ADMIN_BILLING_PAGE = '/admin/billing';

/** An amount of a bill in minor units, negative ones with a leading minus: -₩12,000, US$1,250.00. */
export const formatBillingAmount = (minor: number, currency: string): string => formatMoneyText(money(minor, currency));
