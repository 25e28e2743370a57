import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { DbOrTx } from '../../platform/db';
import type { ComputedLine, ComputedSummary } from './compute';
import { billingLines, billingMonths, billingRuns, billingSummaries } from './schema';

export type BillingMonthRow = typeof billingMonths.$inferSelect;
export type BillingRunRow = typeof billingRuns.$inferSelect;
export type BillingLineRow = typeof billingLines.$inferSelect;

/** Whether the database runs in this thread (PGlite): its statements hold the event loop, so they are kept short. */
export const runsInThread = (db: DbOrTx): boolean => db instanceof PgliteDatabase || db instanceof PgliteTransaction;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** The month's row, made when missing (OPEN), then locked until the transaction ends. */
export async function lockMonth(tx: DbOrTx, month: string): Promise<BillingMonthRow> {
  await tx.insert(billingMonths).values({ month }).onConflictDoNothing();
  const [row] = await tx.select().from(billingMonths).where(eq(billingMonths.month, month)).for('update');
  return row!;
}

export async function findMonth(db: DbOrTx, month: string): Promise<BillingMonthRow | null> {
  const [row] = await db.select().from(billingMonths).where(eq(billingMonths.month, month));
  return row ?? null;
}

export async function updateMonth(tx: DbOrTx, month: string, patch: Partial<typeof billingMonths.$inferInsert>): Promise<void> {
  await tx
    .update(billingMonths)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(billingMonths.month, month));
}

export async function insertRun(db: DbOrTx, row: typeof billingRuns.$inferInsert): Promise<BillingRunRow> {
  const [inserted] = await db.insert(billingRuns).values(row).returning();
  return inserted!;
}

export async function updateRun(db: DbOrTx, id: number, patch: Partial<typeof billingRuns.$inferInsert>): Promise<void> {
  await db.update(billingRuns).set(patch).where(eq(billingRuns.id, id));
}

export async function findRuns(db: DbOrTx, ids: number[]): Promise<BillingRunRow[]> {
  if (!ids.length) return [];
  return db.select().from(billingRuns).where(inArray(billingRuns.id, ids));
}

/** Deletes a month's lines and summaries, `chunk` customers a statement (`pace` runs between statements). */
export async function deleteMonthFigures(tx: DbOrTx, month: string, chunk: number, pace: () => Promise<void>): Promise<void> {
  const result = await tx.execute(sql`select distinct company_id from billing_summaries where month = ${month} order by company_id`);
  const ids = rowsOf<{ company_id: number }>(result).map((r) => Number(r.company_id));
  for (let start = 0; start < ids.length; start += chunk) {
    const part = ids.slice(start, start + chunk);
    await pace();
    await tx.delete(billingLines).where(and(eq(billingLines.month, month), inArray(billingLines.companyId, part)));
    await pace();
    await tx.delete(billingSummaries).where(and(eq(billingSummaries.month, month), inArray(billingSummaries.companyId, part)));
  }
  // Lines of a customer without a summary (none are written so; kept for safety): whatever is left of the month.
  await pace();
  await tx.delete(billingLines).where(eq(billingLines.month, month));
}

/** How many rows the next statement writes, told how long the last one took (platform of the run: service.ts). */
export interface Chunker {
  size(): number;
  took(ms: number): void;
}

/** Inserts lines with one `unnest` statement per chunk (its size from the chunker, measured after each statement). */
export async function insertLines(
  tx: DbOrTx,
  month: string,
  runId: number,
  rows: readonly ComputedLine[],
  chunker: Chunker,
): Promise<void> {
  for (let start = 0; start < rows.length;) {
    const b = rows.slice(start, start + chunker.size());
    start += b.length;
    await new Promise((resolve) => setImmediate(resolve));
    const t = performance.now();
    const col = <T extends string | number | null>(f: (l: ComputedLine) => T) => arrayLiteral(b.map(f));
    await tx.execute(sql`
      insert into billing_lines (month, company_id, product_code, line_type, use_category, corrects_month, currency, quantity,
        unit_price, days, days_in_month, amount, source_kind, source_id, source_number, run_id)
      select ${month}, u.* , ${runId}::bigint
      from unnest(${col((l) => l.companyId)}::int[], ${col((l) => l.productCode)}::text[], ${col((l) => l.lineType)}::text[],
        ${col((l) => l.useCategory)}::text[], ${col((l) => l.correctsMonth)}::text[], ${col((l) => l.currency)}::text[],
        ${col((l) => l.quantity)}::bigint[], ${col((l) => l.unitPrice)}::bigint[], ${col((l) => l.days)}::smallint[],
        ${col((l) => l.daysInMonth)}::smallint[], ${col((l) => l.amount)}::bigint[], ${col((l) => l.sourceKind)}::text[],
        ${col((l) => l.sourceId)}::int[], ${col((l) => l.sourceNumber)}::text[]) as u`);
    chunker.took(performance.now() - t);
  }
}

