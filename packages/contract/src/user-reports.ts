import { z } from 'zod';
import { ZCurrency } from './catalogue';
import { ZIsoDateTime, ZPage, ZPageNumber } from './common';
import { CALENDAR_STATUS_LABELS, REPORT_PAGE_SIZES } from './constants';
import { ZWorkflowActionRequest } from './orders';
import { REPORT_CELL_ISSUES, REPORT_COLUMN_KEYS, REPORT_MAX_ROWS, ZUserReportDraftRow, ZUserReportRow } from './user-report-rows';
import { USER_REPORT_WORKFLOW, type TText, type TUserReportAction, type TUserReportState } from './workflow';
import { normalizePhone, toStoredPhone } from './text';

/**
 * Monthly user reports and corrections (spec 2 sections 3, 4, 8 and 9): the header, the calls' shapes and the
 * business constants. The detail rows are defined in user-report-rows.ts (one definition for every channel); the
 * workflow in workflow.ts (USER_REPORT_WORKFLOW). Decision 044 says how rows belong to versions.
 *
 * Drafts: the save call takes rows as entered (`ZUserReportDraftRow[]`, cells may be empty or wrong: saving a draft is
 * always possible). The server checks every row with `checkReportRow`, stores each with its cell issues, and answers
 * them in the detail (`rows[].issues`) so the grid marks them again on return. Submitting refuses a report with any
 * issue left ("필수 입력 항목을 모두 입력해주세요." naming the first empty required cell; otherwise the first cell's own
 * message). Rows that are entirely blank are dropped on save.
 */

export const USER_REPORT_STATES = Object.keys(USER_REPORT_WORKFLOW.states) as TUserReportState[];
export const USER_REPORT_ACTIONS = Object.keys(USER_REPORT_WORKFLOW.actions) as TUserReportAction[];
export const ZUserReportState = z.enum(USER_REPORT_STATES as [TUserReportState, ...TUserReportState[]]);
export const ZUserReportAction = z.enum(USER_REPORT_ACTIONS as [TUserReportAction, ...TUserReportAction[]]);

// ---------------------------------------------------------------------------------------------------------
// Pages

export const userReportListPage = '/report/user-report-list';
export const userReportWritePage = '/report/user-report-write';
export const userReportDetailPage = (id: number) => `/report/${id}/user-report-detail`;
export const userReportCorrectionPage = '/report/correction-write';
export const userReportExemptionPage = '/report/exemption';
export const userReportCalendarPage = '/report/calendar';
export const userReportReviewPage = (id: number) => `/admin/report/${id}/report-review`;

// ---------------------------------------------------------------------------------------------------------
// Code lists and constants

export const USER_REPORT_TYPE_LABELS = {
  MONTHLY: { ko: '월간 리포트', en: 'Monthly report' },
  CORRECTION: { ko: '정정 리포트', en: 'Correction report' },
} as const satisfies Record<string, TText>;
export type TUserReportType = keyof typeof USER_REPORT_TYPE_LABELS;
export const USER_REPORT_TYPES = Object.keys(USER_REPORT_TYPE_LABELS) as [TUserReportType, ...TUserReportType[]];
export const ZUserReportType = z.enum(USER_REPORT_TYPES);

/** How the rows came in: the form file, the grid, a CSV file, the reporting API. */
export const USER_REPORT_METHOD_LABELS = {
  UPLOAD: { ko: '엑셀 업로드', en: 'Excel upload' },
  MANUAL: { ko: '직접 입력', en: 'Manual entry' },
  CSV: { ko: 'CSV 업로드', en: 'CSV upload' },
  API: { ko: 'API', en: 'API' },
} as const satisfies Record<string, TText>;
export type TUserReportMethod = keyof typeof USER_REPORT_METHOD_LABELS;
export const USER_REPORT_METHODS = Object.keys(USER_REPORT_METHOD_LABELS) as [TUserReportMethod, ...TUserReportMethod[]];
export const ZUserReportMethod = z.enum(USER_REPORT_METHODS);

