import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The one spreadsheet writer of the exports: exceljs's streaming WorkbookWriter (rows are written
 * to the answer as they come, never the whole workbook in memory), with the formula-neutralising
 * cell. A text that a spreadsheet would read as a formula or DDE (starting with = + - @ tab or CR)
 * keeps its value and is marked as text with the quote-prefix style (Excel's "'" that shows
 * nothing and is not part of the value). Only a format without such a mark (CSV) changes the value:
 * csvCell prefixes it with an apostrophe.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
export const isFormulaLike = (value: string): boolean => FORMULA_START.test(value);

/** A CSV field: formula-like text gets a leading apostrophe (CSV has no cell style), then RFC 4180 quoting. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let v = String(value);
  if (typeof value === 'string' && isFormulaLike(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/**
 * exceljs 4 writes no `quotePrefix` attribute on a cell format: teach its style writer (the style
 * model's `quotePrefix: true` becomes `<xf quotePrefix="1" ...>`, a distinct format). Done once.
 */
let quotePrefixReady = false;
function enableQuotePrefix() {
  if (quotePrefixReady) return;
  const requireCjs = createRequire(import.meta.url);
  type XmlStream = { addAttribute(name: string, value: string): void };
  type Render = (this: unknown, xml: XmlStream, model: Record<string, unknown>) => void;
  const StyleXform = requireCjs('exceljs/lib/xlsx/xform/style/style-xform.js') as { prototype: { render: Render } };
  const StylesXform = requireCjs('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
    prototype: {
      addStyleModel(model: Record<string, unknown> | undefined, cellType?: number): number;
      _addStyle(style: Record<string, unknown>): number;
    };
  };
  const render = StyleXform.prototype.render;
  StyleXform.prototype.render = function (xml, model) {
    // openNode happens inside render: add the attribute right after it, before any child node.
    if (!model?.quotePrefix) return render.call(this, xml, model);
    const x = xml as XmlStream & { openNode(name: string, attrs?: Record<string, unknown>): void };
    const openNode = x.openNode;
    x.openNode = function (name: string, attrs?: Record<string, unknown>) {
      x.openNode = openNode;
      openNode.call(x, name, { ...attrs, quotePrefix: '1' });
    };
    try {
      render.call(this, xml, model);
    } finally {
      x.openNode = openNode;
    }
  };
  const addStyleModel = StylesXform.prototype.addStyleModel;
  StylesXform.prototype.addStyleModel = function (model, cellType) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    const addStyle = this._addStyle;
    this._addStyle = (style) => addStyle.call(this, { ...style, quotePrefix: true });
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this._addStyle = addStyle;
    }
  };
  quotePrefixReady = true;
}

/**
 * A number shown through an Excel number format (money through the contract's `moneyXlsx`: the amount in major units
 * with `#,##0 "원"` / `#,##0.00 "USD"`; a count through `#,##0`). The cell stays a number a finance team can sum.
 */
export interface SheetNumber {
  value: number;
  numFmt: string;
}
export type SheetValue = string | number | Date | null | undefined | SheetNumber;
/** The number format of a count (thousands separators). */
export const COUNT_FORMAT = '#,##0';

export interface SheetColumn {
  header: string;
  width?: number;
  /** An Excel number format for the column's data cells (e.g. '#,##0', 'yyyy-mm-dd hh:mm'): numbers and dates stay values. */
  numFmt?: string;
}

/** Styles of the writer: a bold title row, a grey bold header row. */
const TITLE_FONT = { bold: true };
const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } },
};
const TEXT_MARKED = { quotePrefix: true } as unknown as Partial<ExcelJS.Style>;

export interface SheetWriter {
  /** One data row: text cells are written as text; formula-like text gets the quote-prefix style. */
  row(values: SheetValue[]): void;
  /**
   * Waits while the rows written so far are not yet compressed (more than SHEET_PENDING_LIMIT bytes wait in the
   * sheet's stream): a long export calls it between batches of rows so that memory stays flat however many rows.
   * exceljs writes a sheet's XML into the zip without waiting; the zip's deflate stream is where rows pile up.
   */
  room(): Promise<void>;
}

/** Bytes of a sheet's XML allowed to wait for compression before `room()` waits. */
export const SHEET_PENDING_LIMIT = 1 << 20;

/** exceljs's StreamBuf: the streams it writes to (archiver's PassThrough, of the readable-stream package) or its buffers. */
interface SheetStream {
  pipes?: (Writable & { _writableState?: { length?: number } })[];
  buffers?: unknown[];
}

/** Waits until the sheet's stream has room (see SheetWriter.room); a closed destination never holds it up. */
export async function sheetRoom(ws: ExcelJS.Worksheet): Promise<void> {
  const stream = (ws as unknown as { stream?: SheetStream }).stream;
  for (;;) {
    const dest = stream?.pipes?.[0];
    // readable-stream's PassThrough has no `writableLength`: its writable state's length is the bytes waiting.
    const waiting = dest ? (dest.writableLength ?? dest._writableState?.length ?? 0) : (stream?.buffers?.length ?? 0) * 65536;
    if (waiting <= SHEET_PENDING_LIMIT || dest?.destroyed) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        dest?.removeListener('drain', done);
        resolve();
      };
      const timer = setTimeout(done, 50);
      dest?.once('drain', done);
    });
  }
}