/** Inserts summaries with one `unnest` statement per chunk (flags and detail as JSON text, cast in the statement). */
export async function insertSummaries(
  tx: DbOrTx,
  month: string,
  runId: number,
  final: boolean,
  rows: readonly ComputedSummary[],
  chunker: Chunker,
): Promise<void> {
  for (let start = 0; start < rows.length;) {
    const b = rows.slice(start, start + chunker.size());
    start += b.length;
    await new Promise((resolve) => setImmediate(resolve));
    const t = performance.now();
    const col = <T extends string | number | null>(f: (s: ComputedSummary) => T) => arrayLiteral(b.map(f));
    await tx.execute(sql`
      insert into billing_summaries (month, company_id, product_code, product_name_ko, product_name_en, market_main, market_sub,
        customer_code, customer_name, customer_name_en, customer_main_category, customer_middle_category, billing_cycle, currency,
        basic_fee, variable_fee, correction_fee, usage_price, target_price, site_count, line_count, terminal_count, account_count,
        member_count, additional_reception_count, flags, final, run_id, detail)
      select ${month}, u.company_id, u.product_code, u.product_name_ko, u.product_name_en, u.market_main, u.market_sub,
        u.customer_code, u.customer_name, u.customer_name_en, u.customer_main_category, u.customer_middle_category, u.billing_cycle,
        u.currency, u.basic_fee, u.variable_fee, u.correction_fee, u.usage_price, u.target_price, u.site_count, u.line_count,
        u.terminal_count, u.account_count, u.member_count, u.additional_reception_count,
        array(select jsonb_array_elements_text(u.flags::jsonb)), ${final}, ${runId}::bigint, u.detail::jsonb
      from unnest(${col((s) => s.companyId)}::int[], ${col((s) => s.productCode)}::text[], ${col((s) => s.productNameKo)}::text[],
        ${col((s) => s.productNameEn)}::text[], ${col((s) => s.marketMain)}::text[], ${col((s) => s.marketSub)}::text[],
        ${col((s) => s.customerCode)}::text[], ${col((s) => s.customerName)}::text[], ${col((s) => s.customerNameEn)}::text[],
        ${col((s) => s.customerMainCategory)}::text[], ${col((s) => s.customerMiddleCategory)}::text[],
        ${col((s) => s.billingCycle)}::text[], ${col((s) => s.currency)}::text[], ${col((s) => s.basicFee)}::bigint[],
        ${col((s) => s.variableFee)}::bigint[], ${col((s) => s.correctionFee)}::bigint[], ${col((s) => s.usagePrice)}::bigint[],
        ${col((s) => s.targetPrice)}::bigint[], ${col((s) => s.siteCount)}::int[], ${col((s) => s.lineCount)}::int[],
        ${col((s) => s.terminalCount)}::int[], ${col((s) => s.accountCount)}::int[], ${col((s) => s.memberCount)}::int[],
        ${col((s) => s.additionalReceptionCount)}::int[], ${col((s) => JSON.stringify(s.flags))}::text[],
        ${col((s) => JSON.stringify(s.detail))}::text[])
        as u(company_id, product_code, product_name_ko, product_name_en, market_main, market_sub, customer_code, customer_name,
          customer_name_en, customer_main_category, customer_middle_category, billing_cycle, currency, basic_fee, variable_fee,
          correction_fee, usage_price, target_price, site_count, line_count, terminal_count, account_count, member_count,
          additional_reception_count, flags, detail)`);
    chunker.took(performance.now() - t);
  }
}

export async function markSummariesFinal(tx: DbOrTx, month: string): Promise<void> {
  await tx.update(billingSummaries).set({ final: true }).where(eq(billingSummaries.month, month));
}

