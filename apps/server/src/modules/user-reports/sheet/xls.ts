import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { FormulaCell, ReportFileError, type TRawCell } from './rows';

/**
 * Legacy xls (BIFF, an OLE compound file) through SheetJS 0.20.3 (`@e965/xlsx`, the registry mirror of the fixed
 * official build; the `xlsx` 0.18.5 package carries CVE-2023-30533 and CVE-2024-22363). An xls is at most 10 MB
 * (checked before) and holds at most 65,536 rows, so it is read whole. Cells as the xlsx reader gives them: a number
 * in a date format becomes a Date (the serial read as a UTC day), a formula a FormulaCell whatever its cached value.
 */

/** SheetJS's compound-file reader (typed `any` by the package). */
const CFB = XLSX.CFB as { read(bytes: Buffer, opts: { type: 'buffer' }): unknown; find(container: unknown, name: string): unknown };

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function xlsCell(cell: XLSX.CellObject | undefined, date1904: boolean): TRawCell {
  if (!cell) return null;
  if (cell.f !== undefined || cell.F !== undefined) return new FormulaCell(String(cell.f ?? cell.F));
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
        return new Date(Math.round(EXCEL_EPOCH_MS + (v + (date1904 ? 1462 : 0)) * DAY_MS));
      }
      return v;
    }
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return Boolean(cell.v);
    case 'd':
      return cell.v instanceof Date ? cell.v : String(cell.v);
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

export async function readXlsRows(path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void): Promise<void> {
  const bytes = await readFile(path);
  // An OLE file of another program (a Word .doc, an installer) renamed .xls holds no workbook stream.
  let container: unknown;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    throw new ReportFileError('URF1N4006', { fileName: filename });
  }
  if (!CFB.find(container, 'Workbook') && !CFB.find(container, 'Book')) {
    throw new ReportFileError('URF1N4152', { extension: 'xls', fileName: filename });
  }
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellNF: true, cellDates: false, cellHTML: false, dense: true });
  } catch {
    throw new ReportFileError('URF1N4006', { fileName: filename });
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheet) return;
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const data = (sheet as unknown as { '!data'?: (XLSX.CellObject[] | undefined)[] })['!data'] ?? [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const cells: TRawCell[] = new Array<TRawCell>(row.length);
    for (let c = 0; c < row.length; c++) cells[c] = xlsCell(row[c], date1904);
    onRow(r + 1, cells);
  }
}
