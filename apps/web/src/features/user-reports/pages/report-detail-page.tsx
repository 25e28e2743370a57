import { ReportDocument } from '../components/report-document';
import '../user-reports.css';

/** A user report for the customer (P3803): information, approval status, rows, history and the reader's actions. */
export default function ReportDetailPage() {
  return <ReportDocument review={false} />;
}
