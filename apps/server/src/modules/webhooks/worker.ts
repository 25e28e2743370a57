import type { FastifyBaseLogger } from 'fastify';
import type { WebhookSettings } from '../../platform/config';
import { decryptSecret } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import * as repo from './repo';
import { sendSigned, type SendResult } from './sender';

/** The background job that sends the deliveries (platform/jobs.ts: one process at a time, under the job's lock). */
export const JOB_WEBHOOKS = 'webhook-deliveries';

/** The longest wait between two tries (6 hours). */
const RETRY_CAP_MS = 6 * 3600_000;

/**
 * The wait before the try after try `attempt` (1-based): the base doubled each time, capped, with "equal jitter" (half
 * fixed, half random) so that many deliveries failing together do not come back together.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random()): number {
  const exp = Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + (exp / 2) * random);
}

export interface WorkerContext {
  db: Db;
  encryptionKey: string;
  settings: WebhookSettings;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** The rows one run claims: a few rounds of the concurrency, so that the lease covers the run. */
export const batchOf = (s: WebhookSettings) => s.concurrency * 4;
/** The lease of a claim: every round of the batch at its longest, plus a margin; after it another process may retry. */
export const leaseSecondsOf = (s: WebhookSettings) => Math.ceil((Math.ceil(batchOf(s) / s.concurrency) * s.timeoutMs) / 1000) + 30;

/** The secrets that sign a delivery now: the endpoint's, and the previous one while its overlap lasts. */
function secretsOf(ctx: WorkerContext, d: repo.ClaimedDelivery, now: Date): string[] {
  const secrets = [decryptSecret(ctx.encryptionKey, d.secretEnc)];
  if (d.previousSecretEnc && d.previousSecretExpiresAt && d.previousSecretExpiresAt > now)
    secrets.push(decryptSecret(ctx.encryptionKey, d.previousSecretEnc));
  return secrets;
}

async function deliverOne(ctx: WorkerContext, d: repo.ClaimedDelivery): Promise<void> {
  const s = ctx.settings;
  let result: SendResult;
  try {
    result = await sendSigned(d.url, d.eventId, d.body, secretsOf(ctx, d, new Date()), {
      timeoutMs: s.timeoutMs,
      allowLocal: s.allowLocal,
    });
  } catch (err) {
    result = { statusCode: null, error: String((err as Error).message ?? err).slice(0, 200), responseExcerpt: '', durationMs: 0 };
  }
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const last = d.attempts >= s.maxAttempts;
  const status = ok ? 'DELIVERED' : last ? 'FAILED' : 'PENDING';
  const retryInMs = status === 'PENDING' ? retryDelayMs(d.attempts, s.retryBaseMs) : 0;
  const startedAt = new Date(Date.now() - result.durationMs);
  const recorded = await repo.recordTry(
    ctx.db,
    d,
    {
      startedAt,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      error: result.error,
      // PostgreSQL text holds no NUL.
      responseExcerpt: result.responseExcerpt.replaceAll('\u0000', ''),
    },
    { status, retryInMs },
  );
  if (!recorded) ctx.log?.warn({ deliveryId: d.id, attempt: d.attempts }, 'webhook try not recorded: its claim was taken over');
  else if (status === 'FAILED')
    ctx.log?.warn(
      { deliveryId: d.id, attempts: d.attempts, statusCode: result.statusCode, error: result.error },
      'webhook delivery given up',
    );
}

/**
 * One run: claims the due deliveries (repo.claimDue: FOR UPDATE SKIP LOCKED, a lease, a fence) and sends them with at
 * most `concurrency` requests in flight. Answers how many it claimed (a full batch runs again at once).
 */
export async function deliverDue(ctx: WorkerContext): Promise<number> {
  const s = ctx.settings;
  const claimed = await repo.claimDue(ctx.db, batchOf(s), leaseSecondsOf(s));
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) {
      const d = claimed[next++]!;
      await deliverOne(ctx, d);
    }
  };
  await Promise.all(Array.from({ length: Math.min(s.concurrency, claimed.length) }, lane));
  return claimed.length;
}
