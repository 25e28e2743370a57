import { BILLING_DISPUTE_WORKFLOW, billingDisputeDetailPage, formatMoneyText, type TBillingDisputeListItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { formatDateTime } from '../../../lib/format';

/** Disputes in the kit's list table: number (link), company (staff), bill month, line, amounts, status, disputed. */
export function DisputeTable({
  items,
  caption,
  showCompany,
  carried,
}: {
  items: TBillingDisputeListItem[];
  caption: string;
  showCompany?: boolean;
  carried: string;
}) {
  const { t } = useTranslation('billing-disputes');
  const columns: ListColumn<TBillingDisputeListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={`${billingDisputeDetailPage(item.disputeId)}${carried}`} className="bdp-link">
        {item.number}
      </Link>
    )),
    ...companyColumns<TBillingDisputeListItem>(t('column.company'), showCompany),
    {
      key: 'month',
      header: t('column.month'),
      className: 'col-bdp-month',
      dataLabel: () => t('column.month'),
      cell: (i) => i.billingMonth,
    },
    {
      key: 'line',
      header: t('column.line'),
      className: 'col-bdp-line',
      dataLabel: () => t('column.line'),
      cell: (i) => (
        <>
          <span>{i.lineLabel}</span>
          <span className="bdp-sub">
            {i.productName} ({i.productCode})
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('column.amount'),
      className: 'col-bdp-amount bdp-num',
      dataLabel: () => t('column.amount'),
      cell: (i) => formatMoneyText(i.lineAmount),
    },
    {
      key: 'accepted',
      header: t('column.accepted'),
      className: 'col-bdp-amount bdp-num',
      dataLabel: () => t('column.accepted'),
      cell: (i) => (i.acceptedAmount ? formatMoneyText(i.acceptedAmount) : '-'),
    },
    stateColumn(t('column.state'), BILLING_DISPUTE_WORKFLOW),
    {
      key: 'requested',
      header: t('column.requested'),
      className: 'col-bdp-date',
      dataLabel: () => t('column.requested'),
      cell: (i) => (
        <>
          <time dateTime={i.requestedAt}>{formatDateTime(i.requestedAt)}</time>
          <span className="bdp-sub">{i.requesterName}</span>
        </>
      ),
    },
  ];
  return <RequestTable className="bdp-table" caption={caption} items={items} columns={columns} rowKey={(i) => i.disputeId} />;
}
