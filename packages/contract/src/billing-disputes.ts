import { z } from 'zod';
import { ZMoney } from './catalogue';
import { ZIdParam, ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { ZBillingMonth } from './billing';
import { ZFileInfo } from './files';
import { WORKFLOW_REASON_MAX } from './orders';
import { BILLING_DISPUTE_WORKFLOW, type TBillingDisputeAction, type TBillingDisputeState } from './workflow';

/**
 * Disputes of a bill line (issue 25 section 3; decision 080). The workflow is declared in workflow.ts
 * (BILLING_DISPUTE_WORKFLOW); this file holds the fields and the calls' shapes.
 *
 * A customer member disputes one line of an issued bill of their company (a month marked final) within the provider's
 * window (BILLING_DISPUTE_WINDOW_DEFAULT_DAYS days from the day the bill was issued, a provider setting), with a reason
 * and evidence files. One dispute per line may be open or accepted at a time. The desk accepts with an amount in minor
 * units of the line's currency (at most the line's amount), credited as an ADJUSTMENT line on the company's bill of the
 * month of the acceptance (its service period is the disputed line's month), or rejects with a reason; the customer may
 * withdraw while it is open.
 */

export const BILLING_DISPUTE_STATES = Object.keys(BILLING_DISPUTE_WORKFLOW.states) as TBillingDisputeState[];
export const BILLING_DISPUTE_ACTIONS = Object.keys(BILLING_DISPUTE_WORKFLOW.actions) as TBillingDisputeAction[];
export const ZBillingDisputeState = z.enum(BILLING_DISPUTE_STATES as [TBillingDisputeState, ...TBillingDisputeState[]]);
/** The states in which a dispute holds its line: no second dispute of the line meanwhile. */
export const BILLING_DISPUTE_HOLDING_STATES: readonly TBillingDisputeState[] = ['OPEN', 'ACCEPTED'];

/** The window's default and bounds, in days from the bill's issue (the Korean day it was marked final). */
export const BILLING_DISPUTE_WINDOW_DEFAULT_DAYS = 90;
export const BILLING_DISPUTE_WINDOW_MIN_DAYS = 1;
export const BILLING_DISPUTE_WINDOW_MAX_DAYS = 365;
export const BILLING_DISPUTE_REASON_MAX = 2000;
/** The file type group of the evidence (the files area's upload rules). */
export const BILLING_DISPUTE_FILE_GROUP = 'BILLING_DISPUTE' as const;
/** The owner type of the evidence files in the files area. */
export const BILLING_DISPUTE_FILE_OWNER = 'BILLING_DISPUTE';

export const BILLING_DISPUTE_LIST_PAGE = '/billing/dispute-list';
export const billingDisputeDetailPage = (id: number): string => `/billing/${id}/dispute-detail`;

/** "이의 조정 (2026-03분)" / "Dispute adjustment (for 2026-03)": how an adjustment line is named everywhere. */
export const adjustmentLineLabel = (serviceMonth: string, lang: 'ko' | 'en'): string =>
  lang === 'ko' ? `이의 조정 (${serviceMonth}분)` : `Dispute adjustment (for ${serviceMonth})`;

const noNul = (s: string) => !s.includes('\u0000');

export const ZBillingDisputeIdParams = z.object({ disputeId: ZIdParam });
export const ZBillingDisputeActionParams = ZBillingDisputeIdParams.extend({ action: z.string().max(40) });
export const ZBillingDisputeFileParams = ZBillingDisputeIdParams.extend({ fileUUID: z.uuid() });

export const ZBillingDisputeCreateRequest = z.object({
  /** The bill line disputed (`lineId` of the bill's answer). */
  lineId: ZIdParam,
  /** Optional in the shape: a missing reason answers its own message (BDP1N4001). */
  reason: z.string().max(20_000).refine(noNul).optional(),
  /** Evidence uploaded first (uploadBillingDisputeEvidence), at most UPLOAD_MAX_FILES. */
  fileUUIDs: z.array(z.uuid()).max(20).default([]),
});
export type TBillingDisputeCreateRequest = z.input<typeof ZBillingDisputeCreateRequest>;

/**
 * A workflow action: the version the caller saw, a reason (required to reject), a memo, and for accept the amount
 * credited, in minor units of the line's currency (1 to the line's amount).
 */
export const ZBillingDisputeActionRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  reason: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
  memo: z.string().max(2000).refine(noNul).optional(),
  amount: z.number().int().optional(),
});
export type TBillingDisputeActionRequest = z.input<typeof ZBillingDisputeActionRequest>;

