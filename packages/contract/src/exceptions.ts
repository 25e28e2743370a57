import { z } from 'zod';
import { ZPageRequest, ZPage } from './common';
import { EXCEPTION_KINDS } from './constants';
import { contractDetailPage } from './orders';
import { nonDisplayDetailPage } from './non-display';
import { userReportCalendarPage, userReportReviewPage } from './user-reports';
import { WORKFLOW_LINKS, type TText, type TWorkflowKind } from './workflow';

/**
 * The exceptions dashboard (beyond the specification; decision 049): what needs a person's look on
 * the exchange side, for provider staff (05, 06: /admin/exceptions) and the exchange reviewer (09:
 * /exchange/exceptions). Five kinds, each computed on request from the owning areas' read functions (no table of its
 * own); the rules of each kind are written down in docs/decisions/049-exceptions.md.
 */

export type TExceptionKind = (typeof EXCEPTION_KINDS)[number];
export const ZExceptionKind = z.enum(EXCEPTION_KINDS);

export const EXCEPTION_KIND_LABELS: Record<TExceptionKind, TText> = {
  MISSING_REPORT: { ko: '미제출 리포트', en: 'Missing reports' },
  UNCONTRACTED_PRODUCT: { ko: '미계약 상품 보고', en: 'Uncontracted products' },
  NON_DISPLAY_MISMATCH: { ko: '비조회형 구간 불일치', en: 'Non-display mismatches' },
  CONTRACT_ENDING: { ko: '종료 예정 계약', en: 'Contracts ending' },
  STALE_REQUEST: { ko: '처리 지연 요청', en: 'Stale requests' },
};

/** What an empty kind says (the list's empty state per kind). */
export const EXCEPTION_KIND_EMPTY: Record<TExceptionKind, TText> = {
  MISSING_REPORT: { ko: '최근 12개월 동안 빠진 월 리포트가 없습니다.', en: 'No monthly report is missing in the last 12 months.' },
  UNCONTRACTED_PRODUCT: { ko: '계약하지 않은 상품을 보고한 리포트가 없습니다.', en: 'No report names a product outside its contracts.' },
  NON_DISPLAY_MISMATCH: {
    ko: '주문서와 맞지 않는 비조회형 신고가 없습니다.',
    en: 'Every approved non-display declaration matches its order form.',
  },
  CONTRACT_ENDING: { ko: '30일 안에 끝나는 계약이 없습니다.', en: 'No contract ends within 30 days.' },
  STALE_REQUEST: { ko: '기준 일수를 넘겨 기다리는 요청이 없습니다.', en: 'No request has waited longer than the set number of days.' },
};

/** The days ahead a contract's end shows as CONTRACT_ENDING. */
export const CONTRACT_ENDING_DAYS = 30;
/** A purpose's charge hold older than this many days (from the declaration's effective date) is a NON_DISPLAY_MISMATCH. */
export const CHARGE_HOLD_MAX_DAYS = 90;
/** The months looked back for MISSING_REPORT (the last complete months whose reporting window has closed). */
export const MISSING_REPORT_MONTHS = 12;
/** STALE_REQUEST: the default number of days a request may wait on the provider or the exchange, and its bounds. */
export const DEFAULT_STALE_DAYS = 7;
export const STALE_DAYS_MIN = 1;
export const STALE_DAYS_MAX = 365;

/** The reasons a declaration is a NON_DISPLAY_MISMATCH (decision 049), with their texts ({purpose} filled in). */
export const NON_DISPLAY_MISMATCH_REASONS = ['TIER_WITHOUT_USE', 'USE_WITHOUT_TIER', 'LONG_CHARGE_HOLD'] as const;
export type TNonDisplayMismatchReason = (typeof NON_DISPLAY_MISMATCH_REASONS)[number];

/** The reviewer's contract status page: where a customer's contracts are seen on the exchange side. */
export const exchangeContractStatusPage = '/exchange/contract-status';

export type TExceptionViewer = 'provider' | 'exchange';

