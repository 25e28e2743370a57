import { NON_DISPLAY_FILED_STATES } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import { nonDisplayDeclarations as nd } from './schema';
import { kindCopy } from '../../platform/kind-table';
import type { KindCopy } from '../../platform/workflow';

export type DeclarationRow = typeof nd.$inferSelect;
export type NewDeclarationRow = typeof nd.$inferInsert;

export async function findDeclaration(db: DbOrTx, requestId: number): Promise<DeclarationRow | null> {
  const [row] = await db.select().from(nd).where(eq(nd.requestId, requestId));
  return row ?? null;
}

export async function insertDeclaration(tx: DbOrTx, row: NewDeclarationRow): Promise<DeclarationRow> {
  const [inserted] = await tx.insert(nd).values(row).returning();
  return inserted!;
}

export async function updateDeclaration(tx: DbOrTx, requestId: number, patch: Partial<NewDeclarationRow>): Promise<void> {
  await tx.update(nd).set(patch).where(eq(nd.requestId, requestId));
}

/** Whether a declaration of the order is filed (submitted, reconfirmation requested, approved or being changed). */
export async function hasFiledDeclaration(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: nd.requestId })
    .from(nd)
    .where(and(eq(nd.orderId, orderId), inArray(nd.state, [...NON_DISPLAY_FILED_STATES])))
    .limit(1);
  return !!row;
}

/** The order of each declaration among ids. */
export async function orderIdsOf(db: DbOrTx, ids: number[]): Promise<{ requestId: number; orderId: number }[]> {
  if (!ids.length) return [];
  return db.select({ requestId: nd.requestId, orderId: nd.orderId }).from(nd).where(inArray(nd.requestId, ids));
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db.select({ requestId: nd.requestId, seedKey: nd.seedKey }).from(nd).where(inArray(nd.seedKey, keys));
}

export interface DeclarationFilter {
  companyId?: number;
  state?: string;
  orderId?: number;
  searchText?: string;
}

export type DeclarationSort = 'updatedDesc' | 'updatedAsc' | 'numberDesc' | 'numberAsc';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: DeclarationFilter): SQL | undefined {
  const text = f.searchText?.trim().toLowerCase();
  return and(
    f.companyId !== undefined ? eq(nd.companyId, f.companyId) : undefined,
    f.state ? eq(nd.state, f.state) : undefined,
    f.orderId !== undefined ? eq(nd.orderId, f.orderId) : undefined,
    text ? ilike(nd.searchText, `%${escapeLike(text)}%`) : undefined,
  );
}

const ORDER_BY: Record<DeclarationSort, SQL[]> = {
  updatedDesc: [desc(nd.updatedAt), desc(nd.requestId)],
  updatedAsc: [asc(nd.updatedAt), asc(nd.requestId)],
  numberDesc: [desc(nd.number)],
  numberAsc: [asc(nd.number)],
};

export async function searchDeclarations(
  db: DbOrTx,
  f: DeclarationFilter,
  page: { limit: number; offset: number },
  sort: DeclarationSort,
): Promise<{ rows: DeclarationRow[]; total: number }> {
  return pageOfRows(db, nd, whereOf(f), ORDER_BY[sort], page);
}

/** Approved, or approved once and being changed (written, under review or sent back): billed as last approved. */
const BILLED_STATES = ['APPROVED', 'REVISING', 'SUBMITTED', 'RECONFIRM', 'EXCHANGE_REVIEW'];

/**
 * Billing: the declarations in effect on some day up to `lastDay`: approved (a REVISING one is still in effect
 * until its change is approved), declaring use, with an effective date on or before the day; of the companies or of all.
 */
export async function inEffectBy(db: DbOrTx, lastDay: string, companyIds?: readonly number[]) {
  return db
    .select({
      requestId: nd.requestId,
      number: nd.number,
      companyId: nd.companyId,
      orderId: nd.orderId,
      tradingTier: nd.billedTradingTier,
      otherTier: nd.billedOtherTier,
      effectiveDate: nd.billedEffectiveDate,
    })
    .from(nd)
    .where(
      and(
        inArray(nd.state, BILLED_STATES),
        eq(nd.billedUse, 'USE'),
        isNotNull(nd.billedEffectiveDate),
        lte(nd.billedEffectiveDate, lastDay),
        companyIds ? inArray(nd.companyId, [...companyIds]) : undefined,
      ),
    )
    .orderBy(asc(nd.companyId), asc(nd.requestId));
}

/**
 * The inventory (decision 085): a company's latest declaration in effect as the bill reads it (approved, or being
 * changed: written, under review or sent back; declaring use as last approved), by its approval, then its number.
 */
export async function latestInEffect(db: DbOrTx, companyId: number): Promise<DeclarationRow | null> {
  const [row] = await db
    .select()
    .from(nd)
    .where(and(eq(nd.companyId, companyId), inArray(nd.state, BILLED_STATES), eq(nd.billedUse, 'USE')))
    .orderBy(sql`${nd.approvedAt} desc nulls last`, desc(nd.requestId))
    .limit(1);
  return row ?? null;
}

/** The exceptions dashboard: the declarations in the states given (non_display_state_updated_idx). */
export function declarationsInStates(db: DbOrTx, states: readonly string[]) {
  return db
    .select({
      requestId: nd.requestId,
      number: nd.number,
      companyId: nd.companyId,
      orderId: nd.orderId,
      orderNumber: nd.orderNumber,
      use: nd.use,
      tradingTier: nd.tradingTier,
      otherTier: nd.otherTier,
      effectiveDate: nd.effectiveDate,
      approvedAt: nd.approvedAt,
    })
    .from(nd)
    .where(inArray(nd.state, [...states]));
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(nd);
