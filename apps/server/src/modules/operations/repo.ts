import type { TMailOutboxSearchRequest, TMailStatus } from '@portal/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { pageWindow } from '../../platform/paging';
import { jobRuns, mailOutbox } from '../../platform/schema';

/** The operations screen's reads and the retry of a given-up mail (platform tables: the outbox, the job runs). */

export const jobRunRows = (db: Db) => db.select().from(jobRuns);

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A page of the outbox, newest first, optionally of one status. */
export async function outboxPage(db: Db, req: TMailOutboxSearchRequest): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = req.status ? eq(mailOutbox.status, req.status) : undefined;
  const { limit, offset } = pageWindow(req);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Rows per status over the whole outbox. */
export async function outboxCounts(db: Db): Promise<Record<TMailStatus, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts: Record<TMailStatus, number> = { PENDING: 0, SENT: 0, FAILED: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as TMailStatus] = Number(r.n);
  return counts;
}

export async function outboxRow(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * A given-up mail back in the queue: PENDING, due now, its attempts counted afresh (the last error is kept until the
 * next attempt). Only a FAILED row changes (the condition is in the update, so two admins retrying at once change it
 * once); answers the row, or undefined when it was not FAILED.
 */
export async function requeueFailed(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED')))
    .returning();
  return row;
}
