import { BBS_CODES, CODE_GROUPS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useBulletins } from '../../../components/bulletins/get-bulletins';
import { BulletinListView } from '../../../components/bulletins/bulletin-list-view';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';
import { useCategoryOptions } from '../../../components/codes/use-category-options';
import { useDocumentTitle } from '../../../components/use-document-title';

/** Exchange derivatives notices: search, categories, sort and paging. */
export default function DerivativesListPage() {
  const { t } = useTranslation('content');
  const { state, update } = useListState();
  const categories = useCategoryOptions(CODE_GROUPS.derivativesCategory);
  const query = useBulletins({
    bbsCode: BBS_CODES.krxDerivatives,
    ...detailFilters(state),
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  useDocumentTitle(t('derivatives.title'));
  const carried = carriedQuery(state);
  return (
    <BulletinListView
      title={t('derivatives.title')}
      lead={t('derivatives.lead')}
      query={query}
      state={state}
      onChange={update}
      categories={categories}
      detailHref={(item) => `/krx-derivatives/${item.bbsContentId}/krx-derivatives-detail${carried}`}
    />
  );
}
