import { billingDetailPage, type TUserBillingMonthItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListState } from '../../../components/list/list-state';
import type { ListColumn } from '../../../components/list/list-table';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime } from '../../../lib/format';
import { useUserBillingMonths } from '../api/user-billing';
import { CurrencyTotals, MonthStateTag } from '../components/billing-parts';
import { BillingMonthsTable } from '../components/billing-months-table';
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
      <BillingMonthsTable
        query={query}
        state={state}
        onChange={update}
        columns={columns}
        caption={t('list.title')}
        emptyText={t('list.empty')}
      />
    </PageFrame>
  );
}
