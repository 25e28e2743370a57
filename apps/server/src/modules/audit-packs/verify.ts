import { createHash, verify as verifySignature } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import {
  AUDIT_PACK_MANIFEST,
  AUDIT_PACK_SIGNATURE,
  ZAuditPackManifest,
  type TAuditPackManifest,
  type TAuditPackProblem,
  type TAuditPackVerification,
} from '@portal/contract';
import type { PackKey } from './signing';

/**
 * The one verifier of audit packs (decision 081), shared by `npm run verify-pack` and the verification call. It reads
 * the ZIP from a file on disk (an upload is streamed to a staging file first) through its central directory, and
 * streams each entry through inflate and SHA-256 one at a time, within limits that stop a ZIP bomb: the number of
 * entries, each entry's and the whole's inflated bytes, the ratio of inflated to stored bytes, and the manifest's size.
 * An entry is never trusted to be as small as it says: inflating stops at its declared size (and the limits).
 */
export interface VerifyLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Inflated bytes per stored byte, beyond which an entry is a bomb (counted past the first megabyte). */
  maxRatio: number;
  maxManifestBytes: number;
}

export const DEFAULT_VERIFY_LIMITS: VerifyLimits = {
  maxEntries: 50_000,
  maxEntryBytes: 2 * 1024 ** 3,
  maxTotalBytes: 8 * 1024 ** 3,
  maxRatio: 200,
  maxManifestBytes: 64 * 1024 * 1024,
};

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

class ArchiveError extends Error {}

/** The end of central directory record (searched in the last 64 KiB + 22 bytes). */
async function readDirectory(fh: FileHandle, fileSize: number, limits: VerifyLimits): Promise<ZipEntry[]> {
  if (fileSize < 22) throw new ArchiveError('not a ZIP file (too short)');
  const tail = Math.min(fileSize, 65_557);
  const buf = Buffer.alloc(tail);
  await fh.read(buf, 0, tail, fileSize - tail);
  let eocd = -1;
  for (let i = tail - 22; i >= 0; i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new ArchiveError('not a ZIP file (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ArchiveError('ZIP64 archives are not read here');
  if (count > limits.maxEntries) throw new ArchiveError(`more than ${limits.maxEntries} entries`);
  if (dirOffset + dirSize > fileSize) throw new ArchiveError('the central directory lies outside the file');
  const dir = Buffer.alloc(dirSize);
  await fh.read(dir, 0, dirSize, dirOffset);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== 0x02014b50) throw new ArchiveError('a damaged central directory');
    const flags = dir.readUInt16LE(p + 8);
    const method = dir.readUInt16LE(p + 10);
    const compressedSize = dir.readUInt32LE(p + 20);
    const size = dir.readUInt32LE(p + 24);
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    const localOffset = dir.readUInt32LE(p + 42);
    const name = dir.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff)
      throw new ArchiveError('ZIP64 entries are not read here');
    entries.push({ name, method, flags, compressedSize, size, localOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Streams one entry's inflated bytes to `sink`, within its declared size and the limits. Answers the inflated size. */
async function readEntry(fh: FileHandle, file: string, e: ZipEntry, limits: VerifyLimits, sink: (chunk: Buffer) => void): Promise<number> {
  if (e.flags & 1) throw new ArchiveError('encrypted');
  if (e.method !== 0 && e.method !== 8) throw new ArchiveError(`compression method ${e.method} is not read here`);
  if (e.size > limits.maxEntryBytes) throw new ArchiveError(`larger than ${limits.maxEntryBytes} bytes`);
  const head = Buffer.alloc(30);
  await fh.read(head, 0, 30, e.localOffset);
  if (head.readUInt32LE(0) !== 0x04034b50) throw new ArchiveError('a damaged local header');
  const start = e.localOffset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  let inflated = 0;
  const cap = Math.min(e.size, limits.maxEntryBytes);
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      inflated += chunk.length;
      if (inflated > cap) return done(new ArchiveError('inflates past its declared size (a ZIP bomb?)'));
      if (inflated > 1024 * 1024 && inflated > e.compressedSize * limits.maxRatio)
        return done(new ArchiveError(`inflates more than ${limits.maxRatio} times (a ZIP bomb?)`));
      sink(chunk);
      done();
    },
  });
  if (e.compressedSize === 0) {
    if (e.size !== 0) throw new ArchiveError(`holds 0 bytes, its header says ${e.size}`);
    return 0;
  }
  const source = createReadStream(file, { start, end: start + e.compressedSize - 1 });
  const drain = new Writable({ write: (_c, _e, done) => done() });
  if (e.method === 8) await pipeline(source, createInflateRaw(), meter, drain);
  else await pipeline(source, meter, drain);
  if (inflated !== e.size) throw new ArchiveError(`holds ${inflated} bytes, its header says ${e.size}`);
  return inflated;
}

const problem = (code: TAuditPackProblem['code'], file: string, detail: string): TAuditPackProblem => ({ code, file, detail });

