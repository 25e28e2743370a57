import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  allowedKinds,
  displayFileName,
  FILE_NAME_MAX_LENGTH,
  fileKindOf,
  fileNameProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  ZIP_MAX_UNCOMPRESSED_MB,
  type TFileKind,
  type TFileTypeGroup,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { Gate } from '../../platform/gate';
import { sha256OnThread } from '../../platform/hash-thread';
import { HEAD_BYTES, inspectFile, isTextKind, TextCheck } from '../../platform/file-inspect';

/** An upload received and checked, waiting on local disk until the whole request has passed. */
export interface StagedFile {
  tempPath: string;
  /** The name as sent, Unicode NFC. */
  originalName: string;
  kind: TFileKind;
  size: number;
  sha256: string;
  contentType: string;
}

export interface ReceiveOptions {
  group: TFileTypeGroup;
  /** Names of the multipart fields that carry files. */
  fieldNames: string[];
  maxFiles: number;
  /** The editor-image upload: images only. */
  editorImage: boolean;
  stagingDir: string;
}

/** Bytes buffered per upload between the request and the staging file. */
const STREAM_BUFFER_BYTES = 1024 * 1024;

/**
 * Requests whose files are read at once, per server process. Reading a fast upload keeps the event loop
 * busy (parsing, hashing, writing); twenty at once made every turn of the loop long, and every other call
 * waited (`node bench/run.mjs upload`: /healthz median 11-17 ms during 20 uploads, 3-5 ms with this gate,
 * with the same total throughput and less memory). Two at once rather than four once the hash moved to its thread
 * (platform/hash-thread.ts): /healthz median 3 ms against 5 ms during 20 uploads, p99 14-24 ms against 24-30 ms, and the
 * same 250-285 MB/s together. The others wait their turn with their bytes in the socket. A request still reading after
 * UPLOAD_LEASE_MS (a slow line, not a heavy load) hands its turn on.
 */
export const UPLOAD_READERS = 2;
export const UPLOAD_LEASE_MS = 1000;
const readers = new Gate(UPLOAD_READERS, UPLOAD_LEASE_MS);

const nameParams = (name: string) => ({ fileName: displayFileName(name) });

/** Refuses a name with a path or control characters, a too-long name, and a kind the group does not allow. */
function checkName(rawName: string, opts: ReceiveOptions): TFileKind {
  const problem = fileNameProblem(rawName);
  if (problem === 'empty') throw new AppError('FIL1N4003');
  if (problem === 'path' || problem === 'control') throw new AppError('FIL1N4002', nameParams(rawName));
  if (problem === 'length') throw new AppError('FIL1N4006', { max: FILE_NAME_MAX_LENGTH, ...nameParams(rawName) });
  const kinds = allowedKinds(opts.group, opts.editorImage);
  const kind = fileKindOf(rawName.normalize('NFC'));
  if (!(kinds as readonly string[]).includes(kind)) {
    throw new AppError('FIL1N4151', { ...nameParams(rawName), allowed: kinds.join(', ') });
  }
  return kind as TFileKind;
}

/**
 * Streams one file part to a staging file while counting, hashing, keeping its first bytes and (for text)
 * checking its encoding. Past UPLOAD_MAX_BYTES the stream is cut and the partial file removed.
 */
