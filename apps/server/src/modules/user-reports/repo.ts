import { REPORT_COLUMN_KEYS, type TReportColumnKey } from '@portal/contract';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import {
  userReportForm,
  userReportProxies,
  userReportReminders,
  userReportRows,
  userReportRowSets,
  userReports as ur,
  userReportSettings,
  userReportUploads,
} from './schema';
import { loopPacer, yieldToLoop } from './pace';
import { kindCopy } from '../../platform/kind-table';
import type { KindCopy } from '../../platform/workflow';

export type ReportRow = typeof ur.$inferSelect;
export type NewReportRow = typeof ur.$inferInsert;
export type UploadRow = typeof userReportUploads.$inferSelect;
export type SettingsRow = typeof userReportSettings.$inferSelect;
export type StoredRow = typeof userReportRows.$inferSelect;

/** A row to store: its cells as text, its clean quantity and amount, its issues ("column:code,..."). */
export interface RowToStore {
  cells: Record<TReportColumnKey, string>;
  qty: number | null;
  amount: number;
  issues: string;
}

export async function findReport(db: DbOrTx, requestId: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(ur).where(eq(ur.requestId, requestId));
  return row ?? null;
}

export async function insertReport(tx: DbOrTx, row: NewReportRow): Promise<ReportRow> {
  const [inserted] = await tx.insert(ur).values(row).returning();
  return inserted!;
}

export async function updateReport(tx: DbOrTx, requestId: number, patch: Partial<NewReportRow>): Promise<void> {
  await tx.update(ur).set(patch).where(eq(ur.requestId, requestId));
}

/** The live monthly report of a company and month (not cancelled), if any. */
export async function findMonthly(db: DbOrTx, companyId: number, reportMonth: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(ur)
    .where(and(eq(ur.companyId, companyId), eq(ur.reportMonth, reportMonth), eq(ur.type, 'MONTHLY'), ne(ur.state, 'CANCELLED')));
  return row ?? null;
}

/** The live correction of a report (not cancelled, not rejected), if any. */
export async function findLiveCorrection(db: DbOrTx, correctsRequestId: number): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(ur)
    .where(and(eq(ur.correctsRequestId, correctsRequestId), notInArray(ur.state, ['CANCELLED', 'REJECTED'])))
    .orderBy(desc(ur.requestId))
    .limit(1);
  return row ?? null;
}

/** The live corrections (neither cancelled nor rejected) of the reports among ids: the latest of each, by the report it corrects. */
export async function liveCorrectionsOf(db: DbOrTx, ids: number[]): Promise<Map<number, ReportRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(ur)
    .where(and(inArray(ur.correctsRequestId, ids), notInArray(ur.state, ['CANCELLED', 'REJECTED'])))
    .orderBy(asc(ur.requestId));
  return new Map(rows.map((r) => [r.correctsRequestId!, r]));
}

/** The latest correction of each report among ids (live ones). */
export async function correctionsOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: ur.requestId, of: ur.correctsRequestId })
    .from(ur)
    .where(and(inArray(ur.correctsRequestId, ids), notInArray(ur.state, ['CANCELLED', 'REJECTED'])))
    .orderBy(asc(ur.requestId));
  return new Map(rows.map((r) => [r.of!, r.id]));
}

