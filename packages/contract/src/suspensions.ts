import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest, type TLanguage } from './common';
import { ZContractStatus, ZOrderRequestType, ZProductUseType, WORKFLOW_REASON_MAX } from './orders';
import { SUSPENSION_WORKFLOW, type TSuspensionAction, type TSuspensionState } from './workflow';

/**
 * Suspension (temporary stop) requests of a contract (spec 2 sections 2 to 5). The workflow is
 * declared in workflow.ts (SUSPENSION_WORKFLOW); this file holds the fields, the calls' shapes and the request rules
 * that the server enforces and the web's form shows (`suspensionIssues`, one rule set for both).
 *
 * A request names a contract of the caller's company, one of its products in use over the whole period, the
 * product's market (catalogue), a period of Korean calendar dates (both ends held) and a reason. While an approved
 * suspension's period covers the current Korean day, its contract shows as SUSPENDED.
 */

export const SUSPENSION_STATES = Object.keys(SUSPENSION_WORKFLOW.states) as TSuspensionState[];
export const SUSPENSION_ACTIONS = Object.keys(SUSPENSION_WORKFLOW.actions) as TSuspensionAction[];
export const ZSuspensionState = z.enum(SUSPENSION_STATES as [TSuspensionState, ...TSuspensionState[]]);

/** States of a request that still holds its period (no other request of the contract and product may overlap it). */
export const SUSPENSION_HOLDING_STATES: readonly TSuspensionState[] = ['REQUESTED', 'RECEIVED', 'IN_APPROVAL', 'APPROVED'];

/** Longest reason of a request, in characters (the change, return and cancel reasons share the workflow's limit). */
export const SUSPENSION_REASON_MAX = 1000;
export const SUSPENSION_MEMO_MAX = 2000;

/** The web pages of suspensions (mail and notification links come from WORKFLOW_LINKS). */
export const suspensionListPage = '/contract/suspension-list';
export const suspensionRequestPage = (contractId: number) => `/contract/${contractId}/suspension-request`;
export const suspensionDetailPage = (id: number) => `/contract/suspension/${id}/suspension-detail`;
export const suspensionApprovalListPage = '/admin/suspension-approval-list';
export const suspensionApprovalDetailPage = (id: number) => `/admin/suspension/${id}/suspension-approval-detail`;

/** Field names in both languages, for messages ("{item}을(를) 입력해 주세요.") and the form. */
export const SUSPENSION_FIELD_LABELS = {
  contractId: { ko: '계약', en: 'Contract' },
  productCode: { ko: '정보상품', en: 'Product' },
  marketCode: { ko: '시장', en: 'Market' },
  periodFrom: { ko: '일시 중지 시작일', en: 'Suspension start date' },
  periodTo: { ko: '일시 중지 종료일', en: 'Suspension end date' },
  reason: { ko: '신청 사유', en: 'Reason' },
  changeReason: { ko: '변경 사유', en: 'Change reason' },
  memo: { ko: '메모', en: 'Memo' },
} as const;
export type TSuspensionField = keyof typeof SUSPENSION_FIELD_LABELS;
export const suspensionFieldLabel = (field: TSuspensionField, lang: TLanguage): string => SUSPENSION_FIELD_LABELS[field][lang];

// ---------------------------------------------------------------------------------------------------------
// The rules of a request (the server refuses with the first issue; the web marks every field with its own)

export type TSuspensionIssueCode = 'SUS1N4001' | 'SUS1N4002' | 'SUS1N4003' | 'SUS1N4004';

export interface TSuspensionIssue {
  field: TSuspensionField;
  code: TSuspensionIssueCode;
  params?: Record<string, string | number>;
}

