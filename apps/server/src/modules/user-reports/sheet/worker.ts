import { parentPort } from 'node:worker_threads';
import { readReportFile } from './read';

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
}
export type TSheetWorkerMessage =
  { id: number; progress: number } | { id: number; result: Awaited<ReturnType<typeof readReportFile>> } | { id: number; failure: string };

const port = parentPort;
if (port) {
  port.on('message', (job: TSheetJob) => {
    const post = (message: TSheetWorkerMessage) => port.postMessage(message);
    readReportFile(job.path, job.filename, {
      productCodes: new Set(job.productCodes),
      maxRows: job.maxRows,
      onProgress: (rowsRead) => post({ id: job.id, progress: rowsRead }),
    }).then(
      (result) => post({ id: job.id, result }),
      (err: unknown) => post({ id: job.id, failure: err instanceof Error ? err.message : String(err) }),
    );
  });
  port.postMessage('ready');
}
