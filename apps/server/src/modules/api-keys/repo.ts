import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { apiKeys } from './schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

export async function insertKey(tx: DbOrTx, row: NewApiKeyRow): Promise<ApiKeyRow> {
  const [inserted] = await tx.insert(apiKeys).values(row).returning();
  return inserted!;
}

export async function findByPublicId(db: DbOrTx, publicId: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.publicId, publicId));
  return row ?? null;
}

/** A key of the user in the company, or null (another's key is not found). */
export async function findOwnKey(db: DbOrTx, id: number, userId: number, companyId: number): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), eq(apiKeys.companyId, companyId)));
  return row ?? null;
}

const inUse = (now: Date): SQL => and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now))!;

/** The keys of the user in the company, newest first; only those in use with `activeOnly`. */
export async function listKeys(
  db: DbOrTx,
  f: { userId: number; companyId: number; activeOnly: boolean; now: Date; offset: number; limit: number },
): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const where = and(eq(apiKeys.userId, f.userId), eq(apiKeys.companyId, f.companyId), f.activeOnly ? inUse(f.now) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(apiKeys).where(where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(apiKeys).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The advisory lock class of the keys of one member and company (727001 migrations, 727002 jobs: platform). */
const KEYS_LOCK_CLASS = 727003;

/**
 * Serializes the makings of keys of one member in one company until the transaction ends (PostgreSQL transaction-level
 * advisory lock; on PGlite transactions already run one at a time and the lock costs nothing): the count of keys in use
 * and the insert that follows it are then one step, so concurrent calls never pass the limit together.
 */
export async function lockMemberKeys(tx: DbOrTx, userId: number, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK_CLASS}, hashtext(${`${userId}:${companyId}`}))`);
}

export async function countKeysInUse(db: DbOrTx, userId: number, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.companyId, companyId), inUse(now)));
  return Number(row?.n ?? 0);
}

/** Revokes a key not yet revoked; answers the row as it is now. */
export async function revokeKey(tx: DbOrTx, id: number, by: number, at: Date): Promise<ApiKeyRow | null> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}

/**
 * Counts a call of the key in its current window and records the use, in one statement on the key's row (so every
 * server process counts in one place): a window begins with the first call after the last window ended. Answers the
 * window's count, this call included, and when the window ends. `at` is the real time (the limit's clock), `usedAt` the
 * business clock's (what the member reads as the last use).
 */
export async function countCall(
  db: DbOrTx,
  id: number,
  at: Date,
  windowMs: number,
  usedAt: Date,
): Promise<{ calls: number; windowEndsAt: Date }> {
  const fresh = sql`(${apiKeys.windowStartedAt} is null or ${apiKeys.windowStartedAt} <= ${new Date(at.getTime() - windowMs).toISOString()}::timestamptz)`;
  const [row] = await db
    .update(apiKeys)
    .set({
      windowStartedAt: sql`case when ${fresh} then ${at.toISOString()}::timestamptz else ${apiKeys.windowStartedAt} end`,
      windowCalls: sql`case when ${fresh} then 1 else ${apiKeys.windowCalls} + 1 end`,
      lastUsedAt: usedAt,
    })
    .where(eq(apiKeys.id, id))
    .returning({ calls: apiKeys.windowCalls, startedAt: apiKeys.windowStartedAt });
  return { calls: row?.calls ?? 1, windowEndsAt: new Date((row?.startedAt ?? at).getTime() + windowMs) };
}

export async function findById(db: DbOrTx, id: number): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}
