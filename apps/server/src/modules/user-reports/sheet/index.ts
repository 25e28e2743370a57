/**
 * User report files: reading an uploaded xlsx, xls or csv into checked rows, the marked copy of a file
 * with its bad cells, and the xlsx form. The kind is decided by the name and the bytes; every cell goes through the
 * contract's `checkReportRow`.
 */

export type { TReportFileKind } from './kind';
export { EXAMPLE_MARKER } from './rows';
export { buildReportForm, CODES_SHEET, FORM_SHEET, INSTRUCTIONS_SHEET } from './form';
export { ERRORS_SHEET, writeMarkedCopy } from './marked';
export { readEntitlementFile, readReportFile, type TReadEntitlementFileResult, type TReadReportFileResult } from './read';
