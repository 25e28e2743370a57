import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { orderAgreements, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type AgreementRow = typeof orderAgreements.$inferSelect;

/** States an order no longer leaves (ORDER_WORKFLOW's final states): an order in any other is "open". */
export const FINAL_STATES = ['APPROVED', 'CANCELLED'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertOrder(tx: DbOrTx, row: NewOrderRow): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(row).returning();
  return created!;
}

export async function findOrder(db: DbOrTx, requestId: number, opts: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.requestId, requestId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Locks an order's row for a change (inside the caller's transaction), without waiting: answers false when another
 * transaction holds it (someone is changing the order right now). Of callers racing on one order, the others are told
 * at once instead of queuing.
 */
export async function lockOrderNow(tx: DbOrTx, requestId: number): Promise<boolean> {
  try {
    // In a savepoint: a refused lock must not abort the caller's transaction.
    await tx.transaction(async (sp) => {
      await sp.select({ id: orders.requestId }).from(orders).where(eq(orders.requestId, requestId)).for('update', { noWait: true });
    });
    return true;
  } catch (err) {
    for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '55P03') return false;
    throw err;
  }
}

export async function updateOrder(tx: DbOrTx, requestId: number, patch: Partial<NewOrderRow>): Promise<void> {
  await tx.update(orders).set(patch).where(eq(orders.requestId, requestId));
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null; state: string }[]> {
  if (!keys.length) return [];
  return db
    .select({ requestId: orders.requestId, seedKey: orders.seedKey, state: orders.state })
    .from(orders)
    .where(inArray(orders.seedKey, keys));
}

/** The open order (neither approved nor cancelled) for a contract, other than `exceptId`. */
export async function openOrderFor(db: DbOrTx, contractId: number, exceptId?: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.contractId, contractId),
        notInArray(orders.state, FINAL_STATES),
        exceptId !== undefined ? ne(orders.requestId, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The orders behind a contract (the change and termination orders for it, and the new order that made it), newest first. */
export function ordersOfContract(db: DbOrTx, contractId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(or(eq(orders.contractId, contractId), eq(orders.resultContractId, contractId)))
    .orderBy(desc(orders.updatedAt), desc(orders.requestId));
}

export interface OrderFilter {
  companyId?: number;
  state?: string;
  requestType?: string;
  productCode?: string;
  /** Last modified on or after (an instant). */
  from?: Date;
  /** Last modified before (an instant). */
  before?: Date;
  searchText?: string;
}

export type OrderSort = 'updatedDesc' | 'updatedAsc' | 'numberDesc' | 'numberAsc';

function whereOf(f: OrderFilter): SQL | undefined {
  const text = f.searchText?.trim().toLowerCase();
  return and(
    f.companyId !== undefined ? eq(orders.companyId, f.companyId) : undefined,
    f.state ? eq(orders.state, f.state) : undefined,
    f.requestType ? eq(orders.requestType, f.requestType) : undefined,
    f.productCode ? sql`${orders.productCodes} @> array[${f.productCode}]::text[]` : undefined,
    f.from ? sql`${orders.updatedAt} >= ${f.from.toISOString()}::timestamptz` : undefined,
    f.before ? sql`${orders.updatedAt} < ${f.before.toISOString()}::timestamptz` : undefined,
    text ? ilike(orders.searchText, `%${escapeLike(text)}%`) : undefined,
  );
}

const ORDER_BY: Record<OrderSort, SQL[]> = {
  updatedDesc: [desc(orders.updatedAt), desc(orders.requestId)],
  updatedAsc: [asc(orders.updatedAt), asc(orders.requestId)],
  numberDesc: [desc(orders.number)],
  numberAsc: [asc(orders.number)],
};

/** The columns of a list item (never the form: a list parses no JSON it does not show). */
const LIST_COLUMNS = {
  requestId: orders.requestId,
  companyId: orders.companyId,
  number: orders.number,
  requestType: orders.requestType,
  state: orders.state,
  version: orders.version,
  contractId: orders.contractId,
  resultContractId: orders.resultContractId,
  contractNumber: orders.contractNumber,
  commencementDate: orders.commencementDate,
  productCodes: orders.productCodes,
  managerUserId: orders.managerUserId,
  updatedAt: orders.updatedAt,
};
export type OrderListRow = Pick<OrderRow, keyof typeof LIST_COLUMNS>;

/**
 * One page of orders and the total. The page and the count run side by side (two connections on PostgreSQL); on the
 * first page the count is left out when the page already holds everything.
 */
export async function searchOrders(
  db: DbOrTx,
  f: OrderFilter,
  page: { limit: number; offset: number },
  sort: OrderSort,
  opts: { parallel?: boolean } = {},
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = whereOf(f);
  const pageQuery = () =>
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(page.limit)
      .offset(page.offset);
  const countQuery = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where)
      )[0]?.n ?? 0,
    );
  if (opts.parallel) {
    const [rows, total] = await Promise.all([pageQuery(), countQuery()]);
    return { rows, total };
  }
  const rows = await pageQuery();
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  return { rows, total: await countQuery() };
}

export function agreementsOf(db: DbOrTx, orderId: number): Promise<AgreementRow[]> {
  return db.select().from(orderAgreements).where(eq(orderAgreements.orderId, orderId)).orderBy(asc(orderAgreements.acceptedAt));
}

/** The agreements accepted at a submission replace those of an earlier one. */
export async function replaceAgreements(tx: DbOrTx, orderId: number, rows: (typeof orderAgreements.$inferInsert)[]): Promise<void> {
  await tx.delete(orderAgreements).where(eq(orderAgreements.orderId, orderId));
  if (rows.length) await tx.insert(orderAgreements).values(rows);
}
