import * as sheet from './sheet/index';
import type { ReportSheet } from './upload';

/**
 * The file side of reports as this area calls it (reports-sheet's `sheet/index.ts`). The marked copy and the form
 * generator are optional until the sheet module provides them: without `writeMarkedCopy` an upload with bad cells lists
 * its issues without a copy to download; without `buildReportForm` the seed stores no default form (the download then
 * answers the spec's "사용자 리포트 양식 파일이 없습니다.").
 */
const optional = sheet as Partial<Pick<ReportSheet, 'writeMarkedCopy' | 'buildReportForm'>>;
export const reportSheet: ReportSheet = {
  readReportFile: sheet.readReportFile,
  writeMarkedCopy: optional.writeMarkedCopy,
  buildReportForm: optional.buildReportForm,
};
