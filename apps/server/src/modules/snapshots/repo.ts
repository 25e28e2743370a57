import { and, asc, count, desc, eq, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { snapshots, snapshotVersions } from './schema';
import type { DbOrTx } from '../../platform/db';

export type SnapshotRow = typeof snapshots.$inferSelect;
export type SnapshotVersionRow = typeof snapshotVersions.$inferSelect;

/** A viewer: the company in use and the user. COMPANY snapshots have owner_user_id 0. */
export interface Viewer {
  companyId: number;
  userId: number;
}

const visibleTo = (v: Viewer): SQL =>
  and(eq(snapshots.companyId, v.companyId), or(eq(snapshots.ownerUserId, v.userId), eq(snapshots.ownerUserId, 0)))!;

export async function findVisible(db: DbOrTx, v: Viewer, id: number, opts: { lock?: boolean } = {}): Promise<SnapshotRow | undefined> {
  const q = db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.id, id), visibleTo(v)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findByKey(
  db: DbOrTx,
  v: Viewer,
  key: { snapshotType: string; snapshotKey: string; ownerUserId: number },
  opts: { lock?: boolean } = {},
): Promise<SnapshotRow | undefined> {
  const q = db
    .select()
    .from(snapshots)
    .where(
      and(
        eq(snapshots.companyId, v.companyId),
        eq(snapshots.ownerUserId, key.ownerUserId),
        eq(snapshots.snapshotType, key.snapshotType),
        eq(snapshots.snapshotKey, key.snapshotKey),
      ),
    );
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** Creates the head of a new snapshot, or answers nothing when it exists already (a concurrent first save). */
export async function insertHead(db: DbOrTx, values: typeof snapshots.$inferInsert): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .insert(snapshots)
    .values(values)
    .onConflictDoNothing({ target: [snapshots.companyId, snapshots.ownerUserId, snapshots.snapshotType, snapshots.snapshotKey] })
    .returning();
  return row;
}

export async function updateHead(db: DbOrTx, id: number, values: Partial<typeof snapshots.$inferInsert>): Promise<SnapshotRow> {
  const [row] = await db.update(snapshots).set(values).where(eq(snapshots.id, id)).returning();
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof snapshotVersions.$inferInsert): Promise<void> {
  await db.insert(snapshotVersions).values(values);
}

/** Drops versions at or below `upTo` (the oldest beyond the retention). */
export async function pruneVersions(db: DbOrTx, snapshotId: number, upTo: number): Promise<void> {
  if (upTo < 1) return;
  await db.delete(snapshotVersions).where(and(eq(snapshotVersions.snapshotId, snapshotId), lte(snapshotVersions.version, upTo)));
}

export async function deleteHead(db: DbOrTx, id: number): Promise<void> {
  await db.delete(snapshots).where(eq(snapshots.id, id));
}

export async function findVersion(db: DbOrTx, snapshotId: number, version: number): Promise<SnapshotVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(snapshotVersions)
    .where(and(eq(snapshotVersions.snapshotId, snapshotId), eq(snapshotVersions.version, version)));
  return row;
}

export interface SearchFilters {
  snapshotType?: string;
  snapshotKey?: string;
  scope?: 'USER' | 'COMPANY';
  sort: 'newest' | 'oldest';
  pageNumber: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function search(db: DbOrTx, v: Viewer, f: SearchFilters): Promise<{ rows: SnapshotRow[]; total: number }> {
  const conditions: SQL[] = [visibleTo(v)];
  if (f.snapshotType) conditions.push(eq(snapshots.snapshotType, f.snapshotType));
  if (f.snapshotKey) {
    conditions.push(
      f.snapshotKey.endsWith('*')
        ? like(snapshots.snapshotKey, `${escapeLike(f.snapshotKey.slice(0, -1))}%`)
        : eq(snapshots.snapshotKey, f.snapshotKey),
    );
  }
  if (f.scope === 'USER') conditions.push(sql`${snapshots.ownerUserId} <> 0`);
  if (f.scope === 'COMPANY') conditions.push(eq(snapshots.ownerUserId, 0));
  const where = and(...conditions);
  const order = f.sort === 'oldest' ? [asc(snapshots.updatedAt), asc(snapshots.id)] : [desc(snapshots.updatedAt), desc(snapshots.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(snapshots)
      .where(where)
      .orderBy(...order)
      .limit(f.pageSize)
      .offset((f.pageNumber - 1) * f.pageSize),
    db.select({ total: count() }).from(snapshots).where(where),
  ]);
  return { rows, total: Number(total) };
}

export type VersionSummaryRow = Omit<SnapshotVersionRow, 'data' | 'id'>;

export async function versions(
  db: DbOrTx,
  snapshotId: number,
  f: { sort: 'newest' | 'oldest'; pageNumber: number; pageSize: number },
): Promise<{ rows: VersionSummaryRow[]; total: number }> {
  const where = eq(snapshotVersions.snapshotId, snapshotId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        snapshotId: snapshotVersions.snapshotId,
        version: snapshotVersions.version,
        dataBytes: snapshotVersions.dataBytes,
        memo: snapshotVersions.memo,
        createdBy: snapshotVersions.createdBy,
        createdAt: snapshotVersions.createdAt,
      })
      .from(snapshotVersions)
      .where(where)
      .orderBy(f.sort === 'oldest' ? asc(snapshotVersions.version) : desc(snapshotVersions.version))
      .limit(f.pageSize)
      .offset((f.pageNumber - 1) * f.pageSize),
    db.select({ total: count() }).from(snapshotVersions).where(where),
  ]);
  return { rows, total: Number(total) };
}
