import {
  addMonths,
  adjustmentLineLabel,
  BILLING_LINE_TYPE_LABELS,
  BILLING_RUN_MAX_MONTHS,
  correctionLineLabel,
  formatKoreaDate,
  monthsBetween,
  NON_DISPLAY_BILLING_PRODUCT,
  NON_DISPLAY_BILLING_PRODUCT_LABEL,
  type TBillingLine,
  type TBillingLineType,
  type TBillingMonthItem,
  type TBillingMonthStatus,
  type TBillingRunRequest,
  type TBillingRunResult,
  type TBillingRunStatus,
  money,
  type TCurrencyTotal,
  type TLanguage,
  type TPage,
  type TUserBillingDetail,
  type TUserBillingMonthItem,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { pageWindow, toPage } from '../../platform/paging';
import { billingReferenceData, customerProfilesOf, type CustomerProfileRow } from '../catalogue';
import { contractProductsInRange } from '../contracts';
import { companiesByIds, displayName, findUserById } from '../identity';
import { declarationsInEffect } from '../non-display';
import { orderBillingFacts } from '../orders';
import { approvedCorrectionFigures, approvedLateFees, approvedMonthlyFiguresAndCounts } from '../user-reports';
import { publishEvents } from '../webhooks';
import {
  billingHasher,
  computeBilling,
  monthRange,
  type BillingAdjustment,
  type BillingInputs,
  type ComputedLine,
  type ComputedSummary,
} from './compute';
import * as repo from './repo';

/**
 * The monthly billing run and its reads (decision 047).
 *
 * A run of a month reads the other areas through their service functions, a batch of customers at a time (one
 * set-based query per area and batch, never a query per customer), computes the lines and summaries (compute.ts) and
 * hashes them, outside any transaction (on PGlite a transaction holds every other query of the portal). Then it locks
 * the month's `billing_months` row (made when missing), so runs on several servers of one database take turns: a FINAL
 * month refuses (BIL1N4091); a month another run wrote meanwhile is computed again under the lock; a hash equal to the
 * stored one makes the run UNCHANGED and nothing is rewritten; otherwise the month's lines and summaries are replaced
 * (unnest inserts in chunks) in that transaction. Every run is recorded in `billing_runs`.
 */

/**
 * Customers read and computed per batch. PGlite runs in the server's own thread, so each statement holds the event loop
 * for its whole length: there the batch adapts so that its slowest statement stays near STATEMENT_BUDGET_MS (halved
 * when slower, doubled when much faster), and the run yields to the loop before every statement. On PostgreSQL the
 * statements run in the database's process: large batches, fewer round trips.
 */
const PGLITE_FIRST_BATCH = 20;
/** Floors: on a loaded machine every statement is slow; below these the statements' own overhead would be most of the run. */
const PGLITE_MIN_BATCH = 10;
const PGLITE_MIN_CHUNK = 40;
const PGLITE_MAX_BATCH = 400;
const STATEMENT_BUDGET_MS = 6;
const POSTGRES_BATCH = 1_000;
/** Rows per insert statement: PGlite adapts to the budget (from 80); PostgreSQL a few ms of parameter building. */
const PGLITE_FIRST_CHUNK = 80;
const POSTGRES_CHUNK = 5_000;

/** The rows (or customers) of the next statement: fixed on PostgreSQL; on PGlite halved or doubled to keep the budget. */
function chunkerFor(inThread: boolean, first: number, fixed: number, min: number, max: number): repo.Chunker {
  let size = inThread ? first : fixed;
  return {
    size: () => size,
    took(ms) {
      if (!inThread) return;
      if (ms > STATEMENT_BUDGET_MS) size = Math.max(min, Math.floor(size / 2));
      else if (ms < STATEMENT_BUDGET_MS / 3) size = Math.min(max, size * 2);
    },
  };
}

export const JOB_BILLING_RUNS = 'billing-runs';
/** The scheduled re-run of the current and the previous month (unless final): an hourly tick, a run a day (below). */
export const BILLING_JOB_INTERVAL_MS = 60 * 60_000;

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The Korea month of a moment ("YYYY-MM"). */
export const koreaMonth = (at: Date): string => formatKoreaDate(at).slice(0, 7);

/** The first moment of a Korea month and of the next one. */
const monthMoments = (month: string): { from: Date; to: Date } => ({
  from: new Date(`${month}-01T00:00:00+09:00`),
  to: new Date(`${addMonths(month, 1)}-01T00:00:00+09:00`),
});

/**
 * Reads the adjustments a month's bill carries for a batch of customers (decision 080): an area whose records become
 * ADJUSTMENT lines (the billing disputes' accepted credits) registers its reader at start-up (`useBillingAdjustments`,
 * through the kinds' registry), so billing imports nothing of it.
 */
export type BillingAdjustmentReader = (db: DbOrTx, month: string, companyIds: number[]) => Promise<BillingAdjustment[]>;
const adjustmentReaders = new Map<string, BillingAdjustmentReader>();

/** Registers (or replaces) an area's reader of the adjustments a month bills. */
export function useBillingAdjustments(area: string, reader: BillingAdjustmentReader): void {
  adjustmentReaders.set(area, reader);
}

async function adjustmentsOf(db: DbOrTx, month: string, companyIds: number[]): Promise<BillingAdjustment[]> {
  const out: BillingAdjustment[] = [];
  for (const read of adjustmentReaders.values()) out.push(...(await read(db, month, companyIds)));
  return out;
}

type ReferenceData = Awaited<ReturnType<typeof billingReferenceData>>;

/**
 * What the run reads of the other areas for a batch of customers' month (one set-based query per area), as the inputs
 * of the calculation. The run and the fee estimate (`companyBillingInputs`) read through this one function.
 */
async function readInputs(
  db: DbOrTx,
  month: string,
  part: CustomerProfileRow[],
  ref: ReferenceData,
  read: <T>(f: () => Promise<T>) => Promise<T> = (f) => f(),
): Promise<BillingInputs> {
  const { first, last } = monthRange(month);
  const moments = monthMoments(month);
  const ids = part.map((p) => p.companyId);
  const contractProducts = await read(() => contractProductsInRange(db, first, last, ids));
  const orders = await read(() => orderBillingFacts(db, [...new Set(contractProducts.map((c) => c.orderId))]));
  const { figures: monthly, counts } = await read(() => approvedMonthlyFiguresAndCounts(db, month, ids));
  const corrections = await read(() => approvedCorrectionFigures(db, moments.from, moments.to, ids));
  const declarations = await read(() => declarationsInEffect(db, last, ids));
  const lateFees = await read(() => approvedLateFees(db, month, ids));
  const adjustments = await read(() => adjustmentsOf(db, month, ids));
  const companies = await read(() => companiesByIds(db, ids));
  return {
    month,
    profiles: part,
    companyNames: new Map(companies.map((c) => [c.id, { ko: c.companyName, en: c.companyNameEn ?? null }])),
    products: new Map(ref.products.map((p) => [p.productCode, p])),
    prices: ref.prices,
    nonDisplayFees: ref.nonDisplayFees,
    contractProducts,
    orders,
    monthly,
    counts,
    corrections,
    declarations,
    lateFees,
    adjustments,
  };
}

/**
 * The inputs the month's run would read for one company (decision 083: the fee estimate overlays a change on them and
 * computes with `computeBilling`, the run's own calculation). `companyId` null: a visitor, a customer with no contracts
 * and no reports, billed in `currency`, at the public prices. A company without a customer profile bills in KRW.
 */
export async function companyBillingInputs(
  db: DbOrTx,
  companyId: number | null,
  month: string,
  opts: { currency?: 'KRW' | 'USD' } = {},
): Promise<BillingInputs> {
  const ref = await billingReferenceData(db);
  const [profile] = companyId === null ? [] : await customerProfilesOf(db, [companyId]);
  const own: CustomerProfileRow = profile ?? {
    companyId: companyId ?? 0,
    customerCode: '',
    classification: 'DIRECT',
    customerMainCategory: '',
    customerMiddleCategory: '',
    currency: opts.currency ?? 'KRW',
    billingCycle: 'MONTHLY',
    salesRepUserId: null,
  };
  if (companyId === null)
    return {
      month,
      profiles: [own],
      companyNames: new Map(),
      products: new Map(ref.products.map((p) => [p.productCode, p])),
      prices: ref.prices,
      nonDisplayFees: ref.nonDisplayFees,
      contractProducts: [],
      orders: new Map(),
      monthly: [],
      counts: [],
      corrections: [],
      declarations: [],
    };
  return readInputs(db, month, [own], ref);
}

/** Computes a month's lines and summaries for every customer, a batch of customers at a time. */
export async function computeMonth(
  db: DbOrTx,
  month: string,
): Promise<{ lines: ComputedLine[]; summaries: ComputedSummary[]; hash: string; customers: number }> {
  const ref = await billingReferenceData(db);
  await yieldToLoop();
  const profiles = await customerProfilesOf(db);
  const inThread = repo.runsInThread(db);
  let batch = inThread ? PGLITE_FIRST_BATCH : POSTGRES_BATCH;
  const lines: ComputedLine[] = [];
  const summaries: ComputedSummary[] = [];
  const hasher = billingHasher();
  let slowest = 0;
  /** One statement: after a turn of the event loop, timed. */
  const read = async <T>(f: () => Promise<T>): Promise<T> => {
    await yieldToLoop();
    const t = performance.now();
    const result = await f();
    slowest = Math.max(slowest, performance.now() - t);
    return result;
  };
  for (let start = 0; start < profiles.length;) {
    const part = profiles.slice(start, start + batch);
    start += part.length;
    slowest = 0;
    const inputs = await readInputs(db, month, part, ref, read);
    await yieldToLoop();
    const computed = computeBilling(inputs);
    hasher.add(computed);
    lines.push(...computed.lines);
    summaries.push(...computed.summaries);
    if (inThread) {
      if (slowest > STATEMENT_BUDGET_MS) batch = Math.max(PGLITE_MIN_BATCH, Math.floor(batch / 2));
      else if (slowest < STATEMENT_BUDGET_MS / 3) batch = Math.min(PGLITE_MAX_BATCH, batch * 2);
    }
  }
  return { lines, summaries, hash: hasher.digest(), customers: new Set(lines.map((l) => l.companyId)).size };
}

/** Runs one month: UNCHANGED when the figures are those stored, DONE when they were replaced; a FINAL month refuses. */
export async function runMonth(db: Db, month: string, opts: { startedBy: number | null; now?: Date }): Promise<TBillingRunResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  try {
    if ((await repo.findMonth(db, month))?.status === 'FINAL') throw new AppError('BIL1N4091', { month });
    // Computed before the transaction: on PGlite a transaction holds every other query of the portal until it ends, so
    // only the comparison and the writes run under the month's lock.
    const computedFrom = new Date();
    let computed = await computeMonth(db, month);
    return await db.transaction(async (tx) => {
      const m = await repo.lockMonth(tx, month);
      if (m.status === 'FINAL') throw new AppError('BIL1N4091', { month });
      // Another run wrote the month while this one computed: its figures may be newer than ours, so compute again under
      // the lock (the rare path of two runs at once; the second then finds the same figures, UNCHANGED).
      if (m.runCount > 0 && m.updatedAt >= computedFrom) computed = await computeMonth(tx, month);
      const run = await repo.insertRun(tx, { month, status: 'RUNNING', startedBy: opts.startedBy, startedAt: now });
      const unchanged = m.runCount > 0 && m.linesHash === computed.hash;
      if (!unchanged) {
        const inThread = repo.runsInThread(tx);
        await repo.deleteMonthFigures(tx, month, inThread ? 20 : POSTGRES_BATCH, yieldToLoop);
        await repo.insertLines(
          tx,
          month,
          run.id,
          computed.lines,
          chunkerFor(inThread, PGLITE_FIRST_CHUNK, POSTGRES_CHUNK, PGLITE_MIN_CHUNK, 2_000),
        );
        await repo.insertSummaries(
          tx,
          month,
          run.id,
          false,
          computed.summaries,
          chunkerFor(inThread, PGLITE_FIRST_CHUNK, POSTGRES_CHUNK, PGLITE_MIN_CHUNK, 2_000),
        );
      }
      await faultPoint('billing-write');
      const status: TBillingRunStatus = unchanged ? 'UNCHANGED' : 'DONE';
      const finishedAt = new Date(now.getTime() + Math.round(performance.now() - started));
      await yieldToLoop();
      await repo.updateRun(tx, run.id, { status, finishedAt, customerCount: computed.customers, lineCount: computed.lines.length });
      await repo.updateMonth(tx, month, { lastRunId: run.id, lastRunAt: now, runCount: m.runCount + 1, linesHash: computed.hash });
      return {
        month,
        runId: run.id,
        status,
        customerCount: computed.customers,
        lineCount: computed.lines.length,
        durationMs: Math.round(performance.now() - started),
      };
    });
  } catch (err) {
    if (!(err instanceof AppError)) {
      await repo
        .insertRun(db, {
          month,
          status: 'FAILED',
          startedBy: opts.startedBy,
          startedAt: now,
          finishedAt: new Date(),
          error: String((err as Error)?.message ?? err).slice(0, 2000),
        })
        .catch(() => undefined);
    }
    throw err;
  }
}

