import {
  checkReportRow,
  isBlankReportRow,
  REPORT_COLUMNS,
  REPORT_MAX_ROWS,
  type TReportCellIssue,
  type TReportColumnKey,
  type TUserReportRow,
} from '@portal/contract';

/**
 * What every reader (xlsx, xls, csv) hands over: the header row, then the data rows, each as its cells by position
 * (0-based). The collector matches the header to the report's columns, skips blank rows and the form's example row,
 * runs `checkReportRow` on the rest and keeps the clean rows and the issues.
 */

/** A cell whose content was a formula (refused, whatever its cached result); its text is kept for the marked copy. */
export class FormulaCell {
  constructor(readonly formula: string) {}
}
export type TRawCell = string | number | boolean | Date | null | undefined | FormulaCell;

export interface TFileError {
  code: string;
  params?: Record<string, string | number>;
}

/** Thrown by a reader to refuse the whole file; readReportFile turns it into `fileError`. */
export class ReportFileError extends Error {
  constructor(
    readonly code: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }
  toJSON(): TFileError {
    return this.params ? { code: this.code, params: this.params } : { code: this.code };
  }
}

/**
 * The form's example row: its subscriber-name cell starts with this marker ("[예시 / Example] ..."). A row so marked
 * is skipped in every channel; a customer who writes over the example row makes it a data row. Compared without case
 * and spaces, so "[Example]" and "[예시]" alone are enough.
 */
export const EXAMPLE_MARKER = '[예시 / Example]';
const isExampleName = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const v = value.trimStart().toLowerCase();
  return v.startsWith('[예시') || v.startsWith('[example');
};

/** The bilingual header label of a column, as the form writes it: "제공 방식 / Provision method". */
export const formHeaderLabel = (key: TReportColumnKey): string => {
  const column = REPORT_COLUMNS.find((c) => c.key === key)!;
  return `${column.label.ko} / ${column.label.en}`;
};

/** Header text compared without case, spaces and the required-column star: "제공방식" = "제공 방식 *". */
const normalise = (s: string) => s.toLowerCase().replace(/[\s*]+/g, '');
const HEADER_NAMES = new Map<string, TReportColumnKey>();
for (const column of REPORT_COLUMNS) {
  for (const name of [
    column.key,
    column.label.ko,
    column.label.en,
    formHeaderLabel(column.key),
    `${column.label.en} / ${column.label.ko}`,
  ]) {
    HEADER_NAMES.set(normalise(name), column.key);
  }
}

/** The column a header cell names: its key, its Korean or English label, or both as the form writes them. */
export function headerColumn(text: string): TReportColumnKey | undefined {
  const whole = HEADER_NAMES.get(normalise(text));
  if (whole) return whole;
  // "라벨 / Label" in an order or spacing of the customer's own: any side that names a column (the Korean labels
  // hold no " / ", while "시/주" holds a bare slash and is matched whole above).
  for (const part of text.split(/\s+\/\s+|\s*\|\s*|\n/)) {
    const hit = HEADER_NAMES.get(normalise(part));
    if (hit) return hit;
  }
  return undefined;
}

export const cellText = (cell: TRawCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof FormulaCell) return `=${cell.formula}`;
  if (cell instanceof Date) return isoDate(cell);
  return String(cell);
};

/** A date cell as text: the calendar day it shows (spreadsheet dates carry no zone; exceljs and we read them as UTC). */
export const isoDate = (d: Date): string => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

export interface TCollectorOptions {
  productCodes: ReadonlySet<string>;
  onProgress?: (rowsRead: number) => void;
  maxRows?: number;
}

export const PROGRESS_EVERY = 5_000;

export class ReportRowCollector {
  readonly rows: TUserReportRow[] = [];
  readonly issues: TReportCellIssue[] = [];
  rowCount = 0;
  private columns: (TReportColumnKey | undefined)[] | null = null;
  private readonly maxRows: number;

  constructor(private readonly opts: TCollectorOptions) {
    this.maxRows = opts.maxRows ?? REPORT_MAX_ROWS;
  }

  get hasHeader(): boolean {
    return this.columns !== null;
  }

  /**
   * Takes a row of the file: the first row that is not blank is the header, the others data rows. `rowNumber` is
   * the row as the customer sees it (the sheet's row, the CSV record). Throws ReportFileError for a wrong header or
   * too many rows.
   */
  add(rowNumber: number, cells: readonly TRawCell[]): void {
    if (this.columns === null) {
      if (cells.every((c) => cellText(c).trim() === '')) return;
      this.columns = this.matchHeader(cells);
      return;
    }
    if (cells.every((c) => c === null || c === undefined || c === '')) return;
    const values: Partial<Record<TReportColumnKey, unknown>> = {};
    let formulas: Set<TReportColumnKey> | undefined;
    const columns = this.columns;
    for (let i = 0; i < columns.length; i++) {
      const key = columns[i];
      if (!key) continue;
      const cell = cells[i];
      if (cell instanceof FormulaCell) {
        (formulas ??= new Set()).add(key);
        values[key] = '=';
      } else if (cell instanceof Date) {
        // A date is the day as text; in the quantity column that text is not a whole number (the `integer` issue).
        values[key] = isoDate(cell) || 'date';
      } else if (typeof cell === 'boolean') {
        values[key] = cell ? 'TRUE' : 'FALSE';
      } else {
        values[key] = cell;
      }
    }
    if (!formulas && isBlankReportRow(values)) return;
    if (!formulas && isExampleName(values.subscriberName)) return;
    this.rowCount++;
    if (this.rowCount > this.maxRows) throw new ReportFileError('URF1N4004', { max: this.maxRows.toLocaleString('en-US') });
    const checked = checkReportRow(values, rowNumber, { productCodes: this.opts.productCodes, formulas });
    if (checked.row) this.rows.push(checked.row);
    else for (const issue of checked.issues) this.issues.push(issue);
    if (this.opts.onProgress && this.rowCount % PROGRESS_EVERY === 0) this.opts.onProgress(this.rowCount);
  }

  /** The end of the file: refuses a file without header or data rows; answers the issues sorted by row then column. */
  finish(): void {
    if (this.columns === null || this.rowCount === 0) throw new ReportFileError('URF1N4002');
    if (this.rowCount % PROGRESS_EVERY !== 0) this.opts.onProgress?.(this.rowCount);
    const order = new Map(REPORT_COLUMNS.map((c, i) => [c.key, i]));
    this.issues.sort((a, b) => a.row - b.row || order.get(a.column)! - order.get(b.column)!);
  }

  private matchHeader(cells: readonly TRawCell[]): (TReportColumnKey | undefined)[] {
    const columns = cells.map((c) => headerColumn(cellText(c).trim()));
    const seen = new Set<TReportColumnKey>();
    const twice = new Set<TReportColumnKey>();
    for (const key of columns) if (key) (seen.has(key) ? twice : seen).add(key);
    if (twice.size) throw new ReportFileError('URF1N4005', { columns: [...twice].map(formHeaderLabel).join(', ') });
    const missing = REPORT_COLUMNS.filter((c) => c.required && !seen.has(c.key));
    if (missing.length) throw new ReportFileError('URF1N4003', { columns: missing.map((c) => formHeaderLabel(c.key)).join(', ') });
    return columns;
  }
}
