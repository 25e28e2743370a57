import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORT_COLUMNS, type TReportColumnKey } from '@portal/contract';
import ExcelJS from 'exceljs';

/** Fixtures of the user report file tests: files written in the test (exceljs, SheetJS, plain text), no database. */

export const PRODUCT_CODES: ReadonlySet<string> = new Set(['KSP-RT-L1', 'KSP-RT-L2', 'KSP-DL']);

/** A clean row, in the column order of the form. */
export const GOOD_ROW: Record<TReportColumnKey, string | number> = {
  provisionMethod: 'DATAFEED',
  useCategory: '151',
  accountNumber: '110-22-333333',
  billingCode: 'BC-01',
  variableFeeItem: 'USER',
  productCode: 'KSP-RT-L1',
  vendorProductName: 'Vendor Terminal',
  subscriberName: '홍길동',
  subscriberId: 'hong01',
  address: '서울특별시 영등포구 여의대로 1',
  city: 'Seoul',
  region: 'Asia',
  country: 'KR',
  quantity: 3,
};

export const rowValues = (over: Partial<Record<TReportColumnKey, unknown>> = {}): unknown[] =>
  REPORT_COLUMNS.map((c) => (c.key in over ? over[c.key] : GOOD_ROW[c.key]));

export const englishHeader = () => REPORT_COLUMNS.map((c) => c.label.en);
export const koreanHeader = () => REPORT_COLUMNS.map((c) => c.label.ko);

export interface TTempDir {
  dir: string;
  file(name: string, content: Buffer | string): string;
  path(name: string): string;
  remove(): void;
}

export function tempDir(): TTempDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
  return {
    dir,
    file(name, content) {
      const p = path.join(dir, name);
      writeFileSync(p, content);
      return p;
    },
    path: (name) => path.join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An xlsx of one sheet (plus `more` sheets) holding `rows` from row 1; a row's cell may be any exceljs value. */
export async function xlsxOf(rows: unknown[][], opts: { more?: string[]; fill?: (ws: ExcelJS.Worksheet) => void } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Report');
  for (const r of rows) ws.addRow(r);
  opts.fill?.(ws);
  for (const name of opts.more ?? []) wb.addWorksheet(name).addRow(['other']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large xlsx written with the streaming writer (shared strings off, as the bench does). */
export async function bigXlsx(file: string, count: number, row: (i: number) => unknown[] = () => rowValues()): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('Report');
  ws.addRow(englishHeader()).commit();
  for (let i = 0; i < count; i++) ws.addRow(row(i)).commit();
  await wb.commit();
}
