import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The one storage interface for uploaded files. Objects are named by keys the server makes (a UUID,
 * never the user's file name). A local directory is the default; an S3-compatible bucket can implement
 * the same five methods (put from a stream, put a staged local file, get a stream, delete, exists).
 */
export interface ObjectStorage {
  readonly kind: string;
  /** Stores a stream under the key (replacing nothing: keys are fresh UUIDs). Resolves with the byte count. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** Stores a complete local file (an upload staged on disk) and removes the local copy. */
  putFile(key: string, localPath: string): Promise<void>;
  /** A stream of the object; rejects with StorageNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  /** Removes the object; absent objects are fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The orphan sweep's view (decision 053): the keys of the objects last written before `before`, in pages. Writes that
   * never finished (a process killed mid-write, a full disk) older than `before` are removed on the way.
   */
  listStale(before: Date, pageSize?: number): AsyncIterable<string[]>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`storage object not found: ${key}`);
  }
}

/** Keys are lower-case hex, digits and dashes in at most two segments: nothing can climb out of the root. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{8,64}$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** The key of a file id: a two-character fan-out directory, then the id (`ab/ab12...`). */
export const storageKeyOf = (id: string): string => `${id.slice(0, 2).toLowerCase()}/${id.toLowerCase()}`;

/** Files under one local directory (default `DATA_DIR/files`). Writes go to a temporary name and are renamed. */
export class LocalDirectoryStorage implements ObjectStorage {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part`;
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { size };
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (err) {
      // Another file system (staging elsewhere): copy, then remove the staged file. A failed copy (a full disk) leaves
      // no partial object behind.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      try {
        await copyFile(localPath, `${target}.part`);
        await rename(`${target}.part`, target);
      } catch (copyErr) {
        await rm(`${target}.part`, { force: true });
        throw copyErr;
      }
      await unlink(localPath);
    }
    // Stored now: the orphan sweep judges an object's age by this time, not by when its bytes were staged.
    const now = new Date();
    await utimes(target, now, now);
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? new StorageNotFoundError(key) : err));
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async *listStale(before: Date, pageSize = 500): AsyncIterable<string[]> {
    const dirs = await readdir(this.root).catch(() => [] as string[]);
    let page: string[] = [];
    for (const dir of dirs) {
      if (!/^[0-9a-f]{2}$/.test(dir)) continue;
      const names = await readdir(path.join(this.root, dir)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.root, dir, name);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || info.mtimeMs >= before.getTime()) continue;
        if (name.endsWith('.part')) {
          await rm(file, { force: true });
          continue;
        }
        const key = `${dir}/${name}`;
        if (!KEY_PATTERN.test(key)) continue;
        page.push(key);
        if (page.length >= pageSize) {
          yield page;
          page = [];
        }
      }
    }
    if (page.length) yield page;
  }
}

/** The storage of the configuration: a local directory under the data directory. */
export function createStorage(config: { dataDir: string }): ObjectStorage {
  return new LocalDirectoryStorage(path.join(config.dataDir, 'files'));
}