/** The approval flag of the spec (waiting, approved, rejected), derived from the state; null for a draft or a cancelled report. */
export const APPROVAL_FLAG_LABELS = {
  WAITING: { ko: '승인 대기', en: 'Waiting' },
  APPROVED: { ko: '승인', en: 'Approved' },
  REJECTED: { ko: '반려', en: 'Rejected' },
} as const satisfies Record<string, TText>;
export type TApprovalFlag = keyof typeof APPROVAL_FLAG_LABELS;
export const ZApprovalFlag = z.enum(Object.keys(APPROVAL_FLAG_LABELS) as [TApprovalFlag, ...TApprovalFlag[]]);
export function approvalFlagOf(state: TUserReportState): TApprovalFlag | null {
  if (state === 'APPROVED') return 'APPROVED';
  if (state === 'REJECTED') return 'REJECTED';
  if (state === 'SUBMITTED' || state === 'AWAITING_INTERNAL' || state === 'INFO_REQUESTED') return 'WAITING';
  return null;
}

/** States in which a report counts as submitted (the correction rule: only such a report may be corrected). */
export const USER_REPORT_FILED_STATES: readonly TUserReportState[] = ['SUBMITTED', 'INFO_REQUESTED', 'APPROVED'];
/** States of a report that no longer counts: a new monthly report of the same month may be made. */
export const USER_REPORT_ENDED_STATES: readonly TUserReportState[] = ['CANCELLED'];

/** The correction window (spec 2 section 9): a report may be corrected within this many months of its report month. */
export const CORRECTION_WINDOW_MONTHS = 3;
/** The report month ranges of the list's filter (spec 2 section 9). */
export const REPORT_MONTH_RANGES = [3, 6, 12] as const;
/** The default reporting window: the 1st to the 15th (Korean days) of the month after the report month. */
export const DEFAULT_REPORT_WINDOW = { startDay: 1, endDay: 15 } as const;
/** The default reminder: this many days before the window closes (and on the closing day). */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;
/** The most cell issues an upload's status lists (the count says how many there are). */
export const UPLOAD_ISSUES_SHOWN = 500;
export const USER_REPORT_MEMO_MAX = 1000;

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');
export const ZReportMonth = ZMonth;

/** "2026-10" plus n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** Months from a to b, counted (b - a). */
export const monthsBetween = (a: string, b: string): number => {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return yb * 12 + mb - (ya * 12 + ma);
};

