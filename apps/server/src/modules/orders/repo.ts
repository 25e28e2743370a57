import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { orderAgreements, orders } from './schema';
import { kindCopy } from '../../platform/kind-table';
import type { KindCopy } from '../../platform/workflow';

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

/** Many orders by request id (approve all), locked when asked, in one statement per 1,000. */
export async function findOrders(db: DbOrTx, requestIds: readonly number[], opts: { lock?: boolean } = {}): Promise<Map<number, OrderRow>> {
  const out = new Map<number, OrderRow>();
  for (let i = 0; i < requestIds.length; i += 1000) {
    const q = db
      .select()
      .from(orders)
      .where(inArray(orders.requestId, requestIds.slice(i, i + 1000)))
      .orderBy(asc(orders.requestId));
    for (const row of opts.lock ? await q.for('update') : await q) out.set(row.requestId, row);
  }
  return out;
}

export async function updateOrder(tx: DbOrTx, requestId: number, patch: Partial<NewOrderRow>): Promise<void> {
  await tx.update(orders).set(patch).where(eq(orders.requestId, requestId));
}

/**
 * The same patch on many orders, with each order's own contract (a batch of exchange approvals): one statement per 500
 * orders, the contract id and number chosen per row.
 */
export async function updateOrdersWithContracts(
  tx: DbOrTx,
  patch: Partial<NewOrderRow>,
  rows: readonly { requestId: number; resultContractId: number; contractNumber: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const caseOf = (value: (r: (typeof part)[number]) => number | string) =>
      sql.join([sql`case ${orders.requestId}`, ...part.map((r) => sql` when ${r.requestId} then ${value(r)}`), sql` end`], sql``);
    await tx
      .update(orders)
      .set({
        ...patch,
        resultContractId: sql`(${caseOf((r) => r.resultContractId)})::int`,
        contractNumber: sql`(${caseOf((r) => r.contractNumber)})::varchar`,
      })
      .where(
        inArray(
          orders.requestId,
          part.map((r) => r.requestId),
        ),
      );
  }
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
/** The open orders of contracts (one per contract at most: the partial unique index), in one statement. */
export function openOrdersForMany(db: DbOrTx, contractIds: readonly number[]): Promise<OrderRow[]> {
  if (!contractIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.contractId, [...contractIds]), notInArray(orders.state, FINAL_STATES)));
}

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

const ORDER_BY: Record<OrderSort, SQL> = {
  updatedDesc: sql`updated_at desc, request_id desc`,
  updatedAsc: sql`updated_at asc, request_id asc`,
  numberDesc: sql`number desc`,
  numberAsc: sql`number asc`,
};

/** The columns of a list item (never the form: a list parses no JSON it does not show). */
export interface OrderListRow {
  requestId: number;
  companyId: number;
  number: string;
  requestType: string;
  state: string;
  version: number;
  contractId: number | null;
  resultContractId: number | null;
  contractNumber: string | null;
  commencementDate: string | null;
  productCodes: string[];
  managerUserId: number | null;
  updatedAt: Date;
}

interface RawListRow {
  request_id: number | null;
  company_id: number;
  number: string;
  request_type: string;
  state: string;
  version: number;
  contract_id: number | null;
  result_contract_id: number | null;
  contract_number: string | null;
  commencement_date: string | null;
  product_codes: string[];
  manager_user_id: number | null;
  updated_ms: number | string;
  total: number;
}

/**
 * One page of orders and the number of matches, counted up to `countCap` + 1 (more reads as `capped`), in one
 * statement: a list request costs one round trip. The page and the count each read an index of the filter (see the
 * indexes of schema.ts); the count stops at the cap, so a search over 100,000 orders costs what one over 1,000 does.
 */
export async function searchOrders(
  db: DbOrTx,
  f: OrderFilter,
  page: { limit: number; offset: number },
  sort: OrderSort,
  countCap: number,
): Promise<{ rows: OrderListRow[]; total: number; capped: boolean }> {
  const where = whereOf(f) ?? sql`true`;
  const result = await db.execute(sql`
    with page as (
      select request_id, company_id, number, request_type, state, version, contract_id, result_contract_id, contract_number,
             commencement_date::text as commencement_date, product_codes, manager_user_id, updated_at,
             (extract(epoch from updated_at) * 1000)::float8 as updated_ms
      from ${orders} where ${where}
      order by ${ORDER_BY[sort]}
      limit ${page.limit} offset ${page.offset}
    ), total as (
      select count(*)::int as total from (select 1 from ${orders} where ${where} limit ${countCap + 1}) matches
    )
    select page.*, total.total from total left join page on true
    order by ${ORDER_BY[sort]}`);
  const raw = (result as unknown as { rows: RawListRow[] }).rows;
  const total = raw[0]?.total ?? 0;
  const rows: OrderListRow[] = raw
    .filter((r) => r.request_id !== null)
    .map((r) => ({
      requestId: r.request_id!,
      companyId: r.company_id,
      number: r.number,
      requestType: r.request_type,
      state: r.state,
      version: r.version,
      contractId: r.contract_id,
      resultContractId: r.result_contract_id,
      contractNumber: r.contract_number,
      commencementDate: r.commencement_date,
      productCodes: r.product_codes,
      managerUserId: r.manager_user_id,
      updatedAt: new Date(Math.floor(Number(r.updated_ms))),
    }));
  return { rows, total: Math.min(total, countCap), capped: total > countCap };
}

export function agreementsOf(db: DbOrTx, orderId: number): Promise<AgreementRow[]> {
  return db.select().from(orderAgreements).where(eq(orderAgreements.orderId, orderId)).orderBy(asc(orderAgreements.acceptedAt));
}

/** The agreements of many orders (as `agreementsOf` answers each), by order id. */
export async function agreementsOfMany(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, AgreementRow[]>> {
  const out = new Map<number, AgreementRow[]>(orderIds.map((id) => [id, []]));
  for (let i = 0; i < orderIds.length; i += 1000) {
    const rows = await db
      .select()
      .from(orderAgreements)
      .where(inArray(orderAgreements.orderId, orderIds.slice(i, i + 1000)))
      .orderBy(asc(orderAgreements.acceptedAt), asc(orderAgreements.code));
    for (const r of rows) out.get(r.orderId)!.push(r);
  }
  return out;
}

/** The agreements accepted at a submission replace those of an earlier one. */
export async function replaceAgreements(tx: DbOrTx, orderId: number, rows: (typeof orderAgreements.$inferInsert)[]): Promise<void> {
  await tx.delete(orderAgreements).where(eq(orderAgreements.orderId, orderId));
  if (rows.length) await tx.insert(orderAgreements).values(rows);
}

/** Billing: the sales-status facts of the orders' forms (connection count, service options, delivery protocols). */
export async function billingFactsOf(db: DbOrTx, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: orders.requestId,
      connectionCount: sql<number | null>`(${orders.form} ->> 'connectionCount')::int`,
      serviceOptions: sql<string[] | null>`${orders.form} -> 'serviceOptions'`,
      deliveryProtocols: sql<string[] | null>`${orders.form} -> 'deliveryProtocols'`,
      affiliateExtension: sql<boolean | null>`(${orders.form} ->> 'affiliateExtension')::boolean`,
    })
    .from(orders)
    .where(inArray(orders.requestId, [...orderIds]));
}

/** The non-display uses the forms of orders declare (the exceptions dashboard). */
export function nonDisplayUsesOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select({ orderId: orders.requestId, uses: sql<string[] | null>`${orders.form} -> 'nonDisplayUses'` })
    .from(orders)
    .where(inArray(orders.requestId, orderIds));
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(orders);
