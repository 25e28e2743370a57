import { CODE_GROUPS, NOTICE_BBS_CODES, type TNoticeBbsCode } from '@portal/contract';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/get-notices';
import { BulletinListView } from '../../../components/bulletins/bulletin-list-view';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';
import { useCategoryOptions } from '../../../components/codes/use-category-options';
import { useDocumentTitle } from '../../../components/use-document-title';

const BOARD_KEY = 'board';
const EXTRA_KEYS = [BOARD_KEY];

/** Notice list: notices and market notices, with a board tab, search, categories, sort and paging. */
export default function NoticeListPage() {
  const { t } = useTranslation('content');
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const board = (NOTICE_BBS_CODES as readonly string[]).includes(extra[BOARD_KEY] ?? '') ? (extra[BOARD_KEY] as TNoticeBbsCode) : null;
  const categories = useCategoryOptions(CODE_GROUPS.noticeCategory);
  const query = useNotices({
    ...detailFilters(state),
    bbsCodes: board ?? undefined,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  useDocumentTitle(t('notice.title'));
  const carried = carriedQuery(state, board ? { [BOARD_KEY]: board } : {});

  return (
    <BulletinListView
      title={t('notice.title')}
      lead={t('notice.lead')}
      query={query}
      state={state}
      onChange={update}
      categories={categories}
      detailHref={(item) => `/notice/${item.bbsContentId}/notice-detail${carried}`}
      tabs={
        <div className="board-tabs">
          <Segmented
            aria-label={t('board.label')}
            value={board ?? 'ALL'}
            options={[
              { value: 'ALL', label: t('board.all') },
              ...NOTICE_BBS_CODES.map((code) => ({ value: code, label: t(`board.${code}`) })),
            ]}
            onChange={(value) => setExtra(BOARD_KEY, value === 'ALL' ? null : String(value))}
          />
        </div>
      }
    />
  );
}
