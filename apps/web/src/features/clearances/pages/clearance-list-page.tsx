import { ClearanceList } from '../components/clearance-list';

/** A customer member's clearances (`/audit/clearance-list`): its company's own, offered, accepted and issued. */
export default function ClearanceListPage() {
  return <ClearanceList exchange={false} />;
}
