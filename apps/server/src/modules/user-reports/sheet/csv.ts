import { createReadStream } from 'node:fs';
import { ReportFileError, type TRawCell } from './rows';

/**
 * The report CSV (docs/user-report-csv.md): UTF-8 (a BOM allowed), comma separated, records ended by CRLF or LF,
 * RFC 4180 quoting (a quoted field may hold commas, line breaks and doubled quotes). Read as a stream, decoded with
 * a fatal UTF-8 decoder (bad bytes or a NUL refuse the file as not text). Record numbers are the rows a spreadsheet
 * shows when it opens the file (the header is row 1), a quoted line break staying inside its record.
 */
export async function readCsvRows(path: string, filename: string, onRow: (rowNumber: number, cells: TRawCell[]) => void): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const notText = () => new ReportFileError('URF1N4007', { fileName: filename });
  let record = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let afterQuote = false; // a quote just ended a quoted field (or is the first of a doubled quote)
  let pendingCr = false;
  let sawAny = false; // whether the current record has any character

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    onRow(record, fields);
    record++;
    fields = [];
    sawAny = false;
  };

  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '\u0000') throw notText();
      if (pendingCr) {
        pendingCr = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (afterQuote) {
          afterQuote = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          // fall through: the quote closed the field; this character follows it
        } else if (ch === '"') {
          afterQuote = true;
          continue;
        } else {
          field += ch;
          continue;
        }
      }
      if (ch === ',') {
        endField();
        sawAny = true;
      } else if (ch === '\r' || ch === '\n') {
        endRecord();
        if (ch === '\r') pendingCr = true;
      } else if (ch === '"' && field === '') {
        quoted = true;
        sawAny = true;
      } else {
        // A quote inside an unquoted field is kept as it is (lenient, as spreadsheets are).
        field += ch;
        sawAny = true;
      }
    }
  };

  // 64 KB a chunk: each is split and checked in one go in the server's thread (about 10 ms), the event loop let in between.
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw notText();
      }
      feed(text);
    }
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      throw notText();
    }
    feed(rest);
  } finally {
    stream.destroy();
  }
  if (quoted && !afterQuote) throw new ReportFileError('URF1N4008', { row: record });
  if (quoted || sawAny || field !== '' || fields.length) endRecord();
}
