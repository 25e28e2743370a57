import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { kindCopy } from '../../platform/kind-table';
import { pageOfRows } from '../../platform/paging';
import type { KindCopy } from '../../platform/workflow';
import { billingDisputes } from './schema';

export type BillingDisputeRow = typeof billingDisputes.$inferSelect;
export type NewBillingDisputeRow = typeof billingDisputes.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertDispute(tx: DbOrTx, row: NewBillingDisputeRow): Promise<BillingDisputeRow> {
  const [created] = await tx.insert(billingDisputes).values(row).returning();
  return created!;
}

export async function findDispute(db: DbOrTx, requestId: number): Promise<BillingDisputeRow | null> {
  const [row] = await db.select().from(billingDisputes).where(eq(billingDisputes.requestId, requestId));
  return row ?? null;
}

export async function updateDispute(tx: DbOrTx, requestId: number, patch: Partial<NewBillingDisputeRow>): Promise<void> {
  await tx.update(billingDisputes).set(patch).where(eq(billingDisputes.requestId, requestId));
}

/** The dispute holding a line (open or accepted), if any. */
export async function holdingDispute(db: DbOrTx, lineId: number, holding: readonly string[]): Promise<BillingDisputeRow | null> {
  const [row] = await db
    .select()
    .from(billingDisputes)
    .where(and(eq(billingDisputes.lineId, lineId), inArray(billingDisputes.state, [...holding])))
    .limit(1);
  return row ?? null;
}

/** The disputes of a company's bill of a month, newest first (the bill screen shows each line's latest). */
export async function disputesOfBill(db: DbOrTx, companyId: number, month: string): Promise<BillingDisputeRow[]> {
  return db
    .select()
    .from(billingDisputes)
    .where(and(eq(billingDisputes.companyId, companyId), eq(billingDisputes.billingMonth, month)))
    .orderBy(desc(billingDisputes.requestedAt), desc(billingDisputes.requestId));
}

/** Accepted disputes whose credit a month's bill carries, for a batch of companies. */
export async function acceptedForMonth(db: DbOrTx, month: string, companyIds: number[]): Promise<BillingDisputeRow[]> {
  if (!companyIds.length) return [];
  return db
    .select()
    .from(billingDisputes)
    .where(
      and(
        eq(billingDisputes.adjustmentMonth, month),
        inArray(billingDisputes.companyId, companyIds),
        sql`${billingDisputes.state} = 'ACCEPTED'`,
      ),
    )
    .orderBy(asc(billingDisputes.requestId));
}

/** A company's disputes of the bills of months from..to (both held), oldest first (the audit pack's period). */
export async function disputesOfCompany(db: DbOrTx, companyId: number, fromMonth: string, toMonth: string): Promise<BillingDisputeRow[]> {
  return db
    .select()
    .from(billingDisputes)
    .where(
      and(
        eq(billingDisputes.companyId, companyId),
        gte(billingDisputes.billingMonth, fromMonth),
        lte(billingDisputes.billingMonth, toMonth),
      ),
    )
    .orderBy(asc(billingDisputes.requestedAt), asc(billingDisputes.requestId));
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: billingDisputes.requestId, seedKey: billingDisputes.seedKey })
    .from(billingDisputes)
    .where(inArray(billingDisputes.seedKey, keys));
}

export interface DisputeFilter {
  companyId?: number;
  state?: string;
  billingMonth?: string;
  searchText?: string;
}

export type DisputeSort = 'requestedDesc' | 'requestedAsc';

function whereOf(f: DisputeFilter): SQL | undefined {
  const text = f.searchText?.trim();
  return and(
    f.companyId !== undefined ? eq(billingDisputes.companyId, f.companyId) : undefined,
    f.state ? eq(billingDisputes.state, f.state) : undefined,
    f.billingMonth ? eq(billingDisputes.billingMonth, f.billingMonth) : undefined,
    text
      ? or(ilike(billingDisputes.number, `%${escapeLike(text)}%`), ilike(billingDisputes.productCode, `%${escapeLike(text)}%`))
      : undefined,
  );
}

const ORDER_BY: Record<DisputeSort, SQL[]> = {
  requestedDesc: [desc(billingDisputes.requestedAt), desc(billingDisputes.requestId)],
  requestedAsc: [asc(billingDisputes.requestedAt), asc(billingDisputes.requestId)],
};

export async function searchDisputes(
  db: DbOrTx,
  f: DisputeFilter,
  page: { limit: number; offset: number },
  sort: DisputeSort,
): Promise<{ rows: BillingDisputeRow[]; total: number }> {
  return pageOfRows(db, billingDisputes, whereOf(f), ORDER_BY[sort], page);
}

/** The provider's dispute window setting (days), null when never set. */
export const WINDOW_SETTING = 'billingDisputes.windowDays';

export { readSetting, writeSetting } from '../../platform/settings';

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(billingDisputes);