/** Verifies the pack in `file` against the portal's keys; never throws for a bad pack, only answers its problems. */
export async function verifyPack(
  file: string,
  keys: readonly PackKey[],
  limits: VerifyLimits = DEFAULT_VERIFY_LIMITS,
): Promise<TAuditPackVerification> {
  const result: TAuditPackVerification = {
    ok: false,
    keyId: null,
    companyName: null,
    customerCode: null,
    fromMonth: null,
    toMonth: null,
    createdAt: null,
    listed: 0,
    good: 0,
    problems: [],
  };
  const problems = result.problems;
  const fh = await open(file, 'r');
  try {
    const { size: fileSize } = await fh.stat();
    let entries: ZipEntry[];
    try {
      entries = await readDirectory(fh, fileSize, limits);
    } catch (err) {
      if (!(err instanceof ArchiveError)) throw err;
      problems.push(problem('ARCHIVE', '', err.message));
      return result;
    }
    const byName = new Map<string, ZipEntry>();
    for (const e of entries) {
      if (e.name.endsWith('/') && e.size === 0) continue;
      if (byName.has(e.name)) problems.push(problem('ADDED', e.name, 'the archive holds this name twice'));
      else byName.set(e.name, e);
    }
    let total = 0;
    const readWhole = async (e: ZipEntry, max: number): Promise<Buffer> => {
      if (e.size > max) throw new ArchiveError(`larger than ${max} bytes`);
      const parts: Buffer[] = [];
      total += await readEntry(fh, file, e, limits, (c) => parts.push(c));
      return Buffer.concat(parts);
    };

    // The manifest and its signature.
    let manifest: TAuditPackManifest | null = null;
    const manifestEntry = byName.get(AUDIT_PACK_MANIFEST);
    const sigEntry = byName.get(AUDIT_PACK_SIGNATURE);
    let manifestBytes: Buffer | null = null;
    if (!manifestEntry) problems.push(problem('MANIFEST', AUDIT_PACK_MANIFEST, 'the pack has no manifest'));
    else {
      try {
        manifestBytes = await readWhole(manifestEntry, limits.maxManifestBytes);
        const parsed = ZAuditPackManifest.safeParse(JSON.parse(manifestBytes.toString('utf8')));
        if (parsed.success) manifest = parsed.data;
        else
          problems.push(
            problem('MANIFEST', AUDIT_PACK_MANIFEST, `not a manifest of this format: ${parsed.error.issues[0]?.path.join('.') ?? ''}`),
          );
      } catch (err) {
        if (err instanceof ArchiveError) problems.push(problem('ARCHIVE', AUDIT_PACK_MANIFEST, err.message));
        else problems.push(problem('MANIFEST', AUDIT_PACK_MANIFEST, 'not readable JSON'));
      }
    }
    if (manifestBytes) {
      if (!sigEntry) problems.push(problem('SIGNATURE', AUDIT_PACK_SIGNATURE, 'the pack has no signature'));
      else {
        let signature: Buffer | null = null;
        try {
          signature = await readWhole(sigEntry, 1024);
        } catch (err) {
          problems.push(problem('ARCHIVE', AUDIT_PACK_SIGNATURE, (err as Error).message));
        }
        if (signature) {
          const named = manifest?.signature.keyId;
          const candidates = named ? keys.filter((k) => k.keyId === named) : [];
          const signer =
            signature.length === 64 ? candidates.find((k) => verifySignature(null, manifestBytes, k.publicKey, signature)) : undefined;
          if (signer) result.keyId = signer.keyId;
          else
            problems.push(
              problem(
                'SIGNATURE',
                AUDIT_PACK_MANIFEST,
                !candidates.length
                  ? `signed with a key that is not the portal's (${named ?? 'none named'})`
                  : "the signature does not match the manifest under the portal's key",
              ),
            );
        }
      }
    }
    if (manifest) {
      result.companyName = manifest.company.name;
      result.customerCode = manifest.company.customerCode;
      result.fromMonth = manifest.period.fromMonth;
      result.toMonth = manifest.period.toMonth;
      result.createdAt = manifest.createdAt;
      result.listed = manifest.files.length;
      const listed = new Set<string>();
      for (const f of manifest.files) {
        listed.add(f.path);
        const e = byName.get(f.path);
        if (!e) {
          problems.push(problem('MISSING', f.path, 'listed in the manifest, not in the pack'));
          continue;
        }
        if (total > limits.maxTotalBytes) {
          problems.push(problem('ARCHIVE', f.path, `the pack inflates past ${limits.maxTotalBytes} bytes`));
          continue;
        }
        const hash = createHash('sha256');
        try {
          const size = await readEntry(fh, file, e, limits, (c) => hash.update(c));
          total += size;
          const sha256 = hash.digest('hex');
          if (sha256 !== f.sha256 || size !== f.size)
            problems.push(
              problem(
                'CHANGED',
                f.path,
                sha256 !== f.sha256 ? 'its SHA-256 differs from the manifest' : 'its size differs from the manifest',
              ),
            );
          else result.good += 1;
        } catch (err) {
          // A damaged entry (its deflate stream broken) is a changed file; a limit passed, an archive problem.
          problems.push(
            err instanceof ArchiveError
              ? problem('ARCHIVE', f.path, err.message)
              : problem('CHANGED', f.path, `cannot be read: ${(err as Error).message}`),
          );
        }
      }
      for (const name of byName.keys())
        if (!listed.has(name) && name !== AUDIT_PACK_MANIFEST && name !== AUDIT_PACK_SIGNATURE)
          problems.push(problem('ADDED', name, 'in the pack, not listed in the manifest'));
    }
    result.ok = problems.length === 0;
    return result;
  } finally {
    await fh.close();
  }
}

/** The verification as lines of text (the script's output). */
export function verificationText(v: TAuditPackVerification): string {
  const lines = [
    v.ok ? 'GOOD: the pack verifies.' : `BAD: ${v.problems.length} problem(s).`,
    ...(v.companyName ? [`Customer: ${v.companyName} (${v.customerCode}), ${v.fromMonth} to ${v.toMonth}, made ${v.createdAt}`] : []),
    `Signed by: ${v.keyId ?? '(no valid signature of the portal)'}`,
    `Files: ${v.good} of ${v.listed} good`,
    ...v.problems.map((p) => `${p.code.padEnd(9)} ${p.file || '(the pack)'}: ${p.detail}`),
  ];
  return lines.join('\n') + '\n';
}