/** The reporting window of a report month: the Korean calendar days it opens and closes (inclusive), "YYYY-MM-DD". */
export function reportWindow(reportMonth: string, window: { startDay: number; endDay: number } = DEFAULT_REPORT_WINDOW) {
  const next = addMonths(reportMonth, 1);
  const [y, m] = next.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const day = (d: number) => `${next}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return { opens: day(window.startDay), closes: day(window.endDay) };
}

/**
 * Late filing (decision 063): after its window closes, a month's report may still be submitted, flagged late, until the
 * last day it could be corrected (the end of the third month after it); the provider's late fee, if set, is billed with it.
 */
export const lateFilingUntil = (reportMonth: string): string => correctableUntil(reportMonth);

/** When and how a report month can be filed on the Korean day `today`: not yet, in its window, late, or no longer. */
export type TFilingPhase = 'NOT_YET' | 'OPEN' | 'LATE' | 'CLOSED';
export function filingPhase(reportMonth: string, today: string, window: { startDay: number; endDay: number } = DEFAULT_REPORT_WINDOW) {
  const w = reportWindow(reportMonth, window);
  const lateUntil = lateFilingUntil(reportMonth);
  const phase: TFilingPhase = today < w.opens ? 'NOT_YET' : today <= w.closes ? 'OPEN' : today <= lateUntil ? 'LATE' : 'CLOSED';
  return { phase, opens: w.opens, closes: w.closes, lateUntil };
}

/** Whether a report of `reportMonth` may still be corrected on the Korean day `today` ("YYYY-MM-DD"): within 3 months. */
export const isCorrectable = (reportMonth: string, today: string): boolean =>
  monthsBetween(reportMonth, today.slice(0, 7)) <= CORRECTION_WINDOW_MONTHS;
/** The last Korean day a report of `reportMonth` may be corrected: the end of the third month after it. */
export function correctableUntil(reportMonth: string): string {
  const end = addMonths(reportMonth, CORRECTION_WINDOW_MONTHS);
  const [y, m] = end.split('-').map(Number) as [number, number];
  return `${end}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const noNul = (s: string) => !s.includes('\u0000');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** The page size of the report lists: 10, 20 or 50 (spec 2 section 9; anything else answers COM1N4001). */
export const ZReportPageSize = z.coerce
  .number()
  .int()
  .refine((n) => (REPORT_PAGE_SIZES as readonly number[]).includes(n), { message: 'pageSize' })
  .default(REPORT_PAGE_SIZES[0]);
/** The page request of report lists (beside ZPageRequest, whose sizes are 10, 50, 100). */
export const ZReportPageRequest = z.object({ pageNumber: ZPageNumber, pageSize: ZReportPageSize });

export const ZUserReportIdParams = z.object({ reportId: ZId });
export const ZUserReportActionParams = ZUserReportIdParams.extend({ action: z.string().max(40) });
export const ZUserReportUploadParams = z.object({ reportId: ZId, uploadId: ZId });

/** A cell issue as answered: where, what, and the message in the request's language. */
export const ZReportCellIssueAnswer = z.object({
  row: z.number().int(),
  column: z.enum(REPORT_COLUMN_KEYS),
  code: z.enum(REPORT_CELL_ISSUES),
  /** "3행 상품 코드" / "Row 3, Product code". */
  location: z.string(),
  message: z.string(),
});
export type TReportCellIssueAnswer = z.infer<typeof ZReportCellIssueAnswer>;

/** A stored row: its number, its cells as entered (clean when `issues` is empty) and its amount (0 while it has issues). */
export const ZUserReportStoredRow = z.object({
  rowNo: z.number().int(),
  cells: ZUserReportDraftRow,
  issues: z.array(ZReportCellIssueAnswer),
  /** Minor units of the report's currency: quantity × unit price of the product and use category for the report month. */
  amount: z.number().int(),
});
export type TUserReportStoredRow = z.infer<typeof ZUserReportStoredRow>;

export const ZUserReportTotals = z.object({
  rowCount: z.number().int(),
  /** Rows with at least one cell issue (a report with any is not submitted). */
  invalidRowCount: z.number().int(),
  quantity: z.number().int(),
  /** Minor units of the currency. */
  amount: z.number().int(),
  /** "₩1,500,000" / "US$1,250.00". */
  amountText: z.string(),
});
export type TUserReportTotals = z.infer<typeof ZUserReportTotals>;

// ---------------------------------------------------------------------------------------------------------
// List

export const ZUserReportSearchRequest = ZReportPageRequest.extend({
  /** Report months from / to ("YYYY-MM", inclusive); a period ending before it starts answers "검색 조건을 확인해주세요.". */
  periodStart: ZMonth.optional(),
  periodEnd: ZMonth.optional(),
  /** The last 3, 6 or 12 report months up to the current month (by the business clock); ignored when a period is given. */
  monthRange: z.union([z.literal(3), z.literal(6), z.literal(12)]).optional(),
  type: ZUserReportType.optional(),
  state: ZUserReportState.optional(),
  /** Only reports that may be corrected now (submitted or approved monthly reports within the correction window). */
  correctableOnly: z.boolean().default(false),
  /** Provider staff: one company; a proxy reporter: one of their customers (members always see their own). */
  companyId: ZId.optional(),
  sort: z.enum(['monthDesc', 'monthAsc', 'updatedDesc']).default('monthDesc'),
});
export type TUserReportSearchRequest = z.input<typeof ZUserReportSearchRequest>;

export const ZUserReportListItem = z.object({
  reportId: z.number().int(),
  /** The document number (UR-2026-000123). */
  number: z.string(),
  type: ZUserReportType,
  typeName: z.string(),
  method: ZUserReportMethod,
  methodName: z.string(),
  /** The month reported on ("YYYY-MM"). */
  reportMonth: z.string(),
  /** The month the amount is billed in: the report month for a monthly report, the month it was made for a correction. */
  billingMonth: z.string(),
  state: ZUserReportState,
  stateName: z.string(),
  approvalFlag: ZApprovalFlag.nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The customer code of the company (the catalogue's customer), null when none is on file. */
  customerCode: z.string().nullable(),
  /** Who made the report (formatPersonName). */
  reporterName: z.string(),
  /** The proxy reporter who made it for the customer, or null. */
  proxyReporterName: z.string().nullable(),
  currency: ZCurrency,
  rowCount: z.number().int(),
  totalAmount: z.number().int(),
  totalAmountText: z.string(),
  /** When it was (last) submitted to the provider or for internal approval. */
  submittedAt: ZIsoDateTime.nullable(),
  /** Submitted after its month's window closed (late filing, decision 063): the desk sees it in its queue. */
  late: z.boolean(),
  /** May be corrected now (spec: correction possible or impossible). */
  correctable: z.boolean(),
  /** The report a correction corrects. */
  correctsReportId: z.number().int().nullable(),
  correctsNumber: z.string().nullable(),
  /**
   * A monthly report's correction in progress (neither cancelled nor rejected), or null: another correction of it would
   * be refused (URP1N4092), so the correction picker offers it disabled and links to this one.
   */
  openCorrection: z.object({ reportId: z.number().int(), number: z.string(), stateName: z.string() }).nullable(),
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TUserReportListItem = z.infer<typeof ZUserReportListItem>;
export const ZUserReportSearchResponse = ZPage(ZUserReportListItem);
export type TUserReportSearchResponse = z.infer<typeof ZUserReportSearchResponse>;

// ---------------------------------------------------------------------------------------------------------
// Detail

/** The rows of the detail: a page of them (default 1 to 100), or every row with `allRows`. */
export const ZUserReportDetailQuery = z.object({
  rowPageNumber: ZPageNumber,
  rowPageSize: z.coerce.number().int().min(1).max(1000).default(100),
  allRows: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TUserReportDetailQuery = z.input<typeof ZUserReportDetailQuery>;

export const ZUserReportDetail = ZUserReportListItem.extend({
  memo: z.string(),
  correctionReason: z.string().nullable(),
  /** The last Korean day it may be corrected ("YYYY-MM-DD"). */
  correctableUntil: z.string(),
  /** The correction in progress or filed for this report, if any ("Go to Correction Report"). */
  correctionReportId: z.number().int().nullable(),
  /** The reporting window of the report month (Korean days, inclusive) and whether it is open now. */
  windowOpens: z.string(),
  windowCloses: z.string(),
  windowOpen: z.boolean(),
  /** The last Korean day it may still be filed late ("YYYY-MM-DD"; a monthly report after its window). */
  lateFilingUntil: z.string(),
  /** The late fee billed with it ("₩50,000"): fixed when it was filed late, else what filing it late now would add; null for none. */
  lateFeeText: z.string().nullable(),
  /** The member who submitted it (four-eyes: the preparer), and the member who approved it internally. */
  submitterName: z.string().nullable(),
  internalApproverName: z.string().nullable(),
  /** The provider staff member who approved or rejected it, and when. */
  approverName: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  /** The latest reason: rejection, question (returned for information), answer, or cancellation. */
  lastReason: z.string().nullable(),
  /** The company requires four-eyes (submit goes to a second member first). */
  fourEyes: z.boolean(),
  createdAt: ZIsoDateTime,
  totals: ZUserReportTotals,
  rows: ZPage(ZUserReportStoredRow),
  /** What the caller may do now: exactly the buttons the web shows (declaration + role + company + the area's rules). */
  allowedActions: z.array(ZUserReportAction),
  mayEdit: z.boolean(),
});
export type TUserReportDetail = z.infer<typeof ZUserReportDetail>;

// ---------------------------------------------------------------------------------------------------------
// Create, save, act

export const ZUserReportCreateRequest = z.object({
  type: ZUserReportType,
  /** The month reported on (monthly). For a correction, the corrected report's month is taken. */
  reportMonth: ZMonth.optional(),
  /** A correction: the submitted or approved report it corrects (of the last 3 months). */
  correctsReportId: z.number().int().positive().max(2_147_483_647).optional(),
  /** A proxy reporter: the mapped customer (chosen first). Members report for their own company (may be omitted). */
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
  currency: ZCurrency.optional(),
  memo: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).default(''),
  correctionReason: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).optional(),
  method: ZUserReportMethod.default('MANUAL'),
  /** Rows as entered (may be empty: the rows come later by save or upload). */
  rows: z.array(ZUserReportDraftRow).max(REPORT_MAX_ROWS).default([]),
  /** A correction may start from the corrected report's rows. */
  copyRows: z.boolean().default(false),
});
export type TUserReportCreateRequest = z.input<typeof ZUserReportCreateRequest>;

/** Saves the draft: header fields and every row (replacing the stored rows). Always possible in an editable state. */
export const ZUserReportSaveRequest = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  currency: ZCurrency.optional(),
  memo: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).default(''),
  correctionReason: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).optional(),
  method: ZUserReportMethod.default('MANUAL'),
  rows: z.array(ZUserReportDraftRow).max(REPORT_MAX_ROWS),
});
export type TUserReportSaveRequest = z.input<typeof ZUserReportSaveRequest>;

