import { z } from 'zod';
import { USE_CATEGORIES, ZMoney, type TCurrency, type TUseCategory } from './catalogue';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { formatMoneyText, type TMoney } from './money';
import { WORKFLOW_REASON_MAX } from './orders';
import { CLEARANCE_WORKFLOW, type TClearanceAction, type TClearanceState } from './workflow';

/**
 * Clearance of a period (issue 25 section 2; decision 082). Provider staff (05, 06) prepare a clearance for a customer
 * and a period from an accepted entitlement reconciliation; the customer (01) accepts it or comments; the exchange
 * reviewer (09) issues it (a PDF letter whose SHA-256 is kept and shown; the period is then closed: a correction of a
 * monthly report of a cleared month is refused naming the clearance) or returns it. The workflow is declared in
 * workflow.ts (CLEARANCE_WORKFLOW); this file holds the shapes of its calls and the settlement rule.
 *
 * The settlement (`settleLines`): each line is a product, use category and month of the reconciliation with its
 * entitled count, reported quantity and difference (entitled - reported). Months still inside the correction window are
 * listed but not settled (the customer files corrections for them). Each line of a month outside the window is priced
 * by the billing rules (the unit price the monthly report uses for that product, use category and month, in the
 * customer's currency). Inside the period, over-reported lines (a credit) net against under-reported ones (an amount
 * owed); a period that nets to a credit settles at zero (no refund through a clearance).
 */

export const CLEARANCE_STATES = Object.keys(CLEARANCE_WORKFLOW.states) as TClearanceState[];
export const CLEARANCE_ACTIONS = Object.keys(CLEARANCE_WORKFLOW.actions) as TClearanceAction[];
export const ZClearanceState = z.enum(CLEARANCE_STATES as [TClearanceState, ...TClearanceState[]]);

/** The longest note of a clearance (the provider's words to the customer, printed in the letter). */
export const CLEARANCE_NOTE_MAX = 2000;

/** The web pages of clearances (mail and notification links come from WORKFLOW_LINKS). */
export const clearanceAdminListPage = '/admin/clearance-list';
export const clearanceExchangeListPage = '/exchange/clearance-list';
export const clearanceDetailPage = (id: number): string => `/audit/${id}/clearance-detail`;

// ---------------------------------------------------------------------------------------------------------
// The settlement

/** A line of a reconciliation as a clearance takes it: product, use category, month and the counts. */
export interface TClearanceLineInput {
  month: string;
  productCode: string;
  useCategory: TUseCategory;
  entitled: number;
  reported: number;
  outsideWindow: boolean;
}

/** The price of a unit of a product and use category in a month (minor units of the currency), or null when none. */
export type TClearancePriceOf = (productCode: string, useCategory: TUseCategory, month: string) => number | null;

export interface TSettledLine extends TClearanceLineInput {
  difference: number;
  unitPrice: number | null;
  /** difference × unit price (minor units): positive owed, negative a credit; 0 for a month inside the window. */
  amount: number;
}

export interface TSettlement {
  lines: TSettledLine[];
  /** The sum of the under-reported lines outside the window (owed). */
  underReported: number;
  /** The sum of the over-reported lines outside the window, as a positive amount (a credit). */
  overReported: number;
  /** underReported - overReported: the period's net. */
  net: number;
  /** What the customer settles: the net when positive, else 0. */
  settlement: number;
}

/** The settlement of a clearance's lines (see the file's head): pure, so the screen, the letter and the tests agree. */
export function settleLines(lines: readonly TClearanceLineInput[], priceOf: TClearancePriceOf): TSettlement {
  let under = 0;
  let over = 0;
  const settled = lines.map((l) => {
    const difference = l.entitled - l.reported;
    const unitPrice = l.outsideWindow ? priceOf(l.productCode, l.useCategory, l.month) : null;
    const amount = l.outsideWindow && unitPrice !== null ? difference * unitPrice : 0;
    if (amount > 0) under += amount;
    else over -= amount;
    return { ...l, difference, unitPrice, amount };
  });
  const net = under - over;
  return { lines: settled, underReported: under, overReported: over, net, settlement: Math.max(0, net) };
}

/** Money as the screens and the letter show it. */
export const clearanceMoneyText = (amount: number, currency: TCurrency): string => formatMoneyText({ amount, currency } as TMoney);

// ---------------------------------------------------------------------------------------------------------
// Calls

const noNul = (s: string) => !s.includes('\u0000');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const ZClearanceIdParams = z.object({ clearanceId: ZId });
export const ZClearanceActionParams = ZClearanceIdParams.extend({ action: z.string().max(40) });

