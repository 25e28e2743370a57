import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TEntitlementMapping } from '@portal/contract';
import type { TReadEntitlementFileResult, TReadReportFileResult } from './read';
import type { TSheetJob, TSheetWorkerMessage } from './worker';

/**
 * Where report files are read (decision 058): in worker threads with bounded heaps, a few at once for the
 * whole process and one per company at a time; the others wait their turn in order (their uploads are WAITING). A file
 * that needs more memory than a thread has ends that thread (the file is refused with URF1N4155), never the server;
 * the thread is replaced for the next file. Idle threads end after a while and are started again when needed.
 *
 * One pool per process (`sheetReaders`): the limit is the process's, whichever app or channel (screen upload,
 * reporting API) asks.
 */

export interface TSheetPoolOptions {
  /** Files read at once in the process. */
  atOnce: number;
  /** Files of one company read at once. */
  perCompany: number;
  /** The heap of one reader thread. */
  resourceLimits: ResourceLimits;
  /** An idle thread ends after this long. */
  idleMs: number;
}

export const SHEET_POOL_DEFAULTS: TSheetPoolOptions = {
  atOnce: 2,
  perCompany: 1,
  // 100,000 rows of the form read and checked take about 150 MB of heap; the 24 zip bombs of upload-limits.test.ts none.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  idleMs: 60_000,
};

export interface TPooledReadContext {
  productCodes: ReadonlySet<string>;
  onProgress?: (rowsRead: number) => void;
  maxRows?: number;
  /** The company whose file this is (the per-company limit); none: a bucket of its own. */
  companyId?: number;
  /** Called when the file's turn comes (it leaves the queue and is being read). */
  onStart?: () => void;
}

/**
 * The reader thread: the bundle's own file in a build (build.mjs); from the TypeScript source, the bundle named by
 * SHEET_WORKER_FILE when set (the API tests build it once per run: test/global-setup.ts), else the source through tsx
 * (the dev server), which loads tsx and compiles the reader in every new thread (seconds on a busy machine).
 */
function startWorker(resourceLimits: ResourceLimits): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const bundle = process.env.SHEET_WORKER_FILE;
    if (bundle) return new Worker(bundle, { resourceLimits });
    const entry = new URL('./worker.ts', here).href;
    const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
    return new Worker(boot, { eval: true, resourceLimits });
  }
  return new Worker(new URL('./sheet-worker.js', here), { resourceLimits });
}

interface TThread {
  worker: Worker;
  ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

interface TWaiter {
  companyId: number | undefined;
  go: () => void;
}

export class SheetReaderPool {
  private readonly opts: TSheetPoolOptions;
  private running = 0;
  private readonly byCompany = new Map<number | undefined, number>();
  private readonly queue: TWaiter[] = [];
  private readonly idle: TThread[] = [];
  private nextJob = 1;
  private highest = { running: 0, ofOneCompany: 0, waiting: 0 };

  constructor(opts: Partial<TSheetPoolOptions> = {}) {
    this.opts = { ...SHEET_POOL_DEFAULTS, ...opts };
  }

  /** Files being read now, files waiting their turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** The most files read at once, read at once for one company, and waiting, since the last `resetPeak` (tests). */
  get peak(): { running: number; ofOneCompany: number; waiting: number } {
    return { ...this.highest };
  }

  resetPeak(): void {
    this.highest = { running: this.running, ofOneCompany: Math.max(0, ...this.byCompany.values()), waiting: this.queue.length };
  }

  private mayStart(companyId: number | undefined): boolean {
    const ofCompany = companyId === undefined ? 0 : (this.byCompany.get(companyId) ?? 0);
    return this.running < this.opts.atOnce && ofCompany < this.opts.perCompany;
  }

  /** Whether a file of this company asked now would wait its turn. */
  wouldWait(companyId: number | undefined): boolean {
    return !this.mayStart(companyId) || this.queue.some((w) => w.companyId === companyId);
  }

  private take(companyId: number | undefined): void {
    this.running++;
    if (companyId !== undefined) this.byCompany.set(companyId, (this.byCompany.get(companyId) ?? 0) + 1);
    this.highest.running = Math.max(this.highest.running, this.running);
    if (companyId !== undefined) this.highest.ofOneCompany = Math.max(this.highest.ofOneCompany, this.byCompany.get(companyId)!);
  }

  private release(companyId: number | undefined): void {
    this.running--;
    if (companyId !== undefined) {
      const left = (this.byCompany.get(companyId) ?? 1) - 1;
      if (left) this.byCompany.set(companyId, left);
      else this.byCompany.delete(companyId);
    }
    // The first waiting file whose company is under its limit goes next (a company with many files does not hold
    // back the others).
    for (let i = 0; i < this.queue.length && this.running < this.opts.atOnce;) {
      const waiter = this.queue[i]!;
      if (this.mayStart(waiter.companyId)) {
        this.queue.splice(i, 1);
        this.take(waiter.companyId);
        waiter.go();
      } else i++;
    }
  }

