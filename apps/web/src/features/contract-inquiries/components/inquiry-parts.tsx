import {
  CONTRACT_INQUIRY_STATUS_LABELS,
  CONTRACT_INQUIRY_STATUSES,
  type TContractInquiryListItem,
  type TContractInquiryStatus,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn } from '../../../components/list/list-table';
import { numberColumn, RequestTable } from '../../../components/request-list/request-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const TONE: Record<TContractInquiryStatus, StatusTone> = { OPEN: 'gold', ASSIGNED: 'blue', ANSWERED: 'green' };

export const statusLabel = (s: TContractInquiryStatus) => CONTRACT_INQUIRY_STATUS_LABELS[s][currentLanguage()];
export const statusOptions = () => CONTRACT_INQUIRY_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
export const asStatus = (v: string | undefined): TContractInquiryStatus | undefined =>
  (CONTRACT_INQUIRY_STATUSES as readonly string[]).includes(v ?? '') ? (v as TContractInquiryStatus) : undefined;

export function InquiryStatusTag({ status }: { status: TContractInquiryStatus }) {
  return <StatusTag tone={TONE[status]}>{statusLabel(status)}</StatusTag>;
}

/** The inquiries in the kit's list table (a card per row on a phone); the number opens one in the drawer. */
export function InquiryTable({
  items,
  caption,
  href,
}: {
  items: TContractInquiryListItem[];
  caption: string;
  href: (item: TContractInquiryListItem) => string;
}) {
  const { t } = useTranslation('contract-inquiries');
  const columns: ListColumn<TContractInquiryListItem>[] = [
    numberColumn(t('column.number'), (item) => (
      <>
        <Link to={href(item)} className="ciq-link" aria-label={t('list.open', { number: item.inquiryNumber })}>
          {item.inquiryNumber}
        </Link>
        <span className="ws-hint ciq-kind">{t(item.memberYn === 'Y' ? 'list.member' : 'list.visitor')}</span>
      </>
    )),
    {
      key: 'company',
      header: t('column.company'),
      className: 'col-ciq-company',
      dataLabel: () => t('column.company'),
      cell: (item) => (
        <>
          <span className="ws-strong">{item.companyName}</span>
          <span className="ws-hint ciq-sub">{item.countryName}</span>
        </>
      ),
    },
    {
      key: 'writer',
      header: t('column.writer'),
      className: 'col-ciq-writer',
      dataLabel: () => t('column.writer'),
      cell: (item) => (
        <>
          <span>{item.name}</span>
          <span className="ws-hint ciq-sub">{item.email}</span>
          <span className="ws-hint ciq-sub">{item.telephone}</span>
        </>
      ),
    },
    {
      key: 'received',
      header: t('column.received'),
      className: 'col-ciq-date',
      dataLabel: () => t('column.received'),
      cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
    },
    {
      key: 'status',
      header: t('column.status'),
      className: 'col-request-state',
      cell: (item) => <InquiryStatusTag status={item.status} />,
    },
    {
      key: 'assignee',
      header: t('column.assignee'),
      className: 'col-ciq-assignee',
      dataLabel: () => t('column.assignee'),
      cell: (item) =>
        item.assigneeName ? (
          <>
            {item.assigneeName}
            {item.assignedToMe && <span className="ciq-mine">{t('list.mine')}</span>}
          </>
        ) : (
          <span className="ws-hint">{t('list.unassigned')}</span>
        ),
    },
  ];
  return <RequestTable caption={caption} items={items} columns={columns} rowKey={(i) => i.inquiryId} className="ciq-table" blockLabels />;
}
