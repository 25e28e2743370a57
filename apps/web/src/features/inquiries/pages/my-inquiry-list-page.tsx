import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { rowNumber } from '../../content/components/bulletin-table';
import { ListPagination } from '../../../components/list/list-pagination';
import { carriedQuery, useListState } from '../../../components/list/list-state';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { useMyInquiries } from '../api/inquiries';
import { InquiryStatusTabs, InquiryTable, inquiryCategoryOptions, STATUS_KEY, statusOf } from '../components/inquiry-parts';
import { PageFrame } from '../../../components/page-frame';

const EXTRA_KEYS = [STATUS_KEY];

/** My 1:1 inquiries: status tabs, category, search, sort and page size in the URL; a button to write one. */
export default function MyInquiryListPage() {
  const { t } = useTranslation('inquiries');
  const [params] = useSearchParams();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const status = statusOf(extra[STATUS_KEY]);
  const query = useMyInquiries({
    statusCode: status,
    categoryCodes: state.categories.length ? state.categories.join('|') : undefined,
    searchText: state.keyword || undefined,
    sort: state.sort,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  // Mail links name an inquiry on the list (?inquiryId=): open its detail.
  const linked = Number(params.get('inquiryId'));
  if (Number.isInteger(linked) && linked > 0) return <Navigate to={`/mypage/${linked}/my-inquiry-detail`} replace />;
  const page = query.data;
  const carried = carriedQuery(state, status ? { [STATUS_KEY]: status } : {});
  return (
    <PageFrame
      title={t('inquiry.mine.title')}
      lead={t('inquiry.mine.lead')}
      actions={
        <Link to="/mypage/my-inquiry-write" className="shell-button shell-button-primary">
          <EditOutlined aria-hidden /> <span>{t('inquiry.write')}</span>
        </Link>
      }
    >
      <InquiryStatusTabs value={status} onChange={(v) => setExtra(STATUS_KEY, v)} />
      <ListToolbar state={state} onChange={update} categories={inquiryCategoryOptions()} totalCount={page?.totalCount} searchLabel={t('inquiry.searchSubject')} />
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'list-stale' : undefined}>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !page ? (
          <ListFailed onRetry={() => void query.refetch()} />
        ) : !page || page.items.length === 0 ? (
          <ListEmpty searching={Boolean(state.keyword || state.categories.length || status)} />
        ) : (
          <InquiryTable
            caption={t('inquiry.mine.title')}
            items={page.items}
            rowNumber={(i) => rowNumber(state, page.totalCount, i)}
            href={(item) => `/mypage/${item.inquiryId}/my-inquiry-detail${carried}`}
          />
        )}
      </div>
      {page && <ListPagination state={state} totalCount={page.totalCount} onChange={update} />}
    </PageFrame>
  );
}
