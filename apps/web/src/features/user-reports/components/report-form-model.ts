import type { TCurrency, TReportCellIssue, TUserReportCreateRequest, TUserReportDetail, TUserReportSaveRequest } from '@portal/contract';
import type { TGridRow } from '../../../components/editable-grid';
import { toDraftRow, toGridRow } from './report-parts';

/**
 * The monthly report's form (P3802) and the correction report's (P3804) as one model: what the writer has chosen and
 * typed, the report on the server once saved, and the rules that say what is missing before a save or a submission.
 * The page holds it with `useReducer`; every change goes through `reportFormReducer`, so the rules are tested here
 * without a browser (report-form-model.test.ts), as the order form's are.
 */

/** How the rows are entered: typed in the grid, or read from an uploaded file. */
export type TEntry = 'manual' | 'upload';

export interface ReportFormState {
  /** The report on the server (a saved draft, or one opened from the list); null before the first save. */
  report: TUserReportDetail | null;
  /** A proxy reporter's customer, chosen first. */
  customerId?: number;
  /** The month reported (a monthly report before its first save). */
  month?: string;
  /** The report a correction corrects (a correction before its first save). */
  correctsId?: number;
  /** The report whose rows a correction started from (loaded once). */
  startedFrom?: number;
  /** The currency chosen here; else the report's or the customer's. */
  currency?: TCurrency;
  /** A correction's reason. */
  reason: string;
  reasonError: string | null;
  rows: TGridRow[];
  entry: TEntry;
  /** Something changed since the last save (the leave guard asks before the page is left). */
  dirty: boolean;
}

export type ReportFormAction =
  /** A report opened from the server: its rows, a correction's reason and the way its rows were entered. */
  | { type: 'opened'; report: TUserReportDetail }
  /** The report read again after an upload filled its rows. */
  | { type: 'refreshed'; report: TUserReportDetail }
  /** The server's answer to a save: the report, nothing left unsaved. */
  | { type: 'saved'; report: TUserReportDetail }
  | { type: 'customerChosen'; customerId: number }
  | { type: 'monthChosen'; month: string }
  | { type: 'correctsChosen'; correctsId: number | undefined }
  /** A correction's rows taken from the report it corrects. */
  | { type: 'startedFrom'; reportId: number; rows: TGridRow[] }
  | { type: 'currencyChosen'; currency: TCurrency }
  | { type: 'reasonTyped'; reason: string }
  | { type: 'reasonMissing'; message: string }
  | { type: 'entryChosen'; entry: TEntry }
  /** The grid's rows changed (typing, pasting, loading the previous month, reset). */
  | { type: 'rowsChanged'; rows: TGridRow[] };

export const initialReportForm = (correctsId?: number): ReportFormState => ({
  report: null,
  correctsId,
  reason: '',
  reasonError: null,
  rows: [],
  entry: 'manual',
  dirty: false,
});

export function reportFormReducer(state: ReportFormState, action: ReportFormAction): ReportFormState {
  switch (action.type) {
    case 'opened':
      return {
        ...state,
        report: action.report,
        rows: action.report.rows.items.map((r) => toGridRow(r.cells)),
        reason: action.report.correctionReason ?? '',
        entry: action.report.method === 'UPLOAD' || action.report.method === 'CSV' ? 'upload' : 'manual',
        dirty: false,
      };
    case 'refreshed':
      return { ...state, report: action.report, rows: action.report.rows.items.map((r) => toGridRow(r.cells)), dirty: false };
    case 'saved':
      return { ...state, report: action.report, dirty: false };
    case 'customerChosen':
      // Another customer's months differ: the month is chosen again.
      return { ...state, customerId: action.customerId, month: undefined };
    case 'monthChosen':
      return { ...state, month: action.month };
    case 'correctsChosen':
      return { ...state, correctsId: action.correctsId };
    case 'startedFrom':
      // Rows the writer already typed are kept: a correction starts from the corrected report only while untouched.
      if (state.dirty) return state;
      return { ...state, startedFrom: action.reportId, rows: action.rows };
    case 'currencyChosen':
      return {
        ...state,
        currency: action.currency,
        report: state.report ? { ...state.report, currency: action.currency } : null,
        dirty: true,
      };
    case 'reasonTyped':
      return { ...state, reason: action.reason, reasonError: null, dirty: true };
    case 'reasonMissing':
      return { ...state, reasonError: action.message };
    case 'entryChosen':
      return { ...state, entry: action.entry };
    case 'rowsChanged':
      return { ...state, rows: action.rows, dirty: true };
  }
}

