import { readCsvRows } from './csv';
import type { TReportFileKind } from './kind';
import type { TRawCell } from './rows';
import { readXlsRows } from './xls';
import { readXlsxRows } from './xlsx';

/** A reader of one kind: calls `onRow` for every row of the file's first sheet (or every CSV record), in order. */
export type TRowSource = (path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void) => Promise<void>;

export const ROW_SOURCES: Record<TReportFileKind, TRowSource> = { xlsx: readXlsxRows, xls: readXlsRows, csv: readCsvRows };