/**
 * An action on a report. Submitting (submit, submitForInternal) requires `attested: true` (the accuracy attestation);
 * `memo` is the optional comment to the reviewer; `reason` the reason, question or answer the action asks for.
 */
export const ZUserReportActionRequest = ZWorkflowActionRequest.extend({ attested: z.boolean().optional() });
export type TUserReportActionRequest = z.input<typeof ZUserReportActionRequest>;

// ---------------------------------------------------------------------------------------------------------
// What a correction changes: against the report it corrects, row by row, and the billing difference

export const ZUserReportCorrectionQuery = z.object({ pageNumber: ZPageNumber, pageSize: ZReportPageSize });
export type TUserReportCorrectionQuery = z.input<typeof ZUserReportCorrectionQuery>;

/** One product and use category: the figures before and after the correction, and the difference billed. */
export const ZUserReportCorrectionLine = z.object({
  productCode: z.string(),
  productName: z.string(),
  useCategory: z.string(),
  useCategoryName: z.string(),
  quantityBefore: z.number().int(),
  quantityAfter: z.number().int(),
  /** Minor units of the report's currency. */
  amountBefore: z.number().int(),
  amountAfter: z.number().int(),
  difference: z.number().int(),
  /** "+₩12,000" / "-US$150.00". */
  differenceText: z.string(),
});
export type TUserReportCorrectionLine = z.infer<typeof ZUserReportCorrectionLine>;