/** The months a run request names, oldest first: one month, or from..to (at most BILLING_RUN_MAX_MONTHS, none in the future). */
export function monthsOf(req: TBillingRunRequest, now: Date): string[] {
  const [from, to] = 'month' in req ? [req.month, req.month] : [req.from, req.to];
  const span = monthsBetween(from, to);
  if (span < 0) throw new AppError('BIL1N4002');
  if (span + 1 > BILLING_RUN_MAX_MONTHS) throw new AppError('BIL1N4001', { max: BILLING_RUN_MAX_MONTHS });
  if (to > koreaMonth(now)) throw new AppError('BIL1N4003');
  return Array.from({ length: span + 1 }, (_, i) => addMonths(from, i));
}

/** Runs the months of a request in turn (each its own transaction); a final month among them refuses before any runs. */
export async function runMonths(db: Db, req: TBillingRunRequest, startedBy: number | null, now: Date) {
  const months = monthsOf(req, now);
  for (const month of months) if ((await repo.findMonth(db, month))?.status === 'FINAL') throw new AppError('BIL1N4091', { month });
  const items: TBillingRunResult[] = [];
  for (const month of months) {
    items.push(await runMonth(db, month, { startedBy, now: new Date() }));
    await yieldToLoop();
  }
  return { items };
}

