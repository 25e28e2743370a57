import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { quotePrefixedCells } from '../../test/spreadsheet';
import { csvCell, writeWorkbook } from './spreadsheet';

async function workbook(rows: (string | number | null)[][], title?: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeWorkbook(out, { creator: 'test' }, (addSheet) => {
    const sheet = addSheet({ name: 'S', title, columns: [{ header: 'A' }, { header: 'B' }] });
    for (const r of rows) sheet.row(r);
  });
  await ended;
  return Buffer.concat(chunks);
}

describe('the streaming spreadsheet writer', () => {
  it('keeps a risky value as it is and marks its cell as text with the quote-prefix style', async () => {
    const xlsx = await workbook(
      [
        ['+82-2-3774-1234', 'plain'],
        ['=HYPERLINK("http://evil.example","x")', 7],
        ['@SUM(A1)', '-1+2'],
      ],
      'Alpha',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Alpha');
    expect(ws.getRow(2).getCell(1).value).toBe('A');
    // Values unchanged: no visible apostrophe, no formula.
    expect(ws.getRow(3).getCell(1).value).toBe('+82-2-3774-1234');
    expect(ws.getRow(4).getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(ws.getRow(4).getCell(1).formula).toBeUndefined();
    expect(ws.getRow(4).getCell(2).value).toBe(7);
    const marked = await quotePrefixedCells(xlsx);
    expect([...marked.keys()].sort()).toEqual(['A3', 'A4', 'A5', 'B5']);
    expect(marked.get('A3')).toBe('+82-2-3774-1234');
  });

  it('in CSV, which has no such mark, prefixes a risky value with an apostrophe and quotes as RFC 4180 says', () => {
    expect(csvCell('+82-2-3774-1234')).toBe("'+82-2-3774-1234");
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
