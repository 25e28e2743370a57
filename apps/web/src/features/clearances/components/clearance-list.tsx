import { CLEARANCE_WORKFLOW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useClearances, useExchangeClearances } from '../api/clearances';
import { ClearanceTable, clearanceHref } from './clearance-parts';
import { PrepareClearance } from './prepare-clearance';
import '../clearances.css';

/**
 * The list of clearances: provider staff every company's, with the preparation of a new one (`/admin/clearance-list`);
 * the exchange reviewer every company's (`/exchange/clearance-list`). Filters by status, company (staff) and text; the
 * state of the list stays in the URL.
 */
export function ClearanceList({ exchange }: { exchange: boolean }) {
  const { t } = useTranslation('clearances');
  const list = useRequestListState(CLEARANCE_WORKFLOW, [], { company: !exchange });
  const { state } = list;
  const companyId = exchange ? undefined : list.companyId;
  const body = {
    ...list.page,
    state: list.stateValue,
    companyId,
    sort: state.sort === 'oldest' ? ('createdAsc' as const) : ('createdDesc' as const),
  };
  const staffQuery = useClearances(body, !exchange);
  const exchangeQuery = useExchangeClearances(body, exchange);
  const query = exchange ? exchangeQuery : staffQuery;
  const title = exchange ? t('list.titleExchange') : t('list.title');
  return (
    <RequestList
      {...list.props}
      declaration={CLEARANCE_WORKFLOW}
      texts={listTexts(t, {
        title,
        lead: exchange ? t('list.leadExchange') : t('list.lead'),
        emptyText: exchange ? t('list.emptyExchange') : t('list.empty'),
      })}
      query={query}
      searching={isSearching(state, list.stateValue, companyId)}
      before={exchange ? undefined : <PrepareClearance />}
    >
      {(page) => (
        <ClearanceTable
          caption={title}
          items={page.items}
          showCompany
          href={(item) => `${clearanceHref(item.clearanceId)}${list.carried}`}
        />
      )}
    </RequestList>
  );
}
