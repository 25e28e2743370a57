import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { IMAGE_KINDS, MIME_OF_KIND, ZIP_MAX_ENTRIES, ZIP_MAX_UNCOMPRESSED_BYTES, type TFileKind } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Content checks of an upload: the bytes must be what the extension claims. Everything here reads a bounded
 * part of a staged file (its first bytes, the ZIP central directory, the OLE header); nothing is unpacked.
 */

/** How many leading bytes of each upload are kept for sniffing. */
export const HEAD_BYTES = 64 * 1024;

export type InspectFailure = 'mismatch' | 'executable' | 'bomb';
export type InspectResult = { ok: true; contentType: string } | { ok: false; reason: InspectFailure; detail: string };

const fail = (reason: InspectFailure, detail: string): InspectResult => ({ ok: false, reason, detail });

const ZIP_KINDS = new Set<TFileKind>(['zip', 'docx', 'xlsx', 'pptx', 'hwpx']);
const OLE_KINDS = new Set<TFileKind>(['doc', 'xls', 'ppt', 'hwp', 'hwt', 'cell', 'show']);
const TEXT_KINDS = new Set<TFileKind>(['txt', 'csv']);
export const isTextKind = (kind: TFileKind) => TEXT_KINDS.has(kind);

/** Types file-type recognises that are programs, whatever the name says. */
const EXECUTABLE_TYPES = new Set(['exe', 'elf', 'macho', 'dex', 'class', 'wasm', 'msi', 'swf', 'apk', 'jar', 'crx', 'xpi', 'deb', 'rpm']);
/** Entry names inside a ZIP upload that are programs (docs/decisions/020-uploads.md). */
const EXECUTABLE_ENTRY = /\.(exe|dll|com|scr|bat|cmd|msi|msp|ps1|psm1|vbs|vbe|wsf|wsh|jar|apk|pif|cpl|hta|lnk|sys|reg)$/i;

/** Windows PE (MZ with a binary DOS header), ELF, and Mach-O magic numbers. */
export function looksExecutable(head: Buffer): boolean {
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a) {
    // "MZ" starts some plain text too; a real DOS header is binary (NULs in its first 64 bytes), and a PE
    // header sits where e_lfanew points.
    const dos = head.subarray(0, Math.min(64, head.length));
    if (dos.includes(0)) return true;
    if (head.length >= 64) {
      const pe = head.readUInt32LE(60);
      if (pe + 4 <= head.length && head.toString('latin1', pe, pe + 4) === 'PE\u0000\u0000') return true;
    }
  }
  if (head.length >= 4) {
    const magic = head.readUInt32BE(0);
    if (magic === 0x7f454c46) return true; // ELF
    if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic)) return true; // Mach-O
  }
  return false;
}

/**
 * Streaming text check for txt/csv: no NUL byte, and the whole file decodes as UTF-8 or as CP949 (UTF-8 first). The one
 * rule of text uploads: the report CSV reader decides its encoding with it too (decision 058).
 */
export class TextCheck {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private readonly cp949 = new TextDecoder('euc-kr', { fatal: true });
  private utf8Ok = true;
  private cp949Ok = true;
  private nul = false;

  push(chunk: Buffer): void {
    if (this.nul) return;
    if (chunk.includes(0)) {
      this.nul = true;
      return;
    }
    if (this.utf8Ok) {
      try {
        this.utf8.decode(chunk, { stream: true });
      } catch {
        this.utf8Ok = false;
      }
    }
    if (this.cp949Ok) {
      try {
        this.cp949.decode(chunk, { stream: true });
      } catch {
        this.cp949Ok = false;
      }
    }
  }

  end(): void {
    if (this.utf8Ok) {
      try {
        this.utf8.decode();
      } catch {
        this.utf8Ok = false;
      }
    }
    if (this.cp949Ok) {
      try {
        this.cp949.decode();
      } catch {
        this.cp949Ok = false;
      }
    }
  }

  get ok(): boolean {
    return !this.nul && (this.utf8Ok || this.cp949Ok);
  }
  get charset(): 'utf-8' | 'euc-kr' {
    return this.utf8Ok ? 'utf-8' : 'euc-kr';
  }
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (other methods are listed, and refused by whoever reads the entry). */
  method: number;
  /** The general purpose flags (bit 0: encrypted). */
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}
export interface ZipDirectory {
  entries: ZipEntry[];
  totalUncompressed: number;
}
export class ZipError extends Error {
  constructor(
    readonly reason: 'damaged' | 'bomb',
    message: string,
  ) {
    super(message);
  }
}

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

/**
 * Reads a ZIP archive's central directory from its end (ZIP64 included) without inflating anything: entry
 * names, methods, declared sizes and offsets (the one directory reader of the server: the files check and the
 * report reader's entry streams, decision 058). Refuses a damaged directory, more than ZIP_MAX_ENTRIES entries, or a declared
 * uncompressed total above ZIP_MAX_UNCOMPRESSED_BYTES.
 */
