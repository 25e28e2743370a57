import { ChoiceFilter } from '../../../components/list/choice-filter';
import { CompanySelect } from '../../../components/company-select/company-select';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useTranslation } from 'react-i18next';
import { useSuspensions } from '../api/suspensions';
import { asSuspensionState, SuspensionTable, suspensionHref, suspensionStateOptions } from './suspension-parts';
import '../suspensions.css';

const KEYS = { state: 'state', from: 'from', to: 'to', company: 'company', order: 'order' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The list of suspension requests: customers their company's (P3501), provider staff every company's (P3511, `staff`):
 * filters by status, a period meeting from..to, company (staff) and text; sorted by request time or start date, newest
 * or oldest first; page sizes 10, 50, 100; everything in the URL.
 */
export function SuspensionList({ staff }: { staff: boolean }) {
  const { t } = useTranslation('suspensions');
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const suspensionState = asSuspensionState(extra[KEYS.state]);
  const fromDate = dateParam(extra[KEYS.from]);
  const toDate = dateParam(extra[KEYS.to]);
  const companyNumber = Number(extra[KEYS.company]);
  const companyId = staff && Number.isInteger(companyNumber) && companyNumber > 0 ? companyNumber : undefined;
  const order = extra[KEYS.order] === 'period' ? 'period' : undefined;
  const asc = state.sort === 'oldest';
  const query = useSuspensions({
    state: suspensionState,
    fromDate,
    toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
    companyId,
    searchText: state.keyword || undefined,
    sort: order === 'period' ? (asc ? 'periodFromAsc' : 'periodFromDesc') : asc ? 'requestedAsc' : 'requestedDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const carried = carriedQuery(state, Object.fromEntries(Object.entries(extra).filter(([, v]) => v)));
  const currentName = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.companyName : undefined;
  const title = staff ? t('list.titleStaff') : t('list.title');
  return (
    <PageFrame title={title} lead={staff ? t('list.leadStaff') : t('list.lead')}>
      <ListToolbar
        state={state}
        onChange={update}
        totalCount={query.data?.totalCount}
        searchLabel={t('list.searchText')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <>
            <ChoiceFilter
              label={t('list.state')}
              allLabel={t('list.all')}
              value={suspensionState}
              options={suspensionStateOptions()}
              onChange={(v) => setExtra(KEYS.state, v)}
            />
            <DateFilter label={t('list.from')} value={fromDate} max={toDate} onChange={(v) => setExtra(KEYS.from, v)} />
            <DateFilter label={t('list.to')} value={toDate} min={fromDate} onChange={(v) => setExtra(KEYS.to, v)} />
            {staff && (
              <CompanySelect
                label={t('list.company')}
                placeholder={t('list.allCompanies')}
                notFound={t('list.noCompany')}
                value={companyId}
                currentName={currentName}
                onChange={(v) => setExtra(KEYS.company, v ? String(v) : null)}
              />
            )}
            <ChoiceFilter
              label={t('list.order')}
              allLabel={t('list.orderRequested')}
              value={order}
              options={[{ value: 'period' as const, label: t('list.orderPeriod') }]}
              onChange={(v) => setExtra(KEYS.order, v)}
            />
          </>
        }
      />
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={isSearching(state, suspensionState, fromDate, toDate, companyId)}
        emptyText={staff ? t('list.emptyStaff') : t('list.empty')}
      >
        {(page) => (
          <SuspensionTable
            caption={title}
            items={page.items}
            showCompany={staff}
            href={(item) => `${suspensionHref(item.suspensionId, staff)}${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
