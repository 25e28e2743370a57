import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import { suspensions } from './schema';
import { kindCopy } from '../../platform/kind-table';
import type { KindCopy } from '../../platform/workflow';

export type SuspensionRow = typeof suspensions.$inferSelect;
export type NewSuspensionRow = typeof suspensions.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertSuspension(tx: DbOrTx, row: NewSuspensionRow): Promise<SuspensionRow> {
  const [created] = await tx.insert(suspensions).values(row).returning();
  return created!;
}

export async function findSuspension(db: DbOrTx, requestId: number): Promise<SuspensionRow | null> {
  const [row] = await db.select().from(suspensions).where(eq(suspensions.requestId, requestId));
  return row ?? null;
}

export async function updateSuspension(tx: DbOrTx, requestId: number, patch: Partial<NewSuspensionRow>): Promise<void> {
  await tx.update(suspensions).set(patch).where(eq(suspensions.requestId, requestId));
}

/**
 * A request of the same contract and product still holding a period (requested, received, in approval or approved)
 * that meets [from, to], other than `exceptId`: the first by start date.
 */
export async function overlapping(
  db: DbOrTx,
  q: { contractId: number; productCode: string; from: string; to: string; holding: readonly string[]; exceptId?: number },
): Promise<SuspensionRow | null> {
  const [row] = await db
    .select()
    .from(suspensions)
    .where(
      and(
        eq(suspensions.contractId, q.contractId),
        eq(suspensions.productCode, q.productCode),
        inArray(suspensions.state, [...q.holding]),
        lte(suspensions.periodFrom, q.to),
        gte(suspensions.periodTo, q.from),
        q.exceptId !== undefined ? ne(suspensions.requestId, q.exceptId) : undefined,
      ),
    )
    .orderBy(asc(suspensions.periodFrom))
    .limit(1);
  return row ?? null;
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: suspensions.requestId, seedKey: suspensions.seedKey })
    .from(suspensions)
    .where(inArray(suspensions.seedKey, keys));
}

export interface SuspensionFilter {
  companyId?: number;
  contractId?: number;
  state?: string;
  /** Periods meeting [fromDate, toDate]. */
  fromDate?: string;
  toDate?: string;
  searchText?: string;
}

export type SuspensionSort = 'requestedDesc' | 'requestedAsc' | 'periodFromDesc' | 'periodFromAsc';

function whereOf(f: SuspensionFilter): SQL | undefined {
  const text = f.searchText?.trim();
  return and(
    f.companyId !== undefined ? eq(suspensions.companyId, f.companyId) : undefined,
    f.contractId !== undefined ? eq(suspensions.contractId, f.contractId) : undefined,
    f.state ? eq(suspensions.state, f.state) : undefined,
    f.fromDate ? gte(suspensions.periodTo, f.fromDate) : undefined,
    f.toDate ? lte(suspensions.periodFrom, f.toDate) : undefined,
    text
      ? or(
          ilike(suspensions.number, `%${escapeLike(text)}%`),
          ilike(suspensions.contractNumber, `%${escapeLike(text)}%`),
          ilike(suspensions.productCode, `%${escapeLike(text)}%`),
        )
      : undefined,
  );
}

const ORDER_BY: Record<SuspensionSort, SQL[]> = {
  requestedDesc: [desc(suspensions.requestedAt), desc(suspensions.requestId)],
  requestedAsc: [asc(suspensions.requestedAt), asc(suspensions.requestId)],
  periodFromDesc: [desc(suspensions.periodFrom), desc(suspensions.requestId)],
  periodFromAsc: [asc(suspensions.periodFrom), asc(suspensions.requestId)],
};

export async function searchSuspensions(
  db: DbOrTx,
  f: SuspensionFilter,
  page: { limit: number; offset: number },
  sort: SuspensionSort,
): Promise<{ rows: SuspensionRow[]; total: number }> {
  return pageOfRows(db, suspensions, whereOf(f), ORDER_BY[sort], page);
}

/**
 * The condition "an approved suspension's period covers `today`" on a contract id column (the contracts area shows the
 * contract SUSPENDED then; read through the partial index of approved periods).
 */
export const approvedCovering = (contractId: AnyColumn, today: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${suspensions} s where s.contract_id = ${contractId} and s.state = 'APPROVED'
    and s.period_from <= ${today}::date and s.period_to >= ${today}::date)`;

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(suspensions);
