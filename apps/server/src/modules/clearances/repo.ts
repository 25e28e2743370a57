import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { kindCopy } from '../../platform/kind-table';
import { pageOfRows } from '../../platform/paging';
import { requests } from '../../platform/schema';
import type { KindCopy } from '../../platform/workflow';
import { clearances } from './schema';

export type ClearanceRow = typeof clearances.$inferSelect;
export type NewClearanceRow = typeof clearances.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertClearance(tx: DbOrTx, row: NewClearanceRow): Promise<ClearanceRow> {
  const [created] = await tx.insert(clearances).values(row).returning();
  return created!;
}

export async function findClearance(db: DbOrTx, requestId: number): Promise<ClearanceRow | null> {
  const [row] = await db.select().from(clearances).where(eq(clearances.requestId, requestId));
  return row ?? null;
}

export async function updateClearance(tx: DbOrTx, requestId: number, patch: Partial<NewClearanceRow>): Promise<void> {
  await tx.update(clearances).set(patch).where(eq(clearances.requestId, requestId));
}

/** The clearance of a reconciliation that is not withdrawn (one per reconciliation). */
export async function liveOfReconciliation(db: DbOrTx, reconciliationId: number): Promise<ClearanceRow | null> {
  const [row] = await db
    .select()
    .from(clearances)
    .where(and(eq(clearances.reconciliationId, reconciliationId), ne(clearances.state, 'WITHDRAWN')))
    .limit(1);
  return row ?? null;
}

/** The reconciliations among ids that have a clearance not withdrawn. */
export async function reconciliationsWithLive(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: clearances.reconciliationId })
    .from(clearances)
    .where(and(inArray(clearances.reconciliationId, [...ids]), ne(clearances.state, 'WITHDRAWN')));
  return new Set(rows.map((r) => r.id));
}

/** The issued clearance of a company whose period holds the month (YYYY-MM), if any: the month is closed. */
export async function issuedCovering(db: DbOrTx, companyId: number, month: string): Promise<{ number: string } | null> {
  const [row] = await db
    .select({ number: clearances.number })
    .from(clearances)
    .where(
      and(
        eq(clearances.companyId, companyId),
        eq(clearances.state, 'ISSUED'),
        lte(clearances.periodFrom, month),
        gte(clearances.periodTo, month),
      ),
    )
    .orderBy(asc(clearances.issuedAt))
    .limit(1);
  return row ?? null;
}

/** The issued clearances of a company meeting the months [from, to]. */
export async function issuedMeeting(db: DbOrTx, companyId: number, from: string, to: string): Promise<ClearanceRow[]> {
  return db
    .select()
    .from(clearances)
    .where(
      and(
        eq(clearances.companyId, companyId),
        eq(clearances.state, 'ISSUED'),
        lte(clearances.periodFrom, to),
        gte(clearances.periodTo, from),
      ),
    )
    .orderBy(asc(clearances.periodFrom));
}

export interface ClearanceFilter {
  companyId?: number;
  state?: string;
  searchText?: string;
  /** Company ids whose name matches the text (read from identity by the service). */
  companyIdsNamed?: readonly number[];
}

export type ClearanceSort = 'createdDesc' | 'createdAsc' | 'periodDesc';

function whereOf(f: ClearanceFilter): SQL | undefined {
  const text = f.searchText?.trim();
  return and(
    f.companyId !== undefined ? eq(clearances.companyId, f.companyId) : undefined,
    f.state ? eq(clearances.state, f.state) : undefined,
    text
      ? or(
          ilike(clearances.number, `%${escapeLike(text)}%`),
          ilike(clearances.reconciliationNumber, `%${escapeLike(text)}%`),
          f.companyIdsNamed?.length ? inArray(clearances.companyId, [...f.companyIdsNamed]) : undefined,
        )
      : undefined,
  );
}

const ORDER_BY: Record<ClearanceSort, SQL[]> = {
  createdDesc: [desc(clearances.createdAt), desc(clearances.requestId)],
  createdAsc: [asc(clearances.createdAt), asc(clearances.requestId)],
  periodDesc: [desc(clearances.periodTo), desc(clearances.requestId)],
};

export async function searchClearances(
  db: DbOrTx,
  f: ClearanceFilter,
  page: { limit: number; offset: number },
  sort: ClearanceSort,
): Promise<{ rows: ClearanceRow[]; total: number }> {
  return pageOfRows(db, clearances, whereOf(f), ORDER_BY[sort], page);
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: clearances.requestId, seedKey: clearances.seedKey })
    .from(clearances)
    .where(inArray(clearances.seedKey, keys));
}

/**
 * The ids of the accepted reconciliations (the platform's request headers of kind `reconciliation`), of a company or of
 * every one, oldest first: what the preparation may choose from (their content is read through the reconciliations' face).
 */
export async function acceptedReconciliationIds(db: DbOrTx, companyId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.kind, 'reconciliation'),
        eq(requests.state, 'ACCEPTED'),
        companyId !== undefined ? eq(requests.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(requests.id))
    .limit(200);
  return rows.map((r) => r.id);
}

/** The platform's request header of a reconciliation (its number and company), whatever its state; null when none. */
export async function reconciliationHeader(db: DbOrTx, id: number): Promise<{ number: string; companyId: number | null } | null> {
  const [row] = await db
    .select({ number: requests.number, companyId: requests.companyId })
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.kind, 'reconciliation')));
  return row ?? null;
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(clearances);
