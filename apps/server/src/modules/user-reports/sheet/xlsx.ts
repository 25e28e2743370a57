import { createReadStream, type ReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { REPORT_MAX_INFLATED_BYTES, REPORT_MAX_INFLATED_MB } from './kind';
import { FORMULA_CELL, ReportFileError, type TRawCell } from './rows';

/**
 * Reads the first sheet of an xlsx as a stream (exceljs's WorkbookReader: flat memory whatever the row count),
 * counting the bytes every ZIP entry inflates to: past REPORT_MAX_INFLATED_BYTES the read stops and the file is
 * refused, whatever its directory declared (the directory's declared sizes are checked before, in kind.ts).
 *
 * Cells: text (shared, inline, rich), numbers, booleans, dates (a number in a date format, read with the workbook's
 * styles) as Date, hyperlinks as their shown text, error values as their text (#N/A), formulas as FORMULA_CELL
 * (never their cached result: a value the customer did not type is refused).
 */

interface TZipEntryLike {
  path: string;
  _transform: (chunk: Buffer, encoding: string, cb: (err?: Error | null, data?: Buffer) => void) => void;
}

/**
 * Hooks the unzipper parser exceljs pipes the file into: each entry stream (a PassThrough) counts what goes through
 * it. On the first byte past the limit the data is dropped, the file stream closed and `onBomb` called.
 */
function countInflatedBytes(input: ReadStream, onBomb: () => void): void {
  let inflated = 0;
  let exceeded = false;
  const pipe = input.pipe.bind(input);
  input.pipe = (<T extends NodeJS.WritableStream>(dest: T, opts?: { end?: boolean }): T => {
    const parser = dest as unknown as { push(chunk: unknown): boolean };
    const push = parser.push.bind(parser);
    parser.push = (chunk: unknown) => {
      if (chunk && typeof chunk === 'object' && typeof (chunk as TZipEntryLike).path === 'string') {
        const entry = chunk as TZipEntryLike;
        entry._transform = (data, _encoding, cb) => {
          if (exceeded) return cb();
          inflated += data.length;
          if (inflated > REPORT_MAX_INFLATED_BYTES) {
            exceeded = true;
            input.destroy();
            onBomb();
            return cb();
          }
          cb(null, data);
        };
      }
      return push(chunk);
    };
    return pipe(dest, opts);
  }) as typeof input.pipe;
}

/** A cell value of exceljs as a raw cell of the collector. */
export function xlsxCell(value: unknown): TRawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return FORMULA_CELL;
    if (Array.isArray(v.richText)) return (v.richText as { text?: unknown }[]).map((r) => String(r.text ?? '')).join('');
    if ('error' in v) return String(v.error);
    if ('text' in v) return xlsxCell(v.text);
  }
  return String(value as string);
}

/**
 * Calls `onRow(rowNumber, cells)` for each row of the first sheet (cells 0-based, by column). Throws
 * ReportFileError URF1N4153 for an archive that inflates too much, URF1N4006 for one exceljs cannot read;
 * errors thrown by `onRow` (ReportFileError) end the read and pass through.
 */
export async function readXlsxRows(path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void): Promise<void> {
  const input = createReadStream(path);
  let bomb: () => void = () => undefined;
  const bombed = new Promise<never>((_, reject) => {
    bomb = () => reject(new ReportFileError('URF1N4153', { max: REPORT_MAX_INFLATED_MB, fileName: filename }));
  });
  // The race below may leave `bombed` unobserved when the read ends first.
  bombed.catch(() => undefined);
  countInflatedBytes(input, bomb);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  const read = async () => {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells: TRawCell[] = new Array<TRawCell>(Math.max(0, values.length - 1));
        for (let i = 1; i < values.length; i++) cells[i - 1] = xlsxCell(values[i]);
        onRow(row.number, cells);
      }
      // The first sheet only: the form's data sheet (the instructions follow it).
      break;
    }
  };
  try {
    await Promise.race([read(), bombed]);
  } catch (err) {
    if (err instanceof ReportFileError) throw err;
    throw new ReportFileError('URF1N4006', { fileName: filename });
  } finally {
    input.destroy();
  }
}