/** A month's totals per company and currency (the events of a bill issued). */
export async function companyTotals(
  db: DbOrTx,
  month: string,
): Promise<{ companyId: number; currency: string; amount: number; lines: number }[]> {
  const result = await db.execute(sql`
    select company_id, currency, coalesce(sum(amount), 0)::bigint as amount, count(*)::int as lines
    from billing_lines where month = ${month} group by company_id, currency order by company_id, currency`);
  return rowsOf<{ company_id: number; currency: string; amount: string | number; lines: number }>(result).map((r) => ({
    companyId: Number(r.company_id),
    currency: r.currency,
    amount: Number(r.amount),
    lines: Number(r.lines),
  }));
}

/** Per month: customers, lines and totals per currency (one grouped read over the months' lines). */
export async function monthFigures(
  db: DbOrTx,
  months: readonly string[],
  companyId?: number,
): Promise<{ month: string; currency: string; amount: number; lines: number; customers: number; products: number }[]> {
  if (!months.length) return [];
  const result = await db.execute(sql`
    select month, currency, coalesce(sum(amount), 0)::bigint as amount, count(*)::int as lines,
      count(distinct company_id)::int as customers, count(distinct product_code)::int as products
    from billing_lines
    where month = any(${arrayLiteral([...months])}::text[]) ${companyId ? sql`and company_id = ${companyId}` : sql``}
    group by month, currency order by month, currency`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    month: String(r.month),
    currency: String(r.currency),
    amount: Number(r.amount),
    lines: Number(r.lines),
    customers: Number(r.customers),
    products: Number(r.products),
  }));
}

export async function searchMonths(db: DbOrTx, status: string | undefined, page: { limit: number; offset: number }) {
  const where = status ? eq(billingMonths.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(billingMonths).where(where);
  const rows = await db.select().from(billingMonths).where(where).orderBy(desc(billingMonths.month)).limit(page.limit).offset(page.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The months in which a company has lines, newest first, with the month's state. */
export async function companyMonths(db: DbOrTx, companyId: number, page: { limit: number; offset: number }) {
  const result = await db.execute(sql`
    select m.month, m.status, m.last_run_at, count(*) over () as total
    from billing_months m
    where exists (select 1 from billing_lines l where l.month = m.month and l.company_id = ${companyId})
    order by m.month desc limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf<{ month: string; status: string; last_run_at: string | Date | null; total: string | number }>(result);
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function linesOf(
  db: DbOrTx,
  month: string,
  companyId: number | undefined,
  page?: { limit: number; offset: number },
): Promise<{ rows: BillingLineRow[]; total: number }> {
  const where = and(eq(billingLines.month, month), companyId ? eq(billingLines.companyId, companyId) : undefined);
  const query = db
    .select()
    .from(billingLines)
    .where(where)
    .orderBy(asc(billingLines.companyId), asc(billingLines.productCode), asc(billingLines.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [total] = await db.select({ n: count() }).from(billingLines).where(where);
  return { rows: await query.limit(page.limit).offset(page.offset), total: Number(total?.n ?? 0) };
}

/** The product names and customer names a month's summaries copied (for lines shown with them). */
export async function summaryNames(db: DbOrTx, month: string, companyIds: readonly number[]) {
  if (!companyIds.length) return [];
  return db
    .select({
      companyId: billingSummaries.companyId,
      productCode: billingSummaries.productCode,
      productNameKo: billingSummaries.productNameKo,
      productNameEn: billingSummaries.productNameEn,
      customerCode: billingSummaries.customerCode,
      customerName: billingSummaries.customerName,
      customerNameEn: billingSummaries.customerNameEn,
    })
    .from(billingSummaries)
    .where(and(eq(billingSummaries.month, month), inArray(billingSummaries.companyId, [...companyIds])));
}

/** The last run of each month among runs. */
export async function lastRunsOf(db: DbOrTx, runIds: number[]): Promise<Map<number, BillingRunRow>> {
  return new Map((await findRuns(db, runIds)).map((r) => [r.id, r]));
}

/** A company's line by id (null when missing or another company's); `lock` holds its row until the transaction ends. */
export async function findLine(
  db: DbOrTx,
  lineId: number,
  companyId: number,
  opts: { lock?: boolean } = {},
): Promise<BillingLineRow | null> {
  const query = db
    .select()
    .from(billingLines)
    .where(and(eq(billingLines.id, lineId), eq(billingLines.companyId, companyId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}
