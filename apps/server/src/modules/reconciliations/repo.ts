import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { kindCopy } from '../../platform/kind-table';
import { pageOfRows } from '../../platform/paging';
import type { KindCopy } from '../../platform/workflow';
import { reconciliationCells, reconciliationMappings, reconciliations, reconciliationUsers } from './schema';

export type ReconciliationRow = typeof reconciliations.$inferSelect;
export type NewReconciliationRow = typeof reconciliations.$inferInsert;
export type CellRow = typeof reconciliationCells.$inferSelect;
export type NewCellRow = typeof reconciliationCells.$inferInsert;
export type UsersChunkRow = typeof reconciliationUsers.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertReconciliation(tx: DbOrTx, row: NewReconciliationRow): Promise<ReconciliationRow> {
  const [created] = await tx.insert(reconciliations).values(row).returning();
  return created!;
}

export async function findReconciliation(db: DbOrTx, requestId: number): Promise<ReconciliationRow | null> {
  const [row] = await db.select().from(reconciliations).where(eq(reconciliations.requestId, requestId));
  return row ?? null;
}

export async function updateReconciliation(tx: DbOrTx, requestId: number, patch: Partial<NewReconciliationRow>): Promise<void> {
  await tx.update(reconciliations).set(patch).where(eq(reconciliations.requestId, requestId));
}

/** A turn of the event loop: PGlite runs in this thread, and its statements answer without letting the loop turn. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replaces the cells and users of a reconciliation's result (the new result's), one statement per chunk, the loop let
 * in between (on PGlite 50 chunks back to back held it for seconds: bench/reconciliation.mjs).
 */
export async function replaceResult(tx: DbOrTx, requestId: number, cells: NewCellRow[], chunks: UsersChunkRow[]): Promise<void> {
  await tx.delete(reconciliationCells).where(eq(reconciliationCells.requestId, requestId));
  await yieldToLoop();
  await tx.delete(reconciliationUsers).where(eq(reconciliationUsers.requestId, requestId));
  for (let i = 0; i < cells.length; i += 500) {
    await yieldToLoop();
    await tx.insert(reconciliationCells).values(cells.slice(i, i + 500));
  }
  for (const chunk of chunks) {
    await yieldToLoop();
    await tx.insert(reconciliationUsers).values(chunk);
  }
}

export async function cellsOf(db: DbOrTx, requestId: number): Promise<CellRow[]> {
  return db
    .select()
    .from(reconciliationCells)
    .where(eq(reconciliationCells.requestId, requestId))
    .orderBy(asc(reconciliationCells.month), asc(reconciliationCells.productCode), asc(reconciliationCells.useCategory));
}

export interface DifferenceFilter {
  month?: string;
  productCode?: string;
  show: 'all' | 'differences' | 'surplus' | 'shortfall';
}

export async function differencesPage(
  db: DbOrTx,
  requestId: number,
  f: DifferenceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CellRow[]; total: number }> {
  const c = reconciliationCells;
  const where = and(
    eq(c.requestId, requestId),
    f.month ? eq(c.month, f.month) : undefined,
    f.productCode ? eq(c.productCode, f.productCode.toUpperCase()) : undefined,
    f.show === 'differences' ? ne(c.difference, 0) : undefined,
    f.show === 'surplus' ? sql`${c.difference} > 0` : undefined,
    f.show === 'shortfall' ? sql`${c.difference} < 0` : undefined,
  );
  return pageOfRows(db, c, where, [asc(c.month), asc(c.productCode), asc(c.useCategory)], page);
}

/** The chunks' counts per month of a product and use category (to find the chunks a page needs). */
export async function userChunkCounts(db: DbOrTx, requestId: number, productCode: string, useCategory: string) {
  const u = reconciliationUsers;
  return db
    .select({ chunkNo: u.chunkNo, monthCounts: u.monthCounts })
    .from(u)
    .where(and(eq(u.requestId, requestId), eq(u.productCode, productCode), eq(u.useCategory, useCategory)))
    .orderBy(asc(u.chunkNo));
}

export async function userChunks(db: DbOrTx, requestId: number, productCode: string, useCategory: string, chunkNos: number[]) {
  if (!chunkNos.length) return [];
  const u = reconciliationUsers;
  return db
    .select({ chunkNo: u.chunkNo, users: u.users })
    .from(u)
    .where(and(eq(u.requestId, requestId), eq(u.productCode, productCode), eq(u.useCategory, useCategory), inArray(u.chunkNo, chunkNos)))
    .orderBy(asc(u.chunkNo));
}

export async function findMapping(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(reconciliationMappings).where(eq(reconciliationMappings.companyId, companyId));
  return row ?? null;
}

export async function saveMapping(db: DbOrTx, companyId: number, mapping: Record<string, string>, userId: number, now: Date) {
  await db
    .insert(reconciliationMappings)
    .values({ companyId, mapping, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: reconciliationMappings.companyId, set: { mapping, updatedBy: userId, updatedAt: now } });
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: reconciliations.requestId, seedKey: reconciliations.seedKey })
    .from(reconciliations)
    .where(inArray(reconciliations.seedKey, keys));
}

export interface ReconciliationFilter {
  companyId?: number;
  state?: string;
  fromMonth?: string;
  toMonth?: string;
  searchText?: string;
}
export type ReconciliationSort = 'updatedDesc' | 'periodDesc' | 'periodAsc';

function whereOf(f: ReconciliationFilter): SQL | undefined {
  const r = reconciliations;
  const text = f.searchText?.trim();
  return and(
    f.companyId !== undefined ? eq(r.companyId, f.companyId) : undefined,
    f.state ? eq(r.state, f.state) : undefined,
    f.fromMonth ? gte(r.toMonth, f.fromMonth) : undefined,
    f.toMonth ? lte(r.fromMonth, f.toMonth) : undefined,
    text ? or(ilike(r.number, `%${escapeLike(text)}%`), ilike(r.fileName, `%${escapeLike(text)}%`)) : undefined,
  );
}

const ORDER_BY: Record<ReconciliationSort, SQL[]> = {
  updatedDesc: [desc(reconciliations.updatedAt), desc(reconciliations.requestId)],
  periodDesc: [desc(reconciliations.fromMonth), desc(reconciliations.requestId)],
  periodAsc: [asc(reconciliations.fromMonth), asc(reconciliations.requestId)],
};

export async function searchReconciliations(
  db: DbOrTx,
  f: ReconciliationFilter,
  page: { limit: number; offset: number },
  sort: ReconciliationSort,
): Promise<{ rows: ReconciliationRow[]; total: number }> {
  return pageOfRows(db, reconciliations, whereOf(f), ORDER_BY[sort], page);
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(reconciliations);
