import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useContractInquiries } from '../api/contract-inquiries';
import { InquiryDrawer } from '../components/inquiry-drawer';
import { asStatus, idParam, InquiryTable, statusOptions } from '../components/inquiry-parts';
import '../contract-inquiries.css';

const KEYS = { status: 'status', mine: 'mine', from: 'from', to: 'to', open: 'inquiryId' } as const;
const FILTER_KEYS = [KEYS.status, KEYS.mine, KEYS.from, KEYS.to];

/**
 * The provider staff's contract inquiries (P3711): how many are open and assigned to the reader in the header; filters by
 * status, the reader's own, received dates and text (company, name, e-mail, number); sort; page sizes; everything in the
 * URL. `inquiryId` in the URL opens one in the drawer, where staff assign and answer it.
 */
export default function ContractInquiryListPage() {
  const { t } = useTranslation('contract-inquiries');
  const { state, update, extra, setExtra } = useListState(FILTER_KEYS);
  const [params, setParams] = useSearchParams();
  const status = asStatus(extra[KEYS.status]);
  const mine = extra[KEYS.mine] === 'Y' ? true : undefined;
  const fromDate = dateParam(extra[KEYS.from]);
  const toDate = dateParam(extra[KEYS.to]);
  const openId = idParam(params.get(KEYS.open));
  const query = useContractInquiries({
    status,
    mine,
    fromDate,
    toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
    searchText: state.keyword || undefined,
    sort: state.sort,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  const href = (inquiryId: number) => {
    const next = new URLSearchParams(carriedQuery(state, kept));
    next.set(KEYS.open, String(inquiryId));
    return `?${next.toString()}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(KEYS.open);
    setParams(next);
  };
  const counts = query.data?.counts;
  return (
    <PageFrame
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        counts && (
          <p className="ciq-counts" aria-live="polite">
            <button type="button" className="ciq-count is-open" onClick={() => setExtra(KEYS.status, 'OPEN')}>
              {t('list.openCount', { count: counts.open })}
            </button>
            <button type="button" className="ciq-count" onClick={() => setExtra(KEYS.mine, 'Y')}>
              {t('list.mineCount', { count: counts.mine })}
            </button>
          </p>
        )
      }
    >
      <ListToolbar
        state={state}
        onChange={update}
        totalCount={query.data?.totalCount}
        searchLabel={t('list.searchText')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <>
            <ChoiceFilter
              label={t('list.status')}
              allLabel={t('list.all')}
              value={status}
              options={statusOptions()}
              onChange={(v) => setExtra(KEYS.status, v)}
            />
            <ChoiceFilter
              label={t('list.assignee')}
              allLabel={t('list.everyone')}
              value={mine ? 'Y' : undefined}
              options={[{ value: 'Y', label: t('list.onlyMine') }]}
              onChange={(v) => setExtra(KEYS.mine, v)}
            />
            <DateFilter label={t('list.from')} value={fromDate} max={toDate} onChange={(v) => setExtra(KEYS.from, v)} />
            <DateFilter label={t('list.to')} value={toDate} min={fromDate} onChange={(v) => setExtra(KEYS.to, v)} />
          </>
        }
      />
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={isSearching(state, status, mine, fromDate, toDate)}
        emptyText={t('list.empty')}
      >
        {(page) => <InquiryTable caption={t('list.title')} items={page.items} href={(i) => href(i.inquiryId)} />}
      </ListView>
      <InquiryDrawer inquiryId={openId} onClose={close} />
    </PageFrame>
  );
}
