import { z } from 'zod';
import { ZPage, ZPageRequest } from './common';

/**
 * The operations screen (decision 061): what the provider administrator (06) needs to see that the
 * background work is healthy: every background job with its last run, result, last error and next run (recorded in
 * PostgreSQL by the one job scheduler, so every process's runs show), and the mail outbox, paged, with a retry of a
 * given-up mail.
 */

/** A job's last result: OK (ran), FAILED (threw), or NEVER (not run yet on this database). */
export const JOB_RESULTS = ['OK', 'FAILED', 'NEVER'] as const;
export const ZJobResult = z.enum(JOB_RESULTS);

export const ZJobStatus = z.object({
  name: z.string(),
  /** The timer's interval in milliseconds (from the process that answers). */
  intervalMs: z.number().int(),
  lastResult: ZJobResult,
  /** When the last run started and finished (ISO), null before the first. */
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** Rows the last run handled. */
  lastHandled: z.number().int().nullable(),
  /** The error of the last failed run (kept after later successes, with its moment). */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** When the job is due next (ISO) as its last run scheduled it; null when no process has scheduled it. */
  nextRunAt: z.string().nullable(),
  /** The process (host:pid) that ran it last. */
  lastRunBy: z.string().nullable(),
  runCount: z.number().int(),
  failureCount: z.number().int(),
});
export type TJobStatus = z.infer<typeof ZJobStatus>;
export const ZJobStatusList = z.object({ items: z.array(ZJobStatus) });
export type TJobStatusList = z.infer<typeof ZJobStatusList>;

export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;

export const ZMailOutboxSearchRequest = ZPageRequest.extend({ status: ZMailStatus.optional() });
export type TMailOutboxSearchRequest = z.infer<typeof ZMailOutboxSearchRequest>;

export const ZMailOutboxItem = z.object({
  mailId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  templateName: z.string().nullable(),
  languageCode: z.string(),
  status: ZMailStatus,
  transport: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMailOutboxItem = z.infer<typeof ZMailOutboxItem>;

export const ZMailOutboxSearchResponse = ZPage(ZMailOutboxItem).extend({
  /** Rows per status over the whole outbox (the filter tabs). */
  counts: z.object({ PENDING: z.number().int(), SENT: z.number().int(), FAILED: z.number().int() }),
});
export type TMailOutboxSearchResponse = z.infer<typeof ZMailOutboxSearchResponse>;

export const ZMailIdParams = z.object({ mailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
