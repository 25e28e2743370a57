import type {
  TJobStatus,
  TJobStatusList,
  TMailOutboxItem,
  TMailOutboxSearchRequest,
  TMailOutboxSearchResponse,
  TMailStatus,
} from '@portal/contract';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs';
import { toPage } from '../../platform/paging';
import { jobRunRows, outboxCounts, outboxPage, outboxRow, requeueFailed, type OutboxRow } from './repo';

/**
 * The operations screen (decision 061): every background job with its last run as recorded in the
 * database by whichever process ran it, and the mail outbox with a retry of a given-up mail.
 */
export interface OperationsContext {
  db: Db;
  jobs: JobRunner;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Every job registered in this app (all processes register the same), with its recorded last run; ordered by name. */
export async function listJobs(ctx: OperationsContext): Promise<TJobStatusList> {
  const rows = new Map((await jobRunRows(ctx.db)).map((r) => [r.name, r]));
  const items = ctx.jobs
    .names()
    .sort()
    .map((name): TJobStatus => {
      const r = rows.get(name);
      return {
        name,
        intervalMs: ctx.jobs.get(name)?.intervalMs ?? 0,
        lastResult: r ? (r.lastResult === 'FAILED' ? 'FAILED' : 'OK') : 'NEVER',
        lastStartedAt: iso(r?.lastStartedAt),
        lastFinishedAt: iso(r?.lastFinishedAt),
        lastHandled: r?.lastHandled ?? null,
        lastError: r?.lastError ?? null,
        lastErrorAt: iso(r?.lastErrorAt),
        nextRunAt: iso(r?.nextRunAt),
        lastRunBy: r?.lastRunBy ?? null,
        runCount: r?.runCount ?? 0,
        failureCount: r?.failureCount ?? 0,
      };
    });
  return { items };
}

const toItem = (r: OutboxRow): TMailOutboxItem => ({
  mailId: r.id,
  to: r.toAddress,
  subject: r.subject,
  templateName: r.templateName,
  languageCode: r.languageCode,
  status: r.status as TMailStatus,
  transport: r.transport,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  sentAt: iso(r.sentAt),
});

export async function searchOutbox(db: Db, req: TMailOutboxSearchRequest): Promise<TMailOutboxSearchResponse> {
  const [{ rows, total }, counts] = await Promise.all([outboxPage(db, req), outboxCounts(db)]);
  return { ...toPage(rows.map(toItem), total, req), counts };
}

/** Sends a given-up mail again (the outbox job takes it at its next run). OPS1N4041 unknown; OPS1N4091 not given up. */
export async function retryMail(db: Db, mailId: number): Promise<TMailOutboxItem> {
  const row = await requeueFailed(db, mailId);
  if (row) return toItem(row);
  if (!(await outboxRow(db, mailId))) throw new AppError('OPS1N4041');
  throw new AppError('OPS1N4091');
}
