import type { TCalendarStatus } from '@portal/contract';
// The home page shows the calendar strip: values from the zod-free constants only (decision 051).
import { CALENDAR_STATUS_LABELS } from '@portal/contract/constants';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The light parts of the reporting calendar, apart from report-parts (which brings the report schemas and the
 * document page): the home page's calendar strip loads only these.
 */

export const reportDetailPage = (id: number) => `/report/${id}/user-report-detail`;

const CALENDAR_TONE: Record<TCalendarStatus, StatusTone> = {
  NOT_DUE: 'grey',
  DUE: 'blue',
  SAVED: 'gold',
  SUBMITTED: 'blue',
  IN_REVIEW: 'blue',
  APPROVED: 'green',
  OVERDUE: 'red',
  EXEMPT: 'grey',
};
export function CalendarStatusTag({ status }: { status: TCalendarStatus }) {
  return <StatusTag tone={CALENDAR_TONE[status]}>{CALENDAR_STATUS_LABELS[status][currentLanguage()]}</StatusTag>;
}

/** "2026-10" as "2026년 10월" / "Oct 2026". */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (currentLanguage() === 'ko') return `${y}년 ${m}월`;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