/** Whether the writer may change the report: a new one, or one the server says may be edited. */
export const isEditable = (state: ReportFormState): boolean => !state.report || state.report.mayEdit;

/** The month of the report: the saved report's, else the one chosen. */
export const reportMonthOf = (state: ReportFormState): string | undefined => state.report?.reportMonth ?? state.month;

/** The currency of the report: chosen here, else the saved report's, else the customer's, else won. */
export const currencyOf = (state: ReportFormState, customerCurrency?: TCurrency): TCurrency =>
  state.report?.currency ?? state.currency ?? customerCurrency ?? 'KRW';

/** Whether a proxy reporter still has to choose the customer. */
export const needsCustomer = (state: ReportFormState, opts: { isProxy: boolean }): boolean =>
  opts.isProxy && !state.report && !state.customerId;

const isBlank = (row: TGridRow) => Object.values(row).every((v) => v === '');

/** Rows with anything typed in them (blank rows are dropped on save). */
export const enteredRows = (rows: readonly TGridRow[]): number => rows.filter((r) => !isBlank(r)).length;

/** What the header still lacks before anything is saved, as the message key of the page's translations; null when complete. */
export function headerProblem(
  state: ReportFormState,
  opts: { isProxy: boolean; correction: boolean },
): 'write.chooseCustomerFirst' | 'write.chooseMonth' | 'write.chooseCorrected' | null {
  if (needsCustomer(state, opts)) return 'write.chooseCustomerFirst';
  if (!opts.correction && !reportMonthOf(state)) return 'write.chooseMonth';
  if (opts.correction && !state.report && !state.correctsId) return 'write.chooseCorrected';
  return null;
}

/** The grid's row check, as the page's `useRowChecks` gives it. */
export interface RowChecks {
  check(row: TGridRow, index: number): unknown;
  firstIssue(rows: readonly TGridRow[]): (TReportCellIssue & { index: number }) | null;
}

/** What stops a submission, in the order the writer meets it; `ready` opens the attestation. */
export type SubmitProblem =
  | { kind: 'header'; message: NonNullable<ReturnType<typeof headerProblem>> }
  | { kind: 'reason' }
  | { kind: 'noRows' }
  | { kind: 'cell'; issue: TReportCellIssue & { index: number } }
  | { kind: 'ready' };

/** The checks before a submission: the header, a correction's reason, at least one row, then the first bad cell. */
export function submitProblem(state: ReportFormState, opts: { isProxy: boolean; correction: boolean }, checks: RowChecks): SubmitProblem {
  const header = headerProblem(state, opts);
  if (header) return { kind: 'header', message: header };
  if (opts.correction && !state.reason.trim()) return { kind: 'reason' };
  if (!state.rows.some((row, i) => checks.check(row, i) !== null)) return { kind: 'noRows' };
  const first = checks.firstIssue(state.rows);
  return first ? { kind: 'cell', issue: first } : { kind: 'ready' };
}

/** The rows as the save call takes them: blank rows dropped, empty cells null. */
export const draftRows = (rows: readonly TGridRow[]) =>
  rows.map(toDraftRow).filter((r) => Object.values(r).some((v) => v !== null && v !== ''));

/**
 * The body of a save: the call that creates the draft on the first save (`create`), else the one that saves it with
 * the version the writer saw (`save`).
 */
export function saveBody(
  state: ReportFormState,
  opts: { isProxy: boolean; correction: boolean; currency: TCurrency },
): { call: 'create'; body: TUserReportCreateRequest } | { call: 'save'; reportId: number; body: TUserReportSaveRequest } {
  const body = {
    currency: opts.currency,
    memo: state.report?.memo ?? '',
    method: state.entry === 'upload' ? ('UPLOAD' as const) : ('MANUAL' as const),
    rows: draftRows(state.rows),
    ...(opts.correction ? { correctionReason: state.reason.trim() || undefined } : {}),
  };
  if (state.report) return { call: 'save', reportId: state.report.reportId, body: { ...body, version: state.report.version } };
  return {
    call: 'create',
    body: {
      ...body,
      type: opts.correction ? 'CORRECTION' : 'MONTHLY',
      reportMonth: opts.correction ? undefined : state.month,
      correctsReportId: opts.correction ? state.correctsId : undefined,
      companyId: opts.isProxy ? state.customerId : undefined,
    },
  };
}