export interface TSuspensionFormValues {
  productCode?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  reason?: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules a request's own fields must meet, in the order the form shows them; one issue per field. `today` is the
 * Korean calendar date of the server's clock. `keepFrom`: a change that keeps the start date may keep one in the past
 * (a request made days ago for its own day). The rules that need the contract (product in use, termination date,
 * overlap) are the server's; their codes name the field too (SUSPENSION_ERROR_FIELDS).
 */
export function suspensionIssues(values: TSuspensionFormValues, today: string, opts: { keepFrom?: string } = {}): TSuspensionIssue[] {
  const issues: TSuspensionIssue[] = [];
  const blank = (v: string | null | undefined) => v == null || v.trim() === '';
  if (blank(values.productCode)) issues.push({ field: 'productCode', code: 'SUS1N4001', params: { item: 'productCode' } });
  const from = values.periodFrom ?? '';
  const to = values.periodTo ?? '';
  if (blank(from)) issues.push({ field: 'periodFrom', code: 'SUS1N4001', params: { item: 'periodFrom' } });
  else if (from < today && from !== opts.keepFrom) issues.push({ field: 'periodFrom', code: 'SUS1N4003' });
  if (blank(to)) issues.push({ field: 'periodTo', code: 'SUS1N4001', params: { item: 'periodTo' } });
  else if (!blank(from) && ISO_DAY.test(from) && to < from) issues.push({ field: 'periodTo', code: 'SUS1N4004' });
  else if (to < today) issues.push({ field: 'periodTo', code: 'SUS1N4003' });
  if (blank(values.reason)) issues.push({ field: 'reason', code: 'SUS1N4001', params: { item: 'reason' } });
  else if (values.reason!.trim().length > SUSPENSION_REASON_MAX)
    issues.push({ field: 'reason', code: 'SUS1N4002', params: { item: 'reason', max: SUSPENSION_REASON_MAX } });
  return issues;
}

/** The field each error code of the server is about (the web shows it on that field; the others above the form). */
export const SUSPENSION_ERROR_FIELDS: Record<string, TSuspensionField> = {
  SUS1N4005: 'productCode',
  SUS1N4006: 'periodTo',
  SUS1N4007: 'marketCode',
  SUS1N4010: 'periodTo',
  SUS1N4092: 'periodFrom',
};

// ---------------------------------------------------------------------------------------------------------
// Calls

const noNul = (s: string) => !s.includes('\u0000');
const ZDay = z.iso.date();
/** Free text of a request: trimmed, NUL refused; the length is a rule of its own (a field message), capped here for safety. */
const ZText = z.string().max(20_000).refine(noNul);

export const ZSuspensionIdParams = z.object({ suspensionId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZSuspensionActionParams = ZSuspensionIdParams.extend({ action: z.string().max(40) });

export const ZSuspensionCreateRequest = z.object({
  contractId: z.number().int().positive().max(2_147_483_647),
  /** Optional in the shape: a missing product, period or reason answers its field's own message (`suspensionIssues`). */
  productCode: z.string().trim().max(30).refine(noNul).optional(),
  /** The product's market (catalogue); optional: when given it must be the product's. */
  marketCode: z.string().trim().max(20).refine(noNul).optional(),
  periodFrom: ZDay.optional(),
  periodTo: ZDay.optional(),
  reason: ZText.optional(),
});
export type TSuspensionCreateRequest = z.input<typeof ZSuspensionCreateRequest>;

/**
 * A workflow action (`/actions/:action`): the version the caller saw, a reason (required by return and receiveChange:
 * the change reason), a memo (provider staff: kept as the staff memo) and, for receiveChange only, the changed period.
 */
export const ZSuspensionActionRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  reason: z.string().max(WORKFLOW_REASON_MAX).refine(noNul).optional(),
  memo: z.string().max(SUSPENSION_MEMO_MAX).refine(noNul).optional(),
  periodFrom: ZDay.optional(),
  periodTo: ZDay.optional(),
});
export type TSuspensionActionRequest = z.input<typeof ZSuspensionActionRequest>;

/** The staff memo (provider staff only; never shown to the customer). An empty memo clears it. */
export const ZSuspensionMemoRequest = z.object({
  memo: z.string().max(SUSPENSION_MEMO_MAX).refine(noNul),
});
export type TSuspensionMemoRequest = z.input<typeof ZSuspensionMemoRequest>;

export const SUSPENSION_SORTS = ['requestedDesc', 'requestedAsc', 'periodFromDesc', 'periodFromAsc'] as const;
export const ZSuspensionSearchRequest = ZPageRequest.extend({
  state: ZSuspensionState.optional(),
  /** Provider staff: one company (customers always see their own). */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  contractId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Suspensions whose period meets [fromDate, toDate] (Korean calendar dates, inclusive). */
  fromDate: ZDay.optional(),
  toDate: ZDay.optional(),
  /** Request number or contract number text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  sort: z.enum(SUSPENSION_SORTS).default('requestedDesc'),
});
export type TSuspensionSearchRequest = z.input<typeof ZSuspensionSearchRequest>;

export const ZSuspensionListItem = z.object({
  suspensionId: z.number().int(),
  number: z.string(),
  state: ZSuspensionState,
  companyId: z.number().int(),
  companyName: z.string(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  productCode: z.string(),
  productName: z.string(),
  marketCode: z.string(),
  marketName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  requestedAt: ZIsoDateTime,
  requesterName: z.string(),
  approvedAt: ZIsoDateTime.nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TSuspensionListItem = z.infer<typeof ZSuspensionListItem>;
export const ZSuspensionSearchResponse = ZPage(ZSuspensionListItem);
export type TSuspensionSearchResponse = z.infer<typeof ZSuspensionSearchResponse>;

/** What is shown with a request, read from the contract and the catalogue (the request form shows the same). */
export const ZSuspensionContractInfo = z.object({
  contractId: z.number().int(),
  contractNumber: z.string(),
  /** Name and order type ("알파증권 시세정보 이용계약 (신규)"). */
  contractName: z.string(),
  orderType: ZOrderRequestType,
  contractStatus: ZContractStatus,
  terminationDueDate: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The provider's contract manager. */
  managerName: z.string().nullable(),
  managerEmail: z.string().nullable(),
  managerPhone: z.string().nullable(),
  /** The products of the contract in use today or later, each with its classification (direct, indirect, semi-direct). */
  products: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      useType: ZProductUseType,
      marketCode: z.string(),
      marketName: z.string(),
      /** The information receiving method (catalogue provision: real-time, delayed, end of day, batch). */
      provision: z.string(),
      provisionName: z.string(),
      effectiveFrom: z.string(),
      effectiveTo: z.string().nullable(),
    }),
  ),
  /** Whether the caller may request a suspension of this contract now (a customer of the company; active contract). */
  maySuspend: z.boolean(),
  /** The Korean calendar date of the server's clock (the first day a period may start). */
  today: z.string(),
});
export type TSuspensionContractInfo = z.infer<typeof ZSuspensionContractInfo>;

