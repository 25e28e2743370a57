import { createHash } from 'node:crypto';
import {
  addMonths,
  APPROVAL_FLAG_LABELS,
  approvalFlagOf,
  checkReportRow,
  correctableUntil,
  correctionDifferences,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_REPORT_WINDOW,
  formatMoney,
  isBlankReportRow,
  isCorrectable,
  lateFilingUntil,
  REPORT_COLUMN_KEYS,
  reportCellLocation,
  reportCellMessage,
  reportRowAmount,
  reportWindow,
  USER_REPORT_FILED_STATES,
  USER_REPORT_METHOD_LABELS,
  USER_REPORT_TYPE_LABELS,
  USER_REPORT_WORKFLOW,
  USE_CATEGORY_LABELS,
  type TCurrency,
  type TLanguage,
  type TReportCellIssue,
  type TReportCellIssueAnswer,
  type TReportColumnKey,
  type TUnitPrices,
  type TUseCategory,
  type TUserReportAction,
  type TUserReportCorrectionChanges,
  type TUserReportRowChange,
  type TUserReportDetail,
  type TUserReportDraftRow,
  type TUserReportListItem,
  type TUserReportMethod,
  type TUserReportSearchResponse,
  type TUserReportState,
  type TUserReportStoredRow,
  type TUserReportType,
  type TReportWindowSettings,
  type TUserReportSettings,
  type ZUserReportActionRequest,
  type ZUserReportCorrectionQuery,
  type ZUserReportCreateRequest,
  type ZUserReportDetailQuery,
  type ZUserReportSaveRequest,
  type ZUserReportSearchRequest,
  type ZUserReportSettingsUpdate,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import {
  actorOf,
  defineKind,
  proxiesFor,
  type KindRecord,
  type RequestRow,
  type TransitionContext,
  type TransitionGuard,
  type WorkflowActor,
  type WorkflowEngine,
} from '../../platform/workflow';
import { customerProfile, listProducts, pricesOn, productsByCodes, salesRepOf, variableFeeOf, type ProductNames } from '../catalogue';
import { businessNow, koreaDay } from '../../platform/clock';
import { companiesByIds, findCompany, presentCompany, userNamesByIds, displayName } from '../identity';
import * as repo from './repo';
import type { ReportRow, RowToStore } from './repo';

/**
 * Monthly user reports and corrections (decisions 039 and 044). A report is a request of kind `userReport`:
 * the platform's engine keeps its header (number, state, version), history and notifications; this area keeps the
 * report's header fields, its rows (row sets, decision 044) and its rules: the reporting window (a provider setting,
 * default the 1st to the 15th of the month after the report month, Korean days, the business clock), one monthly report
 * per company and month, the 3-month correction window, the accuracy attestation, the row check of every channel
 * (`checkReportRow`), four-eyes inside the customer firm, the proxy reporter's mapped customers and the exemption.
 */

const KIND = 'userReport' as const;
const PROXY = '02';
const MEMBER = '01';

export interface ReportsContext {
  db: Db;
  /** The app's configuration: the key of its business clock (contracts' businessNow). */
  config: object;
  workflow: WorkflowEngine;
  /** The catalogue's cached product names, made once by the routes (the seed reads the rows). */
  productNames?: ProductNames;
}

// ---------------------------------------------------------------------------------------------------------
// Who and which company

/** The caller as a workflow actor, with the customers a proxy reporter acts for. */
export async function reportActor(db: DbOrTx, auth: AuthContext): Promise<WorkflowActor> {
  const base = actorOf(auth);
  if (!auth.roles.includes(PROXY)) return base;
  return { ...base, actsFor: await repo.proxyCompanyIds(db, auth.userId) };
}

/**
 * The company a member or proxy reporter reports for: their own (a member, 01) unless they name a mapped customer (a
 * proxy reporter, 02); a proxy reporter without 01 must name one (URP1N4011); naming any other answers URP1N4032.
 * Provider staff name the company (URP1N4011 without one).
 */
export async function reportCompanyOf(
  db: DbOrTx,
  auth: AuthContext,
  actor: WorkflowActor,
  requested: number | undefined,
): Promise<{ companyId: number; proxy: boolean }> {
  if (isProvider(auth)) {
    if (!requested) throw new AppError('URP1N4011');
    if (!(await findCompany(db, requested))) throw new AppError('URP1N4032');
    return { companyId: requested, proxy: false };
  }
  if (requested === undefined || requested === auth.companyId) {
    if (auth.roles.includes(MEMBER) && auth.companyId > 0) return { companyId: auth.companyId, proxy: false };
    throw new AppError('URP1N4011');
  }
  if (proxiesFor(actor, requested)) return { companyId: requested, proxy: true };
  throw new AppError('URP1N4032');
}

/** The companies whose reports the caller sees (undefined: every one, provider staff). */
async function visibleCompanies(auth: AuthContext, actor: WorkflowActor): Promise<number[] | undefined> {
  if (isProvider(auth)) return undefined;
  const own = auth.roles.includes(MEMBER) && auth.companyId > 0 ? [auth.companyId] : [];
  return [...new Set([...own, ...(actor.roles.includes(PROXY) ? (actor.actsFor ?? []) : [])])];
}

// ---------------------------------------------------------------------------------------------------------
// Settings: the provider's window, the company's four-eyes and exemption

const WINDOW_KEY = 'userReports.window';

export async function windowSettings(db: DbOrTx): Promise<TReportWindowSettings> {
  const raw = await repo.readSystemSetting(db, WINDOW_KEY);
  const fallback = {
    windowStartDay: DEFAULT_REPORT_WINDOW.startDay,
    windowEndDay: DEFAULT_REPORT_WINDOW.endDay,
    reminderDaysBefore: DEFAULT_REMINDER_DAYS_BEFORE,
    lateFeeKrw: 0,
    lateFeeUsd: 0,
  };
  if (!raw) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(raw) as Partial<TReportWindowSettings>) };
  } catch {
    return fallback;
  }
}

export async function updateWindowSettings(db: Db, body: TReportWindowSettings, now: Date): Promise<TReportWindowSettings> {
  if (body.windowStartDay > 28 || body.windowEndDay < body.windowStartDay) throw new AppError('URP1N4016');
  await repo.writeSystemSetting(db, WINDOW_KEY, JSON.stringify(body), now);
  return body;
}

const windowOf = (reportMonth: string, w: TReportWindowSettings) =>
  reportWindow(reportMonth, { startDay: w.windowStartDay, endDay: w.windowEndDay });

/** The provider's late fee in a report's currency (minor units; 0: none). */
const lateFeeOf = (w: TReportWindowSettings, currency: string): number => (currency === 'USD' ? w.lateFeeUsd : w.lateFeeKrw);

async function companySettings(db: DbOrTx, companyId: number) {
  const row = await repo.findSettings(db, companyId);
  return {
    fourEyes: row?.fourEyes ?? false,
    exempt: row?.exempt ?? false,
    exemptReason: row?.exemptReason ?? '',
    contactName: row?.contactName ?? '',
    contactEmail: row?.contactEmail ?? '',
    contactPhone: row?.contactPhone ?? '',
  };
}

