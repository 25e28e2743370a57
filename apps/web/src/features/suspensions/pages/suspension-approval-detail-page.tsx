import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSuspension } from '../api/suspensions';
import { SuspensionDocument } from '../components/suspension-document';
import { ChangeReception, StaffMemo } from '../components/staff-parts';
import '../suspensions.css';

/**
 * The provider staff's page of a suspension request (P3512): the document with the actions receive, approve, return
 * (with a reason) and cancel from the action bar, the change reception (new period and change reason in one step) and
 * the staff memo.
 */
export default function SuspensionApprovalDetailPage() {
  const { suspensionId } = useParams();
  const [params] = useSearchParams();
  const id = Number(suspensionId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useSuspension(valid ? id : null);
  if (!valid) return <Navigate to="/404" replace />;
  const from = params.get('from');
  const qs = params.toString();
  const backHref = from === 'queue' ? '/admin/work-queue' : `/admin/suspension-approval-list${qs ? `?${qs}` : ''}`;
  const s = query.data;
  return (
    <SuspensionDocument
      query={query}
      provider
      backHref={backHref}
      hiddenActions={['receiveChange']}
      barExtra={s && <ChangeReception key={`${s.suspensionId}-${s.version}`} suspension={s} />}
      staffPart={s && <StaffMemo key={s.suspensionId} suspension={s} />}
    />
  );
}
