import { CLEARANCE_WORKFLOW, type TClearanceListItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { formatDateTime } from '../../../lib/format';

/** The page of a clearance, the same for its three parties (the action bar shows each one's actions). */
export const clearanceHref = (id: number) => `/audit/${id}/clearance-detail`;

/** A period of months, both held ("2026-06 ~ 2026-08"). */
export const monthsText = (from: string, to: string) => (from === to ? from : `${from} ~ ${to}`);

/** Clearances in the kit's list table: number (link), company (staff and reviewer), reconciliation, period, settlement, status, dates. */
export function ClearanceTable({
  items,
  caption,
  showCompany,
  href,
}: {
  items: TClearanceListItem[];
  caption: string;
  showCompany: boolean;
  href: (item: TClearanceListItem) => string;
}) {
  const { t } = useTranslation('clearances');
  const columns: ListColumn<TClearanceListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={href(item)} className="clr-link">
        {item.number}
      </Link>
    )),
    ...companyColumns<TClearanceListItem>(t('column.company'), showCompany),
    {
      key: 'reconciliation',
      header: t('column.reconciliation'),
      className: 'col-clr-recon',
      dataLabel: () => t('column.reconciliation'),
      cell: (item) => item.reconciliationNumber,
    },
    {
      key: 'period',
      header: t('column.period'),
      className: 'col-clr-period',
      dataLabel: () => t('column.period'),
      cell: (item) => monthsText(item.periodFrom, item.periodTo),
    },
    {
      key: 'settlement',
      header: t('column.settlement'),
      className: 'col-clr-money',
      dataLabel: () => t('column.settlement'),
      cell: (item) => item.settlementText,
    },
    stateColumn(t('column.state'), CLEARANCE_WORKFLOW),
    {
      key: 'created',
      header: t('column.created'),
      className: 'col-clr-date',
      dataLabel: () => t('column.created'),
      cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
    },
  ];
  return <RequestTable className="clr-table" caption={caption} items={items} columns={columns} rowKey={(item) => item.clearanceId} />;
}
