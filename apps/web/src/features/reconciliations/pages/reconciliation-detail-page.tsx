import { Navigate, useParams, useSearchParams } from 'react-router';
import { useReconciliation } from '../api/reconciliations';
import { ReconciliationDocument } from '../components/reconciliation-document';
import '../reconciliations.css';

/** A reconciliation (P4303): its result, differences, corrections and history; the actions of the caller's role. */
export default function ReconciliationDetailPage() {
  const { reconciliationId } = useParams();
  const [params] = useSearchParams();
  const id = Number(reconciliationId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useReconciliation(valid ? id : null);
  if (!valid) return <Navigate to="/404" replace />;
  const qs = params.toString();
  return <ReconciliationDocument query={query} backHref={`/audit/reconciliation-list${qs ? `?${qs}` : ''}`} />;
}