export const ZSuspensionDetail = ZSuspensionListItem.extend({
  /** The product's classification in the contract (customer classification: direct, indirect, semi-direct). */
  useType: ZProductUseType,
  provision: z.string(),
  provisionName: z.string(),
  reason: z.string(),
  changeReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The requester's contact (the customer member who asked). */
  requesterEmail: z.string().nullable(),
  requesterPhone: z.string().nullable(),
  receivedAt: ZIsoDateTime.nullable(),
  approverName: z.string().nullable(),
  rejectedAt: ZIsoDateTime.nullable(),
  cancelledAt: ZIsoDateTime.nullable(),
  /** The staff memo: provider staff only (null for customers). */
  memo: z.string().nullable(),
  memoUpdatedAt: ZIsoDateTime.nullable(),
  memoUpdatedByName: z.string().nullable(),
  contract: ZSuspensionContractInfo,
  /** What the caller may do now: exactly the buttons the web shows (workflow declaration + role + company). */
  allowedActions: z.array(z.enum(SUSPENSION_ACTIONS as [TSuspensionAction, ...TSuspensionAction[]])),
  /** Whether the caller may write the staff memo. */
  mayEditMemo: z.boolean(),
});
export type TSuspensionDetail = z.infer<typeof ZSuspensionDetail>;