export async function readZipDirectory(fh: FileHandle, size: number): Promise<ZipDirectory> {
  if (size < 22) throw new ZipError('damaged', 'too short for a ZIP archive');
  const tailLength = Math.min(size, 22 + 0xffff);
  const tailStart = size - tailLength;
  const tail = await readAt(fh, tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === SIG_EOCD && i + 22 + tail.readUInt16LE(i + 20) <= tail.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('damaged', 'no end of central directory');
  const diskNumber = tail.readUInt16LE(eocd + 4);
  const cdDisk = tail.readUInt16LE(eocd + 6);
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  let directoryEnd = tailStart + eocd;
  if (count === U16_MAX || cdSize === U32_MAX || cdOffset === U32_MAX) {
    const locatorAt = eocd - 20;
    if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== SIG_EOCD64_LOCATOR) throw new ZipError('damaged', 'no ZIP64 locator');
    const eocd64At = Number(tail.readBigUInt64LE(locatorAt + 8));
    if (eocd64At + 56 > size) throw new ZipError('damaged', 'ZIP64 record out of range');
    const rec = await readAt(fh, eocd64At, 56);
    if (rec.length < 56 || rec.readUInt32LE(0) !== SIG_EOCD64) throw new ZipError('damaged', 'bad ZIP64 record');
    count = Number(rec.readBigUInt64LE(32));
    cdSize = Number(rec.readBigUInt64LE(40));
    cdOffset = Number(rec.readBigUInt64LE(48));
    directoryEnd = eocd64At;
  } else if (diskNumber !== 0 || cdDisk !== 0) {
    throw new ZipError('damaged', 'multi-volume archives are not accepted');
  }
  if (count > ZIP_MAX_ENTRIES) throw new ZipError('bomb', `${count} entries`);
  if (cdOffset + cdSize > directoryEnd || cdSize > size) throw new ZipError('damaged', 'central directory out of range');
  const cd = await readAt(fh, cdOffset, cdSize);
  if (cd.length !== cdSize) throw new ZipError('damaged', 'central directory truncated');

  const entries: ZipEntry[] = [];
  let total = 0;
  let minLocal = Number.MAX_SAFE_INTEGER;
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== SIG_CENTRAL) throw new ZipError('damaged', `bad central header ${n}`);
    const flags = cd.readUInt16LE(p + 8);
    const method = cd.readUInt16LE(p + 10);
    let compressedSize = cd.readUInt32LE(p + 20);
    let uncompressedSize = cd.readUInt32LE(p + 24);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    let localOffset = cd.readUInt32LE(p + 42);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw new ZipError('damaged', `central header ${n} overruns`);
    const nameBytes = cd.subarray(p + 46, p + 46 + nameLength);
    const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
    if (uncompressedSize === U32_MAX || compressedSize === U32_MAX || localOffset === U32_MAX) {
      // ZIP64 extended information: the 64-bit values of the fields marked 0xFFFFFFFF, in order.
      let q = p + 46 + nameLength;
      const extraEnd = q + extraLength;
      let found = false;
      while (q + 4 <= extraEnd) {
        const id = cd.readUInt16LE(q);
        const len = cd.readUInt16LE(q + 2);
        if (id === 0x0001) {
          let r = q + 4;
          const take = () => {
            if (r + 8 > q + 4 + len) throw new ZipError('damaged', 'short ZIP64 field');
            const v = Number(cd.readBigUInt64LE(r));
            r += 8;
            return v;
          };
          if (uncompressedSize === U32_MAX) uncompressedSize = take();
          if (compressedSize === U32_MAX) compressedSize = take();
          if (localOffset === U32_MAX) localOffset = take();
          found = true;
          break;
        }
        q += 4 + len;
      }
      if (!found) throw new ZipError('damaged', 'ZIP64 sizes missing');
    }
    if (localOffset + 30 > cdOffset) throw new ZipError('damaged', `entry ${n} outside the archive`);
    minLocal = Math.min(minLocal, localOffset);
    total += uncompressedSize;
    if (total > ZIP_MAX_UNCOMPRESSED_BYTES) throw new ZipError('bomb', `declared ${total} bytes uncompressed`);
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localOffset });
    p = end;
  }
  if (count > 0) {
    // The first entry's local header must be where the directory says (an archive may carry a prefix).
    const local = await readAt(fh, minLocal, 4);
    if (local.length < 4 || local.readUInt32LE(0) !== SIG_LOCAL) throw new ZipError('damaged', 'no local header');
  }
  return { entries, totalUncompressed: total };
}

