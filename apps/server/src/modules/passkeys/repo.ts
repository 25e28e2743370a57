import { and, asc, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { passkeyChallenges, passkeys } from './schema';

/** The passkeys area's tables: the members' passkeys and the pending WebAuthn challenges. */

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The same question as SQL of a user id column, for the password step's one query (identity's loadSubject). */
export const hasPasskeySql = (userId: AnyPgColumn): SQL => sql`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`;

/** Whether the member holds a passkey (the password step tells the sign-in page to offer it). */
export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

export async function listOf(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** A passkey of the member, or null (another member's passkey is not found). */
export async function findOwn(db: DbOrTx, id: number, userId: number): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** The passkey of a credential id, of this member only. */
export async function findByCredential(db: DbOrTx, userId: number, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** Inserts a passkey; null when its credential id is registered already (to anyone). */
export async function insert(db: DbOrTx, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function rename(db: DbOrTx, id: number, userId: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function remove(db: DbOrTx, id: number, userId: number): Promise<PasskeyRow | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Records a use: the counter moves to the authenticator's new value only upward (a parallel use with the same or a
 * lower counter loses: false), so one signature counter value opens at most one sign-in.
 */
export async function recordUse(db: DbOrTx, id: number, oldCounter: number, newCounter: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, id), newCounter > 0 ? lt(passkeys.counter, newCounter) : eq(passkeys.counter, oldCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Stores the pending challenge of an attempt, replacing an earlier one of the same attempt; the member's expired ones go. */
export async function putChallenge(
  db: DbOrTx,
  row: { userId: number; attempt: string; challenge: string; expiresAt: Date },
): Promise<void> {
  await db.delete(passkeyChallenges).where(and(eq(passkeyChallenges.userId, row.userId), lt(passkeyChallenges.expiresAt, new Date())));
  await db
    .insert(passkeyChallenges)
    .values(row)
    .onConflictDoUpdate({
      target: [passkeyChallenges.userId, passkeyChallenges.attempt],
      set: { challenge: row.challenge, expiresAt: row.expiresAt, createdAt: sql`now()` },
    });
}

/** Takes the attempt's challenge (deleted: single use); null when there is none or it expired. */
export async function takeChallenge(db: DbOrTx, userId: number, attempt: string, now: Date): Promise<string | null> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.attempt, attempt)))
    .returning({ challenge: passkeyChallenges.challenge, expiresAt: passkeyChallenges.expiresAt });
  return row && row.expiresAt > now ? row.challenge : null;
}

/** Withdrawal: every passkey and pending challenge of the member go with the rest of the personal data. */
export async function forgetPasskeysOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
