import { and, count, desc, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
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

/** Records a use, unless one was recorded less than a minute before. */
export async function touchKey(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000)))));
}

export async function findById(db: DbOrTx, id: number): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}
