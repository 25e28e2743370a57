import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A small random-access ZIP reader for the xlsx reader: the entries of the central directory (names, methods, sizes,
 * offsets), and one entry at a time as a stream (a byte range of the file through zlib's inflater). Only the entries
 * the reader needs are inflated, in the order it needs them, and every inflated byte is counted against a limit: past
 * it the stream fails with InflateLimitError, whatever the directory declared.
 *
 * (exceljs's own WorkbookReader reads the archive front to back through unzipper, which in exceljs 4.4 sometimes
 * ends the entry list early on STORED archives, such as SheetJS writes, and loses the workbook part.)
 */

export interface TZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export class ZipFormatError extends Error {}
export class InflateLimitError extends Error {}

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;
const U16_MAX = 0xffff;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The central directory's entries by name (the directory's sizes were checked against the limit before: kind.ts). */
export async function zipEntries(fh: FileHandle, size: number): Promise<Map<string, TZipEntry>> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(fh, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === SIG_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (count === U16_MAX || cdSize === U32_MAX || cdOffset === U32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== SIG_EOCD64_LOCATOR) throw new ZipFormatError('no ZIP64 locator');
    const rec = await readAt(fh, Number(tail.readBigUInt64LE(locator + 8)), 56);
    if (rec.length < 56 || rec.readUInt32LE(0) !== SIG_EOCD64) throw new ZipFormatError('bad ZIP64 record');
    count = Number(rec.readBigUInt64LE(32));
    cdSize = Number(rec.readBigUInt64LE(40));
    cdOffset = Number(rec.readBigUInt64LE(48));
  }
  if (cdOffset + cdSize > size) throw new ZipFormatError('central directory out of range');
  const cd = await readAt(fh, cdOffset, cdSize);
  const entries = new Map<string, TZipEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== SIG_CENTRAL) throw new ZipFormatError('bad central header');
    const flags = cd.readUInt16LE(p + 8);
    const method = cd.readUInt16LE(p + 10);
    let compressedSize = cd.readUInt32LE(p + 20);
    let uncompressedSize = cd.readUInt32LE(p + 24);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    let localOffset = cd.readUInt32LE(p + 42);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw new ZipFormatError('central header overruns');
    const name = cd.toString(flags & 0x800 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLength);
    if (compressedSize === U32_MAX || uncompressedSize === U32_MAX || localOffset === U32_MAX) {
      let q = p + 46 + nameLength;
      const extraEnd = q + extraLength;
      while (q + 4 <= extraEnd && cd.readUInt16LE(q) !== 0x0001) q += 4 + cd.readUInt16LE(q + 2);
      if (q + 4 > extraEnd) throw new ZipFormatError('ZIP64 sizes missing');
      let r = q + 4;
      const take = () => {
        if (r + 8 > extraEnd) throw new ZipFormatError('short ZIP64 field');
        const v = Number(cd.readBigUInt64LE(r));
        r += 8;
        return v;
      };
      if (uncompressedSize === U32_MAX) uncompressedSize = take();
      if (compressedSize === U32_MAX) compressedSize = take();
      if (localOffset === U32_MAX) localOffset = take();
    }
    if (flags & 0x1) throw new ZipFormatError('encrypted entry');
    entries.set(name, { name, method, compressedSize, uncompressedSize, localOffset });
    p = end;
  }
  return entries;
}

/** Counts the bytes of every entry stream it is given; the shared budget of one file. */
export class InflateBudget {
  used = 0;
  constructor(readonly limit: number) {}

  counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, cb) => {
        this.used += chunk.length;
        if (this.used > this.limit) cb(new InflateLimitError(`more than ${this.limit} bytes inflated`));
        else cb(null, chunk);
      },
    });
  }
}

/** One entry's content as a stream: the stored bytes, or deflated bytes through zlib; counted against `budget`. */
export async function entryStream(path: string, fh: FileHandle, entry: TZipEntry, budget: InflateBudget): Promise<Readable> {
  const local = await readAt(fh, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== SIG_LOCAL) throw new ZipFormatError(`no local header for ${entry.name}`);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  const counter = budget.counter();
  if (entry.compressedSize === 0) {
    counter.setEncoding('utf8');
    counter.end();
    return counter;
  }
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: 64 * 1024 });
  const inflate = entry.method === 8 ? zlib.createInflateRaw() : null;
  const fail = (err: Error) => counter.destroy(err);
  raw.on('error', fail);
  inflate?.on('error', fail);
  counter.on('close', () => {
    raw.destroy();
    inflate?.destroy();
  });
  // Text for the XML parser: decoded here, so a character split between two chunks stays whole.
  counter.setEncoding('utf8');
  return inflate ? raw.pipe(inflate).pipe(counter) : raw.pipe(counter);
}
