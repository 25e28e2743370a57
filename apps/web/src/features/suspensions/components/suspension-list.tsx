import { SUSPENSION_WORKFLOW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useSuspensions } from '../api/suspensions';
import { SuspensionTable, suspensionHref } from './suspension-parts';
import '../suspensions.css';

const KEYS = { order: 'order' } as const;

/**
 * The list of suspension requests: customers their company's (P3501), provider staff every company's (P3511, `staff`):
 * filters by status, a period meeting from..to, company (staff) and text; sorted by request time or start date, newest
 * or oldest first; page sizes 10, 50, 100; everything in the URL.
 */
export function SuspensionList({ staff }: { staff: boolean }) {
  const { t } = useTranslation('suspensions');
  const list = useRequestListState(SUSPENSION_WORKFLOW, [KEYS.order], { company: staff });
  const { state, extra, setExtra, period } = list;
  const companyId = staff ? list.companyId : undefined;
  const order = extra[KEYS.order] === 'period' ? 'period' : undefined;
  const asc = state.sort === 'oldest';
  const query = useSuspensions({
    ...list.page,
    ...list.periodBody,
    state: list.stateValue,
    companyId,
    sort: order === 'period' ? (asc ? 'periodFromAsc' : 'periodFromDesc') : asc ? 'requestedAsc' : 'requestedDesc',
  });
  const title = staff ? t('list.titleStaff') : t('list.title');
  return (
    <RequestList
      {...list.props}
      declaration={SUSPENSION_WORKFLOW}
      texts={listTexts(t, {
        title,
        lead: staff ? t('list.leadStaff') : t('list.lead'),
        emptyText: staff ? t('list.emptyStaff') : t('list.empty'),
      })}
      query={query}
      searching={isSearching(state, list.stateValue, period.fromDate, period.toDate, companyId)}
      filters={
        <>
          <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
          <ChoiceFilter
            label={t('list.order')}
            allLabel={t('list.orderRequested')}
            value={order}
            options={[{ value: 'period' as const, label: t('list.orderPeriod') }]}
            onChange={(v) => setExtra(KEYS.order, v)}
          />
        </>
      }
    >
      {(page) => (
        <SuspensionTable
          caption={title}
          items={page.items}
          showCompany={staff}
          href={(item) => `${suspensionHref(item.suspensionId, staff)}${list.carried}`}
        />
      )}
    </RequestList>
  );
}
