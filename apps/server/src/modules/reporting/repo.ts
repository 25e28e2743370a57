import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { reportingIdempotency } from './schema';

export type IdempotentAnswer = typeof reportingIdempotency.$inferSelect;

/** The advisory lock class of an idempotency key (727001 migrations, 727002 jobs, 727003 API keys). */
const IDEMPOTENCY_LOCK_CLASS = 727004;

/**
 * Serializes the submissions of one company with one Idempotency-Key until the transaction ends: a retry sent while
 * the first is still running waits for it, then finds its answer (PostgreSQL; PGlite runs transactions one at a time).
 */
export async function lockIdempotencyKey(tx: DbOrTx, companyId: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}, hashtext(${`${companyId}:${key}`}))`);
}

export async function findAnswer(db: DbOrTx, companyId: number, key: string): Promise<IdempotentAnswer | null> {
  const [row] = await db
    .select()
    .from(reportingIdempotency)
    .where(and(eq(reportingIdempotency.companyId, companyId), eq(reportingIdempotency.idempotencyKey, key)));
  return row ?? null;
}

export async function storeAnswer(db: DbOrTx, row: typeof reportingIdempotency.$inferInsert): Promise<void> {
  await db.insert(reportingIdempotency).values(row);
}
