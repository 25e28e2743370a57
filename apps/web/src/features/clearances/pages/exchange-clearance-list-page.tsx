import { ClearanceList } from '../components/clearance-list';

/** The exchange reviewer's clearances (`/exchange/clearance-list`): every company's; accepted ones wait to be issued. */
export default function ExchangeClearanceListPage() {
  return <ClearanceList exchange />;
}
