import type { TOtherReportValue } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import { contractReportedItems, otherReports } from './schema';
import { kindCopy } from '../../platform/kind-table';
import type { KindCopy } from '../../platform/workflow';

export type OtherReportRow = typeof otherReports.$inferSelect;
export type NewOtherReportRow = typeof otherReports.$inferInsert;
export type ReportedItemRow = typeof contractReportedItems.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** States a change is open in (waiting for the provider). */
export const OPEN_STATES = ['REQUESTED', 'RECEIVED'];

export async function insertReport(tx: DbOrTx, row: NewOtherReportRow): Promise<OtherReportRow> {
  const [created] = await tx.insert(otherReports).values(row).returning();
  return created!;
}

export async function findReport(db: DbOrTx, requestId: number): Promise<OtherReportRow | null> {
  const [row] = await db.select().from(otherReports).where(eq(otherReports.requestId, requestId));
  return row ?? null;
}

export async function updateReport(tx: DbOrTx, requestId: number, patch: Partial<NewOtherReportRow>): Promise<void> {
  await tx.update(otherReports).set(patch).where(eq(otherReports.requestId, requestId));
}

/** The open changes of a contract (one per item at most). */
export function openReportsOf(db: DbOrTx, contractId: number): Promise<OtherReportRow[]> {
  return db
    .select()
    .from(otherReports)
    .where(and(eq(otherReports.contractId, contractId), inArray(otherReports.state, OPEN_STATES)));
}

export function itemsOf(db: DbOrTx, contractId: number): Promise<ReportedItemRow[]> {
  return db.select().from(contractReportedItems).where(eq(contractReportedItems.contractId, contractId));
}

/** Writes the current value of an item (the change that set it, and when). */
export async function setItem(
  tx: DbOrTx,
  row: { contractId: number; item: string; value: TOtherReportValue; requestId: number; changedAt: Date },
): Promise<void> {
  await tx
    .insert(contractReportedItems)
    .values(row)
    .onConflictDoUpdate({
      target: [contractReportedItems.contractId, contractReportedItems.item],
      set: { value: row.value, requestId: row.requestId, changedAt: row.changedAt },
    });
}

export interface ReportFilter {
  companyId?: number;
  state?: string;
  item?: string;
  contractId?: number;
  /** Part of the change's or the contract's number. */
  searchText?: string;
  /** Requested on or after / before (instants). */
  from?: Date;
  before?: Date;
}

export type ReportSort = 'requestedDesc' | 'requestedAsc' | 'updatedDesc';

function whereOf(f: ReportFilter): SQL | undefined {
  return and(
    f.companyId !== undefined ? eq(otherReports.companyId, f.companyId) : undefined,
    f.state ? eq(otherReports.state, f.state) : undefined,
    f.item ? eq(otherReports.item, f.item) : undefined,
    f.contractId !== undefined ? eq(otherReports.contractId, f.contractId) : undefined,
    f.searchText
      ? or(ilike(otherReports.number, `%${escapeLike(f.searchText)}%`), ilike(otherReports.contractNumber, `%${escapeLike(f.searchText)}%`))
      : undefined,
    f.from ? gte(otherReports.createdAt, f.from) : undefined,
    f.before ? lt(otherReports.createdAt, f.before) : undefined,
  );
}

export async function searchReports(
  db: DbOrTx,
  f: ReportFilter,
  page: { limit: number; offset: number },
  sort: ReportSort,
): Promise<{ rows: OtherReportRow[]; total: number }> {
  const order =
    sort === 'requestedAsc'
      ? [asc(otherReports.createdAt), asc(otherReports.requestId)]
      : sort === 'updatedDesc'
        ? [desc(otherReports.updatedAt), desc(otherReports.requestId)]
        : [desc(otherReports.createdAt), desc(otherReports.requestId)];
  return pageOfRows(db, otherReports, whereOf(f), order, page);
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: otherReports.requestId, seedKey: otherReports.seedKey })
    .from(otherReports)
    .where(inArray(otherReports.seedKey, keys));
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(otherReports);
