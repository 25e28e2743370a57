import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPORT_COLUMNS, type TReportColumnKey } from '@portal/contract';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

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

export interface TZipEntrySpec {
  name: string;
  /** The stored (deflated) bytes and the true size they inflate to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** The uncompressed size written in the headers (a lie, for a bomb that hides its size). */
  declaredSize?: number;
}

/** A deflated entry of `data`. */
export function zipEntry(name: string, data: Buffer | string): TZipEntrySpec {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes) };
}

/** An entry that inflates to `mb` MB of zeros, deflated chunk by chunk (never held whole). */
export function zeroEntry(name: string, mb: number, declaredSize?: number): Promise<TZipEntrySpec> {
  return fillEntry(name, mb, { declaredSize });
}

/**
 * An entry that inflates to `prefix` then `mb` MB of one byte (zeros, or spaces: a text run for the XML parser), deflated
 * chunk by chunk (never held whole); `declaredSize` is the size its headers claim.
 */
export async function fillEntry(
  name: string,
  mb: number,
  opts: { byte?: number; prefix?: string; declaredSize?: number } = {},
): Promise<TZipEntrySpec> {
  const { declaredSize } = opts;
  const chunk = Buffer.alloc(1024 * 1024, opts.byte ?? 0);
  const head = Buffer.from(opts.prefix ?? '');
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = zlib.crc32(head);
  deflate.write(head);
  for (let i = 0; i < mb; i++) {
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(parts), size: head.length + mb * chunk.length, crc, declaredSize };
}

/** Writes a ZIP archive by hand (local headers, data, central directory), sizes as each entry declares them. */
export function zipOf(entries: TZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The entries of a real workbook (to wrap a bomb in a file that is otherwise a true xlsx). */
export async function entriesOf(xlsx: Buffer): Promise<TZipEntrySpec[]> {
  const zip = await JSZip.loadAsync(xlsx);
  const out: TZipEntrySpec[] = [];
  for (const name of Object.keys(zip.files)) {
    if (zip.files[name]!.dir) continue;
    out.push(zipEntry(name, await zip.file(name)!.async('nodebuffer')));
  }
  return out;
}

let cp949Table: Map<string, Buffer> | undefined;
/** Text as CP949 bytes (what Korean Excel writes as "CSV"), from the WHATWG decoder's own table. */
export function cp949Of(text: string): Buffer {
  if (!cp949Table) {
    cp949Table = new Map();
    const decoder = new TextDecoder('euc-kr');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x41; trail <= 0xfe; trail++) {
        const bytes = Buffer.from([lead, trail]);
        const ch = decoder.decode(bytes);
        if (ch.length === 1 && ch !== '\uFFFD' && !cp949Table.has(ch)) cp949Table.set(ch, bytes);
      }
    }
  }
  const parts: Buffer[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) parts.push(Buffer.from(ch, 'latin1'));
    else {
      const bytes = cp949Table.get(ch);
      if (!bytes) throw new Error(`no CP949 code for ${ch}`);
      parts.push(bytes);
    }
  }
  return Buffer.concat(parts);
}
