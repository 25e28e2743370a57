import {
  CONTRACT_STATUS_LABELS,
  PRODUCT_USE_TYPE_LABELS,
  SUSPENSION_WORKFLOW,
  type TContractStatus,
  type TProductUseType,
  type TSuspensionListItem,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn } from '../../../components/list/list-table';
import { companyColumns, numberColumn, RequestTable, stateColumn } from '../../../components/request-list/request-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export const classificationLabel = (type: TProductUseType) => PRODUCT_USE_TYPE_LABELS[type][currentLanguage()];

const CONTRACT_TONE: Record<'success' | 'warning' | 'default', StatusTone> = { success: 'green', warning: 'gold', default: 'grey' };
/** The status a contract shows (suspended while an approved period covers today), as the contract pages tag it. */
export function ContractStatusTag({ status }: { status: TContractStatus }) {
  const label = CONTRACT_STATUS_LABELS[status];
  return <StatusTag tone={CONTRACT_TONE[label.tone]}>{label[currentLanguage()]}</StatusTag>;
}

/** The page of a request for its reader: provider staff decide on it, customers read it. */
export const suspensionHref = (id: number, provider: boolean) =>
  provider ? `/admin/suspension/${id}/suspension-approval-detail` : `/contract/suspension/${id}/suspension-detail`;

/** A period of Korean calendar dates, both ends held ("2026-12-01 ~ 2026-12-05"). */
export const periodText = (from: string, to: string) => (from === to ? from : `${from} ~ ${to}`);

/** Requests in the kit's list table: number (link), contract, product and market, period, company (staff), status, requested. */
export function SuspensionTable({
  items,
  caption,
  showCompany,
  href,
}: {
  items: TSuspensionListItem[];
  caption: string;
  showCompany?: boolean;
  href: (item: TSuspensionListItem) => string;
}) {
  const { t } = useTranslation('suspensions');
  const columns: ListColumn<TSuspensionListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <Link to={href(item)} className="susp-link">
        {item.number}
      </Link>
    )),
    ...companyColumns<TSuspensionListItem>(t('column.company'), showCompany),
    {
      key: 'contract',
      header: t('column.contract'),
      className: 'col-susp-contract',
      dataLabel: () => t('column.contract'),
      cell: (item) => item.contractNumber,
    },
    {
      key: 'product',
      header: t('column.product'),
      className: 'col-susp-product',
      dataLabel: () => t('column.product'),
      cell: (item) => (
        <>
          <span>{item.productName}</span>
          <span className="susp-sub">{item.marketName}</span>
        </>
      ),
    },
    {
      key: 'period',
      header: t('column.period'),
      className: 'col-susp-period',
      dataLabel: () => t('column.period'),
      cell: (item) => periodText(item.periodFrom, item.periodTo),
    },
    stateColumn(t('column.state'), SUSPENSION_WORKFLOW),
    {
      key: 'requested',
      header: t('column.requested'),
      className: 'col-susp-date',
      dataLabel: () => t('column.requested'),
      cell: (item) => (
        <>
          <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
          <span className="susp-sub">{item.requesterName}</span>
        </>
      ),
    },
  ];
  return <RequestTable className="susp-table" caption={caption} items={items} columns={columns} rowKey={(item) => item.suspensionId} />;
}