export async function numbersOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: ur.requestId, number: ur.number }).from(ur).where(inArray(ur.requestId, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

export interface ReportFilter {
  /** The companies the caller sees (undefined: every one). */
  companyIds?: number[];
  fromMonth?: string;
  toMonth?: string;
  type?: string;
  state?: string;
  /** Correctable only: monthly, filed (submitted or approved) and of a month at or after this one. */
  correctableFrom?: string;
  filedStates?: readonly string[];
}

export type ReportSort = 'monthDesc' | 'monthAsc' | 'updatedDesc';

function whereOf(f: ReportFilter): SQL | undefined {
  return and(
    f.companyIds ? (f.companyIds.length ? inArray(ur.companyId, f.companyIds) : sql`false`) : undefined,
    f.fromMonth ? gte(ur.reportMonth, f.fromMonth) : undefined,
    f.toMonth ? lte(ur.reportMonth, f.toMonth) : undefined,
    f.type ? eq(ur.type, f.type) : undefined,
    f.state ? eq(ur.state, f.state) : undefined,
    f.correctableFrom
      ? and(eq(ur.type, 'MONTHLY'), gte(ur.reportMonth, f.correctableFrom), inArray(ur.state, [...(f.filedStates ?? [])]))
      : undefined,
  );
}

const ORDER_BY: Record<ReportSort, SQL[]> = {
  monthDesc: [desc(ur.reportMonth), desc(ur.requestId)],
  monthAsc: [asc(ur.reportMonth), asc(ur.requestId)],
  updatedDesc: [desc(ur.updatedAt), desc(ur.requestId)],
};

export async function searchReports(
  db: DbOrTx,
  f: ReportFilter,
  page: { limit: number; offset: number },
  sort: ReportSort,
): Promise<{ rows: ReportRow[]; total: number }> {
  return pageOfRows(db, ur, whereOf(f), ORDER_BY[sort], page);
}

/** The latest reports of companies (the home page), newest change first. */
export async function latestReports(db: DbOrTx, companyIds: number[], limit: number): Promise<ReportRow[]> {
  if (!companyIds.length) return [];
  return db.select().from(ur).where(inArray(ur.companyId, companyIds)).orderBy(desc(ur.updatedAt), desc(ur.requestId)).limit(limit);
}

/** The monthly reports (not cancelled) of companies between two months, for the calendar. */
export async function monthlyReportsOf(db: DbOrTx, companyIds: number[], fromMonth: string, toMonth: string): Promise<ReportRow[]> {
  if (!companyIds.length) return [];
  return db
    .select()
    .from(ur)
    .where(
      and(
        inArray(ur.companyId, companyIds),
        eq(ur.type, 'MONTHLY'),
        ne(ur.state, 'CANCELLED'),
        gte(ur.reportMonth, fromMonth),
        lte(ur.reportMonth, toMonth),
      ),
    );
}

/** The latest filed monthly report of a company for a month (submitted, returned for information, or approved). */
export async function findFiledMonthly(
  db: DbOrTx,
  companyId: number,
  reportMonth: string,
  filed: readonly string[],
): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(ur)
    .where(and(eq(ur.companyId, companyId), eq(ur.reportMonth, reportMonth), eq(ur.type, 'MONTHLY'), inArray(ur.state, [...filed])))
    .orderBy(desc(ur.requestId))
    .limit(1);
  return row ?? null;
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ requestId: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db.select({ requestId: ur.requestId, seedKey: ur.seedKey }).from(ur).where(inArray(ur.seedKey, keys));
}

// ---------------------------------------------------------------------------------------------------------
// Row sets and rows

export async function findRowSet(db: DbOrTx, id: number) {
  const [row] = await db.select().from(userReportRowSets).where(eq(userReportRowSets.id, id));
  return row ?? null;
}

export async function newRowSet(tx: DbOrTx, requestId: number, now: Date, opts: { staging?: Date } = {}): Promise<number> {
  const [row] = await tx
    .insert(userReportRowSets)
    .values({ requestId, createdAt: now, stagingAt: opts.staging ?? null })
    .returning({ id: userReportRowSets.id });
  return row!.id;
}

export async function freezeRowSet(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(userReportRowSets).set({ frozen: true }).where(eq(userReportRowSets.id, id));
}

export async function setRowSetTotals(tx: DbOrTx, id: number, totals: { rowCount: number; totalAmount: number; hash: string }) {
  await tx.update(userReportRowSets).set(totals).where(eq(userReportRowSets.id, id));
}

/** The writer of a staged set is alive (its heartbeat). */
export async function touchStagedRowSet(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(userReportRowSets).set({ stagingAt: at }).where(eq(userReportRowSets.id, id));
}

/**
 * Takes a staged set as the report's: answers false when it is no longer staged (discarded meanwhile as abandoned), in
 * which case the caller must not point the report at it.
 */
export async function adoptStagedRowSet(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(userReportRowSets)
    .set({ stagingAt: null })
    .where(and(eq(userReportRowSets.id, id), eq(userReportRowSets.discarded, false)))
    .returning({ id: userReportRowSets.id });
  return rows.length > 0;
}

/** Marks a set no report points at: the sweep removes its rows in chunks, then the set. */
export async function discardRowSet(db: DbOrTx, id: number): Promise<void> {
  await db.update(userReportRowSets).set({ discarded: true, stagingAt: null }).where(eq(userReportRowSets.id, id));
}

/**
 * Sets to remove: discarded ones and staged ones whose writer has given no sign of life since `staleBefore` (marked
 * discarded here, in the same statement, so a late writer cannot adopt them).
 */
export async function rowSetsToSweep(db: DbOrTx, staleBefore: Date, limit: number): Promise<number[]> {
  await db
    .update(userReportRowSets)
    .set({ discarded: true, stagingAt: null })
    .where(and(eq(userReportRowSets.discarded, false), lte(userReportRowSets.stagingAt, staleBefore)));
  const rows = await db
    .select({ id: userReportRowSets.id })
    .from(userReportRowSets)
    .where(eq(userReportRowSets.discarded, true))
    .orderBy(asc(userReportRowSets.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Removes up to `limit` rows of a set (the lowest numbers): answers how many went. One short statement. */
export async function deleteRowChunk(db: DbOrTx, rowSetId: number, limit: number): Promise<number> {
  const rows = await db.execute(sql`
    delete from user_report_rows where row_set_id = ${rowSetId} and row_no in (
      select row_no from user_report_rows where row_set_id = ${rowSetId} order by row_no limit ${limit})
    returning 1`);
  return rowsOf(rows).length;
}

export async function deleteRowSet(db: DbOrTx, id: number): Promise<void> {
  await db.delete(userReportRowSets).where(and(eq(userReportRowSets.id, id), eq(userReportRowSets.discarded, true)));
}

/** The rows of `execute` on both drivers (node-postgres answers { rows }, PGlite { rows } too; drizzle may answer an array). */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return ((result as { rows?: unknown[] }).rows ?? []) as unknown[];
}

export async function clearRows(tx: DbOrTx, rowSetId: number): Promise<void> {
  await tx.delete(userReportRows).where(eq(userReportRows.rowSetId, rowSetId));
}

/** A PostgreSQL array literal of text values (one parameter; identical on node-postgres and PGlite). */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

const COLUMN_SQL: Record<TReportColumnKey, string> = {
  provisionMethod: 'provision_method',
  useCategory: 'use_category',
  accountNumber: 'account_number',
  billingCode: 'billing_code',
  variableFeeItem: 'variable_fee_item',
  productCode: 'product_code',
  vendorProductName: 'vendor_product_name',
  subscriberName: 'subscriber_name',
  subscriberId: 'subscriber_id',
  address: 'address',
  city: 'city',
  region: 'region',
  country: 'country',
  quantity: 'quantity',
};

/**
 * Rows per statement. PGlite runs in the server's own thread, so one statement holds the event loop for its whole
 * length: measured on a 100,000-row report (2 shared cores), an `unnest` insert costs about 35-100 µs a row on PGlite
 * (20,000 rows: 0.7-1.6 s in one statement; 1,000: 34-90 ms; 250: about 10 ms), so chunks of 250 keep each statement
 * near the idle p99 of a request at some 75% of the throughput of the largest chunks. On PostgreSQL the statement runs in
 * the database's process and only the building of its parameters holds the loop: 5,000 rows a statement (a few ms).
 */
export const PGLITE_ROW_CHUNK = 250;
export const POSTGRES_ROW_CHUNK = 5_000;

/** Whether the database runs in this thread (PGlite): its statements hold the event loop. */
export const runsInThread = (db: DbOrTx): boolean => db instanceof PgliteDatabase || db instanceof PgliteTransaction;

/** The rows a statement writes or removes on this database. */
export const rowChunkOf = (db: DbOrTx): number => (runsInThread(db) ? PGLITE_ROW_CHUNK : POSTGRES_ROW_CHUNK);

export { loopPacer, yieldToLoop };

/**
 * Inserts rows numbered from `firstRowNo`, one set-based `unnest` statement per chunk of `chunk` rows, yielding to the
 * event loop between chunks; `onChunk` runs after each (a heartbeat).
 */
export async function insertRows(
  tx: DbOrTx,
  rowSetId: number,
  rows: readonly RowToStore[],
  opts: { firstRowNo?: number; chunk?: number; onChunk?: () => Promise<void> | void } = {},
): Promise<void> {
  const firstRowNo = opts.firstRowNo ?? 1;
  const size = opts.chunk ?? rowChunkOf(tx);
  const columns = REPORT_COLUMN_KEYS.map((k) => COLUMN_SQL[k]);
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await yieldToLoop();
    const batch = rows.slice(start, start + size);
    const rowNos = batch.map((_, i) => firstRowNo + start + i);
    const cellArrays = REPORT_COLUMN_KEYS.map((k) => sql`${arrayLiteral(batch.map((r) => r.cells[k]))}::text[]`);
    await tx.execute(sql`
      insert into user_report_rows (row_set_id, row_no, ${sql.raw(columns.join(', '))}, qty, amount, issues)
      select ${rowSetId}::bigint, u.*
      from unnest(${arrayLiteral(rowNos)}::int[], ${sql.join(cellArrays, sql`, `)},
        ${arrayLiteral(batch.map((r) => r.qty))}::int[], ${arrayLiteral(batch.map((r) => r.amount))}::bigint[],
        ${arrayLiteral(batch.map((r) => r.issues))}::text[]) as u`);
    await opts.onChunk?.();
  }
}

/** Copies every row of a set into another (a new draft set from a frozen one), in one statement. */
export async function copyRows(tx: DbOrTx, fromSetId: number, toSetId: number): Promise<void> {
  const columns = REPORT_COLUMN_KEYS.map((k) => COLUMN_SQL[k]).join(', ');
  await tx.execute(sql`
    insert into user_report_rows (row_set_id, row_no, ${sql.raw(columns)}, qty, amount, issues)
    select ${toSetId}::bigint, row_no, ${sql.raw(columns)}, qty, amount, issues from user_report_rows where row_set_id = ${fromSetId}`);
}

export async function rowsPage(db: DbOrTx, rowSetId: number, page: { limit: number; offset: number }): Promise<StoredRow[]> {
  return db
    .select()
    .from(userReportRows)
    .where(eq(userReportRows.rowSetId, rowSetId))
    .orderBy(asc(userReportRows.rowNo))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * What a correction's difference is measured against, as the billing run measures it (approvedCorrectionFigures): the
 * latest approved correction of the same report decided before it (before now, while it is not approved), else the
 * corrected report.
 */
export async function correctionBasis(db: DbOrTx, correction: ReportRow): Promise<ReportRow | null> {
  if (correction.correctsRequestId === null) return null;
  const approved = and(
    eq(ur.type, 'CORRECTION'),
    eq(ur.state, 'APPROVED'),
    eq(ur.correctsRequestId, correction.correctsRequestId),
    ne(ur.requestId, correction.requestId),
  );
  const before =
    correction.state === 'APPROVED' && correction.decidedAt
      ? or(lt(ur.decidedAt, correction.decidedAt), and(eq(ur.decidedAt, correction.decidedAt), lt(ur.requestId, correction.requestId)))
      : undefined;
  const [prior] = await db
    .select()
    .from(ur)
    .where(before ? and(approved, before) : approved)
    .orderBy(desc(ur.decidedAt), desc(ur.requestId))
    .limit(1);
  return prior ?? (await findReport(db, correction.correctsRequestId));
}

export async function allRows(db: DbOrTx, rowSetId: number): Promise<StoredRow[]> {
  return db.select().from(userReportRows).where(eq(userReportRows.rowSetId, rowSetId)).orderBy(asc(userReportRows.rowNo));
}

// ---------------------------------------------------------------------------------------------------------
// Uploads

export async function insertUpload(tx: DbOrTx, row: typeof userReportUploads.$inferInsert): Promise<UploadRow> {
  const [inserted] = await tx.insert(userReportUploads).values(row).returning();
  return inserted!;
}

export async function updateUpload(tx: DbOrTx, id: number, patch: Partial<typeof userReportUploads.$inferInsert>): Promise<void> {
  await tx.update(userReportUploads).set(patch).where(eq(userReportUploads.id, id));
}

export async function findUpload(db: DbOrTx, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(userReportUploads).where(eq(userReportUploads.id, id));
  return row ?? null;
}

/** The states of an upload whose check has not ended (waiting its turn, or being read). */
const PENDING_UPLOAD = ['WAITING', 'CHECKING'];

/** The upload of a report still being checked by a live checker (heartbeat at or after `aliveSince`), if any. */
export async function checkingUploadOf(db: DbOrTx, requestId: number, aliveSince: Date): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(userReportUploads)
    .where(
      and(
        eq(userReportUploads.requestId, requestId),
        inArray(userReportUploads.status, PENDING_UPLOAD),
        gte(userReportUploads.heartbeatAt, aliveSince),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The checker of an upload is alive (its heartbeat; only while it is WAITING or CHECKING; a WAITING one may start). */
export async function touchUpload(db: DbOrTx, id: number, at: Date, patch: { rowsRead?: number; status?: 'CHECKING' } = {}): Promise<void> {
  await db
    .update(userReportUploads)
    .set({ ...patch, heartbeatAt: at })
    .where(and(eq(userReportUploads.id, id), inArray(userReportUploads.status, PENDING_UPLOAD)));
}

/**
 * Uploads left WAITING or CHECKING by a checker that has given no sign of life since `staleBefore` (its process stopped; its staging
 * file is gone): marked refused. A check under way in any process on the database refreshes its heartbeat and is left alone.
 */
export async function abandonCheckingUploads(db: DbOrTx, now: Date, staleBefore: Date): Promise<number> {
  const rows = await db
    .update(userReportUploads)
    .set({ status: 'REFUSED', fileErrorCode: 'COM1N5000', finishedAt: now })
    .where(and(inArray(userReportUploads.status, PENDING_UPLOAD), lte(userReportUploads.heartbeatAt, staleBefore)))
    .returning({ id: userReportUploads.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------
// Settings, proxies, reminders, form

export async function findSettings(db: DbOrTx, companyId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(userReportSettings).where(eq(userReportSettings.companyId, companyId));
  return row ?? null;
}

export async function exemptCompanyIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.select({ id: userReportSettings.companyId }).from(userReportSettings).where(eq(userReportSettings.exempt, true));
  return new Set(rows.map((r) => r.id));
}

export async function upsertSettings(tx: DbOrTx, row: typeof userReportSettings.$inferInsert): Promise<void> {
  const { companyId, ...rest } = row;
  await tx
    .insert(userReportSettings)
    .values(row)
    .onConflictDoUpdate({ target: userReportSettings.companyId, set: { ...rest } });
  void companyId;
}

export async function proxyCompanyIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: userReportProxies.companyId })
    .from(userReportProxies)
    .where(eq(userReportProxies.userId, userId))
    .orderBy(asc(userReportProxies.companyId));
  return rows.map((r) => r.companyId);
}

export async function addProxy(tx: DbOrTx, userId: number, companyId: number): Promise<void> {
  await tx.insert(userReportProxies).values({ userId, companyId }).onConflictDoNothing();
}

/** Records a reminder once; answers whether it was new (false: sent before). */
export async function claimReminder(tx: DbOrTx, companyId: number, reportMonth: string, kind: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(userReportReminders)
    .values({ companyId, reportMonth, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ companyId: userReportReminders.companyId });
  return rows.length > 0;
}

export async function overdueFlags(db: DbOrTx, companyIds: number[]): Promise<Set<string>> {
  if (!companyIds.length) return new Set();
  const rows = await db
    .select({ companyId: userReportReminders.companyId, reportMonth: userReportReminders.reportMonth })
    .from(userReportReminders)
    .where(and(inArray(userReportReminders.companyId, companyIds), eq(userReportReminders.kind, 'OVERDUE')));
  return new Set(rows.map((r) => `${r.companyId}:${r.reportMonth}`));
}

export async function findForm(db: DbOrTx) {
  const [row] = await db.select().from(userReportForm).where(eq(userReportForm.id, 1));
  return row ?? null;
}

export async function saveForm(
  tx: DbOrTx,
  row: { storageKey: string; fileName: string; fileSize: number; updatedBy: number | null; updatedAt: Date },
) {
  await tx
    .insert(userReportForm)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: userReportForm.id, set: row });
}

/** The first row of a set whose issues contain `needle` (":required" for an empty required cell), by row number. */
export async function firstRowWithIssue(db: DbOrTx, rowSetId: number, needle: string): Promise<StoredRow | null> {
  const [row] = await db
    .select()
    .from(userReportRows)
    .where(and(eq(userReportRows.rowSetId, rowSetId), sql`${userReportRows.issues} like ${`%${needle}%`}`))
    .orderBy(asc(userReportRows.rowNo))
    .limit(1);
  return row ?? null;
}

export { readSetting as readSystemSetting, writeSetting as writeSystemSetting } from '../../platform/settings';

// ---------------------------------------------------------------------------------------------------------
// Billing: the figures of approved reports, aggregated in the database.

/** A report's rows summed per product and use category. */
export interface ReportFigure {
  requestId: number;
  number: string;
  companyId: number;
  reportMonth: string;
  productCode: string;
  useCategory: string;
  quantity: number;
  amount: number;
}

/** A report's counts per product: sites, terminals, accounts, members. */
export interface ReportCounts {
  companyId: number;
  productCode: string;
  sites: number;
  terminals: number;
  accounts: number;
  members: number;
}

const recordsOf = (result: unknown) => rowsOf(result) as Record<string, unknown>[];
const companyFilter = (column: SQL, companyIds?: readonly number[]) =>
  companyIds ? sql`and ${column} = any(${arrayLiteral([...companyIds])}::int[])` : sql``;
const toFigure = (r: Record<string, unknown>): ReportFigure => ({
  requestId: Number(r.request_id),
  number: String(r.number),
  companyId: Number(r.company_id),
  reportMonth: String(r.report_month),
  productCode: String(r.product_code),
  useCategory: String(r.use_category),
  quantity: Number(r.quantity),
  amount: Number(r.amount),
});

/**
 * The approved monthly reports of a month, in one pass over their rows (grouping sets): the figures per product and use
 * category (quantity and amount summed), and the counts per product: sites (distinct address, city, country), terminals
 * (quantities of rows provided by TERMINAL), accounts (distinct account numbers), members (distinct subscriber IDs).
 * The billing run reads a batch of customers with it.
 */
export async function approvedMonthlyFiguresAndCounts(
  db: DbOrTx,
  month: string,
  companyIds?: readonly number[],
): Promise<{ figures: ReportFigure[]; counts: ReportCounts[] }> {
  const result = await db.execute(sql`
    select grouping(x.use_category) as g, max(r.request_id) as request_id, max(r.number) as number, r.company_id,
      max(r.report_month) as report_month, x.product_code, x.use_category,
      coalesce(sum(x.qty), 0)::bigint as quantity, coalesce(sum(x.amount), 0)::bigint as amount,
      count(distinct (x.address, x.city, x.country))::int as sites,
      coalesce(sum(case when x.provision_method = 'TERMINAL' then x.qty else 0 end), 0)::int as terminals,
      count(distinct nullif(x.account_number, ''))::int as accounts,
      count(distinct nullif(x.subscriber_id, ''))::int as members
    from user_reports r join user_report_rows x on x.row_set_id = r.row_set_id
    where r.type = 'MONTHLY' and r.state = 'APPROVED' and r.report_month = ${month} ${companyFilter(sql`r.company_id`, companyIds)}
    group by grouping sets ((r.company_id, x.product_code, x.use_category), (r.company_id, x.product_code))
    order by r.company_id, x.product_code, x.use_category`);
  const figures: ReportFigure[] = [];
  const counts: ReportCounts[] = [];
  for (const r of recordsOf(result)) {
    if (Number(r.g) === 0) figures.push(toFigure(r));
    else
      counts.push({
        companyId: Number(r.company_id),
        productCode: String(r.product_code),
        sites: Number(r.sites),
        terminals: Number(r.terminals),
        accounts: Number(r.accounts),
        members: Number(r.members),
      });
  }
  return { figures, counts };
}

/**
 * The corrections approved between two moments (`from` held, `to` not): each one's figures (`side` N) and the figures in
 * effect for its month before it (`side` P): the latest correction of the same report approved before it, else the
 * corrected monthly report when approved (nothing otherwise).
 */
export async function approvedCorrectionFigures(
  db: DbOrTx,
  from: Date,
  to: Date,
  companyIds?: readonly number[],
): Promise<(ReportFigure & { side: 'N' | 'P' })[]> {
  const result = await db.execute(sql`
    with c as (
      select request_id, number, company_id, report_month, decided_at, corrects_request_id, row_set_id
      from user_reports
      where type = 'CORRECTION' and state = 'APPROVED' and decided_at >= ${from.toISOString()}::timestamptz
        and decided_at < ${to.toISOString()}::timestamptz ${companyFilter(sql`company_id`, companyIds)}
    ), p as (
      select c.request_id, coalesce(
        (select e.row_set_id from user_reports e
          where e.type = 'CORRECTION' and e.state = 'APPROVED' and e.corrects_request_id = c.corrects_request_id
            and (e.decided_at, e.request_id) < (c.decided_at, c.request_id)
          order by e.decided_at desc, e.request_id desc limit 1),
        (select m.row_set_id from user_reports m where m.request_id = c.corrects_request_id and m.state = 'APPROVED')
      ) as prior_set
      from c
    )
    select 'N' as side, c.request_id, c.number, c.company_id, c.report_month, x.product_code, x.use_category,
      coalesce(sum(x.qty), 0)::bigint as quantity, coalesce(sum(x.amount), 0)::bigint as amount
    from c join user_report_rows x on x.row_set_id = c.row_set_id
    group by c.request_id, c.number, c.company_id, c.report_month, x.product_code, x.use_category
    union all
    select 'P' as side, c.request_id, c.number, c.company_id, c.report_month, x.product_code, x.use_category,
      coalesce(sum(x.qty), 0)::bigint as quantity, coalesce(sum(x.amount), 0)::bigint as amount
    from c join p on p.request_id = c.request_id join user_report_rows x on x.row_set_id = p.prior_set
    group by c.request_id, c.number, c.company_id, c.report_month, x.product_code, x.use_category`);
  return recordsOf(result).map((r) => ({ ...toFigure(r), side: r.side === 'P' ? 'P' : 'N' }));
}

// ---------------------------------------------------------------------------------------------------------
// Reads of the exceptions dashboard: set-based, over user_reports_month_idx

/** The (company, month) pairs with a filed monthly report between two months. */
export function filedMonthlyPairs(db: DbOrTx, fromMonth: string, toMonth: string, filed: readonly string[]) {
  return db
    .selectDistinct({ companyId: ur.companyId, reportMonth: ur.reportMonth })
    .from(ur)
    .where(and(gte(ur.reportMonth, fromMonth), lte(ur.reportMonth, toMonth), eq(ur.type, 'MONTHLY'), inArray(ur.state, [...filed])));
}

export interface FiledReportProduct {
  requestId: number;
  number: string;
  companyId: number;
  reportMonth: string;
  productCode: string;
  rowCount: number;
  submittedAt: Date | null;
}

/** Each product code the current rows of the filed reports (monthly and corrections) of the months name, with its row count. */
export async function filedReportProducts(
  db: DbOrTx,
  fromMonth: string,
  toMonth: string,
  filed: readonly string[],
): Promise<FiledReportProduct[]> {
  return db
    .select({
      requestId: ur.requestId,
      number: ur.number,
      companyId: ur.companyId,
      reportMonth: ur.reportMonth,
      productCode: userReportRows.productCode,
      rowCount: sql<number>`count(*)::int`,
      submittedAt: ur.submittedAt,
    })
    .from(ur)
    .innerJoin(userReportRows, eq(userReportRows.rowSetId, ur.rowSetId))
    .where(
      and(gte(ur.reportMonth, fromMonth), lte(ur.reportMonth, toMonth), inArray(ur.state, [...filed]), ne(userReportRows.productCode, '')),
    )
    .groupBy(ur.requestId, ur.number, ur.companyId, ur.reportMonth, userReportRows.productCode, ur.submittedAt);
}

/** Which of these storage keys this area's rows name (marked copies, the form): the files area's orphan sweep leaves them. */
export async function storageKeysIn(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const marked = await db
    .select({ key: userReportUploads.markedKey })
    .from(userReportUploads)
    .where(inArray(userReportUploads.markedKey, keys));
  const form = await db.select({ key: userReportForm.storageKey }).from(userReportForm).where(inArray(userReportForm.storageKey, keys));
  return [...marked.map((r) => r.key!), ...form.map((r) => r.key)];
}

export interface LateFee {
  companyId: number;
  requestId: number;
  number: string;
  reportMonth: string;
  currency: string;
  fee: number;
}

/** The late fees of a month's approved monthly reports filed late with a fee (decision 063), for the billing run. */
export async function approvedLateFees(db: DbOrTx, month: string, companyIds?: readonly number[]): Promise<LateFee[]> {
  const result = await db.execute(sql`
    select request_id, number, company_id, report_month, currency, late_fee from user_reports
    where type = 'MONTHLY' and state = 'APPROVED' and report_month = ${month} and late and late_fee > 0
      ${companyFilter(sql`company_id`, companyIds)}
    order by company_id, request_id`);
  return recordsOf(result).map((r) => ({
    companyId: Number(r.company_id),
    requestId: Number(r.request_id),
    number: String(r.number),
    reportMonth: String(r.report_month),
    currency: String(r.currency),
    fee: Number(r.late_fee),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Reads of reconciliations (decision 079)

export interface FiledMonth {
  month: string;
  /** The monthly report of the month. */
  monthlyReportId: number;
  /** The filed version whose figures count: the latest filed correction of the monthly report, else the report itself. */
  reportId: number;
  reportNumber: string;
  figures: { productCode: string; useCategory: string; quantity: number }[];
}

/**
 * The filed figures of a company's months (the latest filed version of each month's monthly report, corrections
 * included: the correction filed last), per product and use category, in one query.
 */
export async function filedMonthFigures(
  db: DbOrTx,
  companyId: number,
  fromMonth: string,
  toMonth: string,
  filed: readonly string[],
): Promise<FiledMonth[]> {
  const states = arrayLiteral([...filed]);
  const result = await db.execute(sql`
    with m as (
      select request_id, number, report_month, row_set_id from user_reports
      where company_id = ${companyId} and type = 'MONTHLY' and report_month >= ${fromMonth} and report_month <= ${toMonth}
        and state = any(${states}::text[])
    ), v as (
      select m.request_id as monthly_id, m.report_month, coalesce(c.request_id, m.request_id) as report_id,
        coalesce(c.number, m.number) as number, coalesce(c.row_set_id, m.row_set_id) as row_set_id
      from m left join lateral (
        select e.request_id, e.number, e.row_set_id from user_reports e
        where e.type = 'CORRECTION' and e.corrects_request_id = m.request_id and e.state = any(${states}::text[])
        order by e.submitted_at desc nulls last, e.request_id desc limit 1
      ) c on true
    )
    select v.monthly_id, v.report_month, v.report_id, v.number, x.product_code, x.use_category,
      coalesce(sum(x.qty), 0)::bigint as quantity
    from v left join user_report_rows x on x.row_set_id = v.row_set_id and x.qty is not null
    group by v.monthly_id, v.report_month, v.report_id, v.number, x.product_code, x.use_category
    order by v.report_month`);
  const months = new Map<string, FiledMonth>();
  for (const r of recordsOf(result)) {
    const month = String(r.report_month);
    let m = months.get(month);
    if (!m) {
      m = { month, monthlyReportId: Number(r.monthly_id), reportId: Number(r.report_id), reportNumber: String(r.number), figures: [] };
      months.set(month, m);
    }
    if (r.product_code !== null && r.product_code !== undefined)
      m.figures.push({ productCode: String(r.product_code), useCategory: String(r.use_category), quantity: Number(r.quantity) });
  }
  return [...months.values()];
}

/** The subscriber IDs the current rows of a report name for a product and use category (empty ones left out). */
/** The subscriber IDs a report's current rows name for a product and use category (who the report counted). */
export async function subscriberIdsOf(db: DbOrTx, requestId: number, productCode: string, useCategory: string): Promise<Set<string>> {
  return new Set((await subscribersOf(db, requestId, productCode, useCategory)).keys());
}

/** The subscribers a report's current rows name for a product and use category: id -> name and quantity (rows summed). */
export async function subscribersOf(
  db: DbOrTx,
  requestId: number,
  productCode: string,
  useCategory: string,
): Promise<Map<string, { name: string; quantity: number }>> {
  const report = await findReport(db, requestId);
  const found = new Map<string, { name: string; quantity: number }>();
  if (!report?.rowSetId) return found;
  const rows = await db
    .select({ id: userReportRows.subscriberId, name: userReportRows.subscriberName, quantity: userReportRows.quantity })
    .from(userReportRows)
    .where(
      and(
        eq(userReportRows.rowSetId, report.rowSetId),
        eq(userReportRows.productCode, productCode),
        eq(userReportRows.useCategory, useCategory),
        ne(userReportRows.subscriberId, ''),
      ),
    );
  for (const r of rows) {
    // A stored row passed the report's checks: its quantity is a whole number.
    const quantity = Number(r.quantity) || 0;
    const seen = found.get(r.id);
    if (seen) seen.quantity += quantity;
    else found.set(r.id, { name: r.name, quantity });
  }
  return found;
}

/** The stored cells of a report's current rows, in order (what a correction of it starts from). */
export async function currentRowCells(db: DbOrTx, requestId: number): Promise<Record<TReportColumnKey, string>[]> {
  const report = await findReport(db, requestId);
  if (!report?.rowSetId) return [];
  const rows = await allRows(db, report.rowSetId);
  return rows.map((r) => Object.fromEntries(REPORT_COLUMN_KEYS.map((k) => [k, r[k] as string])) as Record<TReportColumnKey, string>);
}

/** The kind's copy of the header's state, version and time of change, which the engine alone writes (KindCopy). */
export const STATE_COPY: KindCopy = kindCopy(ur);
