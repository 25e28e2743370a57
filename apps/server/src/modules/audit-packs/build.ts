import { createHash } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import archiver from 'archiver';
import { AUDIT_PACK_MANIFEST, AUDIT_PACK_SIGNATURE, type TAuditPackManifest, type TAuditPackManifestFile } from '@portal/contract';
import type { PackDocument } from '../../platform/audit-pack';
import type { PackSigner } from './signing';

/** What the pack holds besides its sections' documents: the audit trail, written after them. */
export interface PackExtra {
  path: string;
  kind: string;
  title: string;
  body: () => Promise<Buffer | string | Readable>;
}

export interface PackInput {
  documents: readonly (PackDocument & { section: string })[];
  extras: readonly (PackExtra & { section: string })[];
  head: Omit<TAuditPackManifest, 'files' | 'signature'>;
  signer: Pick<PackSigner, 'keyId' | 'sign'>;
  /** Told after each document (how many are written); the caller records the progress. */
  progress: (done: number) => Promise<void>;
  /** The time every entry of the ZIP carries. */
  now: Date;
}

/** A path inside the pack: relative, `/`-separated, without `.`/`..` segments or a backslash. */
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/;

/**
 * Writes the pack as a stream (decision 081): each document's bytes pass once through SHA-256 and the ZIP writer
 * (archiver, deflate) into `out`, one document at a time (the next is appended when the writer has taken the last), so
 * memory holds one document's chunks, never the pack. The manifest comes last, when every hash is known, followed by
 * its Ed25519 signature. Answers the manifest (for the row) and the ZIP's size and SHA-256.
 */
export async function writePack(out: Writable, input: PackInput): Promise<{ manifest: TAuditPackManifest; size: number; sha256: string }> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const zipHash = createHash('sha256');
  let zipSize = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      zipHash.update(chunk);
      zipSize += chunk.length;
      done(null, chunk);
    },
  });
  let failure: Error | null = null;
  const failed = new Promise<never>((_, reject) => {
    const fail = (err: Error) => {
      failure ??= err;
      reject(err);
    };
    archive.on('error', fail);
    archive.on('warning', fail);
    tap.on('error', fail);
    out.on('error', fail);
  });
  failed.catch(() => undefined);
  const finished = new Promise<void>((resolve) => out.on('finish', resolve));
  archive.pipe(tap).pipe(out);

  const names = new Set<string>([AUDIT_PACK_MANIFEST, AUDIT_PACK_SIGNATURE]);
  const add = async (path: string, body: Buffer | string | Readable): Promise<{ sha256: string; size: number }> => {
    if (!SAFE_PATH.test(path) || names.has(path)) throw new Error(`pack path refused: ${path}`);
    names.add(path);
    const hash = createHash('sha256');
    let size = 0;
    let source: Buffer | Readable;
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      source = Buffer.from(body);
      hash.update(source);
      size = source.length;
    } else {
      const meter = new Transform({
        transform(chunk: Buffer | string, _enc, done) {
          const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hash.update(b);
          size += b.length;
          done(null, b);
        },
      });
      body.on('error', (err) => meter.destroy(err));
      meter.on('error', (err) => archive.emit('error', err));
      source = body.pipe(meter);
    }
    const entered = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
    archive.append(source, { name: path, date: input.now });
    await Promise.race([entered, failed]);
    return { sha256: hash.digest('hex'), size };
  };

  const files: TAuditPackManifestFile[] = [];
  let done = 0;
  try {
    for (const d of input.documents) {
      const { sha256, size } = await add(d.path, await d.body());
      files.push({
        path: d.path,
        sha256,
        size,
        section: d.section,
        kind: d.kind,
        title: d.title,
        number: d.number,
        version: d.version,
        dates: d.dates,
      });
      done += 1;
      await input.progress(done);
    }
    for (const x of input.extras) {
      const { sha256, size } = await add(x.path, await x.body());
      files.push({ path: x.path, sha256, size, section: x.section, kind: x.kind, title: x.title, number: null, version: null, dates: {} });
    }
    const manifest: TAuditPackManifest = {
      ...input.head,
      signature: { algorithm: 'Ed25519', keyId: input.signer.keyId, file: AUDIT_PACK_SIGNATURE },
      files,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8');
    archive.append(manifestBytes, { name: AUDIT_PACK_MANIFEST, date: input.now });
    archive.append(input.signer.sign(manifestBytes), { name: AUDIT_PACK_SIGNATURE, date: input.now });
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([finished, failed]);
    return { manifest, size: zipSize, sha256: zipHash.digest('hex') };
  } catch (err) {
    archive.abort();
    out.destroy(failure ?? (err as Error));
    throw failure ?? err;
  }
}
