import { z } from 'zod';
import { BILLING_LINE_TYPES } from './billing';
import { ZCurrency, ZMoney, ZUseCategory } from './catalogue';
import { ZNonDisplayPurposeLine } from './non-display';
import { ORDER_MAX_PRODUCTS, ZOrderProductLine, ZOrderRequestType } from './orders';

/**
 * The fee of a change before it is filed (issue 26 section 1, decision 083). A caller describes a hypothetical change
 * (an order's products and dates, a non-display declaration's tiers, a monthly report's figures); the server runs the
 * billing run's own calculation for the month the change lands in, once without and once with the change, and answers
 * both bills, their difference (the fee the change causes), the difference from last month's bill and the first bill
 * the change is carried on. Money in minor units of the customer's currency (KRW won, USD cents); VAT excluded in every
 * line and shown on its own.
 */

/** Value-added tax on the portal's fees, in percent of the amount before tax (shown apart from the fees). */
export const VAT_PERCENT = 10;

/** The VAT of an amount in minor units: whole minor units, cut towards zero (a credit's VAT is a credit). */
export const vatOf = (amount: number): number => Math.trunc((amount * VAT_PERCENT) / 100);

/** The most report rows an estimate takes (a report with more is filed as a file, and its estimate is its sums). */
export const FEE_ESTIMATE_MAX_REPORT_ROWS = 500;
/** The most units on one estimated report row. */
export const FEE_ESTIMATE_MAX_QUANTITY = 1_000_000;

const ZDate = z.iso.date();
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');
const ZId = z.number().int().positive().max(2_147_483_647);

/** An order as drafted: a new contract, a change of one (its products as they will be), or its termination. */
export const ZFeeEstimateOrderChange = z.object({
  kind: z.literal('order'),
  requestType: ZOrderRequestType,
  /** The contract a change or a termination is for (one of the caller's company). */
  contractId: ZId.nullable().optional(),
  /** The day the products take effect (new, change); default today. */
  commencementDate: ZDate.nullable().optional(),
  /** The last day of use (termination); default today. */
  terminationDueDate: ZDate.nullable().optional(),
  products: z.array(ZOrderProductLine).max(ORDER_MAX_PRODUCTS).default([]),
  connectionCount: z.number().int().min(0).max(9999).nullable().optional(),
});

/** A non-display declaration as drafted: new (for an order) or a change of an approved one (`declarationId`). */
export const ZFeeEstimateNonDisplayChange = z.object({
  kind: z.literal('nonDisplay'),
  declarationId: ZId.nullable().optional(),
  orderId: ZId.nullable().optional(),
  /** The day the declared use starts (the fees apply from it); default today. */
  effectiveDate: ZDate.nullable().optional(),
  purposes: z
    .object({
      TRADING: ZNonDisplayPurposeLine.default({ chargeHold: false }),
      OTHER: ZNonDisplayPurposeLine.default({ chargeHold: false }),
    })
    .default({ TRADING: { chargeHold: false }, OTHER: { chargeHold: false } }),
});

export const ZFeeEstimateReportRow = z.object({
  productCode: z.string().trim().min(1).max(30),
  useCategory: ZUseCategory,
  quantity: z.number().int().min(0).max(FEE_ESTIMATE_MAX_QUANTITY),
});
export type TFeeEstimateReportRow = z.infer<typeof ZFeeEstimateReportRow>;

/** A monthly report as drafted: its rows (product, use category, quantity), priced as the filed report's rows are. */
export const ZFeeEstimateReportChange = z.object({
  kind: z.literal('report'),
  reportMonth: ZMonth,
  rows: z.array(ZFeeEstimateReportRow).max(FEE_ESTIMATE_MAX_REPORT_ROWS).default([]),
});