/** A month whose last run is older than this is run again by the scheduled job (so the job runs it about nightly). */
export const BILLING_RERUN_AFTER_MS = 23 * 3600_000;

/**
 * The scheduled job: the current and the previous Korea month, unless final, when their last run is older than
 * BILLING_RERUN_AFTER_MS (the job ticks hourly; a run that finds the same figures rewrites nothing). Answers the months run.
 */
export async function runScheduledBilling(db: Db, now: Date): Promise<number> {
  let ran = 0;
  for (const month of [addMonths(koreaMonth(now), -1), koreaMonth(now)]) {
    const m = await repo.findMonth(db, month);
    if (m?.status === 'FINAL') continue;
    if (m?.lastRunAt && now.getTime() - m.lastRunAt.getTime() < BILLING_RERUN_AFTER_MS) continue;
    await runMonth(db, month, { startedBy: null, now });
    ran += 1;
  }
  return ran;
}

/** The signed event of each company's bill of a month made final (decision 087), in the month's transaction. */
async function publishBillsIssued(tx: DbOrTx, month: string, now: Date): Promise<void> {
  const byCompany = new Map<number, { currency: string; amount: number; lines: number }[]>();
  for (const t of await repo.companyTotals(tx, month)) byCompany.set(t.companyId, [...(byCompany.get(t.companyId) ?? []), t]);
  const issuedAt = now.toISOString();
  await publishEvents(
    tx,
    'bill.issued',
    [...byCompany].map(([companyId, totals]) => ({
      companyId,
      data: { month, issuedAt, totals: totals.map(({ currency, amount, lines }) => ({ currency, amount, lines })) },
    })),
    now,
  );
}

