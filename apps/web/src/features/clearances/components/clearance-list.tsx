import { CLEARANCE_WORKFLOW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useClearances, useExchangeClearances } from '../api/clearances';
import { ClearanceTable, clearanceHref } from './clearance-parts';
import { PrepareClearance } from './prepare-clearance';
import { useRoles } from '../../../components/use-roles';
import '../clearances.css';

/**
 * The list of clearances: provider staff every company's, with the preparation of a new one (`/admin/clearance-list`);
 * the exchange reviewer every company's (`/exchange/clearance-list`); a customer member its company's own
 * (`/audit/clearance-list`). Filters by status, company (staff) and text; the state of the list stays in the URL.
 */
export function ClearanceList({ exchange }: { exchange: boolean }) {
  const { t } = useTranslation('clearances');
  const { isProvider } = useRoles();
  const customer = !exchange && !isProvider;
  const list = useRequestListState(CLEARANCE_WORKFLOW, [], { company: isProvider });
  const { state } = list;
  const companyId = isProvider ? list.companyId : undefined;
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
  const lead = exchange ? t('list.leadExchange') : customer ? t('list.leadCustomer') : t('list.lead');
  const emptyText = exchange ? t('list.emptyExchange') : customer ? t('list.emptyCustomer') : t('list.empty');
  return (
    <RequestList
      {...list.props}
      declaration={CLEARANCE_WORKFLOW}
      texts={listTexts(t, {
        title,
        lead,
        emptyText,
      })}
      query={query}
      searching={isSearching(state, list.stateValue, companyId)}
      before={isProvider ? <PrepareClearance /> : undefined}
    >
      {(page) => (
        <ClearanceTable
          caption={title}
          items={page.items}
          showCompany={!customer}
          href={(item) => `${clearanceHref(item.clearanceId)}${list.carried}`}
        />
      )}
    </RequestList>
  );
}
