import { BILLING_DISPUTE_LIST_PAGE } from '@portal/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useRoles } from '../../../components/use-roles';
import { useBillingDispute } from '../api/billing-disputes';
import { DisputeDocument } from '../components/dispute-document';
import '../billing-disputes.css';

/** A dispute of a bill line (/billing/:disputeId/dispute-detail, P4212): the customer may withdraw it, the desk decide it. */
export default function DisputeDetailPage() {
  const { disputeId } = useParams();
  const [params] = useSearchParams();
  const id = Number(disputeId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useBillingDispute(valid ? id : null);
  const { isProvider } = useRoles();
  if (!valid) return <Navigate to="/404" replace />;
  const qs = params.toString();
  return <DisputeDocument query={query} provider={isProvider} backHref={`${BILLING_DISPUTE_LIST_PAGE}${qs ? `?${qs}` : ''}`} />;
}
