import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import type { TCalendarCompany } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserReportCalendar } from '../api/get-user-report-calendar';
import { CalendarStatusTag, formatMonth, reportDetailPage } from './calendar-parts';
import '../user-reports.css';

/** Where a month of the strip leads: its report when there is one, the monthly report to start when it is due. */
function monthLink(m: TCalendarCompany['months'][number]): string | null {
  if (m.reportId) return reportDetailPage(m.reportId);
  if (m.status === 'DUE' || m.status === 'OVERDUE') return '/report/user-report-write';
  return null;
}

/**
 * One company's recent months of the reporting calendar (due, saved, submitted, in review, approved, overdue), each
 * month a link to its report or, when due, to the monthly report. The report list and the home page show it.
 */
export function CalendarStrip({
  company,
  headingId,
  title,
  headingLevel = 2,
}: {
  company: TCalendarCompany;
  headingId: string;
  title: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('user-reports');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ur-strip" aria-labelledby={headingId}>
      <div className="ur-strip-head">
        <Heading id={headingId}>{title}</Heading>
        <Link to="/report/calendar">
          <CalendarOutlined aria-hidden /> {t('list.calendarLink')}
        </Link>
      </div>
      <ol className="ur-strip-months">
        {company.months.map((m) => {
          const to = monthLink(m);
          return (
            <li key={m.reportMonth} className={`ur-strip-${m.status.toLowerCase()}`}>
              <span className="ur-strip-month">{formatMonth(m.reportMonth)}</span>
              {to ? (
                <Link to={to} aria-label={`${formatMonth(m.reportMonth)} ${m.statusName}`}>
                  <CalendarStatusTag status={m.status} />
                </Link>
              ) : (
                <CalendarStatusTag status={m.status} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The home page's block of the reporting calendar: for a signed-in member, the last six months' status
 * of the member's company (a proxy reporter: of each customer, up to three), from the same calendar call as the
 * calendar page. Nothing when the member has no calendar (an exempt company, provider staff, no report pages).
 */
export function ReportCalendarHomeBlock() {
  const { t } = useTranslation('user-reports');
  const calendar = useUserReportCalendar({ months: 6 });
  const companies = (calendar.data?.items ?? []).slice(0, 3);
  if (companies.length === 0) return null;
  const several = companies.length > 1;
  return (
    <div className="ur-home-calendar">
      {companies.map((c) => (
        <CalendarStrip
          key={c.companyId}
          company={c}
          headingId={`home-report-calendar-${c.companyId}`}
          title={several ? `${t('list.calendarTitle')} · ${c.companyName}` : t('list.calendarTitle')}
        />
      ))}
    </div>
  );
}