/** Entry names an Office Open XML or OWPML document must hold. */
function officeShapeProblem(kind: TFileKind, names: string[]): string | null {
  const has = (n: string) => names.includes(n);
  const under = (prefix: string) => names.some((n) => n.startsWith(prefix));
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return 'macro-enabled document under a macro-free extension';
  switch (kind) {
    case 'docx':
      return has('[Content_Types].xml') && under('word/') ? null : 'not a Word document';
    case 'xlsx':
      return has('[Content_Types].xml') && under('xl/') ? null : 'not an Excel workbook';
    case 'pptx':
      return has('[Content_Types].xml') && under('ppt/') ? null : 'not a PowerPoint presentation';
    case 'hwpx':
      return has('mimetype') && under('Contents/') ? null : 'not a Hangul (OWPML) document';
    default:
      return null;
  }
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** CLSIDs of Windows Installer packages, patches and transforms: OLE files that are programs. */
const INSTALLER_CLSIDS = ['84100c0000000000c000000000000046', '86100c0000000000c000000000000046', '82100c0000000000c000000000000046'];

/** An OLE compound file (legacy doc/xls/ppt/hwp): the magic, a sane header and its root directory entry. */
async function inspectOle(fh: FileHandle, head: Buffer, size: number): Promise<InspectResult> {
  if (head.length < 512 || !head.subarray(0, 8).equals(OLE_MAGIC)) return fail('mismatch', 'not an OLE compound file');
  if (head.readUInt16LE(0x1c) !== 0xfffe) return fail('mismatch', 'bad OLE byte order');
  const shift = head.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return fail('mismatch', 'bad OLE sector size');
  const dirSector = head.readUInt32LE(0x30);
  const dirOffset = (dirSector + 1) * 2 ** shift;
  if (dirOffset + 128 > size) return fail('mismatch', 'OLE directory out of range');
  const root = await readAt(fh, dirOffset, 128);
  if (root.length < 128 || root[0x42] !== 5) return fail('mismatch', 'no OLE root entry');
  if (INSTALLER_CLSIDS.includes(root.subarray(0x50, 0x60).toString('hex'))) return fail('executable', 'Windows Installer package');
  return { ok: true, contentType: '' };
}

const IMAGE_TYPES: Record<string, string> = { gif: 'image/gif', png: 'image/png', apng: 'image/png', jpg: 'image/jpeg' };

/**
 * Checks a staged upload against its kind. `head` is its first bytes (up to HEAD_BYTES), `text` the streaming
 * text check (txt/csv only). Answers the content type to store.
 */
export async function inspectFile(opts: {
  kind: TFileKind;
  path: string;
  size: number;
  head: Buffer;
  text?: TextCheck;
}): Promise<InspectResult> {
  const { kind, head, size } = opts;
  if (looksExecutable(head)) return fail('executable', 'program header');
  const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
  if (sniffed && EXECUTABLE_TYPES.has(sniffed.ext)) return fail('executable', `sniffed ${sniffed.ext}`);

  if ((IMAGE_KINDS as readonly string[]).includes(kind)) {
    // Any of the image kinds under any image extension: what matters is that it is a GIF, PNG or JPEG,
    // and it is served with the type of its content.
    const type = sniffed && IMAGE_TYPES[sniffed.ext];
    return type ? { ok: true, contentType: type } : fail('mismatch', `not an image (${sniffed?.ext ?? 'unknown'})`);
  }
  if (kind === 'pdf') {
    return head.subarray(0, 1024).includes('%PDF-') ? { ok: true, contentType: MIME_OF_KIND.pdf } : fail('mismatch', 'no PDF header');
  }
  if (TEXT_KINDS.has(kind)) {
    if (!opts.text?.ok) return fail('mismatch', 'not UTF-8 or CP949 text');
    return { ok: true, contentType: `${kind === 'csv' ? 'text/csv' : 'text/plain'}; charset=${opts.text.charset}` };
  }
  const fh = await open(opts.path, 'r');
  try {
    if (OLE_KINDS.has(kind)) {
      const r = await inspectOle(fh, head, size);
      return r.ok ? { ok: true, contentType: MIME_OF_KIND[kind] } : r;
    }
    if (ZIP_KINDS.has(kind)) {
      if (head.length < 4 || head.readUInt32LE(0) !== SIG_LOCAL) return fail('mismatch', 'not a ZIP archive');
      let dir: ZipDirectory;
      try {
        dir = await readZipDirectory(fh, size);
      } catch (err) {
        if (err instanceof ZipError) return fail(err.reason === 'bomb' ? 'bomb' : 'mismatch', err.message);
        throw err;
      }
      const names = dir.entries.map((e) => e.name);
      if (kind === 'zip') {
        const program = names.find((n) => EXECUTABLE_ENTRY.test(n));
        if (program) return fail('executable', `archive holds ${program}`);
      } else {
        const problem = officeShapeProblem(kind, names);
        if (problem) return fail('mismatch', problem);
      }
      return { ok: true, contentType: MIME_OF_KIND[kind] };
    }
  } finally {
    await fh.close();
  }
  return fail('mismatch', `no check for ${kind}`);
}
