import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * SHA-256 of a stream computed on a thread beside the event loop.
 *
 * An upload's content hash is part of its job (duplicates are found by it), and hashing 10 MB on the event loop takes
 * 20-30 ms of it: one upload then parses, hashes and writes in turn, and twenty at once lengthen every turn of the loop
 * for every other call (`node bench/run.mjs upload`). Here the loop only copies each chunk into a batch and hands full
 * batches to the thread (transferred, not cloned); the thread hashes while the loop goes on reading and writing.
 * Node's crypto offers no streaming hash off the loop, hence the thread (decision 091).
 */

/** Bytes gathered before they are handed to the thread: few messages, little memory per upload in flight. */
const BATCH_BYTES = 256 * 1024;

/** The thread's code: one hash per job id, fed in order (a port keeps the order of its messages). */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const jobs = new Map();
parentPort.on('message', (m) => {
  let hash = jobs.get(m.id);
  if (!hash) jobs.set(m.id, (hash = createHash('sha256')));
  if (m.length) hash.update(new Uint8Array(m.bytes, 0, m.length));
  if (m.end) {
    jobs.delete(m.id);
    parentPort.postMessage({ id: m.id, hex: hash.digest('hex') });
  } else if (m.drop) jobs.delete(m.id);
});
`;

interface Pending {
  resolve: (hex: string) => void;
  reject: (err: Error) => void;
}

/** One thread and the digests it owes. A thread that fails is replaced; the digests it owed are refused. */
class HashThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();

  /** The thread, started when first needed (unref'd: an idle thread keeps no process alive). */
  current(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_SOURCE, { eval: true });
    worker.on('message', (m: { id: number; hex: string }) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      p?.resolve(m.hex);
    });
    const fail = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the hash thread ended (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Hands the first `length` bytes of a batch to the thread (its buffer is transferred: the caller takes a new one). */
  send(worker: Worker, id: number, batch: Uint8Array, length: number, end: boolean) {
    if (worker !== this.worker) throw new Error('the hash thread ended');
    worker.postMessage({ id, bytes: batch.buffer, length, end }, [batch.buffer as ArrayBuffer]);
  }

  digest(worker: Worker, id: number, last: Uint8Array, length: number): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      try {
        this.send(worker, id, last, length, true);
        this.pending.set(id, { resolve, reject });
      } catch (err) {
        reject(err as Error);
      }
    });
  }

  drop(worker: Worker, id: number) {
    if (worker === this.worker) worker.postMessage({ id, drop: true });
  }
}

const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const threads = Array.from({ length: THREADS }, () => new HashThread());
let nextId = 1;

/** A SHA-256 fed chunk by chunk on the event loop and computed on a thread. */
export interface ThreadedHash {
  update(chunk: Uint8Array): void;
  /** The hex digest of everything fed; the hash takes no more. */
  digest(): Promise<string>;
  /** Abandons the hash (a refused upload): the thread forgets it. */
  drop(): void;
}

export function sha256OnThread(): ThreadedHash {
  const id = nextId++;
  const thread = threads[id % threads.length];
  const worker = thread.current();
  let batch = new Uint8Array(BATCH_BYTES);
  let filled = 0;
  let done = false;
  return {
    update(chunk) {
      if (done) throw new Error('the hash was ended');
      let offset = 0;
      while (offset < chunk.length) {
        const n = Math.min(chunk.length - offset, batch.length - filled);
        batch.set(chunk.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === batch.length) {
          thread.send(worker, id, batch, filled, false);
          batch = new Uint8Array(BATCH_BYTES);
          filled = 0;
        }
      }
    },
    digest() {
      if (done) return Promise.reject(new Error('the hash was ended'));
      done = true;
      return thread.digest(worker, id, batch, filled);
    },
    drop() {
      if (done) return;
      done = true;
      thread.drop(worker, id);
    },
  };
}
