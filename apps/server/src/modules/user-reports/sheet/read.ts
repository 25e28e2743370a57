import type { TEntitlementCellIssue, TEntitlementMapping, TEntitlementRow, TReportCellIssue, TUserReportRow } from '@portal/contract';
import { EntitlementRowCollector } from './entitlements';
import { sniffReportFile } from './kind';
import { ReportFileError, ReportRowCollector, type TFileError } from './rows';
import { ROW_SOURCES } from './sources';

/** Reading a report file into checked rows (what the reader thread runs: no form, no marked copy, no server). */

export interface TReadReportFileResult {
  rows: TUserReportRow[];
  issues: TReportCellIssue[];
  rowCount: number;
  /** A refusal of the whole file (then rows and issues are empty). */
  fileError?: TFileError;
}

/**
 * Reads a staged report file: checks its kind and size (a file over 10 MB is never opened past its size), then reads
 * it row by row, header first. Answers the clean rows and the cell issues (sorted by row, then column), or a
 * `fileError` refusing the whole file (its code is of the URF table, errors/user-report-files.ts).
 */
export async function readReportFile(
  path: string,
  filename: string,
  ctx: { productCodes: ReadonlySet<string>; onProgress?: (rowsRead: number) => void; maxRows?: number },
): Promise<TReadReportFileResult> {
  try {
    const { kind } = await sniffReportFile(path, filename);
    const collector = new ReportRowCollector(ctx);
    await ROW_SOURCES[kind](path, filename, (rowNumber, cells) => collector.add(rowNumber, cells));
    collector.finish();
    return { rows: collector.rows, issues: collector.issues, rowCount: collector.rowCount };
  } catch (err) {
    if (err instanceof ReportFileError) return { rows: [], issues: [], rowCount: 0, fileError: err.toJSON() };
    throw err;
  }
}

export interface TReadEntitlementFileResult {
  rows: TEntitlementRow[];
  /** The first issues (ENTITLEMENT_ISSUES_KEPT) and how many there were. */
  issues: TEntitlementCellIssue[];
  issueCount: number;
  rowCount: number;
  fileError?: TFileError;
}

/**
 * Reads a staged entitlement extract (a reconciliation's, decision 079) with the same kind check, size limit and readers
 * as a report file; the header through the company's mapping when given.
 */
export async function readEntitlementFile(
  path: string,
  filename: string,
  ctx: { productCodes: ReadonlySet<string>; mapping?: TEntitlementMapping; onProgress?: (rowsRead: number) => void; maxRows?: number },
): Promise<TReadEntitlementFileResult> {
  try {
    const { kind } = await sniffReportFile(path, filename);
    const collector = new EntitlementRowCollector(ctx);
    await ROW_SOURCES[kind](path, filename, (rowNumber, cells) => collector.add(rowNumber, cells));
    collector.finish();
    return { rows: collector.rows, issues: collector.issues, issueCount: collector.issueCount, rowCount: collector.rowCount };
  } catch (err) {
    if (err instanceof ReportFileError) return { rows: [], issues: [], issueCount: 0, rowCount: 0, fileError: err.toJSON() };
    throw err;
  }
}
