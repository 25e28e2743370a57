import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import {
  REPORT_MONTH_RANGES,
  REPORT_PAGE_SIZES,
  USER_REPORT_TYPES,
  type TUserReportListItem,
  type TUserReportSearchRequest,
  type TUserReportType,
} from '@portal/contract';
import Checkbox from 'antd/es/checkbox';
import Pagination from 'antd/es/pagination';
import { usePaginationItemRender } from '../../../components/list/pagination-items';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/api';
import { useUserReportCalendar } from '../api/get-user-report-calendar';
import { CalendarStrip } from '../components/calendar-strip';
import { useUserReportSettings } from '../api/get-user-report-settings';
import { useUserReports } from '../api/search-user-reports';
import { formatMonth, reportDetailPage } from '../components/calendar-parts';
import { ReportStateTag, reportReviewPage, typeLabel } from '../components/report-parts';
import '../user-reports.css';
import { useRoles } from '../../../components/use-roles';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const asMonth = (v: string | null) => (v && MONTH.test(v) ? v : undefined);

/**
 * The user report list (P3801): filters by report period (start and end month), the last 3, 6 or 12 months, report type
 * and "correctable only", page sizes 10, 20 and 50, all kept in the URL; the months' reporting status as a strip (the
 * calendar), and the button to start the monthly report. An impossible period says so without asking the server; a
 * company exempt from user reports sees the exemption page instead.
 */
export default function ReportListPage() {
  const { t } = useTranslation('user-reports');
  const itemRender = usePaginationItemRender();
  const id = useId();
  const { isProvider, may, isCustomer: isMember } = useRoles();
  const mayWrite = may('reports.write');
  const [params, setParams] = useSearchParams();
  const periodStart = asMonth(params.get('periodStart'));
  const periodEnd = asMonth(params.get('periodEnd'));
  const rangeValue = Number(params.get('monthRange'));
  const monthRange = (REPORT_MONTH_RANGES as readonly number[]).includes(rangeValue) ? (rangeValue as 3 | 6 | 12) : undefined;
  const typeParam = params.get('type');
  const type = (USER_REPORT_TYPES as readonly string[]).includes(typeParam ?? '') ? (typeParam as TUserReportType) : undefined;
  const correctableOnly = params.get('correctable') === '1';
  const sizeValue = Number(params.get('pageSize'));
  const pageSize = (REPORT_PAGE_SIZES as readonly number[]).includes(sizeValue) ? sizeValue : REPORT_PAGE_SIZES[0];
  const pageNumber = Math.max(1, Number(params.get('pageNumber')) || 1);
  const impossible = !!periodStart && !!periodEnd && periodStart > periodEnd;
  const body: TUserReportSearchRequest = { periodStart, periodEnd, monthRange, type, correctableOnly, pageNumber, pageSize };
  const query = useUserReports(body, !impossible);
  const settings = useUserReportSettings(undefined, isMember && !isProvider);
  const calendar = useUserReportCalendar({ months: 6 }, !isProvider);
  const searching = !!(periodStart || periodEnd || monthRange || type || correctableOnly);

  if (settings.data?.exempt && !isProvider) return <Navigate to="/report/exemption" replace />;

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pageNumber' in changes)) next.delete('pageNumber');
    setParams(next);
  };
  const monthOptions = monthChoices();
  const strip = calendar.data?.items[0];

  return (
    <PageFrame
      title={t('list.title')}
      lead={isProvider ? t('list.leadProvider') : t('list.lead')}
      actions={
        mayWrite && (
          <div className="ur-actions">
            <Link to="/report/correction-write" className="shell-button shell-button-ghost">
              {t('list.newCorrection')}
            </Link>
            <Link to="/report/user-report-write" className="shell-button shell-button-primary">
              <EditOutlined aria-hidden /> <span>{t('list.newReport')}</span>
            </Link>
          </div>
        )
      }
    >
      {strip && <CalendarStrip company={strip} headingId={`${id}-strip`} title={t('list.calendarTitle')} />}
      <PolicyHoldBanner />
      <div className="ur-filters" role="search" aria-label={t('list.filters')}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-start`}>
            {t('list.periodStart')}
          </label>
          <Select
            id={`${id}-start`}
            allowClear
            className="ur-filter-month"
            placeholder={t('list.anyMonth')}
            value={periodStart}
            options={monthOptions}
            onChange={(v: string | undefined) => set({ periodStart: v ?? null, monthRange: null })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-end`}>
            {t('list.periodEnd')}
          </label>
          <Select
            id={`${id}-end`}
            allowClear
            className="ur-filter-month"
            placeholder={t('list.anyMonth')}
            value={periodEnd}
            options={monthOptions}
            onChange={(v: string | undefined) => set({ periodEnd: v ?? null, monthRange: null })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-range`}>
            {t('list.monthRange')}
          </label>
          <Select
            id={`${id}-range`}
            allowClear
            className="ur-filter-range"
            placeholder={t('list.allMonths')}
            value={monthRange}
            options={REPORT_MONTH_RANGES.map((n) => ({ value: n, label: t('list.lastMonths', { count: n }) }))}
            onChange={(v: number | undefined) => set({ monthRange: v ? String(v) : null, periodStart: null, periodEnd: null })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t('list.type')}
          </label>
          <Select
            id={`${id}-type`}
            allowClear
            className="ur-filter-type"
            placeholder={t('list.allTypes')}
            value={type}
            options={USER_REPORT_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
            onChange={(v: string | undefined) => set({ type: v ?? null })}
          />
        </div>
        <div className="field ur-filter-check">
          <Checkbox checked={correctableOnly} onChange={(e) => set({ correctable: e.target.checked ? '1' : null })}>
            {t('list.correctableOnly')}
          </Checkbox>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-size`}>
            {t('list.pageSize')}
          </label>
          <Select
            id={`${id}-size`}
            className="ur-filter-size"
            value={pageSize}
            options={REPORT_PAGE_SIZES.map((n) => ({ value: n, label: t('list.perPage', { count: n }) }))}
            onChange={(v: number) => set({ pageSize: v === REPORT_PAGE_SIZES[0] ? null : String(v) })}
          />
        </div>
      </div>
      {impossible || (query.error instanceof ApiError && query.error.status === 400) ? (
        <div className="list-empty" role="alert">
          <p>{t('list.checkConditions')}</p>
        </div>
      ) : query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListFailed onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ListEmpty searching={searching} emptyText={t('list.empty')} noResultsText={t('list.empty')} />
      ) : (
        <>
          <p className="ur-count" role="status">
            {t('list.count', { count: query.data.totalCount })}
          </p>
          <ReportTable items={query.data.items} provider={isProvider} />
          <Pagination
            className="ur-pagination"
            current={query.data.pageNumber}
            pageSize={pageSize}
            total={query.data.totalCount}
            showSizeChanger={false}
            hideOnSinglePage
            itemRender={itemRender}
            onChange={(n) => set({ pageNumber: n > 1 ? String(n) : null })}
          />
        </>
      )}
    </PageFrame>
  );
}

