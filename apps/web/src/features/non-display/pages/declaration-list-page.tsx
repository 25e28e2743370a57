import { NON_DISPLAY_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useRoles } from '../../../components/use-roles';
import { isId } from '../../../lib/request-queries';
import { useNonDisplayReports } from '../api/non-display';
import { DeclarationTable, declarationPage } from '../components/declaration-parts';
import '../non-display.css';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';

const KEYS = { orderId: 'orderId' } as const;

/**
 * The declaration list (P3401): status and change history (revision and last change) of each declaration, search by
 * status and number text, sort and page size, everything in the URL; per row the PDF and the order form. Customers
 * submit a new report from here; provider staff also see and filter by company.
 */
export default function DeclarationListPage() {
  const { t } = useTranslation('non-display');
  const { isProvider, isCustomer } = useRoles();
  const list = useRequestListState(NON_DISPLAY_WORKFLOW, Object.values(KEYS));
  // The declarations of one order form (the order page's "non-display report" for provider staff).
  const orderNumber = Number(list.extra[KEYS.orderId]);
  const orderId = isId(orderNumber) && orderNumber <= 2_147_483_647 ? orderNumber : undefined;
  const query = useNonDisplayReports({
    ...list.page,
    state: list.stateValue,
    companyId: list.companyId,
    orderId,
    sort: list.state.sort === 'oldest' ? 'updatedAsc' : 'updatedDesc',
  });
  const searching = isSearching(list.state, list.stateValue, list.companyId, orderId);
  return (
    <RequestList
      {...list.props}
      declaration={NON_DISPLAY_WORKFLOW}
      texts={listTexts(t, {
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        emptyText: isCustomer ? t('list.emptyCustomer') : t('list.empty'),
      })}
      query={query}
      newRequest={{ to: '/report/non-display-write', label: t('list.newReport') }}
      before={<PolicyHoldBanner />}
      searching={searching}
    >
      {(page) => (
        <DeclarationTable
          caption={t('list.title')}
          items={page.items}
          provider={isProvider}
          href={(item) => `${declarationPage(item.declarationId)}${list.carried}`}
        />
      )}
    </RequestList>
  );
}
