// Test support for the files and snapshots tests: multipart bodies written by hand, and small but real files
// of every kind (ZIP archives, OLE compound files, images, programs) built in memory.
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';

export interface Part {
  field: string;
  filename?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it: the file name raw in UTF-8, quotes and line breaks escaped. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portalTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const name = p.field.replace(/"/g, '%22');
    let disposition = `form-data; name="${name}"`;
    if (p.filename !== undefined)
      disposition += `; filename="${p.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (p.filename !== undefined ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

/** Files under the `files` field. */
export const filesBody = (files: { name: string; content: Buffer | string }[], field = 'files') =>
  multipartBody(files.map((f) => ({ field, filename: f.name, content: f.content })));

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
export function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipInput {
  name: string;
  data?: Buffer | string;
  /** Already deflated bytes with their uncompressed size and CRC (to build large archives cheaply). */
  deflated?: { bytes: Buffer; size: number; crc: number };
}

/** A real ZIP archive (deflated entries, UTF-8 names, central directory, end record). */
export function zipOf(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    let bytes: Buffer;
    let size: number;
    let crc: number;
    if (e.deflated) ({ bytes, size, crc } = e.deflated);
    else {
      const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data ?? '', 'utf8');
      bytes = deflateRawSync(raw);
      size = raw.length;
      crc = crc32(raw);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, bytes);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + bytes.length;
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

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
export const docx = (text = 'hello') =>
  zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'word/document.xml', data: `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>` },
  ]);
export const xlsx = () =>
  zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' },
  ]);
export const pptx = () =>
  zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
  ]);
export const hwpx = () =>
  zipOf([
    { name: 'mimetype', data: 'application/hwp+zip' },
    { name: 'version.xml', data: '<version/>' },
    { name: 'Contents/section0.xml', data: '<hs:sec/>' },
  ]);

/** An archive whose entries declare more than 200 MB in total (5 x 41 MiB of zeros, about 200 KB packed). */
export function zipBomb(): Buffer {
  const raw = Buffer.alloc(41 * 1024 * 1024);
  const deflated = { bytes: deflateRawSync(raw, { level: 9 }), size: raw.length, crc: crc32(raw) };
  return zipOf([1, 2, 3, 4, 5].map((i) => ({ name: `zeros-${i}.bin`, deflated })));
}

/** A minimal OLE compound file (legacy doc/xls/ppt/hwp): header, and a root directory entry in sector 0. */
export function oleFile(clsid?: string): Buffer {
  const buf = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf, 0);
  buf.writeUInt16LE(0x003e, 0x18);
  buf.writeUInt16LE(0x0003, 0x1a);
  buf.writeUInt16LE(0xfffe, 0x1c);
  buf.writeUInt16LE(9, 0x1e);
  buf.writeUInt16LE(6, 0x20);
  buf.writeUInt32LE(1, 0x2c);
  buf.writeUInt32LE(0, 0x30);
  buf.writeUInt32LE(0x1000, 0x38);
  buf.writeUInt32LE(0xfffffffe, 0x3c);
  buf.writeUInt32LE(0xfffffffe, 0x44);
  const root = 512;
  Buffer.from('Root Entry', 'utf16le').copy(buf, root);
  buf.writeUInt16LE(22, root + 0x40);
  buf[root + 0x42] = 5;
  if (clsid) Buffer.from(clsid, 'hex').copy(buf, root + 0x50);
  return buf;
}
/** A Windows Installer package: an OLE file whose root CLSID is {000C1084-0000-0000-C000-000000000046}. */
export const msiFile = () => oleFile('84100c0000000000c000000000000046');

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  randomBytes(64),
  Buffer.from('ffd9', 'hex'),
]);
export const pdf = (text = 'hello') =>
  Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`);

/** A Windows program: MZ header (binary), PE signature where e_lfanew points. */
export function exeFile(): Buffer {
  const buf = Buffer.alloc(512);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt16LE(0x90, 2);
  buf.writeUInt32LE(0x80, 60);
  buf.write('PE\u0000\u0000', 0x80, 'latin1');
  buf.writeUInt16LE(0x8664, 0x84);
  return buf;
}
export function elfFile(): Buffer {
  const buf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(buf, 0);
  return buf;
}
/** "가나다" and a line in CP949 (EUC-KR) bytes. */
export const CP949_TEXT = Buffer.concat([Buffer.from([0xb0, 0xa1, 0xb3, 0xaa, 0xb4, 0xd9]), Buffer.from(',1,2\r\n')]);
