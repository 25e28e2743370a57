import { REPORT_COLUMNS, reportCellMessage, type TLanguage, type TReportCellIssue, type TReportColumnKey } from '@portal/contract';
import ExcelJS from 'exceljs';
import { setSafeCell } from '../../../platform/spreadsheet';
import { FORM_SHEET } from './form';
import { sniffReportFile } from './kind';
import { cellText, FormulaCell, headerColumn, type TRawCell } from './rows';
import { ROW_SOURCES } from './sources';

/**
 * The marked copy of an uploaded report file: always an xlsx, written as a stream. Its first
 * sheet is the file's first sheet (or the CSV) cell for cell at the same rows and columns, each bad cell filled
 * red with a note giving the reason in the member's language; the second sheet lists every issue by row, column and
 * reason. Nothing in it is a formula: a formula of the upload is copied as its text (quote-prefixed), and every
 * formula-like text keeps the quote-prefix mark (platform/spreadsheet.ts). Fixed and uploaded again, the copy reads
 * as the original would (its first sheet, header in row 1).
 */

export const ERRORS_SHEET = '오류 목록 (Errors)';

const BAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const BAD_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' } };
const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } },
};
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };

const LIST_HEADERS: Record<TLanguage, string[]> = {
  ko: ['행', '열', '항목', '사유'],
  en: ['Row', 'Column', 'Item', 'Reason'],
};

const letterOf = (index: number): string => {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

const copyValue = (cell: TRawCell): string | number | Date | null => {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof FormulaCell) return `=${cell.formula}`;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell;
};

export async function writeMarkedCopy(
  path: string,
  filename: string,
  issues: TReportCellIssue[],
  lang: TLanguage,
  out: string,
): Promise<void> {
  const { kind } = await sniffReportFile(path, filename);
  const read = ROW_SOURCES[kind];
  const byRow = new Map<number, TReportCellIssue[]>();
  for (const issue of issues) {
    const list = byRow.get(issue.row);
    if (list) list.push(issue);
    else byRow.set(issue.row, [issue]);
  }

  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'Portal';
  wb.created = new Date();
  const ws = wb.addWorksheet(FORM_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = REPORT_COLUMNS.map(() => ({ width: 22 }));
  /** Where each column of the report is in the file (0-based), from its header row. */
  let positions: Map<TReportColumnKey, number> | null = null;

  await read(path, filename, (rowNumber, cells) => {
    const headerRow = positions === null && cells.some((c) => cellText(c).trim() !== '');
    if (headerRow) {
      positions = new Map();
      cells.forEach((c, i) => {
        const key = headerColumn(cellText(c).trim());
        if (key && !positions!.has(key)) positions!.set(key, i);
      });
    }
    const row = ws.getRow(rowNumber);
    cells.forEach((c, i) => {
      const value = copyValue(c);
      if (value === null) return;
      setSafeCell(row.getCell(i + 1), value, headerRow ? HEADER_STYLE : value instanceof Date ? DATE_STYLE : undefined);
    });
    for (const issue of byRow.get(rowNumber) ?? []) {
      const at = positions?.get(issue.column);
      if (at === undefined) continue;
      const cell = row.getCell(at + 1);
      cell.style = { ...cell.style, fill: BAD_FILL, font: BAD_FONT };
      cell.note = reportCellMessage(issue, lang);
    }
    row.commit();
  });
  await ws.commit();

  const list = wb.addWorksheet(ERRORS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = [{ width: 8 }, { width: 8 }, { width: 28 }, { width: 80 }];
  const header = list.addRow([]);
  LIST_HEADERS[lang].forEach((h, i) => setSafeCell(header.getCell(i + 1), h, HEADER_STYLE));
  header.commit();
  const found = positions as Map<TReportColumnKey, number> | null;
  for (const issue of issues) {
    const row = list.addRow([]);
    const at = found?.get(issue.column);
    const label = REPORT_COLUMNS.find((c) => c.key === issue.column)!.label[lang];
    [issue.row, at === undefined ? '' : letterOf(at), label, reportCellMessage(issue, lang)].forEach((v, i) =>
      setSafeCell(row.getCell(i + 1), v),
    );
    row.commit();
  }
  await list.commit();
  await wb.commit();
}
