import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_MAX_INFLATED_BYTES, REPORT_MAX_INFLATED_MB } from './kind';
import { FormulaCell, ReportFileError, type TRawCell } from './rows';
import { REPORT_MAX_XML_RUN, XmlRunGuard, XmlRunLimitError } from './xml-guard';
import { entryStream, InflateBudget, InflateLimitError, zipEntries, type TZipEntry } from './zip';
import { loopPacer } from '../pace';

/**
 * Reads the first sheet of an xlsx as a stream with exceljs's streaming reader (its WorkbookReader's part parsers
 * and WorksheetReader: flat memory whatever the row count). The parts are taken from the archive by name (zip.ts)
 * in the order the reader needs them: workbook relations, workbook, styles (a number in a date format becomes a
 * Date), shared strings, then the first sheet of the workbook's own order. Only these parts are inflated, each byte
 * counted: past REPORT_MAX_INFLATED_BYTES in all, or past its own limit for one part (partLimitOf), the read stops and
 * the file is refused, whatever its directory declared (the declared sizes are checked before, in kind.ts). Each part
 * goes through XmlRunGuard: a text, attribute or comment longer than REPORT_MAX_XML_RUN refuses the file before the
 * parser holds it.
 *
 * Cells: text (shared, inline, rich), numbers, booleans, dates as Date, hyperlinks as their shown text, error values
 * as their text (#N/A), formulas as FormulaCell (never their cached result: a value the customer did not type is
 * refused, and so is a reference to another workbook, which only a formula can hold).
 */

const MB = 1024 * 1024;
/** No part of the workbook is read past this, whatever the file's total: 100,000 rows of the form are ~60 MB. */
export const REPORT_MAX_PART_INFLATED_BYTES = 128 * MB;
/**
 * A part inflates to at most this many times its stored size (and at least 1 MB is always allowed): the form's sheets
 * pack about 10 to 1, a run of one repeated byte 1,000 to 1 (Apache POI's ZipSecureFile refuses past 100 to 1 too).
 */
export const REPORT_MAX_INFLATE_RATIO = 100;

/** How many bytes one part may inflate to. */
export const partLimitOf = (entry: TZipEntry): number =>
  Math.min(REPORT_MAX_PART_INFLATED_BYTES, Math.max(MB, entry.compressedSize * REPORT_MAX_INFLATE_RATIO));

const OPTIONS = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;

interface TRow {
  number: number;
  values: unknown[];
}
/** The part parsers of exceljs 4.4's WorkbookReader (lib/stream/xlsx/workbook-reader.js), used one by one. */
interface TWorkbookParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<TRow> }>;
}

/** A relationship target of the workbook as an archive path: "worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml". */
const partPath = (target: string): string => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** A cell value of exceljs as a raw cell of the collector. */
export function xlsxCell(value: unknown): TRawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return new FormulaCell(String(v.formula ?? v.sharedFormula ?? ''));
    if (Array.isArray(v.richText)) return (v.richText as { text?: unknown }[]).map((r) => String(r.text ?? '')).join('');
    if ('error' in v) return String(v.error);
    if ('text' in v) return xlsxCell(v.text);
  }
  return String(value as string);
}

/**
 * Calls `onRow(rowNumber, cells)` for each row of the first sheet (cells 0-based, by column). Throws
 * ReportFileError URF1N4153 for an archive that inflates too much, URF1N4006 for one that cannot be read;
 * errors thrown by `onRow` (ReportFileError) end the read and pass through.
 */
export async function readXlsxRows(path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void): Promise<void> {
  const fh = await open(path, 'r');
  const budget = new InflateBudget(REPORT_MAX_INFLATED_BYTES);
  const streams: Readable[] = [];
  const damaged = () => new ReportFileError('URF1N4006', { fileName: filename });
  try {
    const entries = await zipEntries(fh, (await fh.stat()).size);
    const part = async (name: string): Promise<Readable | null> => {
      const entry = entries.get(name);
      if (!entry) return null;
      const inflated = await entryStream(path, fh, entry, budget, partLimitOf(entry));
      // No text, attribute or comment longer than REPORT_MAX_XML_RUN reaches the parser.
      const guard = new XmlRunGuard();
      inflated.on('error', (err) => guard.destroy(err));
      guard.on('close', () => inflated.destroy());
      streams.push(inflated, guard);
      return inflated.pipe(guard);
    };
    const book = new ExcelJS.stream.xlsx.WorkbookReader(path, OPTIONS) as unknown as TWorkbookParts;
    const rels = await part('xl/_rels/workbook.xml.rels');
    if (!rels) throw damaged();
    await book._parseRels(rels);
    const workbook = await part('xl/workbook.xml');
    if (!workbook) throw damaged();
    await book._parseWorkbook(workbook);
    const styles = await part('xl/styles.xml');
    if (styles) await book._parseStyles(styles);
    const strings = await part('xl/sharedStrings.xml');
    // Paced: the reader runs in the server's thread, and a long parse would hold its event loop.
    const pace = loopPacer();
    if (strings) for await (const _ of book._parseSharedStrings(strings)) await pace();

    const first = book.model?.sheets?.[0];
    const target = first && book.workbookRels?.find((r) => r.Id === first.rId)?.Target;
    // A workbook without a sheet holds no rows (the collector refuses it as such).
    if (!target) return;
    const sheet = await part(partPath(target));
    if (!sheet) throw damaged();
    const sheetNo = /(\d+)\.xml$/.exec(target)?.[1] ?? '1';
    for (const { eventType, value } of book._parseWorksheet(sheet, sheetNo)) {
      if (eventType !== 'worksheet') continue;
      for await (const row of value) {
        const values = row.values;
        const cells: TRawCell[] = new Array<TRawCell>(Math.max(0, values.length - 1));
        for (let i = 1; i < values.length; i++) cells[i - 1] = xlsxCell(values[i]);
        onRow(row.number, cells);
        await pace();
      }
    }
  } catch (err) {
    if (err instanceof ReportFileError) throw err;
    if (err instanceof XmlRunLimitError)
      throw new ReportFileError('URF1N4154', { max: REPORT_MAX_XML_RUN.toLocaleString('en-US'), fileName: filename });
    if (err instanceof InflateLimitError || budget.used > budget.limit) {
      const limit = err instanceof InflateLimitError && err.limit ? err.limit : REPORT_MAX_INFLATED_BYTES;
      throw new ReportFileError('URF1N4153', {
        max: limit === REPORT_MAX_INFLATED_BYTES ? REPORT_MAX_INFLATED_MB : Math.ceil(limit / MB),
        fileName: filename,
      });
    }
    throw damaged();
  } finally {
    for (const stream of streams) stream.destroy();
    await fh.close();
  }
}
