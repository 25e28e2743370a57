import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMN_KEYS } from '@portal/contract';
import * as XLSX from '@e965/xlsx';
import { cp949Of, englishHeader, koreanHeader, PRODUCT_CODES, rowValues, tempDir } from '../../../../test/report-files';
import { readReportFile } from './index';

const tmp = tempDir();
afterAll(() => tmp.remove());

const read = (name: string, content: Buffer | string) => readReportFile(tmp.file(name, content), name, { productCodes: PRODUCT_CODES });
const csvLine = (cells: unknown[]) => cells.map((c) => String(c ?? '')).join(',');

describe('readReportFile: csv', () => {
  it('reads UTF-8 with a BOM, CRLF, RFC 4180 quotes (commas, doubled quotes, line breaks) and Korean text', async () => {
    const quoted = rowValues({
      address: '"서울특별시 영등포구 여의대로 1, 2층"',
      vendorProductName: '"The ""Pro"" feed"',
      subscriberName: '"김\n민준"',
    });
    const text = ['\uFEFF' + csvLine(koreanHeader()), csvLine(quoted), csvLine(rowValues({ quantity: '"1,200"' }))].join('\r\n') + '\r\n';
    const r = await read('ko.csv', text);
    expect(r.fileError).toBeUndefined();
    expect(r.issues).toEqual([]);
    expect(r.rows[0]).toMatchObject({
      address: '서울특별시 영등포구 여의대로 1, 2층',
      vendorProductName: 'The "Pro" feed',
      subscriberName: '김\n민준',
    });
    expect(r.rows[1]!.quantity).toBe(1200);
  });

  it('takes the column codes as the header and counts records as rows (a quoted line break stays in its row)', async () => {
    const text = [
      csvLine([...REPORT_COLUMN_KEYS]),
      csvLine(rowValues({ address: '"line one\nline two"' })),
      csvLine(rowValues({ productCode: 'UNKNOWN', country: 'Korea' })),
      '',
      csvLine(rowValues({ subscriberName: '"=HYPERLINK(""http://evil.example"",""x"")"' })),
    ].join('\n');
    const r = await read('codes.csv', text);
    expect(r.issues).toEqual([
      { row: 3, column: 'productCode', code: 'product' },
      { row: 3, column: 'country', code: 'country' },
      { row: 5, column: 'subscriberName', code: 'formula' },
    ]);
    expect(r.rowCount).toBe(3);
  });

  it('reads CP949 (Korean Excel\'s "CSV") as UTF-8: Korean cells whole, the example row skipped by its marker', async () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../../../../docs/user-report-example.csv'), 'utf8');
    const codes = { productCodes: new Set(['KSP-RT-L1', 'KSQ-RT-L1', 'IDX-KRX-RT']) };
    const utf8 = await readReportFile(tmp.file('utf8.csv', example), 'utf8.csv', codes);
    const cp949 = await readReportFile(tmp.file('cp949.csv', cp949Of(example)), 'cp949.csv', codes);
    expect(cp949.fileError).toBeUndefined();
    expect(cp949).toEqual(utf8);
    expect(cp949.rowCount).toBe(3);
    expect(cp949.rows.map((r) => r.subscriberName)).toEqual(['김민준', 'Jane Doe', '알파자산운용 지수팀']);
    expect(JSON.stringify(cp949.rows)).not.toContain('\uFFFD');
  });

  it('refuses text that is neither UTF-8 nor CP949, a NUL, and an unclosed quote', async () => {
    const neither = Buffer.concat([Buffer.from(csvLine(englishHeader()) + '\n'), Buffer.from([0xc8, 0xab, 0x80, 0xff])]);
    expect((await read('neither.csv', neither)).fileError).toEqual({ code: 'URF1N4007', params: { fileName: 'neither.csv' } });
    expect((await read('nul.csv', `${csvLine(englishHeader())}\n\u0000`)).fileError?.code).toBe('URF1N4007');
    const open = `${csvLine(englishHeader())}\n${csvLine(rowValues())}\n"unclosed,${csvLine(rowValues()).slice(10)}\n`;
    expect((await read('open.csv', open)).fileError).toEqual({ code: 'URF1N4008', params: { row: 3 } });
  });

  it('reads the example file of docs/user-report-csv.md clean, its example row skipped', async () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../../../../docs/user-report-example.csv'));
    const r = await readReportFile(tmp.file('user-report-example.csv', example), 'user-report-example.csv', {
      productCodes: new Set(['KSP-RT-L1', 'KSQ-RT-L1', 'IDX-KRX-RT']),
    });
    expect(r.fileError).toBeUndefined();
    expect(r.issues).toEqual([]);
    expect(r.rowCount).toBe(3);
  });
});

describe('readReportFile: xls (SheetJS 0.20.3)', () => {
  const xlsOf = (rows: unknown[][], fill?: (ws: XLSX.WorkSheet) => void) => {
    const ws = XLSX.utils.aoa_to_sheet(rows);
    fill?.(ws);
    const wb = XLSX.utils.book_new(ws, 'Report');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['instructions']]), 'Instructions');
    return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
  };

  // SheetJS CE writes no formulas into BIFF8, so the formula refusal of the xls reader (cell.f, read with
  // cellFormula) is not exercised by a file written here.
  it('reads a legacy workbook: Korean header, values, a date serial in a text column and in the quantity column', async () => {
    const file = xlsOf([koreanHeader(), rowValues(), rowValues({ quantity: 2 }), rowValues({ productCode: 'NOPE' })], (ws) => {
      ws['N3'] = { t: 'n', v: 46025, z: 'yyyy-mm-dd' };
      ws['C2'] = { t: 'n', v: 46025, z: 'yyyy-mm-dd' };
    });
    const r = await read('legacy.xls', file);
    expect(r.fileError).toBeUndefined();
    expect(r.rowCount).toBe(3);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ accountNumber: '2026-01-03', quantity: 3 });
    expect(r.issues).toEqual([
      { row: 3, column: 'quantity', code: 'integer' },
      { row: 4, column: 'productCode', code: 'product' },
    ]);
  });

  it('refuses an OLE file that holds no workbook (a Word document renamed .xls)', async () => {
    const cfb = XLSX.CFB as {
      utils: { cfb_new(): unknown; cfb_add(c: unknown, name: string, data: Buffer): void };
      write(c: unknown, o: object): Buffer;
    };
    const doc = cfb.utils.cfb_new();
    cfb.utils.cfb_add(doc, 'WordDocument', Buffer.from('word'));
    const r = await read('letter.xls', Buffer.from(cfb.write(doc, { type: 'buffer' })));
    expect(r.fileError).toEqual({ code: 'URF1N4152', params: { extension: 'xls', fileName: 'letter.xls' } });
  });
});
