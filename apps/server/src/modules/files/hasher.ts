import { Worker } from 'node:worker_threads';

/**
 * SHA-256 of uploads computed in a worker thread while they stream (decision 050): the event loop only copies each
 * chunk to the worker (a memory copy) and goes on parsing and writing; hashing 10 MB took as long as writing them to
 * disk, and on the loop the two added up. One worker per process serves every upload; it does not keep the process
 * alive. Chunks of one upload are hashed in the order they were sent (one message port, in order).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (m) => {
  if (m.t === 'u') {
    let h = hashes.get(m.id);
    if (!h) hashes.set(m.id, (h = createHash('sha256')));
    h.update(m.c);
  } else if (m.t === 'd') {
    const h = hashes.get(m.id) ?? createHash('sha256');
    hashes.delete(m.id);
    parentPort.postMessage({ id: m.id, hex: h.digest('hex') });
  } else if (m.t === 'x') hashes.delete(m.id);
});
`;

type Pending = { resolve: (hex: string) => void; reject: (err: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.unref();
  w.on('message', (m: { id: number; hex: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    p?.resolve(m.hex);
  });
  const lost = (err: Error) => {
    if (worker === w) worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', lost);
  w.on('exit', (code) => lost(new Error(`the upload hasher stopped (${code})`)));
  worker = w;
  return w;
}

/** The SHA-256 of one stream of chunks, hashed off the event loop. */
export class StreamHasher {
  private readonly id = nextId++;
  private readonly worker = theWorker();
  private done = false;

  update(chunk: Buffer): void {
    this.worker.postMessage({ t: 'u', id: this.id, c: chunk });
  }

  /** The hex digest once every chunk sent before has been hashed. */
  digest(): Promise<string> {
    this.done = true;
    return new Promise((resolve, reject) => {
      pending.set(this.id, { resolve, reject });
      this.worker.postMessage({ t: 'd', id: this.id });
    });
  }

  /** Forgets an upload that was refused before its end. */
  discard(): void {
    if (!this.done) this.worker.postMessage({ t: 'x', id: this.id });
    this.done = true;
  }
}
