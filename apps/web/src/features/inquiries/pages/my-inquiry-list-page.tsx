import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { carriedQuery, isSearching, rowNumber, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useMyInquiries } from '../api/inquiries';
import { InquiryStatusTabs, InquiryTable, inquiryCategoryOptions, STATUS_KEY, statusOf } from '../components/inquiry-parts';

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
      <ListToolbar
        state={state}
        onChange={update}
        categories={inquiryCategoryOptions()}
        totalCount={query.data?.totalCount}
        searchLabel={t('inquiry.searchSubject')}
      />
      <ListView query={query} state={state} onChange={update} searching={isSearching(state, status)}>
        {(page) => (
          <InquiryTable
            caption={t('inquiry.mine.title')}
            items={page.items}
            rowNumber={(i) => rowNumber(state, page.totalCount, i)}
            href={(item) => `/mypage/${item.inquiryId}/my-inquiry-detail${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
