import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSuspension } from '../api/suspensions';
import { SuspensionDocument } from '../components/suspension-document';
import '../suspensions.css';
import { useRoles } from '../../../components/use-roles';

/** A suspension request (P3503): the document with its status, fields and history; the customer may cancel before approval. */
export default function SuspensionDetailPage() {
  const { suspensionId } = useParams();
  const [params] = useSearchParams();
  const id = Number(suspensionId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useSuspension(valid ? id : null);
  const { isProvider } = useRoles();
  if (!valid) return <Navigate to="/404" replace />;
  const qs = params.toString();
  return <SuspensionDocument query={query} provider={isProvider} backHref={`/contract/suspension-list${qs ? `?${qs}` : ''}`} />;
}
