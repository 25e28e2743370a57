import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { TextCheck } from '../../../platform/file-inspect'; // the content checks alone: the reader thread never loads the server (decisions 058, 076)
import { ReportFileError, type TRawCell } from './rows';

/**
 * The report CSV (docs/user-report-csv.md): UTF-8 (a BOM allowed) or CP949 (what Korean Excel writes as "CSV"), comma
 * separated, records ended by CRLF or LF, RFC 4180 quoting (a quoted field may hold commas, line breaks and doubled
 * quotes), parsed by csv-parse as a stream. One rule on every channel (screen upload, reporting API; decision 058): the
 * files area's TextCheck reads the file once to find its encoding (no NUL byte; UTF-8, else CP949; else the file is
 * refused as not text, URF1N4007), then the text is decoded with that encoding's fatal decoder and parsed. Record
 * numbers are the rows a spreadsheet shows when it opens the file (the header is row 1), a quoted line break staying
 * inside its record. The file is at most 10 MB (checked before) and is read in a reader thread with a bounded heap.
 */

const CHUNK = 64 * 1024;

async function encodingOf(path: string): Promise<'utf-8' | 'euc-kr' | null> {
  const check = new TextCheck();
  const stream = createReadStream(path, { highWaterMark: CHUNK });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) check.push(chunk);
  } finally {
    stream.destroy();
  }
  check.end();
  return check.ok ? check.charset : null;
}

async function* decoded(path: string, encoding: 'utf-8' | 'euc-kr'): AsyncGenerator<string> {
  // The check passed: the decoder is fatal all the same, so a file changed in between is never read with U+FFFD in it.
  const decoder = new TextDecoder(encoding, { fatal: true });
  const stream = createReadStream(path, { highWaterMark: CHUNK });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    stream.destroy();
  }
}

export async function readCsvRows(path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void): Promise<void> {
  const notText = () => new ReportFileError('URF1N4007', { fileName: filename });
  const encoding = await encodingOf(path);
  if (!encoding) throw notText();
  const parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  const source = Readable.from(decoded(path, encoding), { objectMode: false });
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  let record = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record++;
      onRow(record, cells);
    }
  } catch (err) {
    if (err instanceof ReportFileError) throw err;
    if (err instanceof CsvError && err.code === 'CSV_QUOTE_NOT_CLOSED') throw new ReportFileError('URF1N4008', { row: record + 1 });
    if (err instanceof TypeError) throw notText();
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
