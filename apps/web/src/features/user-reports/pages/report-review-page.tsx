import { ReportDocument } from '../components/report-document';
import '../user-reports.css';

/** A user report for provider staff (P3811): the same document with approve, reject and return for information. */
export default function ReportReviewPage() {
  return <ReportDocument review />;
}