async function presentSettings(db: DbOrTx, companyId: number, lang: TLanguage): Promise<TUserReportSettings> {
  const [company] = await companiesByIds(db, [companyId]);
  const s = await companySettings(db, companyId);
  const w = await windowSettings(db);
  return { companyId, companyName: company ? presentCompany(company, lang).companyName : '', ...s, ...w };
}

/** A company's report settings (members their own, a proxy reporter a mapped customer's, provider staff any company's). */
export async function reportSettings(c: ReportsContext, auth: AuthContext, companyId: number | undefined, lang: TLanguage) {
  const actor = await reportActor(c.db, auth);
  const target =
    isProvider(auth) && companyId === undefined ? auth.companyId : (await reportCompanyOf(c.db, auth, actor, companyId)).companyId;
  return presentSettings(c.db, target, lang);
}

/** Members (01) set their company's four-eyes; provider staff set every field of the company they name. */
export async function updateReportSettings(
  c: ReportsContext,
  auth: AuthContext,
  body: z.output<typeof ZUserReportSettingsUpdate>,
  lang: TLanguage,
): Promise<TUserReportSettings> {
  const provider = isProvider(auth);
  const actor = await reportActor(c.db, auth);
  const { companyId } = await reportCompanyOf(c.db, auth, actor, body.companyId);
  const staffFields = [body.exempt, body.exemptReason, body.contactName, body.contactEmail, body.contactPhone];
  if (!provider) {
    if (!auth.roles.includes(MEMBER) || companyId !== auth.companyId) throw new AppError('URP1N4032');
    if (staffFields.some((v) => v !== undefined)) throw new AppError('URP1N4034');
  }
  const current = await companySettings(c.db, companyId);
  await repo.upsertSettings(c.db, {
    companyId,
    fourEyes: body.fourEyes ?? current.fourEyes,
    exempt: body.exempt ?? current.exempt,
    exemptReason: body.exemptReason ?? current.exemptReason,
    contactName: body.contactName ?? current.contactName,
    contactEmail: body.contactEmail ?? current.contactEmail,
    contactPhone: body.contactPhone ?? current.contactPhone,
    updatedAt: businessNow(c.config),
  });
  return presentSettings(c.db, companyId, lang);
}

/** The customers a proxy reporter reports for (empty for others). */
export async function proxyCustomers(c: ReportsContext, auth: AuthContext, lang: TLanguage) {
  const actor = await reportActor(c.db, auth);
  const ids = actor.roles.includes(PROXY) ? [...(actor.actsFor ?? [])] : [];
  const companies = await companiesByIds(c.db, ids);
  return {
    items: companies
      .sort((a, b) => a.id - b.id)
      .map((co) => ({ companyId: co.id, companyName: presentCompany(co, lang).companyName, customerCode: co.customerCode ?? null })),
  };
}

/** Maps a proxy reporter to a customer company (the demo world; provider tooling later). */
export const mapProxy = (db: DbOrTx, userId: number, companyId: number) => repo.addProxy(db, userId, companyId);

// ---------------------------------------------------------------------------------------------------------
// Rows: checked, priced, stored in sets

/** Every product code of the catalogue (inactive ones too: an older month may report them). */
export async function productCodeSet(db: DbOrTx): Promise<Set<string>> {
  return new Set((await listProducts(db, { activeOnly: false }, 'ko')).map((p) => p.productCode));
}

/**
 * The unit prices of products for a report month (the price in effect on its first day): what a monthly report's rows
 * are priced by (`reportRowAmount`), and what a clearance prices a month's difference by (decision 082).
 */
export async function unitPrices(db: DbOrTx, codes: Iterable<string>, reportMonth: string): Promise<TUnitPrices> {
  const rows = await pricesOn(db, [...new Set(codes)], `${reportMonth}-01`);
  const out = new Map<string, Record<TUseCategory, { krw: number; usd: number }>>();
  for (const [code, p] of rows)
    out.set(code, { '151': variableFeeOf(p, '151'), '152': variableFeeOf(p, '152'), '155': variableFeeOf(p, '155') });
  return out;
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : String(v).trim());

export interface PreparedRows {
  rows: RowToStore[];
  rowCount: number;
  invalidRowCount: number;
  quantity: number;
  amount: number;
  hash: string;
}

/**
 * Checks rows as entered (blank rows dropped, the others numbered from 1), prices the clean ones and answers them ready
 * to store with their totals and hash. Rows from a clean file go through the same check (a second look costs little
 * and keeps one rule).
 */
export async function prepareRows(
  db: DbOrTx,
  input: readonly Partial<Record<TReportColumnKey, unknown>>[],
  reportMonth: string,
  currency: TCurrency,
  productCodes?: ReadonlySet<string>,
): Promise<PreparedRows> {
  const codes = productCodes ?? (await productCodeSet(db));
  const kept = input.filter((r) => !isBlankReportRow(r));
  // Checked in batches with the event loop let in between: 100,000 rows at once would hold it for their whole length.
  const checked: { cells: Partial<Record<TReportColumnKey, unknown>>; check: ReturnType<typeof checkReportRow> }[] = [];
  const pace = repo.loopPacer();
  for (let i = 0; i < kept.length; i++) {
    await pace();
    checked.push({ cells: kept[i]!, check: checkReportRow(kept[i]!, i + 1, { productCodes: codes }) });
  }
  const prices = await unitPrices(
    db,
    checked.flatMap((c) => (c.check.row ? [c.check.row.productCode] : [])),
    reportMonth,
  );
  const hash = createHash('sha256');
  let invalid = 0;
  let quantity = 0;
  let amount = 0;
  const rows: RowToStore[] = [];
  for (const { cells, check } of checked) {
    await pace();
    let stored: RowToStore;
    if (check.row) {
      const clean = check.row;
      const value = reportRowAmount(clean, prices, currency);
      quantity += clean.quantity;
      amount += value;
      stored = {
        cells: Object.fromEntries(REPORT_COLUMN_KEYS.map((k) => [k, cellText(clean[k])])) as Record<TReportColumnKey, string>,
        qty: clean.quantity,
        amount: value,
        issues: '',
      };
    } else {
      invalid += 1;
      stored = {
        cells: Object.fromEntries(REPORT_COLUMN_KEYS.map((k) => [k, cellText(cells[k]).slice(0, 1000)])) as Record<
          TReportColumnKey,
          string
        >,
        qty: null,
        amount: 0,
        issues: check.issues.map((i) => `${i.column}:${i.code}`).join(','),
      };
    }
    hash.update(JSON.stringify([stored.cells, stored.issues]));
    hash.update('\n');
    rows.push(stored);
  }
  return { rows, rowCount: rows.length, invalidRowCount: invalid, quantity, amount, hash: hash.digest('hex') };
}

