import { parentPort } from 'node:worker_threads';
import type { TEntitlementMapping } from '@portal/contract';
import { readEntitlementFile, readReportFile } from './read';

/**
 * The report file reader's thread (pool.ts): reads one file at a time as the pool asks, telling its progress. Its heap is
 * bounded by the pool's `resourceLimits`: a file that needs more ends this thread, never the server.
 */

export interface TSheetJob {
  id: number;
  path: string;
  filename: string;
  productCodes: string[];
  maxRows?: number;
  /** What the file is: a report (the default) or a reconciliation's entitlement extract, read through `mapping`. */
  shape?: 'report' | 'entitlements';
  mapping?: TEntitlementMapping;
}
export type TSheetWorkerMessage =
  | { id: number; progress: number }
  /** A part of the clean rows, ahead of the result (which then carries none): each message is read in a turn of its own. */
  | { id: number; rows: unknown[] }
  | { id: number; result: Awaited<ReturnType<typeof readReportFile>> | Awaited<ReturnType<typeof readEntitlementFile>> }
  | { id: number; failure: string };

/** Rows per message of a large result. */
export const ROWS_PER_MESSAGE = 2_000;

const port = parentPort;
if (port) {
  port.on('message', (job: TSheetJob) => {
    const post = (message: TSheetWorkerMessage) => port.postMessage(message);
    const ctx = {
      productCodes: new Set(job.productCodes),
      maxRows: job.maxRows,
      onProgress: (rowsRead: number) => post({ id: job.id, progress: rowsRead }),
    };
    const read =
      job.shape === 'entitlements'
        ? readEntitlementFile(job.path, job.filename, { ...ctx, mapping: job.mapping })
        : readReportFile(job.path, job.filename, ctx);
    read.then(
      (result) => {
        // A large result in one message is read on the server's thread in one go (100,000 rows: a second or two): the
        // rows go ahead in parts, the server's loop turning between them.
        if (result.rows.length > ROWS_PER_MESSAGE) {
          for (let i = 0; i < result.rows.length; i += ROWS_PER_MESSAGE)
            post({ id: job.id, rows: result.rows.slice(i, i + ROWS_PER_MESSAGE) });
          post({ id: job.id, result: { ...result, rows: [] } });
        } else post({ id: job.id, result });
      },
      (err: unknown) => post({ id: job.id, failure: err instanceof Error ? err.message : String(err) }),
    );
  });
  port.postMessage('ready');
}
