import { BULLETIN_CODES, CODE_GROUPS, type TBulletinCode, type TPageRecord } from '@portal/contract';
import { Navigate, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBulletins } from '../../../components/bulletins/get-bulletins';
import { useCodeGroup } from '../../../components/codes/get-code-group';
import { BulletinListView } from '../../../components/bulletins/bulletin-list-view';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';
import { useCategoryOptions } from '../../../components/codes/use-category-options';
import { useDocumentTitle } from '../../../components/use-document-title';

/**
 * The board code of the route, taken from its metadata: each board has a page record of its own
 * (`/bbs/02/bbs-contents-list` ... `/bbs/11/bbs-contents-list`, one menu each) and the router passes
 * the record as the route's handle.
 */
export function boardCodeOf(pageUri: string | undefined): TBulletinCode | null {
  const m = /^\/bbs\/(\d{2})\/bbs-contents-list$/.exec(pageUri ?? '');
  return m && (BULLETIN_CODES as readonly string[]).includes(m[1]) ? (m[1] as TBulletinCode) : null;
}

function BoardList({ code }: { code: TBulletinCode }) {
  const { t } = useTranslation('member-boards');
  const { state, update } = useListState();
  const boards = useCodeGroup(CODE_GROUPS.bbsCode);
  const name = boards.data?.codes.find((c) => c.code === code)?.codeName ?? t('board.fallbackTitle', { code });
  const categories = useCategoryOptions(CODE_GROUPS.bbsCategory);
  const query = useBulletins({ ...detailFilters(state), bbsCode: code, pageNumber: state.pageNumber, pageSize: state.pageSize });
  useDocumentTitle(name);
  const carried = carriedQuery(state);
  return (
    <BulletinListView
      title={name}
      lead={t('board.lead')}
      query={query}
      state={state}
      onChange={update}
      categories={categories}
      detailHref={(item) => `/bbs/${code}/${item.bbsContentId}/bbs-contents-detail${carried}`}
    />
  );
}

/** The list of a bulletin board 02 to 11 for signed-in members: search, categories, sort, page size. */
export default function BbsListPage() {
  const matches = useMatches();
  const page = (matches[matches.length - 1]?.handle as { page?: TPageRecord } | undefined)?.page;
  const code = boardCodeOf(page?.pageUri);
  if (!code) return <Navigate to="/404" replace />;
  return <BoardList key={code} code={code} />;
}
