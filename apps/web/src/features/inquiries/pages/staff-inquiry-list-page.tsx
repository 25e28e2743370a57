import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { rowNumber } from '../../content/components/bulletin-table';
import { ListPagination } from '../../../components/list/list-pagination';
import { carriedQuery, useListState } from '../../../components/list/list-state';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { useAllInquiries } from '../api/inquiries';
import { InquiryStatusTabs, InquiryTable, inquiryCategoryOptions, STATUS_KEY, statusOf } from '../components/inquiry-parts';
import { PageFrame } from '../../../components/page-frame';

const WRITER_KEY = 'writer';
const EXTRA_KEYS = [STATUS_KEY, WRITER_KEY];

/** Every inquiry, for provider staff (roles 05, 06): awaiting first by the status tab, members and visitors. */
export default function StaffInquiryListPage() {
  const { t } = useTranslation('inquiries');
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const status = statusOf(extra[STATUS_KEY]);
  const writer = extra[WRITER_KEY] === 'MEMBER' || extra[WRITER_KEY] === 'GUEST' ? (extra[WRITER_KEY] as 'MEMBER' | 'GUEST') : undefined;
  const query = useAllInquiries({
    statusCode: status,
    writerKind: writer,
    categoryCodes: state.categories.length ? state.categories.join('|') : undefined,
    searchText: state.keyword || undefined,
    sort: state.sort,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const page = query.data;
  const kept: Record<string, string> = {};
  if (status) kept[STATUS_KEY] = status;
  if (writer) kept[WRITER_KEY] = writer;
  const carried = carriedQuery(state, kept);
  return (
    <PageFrame title={t('inquiry.staff.title')} lead={t('inquiry.staff.lead')}>
      <div className="ws-tab-row">
        <InquiryStatusTabs value={status} onChange={(v) => setExtra(STATUS_KEY, v)} />
        <div className="ws-tabs">
          <Segmented
            aria-label={t('inquiry.writerFilter')}
            value={writer ?? 'ALL'}
            options={[
              { value: 'ALL', label: t('inquiry.allWriters') },
              { value: 'MEMBER', label: t('inquiry.members') },
              { value: 'GUEST', label: t('inquiry.guests') },
            ]}
            onChange={(v) => setExtra(WRITER_KEY, v === 'ALL' ? null : String(v))}
          />
        </div>
      </div>
      <ListToolbar state={state} onChange={update} categories={inquiryCategoryOptions()} totalCount={page?.totalCount} searchLabel={t('inquiry.searchSubject')} />
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'list-stale' : undefined}>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !page ? (
          <ListFailed onRetry={() => void query.refetch()} />
        ) : !page || page.items.length === 0 ? (
          <ListEmpty searching={Boolean(state.keyword || state.categories.length || status || writer)} />
        ) : (
          <InquiryTable
            caption={t('inquiry.staff.title')}
            items={page.items}
            showWriter
            rowNumber={(i) => rowNumber(state, page.totalCount, i)}
            href={(item) => `/admin/${item.inquiryId}/inquiry-answer${carried}`}
          />
        )}
      </div>
      {page && <ListPagination state={state} totalCount={page.totalCount} onChange={update} />}
    </PageFrame>
  );
}
