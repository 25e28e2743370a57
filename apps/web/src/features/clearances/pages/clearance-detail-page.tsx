import { Navigate, useParams, useSearchParams } from 'react-router';
import { useRoles } from '../../../components/use-roles';
import { useClearance, useExchangeClearance } from '../api/clearances';
import { ClearanceDocument } from '../components/clearance-document';
import '../clearances.css';

/**
 * A clearance (`/audit/:clearanceId/clearance-detail`) for its three parties: the customer (its own only: another
 * company's answers as not found), provider staff and the exchange reviewer (on the exchange's calls).
 */
export default function ClearanceDetailPage() {
  const { clearanceId } = useParams();
  const [params] = useSearchParams();
  const { isProvider, isReviewer } = useRoles();
  const id = Number(clearanceId);
  const valid = Number.isInteger(id) && id > 0;
  const exchange = isReviewer && !isProvider;
  const user = useClearance(valid && !exchange ? id : null);
  const reviewer = useExchangeClearance(valid && exchange ? id : null);
  if (!valid) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const list = exchange ? '/exchange/clearance-list' : isProvider ? '/admin/clearance-list' : '/audit/clearance-list';
  return <ClearanceDocument query={exchange ? reviewer : user} exchange={exchange} backHref={list && `${list}${qs ? `?${qs}` : ''}`} />;
}
