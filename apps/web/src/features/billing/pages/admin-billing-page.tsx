import {
  addMonths,
  BILLING_RUN_STATUS_LABELS,
  formatBillingAmount,
  formatKoreaDate,
  type TBillingLine,
  type TBillingMonthItem,
  type TBillingRunResult,
} from '@portal/contract';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/company-select/company-select';
import { DEFAULT_LIST_STATE, useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminBillingMonths, useBillingLines, useFinalizeBillingMonth, useRunBilling } from '../api/admin-billing';
import { CurrencyTotals, MonthStateTag } from '../components/billing-parts';
import { BillingMonthsTable } from '../components/billing-months-table';
import '../billing.css';

const MONTH_KEY = 'month';
const COMPANY_KEY = 'companyId';
const LINES_PAGE_KEY = 'linesPage';
const EXTRA_KEYS = [MONTH_KEY, COMPANY_KEY, LINES_PAGE_KEY];
const LINES_PAGE_SIZE = 50;

/** The Korea month of today. */
const thisMonth = () => formatKoreaDate(Date.now()).slice(0, 7);

/** A month's lines, of one customer (the kit's company select) or of all, paged. */
function MonthLines({ month }: { month: string }) {
  const { t } = useTranslation('billing');
  const { extra, setExtra } = useListState(EXTRA_KEYS);
  const companyId = Number(extra[COMPANY_KEY]) || undefined;
  const pageNumber = Number(extra[LINES_PAGE_KEY]) || 1;
  const query = useBillingLines(month, { companyId, pageNumber, pageSize: LINES_PAGE_SIZE });
  const state = { ...DEFAULT_LIST_STATE, pageNumber, pageSize: LINES_PAGE_SIZE };
  const columns: ListColumn<TBillingLine>[] = [
    {
      key: 'customer',
      header: t('field.customer'),
      className: 'col-bil-customer',
      cell: (l) => (
        <>
          <div>{l.customerName}</div>
          <span className="bil-code">{l.customerCode}</span>
        </>
      ),
    },
    {
      key: 'product',
      header: t('field.product'),
      className: 'col-bil-product',
      dataLabel: () => t('field.product'),
      cell: (l) => (
        <>
          <div>{l.productName}</div>
          <span className="bil-code">{l.productCode}</span>
        </>
      ),
    },
    { key: 'item', header: t('field.item'), className: 'col-bil-item', dataLabel: () => t('field.item'), cell: (l) => l.label },
    {
      key: 'basis',
      header: t('field.basis'),
      className: 'col-bil-count',
      dataLabel: () => t('field.basis'),
      cell: (l) => (l.days !== null ? t('detail.days', { days: l.days, of: l.daysInMonth }) : t('detail.quantity', { count: l.quantity })),
    },
    {
      key: 'amount',
      header: t('field.amount'),
      className: 'col-bil-total',
      dataLabel: () => t('field.amount'),
      cell: (l) => formatBillingAmount(l.amount, l.currency),
    },
  ];
  return (
    <section className="bil-lines-section" aria-labelledby="bil-lines-title">
      <h2 id="bil-lines-title" className="bil-product-title">
        {t('admin.linesTitle', { month })}
      </h2>
      <div className="bil-filters">
        <CompanySelect
          value={companyId}
          onChange={(id) => {
            setExtra(COMPANY_KEY, id ? String(id) : null);
          }}
          label={t('admin.customer')}
          placeholder={t('admin.customerPlaceholder')}
          notFound={t('admin.customerNotFound')}
          currentName={query.data?.items[0]?.customerName}
        />
      </div>
      <div className="list-toolbar-meta bil-meta">
        <ListCount totalCount={query.data?.totalCount} />
      </div>
      <ListView
        query={query}
        state={state}
        onChange={(c) => setExtra(LINES_PAGE_KEY, c.pageNumber && c.pageNumber > 1 ? String(c.pageNumber) : null)}
        searching={!!companyId}
        emptyText={t('admin.linesEmpty')}
      >
        {(page) => (
          <div className="bil-table-wrap">
            <ListTable
              caption={t('admin.linesTitle', { month })}
              items={page.items}
              columns={columns}
              rowKey={(l) => l.lineId}
              className="bulletin-table bil-table"
            />
          </div>
        )}
      </ListView>
    </section>
  );
}

/**
 * The provider's billing (/admin/billing, P4101): the months with their state, last run (time with its zone) and totals
 * per currency; run a month or the last 12 months (after a confirmation, with progress), mark a month final (after a
 * confirmation saying it cannot be undone), and a month's lines searched by customer.
 */
