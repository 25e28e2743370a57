import Checkbox from 'antd/es/checkbox';
import Pagination from 'antd/es/pagination';
import { usePaginationItemRender } from '../../../components/list/pagination-items';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { PageFrame } from '../../../components/page-frame';
import { useUserReportCalendar } from '../api/get-user-report-calendar';
import { CalendarStatusTag, formatMonth, reportDetailPage } from '../components/calendar-parts';
import { reportReviewPage } from '../components/report-parts';
import '../user-reports.css';
import { useRoles } from '../../../components/use-roles';

/**
 * The reporting calendar (P3806): each month's status per company (due, saved, submitted, in review, approved,
 * overdue) for the last 12 months, with the window of each month and a link to its report. Provider staff see every
 * company and may keep to those with an overdue month.
 */
export default function CalendarPage() {
  const { t } = useTranslation('user-reports');
  const itemRender = usePaginationItemRender();
  const { isProvider } = useRoles();
  const [params, setParams] = useSearchParams();
  const overdueOnly = params.get('overdue') === '1';
  const pageNumber = Math.max(1, Number(params.get('pageNumber')) || 1);
  const query = useUserReportCalendar({
    months: 12,
    pageNumber,
    pageSize: 10,
    overdueOnly: isProvider && overdueOnly ? 'true' : undefined,
  });
  const link = (id: number) => (isProvider ? reportReviewPage(id) : reportDetailPage(id));
  return (
    <PageFrame title={t('calendar.title')} lead={t('calendar.lead')}>
      {isProvider && (
        <div className="ur-filters">
          <Checkbox
            checked={overdueOnly}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.checked) next.set('overdue', '1');
              else next.delete('overdue');
              next.delete('pageNumber');
              setParams(next);
            }}
          >
            {t('calendar.overdueOnly')}
          </Checkbox>
        </div>
      )}
      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListFailed onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ListEmpty searching={overdueOnly} emptyText={t('list.empty')} noResultsText={t('list.empty')} />
      ) : (
        <>
          {query.data.items.map((c) => (
            <section key={c.companyId} className="ur-section" aria-labelledby={`ur-cal-${c.companyId}`}>
              <div className="ur-section-head">
                <h2 id={`ur-cal-${c.companyId}`}>
                  {c.companyName}
                  {c.customerCode ? ` (${c.customerCode})` : ''}
                </h2>
                {c.overdueCount > 0 && <span className="ur-bad">{t('calendar.overdueCount', { count: c.overdueCount })}</span>}
              </div>
              <ol className="ur-calendar">
                {c.months.map((m) => (
                  <li key={m.reportMonth} className={`ur-calendar-month ur-calendar-${m.status.toLowerCase()}`}>
                    <span className="ur-calendar-name">{formatMonth(m.reportMonth)}</span>
                    <CalendarStatusTag status={m.status} />
                    <span className="ur-calendar-window">
                      {t('calendar.window', { opens: m.windowOpens.slice(5), closes: m.windowCloses.slice(5) })}
                    </span>
                    {m.reportId ? <Link to={link(m.reportId)}>{t('calendar.open')}</Link> : null}
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <Pagination
            current={query.data.pageNumber}
            pageSize={10}
            total={query.data.totalCount}
            hideOnSinglePage
            itemRender={itemRender}
            showSizeChanger={false}
            onChange={(n) => {
              const next = new URLSearchParams(params);
              next.set('pageNumber', String(n));
              setParams(next);
            }}
          />
        </>
      )}
    </PageFrame>
  );
}
