import { buildReportForm, readReportFile, writeMarkedCopy } from './sheet/index';
import type { ReportSheet } from './upload';

/** The file side of reports as this area calls it (the sheet module: reading, the marked copy, the form). */
export const reportSheet: ReportSheet = { readReportFile, writeMarkedCopy, buildReportForm };
