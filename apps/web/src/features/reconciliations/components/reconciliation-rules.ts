import {
  errorMessage,
  periodIssue,
  periodMonths,
  REPORT_FILE_MAX_BYTES,
  RECONCILIATION_MAX_MONTHS,
  addMonths,
  type TLanguage,
} from '@portal/contract';

/** The rules of the upload form (the server checks the same): the period and the file. */

export const EXTRACT_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;

/** The months a period may start or end in: the 36 ended months before `today`'s, newest first. */
export function monthChoices(today: string, count = 36): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, -(i + 1)));
}

/** The period's issue in words (null when right): reversed, over twelve months, not ended. */
export function periodProblem(fromMonth: string | undefined, toMonth: string | undefined, today: string, lang: TLanguage): string | null {
  if (!fromMonth || !toMonth) return errorMessage('REC1N4001', lang);
  const issue = periodIssue(fromMonth, toMonth, today);
  return issue ? errorMessage(issue, lang) : null;
}

/** How many months a period holds (0 when reversed). */
export const monthCount = (fromMonth?: string, toMonth?: string): number =>
  fromMonth && toMonth && fromMonth <= toMonth ? periodMonths(fromMonth, toMonth).length : 0;

export type TFileProblem = 'required' | 'kind' | 'size' | null;
/** The file's problem before it is sent: none chosen, not csv/xlsx/xls by name, over 10 MB. */
export function fileProblem(file: File | null | undefined): TFileProblem {
  if (!file) return 'required';
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(EXTRACT_EXTENSIONS as readonly string[]).includes(ext)) return 'kind';
  if (file.size > REPORT_FILE_MAX_BYTES) return 'size';
  return null;
}

export { RECONCILIATION_MAX_MONTHS };

/** The Korean calendar day now ("YYYY-MM-DD"): the months a period may hold end before its month. */
export const koreaToday = (at = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
