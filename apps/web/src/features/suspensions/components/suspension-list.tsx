import { ChoiceFilter } from '../../../components/list/choice-filter';
import { CompanySelect } from '../../../components/company-select/company-select';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useTranslation } from 'react-i18next';
import { useSuspensions } from '../api/suspensions';
import { asSuspensionState, SuspensionTable, suspensionHref, suspensionStateOptions } from './suspension-parts';
import '../suspensions.css';

const KEYS = { state: 'state', company: 'company', order: 'order' } as const;

/**
 * The list of suspension requests: customers their company's (P3501), provider staff every company's (P3511, `staff`):
 * filters by status, a period meeting from..to, company (staff) and text; sorted by request time or start date, newest
 * or oldest first; page sizes 10, 50, 100; everything in the URL.
 */
export function SuspensionList({ staff }: { staff: boolean }) {
  const { t } = useTranslation('suspensions');
  const { state, update, extra, setExtra, period, carried, ...list } = useRequestListState(undefined, [KEYS.order], { company: staff });
  const suspensionState = asSuspensionState(extra[KEYS.state]);
  const companyId = staff ? list.companyId : undefined;
  const order = extra[KEYS.order] === 'period' ? 'period' : undefined;
  const asc = state.sort === 'oldest';
  const query = useSuspensions({
    ...list.page,
    ...list.periodBody,
    state: suspensionState,
    companyId,
    sort: order === 'period' ? (asc ? 'periodFromAsc' : 'periodFromDesc') : asc ? 'requestedAsc' : 'requestedDesc',
  });
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
            <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
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
        searching={isSearching(state, suspensionState, period.fromDate, period.toDate, companyId)}
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
