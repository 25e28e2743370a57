import type { TBbsItem } from '@portal/contract';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '../list/list-table';
import { rowNumber, type ListState } from '../list/list-state';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';

/** A bulletin list in the kit's table: number, category, title (link to the detail), date and views. */
export function BulletinTable({
  title,
  items,
  state,
  totalCount,
  detailHref,
}: {
  title: string;
  items: TBbsItem[];
  state: ListState;
  totalCount: number;
  detailHref: (item: TBbsItem) => string;
}) {
  const { t } = useTranslation('components');
  const lang = currentLanguage();
  const columns: ListColumn<TBbsItem>[] = [
    { key: 'no', header: t('column.no'), className: 'col-no', cell: (_, i) => rowNumber(state, totalCount, i) },
    {
      key: 'category',
      header: t('column.category'),
      className: 'col-category',
      cell: (item) => item.categoryName && <span className="category-tag">{item.categoryName}</span>,
    },
    {
      key: 'subject',
      header: t('column.subject'),
      className: 'col-subject',
      cell: (item) => {
        const otherLanguage = item.languageTypeCode !== (lang === 'ko' ? '01' : '02');
        return (
          <>
            <Link to={detailHref(item)} lang={otherLanguage ? (item.languageTypeCode === '01' ? 'ko' : 'en') : undefined}>
              {item.subject}
            </Link>
            {item.attachmentCount > 0 && <PaperClipOutlined className="attach-icon" aria-label={t('badge.attachment')} role="img" />}
          </>
        );
      },
    },
    {
      key: 'date',
      header: t('column.date'),
      className: 'col-date',
      cell: (item) => <time dateTime={item.createDateTime}>{formatDate(item.createDateTime)}</time>,
    },
    {
      key: 'views',
      header: t('column.views'),
      className: 'col-views',
      dataLabel: () => t('column.views'),
      cell: (item) => item.inquireCount.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US'),
    },
  ];
  return <ListTable caption={t('list.caption', { title })} items={items} columns={columns} rowKey={(item) => item.bbsContentId} />;
}
