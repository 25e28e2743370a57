import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { files } from './schema';
import type { DbOrTx } from '../../platform/db';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(db: DbOrTx, rows: NewFileRow[]): Promise<FileRow[]> {
  if (!rows.length) return [];
  return db.insert(files).values(rows).returning();
}

export async function findFile(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFiles(db: DbOrTx, ids: string[], opts: { lock?: boolean } = {}): Promise<FileRow[]> {
  if (!ids.length) return [];
  const q = db.select().from(files).where(inArray(files.id, ids));
  return opts.lock ? q.for('update') : q;
}

/** Files of records (attached or held by a draft), oldest first. */
export async function filesOfOwners(db: DbOrTx, ownerType: string, ownerIds: string[], opts: { lock?: boolean } = {}): Promise<FileRow[]> {
  if (!ownerIds.length) return [];
  const q = db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, ownerType), inArray(files.ownerId, ownerIds), inArray(files.status, ['DRAFT', 'ATTACHED'])))
    .orderBy(files.createdAt, files.id);
  return opts.lock ? q.for('update') : q;
}

export async function updateFiles(db: DbOrTx, ids: string[], values: Partial<NewFileRow>): Promise<void> {
  if (!ids.length) return;
  await db.update(files).set(values).where(inArray(files.id, ids));
}

export async function deleteFileRows(db: DbOrTx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(files).where(inArray(files.id, ids));
}

/**
 * Claims files to sweep (pending attachments past their time, released files), skipping rows another server
 * holds, deletes their rows and answers their storage keys. Run inside a transaction.
 */
export async function claimSweepable(db: DbOrTx, pendingBefore: Date, limit: number): Promise<{ id: string; storageKey: string }[]> {
  const claimed = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(
      or(
        and(eq(files.status, 'PENDING'), eq(files.purpose, 'ATTACHMENT'), lt(files.createdAt, pendingBefore)),
        eq(files.status, 'RELEASED'),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  await deleteFileRows(
    db,
    claimed.map((c) => c.id),
  );
  return claimed;
}

/** Which of these storage keys a file row names (the orphan sweep). */
export async function storageKeysIn(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
  return rows.map((r) => r.key);
}