/** A staged set whose writer has given no sign of life for this long is abandoned (its rows are swept). */
export const STAGED_SET_LEASE_MS = 5 * 60_000;
/** The writer of a staged set refreshes its heartbeat at least this often. */
const HEARTBEAT_EVERY_MS = 30_000;

/**
 * Puts prepared rows in the report's draft set and its totals on the header. With a `staged` set (written beforehand,
 * outside this transaction) the report is switched to it and its former draft set discarded; otherwise the rows go in
 * here: into the draft set, rewritten in place (a new set when the current one is frozen).
 */
async function writeRows(tx: Tx, report: ReportRow, prepared: PreparedRows, now: Date, staged?: number): Promise<void> {
  let setId = report.rowSetId;
  const set = setId ? await repo.findRowSet(tx, setId) : null;
  if (staged !== undefined) {
    // A staged set discarded meanwhile (its writer was taken for dead) cannot be taken: the save fails, nothing changes.
    if (!(await repo.adoptStagedRowSet(tx, staged))) throw new AppError('COM1N5000');
    if (set && !set.frozen) await repo.discardRowSet(tx, set.id);
    setId = staged;
  } else {
    if (!setId || !set || set.frozen) setId = await repo.newRowSet(tx, report.requestId, now);
    else await repo.clearRows(tx, setId);
    await repo.insertRows(tx, setId, prepared.rows);
    await repo.setRowSetTotals(tx, setId, { rowCount: prepared.rowCount, totalAmount: prepared.amount, hash: prepared.hash });
  }
  await repo.updateReport(tx, report.requestId, {
    rowSetId: setId,
    rowCount: prepared.rowCount,
    invalidRowCount: prepared.invalidRowCount,
    totalQuantity: prepared.quantity,
    totalAmount: prepared.amount,
  });
}

/**
 * Writes prepared rows to a new set outside any transaction, a chunk per statement with the event loop let in between
 * (PGlite runs in this thread), the set marked staged with a heartbeat; the report is switched to it afterwards in one
 * short transaction (`writeRows`). A failure leaves the report's rows as they were; the set is discarded (swept).
 */
async function stageRows(db: Db, requestId: number, prepared: PreparedRows, now: Date): Promise<number> {
  let beat = Date.now();
  const setId = await repo.newRowSet(db, requestId, now, { staging: new Date(beat) });
  try {
    await repo.insertRows(db, setId, prepared.rows, {
      onChunk: async () => {
        if (Date.now() - beat < HEARTBEAT_EVERY_MS) return;
        beat = Date.now();
        await repo.touchStagedRowSet(db, setId, new Date(beat));
      },
    });
    await repo.setRowSetTotals(db, setId, { rowCount: prepared.rowCount, totalAmount: prepared.amount, hash: prepared.hash });
  } catch (err) {
    await repo.discardRowSet(db, setId).catch(() => undefined);
    throw err;
  }
  return setId;
}

/**
 * Removes the rows of discarded sets and of staged sets abandoned by their writer (no heartbeat for the lease), a chunk
 * per statement with the event loop let in between, then the sets. Runs after a save that discarded a set and at
 * start-up; safe to run from several processes at once (each chunk is its own statement).
 */
export async function sweepRowSets(db: Db, at = new Date()): Promise<number> {
  let swept = 0;
  for (;;) {
    const ids = await repo.rowSetsToSweep(db, new Date(at.getTime() - STAGED_SET_LEASE_MS), 20);
    if (!ids.length) return swept;
    for (const id of ids) {
      while ((await repo.deleteRowChunk(db, id, repo.rowChunkOf(db))) > 0) await repo.yieldToLoop();
      await repo.deleteRowSet(db, id);
      swept += 1;
    }
  }
}

function issuesOf(stored: string, rowNo: number): TReportCellIssue[] {
  if (!stored) return [];
  return stored.split(',').map((part) => {
    const [column, code] = part.split(':') as [TReportColumnKey, TReportCellIssue['code']];
    return { row: rowNo, column, code };
  });
}

export const presentIssue = (i: TReportCellIssue, lang: TLanguage): TReportCellIssueAnswer => ({
  row: i.row,
  column: i.column,
  code: i.code,
  location: reportCellLocation(i, lang),
  message: reportCellMessage(i, lang),
});

function presentRow(r: repo.StoredRow, lang: TLanguage): TUserReportStoredRow {
  const cells: TUserReportDraftRow = {};
  for (const k of REPORT_COLUMN_KEYS) {
    const key = k === 'quantity' ? 'quantity' : k;
    const value = (r as unknown as Record<string, string>)[key] ?? '';
    cells[k] = k === 'quantity' && r.qty !== null ? r.qty : value;
  }
  return { rowNo: r.rowNo, cells, issues: issuesOf(r.issues, r.rowNo).map((i) => presentIssue(i, lang)), amount: r.amount };
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

async function namesOf(db: DbOrTx, ids: (number | null)[], lang: TLanguage): Promise<Map<number, string>> {
  const wanted = ids.filter((x): x is number => typeof x === 'number');
  return new Map((await userNamesByIds(db, wanted)).map((u) => [u.id, displayName(u, lang)]));
}

async function companiesOf(db: DbOrTx, ids: number[], lang: TLanguage) {
  const rows = await companiesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((c) => [c.id, { name: presentCompany(c, lang).companyName, code: c.customerCode ?? null }]));
}

