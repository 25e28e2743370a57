import { BILLING_DISPUTE_WORKFLOW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { useRoles } from '../../../components/use-roles';
import { useBillingDisputes } from '../api/billing-disputes';
import { DisputeTable } from '../components/dispute-parts';
import '../billing-disputes.css';

/**
 * The disputes of bill lines (/billing/dispute-list, P4211): a customer's company's, or every company's for the provider
 * desk (with the company filter); by status and text, newest first; page sizes 10, 50, 100; everything in the URL. A
 * dispute is made from the bill's line, so the list has no "new" link.
 */
export default function DisputeListPage() {
  const { t } = useTranslation('billing-disputes');
  const { isProvider: staff } = useRoles();
  const list = useRequestListState(BILLING_DISPUTE_WORKFLOW, [], { company: staff });
  const { state } = list;
  const companyId = staff ? list.companyId : undefined;
  const query = useBillingDisputes({
    ...list.page,
    state: list.stateValue,
    companyId,
    sort: state.sort === 'oldest' ? 'requestedAsc' : 'requestedDesc',
  });
  const title = staff ? t('list.titleStaff') : t('list.title');
  return (
    <RequestList
      {...list.props}
      declaration={BILLING_DISPUTE_WORKFLOW}
      texts={listTexts(t, {
        title,
        lead: staff ? t('list.leadStaff') : t('list.lead'),
        emptyText: staff ? t('list.emptyStaff') : t('list.empty'),
      })}
      query={query}
      searching={isSearching(state, list.stateValue, companyId)}
    >
      {(page) => <DisputeTable caption={title} items={page.items} showCompany={staff} carried={list.carried} />}
    </RequestList>
  );
}
