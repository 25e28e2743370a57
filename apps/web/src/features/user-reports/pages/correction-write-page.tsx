import { ReportWritePage } from './report-write-page';

/** The correction report (P3804): a submitted report of the last 3 months, the same entry, a required reason. */
export default function CorrectionWritePage() {
  return <ReportWritePage correction />;
}