/** A row added, changed (which columns) or removed, matched by subscriber, product, use category and account. */
export const ZUserReportRowChange = z.object({
  change: z.enum(['ADDED', 'CHANGED', 'REMOVED']),
  before: ZUserReportDraftRow.nullable(),
  after: ZUserReportDraftRow.nullable(),
  columns: z.array(z.enum(REPORT_COLUMN_KEYS)),
});
export type TUserReportRowChange = z.infer<typeof ZUserReportRowChange>;

export const ZUserReportCorrectionChanges = z.object({
  reportId: z.number().int(),
  number: z.string(),
  /** What the difference is measured against: the latest approved correction of the same report, else the report. */
  basisReportId: z.number().int(),
  basisNumber: z.string(),
  currency: ZCurrency,
  /** The billing month the difference lands on ("YYYY-MM"): the month of approval; null until it is approved. */
  billedIn: z.string().nullable(),
  lines: z.array(ZUserReportCorrectionLine),
  totalDifference: z.number().int(),
  totalDifferenceText: z.string(),
  counts: z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
  changes: ZPage(ZUserReportRowChange),
});
export type TUserReportCorrectionChanges = z.infer<typeof ZUserReportCorrectionChanges>;

// ---------------------------------------------------------------------------------------------------------
// Previous month

