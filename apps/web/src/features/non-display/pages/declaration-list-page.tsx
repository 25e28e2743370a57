import { NON_DISPLAY_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { useNonDisplayReports } from '../api/non-display';
import { DeclarationTable, declarationPage } from '../components/declaration-parts';
import '../non-display.css';
import { useRoles } from '../../../components/use-roles';
import { companyFilterOf, RequestList, stateOf } from '../../../components/request-list/request-list';

const KEYS = { state: 'state', company: 'company', orderId: 'orderId' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The declaration list (P3401): status and change history (revision and last change) of each declaration, search by
 * status and number text, sort and page size, everything in the URL; per row the PDF and the order form. Customers
 * submit a new report from here; provider staff also see and filter by company.
 */
export default function DeclarationListPage() {
  const { t } = useTranslation('non-display');
  const { isProvider, isCustomer } = useRoles();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const declarationState = stateOf(NON_DISPLAY_WORKFLOW, extra[KEYS.state]);
  const companyId = companyFilterOf(extra[KEYS.company], isProvider);
  // The declarations of one order form (the order page's "non-display report" for provider staff).
  const orderNumber = Number(extra[KEYS.orderId]);
  const orderId = Number.isInteger(orderNumber) && orderNumber > 0 && orderNumber <= 2_147_483_647 ? orderNumber : undefined;
  const query = useNonDisplayReports({
    state: declarationState,
    companyId,
    orderId,
    searchText: state.keyword || undefined,
    sort: state.sort === 'oldest' ? 'updatedAsc' : 'updatedDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  const carried = carriedQuery(state, kept);
  const searching = isSearching(state, declarationState, companyId, orderId);
  return (
    <RequestList
      declaration={NON_DISPLAY_WORKFLOW}
      texts={{
        title: t('list.title'),
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        searchLabel: t('list.searchText'),
        searchPlaceholder: t('list.searchPlaceholder'),
        emptyText: isCustomer ? t('list.emptyCustomer') : t('list.empty'),
      }}
      list={{ state, update }}
      query={query}
      stateValue={declarationState}
      onStateChange={(v) => setExtra(KEYS.state, v ?? null)}
      company={{ value: companyId, onChange: (v) => setExtra(KEYS.company, v ? String(v) : null) }}
      newRequest={{ to: '/report/non-display-write', label: t('list.newReport') }}
      searching={searching}
    >
      {(page) => (
        <DeclarationTable
          caption={t('list.title')}
          items={page.items}
          provider={isProvider}
          href={(item) => `${declarationPage(item.declarationId)}${carried}`}
        />
      )}
    </RequestList>
  );
}
