import { afterAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@portal/contract';
import { englishHeader, koreanHeader, PRODUCT_CODES, rowValues, tempDir, xlsxOf } from '../../../../test/report-files';
import { readReportFile } from './index';

const tmp = tempDir();
afterAll(() => tmp.remove());

const read = (name: string, content: Buffer | string, more: { maxRows?: number; onProgress?: (n: number) => void } = {}) =>
  readReportFile(tmp.file(name, content), name, { productCodes: PRODUCT_CODES, ...more });

describe('readReportFile: xlsx', () => {
  it('reads a file with an English header into clean rows', async () => {
    const r = await read('en.xlsx', await xlsxOf([englishHeader(), rowValues(), rowValues({ quantity: 7, useCategory: 152 })]));
    expect(r.fileError).toBeUndefined();
    expect(r.issues).toEqual([]);
    expect(r.rowCount).toBe(2);
    expect(r.rows[0]).toMatchObject({
      provisionMethod: 'DATAFEED',
      useCategory: '151',
      productCode: 'KSP-RT-L1',
      quantity: 3,
      country: 'KR',
    });
    expect(r.rows[1]).toMatchObject({ useCategory: '152', quantity: 7 });
  });

  it('reads a Korean header, columns in another order, and Korean code labels', async () => {
    const header = koreanHeader().reverse();
    const values = rowValues({ provisionMethod: '단말기', variableFeeItem: '단말기 수' }).reverse();
    const r = await read('ko.xlsx', await xlsxOf([header, values]));
    expect(r.issues).toEqual([]);
    expect(r.rows[0]).toMatchObject({ provisionMethod: 'TERMINAL', variableFeeItem: 'TERMINAL', subscriberName: '홍길동' });
  });

  it('reports bad cells by the row the customer sees, sorted by row then column', async () => {
    const r = await read(
      'bad.xlsx',
      await xlsxOf([
        englishHeader(),
        rowValues(),
        [],
        rowValues({ quantity: null, productCode: 'NOPE', subscriberName: '' }),
        rowValues({ useCategory: '999', quantity: 2.5 }),
      ]),
    );
    expect(r.fileError).toBeUndefined();
    expect(r.rowCount).toBe(3);
    expect(r.rows).toHaveLength(1);
    expect(r.issues).toEqual([
      { row: 4, column: 'productCode', code: 'product' },
      { row: 4, column: 'subscriberName', code: 'required' },
      { row: 4, column: 'quantity', code: 'required' },
      { row: 5, column: 'useCategory', code: 'code' },
      { row: 5, column: 'quantity', code: 'integer' },
    ]);
  });

  it('refuses formulas (never their cached result) and reads hyperlinks as their text', async () => {
    const file = await xlsxOf([
      englishHeader(),
      rowValues({ quantity: { formula: 'B2*2', result: 302 } }),
      rowValues({ subscriberName: { formula: "'[other.xlsx]Sheet1'!A1", result: 'Linked Name' } }),
      rowValues({ vendorProductName: { text: 'Vendor site', hyperlink: 'https://vendor.example.com' } }),
    ]);
    const r = await read('formula.xlsx', file);
    expect(r.issues).toEqual([
      { row: 2, column: 'quantity', code: 'formula' },
      { row: 3, column: 'subscriberName', code: 'formula' },
    ]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.vendorProductName).toBe('Vendor site');
  });

  it('reads dates: as YYYY-MM-DD in a text column, an error in the quantity column', async () => {
    const file = await xlsxOf(
      [
        englishHeader(),
        rowValues({ accountNumber: new Date(Date.UTC(2026, 9, 5)) }),
        rowValues({ quantity: new Date(Date.UTC(2026, 0, 3)) }),
      ],
      {
        fill: (ws) => {
          // A serial number shown as a date: the cell holds 46025 with a date format.
          ws.getCell('C4').value = 46025;
          ws.getCell('C4').numFmt = 'yyyy-mm-dd';
          ws.getRow(4).getCell(1).value = 'DATAFEED';
          for (const [i, v] of rowValues().entries()) if (i !== 2) ws.getRow(4).getCell(i + 1).value = v as string;
        },
      },
    );
    const r = await read('dates.xlsx', file);
    expect(r.issues).toEqual([{ row: 3, column: 'quantity', code: 'integer' }]);
    expect(r.rows.map((x) => x.accountNumber)).toEqual(['2026-10-05', '2026-01-03']);
  });

  it('skips the example row of the form', async () => {
    const r = await read(
      'example.xlsx',
      await xlsxOf([englishHeader(), rowValues({ subscriberName: '[예시 / Example] 홍길동' }), rowValues()]),
    );
    expect(r.rowCount).toBe(1);
    expect(r.rows).toHaveLength(1);
  });

  it('refuses a wrong header, naming the missing columns, and a file without data rows', async () => {
    const wrong = await read(
      'wrong.xlsx',
      await xlsxOf([
        ['Name', 'Qty'],
        ['a', 1],
      ]),
    );
    expect(wrong.fileError?.code).toBe('URF1N4003');
    expect(errorMessage(wrong.fileError!.code, 'en', wrong.fileError!.params)).toContain('Provision method');
    expect(wrong.rows).toEqual([]);
    const none = await read('none.xlsx', await xlsxOf([englishHeader()]));
    expect(none.fileError).toEqual({ code: 'URF1N4002' });
    const empty = await read('empty.xlsx', await xlsxOf([]));
    expect(empty.fileError).toEqual({ code: 'URF1N4002' });
  });

  it('reads only the first sheet', async () => {
    const r = await read('sheets.xlsx', await xlsxOf([englishHeader(), rowValues()], { more: ['작성 방법'] }));
    expect(r.rowCount).toBe(1);
  });

  it('refuses more rows than maxRows, and reports progress', async () => {
    const seen: number[] = [];
    const rows = [englishHeader(), ...Array.from({ length: 12 }, () => rowValues())];
    const over = await read('many.xlsx', await xlsxOf(rows), { maxRows: 10 });
    expect(over.fileError).toEqual({ code: 'URF1N4004', params: { max: '10' } });
    const ok = await read('many2.xlsx', await xlsxOf(rows), { onProgress: (n) => seen.push(n) });
    expect(ok.rowCount).toBe(12);
    expect(seen).toEqual([12]);
  });

  it('keeps Korean text whole across the chunks the parts are read in (shared strings of many KB)', async () => {
    const names = Array.from({ length: 4000 }, (_, i) => `가입자 한글이름 ${i} 대한민국 서울특별시`);
    const r = await read(
      'hangul.xlsx',
      await xlsxOf([englishHeader(), ...names.map((n) => rowValues({ subscriberName: n, address: `${n} 주소` }))]),
    );
    expect(r.issues).toEqual([]);
    expect(r.rows.map((x) => x.subscriberName)).toEqual(names);
    expect(r.rows.every((x) => !x.address.includes('\uFFFD'))).toBe(true);
  });
});