export default function AdminBillingPage() {
  const { t } = useTranslation('billing');
  const { message, modal } = useFeedback();
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const query = useAdminBillingMonths({ pageNumber: state.pageNumber, pageSize: state.pageSize });
  const runner = useRunBilling();
  const finalizer = useFinalizeBillingMonth();
  const [picked, setPicked] = useState<Dayjs>(() => dayjs(`${thisMonth()}-01`));
  const [results, setResults] = useState<TBillingRunResult[] | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const selected = extra[MONTH_KEY] ?? null;

  const errorText = (err: unknown) => (err instanceof ApiError && err.message ? err.message : t('common:error.api'));
  const start = (body: { month: string } | { from: string; to: string }, label: string) =>
    modal.confirm({
      title: t('admin.runConfirmTitle', { what: label }),
      content: t('admin.runConfirmText'),
      okText: t('admin.runOk'),
      cancelText: t('common:action.cancel'),
      onOk: () => {
        setResults(null);
        setRunning(label);
        runner.mutate(body, {
          onSuccess: (res) => {
            setResults(res.items);
            void message.success(t('admin.runDone', { count: res.items.length }));
          },
          onError: (err) => void message.error(errorText(err)),
          onSettled: () => setRunning(null),
        });
      },
    });
  const runMonth = () => {
    const month = picked.format('YYYY-MM');
    start({ month }, month);
  };
  const runYear = () => {
    const to = thisMonth();
    const from = addMonths(to, -11);
    start({ from, to }, t('admin.rangeLabel', { from, to }));
  };
  const markFinal = (m: TBillingMonthItem) =>
    modal.confirm({
      title: t('admin.finalConfirmTitle', { month: m.month }),
      content: t('admin.finalConfirmText'),
      okText: t('admin.finalOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await finalizer.mutateAsync(m.month);
          void message.success(t('admin.finalDone', { month: m.month }));
        } catch (err) {
          void message.error(errorText(err));
        }
      },
    });

  const columns: ListColumn<TBillingMonthItem>[] = [
    {
      key: 'month',
      header: t('field.month'),
      className: 'col-bil-month',
      cell: (m) => (
        <Button
          type="link"
          className="bil-month-link"
          aria-pressed={selected === m.month}
          onClick={() => setExtra(MONTH_KEY, selected === m.month ? null : m.month)}
          aria-label={t('admin.showLines', { month: m.month })}
        >
          {m.month}
        </Button>
      ),
    },
    { key: 'state', header: t('field.state'), className: 'col-bil-state', cell: (m) => <MonthStateTag final={m.status === 'FINAL'} /> },
    {
      key: 'run',
      header: t('field.lastRun'),
      className: 'col-bil-time',
      dataLabel: () => t('field.lastRun'),
      cell: (m) => (
        <>
          <div>{formatDateTime(m.lastRunAt)}</div>
          <span className="bil-code">
            {m.lastRunStatus ? BILLING_RUN_STATUS_LABELS[m.lastRunStatus][lang] : ''} · {t('admin.runCount', { count: m.runCount })}
          </span>
        </>
      ),
    },
    {
      key: 'customers',
      header: t('field.customers'),
      className: 'col-bil-count',
      dataLabel: () => t('field.customers'),
      cell: (m) => t('admin.customerCount', { count: m.customerCount }),
    },
    {
      key: 'total',
      header: t('field.total'),
      className: 'col-bil-total',
      dataLabel: () => t('field.total'),
      cell: (m) => <CurrencyTotals totals={m.totals} />,
    },
    {
      key: 'actions',
      header: t('field.actions'),
      className: 'col-bil-actions',
      cell: (m) =>
        m.status === 'FINAL' ? (
          <span className="bil-code">{t('admin.finalOn', { date: formatDateTime(m.finalAt), name: m.finalByName ?? '' })}</span>
        ) : (
          <Button size="small" danger onClick={() => markFinal(m)} aria-label={t('admin.finalFor', { month: m.month })}>
            {t('admin.final')}
          </Button>
        ),
    },
  ];

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')}>
      <div className="bil-run-bar" role="group" aria-label={t('admin.runGroup')}>
        <div className="field">
          <label className="field-label" htmlFor="bil-run-month">
            {t('admin.monthToRun')}
          </label>
          <DatePicker
            id="bil-run-month"
            picker="month"
            format="YYYY-MM"
            allowClear={false}
            value={picked}
            onChange={(d) => d && setPicked(d)}
            disabledDate={(d) => d.format('YYYY-MM') > thisMonth()}
          />
        </div>
        <Button type="primary" icon={<PlayCircleOutlined aria-hidden />} loading={!!running} onClick={runMonth}>
          {t('admin.runMonth')}
        </Button>
        <Button loading={!!running} onClick={runYear}>
          {t('admin.runYear')}
        </Button>
      </div>
      {running && <Alert type="info" showIcon className="bil-alert" title={t('admin.running', { what: running })} role="status" />}
      {results && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setResults(null)}
          className="bil-alert"
          role="status"
          title={t('admin.resultsTitle')}
          description={
            <ul className="bil-results">
              {results.map((r) => (
                <li key={r.runId}>
                  {t('admin.result', {
                    month: r.month,
                    status: BILLING_RUN_STATUS_LABELS[r.status][lang],
                    customers: r.customerCount,
                    lines: r.lineCount,
                    seconds: (r.durationMs / 1000).toFixed(1),
                  })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <BillingMonthsTable
        query={query}
        state={state}
        onChange={update}
        columns={columns}
        caption={t('admin.title')}
        emptyText={t('admin.empty')}
      />
      {selected && <MonthLines month={selected} />}
    </PageFrame>
  );
}
