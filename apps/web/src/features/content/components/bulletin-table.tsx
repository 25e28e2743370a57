import type { TBbsItem } from '@portal/contract';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { ListState } from '../../../components/list/list-state';

/** Row number as readers expect it: counting down from the newest, or up from the oldest. */
export function rowNumber(state: Pick<ListState, 'pageNumber' | 'pageSize' | 'sort'>, totalCount: number, index: number): number {
  const before = (state.pageNumber - 1) * state.pageSize + index;
  return state.sort === 'oldest' ? before + 1 : totalCount - before;
}

/** A bulletin list as a table: number, category, title (link to the detail), date and views. */
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
  const { t } = useTranslation('content');
  const lang = currentLanguage();
  return (
    <table className="bulletin-table">
      <caption className="sr-only">{t('list.caption', { title })}</caption>
      <thead>
        <tr>
          <th scope="col" className="col-no">
            {t('column.no')}
          </th>
          <th scope="col" className="col-category">
            {t('column.category')}
          </th>
          <th scope="col" className="col-subject">
            {t('column.subject')}
          </th>
          <th scope="col" className="col-date">
            {t('column.date')}
          </th>
          <th scope="col" className="col-views">
            {t('column.views')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => {
          const otherLanguage = item.languageTypeCode !== (lang === 'ko' ? '01' : '02');
          return (
            <tr key={item.bbsContentId}>
              <td className="col-no">{rowNumber(state, totalCount, i)}</td>
              <td className="col-category">{item.categoryName && <span className="category-tag">{item.categoryName}</span>}</td>
              <td className="col-subject">
                <Link to={detailHref(item)} lang={otherLanguage ? (item.languageTypeCode === '01' ? 'ko' : 'en') : undefined}>
                  {item.subject}
                </Link>
                {item.attachmentCount > 0 && (
                  <PaperClipOutlined className="attach-icon" aria-label={t('badge.attachment')} role="img" />
                )}
              </td>
              <td className="col-date">
                <time dateTime={item.createDateTime}>{formatDate(item.createDateTime)}</time>
              </td>
              <td className="col-views" data-label={t('column.views')}>
                {item.inquireCount.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
