import { billingDetailPage, type TUserBillingMonthItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime } from '../../../lib/format';
import { useUserBillingMonths } from '../api/user-billing';
import { CurrencyTotals, MonthStateTag } from '../components/billing-parts';
import '../billing.css';

/**
 * The customer's billing months (/billing/billing-list, P4201): each month billed to the company, newest first, with its
 * totals per currency (VAT excluded), final or provisional, and when it was last computed; a month opens its bill.
 */
export default function BillingListPage() {
  const { t } = useTranslation('billing');
  const { state, update } = useListState();
  const query = useUserBillingMonths({ pageNumber: state.pageNumber, pageSize: state.pageSize });
  const columns: ListColumn<TUserBillingMonthItem>[] = [
    {
      key: 'month',
      header: t('field.month'),
      className: 'col-bil-month',
      cell: (m) => (
        <Link to={billingDetailPage(m.month)} aria-label={t('list.open', { month: m.month })}>
          {m.month}
        </Link>
      ),
    },
    { key: 'state', header: t('field.state'), className: 'col-bil-state', cell: (m) => <MonthStateTag final={m.final} /> },
    {
      key: 'total',
      header: t('field.total'),
      className: 'col-bil-total',
      dataLabel: () => t('field.total'),
      cell: (m) => <CurrencyTotals totals={m.totals} />,
    },
    {
      key: 'products',
      header: t('field.products'),
      className: 'col-bil-count',
      dataLabel: () => t('field.products'),
      cell: (m) => t('list.productCount', { count: m.productCount }),
    },
    {
      key: 'computed',
      header: t('field.computedAt'),
      className: 'col-bil-time',
      dataLabel: () => t('field.computedAt'),
      cell: (m) => formatDateTime(m.lastRunAt),
    },
  ];
  return (
    <PageFrame title={t('list.title')} lead={t('list.lead')}>
      <div className="list-toolbar-meta bil-meta">
        <ListCount totalCount={query.data?.totalCount} />
        <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ListView query={query} state={state} onChange={update} searching={false} emptyText={t('list.empty')}>
        {(page) => (
          <div className="bil-table-wrap">
            <ListTable
              caption={t('list.title')}
              items={page.items}
              columns={columns}
              rowKey={(m) => m.month}
              className="bulletin-table bil-table"
            />
          </div>
        )}
      </ListView>
      <p className="bil-note">{t('vatNote')}</p>
    </PageFrame>
  );
}