/**
 * The reviewer's page of a request: the exchange link of WORKFLOW_LINKS where the workflow declares one, else
 * the approval list narrowed to the request.
 */
export function exchangeRequestLink(kind: TWorkflowKind, id: number): string {
  const links = WORKFLOW_LINKS[kind] as { exchange?: (id: number) => string } | undefined;
  return links?.exchange ? links.exchange(id) : `/exchange/approval-list?requestId=${id}`;
}

/** The page an entry links to, for the viewer (decision 049). */
export function exceptionLink(
  viewer: TExceptionViewer,
  target:
    | { kind: 'calendar'; companyId: number }
    | { kind: 'contract'; companyId: number; contractId: number }
    | { kind: 'request'; requestKind: TWorkflowKind; requestId: number },
): string {
  if (target.kind === 'request') {
    if (viewer === 'exchange') return exchangeRequestLink(target.requestKind, target.requestId);
    if (target.requestKind === 'userReport') return userReportReviewPage(target.requestId);
    if (target.requestKind === 'nonDisplay') return nonDisplayDetailPage(target.requestId);
    return WORKFLOW_LINKS[target.requestKind].provider(target.requestId);
  }
  if (viewer === 'exchange') return `${exchangeContractStatusPage}?company=${target.companyId}`;
  return target.kind === 'calendar' ? userReportCalendarPage : contractDetailPage(target.contractId);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const noNul = (s: string) => !s.includes('\u0000');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZExceptionSearchRequest = ZPageRequest.extend({
  kind: ZExceptionKind.optional(),
  /** One customer company. */
  companyId: ZId.optional(),
  /** Customer name, document number or description text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
});
export type TExceptionSearchRequest = z.input<typeof ZExceptionSearchRequest>;

export const ZExceptionItem = z.object({
  /** Stable within a day: kind and the document (and month, product or reason). */
  key: z.string(),
  kind: ZExceptionKind,
  kindLabel: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The document or contract number, or the month ("2026-03") of a missing report. */
  documentNumber: z.string(),
  /** What is wrong, in the request's language. */
  description: z.string(),
  /** Since when (a Korean calendar date, "YYYY-MM-DD"). */
  since: z.string(),
  /** Whole days since then (0 for a date still ahead, such as a contract's end). */
  days: z.number().int(),
  /** The page of the document for the viewer. */
  link: z.string(),
});
export type TExceptionItem = z.infer<typeof ZExceptionItem>;

export const ZExceptionKindCount = z.object({ kind: ZExceptionKind, label: z.string(), count: z.number().int() });
export type TExceptionKindCount = z.infer<typeof ZExceptionKindCount>;

export const ZExceptionSettings = z.object({
  /** STALE_REQUEST: days a request may wait on the provider or the exchange. */
  staleDays: z.number().int(),
});
export type TExceptionSettings = z.infer<typeof ZExceptionSettings>;

/** The dashboard's counts: each kind (every kind, zero included), the total and the setting in force. */
export const ZExceptionCounts = z.object({
  total: z.number().int(),
  kinds: z.array(ZExceptionKindCount),
  staleDays: z.number().int(),
});
export type TExceptionCounts = z.infer<typeof ZExceptionCounts>;

/** A page of entries with the counts per kind under the same customer and text (the kind filter left out). */
export const ZExceptionSearchResponse = ZPage(ZExceptionItem).extend({
  kinds: z.array(ZExceptionKindCount),
  /** The customers with entries (for the customer filter), with their counts. */
  companies: z.array(z.object({ companyId: z.number().int(), companyName: z.string(), count: z.number().int() })),
  staleDays: z.number().int(),
  /** The Korean day the entries were computed for. */
  today: z.string(),
});
export type TExceptionSearchResponse = z.infer<typeof ZExceptionSearchResponse>;

/** The setting change (06): a whole number of days, 1..365 (EXC1N4001 otherwise). */
export const ZExceptionSettingsUpdate = z.object({ staleDays: z.number().int() });
export type TExceptionSettingsUpdate = z.input<typeof ZExceptionSettingsUpdate>;
