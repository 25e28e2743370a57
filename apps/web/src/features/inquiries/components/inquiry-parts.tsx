import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_CODES, INQUIRY_STATUSES, type TInquiryItem, type TInquiryStatus } from '@portal/contract';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { INQUIRY_STATUS_TONE, StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../inquiries.css';

export const STATUS_KEY = 'status';

/** Inquiry categories of the contract as select options in the reader's language. */
export const inquiryCategoryOptions = () =>
  INQUIRY_CATEGORY_CODES.map((code) => ({ value: code, label: INQUIRY_CATEGORIES[code][currentLanguage()] }));

export const statusOf = (value: string | undefined): TInquiryStatus | undefined =>
  value === 'AWAITING' || value === 'ANSWERED' ? value : undefined;

export function InquiryStatusTag({ status, name }: { status: TInquiryStatus; name?: string }) {
  return <StatusTag tone={INQUIRY_STATUS_TONE[status]}>{name ?? INQUIRY_STATUSES[status][currentLanguage()]}</StatusTag>;
}

/** Tabs above an inquiry list: all, awaiting answer, answered. */
export function InquiryStatusTabs({
  value,
  onChange,
}: {
  value: TInquiryStatus | undefined;
  onChange: (v: TInquiryStatus | null) => void;
}) {
  const { t } = useTranslation('inquiries');
  const lang = currentLanguage();
  return (
    <FilterTabs<TInquiryStatus>
      label={t('inquiry.statusFilter')}
      allLabel={t('inquiry.allStatuses')}
      value={value}
      options={[
        { value: 'AWAITING', label: INQUIRY_STATUSES.AWAITING[lang] },
        { value: 'ANSWERED', label: INQUIRY_STATUSES.ANSWERED[lang] },
      ]}
      onChange={onChange}
    />
  );
}

/** An inquiry list in the kit's table: number, category, subject (link), writer (staff), status, dates. */
export function InquiryTable({
  items,
  rowNumber,
  href,
  showWriter,
  caption,
}: {
  items: TInquiryItem[];
  rowNumber: (index: number) => number;
  href: (item: TInquiryItem) => string;
  showWriter?: boolean;
  caption: string;
}) {
  const { t } = useTranslation('inquiries');
  const columns: ListColumn<TInquiryItem>[] = [
    { key: 'no', header: t('inquiry.column.no'), className: 'col-no', cell: (_, i) => rowNumber(i) },
    {
      key: 'category',
      header: t('inquiry.column.category'),
      className: 'col-category',
      cell: (item) => <span className="category-tag">{item.categoryName}</span>,
    },
    {
      key: 'subject',
      header: t('inquiry.column.subject'),
      className: 'col-subject',
      cell: (item) => (
        <>
          <Link to={href(item)}>{item.subject}</Link>
          {item.attachmentCount > 0 && <PaperClipOutlined className="attach-icon" aria-label={t('inquiry.hasAttachments')} role="img" />}
        </>
      ),
    },
    ...(showWriter
      ? [
          {
            key: 'writer',
            header: t('inquiry.column.writer'),
            className: 'col-writer',
            dataLabel: () => t('inquiry.column.writer'),
            cell: (item: TInquiryItem) => (
              <>
                {item.writerName}
                <span className="ws-hint"> · {item.memberYn === 'Y' ? (item.companyName ?? t('inquiry.member')) : t('inquiry.guest')}</span>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'status',
      header: t('inquiry.column.status'),
      className: 'col-status',
      cell: (item) => <InquiryStatusTag status={item.statusCode} name={item.statusName} />,
    },
    {
      key: 'created',
      header: t('inquiry.column.created'),
      className: 'col-date',
      cell: (item) => <time dateTime={item.createDateTime}>{formatDate(item.createDateTime)}</time>,
    },
    {
      key: 'answered',
      header: t('inquiry.column.answered'),
      className: 'col-date',
      dataLabel: (item) => (item.answerDateTime ? t('inquiry.column.answered') : undefined),
      cell: (item) =>
        item.answerDateTime ? (
          <time dateTime={item.answerDateTime}>{formatDate(item.answerDateTime)}</time>
        ) : (
          <span aria-label={t('inquiry.notAnswered')}>-</span>
        ),
    },
  ];
  return (
    <ListTable
      className="bulletin-table ws-inquiry-table"
      caption={caption}
      items={items}
      columns={columns}
      rowKey={(item) => item.inquiryId}
    />
  );
}
