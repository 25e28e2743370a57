import {
  CONTRACT_STATUS_LABELS,
  PRODUCT_USE_TYPE_LABELS,
  SUSPENSION_STATES,
  SUSPENSION_WORKFLOW,
  type TContractStatus,
  type TProductUseType,
  type TSuspensionListItem,
  type TSuspensionState,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkflowStatusTag } from '../../../components/document-page';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export const suspensionStateLabel = (state: TSuspensionState) => SUSPENSION_WORKFLOW.states[state].label[currentLanguage()];
export const suspensionStateOptions = () => SUSPENSION_STATES.map((value) => ({ value, label: suspensionStateLabel(value) }));
export const asSuspensionState = (v: string | undefined): TSuspensionState | undefined =>
  (SUSPENSION_STATES as readonly string[]).includes(v ?? '') ? (v as TSuspensionState) : undefined;
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
    {
      key: 'number',
      header: t('column.number'),
      className: 'col-susp-no',
      cell: (item) => (
        <Link to={href(item)} className="susp-link">
          {item.number}
        </Link>
      ),
    },
    ...(showCompany
      ? [
          {
            key: 'company',
            header: t('column.company'),
            className: 'col-susp-company',
            dataLabel: () => t('column.company'),
            cell: (item: TSuspensionListItem) => item.companyName,
          },
        ]
      : []),
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
    {
      key: 'state',
      header: t('column.state'),
      className: 'col-susp-state',
      cell: (item) => <WorkflowStatusTag declaration={SUSPENSION_WORKFLOW} state={item.state} />,
    },
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
  return (
    <div className="susp-table-wrap">
      <ListTable
        className="bulletin-table susp-table"
        caption={caption}
        items={items}
        columns={columns}
        rowKey={(item) => item.suspensionId}
      />
    </div>
  );
}
