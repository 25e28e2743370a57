import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../components/filter-tabs';
import { carriedQuery, isSearching, rowNumber, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useAllInquiries } from '../api/inquiries';
import { InquiryStatusTabs, InquiryTable, inquiryCategoryOptions, STATUS_KEY, statusOf } from '../components/inquiry-parts';

const WRITER_KEY = 'writer';
const EXTRA_KEYS = [STATUS_KEY, WRITER_KEY];
type Writer = 'MEMBER' | 'GUEST';

/** Every inquiry, for provider staff (roles 05, 06): awaiting first by the status tab, members and visitors. */
export default function StaffInquiryListPage() {
  const { t } = useTranslation('inquiries');
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const status = statusOf(extra[STATUS_KEY]);
  const writer = extra[WRITER_KEY] === 'MEMBER' || extra[WRITER_KEY] === 'GUEST' ? (extra[WRITER_KEY] as Writer) : undefined;
  const query = useAllInquiries({
    statusCode: status,
    writerKind: writer,
    categoryCodes: state.categories.length ? state.categories.join('|') : undefined,
    searchText: state.keyword || undefined,
    sort: state.sort,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept: Record<string, string> = {};
  if (status) kept[STATUS_KEY] = status;
  if (writer) kept[WRITER_KEY] = writer;
  const carried = carriedQuery(state, kept);
  return (
    <PageFrame title={t('inquiry.staff.title')} lead={t('inquiry.staff.lead')}>
      <div className="ws-tab-row">
        <InquiryStatusTabs value={status} onChange={(v) => setExtra(STATUS_KEY, v)} />
        <FilterTabs<Writer>
          label={t('inquiry.writerFilter')}
          allLabel={t('inquiry.allWriters')}
          value={writer}
          options={[
            { value: 'MEMBER', label: t('inquiry.members') },
            { value: 'GUEST', label: t('inquiry.guests') },
          ]}
          onChange={(v) => setExtra(WRITER_KEY, v)}
        />
      </div>
      <ListToolbar
        state={state}
        onChange={update}
        categories={inquiryCategoryOptions()}
        totalCount={query.data?.totalCount}
        searchLabel={t('inquiry.searchSubject')}
      />
      <ListView query={query} state={state} onChange={update} searching={isSearching(state, status, writer)}>
        {(page) => (
          <InquiryTable
            caption={t('inquiry.staff.title')}
            items={page.items}
            showWriter
            rowNumber={(i) => rowNumber(state, page.totalCount, i)}
            href={(item) => `/admin/${item.inquiryId}/inquiry-answer${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
