import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { jobRuns } from './schema';
import type { Db } from './db';

/**
 * Where the job scheduler writes each job's last run (decision 061): one row per job in `job_runs`,
 * upserted by the process that ran the job (it holds the job's advisory lock, so two processes never write one job's
 * row at once), read by the operations screen. A failure to record is logged by the runner and never fails the job.
 */
export interface JobRunRecord {
  name: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  handled: number | null;
  error?: string;
  /** When the job is due next in this process (null when the runner is not started: tests, scripts). */
  nextRunAt: Date | null;
}

export interface JobStatusStore {
  record(run: JobRunRecord): Promise<void>;
}

/** This process, as the screen names it (host:pid). */
export const PROCESS_NAME = `${hostname()}:${process.pid}`.slice(0, 120);

/** An error as the screen may show it: its message, any address in it masked, at most 500 characters. */
export const jobErrorText = (err: unknown): string =>
  String((err as Error)?.message ?? err)
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '[address]')
    .slice(0, 500);

export function createJobStatusStore(db: Db): JobStatusStore {
  return {
    async record(run) {
      const values = {
        name: run.name,
        lastResult: run.ok ? 'OK' : 'FAILED',
        lastStartedAt: run.startedAt,
        lastFinishedAt: run.finishedAt,
        lastHandled: run.handled,
        nextRunAt: run.nextRunAt,
        lastRunBy: PROCESS_NAME,
        runCount: 1,
        failureCount: run.ok ? 0 : 1,
        ...(run.ok ? {} : { lastError: run.error ?? null, lastErrorAt: run.finishedAt }),
      };
      await db
        .insert(jobRuns)
        .values(values)
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: {
            lastResult: values.lastResult,
            lastStartedAt: values.lastStartedAt,
            lastFinishedAt: values.lastFinishedAt,
            lastHandled: values.lastHandled,
            nextRunAt: values.nextRunAt,
            lastRunBy: values.lastRunBy,
            runCount: sql`${jobRuns.runCount} + 1`,
            failureCount: sql`${jobRuns.failureCount} + ${values.failureCount}`,
            ...(run.ok ? {} : { lastError: values.lastError, lastErrorAt: values.lastErrorAt }),
          },
        });
    },
  };
}

/** Every recorded job row (the operations screen joins them with the registered jobs). */
export const listJobRuns = (db: Db) => db.select().from(jobRuns);
