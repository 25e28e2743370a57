import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { ZFileInfo } from './files';
import { ZLabelledFieldChange, ZRequestVersion, WORKFLOW_REASON_MAX } from './orders';
import { EXCHANGE_ACTIONS, WORKFLOW_KINDS, WORKFLOWS, type TText, type TWorkflowKind, type WorkflowDeclaration } from './workflow';

/**
 * Exchange approvals (spec 2 sections 2 to 6; decision 046). A request whose workflow declares a
 * state waiting on the exchange (orders and non-display declarations, once the provider approved them) makes an
 * approval item when it enters that state; the exchange reviewer (09) approves or rejects it (one at a time or all of a
 * selection at once, irreversibly), provider staff (05, 06) confirm they saw the result, and the writer is told.
 */

/**
 * The kinds whose declaration has a state waiting on the exchange (found from the declarations), but a kind worked in a
 * desk of its own (`ownDesk`: the clearance, which the reviewer issues from its own list; decision 082).
 */
export const EXCHANGE_KINDS: TWorkflowKind[] = WORKFLOW_KINDS.filter(
  (k) =>
    !(WORKFLOWS[k] as WorkflowDeclaration).ownDesk &&
    Object.values((WORKFLOWS[k] as WorkflowDeclaration).states).some((s) => s.waitingOn === 'exchange'),
);

/** The states of a kind waiting on the exchange (the item's stage). */
export const exchangeStagesOf = (kind: TWorkflowKind): string[] =>
  Object.entries((WORKFLOWS[kind] as WorkflowDeclaration).states)
    .filter(([, s]) => s.waitingOn === 'exchange')
    .map(([state]) => state);

/**
 * The name of a stage as a step of the request's way (the list's stage column and filter): the stage an item
 * belongs to, whatever its decision, never the waiting state's "awaiting ..." wording, which a decided row
 * would contradict. A stage without a name here is named by its state's label.
 */
export const EXCHANGE_STAGE_LABELS: Record<string, TText> = {
  EXCHANGE_REVIEW: { ko: '거래소 승인', en: 'Exchange approval' },
};
export const exchangeStageLabel = (kind: TWorkflowKind, stage: string, lang: 'ko' | 'en'): string =>
  EXCHANGE_STAGE_LABELS[stage]?.[lang] ?? (WORKFLOWS[kind] as WorkflowDeclaration).states[stage]?.label[lang] ?? stage;

/** Every stage of every kind (the stage filter). */
export const EXCHANGE_STAGES: string[] = [...new Set(EXCHANGE_KINDS.flatMap(exchangeStagesOf))];

export const EXCHANGE_APPROVAL_STATUSES = ['WAITING', 'APPROVED', 'REJECTED'] as const;
export const ZExchangeApprovalStatus = z.enum(EXCHANGE_APPROVAL_STATUSES);
export type TExchangeApprovalStatus = z.infer<typeof ZExchangeApprovalStatus>;

export const EXCHANGE_APPROVAL_TYPES = ['NEW', 'CHANGE', 'TERMINATION', 'NON_DISPLAY'] as const;
export const ZExchangeApprovalType = z.enum(EXCHANGE_APPROVAL_TYPES);
export type TExchangeApprovalType = z.infer<typeof ZExchangeApprovalType>;

export const EXCHANGE_NOTIFICATION_STATUSES = ['NOTIFIED', 'NOT_NOTIFIED'] as const;
export const ZExchangeNotificationStatus = z.enum(EXCHANGE_NOTIFICATION_STATUSES);
export type TExchangeNotificationStatus = z.infer<typeof ZExchangeNotificationStatus>;

/** Labels in both languages (the web, the exports and the messages share them). */
export const EXCHANGE_APPROVAL_STATUS_LABELS: Record<TExchangeApprovalStatus, TText> = {
  WAITING: { ko: '승인 대기', en: 'Waiting' },
  APPROVED: { ko: '승인', en: 'Approved' },
  REJECTED: { ko: '반려', en: 'Rejected' },
};
export const EXCHANGE_APPROVAL_TYPE_LABELS: Record<TExchangeApprovalType, TText> = {
  NEW: { ko: '신규 주문', en: 'New order' },
  CHANGE: { ko: '변경 주문', en: 'Change order' },
  TERMINATION: { ko: '해지 주문', en: 'Termination order' },
  NON_DISPLAY: { ko: '비조회형 신고', en: 'Non-display declaration' },
};
export const EXCHANGE_NOTIFICATION_LABELS: Record<TExchangeNotificationStatus, TText> = {
  NOTIFIED: { ko: '통보 완료', en: 'Notified' },
  NOT_NOTIFIED: { ko: '미통보', en: 'Not notified' },
};

/** The web pages of the exchange approvals (mail and notification links come from WORKFLOW_LINKS). */
export const exchangeApprovalListPage = '/exchange/approval-list';
export const exchangeApprovalDetailPage = (approvalId: number) => `/exchange/approval/${approvalId}/approval-detail`;

/** The most documents one approve-all takes. */
export const EXCHANGE_APPROVE_ALL_MAX = 1000;

const noNul = (s: string) => !s.includes('\u0000');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZDay = z.iso.date();