export const ZPreviousMonthQuery = z.object({
  reportMonth: ZMonth,
  /** A proxy reporter: the customer; provider staff: any company. */
  companyId: ZId.optional(),
});
export type TPreviousMonthQuery = z.input<typeof ZPreviousMonthQuery>;

/** The rows of the previous month's latest filed report (to load into the draft), or 404 "전월 데이터가 없습니다.". */
export const ZPreviousMonthResponse = z.object({
  sourceReportId: z.number().int(),
  sourceNumber: z.string(),
  reportMonth: z.string(),
  rows: z.array(ZUserReportRow),
  rowCount: z.number().int(),
});
export type TPreviousMonthResponse = z.infer<typeof ZPreviousMonthResponse>;

// ---------------------------------------------------------------------------------------------------------
// Upload

/**
 * WAITING: in the queue of file checks (the server reads a few files at once, one per company at a time); CHECKING: being
 * read; APPLIED: clean, its rows replaced the draft's; INVALID: cell issues; REFUSED: the file as a whole.
 */
export const UPLOAD_STATUSES = ['WAITING', 'CHECKING', 'APPLIED', 'INVALID', 'REFUSED'] as const;
export const ZUploadStatus = z.enum(UPLOAD_STATUSES);
export type TUploadStatus = z.infer<typeof ZUploadStatus>;

export const ZUserReportUploadQuery = z.object({ reportId: ZId });

export const ZUserReportUploadStatus = z.object({
  uploadId: z.number().int(),
  reportId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: ZUploadStatus,
  /** Rows read so far (progress while CHECKING), then every data row of the file. */
  rowsRead: z.number().int(),
  /** Every cell issue found (the list holds the first 500). */
  issueCount: z.number().int(),
  issues: z.array(ZReportCellIssueAnswer),
  /** Why the whole file was refused (REFUSED), in the request's language. */
  fileErrorCode: z.string().nullable(),
  fileErrorMessage: z.string().nullable(),
  /** A copy of the file with the bad cells marked can be downloaded (INVALID). */
  markedCopy: z.boolean(),
  createdAt: ZIsoDateTime,
  finishedAt: ZIsoDateTime.nullable(),
  /** The report's version after the rows went in (APPLIED). */
  reportVersion: z.number().int().nullable(),
});
export type TUserReportUploadStatus = z.infer<typeof ZUserReportUploadStatus>;

// ---------------------------------------------------------------------------------------------------------
// Form file

export const ZUserReportFormInfo = z.object({ fileName: z.string(), fileSize: z.number().int(), updatedAt: ZIsoDateTime });
export type TUserReportFormInfo = z.infer<typeof ZUserReportFormInfo>;

// ---------------------------------------------------------------------------------------------------------
// Calendar

export type TCalendarStatus = keyof typeof CALENDAR_STATUS_LABELS;
export const ZCalendarStatus = z.enum(Object.keys(CALENDAR_STATUS_LABELS) as [TCalendarStatus, ...TCalendarStatus[]]);