function presentItem(
  r: ReportRow,
  lang: TLanguage,
  ctx: {
    company: { name: string; code: string | null } | undefined;
    names: Map<number, string>;
    numbers: Map<number, string>;
    corrections: Map<number, ReportRow>;
    today: string;
  },
): TUserReportListItem {
  const state = r.state as TUserReportState;
  const currency = r.currency as TCurrency;
  return {
    reportId: r.requestId,
    number: r.number,
    type: r.type as TUserReportType,
    typeName: USER_REPORT_TYPE_LABELS[r.type as TUserReportType][lang],
    method: r.method as TUserReportMethod,
    methodName: USER_REPORT_METHOD_LABELS[r.method as TUserReportMethod][lang],
    reportMonth: r.reportMonth,
    billingMonth: r.billingMonth,
    state,
    stateName: USER_REPORT_WORKFLOW.states[state].label[lang],
    approvalFlag: approvalFlagOf(state),
    companyId: r.companyId,
    companyName: ctx.company?.name ?? '',
    customerCode: ctx.company?.code ?? null,
    reporterName: ctx.names.get(r.createdBy) ?? '',
    proxyReporterName: r.proxyUserId ? (ctx.names.get(r.proxyUserId) ?? null) : null,
    currency,
    rowCount: r.rowCount,
    totalAmount: r.totalAmount,
    totalAmountText: formatMoney(r.totalAmount, currency),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    late: r.late,
    correctable: correctableNow(r, ctx.today),
    correctsReportId: r.correctsRequestId,
    correctsNumber: r.correctsRequestId ? (ctx.numbers.get(r.correctsRequestId) ?? null) : null,
    openCorrection: openCorrectionOf(ctx.corrections.get(r.requestId), lang),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** A monthly report that is filed (submitted, returned for information, approved) and within the correction window. */
const correctableNow = (r: Pick<ReportRow, 'type' | 'state' | 'reportMonth'>, today: string): boolean =>
  r.type === 'MONTHLY' && USER_REPORT_FILED_STATES.includes(r.state as TUserReportState) && isCorrectable(r.reportMonth, today);

/** A report's correction in progress as the list shows it (the correction is the same company's as the report). */
const openCorrectionOf = (row: ReportRow | undefined, lang: TLanguage): TUserReportListItem['openCorrection'] =>
  row
    ? { reportId: row.requestId, number: row.number, stateName: USER_REPORT_WORKFLOW.states[row.state as TUserReportState].label[lang] }
    : null;

async function presentItems(db: DbOrTx, rows: ReportRow[], lang: TLanguage, today: string): Promise<TUserReportListItem[]> {
  // One after the other: the channel's submission answers with this list inside its transaction, and a transaction's
  // one connection takes one query at a time (pg 9 refuses a second; test/busy-client.ts fails the tests on it).
  const companies = await companiesOf(
    db,
    rows.map((r) => r.companyId),
    lang,
  );
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.createdBy, r.proxyUserId]),
    lang,
  );
  const numbers = await repo.numbersOf(
    db,
    rows.flatMap((r) => (r.correctsRequestId ? [r.correctsRequestId] : [])),
  );
  const corrections = await repo.liveCorrectionsOf(
    db,
    rows.flatMap((r) => (r.type === 'MONTHLY' ? [r.requestId] : [])),
  );
  return rows.map((r) => presentItem(r, lang, { company: companies.get(r.companyId), names, numbers, corrections, today }));
}

/** The actions the caller may take now: the engine's, less the submit that four-eyes does not use and self-approval. */
async function allowedFor(
  db: DbOrTx,
  engine: WorkflowEngine,
  request: RequestRow,
  row: ReportRow,
  actor: WorkflowActor,
): Promise<TUserReportAction[]> {
  const { fourEyes } = await companySettings(db, row.companyId);
  return (engine.allowed(KIND, request, actor) as TUserReportAction[]).filter((a) => {
    if (a === 'submit') return !fourEyes;
    if (a === 'submitForInternal') return fourEyes;
    if (a === 'approveInternal') return row.submittedBy !== actor.userId;
    return true;
  });
}

async function detailOf(
  c: ReportsContext,
  request: RequestRow,
  row: ReportRow,
  actor: WorkflowActor,
  lang: TLanguage,
  query: z.output<typeof ZUserReportDetailQuery> = { rowPageNumber: 1, rowPageSize: 100 },
): Promise<TUserReportDetail> {
  const db = c.db;
  const today = koreaDay(businessNow(c.config));
  const [item] = await presentItems(db, [row], lang, today);
  const w = await windowSettings(db);
  const window = windowOf(row.reportMonth, w);
  const names = await namesOf(db, [row.submittedBy, row.internalApproverId, row.approverId], lang);
  const settings = await companySettings(db, row.companyId);
  const corrections = await repo.correctionsOf(db, [row.requestId]);
  const all = query.allRows === true;
  const page = all ? { limit: 1_000_000, offset: 0 } : pageWindow({ pageNumber: query.rowPageNumber, pageSize: query.rowPageSize });
  const rows = row.rowSetId ? await repo.rowsPage(db, row.rowSetId, page) : [];
  const currency = row.currency as TCurrency;
  return {
    ...item!,
    memo: row.memo,
    correctionReason: row.correctionReason,
    correctableUntil: correctableUntil(row.reportMonth),
    correctionReportId: corrections.get(row.requestId) ?? null,
    windowOpens: window.opens,
    windowCloses: window.closes,
    windowOpen: today >= window.opens && today <= window.closes,
    lateFilingUntil: lateFilingUntil(row.reportMonth),
    lateFeeText: lateFeeTextOf(row, w),
    submitterName: row.submittedBy ? (names.get(row.submittedBy) ?? null) : null,
    internalApproverName: row.internalApproverId ? (names.get(row.internalApproverId) ?? null) : null,
    approverName: row.approverId ? (names.get(row.approverId) ?? null) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    lastReason: row.lastReason,
    fourEyes: settings.fourEyes,
    createdAt: row.createdAt.toISOString(),
    totals: {
      rowCount: row.rowCount,
      invalidRowCount: row.invalidRowCount,
      quantity: row.totalQuantity,
      amount: row.totalAmount,
      amountText: formatMoney(row.totalAmount, currency),
    },
    rows: {
      items: rows.map((r) => presentRow(r, lang)),
      totalCount: row.rowCount,
      pageNumber: all ? 1 : query.rowPageNumber,
      pageSize: all ? Math.max(row.rowCount, 1) : query.rowPageSize,
    },
    allowedActions: await allowedFor(db, c.workflow, request, row, actor),
    mayEdit: c.workflow.mayEdit(KIND, request, actor),
  };
}

const loadReport = (db: DbOrTx, engine: WorkflowEngine, actor: WorkflowActor, id: number) =>
  engine.loadRecord(db, USER_REPORT_KIND, id, actor);

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `userReport` kind

/** The content of a report for its history versions: the header and its row set (id, count, total, hash). */
async function reportContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findReport(tx, requestId);
  if (!row) return {};
  const set = row.rowSetId ? await repo.findRowSet(tx, row.rowSetId) : null;
  return {
    type: row.type,
    method: row.method,
    reportMonth: row.reportMonth,
    billingMonth: row.billingMonth,
    currency: row.currency,
    memo: row.memo,
    correctionReason: row.correctionReason,
    rowSetId: row.rowSetId,
    rowCount: row.rowCount,
    invalidRowCount: row.invalidRowCount,
    totalAmount: row.totalAmount,
    rowsHash: set?.hash ?? '',
  };
}

/** The late fee shown with a report: the one fixed when it was filed late, else what filing a monthly report late would add. */
function lateFeeTextOf(row: ReportRow, w: TReportWindowSettings): string | null {
  const fee = row.late ? row.lateFee : row.type === 'MONTHLY' ? lateFeeOf(w, row.currency) : 0;
  return fee > 0 ? formatMoney(fee, row.currency as TCurrency) : null;
}

/**
 * What a transition does to the report (the engine copies its state and version): submitter, approvers, reasons; rows frozen on submit.
 * A monthly report submitted after its window closed is flagged late with the provider's late fee of that moment
 * (decision 063; the window rules themselves are checked before, in `checkWindow`). The flag and fee stay once set.
 */