export const BILLING_DISPUTE_SORTS = ['requestedDesc', 'requestedAsc'] as const;
export const ZBillingDisputeSearchRequest = ZPageRequest.extend({
  state: ZBillingDisputeState.optional(),
  /** Provider staff: one company (customers always see their own). */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The month of the disputed bill. */
  billingMonth: ZBillingMonth.optional(),
  /** Dispute number or product code text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  sort: z.enum(BILLING_DISPUTE_SORTS).default('requestedDesc'),
});
export type TBillingDisputeSearchRequest = z.input<typeof ZBillingDisputeSearchRequest>;

export const ZBillingDisputeListItem = z.object({
  disputeId: z.number().int(),
  number: z.string(),
  state: ZBillingDisputeState,
  companyId: z.number().int(),
  companyName: z.string(),
  /** The disputed bill's month (the service period an adjustment adjusts). */
  billingMonth: z.string(),
  lineId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** The disputed line's name in the request's language ("기본 이용료", "변동 이용료 (151)"). */
  lineLabel: z.string(),
  /** The disputed line's amount. */
  lineAmount: ZMoney,
  /** The amount credited when accepted, else null. */
  acceptedAmount: ZMoney.nullable(),
  requestedAt: ZIsoDateTime,
  requesterName: z.string(),
  decidedAt: ZIsoDateTime.nullable(),
  version: z.number().int(),
});
export type TBillingDisputeListItem = z.infer<typeof ZBillingDisputeListItem>;
export const ZBillingDisputeSearchResponse = ZPage(ZBillingDisputeListItem);
export type TBillingDisputeSearchResponse = z.infer<typeof ZBillingDisputeSearchResponse>;

export const ZBillingDisputeDetail = ZBillingDisputeListItem.extend({
  reason: z.string(),
  rejectionReason: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  /** The desk's note with the acceptance, shown to the customer. */
  acceptanceNote: z.string().nullable(),
  useCategory: z.string().nullable(),
  /** The source document of the disputed line (contract, report or declaration number). */
  sourceNumber: z.string(),
  /** The day the bill was issued and the last day of the window then. */
  issuedOn: z.string(),
  windowLastDay: z.string(),
  /** The month whose bill carries the adjustment (the month of the acceptance), null unless accepted. */
  adjustmentMonth: z.string().nullable(),
  deciderName: z.string().nullable(),
  files: z.array(ZFileInfo),
  /** What the caller may do now: exactly the buttons the web shows. */
  allowedActions: z.array(z.enum(BILLING_DISPUTE_ACTIONS as [TBillingDisputeAction, ...TBillingDisputeAction[]])),
});
export type TBillingDisputeDetail = z.infer<typeof ZBillingDisputeDetail>;

/** Why a line may not be disputed now (none: it may). */
export const BILLING_LINE_DISPUTE_BLOCKS = ['NOT_ISSUED', 'WINDOW_CLOSED', 'DISPUTED', 'NOTHING_BILLED', 'ADJUSTMENT'] as const;
export type TBillingLineDisputeBlock = (typeof BILLING_LINE_DISPUTE_BLOCKS)[number];

/** What the bill screen shows on each line of a month's bill: may it be disputed, why not, its dispute. */
export const ZBillDisputeLines = z.object({
  month: z.string(),
  /** The day the bill was issued (marked final), null while provisional. */
  issuedOn: z.string().nullable(),
  windowDays: z.number().int(),
  /** The last day a line of this bill may be disputed, null while provisional. */
  windowLastDay: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      disputable: z.boolean(),
      block: z.enum(BILLING_LINE_DISPUTE_BLOCKS).nullable(),
      /** Why not, in the request's language (null when disputable). */
      blockText: z.string().nullable(),
      /** The line's latest dispute. */
      disputeId: z.number().int().nullable(),
      disputeNumber: z.string().nullable(),
      disputeState: ZBillingDisputeState.nullable(),
    }),
  ),
});
export type TBillDisputeLines = z.infer<typeof ZBillDisputeLines>;
/** The bill's month (a query: the dispute's own paths take its id). */
export const ZBillDisputeLinesQuery = z.object({ billingMonth: ZBillingMonth });

/** The provider's dispute settings. */
export const ZBillingDisputeSettings = z.object({ windowDays: z.number().int() });
export type TBillingDisputeSettings = z.infer<typeof ZBillingDisputeSettings>;
export const ZBillingDisputeSettingsUpdate = z.object({ windowDays: z.number().int() });
export type TBillingDisputeSettingsUpdate = z.input<typeof ZBillingDisputeSettingsUpdate>;