export const ZExchangeApprovalIdParams = z.object({ approvalId: ZId });
export const ZExchangeApprovalFileParams = ZExchangeApprovalIdParams.extend({ fileUUID: z.uuid() });
export const ZExchangeRequestIdParams = z.object({ requestId: ZId });

export const EXCHANGE_APPROVAL_SORTS = ['registeredDesc', 'registeredAsc'] as const;
export const ZExchangeApprovalSearchRequest = ZPageRequest.extend({
  status: ZExchangeApprovalStatus.optional(),
  approvalType: ZExchangeApprovalType.optional(),
  stage: z.enum(EXCHANGE_STAGES as [string, ...string[]]).optional(),
  /** Registered (entered the stage) on or after / on or before these Korean calendar dates. */
  fromDate: ZDay.optional(),
  toDate: ZDay.optional(),
  /** Document number, title, writer or company name text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  companyId: ZId.optional(),
  /** The items of one request (the notification link of the reviewer). */
  requestId: ZId.optional(),
  sort: z.enum(EXCHANGE_APPROVAL_SORTS).default('registeredDesc'),
});
export type TExchangeApprovalSearchRequest = z.input<typeof ZExchangeApprovalSearchRequest>;

export const ZExchangeApprovalItem = z.object({
  approvalId: z.number().int(),
  requestId: z.number().int(),
  kind: z.enum(WORKFLOW_KINDS as [TWorkflowKind, ...TWorkflowKind[]]),
  documentNumber: z.string(),
  title: z.string(),
  approvalType: ZExchangeApprovalType,
  companyId: z.number().int(),
  companyName: z.string(),
  writerName: z.string(),
  registeredAt: ZIsoDateTime,
  stage: z.string(),
  stageLabel: z.string(),
  status: ZExchangeApprovalStatus,
  attachmentCount: z.number().int(),
  memo: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  decidedByName: z.string().nullable(),
  /** The reviewer's message: the return reason or the approval message. */
  message: z.string().nullable(),
  confirmedAt: ZIsoDateTime.nullable(),
  confirmedByName: z.string().nullable(),
  notifiedAt: ZIsoDateTime.nullable(),
  notificationStatus: ZExchangeNotificationStatus.nullable(),
  /** The request's version while the item waits: a decision names it (a stale one answers 409). */
  version: z.number().int(),
});
export type TExchangeApprovalItem = z.infer<typeof ZExchangeApprovalItem>;
export const ZExchangeApprovalSearchResponse = ZPage(ZExchangeApprovalItem);
export type TExchangeApprovalSearchResponse = z.infer<typeof ZExchangeApprovalSearchResponse>;

/** A key field of the document (already in the request's language). */
export const ZExchangeSummaryField = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type TExchangeSummaryField = z.infer<typeof ZExchangeSummaryField>;

/** A version of the history with its changes (null for the first version). */
export const ZExchangeHistoryVersion = ZRequestVersion.extend({ changes: z.array(ZLabelledFieldChange).nullable() });
export type TExchangeHistoryVersion = z.infer<typeof ZExchangeHistoryVersion>;

export const EXCHANGE_DECISIONS = ['approve', 'reject'] as const satisfies readonly (keyof typeof EXCHANGE_ACTIONS)[];
export const ZExchangeApprovalDetail = ZExchangeApprovalItem.extend({
  /** The request's state now. */
  requestState: z.string(),
  requestStateLabel: z.string(),
  summary: z.array(ZExchangeSummaryField),
  attachments: z.array(ZFileInfo),
  /** The request's history, oldest first (without the provider's internal memos), each version with what it changed. */
  history: z.array(ZExchangeHistoryVersion),
  /** What the caller may do now: the reviewer's decisions while the item waits. */
  allowedActions: z.array(z.enum(EXCHANGE_DECISIONS)),
  /** Whether the caller may confirm the result (provider staff, decided, not yet confirmed). */
  mayConfirm: z.boolean(),
});
export type TExchangeApprovalDetail = z.infer<typeof ZExchangeApprovalDetail>;

/** A decision: the version the reviewer saw and an optional message (the approval message or the return reason). */
export const ZExchangeDecisionRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  message: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
});
export type TExchangeDecisionRequest = z.input<typeof ZExchangeDecisionRequest>;

/** Approve all of a selection: every item with the version the reviewer saw; one transaction, all or none. */
export const ZExchangeApproveAllRequest = z.object({
  /** An empty selection answers EXA1N4001 ("Select at least one item."). */
  items: z.array(z.object({ approvalId: ZId, version: z.number().int().positive() })).max(EXCHANGE_APPROVE_ALL_MAX),
});
export type TExchangeApproveAllRequest = z.input<typeof ZExchangeApproveAllRequest>;
export const ZExchangeApproveAllResponse = z.object({ approvedCount: z.number().int() });
export type TExchangeApproveAllResponse = z.infer<typeof ZExchangeApproveAllResponse>;

/** The latest item of a request (the provider's panel on the order and declaration pages); null before any. */
export const ZExchangeLatestResponse = z.object({ item: ZExchangeApprovalItem.nullable(), mayConfirm: z.boolean() });
export type TExchangeLatestResponse = z.infer<typeof ZExchangeLatestResponse>;
