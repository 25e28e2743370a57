import type { TEntitlementMapping, TReportCellIssue, TUserReportRow } from '@portal/contract';
import type { TReadEntitlementFileResult } from './sheet/index';
import { buildReportForm, writeMarkedCopy } from './sheet/index';
import { sheetReaders } from './sheet/pool';

/** The file side (reports-sheet's `sheet/index.ts`), as this area calls it. */
export interface ReadReportFileResult {
  rows: TUserReportRow[];
  issues: TReportCellIssue[];
  rowCount: number;
  fileError?: { code: string; params?: Record<string, string | number> };
}
export interface ReportSheet {
  readReportFile(
    path: string,
    filename: string,
    ctx: {
      productCodes: ReadonlySet<string>;
      onProgress?: (rowsRead: number) => void;
      maxRows?: number;
      /** The company whose file it is (files are read a few at once, one per company at a time). */
      companyId?: number;
      /** The file's turn has come: it is being read. */
      onStart?: () => void;
    },
  ): Promise<ReadReportFileResult>;
  /**
   * A reconciliation's entitlement extract (decision 079): the same reader threads, limits and refusals as a report
   * file; its header read through the company's column mapping when given.
   */
  readEntitlementFile(
    path: string,
    filename: string,
    ctx: { productCodes: ReadonlySet<string>; mapping?: TEntitlementMapping; companyId?: number; maxRows?: number },
  ): Promise<TReadEntitlementFileResult>;
  /** Whether a file of this company would wait its turn if asked now (its upload is then WAITING). */
  wouldWait?(companyId: number): boolean;
  writeMarkedCopy(path: string, filename: string, issues: TReportCellIssue[], lang: 'ko' | 'en', out: string): Promise<void>;
  buildReportForm(products: { code: string; nameKo: string; nameEn: string }[]): Promise<Buffer>;
}

/**
 * The file side of reports as this area calls it (the sheet module: reading, the marked copy, the form). Files are read
 * in the process's reader threads (sheet/pool.ts: bounded heaps, a few at once, one per company at a time).
 */
export const reportSheet: ReportSheet = {
  readReportFile: (path, filename, ctx) => sheetReaders.readReportFile(path, filename, ctx),
  readEntitlementFile: (path, filename, ctx) => sheetReaders.readEntitlementFile(path, filename, ctx),
  wouldWait: (companyId) => sheetReaders.wouldWait(companyId),
  writeMarkedCopy,
  buildReportForm,
};