/** The last 24 months by the browser's Korean calendar, newest first (the server checks the real window). */
function monthChoices() {
  const now = new Date(Date.now() + 9 * 3600_000);
  const out: { value: string; label: string }[] = [];
  for (let i = 0; i < 24; i += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    out.push({ value, label: formatMonth(value) });
  }
  return out;
}

function ReportTable({ items, provider }: { items: TUserReportListItem[]; provider: boolean }) {
  const { t } = useTranslation('user-reports');
  const [params] = useSearchParams();
  const qs = params.toString();
  const href = (r: TUserReportListItem) => `${provider ? reportReviewPage(r.reportId) : reportDetailPage(r.reportId)}${qs ? `?${qs}` : ''}`;
  return (
    <div className="ur-table-scroll" role="region" aria-label={t('list.title')} tabIndex={0}>
      <Table<TUserReportListItem>
        className="ur-table"
        rowKey="reportId"
        size="middle"
        pagination={false}
        dataSource={items}
        columns={[
          {
            key: 'number',
            title: t('column.number'),
            render: (_, r) => <Link to={href(r)}>{r.number}</Link>,
          },
          { key: 'month', title: t('column.reportMonth'), render: (_, r) => formatMonth(r.reportMonth) },
          { key: 'type', title: t('column.type'), render: (_, r) => r.typeName },
          ...(provider || items.some((r) => r.proxyReporterName)
            ? [{ key: 'company', title: t('column.customer'), render: (_: unknown, r: TUserReportListItem) => r.companyName }]
            : []),
          { key: 'state', title: t('column.state'), render: (_, r) => <ReportStateTag state={r.state} late={r.late} /> },
          { key: 'rows', title: t('column.rows'), align: 'right', render: (_, r) => r.rowCount.toLocaleString('en-US') },
          { key: 'amount', title: t('column.amount'), align: 'right', render: (_, r) => r.totalAmountText },
          { key: 'submitted', title: t('column.submittedAt'), render: (_, r) => (r.submittedAt ? formatDateTime(r.submittedAt) : '-') },
          {
            key: 'correctable',
            title: t('column.correctable'),
            render: (_, r) => (r.correctable ? t('detail.correctableYes') : t('detail.correctableNo')),
          },
        ]}
      />
    </div>
  );
}