  private acquire(companyId: number | undefined): Promise<void> {
    if (this.mayStart(companyId) && !this.queue.some((w) => w.companyId === companyId)) {
      this.take(companyId);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.queue.push({ companyId, go: resolve });
      this.highest.waiting = Math.max(this.highest.waiting, this.queue.length);
    });
  }

  private thread(): TThread {
    const kept = this.idle.pop();
    if (kept) {
      clearTimeout(kept.idleTimer);
      return kept;
    }
    const worker = startWorker(this.opts.resourceLimits);
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: unknown) => {
        if (m !== 'ready') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    ready.catch(() => undefined);
    return { worker, ready };
  }

  private putBack(thread: TThread): void {
    thread.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      void thread.worker.terminate();
    }, this.opts.idleMs);
    thread.idleTimer.unref();
    this.idle.push(thread);
  }

  /**
   * Reads a staged report file in a reader thread once its turn comes (as `readReportFile` of index.ts answers). A thread
   * that ends while reading (its heap limit, a crash) refuses the file with URF1N4155.
   */
  async readReportFile(path: string, filename: string, ctx: TPooledReadContext): Promise<TReadReportFileResult> {
    const empty = { rows: [], issues: [], rowCount: 0 };
    return this.run<TReadReportFileResult>({ path, filename, productCodes: [...ctx.productCodes], maxRows: ctx.maxRows }, ctx, empty);
  }

  /**
   * Reads a reconciliation's entitlement extract (decision 079) in a reader thread, with the same turns, heap and refusals
   * as a report file; the header through the company's column mapping when given.
   */
  async readEntitlementFile(
    path: string,
    filename: string,
    ctx: TPooledReadContext & { mapping?: TEntitlementMapping },
  ): Promise<TReadEntitlementFileResult> {
    const empty = { rows: [], issues: [], issueCount: 0, rowCount: 0 };
    const job = {
      path,
      filename,
      productCodes: [...ctx.productCodes],
      maxRows: ctx.maxRows,
      shape: 'entitlements' as const,
      mapping: ctx.mapping,
    };
    return this.run<TReadEntitlementFileResult>(job, ctx, empty);
  }

  private async run<R extends { fileError?: { code: string; params?: Record<string, string | number> } }>(
    fields: Omit<TSheetJob, 'id'>,
    ctx: TPooledReadContext,
    empty: Omit<R, 'fileError'>,
  ): Promise<R> {
    const filename = fields.filename;
    await this.acquire(ctx.companyId);
    try {
      ctx.onStart?.();
      const thread = this.thread();
      const job: TSheetJob = { id: this.nextJob++, ...fields };
      const outcome = await new Promise<{ result?: R; died?: unknown; failure?: string }>((resolve) => {
        // A large result's rows come ahead of it in parts (worker.ts).
        const parts: unknown[][] = [];
        const onMessage = (m: TSheetWorkerMessage) => {
          if (typeof m !== 'object' || m.id !== job.id) return;
          if ('progress' in m) ctx.onProgress?.(m.progress);
          else if ('rows' in m) parts.push(m.rows);
          else if ('result' in m) {
            const result = m.result as unknown as R & { rows: unknown[] };
            done({ result: (parts.length ? { ...result, rows: parts.flat() } : result) as R });
          } else done({ failure: m.failure });
        };
        const onError = (err: unknown) => done({ died: err });
        const onExit = (code: number) => done({ died: new Error(`reader thread exited (${code})`) });
        const done = (o: { result?: R; died?: unknown; failure?: string }) => {
          thread.worker.off('message', onMessage);
          thread.worker.off('error', onError);
          thread.worker.off('exit', onExit);
          resolve(o);
        };
        thread.worker.on('message', onMessage);
        thread.worker.on('error', onError);
        thread.worker.on('exit', onExit);
        thread.ready.then(
          () => thread.worker.postMessage(job),
          (err: unknown) => done({ failure: `the reader thread did not start: ${err instanceof Error ? err.message : String(err)}` }),
        );
      });
      if (outcome.died !== undefined) {
        void thread.worker.terminate();
        return { ...empty, fileError: { code: 'URF1N4155', params: { fileName: filename } } } as unknown as R;
      }
      if (outcome.failure !== undefined) {
        void thread.worker.terminate();
        throw new Error(`report file reader: ${outcome.failure}`);
      }
      this.putBack(thread);
      return outcome.result!;
    } finally {
      this.release(ctx.companyId);
    }
  }

  /** Ends every idle reader thread (tests; a running one ends with its file). */
  async close(): Promise<void> {
    const threads = this.idle.splice(0);
    await Promise.all(
      threads.map((t) => {
        clearTimeout(t.idleTimer);
        return t.worker.terminate();
      }),
    );
  }
}

/** The process's reader pool. */
export const sheetReaders = new SheetReaderPool();
