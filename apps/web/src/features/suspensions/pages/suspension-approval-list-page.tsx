import { SuspensionList } from '../components/suspension-list';

/** The suspension approval list of provider staff (P3511): every company's requests, filtered and sorted. */
export default function SuspensionApprovalListPage() {
  return <SuspensionList staff />;
}