async function onReportTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now, actor } = ctx;
  const patch: Partial<repo.NewReportRow> = {};
  const row = await repo.findReport(tx, request.id);
  switch (ctx.action) {
    case 'submit':
    case 'submitForInternal':
      Object.assign(patch, { submittedBy: actor.userId, submittedAt: now, internalApproverId: null, lastReason: null });
      if (row && row.type === 'MONTHLY' && !row.late) {
        const w = await windowSettings(tx);
        if (koreaDay(now) > windowOf(row.reportMonth, w).closes) Object.assign(patch, { late: true, lateFee: lateFeeOf(w, row.currency) });
      }
      break;
    case 'approveInternal':
      patch.internalApproverId = actor.userId;
      break;
    case 'approve':
      Object.assign(patch, { approverId: actor.userId, decidedAt: now });
      break;
    case 'reject':
      Object.assign(patch, { approverId: actor.userId, decidedAt: now, lastReason: ctx.reason });
      break;
    default:
      if (ctx.reason) patch.lastReason = ctx.reason;
  }
  // The rows a version was submitted with stay as they were: the set is frozen, a later save makes a new one.
  if (row?.rowSetId && ['submit', 'submitForInternal', 'answer'].includes(ctx.action)) await repo.freezeRowSet(tx, row.rowSetId);
  if (Object.keys(patch).length) await repo.updateReport(tx, request.id, patch);
}

/**
 * The rules the engine runs before every transition of a report, whatever the channel: four-eyes decides which submit
 * applies, and the submitter never approves their own report internally.
 */
const reportGuard: TransitionGuard = async ({ tx, request, action, actor }) => {
  const row = await repo.findReport(tx, request.id);
  if (!row) throw new AppError('WFL1N4041');
  if (action === 'submit' || action === 'submitForInternal') {
    const { fourEyes, exempt } = await companySettings(tx, row.companyId);
    if (exempt) throw new AppError('URP1N4031');
    if ((action === 'submit') === fourEyes) throw new AppError('WFL1N4031');
  }
  if (action === 'approveInternal' && row.submittedBy === actor.userId) throw new AppError('URP1N4033');
};

/**
 * Whether a company's month is closed (an issued clearance covers it; decision 082): answers the refusal to throw, or
 * null. Set at start-up by the area that closes periods (clearances), which this area does not import (no circle);
 * without one no month is closed.
 */
export type ClosedMonthCheck = (db: DbOrTx, companyId: number, month: string) => Promise<AppError | null>;
let closedMonthCheck: ClosedMonthCheck | null = null;
export function useClosedMonthCheck(check: ClosedMonthCheck): void {
  closedMonthCheck = check;
}
const closedMonthRefusal = (db: DbOrTx, companyId: number, month: string): Promise<AppError | null> =>
  closedMonthCheck ? closedMonthCheck(db, companyId, month) : Promise.resolve(null);

/** The type, month and company of a report (a rule of another area about reports reads these). */
export async function reportFacts(db: DbOrTx, requestId: number): Promise<{ type: string; reportMonth: string; companyId: number } | null> {
  const row = await repo.findReport(db, requestId);
  return row ? { type: row.type, reportMonth: row.reportMonth, companyId: row.companyId } : null;
}

/** The `userReport` kind: numbered UR-YYYY-NNNNNN, its row in `user_reports`. */
export const USER_REPORT_KIND = defineKind({
  kind: KIND,
  prefix: 'UR',
  read: repo.findReport,
  content: reportContent,
  copy: repo.STATE_COPY,
  onTransition: onReportTransition,
});

