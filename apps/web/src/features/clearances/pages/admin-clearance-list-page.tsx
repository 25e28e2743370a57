import { ClearanceList } from '../components/clearance-list';

/** Provider staff's clearances (`/admin/clearance-list`): every company's, with the preparation of a new one. */
export default function AdminClearanceListPage() {
  return <ClearanceList exchange={false} />;
}
