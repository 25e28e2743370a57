import { writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { errorMessage, REPORT_FILE_MAX_BYTES, REPORT_MAX_ROWS } from '@portal/contract';
import * as XLSX from '@e965/xlsx';
import {
  bigXlsx,
  englishHeader,
  entriesOf,
  PRODUCT_CODES,
  rowValues,
  tempDir,
  xlsxOf,
  zeroEntry,
  zipEntry,
  zipOf,
} from '../../../../test/report-files';
import { readReportFile } from './index';
import { REPORT_MAX_INFLATED_BYTES } from './kind';
import { entryStream, InflateBudget, InflateLimitError, zipEntries } from './zip';

/** The upload attack set against the reader (no database: the route adds only storage). */

const tmp = tempDir();
afterAll(() => tmp.remove());

const read = (name: string, content: Buffer | string, more: { maxRows?: number; onProgress?: (n: number) => void } = {}) =>
  readReportFile(tmp.file(name, content), name, { productCodes: PRODUCT_CODES, ...more });

const PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('readReportFile: what is refused before reading', () => {
  it('refuses a type that is not xlsx, xls or csv, by name', async () => {
    const r = await read('report.pdf', PDF);
    expect(r).toEqual({ rows: [], issues: [], rowCount: 0, fileError: { code: 'URF1N4151', params: { fileName: 'report.pdf' } } });
    expect((await read('report', 'a,b')).fileError?.code).toBe('URF1N4151');
    expect(errorMessage('URF1N4151', 'ko', { fileName: 'report.pdf' })).toBe(
      '사용자 리포트는 xlsx, xls 또는 csv 파일만 올릴 수 있습니다. (report.pdf)',
    );
  });

  it('refuses renamed files: a PDF named .xlsx, an xlsx named .xls, an xls named .xlsx, a PDF or xlsx named .csv, a Word file named .xlsx', async () => {
    const xlsx = await xlsxOf([englishHeader(), rowValues()]);
    const xls = XLSX.write(XLSX.utils.book_new(XLSX.utils.aoa_to_sheet([englishHeader(), rowValues()])), {
      type: 'buffer',
      bookType: 'biff8',
    }) as Buffer;
    const docx = zipOf([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml', '<w:document/>')]);
    const cases: [string, Buffer][] = [
      ['pdf.xlsx', PDF],
      ['book.xls', xlsx],
      ['legacy.xlsx', xls],
      ['pdf.csv', PDF],
      ['book.csv', xlsx],
      ['letter.xlsx', docx],
      ['pdf.xls', PDF],
    ];
    for (const [name, bytes] of cases) {
      const r = await read(name, bytes);
      expect(r.fileError, name).toEqual({ code: 'URF1N4152', params: { extension: name.split('.').pop(), fileName: name } });
    }
    expect(errorMessage('URF1N4152', 'en', { extension: 'xlsx', fileName: 'pdf.xlsx' })).toContain('Renaming a file does not convert it');
  });

  it('refuses an empty file and one of 10 MB + 1 byte (without reading it); 10 MB exactly is read', async () => {
    expect((await read('empty.xlsx', Buffer.alloc(0))).fileError).toEqual({ code: 'URF1N4001', params: { fileName: 'empty.xlsx' } });
    const big = tmp.path('big.csv');
    writeFileSync(big, Buffer.alloc(REPORT_FILE_MAX_BYTES + 1, 0x41));
    const over = await readReportFile(big, 'big.csv', { productCodes: PRODUCT_CODES });
    expect(over.fileError).toEqual({ code: 'URF1N4131', params: { max: 10, fileName: 'big.csv' } });
    // Exactly 10 MB passes the size check (then it is a CSV with a wrong header).
    const head = Buffer.from(`${englishHeader().join(',')}\n${rowValues().join(',')}\n`);
    const exact = await read('exact.csv', Buffer.concat([head, Buffer.alloc(REPORT_FILE_MAX_BYTES - head.length, ' ')]));
    expect(exact.fileError).toBeUndefined();
    expect(exact.rowCount).toBe(1);
  });

  it('refuses a zip bomb named .xlsx by its declared sizes, without inflating it', async () => {
    const parts = await entriesOf(await xlsxOf([englishHeader(), rowValues()]));
    const bomb = await zeroEntry('xl/media/image1.bin', 201);
    const t0 = Date.now();
    const r = await read('bomb.xlsx', zipOf([...parts, bomb]));
    expect(r.fileError).toEqual({ code: 'URF1N4153', params: { max: 200, fileName: 'bomb.xlsx' } });
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('counts inflated bytes whatever the directory says: a part that lies about its size stops at the limit', async () => {
    const bomb = await zeroEntry('xl/worksheets/sheet1.xml', 210, 1024);
    const file = tmp.file('liar.zip', zipOf([bomb]));
    const fh = await open(file, 'r');
    try {
      const entries = await zipEntries(fh, (await fh.stat()).size);
      expect(entries.get('xl/worksheets/sheet1.xml')!.uncompressedSize).toBe(1024);
      const budget = new InflateBudget(REPORT_MAX_INFLATED_BYTES);
      const stream = await entryStream(file, fh, entries.get('xl/worksheets/sheet1.xml')!, budget);
      let error: unknown;
      try {
        for await (const chunk of stream) void chunk;
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(InflateLimitError);
      expect(budget.used).toBeGreaterThan(REPORT_MAX_INFLATED_BYTES);
      expect(budget.used).toBeLessThan(REPORT_MAX_INFLATED_BYTES + 2 * 1024 * 1024);
    } finally {
      await fh.close();
    }
    // In a workbook, as its sheet: refused (zeros are not XML: the parser stops at once, or the count does).
    const parts = await entriesOf(await xlsxOf([englishHeader(), rowValues()]));
    const liar = zipOf([...parts.filter((p) => p.name !== bomb.name), bomb]);
    expect((await read('liar.xlsx', liar)).fileError?.code).toMatch(/^URF1N4(153|006)$/);
    // A part the reader never needs (an image) is never inflated at all.
    const image = { ...bomb, name: 'xl/media/image1.bin' };
    const quiet = await read('image.xlsx', zipOf([...parts, image]));
    expect(quiet.fileError).toBeUndefined();
    expect(quiet.rowCount).toBe(1);
  });

  it('refuses a damaged xlsx with a message that says what to do', async () => {
    const xlsx = await xlsxOf([englishHeader(), rowValues()]);
    const parts = await entriesOf(xlsx);
    const broken = parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? zipEntry(p.name, '<worksheet><sheetData><row r="1"><c') : p));
    const r = await read('broken.xlsx', zipOf(broken));
    expect(r.fileError?.code).toMatch(/^URF1N400[26]$/);
    const cut = await read('cut.xlsx', xlsx.subarray(0, xlsx.length - 30));
    expect(cut.fileError).toEqual({ code: 'URF1N4006', params: { fileName: 'cut.xlsx' } });
    expect(errorMessage('URF1N4006', 'ko', { fileName: 'cut.xlsx' })).toContain('엑셀에서 다시 저장한 뒤');
  });
});

describe('readReportFile: 100,000 rows', () => {
  it(`reads ${REPORT_MAX_ROWS.toLocaleString('en-US')} rows with progress, and refuses one more`, async () => {
    const file = tmp.path('100k.xlsx');
    // The optional columns left empty but the subscriber id: fewer cells, the same path through the reader.
    const lean = { accountNumber: '', billingCode: '', vendorProductName: '', address: '', city: '', region: '' };
    await bigXlsx(file, REPORT_MAX_ROWS, (i) => rowValues({ ...lean, quantity: (i % 50) + 1, subscriberId: `S${i}` }));
    const progress: number[] = [];
    const r = await readReportFile(file, '100k.xlsx', { productCodes: PRODUCT_CODES, onProgress: (n) => progress.push(n) });
    expect(r.fileError).toBeUndefined();
    expect(r.rowCount).toBe(REPORT_MAX_ROWS);
    expect(r.rows).toHaveLength(REPORT_MAX_ROWS);
    expect(r.rows[99_999]).toMatchObject({ subscriberId: 'S99999', quantity: 50 });
    expect(progress).toHaveLength(REPORT_MAX_ROWS / 5_000);
    expect(progress.at(-1)).toBe(REPORT_MAX_ROWS);
    const over = await readReportFile(file, '100k.xlsx', { productCodes: PRODUCT_CODES, maxRows: REPORT_MAX_ROWS - 1 });
    expect(over.fileError).toEqual({ code: 'URF1N4004', params: { max: '99,999' } });
  }, 120_000);
});
