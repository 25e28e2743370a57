import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { scimExternalIds, scimTokens } from './schema';

export type ScimTokenRow = typeof scimTokens.$inferSelect;

/** The advisory lock class of a company's SCIM tokens (727001 migrations, 727002 jobs, 727003 API keys, 727087 webhooks). */
const TOKENS_LOCK_CLASS = 727089;

/** Serialises the makings of one company's tokens until the transaction ends: the count and the insert are one step. */
export async function lockCompanyTokens(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TOKENS_LOCK_CLASS}, ${companyId}::int)`);
}

export async function countTokensInUse(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), isNull(scimTokens.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertToken(tx: DbOrTx, values: typeof scimTokens.$inferInsert): Promise<ScimTokenRow> {
  const [row] = await tx.insert(scimTokens).values(values).returning();
  return row!;
}

/** The company's tokens in use, newest first. */
export async function tokensInUse(db: DbOrTx, companyId: number): Promise<ScimTokenRow[]> {
  return db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), isNull(scimTokens.revokedAt)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

export async function findCompanyToken(db: DbOrTx, id: number, companyId: number): Promise<ScimTokenRow | null> {
  const [row] = await db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.id, id), eq(scimTokens.companyId, companyId)));
  return row ?? null;
}

export async function revokeToken(tx: DbOrTx, id: number, by: number, at: Date): Promise<ScimTokenRow | null> {
  await tx
    .update(scimTokens)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(scimTokens.id, id), isNull(scimTokens.revokedAt)));
  const [row] = await tx.select().from(scimTokens).where(eq(scimTokens.id, id));
  return row ?? null;
}

export async function findByPublicId(db: DbOrTx, publicId: string): Promise<ScimTokenRow | null> {
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.publicId, publicId));
  return row ?? null;
}

/** Records a use of the token, at most once a minute (a provisioning cycle makes hundreds of calls). */
export async function touchToken(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(scimTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(scimTokens.id, id), or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, new Date(at.getTime() - 60_000)))));
}

/** The identity provider's ids of members of the company. */
export async function externalIdsOf(db: DbOrTx, companyId: number, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: scimExternalIds.userId, externalId: scimExternalIds.externalId })
    .from(scimExternalIds)
    .where(and(eq(scimExternalIds.companyId, companyId), inArray(scimExternalIds.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.externalId]));
}

/** The members of the company the identity provider calls by this id. */
export async function usersWithExternalId(db: DbOrTx, companyId: number, externalId: string): Promise<number[]> {
  const rows = await db
    .select({ userId: scimExternalIds.userId })
    .from(scimExternalIds)
    .where(and(eq(scimExternalIds.companyId, companyId), eq(scimExternalIds.externalId, externalId)));
  return rows.map((r) => r.userId);
}

/** Sets (or with null forgets) the identity provider's id of a member. */
export async function setExternalId(tx: DbOrTx, companyId: number, userId: number, externalId: string | null): Promise<void> {
  if (externalId === null) {
    await tx.delete(scimExternalIds).where(and(eq(scimExternalIds.companyId, companyId), eq(scimExternalIds.userId, userId)));
    return;
  }
  await tx
    .insert(scimExternalIds)
    .values({ companyId, userId, externalId })
    .onConflictDoUpdate({ target: [scimExternalIds.companyId, scimExternalIds.userId], set: { externalId, updatedAt: new Date() } });
}