export const ZClearanceCreateRequest = z.object({
  /** The accepted reconciliation the clearance is prepared from (its company and period). */
  reconciliationId: ZId.optional(),
  /** The provider's words to the customer, printed in the letter; the length is a rule of its own (CLR1N4002). */
  note: z.string().max(20_000).refine(noNul).optional(),
});
export type TClearanceCreateRequest = z.input<typeof ZClearanceCreateRequest>;

/** A revision by the provider (after a comment or a return): the note, with the version the caller saw. */
export const ZClearanceUpdateRequest = z.object({
  version: ZId,
  note: z.string().max(20_000).refine(noNul),
});
export type TClearanceUpdateRequest = z.input<typeof ZClearanceUpdateRequest>;

/** An action (`/actions/:action`): the version the caller saw, a reason (required by comment, return and withdraw). */
export const ZClearanceActionRequest = z.object({
  version: ZId,
  reason: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
  memo: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
});
export type TClearanceActionRequest = z.input<typeof ZClearanceActionRequest>;

export const CLEARANCE_SORTS = ['createdDesc', 'createdAsc', 'periodDesc'] as const;
export const ZClearanceSearchRequest = ZPageRequest.extend({
  state: ZClearanceState.optional(),
  /** Provider staff and the reviewer: one company (customers always see their own). */
  companyId: ZId.optional(),
  /** The clearance's or the reconciliation's number, or the company's name. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  sort: z.enum(CLEARANCE_SORTS).default('createdDesc'),
});
export type TClearanceSearchRequest = z.input<typeof ZClearanceSearchRequest>;

export const ZClearanceListItem = z.object({
  clearanceId: z.number().int(),
  number: z.string(),
  state: ZClearanceState,
  companyId: z.number().int(),
  companyName: z.string(),
  reconciliationId: z.number().int(),
  reconciliationNumber: z.string(),
  /** The period (YYYY-MM, both held): every month of it is closed once issued. */
  periodFrom: z.string(),
  periodTo: z.string(),
  settlement: ZMoney,
  settlementText: z.string(),
  createdAt: ZIsoDateTime,
  issuedAt: ZIsoDateTime.nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TClearanceListItem = z.infer<typeof ZClearanceListItem>;

export const ZClearanceSearchResponse = ZPage(ZClearanceListItem);
export type TClearanceSearchResponse = z.infer<typeof ZClearanceSearchResponse>;

export const ZClearanceLine = z.object({
  month: ZMonth,
  productCode: z.string(),
  productName: z.string(),
  useCategory: z.enum(USE_CATEGORIES),
  useCategoryName: z.string(),
  entitled: z.number().int(),
  reported: z.number().int(),
  /** entitled - reported: positive under-reported, negative over-reported. */
  difference: z.number().int(),
  outsideWindow: z.boolean(),
  unitPriceText: z.string().nullable(),
  amount: ZMoney,
  amountText: z.string(),
});
export type TClearanceLine = z.infer<typeof ZClearanceLine>;

export const ZClearanceDetail = ZClearanceListItem.extend({
  currency: z.enum(['KRW', 'USD']),
  note: z.string().nullable(),
  customerComment: z.string().nullable(),
  returnReason: z.string().nullable(),
  lines: z.array(ZClearanceLine),
  /** The months outside the correction window (settled here) and every month the clearance closes. */
  outsideWindowMonths: z.array(z.string()),
  closedMonths: z.array(z.string()),
  underReportedText: z.string(),
  overReportedText: z.string(),
  netText: z.string(),
  preparedByName: z.string(),
  acceptedAt: ZIsoDateTime.nullable(),
  acceptedByName: z.string().nullable(),
  issuedByName: z.string().nullable(),
  /** The SHA-256 (hex) of the letter in the reader's language, once issued; the other language's beside it. */
  letterSha256: z.string().nullable(),
  letterSha256Ko: z.string().nullable(),
  letterSha256En: z.string().nullable(),
  allowedActions: z.array(z.enum(CLEARANCE_ACTIONS as [TClearanceAction, ...TClearanceAction[]])),
  mayEdit: z.boolean(),
});
export type TClearanceDetail = z.infer<typeof ZClearanceDetail>;

/** The accepted reconciliations a clearance may be prepared from (no live clearance yet). */
export const ZClearanceCandidatesQuery = z.object({ companyId: ZId.optional() });
export const ZClearanceCandidate = z.object({
  reconciliationId: z.number().int(),
  number: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  outsideWindowMonths: z.array(z.string()),
});
export type TClearanceCandidate = z.infer<typeof ZClearanceCandidate>;
export const ZClearanceCandidates = z.object({ items: z.array(ZClearanceCandidate) });
export type TClearanceCandidates = z.infer<typeof ZClearanceCandidates>;