/** Registers the `userReport` kind with an engine (the app's at start-up; the demo world's own). */
export function registerUserReportKind(engine: WorkflowEngine): void {
  engine.register(USER_REPORT_KIND);
  engine.addGuard(KIND, reportGuard);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

function isMonthlyConflict(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505' && (e.constraint === 'user_reports_monthly_uq' || e.message?.includes('user_reports_monthly_uq'))) return true;
  return false;
}

export type ReportRecord = KindRecord<ReportRow>;

/** A report as the caller sees it (the detail answer), with the page of rows a get asks for. */
export async function reportDetailOf(
  c: ReportsContext,
  { request, row }: ReportRecord,
  auth: AuthContext,
  lang: TLanguage,
  query?: z.output<typeof ZUserReportDetailQuery>,
): Promise<TUserReportDetail> {
  return detailOf(c, request, row, await reportActor(c.db, auth), lang, query);
}

/** A correction starts from the rows of the report it corrects: a set of its own with the same rows and totals. */
async function copyCorrectedRows(tx: Tx, corrected: ReportRow, requestId: number, now: Date): Promise<void> {
  const setId = await repo.newRowSet(tx, requestId, now);
  await repo.copyRows(tx, corrected.rowSetId!, setId);
  const from = await repo.findRowSet(tx, corrected.rowSetId!);
  await repo.setRowSetTotals(tx, setId, { rowCount: from?.rowCount ?? 0, totalAmount: from?.totalAmount ?? 0, hash: from?.hash ?? '' });
  await repo.updateReport(tx, requestId, {
    rowSetId: setId,
    rowCount: corrected.rowCount,
    invalidRowCount: corrected.invalidRowCount,
    totalQuantity: corrected.totalQuantity,
    totalAmount: corrected.totalAmount,
  });
}

export async function createReportRecord(
  c: ReportsContext,
  auth: AuthContext,
  actor: WorkflowActor,
  body: z.output<typeof ZUserReportCreateRequest>,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<ReportRecord> {
  const now = opts.now ?? businessNow(c.config);
  const today = koreaDay(now);
  let companyId: number;
  let proxy: boolean;
  let reportMonth: string;
  let corrected: ReportRow | null = null;
  if (body.type === 'CORRECTION') {
    if (!body.correctsReportId) throw new AppError('URP1N4008');
    const target = await loadReport(c.db, c.workflow, actor, body.correctsReportId);
    corrected = target.row;
    if (corrected.type !== 'MONTHLY' || !USER_REPORT_FILED_STATES.includes(corrected.state as TUserReportState))
      throw new AppError('URP1N4008');
    if (!isCorrectable(corrected.reportMonth, today))
      throw new AppError('URP1N4007', { month: corrected.reportMonth, until: correctableUntil(corrected.reportMonth) });
    if (await repo.findLiveCorrection(c.db, corrected.requestId)) throw new AppError('URP1N4092');
    const closed = await closedMonthRefusal(c.db, corrected.companyId, corrected.reportMonth);
    if (closed) throw closed;
    companyId = corrected.companyId;
    proxy = companyId !== auth.companyId || !auth.roles.includes(MEMBER);
    if (proxy && !proxiesFor(actor, companyId)) throw new AppError('URP1N4032');
    reportMonth = corrected.reportMonth;
  } else {
    ({ companyId, proxy } = await reportCompanyOf(c.db, auth, actor, body.companyId));
    if (!body.reportMonth) throw new AppError('URP1N4010');
    if (body.reportMonth > today.slice(0, 7)) throw new AppError('URP1N4009');
    reportMonth = body.reportMonth;
  }
  const settings = await companySettings(c.db, companyId);
  if (settings.exempt) throw new AppError('URP1N4031');
  if (body.type === 'MONTHLY' && (await repo.findMonthly(c.db, companyId, reportMonth)))
    throw new AppError('URP1N4091', { month: reportMonth });
  const profile = await customerProfile(c.db, companyId);
  const currency = (body.currency ?? (profile?.currency as TCurrency | undefined) ?? 'KRW') as TCurrency;
  const prepared = body.rows.length ? await prepareRows(c.db, body.rows, reportMonth, currency) : null;
  const typeName = USER_REPORT_TYPE_LABELS[body.type];
  try {
    return await c.db.transaction(async (tx) => {
      const rep = await salesRepOf(tx, companyId);
      const title = { ko: `${reportMonth} ${typeName.ko}`, en: `${typeName.en} ${reportMonth}` };
      return c.workflow.createRecord(
        tx,
        USER_REPORT_KIND,
        { companyId, title, actor, assignedUserId: rep?.userId ?? null, now },
        async (header) => {
          const row = await repo.insertReport(tx, {
            ...header,
            companyId,
            type: body.type,
            method: body.method,
            reportMonth,
            billingMonth: body.type === 'CORRECTION' ? today.slice(0, 7) : reportMonth,
            correctsRequestId: corrected?.requestId ?? null,
            currency,
            memo: body.memo,
            correctionReason: body.correctionReason ?? null,
            createdBy: auth.userId,
            proxyUserId: proxy ? auth.userId : null,
            createdAt: now,
            updatedAt: now,
            seedKey: opts.seedKey ?? null,
          });
          if (prepared) await writeRows(tx, row, prepared, now);
          else if (corrected?.rowSetId && body.copyRows) await copyCorrectedRows(tx, corrected, header.requestId, now);
          return (await repo.findReport(tx, header.requestId))!;
        },
      );
    });
  } catch (err) {
    if (isMonthlyConflict(err)) throw new AppError('URP1N4091', { month: reportMonth });
    throw err;
  }
}

export async function reportDetail(
  c: ReportsContext,
  auth: AuthContext,
  id: number,
  query: z.output<typeof ZUserReportDetailQuery>,
  lang: TLanguage,
): Promise<TUserReportDetail> {
  const actor = await reportActor(c.db, auth);
  const { request, row } = await loadReport(c.db, c.workflow, actor, id);
  return detailOf(c, request, row, actor, lang, query);
}

/** A submitted report with every row, for its downloads (the detail's access rules; a draft answers URP1N4094). */
export async function reportForExport(c: ReportsContext, auth: AuthContext, id: number, lang: TLanguage): Promise<TUserReportDetail> {
  const d = await reportDetail(c, auth, id, { rowPageNumber: 1, rowPageSize: 100, allRows: true }, lang);
  if (d.state === 'SAVED' || !d.submittedAt) throw new AppError('URP1N4094');
  return d;
}

export async function saveReportRecord(
  c: ReportsContext,
  actor: WorkflowActor,
  id: number,
  body: z.output<typeof ZUserReportSaveRequest>,
  opts: { now?: Date; prepared?: PreparedRows } = {},
): Promise<ReportRecord> {
  const now = opts.now ?? businessNow(c.config);
  const current = await loadReport(c.db, c.workflow, actor, id);
  const currency = (body.currency ?? current.row.currency) as TCurrency;
  const prepared = opts.prepared ?? (await prepareRows(c.db, body.rows, current.row.reportMonth, currency));
  // Checked here before any row is written (and again in the transaction, where they count).
  if (!c.workflow.mayEdit(KIND, current.request, actor)) throw new AppError('WFL1N4032');
  if (current.request.version !== body.version) throw new AppError('WFL1N4091');
  // More than a chunk of rows (or a draft set of more to replace) is written beforehand to a staged set, a chunk at a
  // time; the transaction below then only switches the report to it. A small save rewrites the draft set in place.
  const staged =
    prepared.rowCount > repo.rowChunkOf(c.db) || current.row.rowCount > repo.rowChunkOf(c.db)
      ? await stageRows(c.db, id, prepared, now)
      : undefined;
  let record: ReportRecord;
  try {
    record = await c.workflow.editRecord(
      c.db,
      USER_REPORT_KIND,
      { requestId: id, version: body.version, actor, now },
      async ({ tx, row }) => {
        await repo.updateReport(tx, id, {
          currency,
          memo: body.memo,
          correctionReason: row.type === 'CORRECTION' ? (body.correctionReason ?? row.correctionReason) : null,
          method: body.method,
        });
        await writeRows(tx, row, prepared, now, staged);
        return true;
      },
    );
  } catch (err) {
    if (staged !== undefined) {
      await repo.discardRowSet(c.db, staged).catch(() => undefined);
      await sweepRowSets(c.db).catch(() => undefined);
    }
    throw err;
  }
  // The replaced draft set (if any) goes now, in chunks; a failure here leaves it for the next sweep.
  if (staged !== undefined) await sweepRowSets(c.db).catch(() => undefined);
  return record;
}

/** The first problem of a report's rows as the submission answers it, in the request's language. */
async function firstRowProblem(db: DbOrTx, row: ReportRow, lang: TLanguage): Promise<AppError | null> {
  if (row.rowCount === 0 || !row.rowSetId) return new AppError('URP1N4012');
  if (row.invalidRowCount === 0) return null;
  const required = await repo.firstRowWithIssue(db, row.rowSetId, ':required');
  if (required) {
    const issue = issuesOf(required.issues, required.rowNo).find((i) => i.code === 'required')!;
    return new AppError('URP1N4003', { location: reportCellLocation(issue, lang) });
  }
  const other = await repo.firstRowWithIssue(db, row.rowSetId, ':');
  const issue = other ? issuesOf(other.issues, other.rowNo)[0] : undefined;
  if (!issue) return null;
  return new AppError('URP1N4004', { location: reportCellLocation(issue, lang), message: reportCellMessage(issue, lang) });
}

export async function actOnReportRecord(
  c: ReportsContext,
  actor: WorkflowActor,
  id: number,
  action: string,
  body: z.output<typeof ZUserReportActionRequest>,
  lang: TLanguage,
  opts: { now?: Date } = {},
): Promise<ReportRecord> {
  const now = opts.now ?? businessNow(c.config);
  const submitting = action === 'submit' || action === 'submitForInternal';
  return c.workflow.act(c.db, USER_REPORT_KIND, {
    requestId: id,
    action,
    body,
    actor,
    now,
    before: async ({ tx, row }) => {
      if (!submitting && action !== 'answer') return;
      if (submitting && body.attested !== true) throw new AppError('URP1N4005');
      const problem = await firstRowProblem(tx, row, lang);
      if (problem) throw problem;
      if (submitting) await checkWindow(tx, row, now);
    },
  });
}

/** The reporting window of a monthly report (then late filing), the correction window and reason of a correction (URP1N4001, 4007, 4006). */
async function checkWindow(db: DbOrTx, row: ReportRow, now: Date): Promise<void> {
  const today = koreaDay(now);
  if (row.type === 'CORRECTION') {
    if (!row.correctionReason?.trim()) throw new AppError('URP1N4006');
    if (!isCorrectable(row.reportMonth, today))
      throw new AppError('URP1N4007', { month: row.reportMonth, until: correctableUntil(row.reportMonth) });
    return;
  }
  // Before the window: not yet. After it: late filing until the month's last correctable day (decision 063).
  const w = windowOf(row.reportMonth, await windowSettings(db));
  if (today < w.opens) throw new AppError('URP1N4001');
  const until = lateFilingUntil(row.reportMonth);
  if (today > until) throw new AppError('URP1N4017', { month: row.reportMonth, until });
}

/** Reports the caller sees, filtered (spec 2: period, 3/6/12 months, type, correctable only) and paged by 10, 20 or 50. */
export async function searchReports(
  c: ReportsContext,
  auth: AuthContext,
  req: z.output<typeof ZUserReportSearchRequest>,
  lang: TLanguage,
): Promise<TUserReportSearchResponse> {
  const actor = await reportActor(c.db, auth);
  const today = koreaDay(businessNow(c.config));
  const thisMonth = today.slice(0, 7);
  if (req.periodStart && req.periodEnd && req.periodEnd < req.periodStart) throw new AppError('URP1N4002');
  let companyIds = await visibleCompanies(auth, actor);
  if (req.companyId !== undefined) {
    if (companyIds && !companyIds.includes(req.companyId)) throw new AppError('URP1N4032');
    companyIds = [req.companyId];
  }
  const period = req.periodStart || req.periodEnd;
  const fromMonth = period ? req.periodStart : req.monthRange ? addMonths(thisMonth, -(req.monthRange - 1)) : undefined;
  const toMonth = period ? req.periodEnd : req.monthRange ? thisMonth : undefined;
  const { rows, total } = await repo.searchReports(
    c.db,
    {
      companyIds,
      fromMonth,
      toMonth,
      type: req.type,
      state: req.state,
      correctableFrom: req.correctableOnly ? addMonths(thisMonth, -3) : undefined,
      filedStates: USER_REPORT_FILED_STATES,
    },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentItems(c.db, rows, lang, today), total, req);
}

// ---------------------------------------------------------------------------------------------------------
// What a correction changes

/** What identifies a row from one report to another: the subscriber, the product, the use category and the account. */
const ROW_KEY_COLUMNS = ['subscriberId', 'subscriberName', 'productCode', 'useCategory', 'accountNumber'] as const;
const rowKey = (r: repo.StoredRow) => ROW_KEY_COLUMNS.map((k) => r[k].trim().toUpperCase()).join('\u0001');
const cellValue = (r: repo.StoredRow, k: TReportColumnKey): string =>
  k === 'quantity' ? (r.qty === null ? r.quantity : String(r.qty)) : (r as unknown as Record<string, string>)[k]!.trim();

/**
 * Rows added, changed (which columns) and removed from `before` to `after`, rows matched by their key in order (two rows
 * of one key are matched first to first); the order is the corrected rows', then what was removed.
 */
export function rowChanges(before: readonly repo.StoredRow[], after: readonly repo.StoredRow[]) {
  const waiting = new Map<string, repo.StoredRow[]>();
  for (const r of before) {
    const list = waiting.get(rowKey(r));
    if (list) list.push(r);
    else waiting.set(rowKey(r), [r]);
  }
  const out: {
    change: TUserReportRowChange['change'];
    before: repo.StoredRow | null;
    after: repo.StoredRow | null;
    columns: TReportColumnKey[];
  }[] = [];
  for (const r of after) {
    const old = waiting.get(rowKey(r))?.shift();
    if (!old) out.push({ change: 'ADDED', before: null, after: r, columns: [] });
    else {
      const columns = REPORT_COLUMN_KEYS.filter((k) => cellValue(old, k) !== cellValue(r, k));
      if (columns.length) out.push({ change: 'CHANGED', before: old, after: r, columns });
    }
  }
  for (const list of waiting.values()) for (const r of list) out.push({ change: 'REMOVED', before: r, after: null, columns: [] });
  return out;
}

/** Per product and use category, the quantity and amount of a row set (as the billing run sums them). */
function figuresOf(rows: readonly repo.StoredRow[], side: 'N' | 'P') {
  const sums = new Map<string, { side: 'N' | 'P'; productCode: string; useCategory: string; quantity: number; amount: number }>();
  for (const r of rows) {
    const k = `${r.productCode}|${r.useCategory}`;
    const f = sums.get(k) ?? { side, productCode: r.productCode, useCategory: r.useCategory, quantity: 0, amount: 0 };
    f.quantity += r.qty ?? 0;
    f.amount += r.amount;
    sums.set(k, f);
  }
  return [...sums.values()];
}

/**
 * A correction report against what it corrects (the report, or its latest approved correction before it): its rows
 * added, changed and removed, a page at a time, and the billing difference per product and use category by the billing
 * run's own rule (`correctionDifferences`), billed in the month the correction is approved. The detail's access rules.
 */
export async function correctionChanges(
  c: ReportsContext,
  auth: AuthContext,
  id: number,
  query: z.output<typeof ZUserReportCorrectionQuery>,
  lang: TLanguage,
): Promise<TUserReportCorrectionChanges> {
  const actor = await reportActor(c.db, auth);
  const { row } = await loadReport(c.db, c.workflow, actor, id);
  if (row.type !== 'CORRECTION') throw new AppError('URP1N4047');
  const basis = await repo.correctionBasis(c.db, row);
  if (!basis) throw new AppError('URP1N4047');
  const [after, before] = await Promise.all([
    row.rowSetId ? repo.allRows(c.db, row.rowSetId) : Promise.resolve([]),
    basis.rowSetId ? repo.allRows(c.db, basis.rowSetId) : Promise.resolve([]),
  ]);
  const currency = row.currency as TCurrency;
  const beforeFigures = figuresOf(before, 'P');
  const afterFigures = figuresOf(after, 'N');
  const differences = correctionDifferences([...afterFigures, ...beforeFigures]);
  const codes = differences.map((d) => d.productCode);
  const names = c.productNames
    ? await c.productNames(codes)
    : new Map((await productsByCodes(c.db, [...new Set(codes)])).map((p) => [p.productCode, p]));
  const figure = (list: typeof beforeFigures, d: { productCode: string; useCategory: string }) =>
    list.find((f) => f.productCode === d.productCode && f.useCategory === d.useCategory) ?? { quantity: 0, amount: 0 };
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency)}`;
  const lines = differences.map((d) => {
    const b = figure(beforeFigures, d);
    const a = figure(afterFigures, d);
    return {
      productCode: d.productCode,
      productName: (lang === 'en' ? names.get(d.productCode)?.nameEn : names.get(d.productCode)?.nameKo) ?? d.productCode,
      useCategory: d.useCategory,
      useCategoryName: USE_CATEGORY_LABELS[d.useCategory as TUseCategory]?.[lang] ?? d.useCategory,
      quantityBefore: b.quantity,
      quantityAfter: a.quantity,
      amountBefore: b.amount,
      amountAfter: a.amount,
      difference: d.amount,
      differenceText: signed(d.amount),
    };
  });
  const total = lines.reduce((sum, l) => sum + l.difference, 0);
  const changes = rowChanges(before, after);
  const { offset, limit } = pageWindow(query);
  const cells = (r: repo.StoredRow | null) => (r ? presentRow(r, lang).cells : null);
  return {
    reportId: row.requestId,
    number: row.number,
    basisReportId: basis.requestId,
    basisNumber: basis.number,
    currency,
    billedIn: row.state === 'APPROVED' && row.decidedAt ? koreaDay(row.decidedAt).slice(0, 7) : null,
    lines,
    totalDifference: total,
    totalDifferenceText: signed(total),
    counts: {
      added: changes.filter((x) => x.change === 'ADDED').length,
      changed: changes.filter((x) => x.change === 'CHANGED').length,
      removed: changes.filter((x) => x.change === 'REMOVED').length,
    },
    changes: toPage(
      changes
        .slice(offset, offset + limit)
        .map((x) => ({ change: x.change, before: cells(x.before), after: cells(x.after), columns: x.columns })),
      changes.length,
      query,
    ),
  };
}

/**
 * The previous month's latest filed monthly report's clean rows (to load into a draft); "전월 데이터가 없습니다." when the
 * month has no report, "이월 데이터가 없습니다." when its report is not filed yet.
 */
export async function previousMonth(c: ReportsContext, auth: AuthContext, query: { reportMonth: string; companyId?: number }) {
  const actor = await reportActor(c.db, auth);
  const { companyId } = await reportCompanyOf(c.db, auth, actor, query.companyId);
  const month = addMonths(query.reportMonth, -1);
  const source = await repo.findFiledMonthly(c.db, companyId, month, USER_REPORT_FILED_STATES);
  // A month with a report not filed (a draft, one rejected or awaiting internal approval) has nothing to carry over yet.
  if (!source && (await repo.findMonthly(c.db, companyId, month))) throw new AppError('URP1N4042');
  if (!source?.rowSetId || source.rowCount === 0) throw new AppError('URP1N4041');
  const rows = (await repo.allRows(c.db, source.rowSetId)).filter((r) => r.issues === '' && r.qty !== null);
  if (!rows.length) throw new AppError('URP1N4041');
  return {
    sourceReportId: source.requestId,
    sourceNumber: source.number,
    reportMonth: month,
    rowCount: rows.length,
    rows: rows.map((r) => ({
      provisionMethod: r.provisionMethod as 'DATAFEED' | 'TERMINAL',
      useCategory: r.useCategory as TUseCategory,
      accountNumber: r.accountNumber,
      billingCode: r.billingCode,
      variableFeeItem: r.variableFeeItem as 'TERMINAL' | 'USER' | 'ACCOUNT' | 'INDEX',
      productCode: r.productCode,
      vendorProductName: r.vendorProductName,
      subscriberName: r.subscriberName,
      subscriberId: r.subscriberId,
      address: r.address,
      city: r.city,
      region: r.region,
      country: r.country,
      quantity: r.qty!,
    })),
  };
}

/** The member's latest reports (the home page's recent report history), in the request's language. */
export async function recentReportsOf(db: DbOrTx, auth: AuthContext, lang: TLanguage, limit = 5) {
  const actor = await reportActor(db, auth);
  const ids = await visibleCompanies(auth, actor);
  if (!ids) return [];
  const rows = await repo.latestReports(db, ids, limit);
  return rows.map((r) => ({
    reportId: r.requestId,
    title: `${r.reportMonth} ${USER_REPORT_TYPE_LABELS[r.type as TUserReportType][lang]} (${r.number})`,
    statusName: USER_REPORT_WORKFLOW.states[r.state as TUserReportState].label[lang],
    createDateTime: r.createdAt.toISOString(),
    pageUri: `/report/${r.requestId}/user-report-detail`,
  }));
}

export const approvalFlagName = (state: TUserReportState, lang: TLanguage): string | null => {
  const flag = approvalFlagOf(state);
  return flag ? APPROVAL_FLAG_LABELS[flag][lang] : null;
};

/** The seeded reports among keys (the demo world checks what it wrote before). */
export const findReportBySeedKeys = repo.findBySeedKeys;
export { windowOf };

// The file readers, for the reporting API's CSV bodies (modules/reporting).
export { reportSheet } from './sheet-port';

/**
 * Billing (decision 047): the figures of approved reports, aggregated in the database, of the
 * companies or of every company. The monthly figures of a report month; the corrections approved in [from, to) with the
 * figures in effect before each.
 */
export const approvedMonthlyFiguresAndCounts = repo.approvedMonthlyFiguresAndCounts;
export const approvedCorrectionFigures = repo.approvedCorrectionFigures;
export const approvedLateFees = repo.approvedLateFees;
export type { LateFee } from './repo';
export type { ReportCounts, ReportFigure } from './repo';

// ---------------------------------------------------------------------------------------------------------
// Reads of the exceptions dashboard

/** The (company, month) pairs with a filed monthly report (submitted, returned for information, approved). */
export const filedMonthlyPairs = (db: DbOrTx, fromMonth: string, toMonth: string) =>
  repo.filedMonthlyPairs(db, fromMonth, toMonth, USER_REPORT_FILED_STATES);
/** The product codes the current rows of filed reports (monthly and corrections) of the months name, per report. */
export const filedReportProducts = (db: DbOrTx, fromMonth: string, toMonth: string) =>
  repo.filedReportProducts(db, fromMonth, toMonth, USER_REPORT_FILED_STATES);
/** The companies exempt from user reports. */
export const reportExemptCompanyIds = (db: DbOrTx) => repo.exemptCompanyIds(db);
export type { FiledReportProduct } from './repo';

// ---------------------------------------------------------------------------------------------------------
// Reads of reconciliations (decision 079)

/** The filed figures of a company's months: the latest filed version of each, corrections included. */
export const filedMonthFigures = (db: DbOrTx, companyId: number, fromMonth: string, toMonth: string) =>
  repo.filedMonthFigures(db, companyId, fromMonth, toMonth, USER_REPORT_FILED_STATES);
export type { FiledMonth } from './repo';
/** The cells of a report's current rows (a correction drafted from a reconciliation keeps the rows it does not restate). */
export const reportRowCells = (db: DbOrTx, requestId: number) => repo.currentRowCells(db, requestId);
/** The subscriber IDs a report's current rows name for a product and use category (who the report counted). */
export const reportSubscriberIds = (db: DbOrTx, requestId: number, productCode: string, useCategory: string) =>
  repo.subscriberIdsOf(db, requestId, productCode, useCategory);
/** The same subscribers with their names and quantities (who stands behind a reported figure). */
export const reportSubscribers = (db: DbOrTx, requestId: number, productCode: string, useCategory: string) =>
  repo.subscribersOf(db, requestId, productCode, useCategory);
