import type { TNonDisplayUse } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import { nonDisplayApplications as nda } from './schema';

export type ApplicationRow = typeof nda.$inferSelect;
export type NewApplicationRow = typeof nda.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a company's applications, newest start first, filtered by name text and purpose. */
export function searchApplications(
  db: DbOrTx,
  f: { companyId: number; searchText?: string; purposes?: readonly TNonDisplayUse[] },
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const text = f.searchText?.trim().toLowerCase();
  const where: SQL | undefined = and(
    eq(nda.companyId, f.companyId),
    text ? ilike(nda.searchText, `%${escapeLike(text)}%`) : undefined,
    f.purposes?.length ? inArray(nda.purpose, [...f.purposes]) : undefined,
  );
  return pageOfRows(db, nda, where, [desc(nda.startDate), desc(nda.id)], page);
}

/** Every application of a company (the tier derivation reads them all: an inventory is tens of rows). */
export function applicationsOf(db: DbOrTx, companyId: number): Promise<ApplicationRow[]> {
  return db.select().from(nda).where(eq(nda.companyId, companyId)).orderBy(asc(nda.id));
}

/** An application of a company, or null (another company's reads as missing). */
export async function findApplication(db: DbOrTx, companyId: number, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(nda)
    .where(and(eq(nda.id, id), eq(nda.companyId, companyId)));
  return row ?? null;
}

export async function insertApplication(db: DbOrTx, row: NewApplicationRow): Promise<ApplicationRow> {
  const [inserted] = await db.insert(nda).values(row).returning();
  return inserted!;
}

export async function updateApplication(
  db: DbOrTx,
  companyId: number,
  id: number,
  patch: Partial<NewApplicationRow>,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(nda)
    .set(patch)
    .where(and(eq(nda.id, id), eq(nda.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function deleteApplication(db: DbOrTx, companyId: number, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .delete(nda)
    .where(and(eq(nda.id, id), eq(nda.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** The demo world's starting inventory, as rows (seed/non-display-applications.ts). */
export async function insertMany(db: DbOrTx, rows: NewApplicationRow[]): Promise<void> {
  if (rows.length) await db.insert(nda).values(rows);
}
