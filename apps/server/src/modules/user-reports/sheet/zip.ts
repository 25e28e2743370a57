import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { readZipDirectory, ZipError, type ZipEntry } from '../../../platform/file-inspect'; // the content checks alone: the reader thread never loads the server (decisions 058, 076)

/**
 * Random access to a ZIP archive for the xlsx reader: the entries of the central directory (the files area's reader:
 * names, methods, sizes, offsets), and one entry at a time as a stream (a byte range of the file through zlib's inflater). Only the entries
 * the reader needs are inflated, in the order it needs them, and every inflated byte is counted against a limit: past
 * it the stream fails with InflateLimitError, whatever the directory declared.
 *
 * (exceljs's own WorkbookReader reads the archive front to back through unzipper, which in exceljs 4.4 sometimes
 * ends the entry list early on STORED archives, such as SheetJS writes, and loses the workbook part.)
 */

export type TZipEntry = ZipEntry;

export class ZipFormatError extends Error {}
export class InflateLimitError extends Error {
  constructor(
    message: string,
    /** The limit passed (bytes). */
    readonly limit?: number,
  ) {
    super(message);
  }
}

const SIG_LOCAL = 0x04034b50;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/**
 * The central directory's entries by name, through the files area's directory reader (the one reader of the server,
 * decision 058: it refuses a damaged directory, too many entries and a declared total over the limit).
 */
export async function zipEntries(fh: FileHandle, size: number): Promise<Map<string, TZipEntry>> {
  let entries: ZipEntry[];
  try {
    ({ entries } = await readZipDirectory(fh, size));
  } catch (err) {
    if (err instanceof ZipError && err.reason === 'bomb') throw new InflateLimitError(err.message);
    if (err instanceof ZipError) throw new ZipFormatError(err.message);
    throw err;
  }
  const byName = new Map<string, TZipEntry>();
  for (const entry of entries) {
    if (entry.flags & 0x1) throw new ZipFormatError(`encrypted entry ${entry.name}`);
    byName.set(entry.name, entry);
  }
  return byName;
}

/** Counts the bytes of every entry stream it is given; the shared budget of one file. */
export class InflateBudget {
  used = 0;
  constructor(readonly limit: number) {}

  /** A counter of one entry: past `partLimit` bytes of this entry, or past the file's limit, it fails. */
  counter(partLimit = Infinity): Transform {
    let part = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding, cb) => {
        this.used += chunk.length;
        part += chunk.length;
        if (part > partLimit) cb(new InflateLimitError(`more than ${partLimit} bytes inflated in one part`, partLimit));
        else if (this.used > this.limit) cb(new InflateLimitError(`more than ${this.limit} bytes inflated`, this.limit));
        else cb(null, chunk);
      },
    });
  }
}

/**
 * One entry's content as a stream: the stored bytes, or deflated bytes through zlib; counted against `budget` and against
 * `partLimit` for this entry alone.
 */
export async function entryStream(
  path: string,
  fh: FileHandle,
  entry: TZipEntry,
  budget: InflateBudget,
  partLimit = Infinity,
): Promise<Readable> {
  const local = await readAt(fh, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== SIG_LOCAL) throw new ZipFormatError(`no local header for ${entry.name}`);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  const counter = budget.counter(partLimit);
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