async function stage(part: MultipartFile, kind: TFileKind, name: string, dir: string): Promise<StagedFile> {
  const tempPath = path.join(dir, `${randomUUID()}.upload`);
  // Hashed on a thread beside the event loop (platform/hash-thread.ts): the loop goes on reading and writing.
  const hash = sha256OnThread();
  const text = isTextKind(kind) ? new TextCheck() : undefined;
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tooLarge = () => new AppError('FIL1N4131', { max: UPLOAD_MAX_MB, ...nameParams(name) });
  const meter = new Transform({
    // Room for a megabyte in flight on each side, so reading the socket and writing the disk overlap.
    highWaterMark: STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) return callback(tooLarge());
      try {
        hash.update(chunk);
      } catch (err) {
        return callback(err as Error);
      }
      if (headLength < HEAD_BYTES) {
        const take = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
        head.push(take);
        headLength += take.length;
      }
      text?.push(chunk);
      callback(null, chunk);
    },
  });
  // busboy stops at the limit and flags the part as truncated: fail at once rather than after the part ends.
  const onLimit = () => meter.destroy(tooLarge());
  part.file.once('limit', onLimit);
  let sha256: string;
  try {
    await pipeline(part.file, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, highWaterMark: STREAM_BUFFER_BYTES }));
    if (part.file.truncated) throw tooLarge();
    sha256 = await hash.digest();
  } catch (err) {
    hash.drop();
    await rm(tempPath, { force: true });
    throw err;
  } finally {
    part.file.off('limit', onLimit);
  }
  const staged: StagedFile = { tempPath, originalName: name, kind, size, sha256, contentType: '' };
  try {
    if (size === 0) throw new AppError('FIL1N4004', nameParams(name));
    text?.end();
    const result = await inspectFile({ kind, path: tempPath, size, head: Buffer.concat(head), text });
    if (!result.ok) {
      if (result.reason === 'executable') throw new AppError('FIL1N4153', nameParams(name), result.detail);
      if (result.reason === 'bomb') throw new AppError('FIL1N4154', { max: ZIP_MAX_UNCOMPRESSED_MB, ...nameParams(name) }, result.detail);
      throw new AppError('FIL1N4152', nameParams(name), result.detail);
    }
    staged.contentType = result.contentType;
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
  return staged;
}

export async function discardStaged(staged: StagedFile[]): Promise<void> {
  await Promise.all(staged.map((s) => rm(s.tempPath, { force: true })));
}

/**
 * Reads the multipart request part by part, staging and checking each file as it arrives; refuses at the
 * first problem and leaves nothing behind. Duplicates within the request are refused here too.
 */
export function receiveUploads(request: FastifyRequest, opts: ReceiveOptions): Promise<StagedFile[]> {
  // The table of calls declares every upload and its part (decision 060): a route reading one it does not declare
  // would be missing from the document that generated clients are built from.
  const declared = request.routeOptions.config.call?.upload;
  if (!declared || !opts.fieldNames.includes(declared.field))
    return Promise.reject(
      new Error(`${request.method} ${request.routeOptions.url} reads an upload its entry in the table of calls does not declare`),
    );
  return readers.run(() => readUploads(request, opts));
}

async function readUploads(request: FastifyRequest, opts: ReceiveOptions): Promise<StagedFile[]> {
  await mkdir(opts.stagingDir, { recursive: true });
  const staged: StagedFile[] = [];
  try {
    const parts = request.parts({
      preservePath: true,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: opts.maxFiles + 1,
        fields: 20,
        fieldSize: 4096,
        parts: opts.maxFiles + 21,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!opts.fieldNames.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('FIL1N4007', { field: displayFileName(part.fieldname) });
      }
      if (staged.length >= opts.maxFiles) {
        part.file.resume();
        throw new AppError('FIL1N4001', { max: opts.maxFiles });
      }
      const name = (part.filename ?? '').normalize('NFC');
      let kind: TFileKind;
      try {
        kind = checkName(name, opts);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const file = await stage(part, kind, name, opts.stagingDir);
      staged.push(file);
      const twin = staged.find(
        (s) => s !== file && (s.sha256 === file.sha256 || (s.originalName === file.originalName && s.size === file.size)),
      );
      if (twin) throw new AppError('FIL1N4091', nameParams(name));
    }
    if (!staged.length) throw new AppError('FIL1N4003');
    return staged;
  } catch (err) {
    await discardStaged(staged);
    // Whatever the client still sends is read and dropped, so it can read the answer.
    request.raw.unpipe();
    request.raw.resume();
    throw err;
  }
}
