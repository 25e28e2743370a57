import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_CODES, INQUIRY_STATUSES, type TInquiryItem, type TInquiryStatus } from '@portal/contract';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export const STATUS_KEY = 'status';

/** Inquiry categories of the contract as select options in the reader's language. */
export const inquiryCategoryOptions = () => INQUIRY_CATEGORY_CODES.map((code) => ({ value: code, label: INQUIRY_CATEGORIES[code][currentLanguage()] }));

export const statusOf = (value: string | undefined): TInquiryStatus | undefined =>
  value === 'AWAITING' || value === 'ANSWERED' ? value : undefined;

export function InquiryStatusTag({ status, name }: { status: TInquiryStatus; name?: string }) {
  return <Tag className={`ws-tag ${status === 'ANSWERED' ? 'ws-tag-green' : 'ws-tag-gold'}`}>{name ?? INQUIRY_STATUSES[status][currentLanguage()]}</Tag>;
}

/** Tabs above an inquiry list: all, awaiting answer, answered. */
export function InquiryStatusTabs({ value, onChange }: { value: TInquiryStatus | undefined; onChange: (v: TInquiryStatus | null) => void }) {
  const { t } = useTranslation('inquiries');
  const lang = currentLanguage();
  return (
    <div className="ws-tabs">
      <Segmented
        aria-label={t('inquiry.statusFilter')}
        value={value ?? 'ALL'}
        options={[
          { value: 'ALL', label: t('inquiry.allStatuses') },
          { value: 'AWAITING', label: INQUIRY_STATUSES.AWAITING[lang] },
          { value: 'ANSWERED', label: INQUIRY_STATUSES.ANSWERED[lang] },
        ]}
        onChange={(v) => onChange(v === 'ALL' ? null : (v as TInquiryStatus))}
      />
    </div>
  );
}

/** An inquiry list as a table: number, category, subject (link), writer (staff), status, dates. */
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
  return (
    <table className="bulletin-table ws-inquiry-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="col-no">
            {t('inquiry.column.no')}
          </th>
          <th scope="col" className="col-category">
            {t('inquiry.column.category')}
          </th>
          <th scope="col" className="col-subject">
            {t('inquiry.column.subject')}
          </th>
          {showWriter && (
            <th scope="col" className="col-writer">
              {t('inquiry.column.writer')}
            </th>
          )}
          <th scope="col" className="col-status">
            {t('inquiry.column.status')}
          </th>
          <th scope="col" className="col-date">
            {t('inquiry.column.created')}
          </th>
          <th scope="col" className="col-date">
            {t('inquiry.column.answered')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={item.inquiryId}>
            <td className="col-no">{rowNumber(i)}</td>
            <td className="col-category">
              <span className="category-tag">{item.categoryName}</span>
            </td>
            <td className="col-subject">
              <Link to={href(item)}>{item.subject}</Link>
              {item.attachmentCount > 0 && <PaperClipOutlined className="attach-icon" aria-label={t('inquiry.hasAttachments')} role="img" />}
            </td>
            {showWriter && (
              <td className="col-writer" data-label={t('inquiry.column.writer')}>
                {item.writerName}
                <span className="ws-hint"> · {item.memberYn === 'Y' ? (item.companyName ?? t('inquiry.member')) : t('inquiry.guest')}</span>
              </td>
            )}
            <td className="col-status">
              <InquiryStatusTag status={item.statusCode} name={item.statusName} />
            </td>
            <td className="col-date">
              <time dateTime={item.createDateTime}>{formatDate(item.createDateTime)}</time>
            </td>
            <td className="col-date" data-label={item.answerDateTime ? t('inquiry.column.answered') : undefined}>
              {item.answerDateTime ? <time dateTime={item.answerDateTime}>{formatDate(item.answerDateTime)}</time> : <span aria-label={t('inquiry.notAnswered')}>-</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
