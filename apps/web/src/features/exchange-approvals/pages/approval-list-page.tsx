import { ApprovalList } from '../components/approval-list';

/** The exchange reviewer's approval list (P4001, /exchange/approval-list). */
export default function ApprovalListPage() {
  return <ApprovalList />;
}