export const ZFeeEstimateChange = z.discriminatedUnion('kind', [
  ZFeeEstimateOrderChange,
  ZFeeEstimateNonDisplayChange,
  ZFeeEstimateReportChange,
]);
export type TFeeEstimateChange = z.infer<typeof ZFeeEstimateChange>;
export type TFeeEstimateChangeInput = z.input<typeof ZFeeEstimateChange>;
export const FEE_ESTIMATE_CHANGE_KINDS = ['order', 'nonDisplay', 'report'] as const;
export type TFeeEstimateChangeKind = (typeof FEE_ESTIMATE_CHANGE_KINDS)[number];

/** POST /apis/v1/user/fee-estimates: a member's (their company's contracts) or provider staff's (the company named). */
export const ZFeeEstimateRequest = z.object({
  /** Provider staff: the company to estimate for (members: always their own). */
  companyId: ZId.optional(),
  change: ZFeeEstimateChange,
});
export type TFeeEstimateRequest = z.input<typeof ZFeeEstimateRequest>;

/** POST /apis/v1/public/fee-estimates: a visitor's, at public prices, in the currency chosen, with no contracts. */
export const ZPublicFeeEstimateRequest = z.object({
  currency: ZCurrency.default('KRW'),
  change: z.discriminatedUnion('kind', [
    ZFeeEstimateOrderChange.omit({ contractId: true }).extend({ requestType: z.literal('NEW') }),
    ZFeeEstimateNonDisplayChange.omit({ declarationId: true, orderId: true }),
    ZFeeEstimateReportChange,
  ]),
});
export type TPublicFeeEstimateRequest = z.input<typeof ZPublicFeeEstimateRequest>;

/** One line of an estimated bill, as the bill will show it. */
export const ZFeeEstimateLine = z.object({
  productCode: z.string(),
  productName: z.string(),
  lineType: z.enum(BILLING_LINE_TYPES),
  /** The line's name as the bill shows it ("기본 이용료", "변동 이용료 (151)"). */
  label: z.string(),
  useCategory: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** Days billed of the month (pro-rated lines), else null. */
  days: z.number().int().nullable(),
  daysInMonth: z.number().int().nullable(),
  amount: ZMoney,
});
export type TFeeEstimateLine = z.infer<typeof ZFeeEstimateLine>;

/** A bill of the month: its lines, their sum (VAT excluded), the VAT and the total with VAT. */
export const ZFeeEstimateBill = z.object({
  lines: z.array(ZFeeEstimateLine),
  subtotal: ZMoney,
  vat: ZMoney,
  total: ZMoney,
});
export type TFeeEstimateBill = z.infer<typeof ZFeeEstimateBill>;

/** What the change does to one line: its amount before and after (zero when absent). */
export const ZFeeEstimateDifference = ZFeeEstimateLine.omit({ amount: true }).extend({ before: ZMoney, after: ZMoney, difference: ZMoney });
export type TFeeEstimateDifference = z.infer<typeof ZFeeEstimateDifference>;

export const ZFeeEstimate = z.object({
  /** The month estimated: the month the change takes effect in. */
  month: z.string(),
  currency: ZCurrency,
  /** True when estimated at public prices with no contracts (a visitor). */
  visitor: z.boolean(),
  /** The month's bill as it stands, and as it would be with the change. */
  without: ZFeeEstimateBill,
  with: ZFeeEstimateBill,
  /** The lines the change moves and the fee it causes this month (VAT excluded), its VAT and the total with VAT. */
  change: z.object({ lines: z.array(ZFeeEstimateDifference), fee: ZMoney, vat: ZMoney, total: ZMoney }),
  /** The fee the change causes in a whole month after it (no proration): its steady monthly fee, VAT excluded. */
  monthlyFee: ZMoney,
  /** Last month's bill (its lines as billed, VAT excluded; null: no bill), and the estimated bill minus it. */
  lastMonth: z.object({ month: z.string(), subtotal: ZMoney.nullable(), difference: ZMoney.nullable() }),
  /** The first bill the change is carried on (the first month from `month` not final) and the day it is expected issued. */
  firstBill: z.object({ month: z.string(), issueDate: z.string() }),
});
export type TFeeEstimate = z.infer<typeof ZFeeEstimate>;

export const feeEstimatorPage = '/product/fee-estimator';