export const ZUserReportCalendarQuery = ZReportPageRequest.extend({
  /** The last month shown (default: the current month by the business clock); 12 months up to it are shown. */
  toMonth: ZMonth.optional(),
  months: z.coerce.number().int().min(1).max(12).default(12),
  /** Provider staff: one company; a proxy reporter: one customer. */
  companyId: ZId.optional(),
  /** Provider staff: only companies with an overdue month. */
  overdueOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TUserReportCalendarQuery = z.input<typeof ZUserReportCalendarQuery>;

export const ZCalendarMonth = z.object({
  reportMonth: z.string(),
  status: ZCalendarStatus,
  statusName: z.string(),
  windowOpens: z.string(),
  windowCloses: z.string(),
  /** When and how the month can be filed today (business clock): not yet, in its window, late (decision 063), no longer. */
  filingPhase: z.enum(['NOT_YET', 'OPEN', 'LATE', 'CLOSED']),
  /** The last Korean day it may be filed late. */
  lateFilingUntil: z.string(),
  /** The monthly report of the month, if any. */
  reportId: z.number().int().nullable(),
});
export type TCalendarMonth = z.infer<typeof ZCalendarMonth>;
export const ZCalendarCompany = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  customerCode: z.string().nullable(),
  months: z.array(ZCalendarMonth),
  overdueCount: z.number().int(),
});
export type TCalendarCompany = z.infer<typeof ZCalendarCompany>;
export const ZUserReportCalendar = ZPage(ZCalendarCompany);
export type TUserReportCalendar = z.infer<typeof ZUserReportCalendar>;

// ---------------------------------------------------------------------------------------------------------
// Proxy customers and company settings

export const ZProxyCustomer = z.object({ companyId: z.number().int(), companyName: z.string(), customerCode: z.string().nullable() });
export const ZProxyCustomers = z.object({ items: z.array(ZProxyCustomer) });
export type TProxyCustomers = z.infer<typeof ZProxyCustomers>;

export const ZReportSettingsQuery = z.object({ companyId: ZId.optional() });

/** A company's report settings; members read their own (the exemption page), provider staff any company's. */
export const ZUserReportSettings = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** A second member of the company approves each report before it reaches the provider. */
  fourEyes: z.boolean(),
  /** Not subject to user reports (the exemption page instead of the list). */
  exempt: z.boolean(),
  exemptReason: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** The provider's reporting window (days of the month after the report month) and reminder. */
  windowStartDay: z.number().int(),
  windowEndDay: z.number().int(),
  reminderDaysBefore: z.number().int(),
  /** The provider's late fee per report filed after its window, in minor units of each currency (0: none). */
  lateFeeKrw: z.number().int(),
  lateFeeUsd: z.number().int(),
});
export type TUserReportSettings = z.infer<typeof ZUserReportSettings>;

/**
 * Changes a company's settings. Members (01) of the company may set `fourEyes` only; provider staff set every field of
 * any company (the exemption with its reason and contact).
 */
export const ZUserReportSettingsUpdate = z.object({
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
  fourEyes: z.boolean().optional(),
  exempt: z.boolean().optional(),
  exemptReason: z.string().trim().max(500).refine(noNul).optional(),
  contactName: z.string().trim().max(100).refine(noNul).optional(),
  contactEmail: z.string().trim().max(254).refine(noNul).optional(),
  contactPhone: z
    .string()
    .trim()
    .max(30)
    .refine(noNul)
    .overwrite(toStoredPhone)
    .refine((v) => v === '' || normalizePhone(v) !== null, { message: 'URP1N4018' })
    .optional(),
});
export type TUserReportSettingsUpdate = z.input<typeof ZUserReportSettingsUpdate>;

/** The provider's reporting window and reminder (provider administrators). */
export const ZReportWindowSettings = z
  .object({
    windowStartDay: z.number().int().min(1).max(28),
    windowEndDay: z.number().int().min(1).max(31),
    reminderDaysBefore: z.number().int().min(0).max(20),
    /** The late fee per report filed after its window (decision 063), minor units (won; US cents); 0, the default, is none. */
    lateFeeKrw: z.number().int().min(0).max(1_000_000_000).default(0),
    lateFeeUsd: z.number().int().min(0).max(100_000_000).default(0),
  })
  .refine((w) => w.windowEndDay >= w.windowStartDay, { path: ['windowEndDay'], message: 'range' });
export type TReportWindowSettings = z.infer<typeof ZReportWindowSettings>;
