import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  ORDER_REQUEST_TYPE_LABELS,
  PRODUCT_USE_TYPE_LABELS,
  PRODUCT_USE_TYPES,
  type TContractListItem,
  type TContractStatus,
  type TOrderRequestType,
  type TProductUseType,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { currentLanguage } from '../../../lib/i18n';

const TONE: Record<'success' | 'warning' | 'default', StatusTone> = { success: 'green', warning: 'gold', default: 'grey' };

export const contractStatusLabel = (status: TContractStatus) => CONTRACT_STATUS_LABELS[status][currentLanguage()];
export const orderTypeLabel = (type: TOrderRequestType) => ORDER_REQUEST_TYPE_LABELS[type][currentLanguage()];
export const productUseLabel = (type: TProductUseType) => PRODUCT_USE_TYPE_LABELS[type][currentLanguage()];
export const contractStatusOptions = () => CONTRACT_STATUSES.map((value) => ({ value, label: contractStatusLabel(value) }));
export const productUseOptions = () => PRODUCT_USE_TYPES.map((value) => ({ value, label: productUseLabel(value) }));
/** A status or a use type read from the URL, or undefined when it is not one. */
export const asContractStatus = (v: string | undefined): TContractStatus | undefined =>
  (CONTRACT_STATUSES as readonly string[]).includes(v ?? '') ? (v as TContractStatus) : undefined;
export const asUseType = (v: string | undefined): TProductUseType | undefined =>
  (PRODUCT_USE_TYPES as readonly string[]).includes(v ?? '') ? (v as TProductUseType) : undefined;

/**
 * A contract's status tag. An active contract whose commencement is still ahead says when it starts ("이용 예정",
 * "Starts <date>"), not "active".
 */
export function ContractStatusTag({ status, startsOn }: { status: TContractStatus; startsOn?: string | null }) {
  const { t } = useTranslation('contracts');
  if (status === 'ACTIVE' && startsOn) return <StatusTag tone="blue">{t('status.upcoming', { date: startsOn })}</StatusTag>;
  return <StatusTag tone={TONE[CONTRACT_STATUS_LABELS[status].tone]}>{contractStatusLabel(status)}</StatusTag>;
}

/** The termination column: the day it ended, or the day a scheduled termination is due. */
export function terminationText(item: Pick<TContractListItem, 'terminationDate' | 'terminationDueDate'>, t: TFunction<'contracts'>) {
  if (item.terminationDate) return item.terminationDate;
  if (item.terminationDueDate) return t('status.due', { date: item.terminationDueDate });
  return '-';
}

/** A positive whole number of the URL, or undefined. */
export const idParam = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Contracts in the kit's list table: number and name (link), status, company (staff), dates, manager, products. */
export function ContractTable({
  items,
  caption,
  showCompany,
  href,
}: {
  items: TContractListItem[];
  caption: string;
  showCompany?: boolean;
  href: (item: TContractListItem) => string;
}) {
  const { t } = useTranslation('contracts');
  const columns: ListColumn<TContractListItem>[] = [
    {
      key: 'name',
      header: t('column.name'),
      className: 'col-contract-name',
      cell: (item) => (
        <>
          <Link to={href(item)} className="contract-link">
            {item.contractName}
          </Link>
          <span className="ws-hint contract-number">{item.contractNumber}</span>
        </>
      ),
    },
    ...(showCompany
      ? [
          {
            key: 'company',
            header: t('column.company'),
            className: 'col-contract-company',
            dataLabel: () => t('column.company'),
            cell: (item: TContractListItem) => item.companyName,
          },
        ]
      : []),
    {
      key: 'status',
      header: t('column.status'),
      className: 'col-contract-status',
      cell: (item) => <ContractStatusTag status={item.status} startsOn={item.upcoming ? item.beginDate : null} />,
    },
    {
      key: 'contractDate',
      header: t('column.contractDate'),
      className: 'col-contract-date',
      dataLabel: () => t('column.contractDate'),
      cell: (item) => item.contractDate,
    },
    {
      key: 'begin',
      header: t('column.beginDate'),
      className: 'col-contract-date',
      dataLabel: () => t('column.beginDate'),
      cell: (item) => item.beginDate,
    },
    {
      key: 'end',
      header: t('column.terminationDate'),
      className: 'col-contract-date',
      dataLabel: () => t('column.terminationDate'),
      cell: (item) => terminationText(item, t),
    },
    {
      key: 'manager',
      header: t('column.manager'),
      className: 'col-contract-manager',
      dataLabel: () => t('column.manager'),
      cell: (item) => item.managerName ?? '-',
    },
    {
      key: 'products',
      header: t('column.products'),
      className: 'col-contract-count',
      dataLabel: () => t('column.products'),
      cell: (item) => t('productCount', { count: item.productCount }),
    },
  ];
  return (
    <div className="contract-table-wrap">
      <ListTable
        className="bulletin-table contract-table"
        caption={caption}
        items={items}
        columns={columns}
        rowKey={(item) => item.contractId}
      />
    </div>
  );
}