/** Marks a month final (irreversible): the month's status and its summaries' flag; each company's bill-issued event. */
export async function finalizeMonth(db: Db, month: string, userId: number, lang: TLanguage, now = new Date()): Promise<TBillingMonthItem> {
  await db.transaction(async (tx) => {
    const m = await repo.lockMonth(tx, month);
    if (m.status === 'FINAL') throw new AppError('BIL1N4092', { month });
    if (m.runCount === 0) throw new AppError('BIL1N4093');
    await repo.updateMonth(tx, month, { status: 'FINAL', finalAt: now, finalBy: userId });
    await repo.markSummariesFinal(tx, month);
    await publishBillsIssued(tx, month, now);
  });
  const row = (await repo.findMonth(db, month))!;
  const [item] = await presentMonths(db, [row], lang);
  return item!;
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const totalsOf = (figures: { currency: string; amount: number }[]): TCurrencyTotal[] => {
  const by = new Map<string, number>();
  for (const f of figures) by.set(f.currency, (by.get(f.currency) ?? 0) + f.amount);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => money(amount, currency));
};

const iso = (v: Date | string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

async function presentMonths(db: DbOrTx, rows: repo.BillingMonthRow[], lang: TLanguage): Promise<TBillingMonthItem[]> {
  void lang;
  const figures = await repo.monthFigures(
    db,
    rows.map((r) => r.month),
  );
  const runs = await repo.lastRunsOf(
    db,
    rows.flatMap((r) => (r.lastRunId ? [r.lastRunId] : [])),
  );
  const finalNames = new Map<number, string>();
  for (const id of new Set(rows.flatMap((r) => (r.finalBy ? [r.finalBy] : [])))) {
    const u = await findUserById(db, id);
    if (u) finalNames.set(id, displayName(u, lang));
  }
  return rows.map((r) => {
    const f = figures.filter((x) => x.month === r.month);
    return {
      month: r.month,
      status: r.status as TBillingMonthStatus,
      runCount: r.runCount,
      lastRunAt: iso(r.lastRunAt),
      lastRunStatus: r.lastRunId ? ((runs.get(r.lastRunId)?.status as TBillingRunStatus | undefined) ?? null) : null,
      finalAt: iso(r.finalAt),
      finalByName: r.finalBy ? (finalNames.get(r.finalBy) ?? null) : null,
      // Customers and lines over both currencies: a customer bills in one currency, so the counts add up.
      customerCount: f.reduce((a, x) => a + x.customers, 0),
      lineCount: f.reduce((a, x) => a + x.lines, 0),
      totals: totalsOf(f),
    };
  });
}

/** The provider's months, newest first, with status, last run, customers and totals per currency. */
export async function searchBillingMonths(
  db: Db,
  req: { pageNumber: number; pageSize: number; status?: string },
  lang: TLanguage,
): Promise<TPage<TBillingMonthItem>> {
  const { rows, total } = await repo.searchMonths(db, req.status, pageWindow(req));
  return toPage(await presentMonths(db, rows, lang), total, req);
}

/** A bill line's name in a language ("기본 이용료", "변동 이용료 (151)", "정정 (2026-03분) · 151", "이의 조정 (2026-03분)"). */
export function lineLabel(l: { lineType: string; useCategory: string | null; correctsMonth: string | null }, lang: TLanguage): string {
  const type = l.lineType as TBillingLineType;
  if (type === 'ADJUSTMENT') return `${adjustmentLineLabel(l.correctsMonth ?? '', lang)}${l.useCategory ? ` · ${l.useCategory}` : ''}`;
  if (type === 'CORRECTION') return `${correctionLineLabel(l.correctsMonth ?? '', lang)}${l.useCategory ? ` · ${l.useCategory}` : ''}`;
  if (type === 'VARIABLE') return `${BILLING_LINE_TYPE_LABELS.VARIABLE[lang]} (${l.useCategory ?? ''})`;
  if (type === 'NON_DISPLAY') {
    const purpose = l.useCategory === 'TRADING' ? { ko: '매매', en: 'trading' } : { ko: '기타', en: 'other' };
    return `${BILLING_LINE_TYPE_LABELS.NON_DISPLAY[lang]} (${purpose[lang]})`;
  }
  if (type === 'LATE_FEE')
    return `${BILLING_LINE_TYPE_LABELS.LATE_FEE[lang]} (${lang === 'ko' ? `${l.correctsMonth ?? ''}분` : `for ${l.correctsMonth ?? ''}`})`;
  return BILLING_LINE_TYPE_LABELS.BASIC[lang];
}

export async function presentLines(db: DbOrTx, month: string, rows: repo.BillingLineRow[], lang: TLanguage): Promise<TBillingLine[]> {
  const names = await repo.summaryNames(db, month, [...new Set(rows.map((r) => r.companyId))]);
  const product = new Map(names.map((n) => [`${n.companyId}|${n.productCode}`, n]));
  return rows.map((r) => {
    const n = product.get(`${r.companyId}|${r.productCode}`);
    const nonDisplay = r.productCode === NON_DISPLAY_BILLING_PRODUCT;
    return {
      lineId: r.id,
      month: r.month,
      companyId: r.companyId,
      customerCode: n?.customerCode ?? '',
      customerName: (lang === 'en' ? n?.customerNameEn : null) || n?.customerName || '',
      productCode: r.productCode,
      productName: nonDisplay
        ? NON_DISPLAY_BILLING_PRODUCT_LABEL[lang]
        : ((lang === 'en' ? n?.productNameEn : n?.productNameKo) ?? r.productCode),
      lineType: r.lineType as TBillingLineType,
      label: lineLabel(r, lang),
      useCategory: r.useCategory,
      correctsMonth: r.correctsMonth,
      currency: r.currency,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      days: r.days,
      daysInMonth: r.daysInMonth,
      amount: r.amount,
      sourceNumber: r.sourceNumber,
    };
  });
}

/** A month's lines, of one customer or of all, paged (provider). A month never run answers BIL1N4041. */
export async function searchMonthLines(
  db: Db,
  month: string,
  req: { pageNumber: number; pageSize: number; companyId?: number },
  lang: TLanguage,
): Promise<TPage<TBillingLine>> {
  if (!(await repo.findMonth(db, month))) throw new AppError('BIL1N4041');
  const { rows, total } = await repo.linesOf(db, month, req.companyId, pageWindow(req));
  return toPage(await presentLines(db, month, rows, lang), total, req);
}

/** The company's months with lines, newest first, with totals per currency and the final state (customer). */
export async function searchCompanyBilling(
  db: Db,
  companyId: number,
  req: { pageNumber: number; pageSize: number },
): Promise<TPage<TUserBillingMonthItem>> {
  const { rows, total } = await repo.companyMonths(db, companyId, pageWindow(req));
  const figures = await repo.monthFigures(
    db,
    rows.map((r) => r.month),
    companyId,
  );
  return toPage(
    rows.map((r) => {
      const f = figures.filter((x) => x.month === r.month);
      return {
        month: r.month,
        final: r.status === 'FINAL',
        lineCount: f.reduce((a, x) => a + x.lines, 0),
        productCount: f.reduce((a, x) => a + x.products, 0),
        totals: totalsOf(f),
        lastRunAt: iso(r.last_run_at),
      };
    }),
    total,
    req,
  );
}

/** A company's bill of a month: lines grouped by product, subtotals and totals per currency. No lines: an empty bill. */
export async function companyBill(db: Db, companyId: number, month: string, lang: TLanguage): Promise<TUserBillingDetail> {
  const m = await repo.findMonth(db, month);
  const { rows } = await repo.linesOf(db, month, companyId);
  const lines = await presentLines(db, month, rows, lang);
  const [company] = await companiesByIds(db, [companyId]);
  const groups = new Map<string, TBillingLine[]>();
  for (const l of lines) groups.set(l.productCode, [...(groups.get(l.productCode) ?? []), l]);
  const codeOf = company?.customerCode ?? lines[0]?.customerCode ?? '';
  return {
    month,
    final: m?.status === 'FINAL',
    lastRunAt: iso(m?.lastRunAt),
    companyName: (lang === 'en' ? company?.companyNameEn : null) || company?.companyName || '',
    customerCode: codeOf,
    products: [...groups.entries()].map(([productCode, ls]) => ({
      productCode,
      productName: ls[0]!.productName,
      lines: ls,
      subtotal: totalsOf(ls),
    })),
    totals: totalsOf(lines),
  };
}

// ---------------------------------------------------------------------------------------------------------
// What other areas read of a bill (the billing disputes, decision 080)

/** A month's state for other areas: whether its bill is issued (final) and when. Null: never run. */
export async function billingMonthState(
  db: DbOrTx,
  month: string,
): Promise<{ month: string; final: boolean; finalAt: Date | null } | null> {
  const m = await repo.findMonth(db, month);
  return m ? { month: m.month, final: m.status === 'FINAL', finalAt: m.finalAt } : null;
}

/**
 * One line of a company's bill, presented as the bill shows it, with its month's state; null when the line is missing or
 * another company's (the caller answers it as not found). `lock` holds the line's row until the transaction ends, so two
 * disputes of one line take turns.
 */
export async function companyBillLine(
  db: DbOrTx,
  companyId: number,
  lineId: number,
  lang: TLanguage,
  opts: { lock?: boolean } = {},
): Promise<{ line: TBillingLine; productNameKo: string; productNameEn: string; month: { final: boolean; finalAt: Date | null } } | null> {
  const row = await repo.findLine(db, lineId, companyId, opts);
  if (!row) return null;
  const m = await repo.findMonth(db, row.month);
  const [ko] = await presentLines(db, row.month, [row], 'ko');
  const [en] = await presentLines(db, row.month, [row], 'en');
  return {
    line: (lang === 'en' ? en : ko)!,
    productNameKo: ko!.productName,
    productNameEn: en!.productName,
    month: { final: m?.status === 'FINAL', finalAt: m?.finalAt ?? null },
  };
}

/** A company's lines of a month as the bill shows them (for what other areas show beside each line). */
export async function companyBillLines(db: DbOrTx, companyId: number, month: string, lang: TLanguage): Promise<TBillingLine[]> {
  const { rows } = await repo.linesOf(db, month, companyId);
  return presentLines(db, month, rows, lang);
}

/** The first month, from `month` on, that is not final: the bill an amount decided now is carried on. */
export async function nextOpenMonth(db: DbOrTx, month: string): Promise<string> {
  let m = month;
  for (let i = 0; i < 24; i++, m = addMonths(m, 1)) if ((await repo.findMonth(db, m))?.status !== 'FINAL') return m;
  return m;
}

/** A company's billed amount of a month in a currency (its lines as last run, VAT excluded); null when it has none. */
export async function billedSubtotal(db: DbOrTx, companyId: number, month: string, currency: string): Promise<number | null> {
  const figures = (await repo.monthFigures(db, [month], companyId)).filter((f) => f.currency === currency);
  return figures.length ? figures.reduce((a, f) => a + f.amount, 0) : null;
}

/**
 * The first bill an amount of `month` is carried on and the day it is expected to be issued (decision 083): the first
 * month from `month` on that is not final (`nextOpenMonth`: a final month is never run again), issued the day after its
 * monthly reports' window closes (the window's last day, a provider setting, of the month after), the first day its
 * variable fees are all known.
 */
export async function firstBillOf(db: DbOrTx, month: string, windowEndDay: number): Promise<{ month: string; issueDate: string }> {
  const open = await nextOpenMonth(db, month);
  const after = addMonths(open, 1);
  const day = Math.min(windowEndDay + 1, monthRange(after).days);
  return { month: open, issueDate: `${after}-${String(day).padStart(2, '0')}` };
}