export interface SheetOptions {
  name: string;
  columns: SheetColumn[];
  /** A bold row above the headers (e.g. the company). */
  title?: string;
}

/**
 * The style of a data cell: one shared object per kind (plain, text marked with the quote-prefix style, or a number
 * format). exceljs's streaming writer remembers the format of a style object it has seen (a WeakMap by object); a fresh
 * `{}` per cell, its default, costs every cell a rendering of the style's XML to look its format up, about half of the
 * writer's time.
 */
const PLAIN_CELL = {} as Partial<ExcelJS.Style>;
const MARKED_CELL = { ...TEXT_MARKED } as Partial<ExcelJS.Style>;
const NUMBER_CELLS = new Map<string, Partial<ExcelJS.Style>>();
function numberCell(numFmt: string): Partial<ExcelJS.Style> {
  let style = NUMBER_CELLS.get(numFmt);
  if (!style) NUMBER_CELLS.set(numFmt, (style = { numFmt }));
  return style;
}

const isSheetNumber = (v: SheetValue): v is SheetNumber => typeof v === 'object' && v !== null && !(v instanceof Date);

/**
 * Writes a row's cells, marking formula-like text with the quote-prefix style (base style kept). A number cell carries
 * its own format; otherwise a number or date takes its column's format (one shared style object per format).
 */
function addRow(
  ws: ExcelJS.Worksheet,
  values: SheetValue[],
  base?: Partial<ExcelJS.Style>,
  formats?: (Partial<ExcelJS.Style> | undefined)[],
) {
  const r = ws.addRow(values.map((v) => (isSheetNumber(v) ? v.value : (v ?? ''))));
  values.forEach((v, i) => {
    const cell = r.getCell(i + 1);
    if (isSheetNumber(v)) cell.style = base ? { ...base, numFmt: v.numFmt } : numberCell(v.numFmt);
    else {
      const marked = typeof v === 'string' && isFormulaLike(v);
      const format = formats?.[i];
      cell.style = base
        ? { ...base, ...(marked ? TEXT_MARKED : {}) }
        : marked
          ? MARKED_CELL
          : format && (typeof v === 'number' || v instanceof Date)
            ? format
            : PLAIN_CELL;
    }
  });
  r.commit();
}

/**
 * Print set-up of every sheet: landscape A4, fitted to one page wide (as many pages down as it takes), the title and
 * header rows repeated on every printed page.
 */
export const pageSetupOf = (headerRows: number): Partial<ExcelJS.PageSetup> => ({
  paperSize: 9,
  orientation: 'landscape',
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  printTitlesRow: `1:${headerRows}`,
});

/**
 * Writes one workbook to `out` as it is built: `fill` adds the sheets (title and header rows first,
 * frozen), rows are committed to the stream as they are added. Answers when the workbook is
 * complete (the writer ends the stream).
 */
export async function writeWorkbook(
  out: Writable,
  opts: { creator: string },
  fill: (addSheet: (sheet: SheetOptions) => SheetWriter) => Promise<void> | void,
): Promise<void> {
  enableQuotePrefix();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = opts.creator;
  wb.created = new Date();
  await fill((sheet) => {
    const frozen = sheet.title === undefined ? 1 : 2;
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: frozen }], pageSetup: pageSetupOf(frozen) });
    ws.columns = sheet.columns.map((c) => ({ width: c.width ?? 16 }));
    if (sheet.title !== undefined) addRow(ws, [sheet.title], { font: TITLE_FONT });
    addRow(
      ws,
      sheet.columns.map((c) => c.header),
      HEADER_STYLE,
    );
    const formats = sheet.columns.map((c) => (c.numFmt ? numberCell(c.numFmt) : undefined));
    const formatted = formats.some(Boolean) ? formats : undefined;
    return { row: (values) => addRow(ws, values, undefined, formatted), room: () => sheetRoom(ws) };
  });
  await wb.commit();
}

/**
 * For writers that shape their own sheets (the report form, a marked copy of an upload): sets a cell's value, a
 * formula-like text marked with the quote-prefix style as writeWorkbook does (the given style kept). A string is
 * never written as a formula by exceljs; the mark keeps a spreadsheet from running it when the cell is edited.
 */
export function setSafeCell(cell: ExcelJS.Cell, value: SheetValue | Date, style?: Partial<ExcelJS.Style>): void {
  enableQuotePrefix();
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    cell.value = value.value;
    cell.style = { ...style, numFmt: value.numFmt };
    return;
  }
  cell.value = value ?? null;
  const marked = typeof value === 'string' && isFormulaLike(value);
  if (style || marked) cell.style = { ...style, ...(marked ? TEXT_MARKED : {}) };
}
