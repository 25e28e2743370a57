import {
  addMonths,
  CHARGE_HOLD,
  CHARGE_HOLD_MAX_DAYS,
  CONTRACT_ENDING_DAYS,
  DECLARED_TIER_LABELS,
  DEFAULT_STALE_DAYS,
  EXCEPTION_KIND_LABELS,
  EXCEPTION_KINDS,
  EXCHANGE_HIDDEN_KINDS,
  exceptionLink,
  formatKoreaDate,
  MISSING_REPORT_MONTHS,
  NON_DISPLAY_PURPOSE_LABELS,
  NON_DISPLAY_PURPOSES,
  purposeOfOrderUse,
  STALE_DAYS_MAX,
  STALE_DAYS_MIN,
  WORKFLOW_KINDS,
  WORKFLOWS,
  type TDeclaredTier,
  type TExceptionCounts,
  type TExceptionItem,
  type TExceptionKind,
  type TExceptionSearchResponse,
  type TExceptionSettings,
  type TExceptionViewer,
  type TLanguage,
  type TNonDisplayMismatchReason,
  type TNonDisplayPurpose,
  type TWorkflowKind,
  type WorkflowDeclaration,
  type ZExceptionSearchRequest,
  type ZNonDisplayUse,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import type { ResultCache } from '../../platform/result-cache';
import { contractProductSpans, contractsEndingBetween } from '../contracts';
import { addDays, businessNow, koreaDay } from '../../platform/clock';
import { companiesByIds, presentCompany, searchCompanies } from '../identity';
import { approvedDeclarations } from '../non-display';
import { nonDisplayUsesByOrder } from '../orders';
import { filedMonthlyPairs, filedReportProducts, reportExemptCompanyIds, windowOf, windowSettings } from '../user-reports';
import * as repo from './repo';

/**
 * The exceptions dashboard (decision 049). Four kinds are small and computed whole on each call
 * from the owning areas' set-based reads (missing reports, uncontracted products, non-display mismatches, contracts
 * ending); the fifth (stale requests) can be large and is counted and paged in the database over the partial index
 * requests_waiting_stale_idx. The list is ordered by kind (EXCEPTION_KINDS), then oldest first, so a page is cut from
 * the small kinds in memory and from the stale requests by LIMIT and OFFSET.
 */

export interface ExceptionsContext {
  db: Db;
  /** The business clock's owner (contracts' `businessNow`). */
  config: object;
  /** The answers kept in the process a few seconds (routes.ts; EXCEPTIONS_CACHE). */
  searches?: ResultCache<TExceptionSearchResponse>;
  counts?: ResultCache<TExceptionCounts>;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
/** Whole days from `from` to `to` (Korean calendar dates). */
const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));
const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

type Texts = Record<TLanguage, string>;

/** An entry before it is presented in a language. */
interface RawEntry {
  key: string;
  kind: TExceptionKind;
  companyId: number;
  documentNumber: string;
  description: Texts;
  since: string;
  days: number;
  link: Record<TExceptionViewer, string>;
}

const both = (make: (lang: TLanguage) => string): Texts => ({ ko: make('ko'), en: make('en') });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);

const TEXTS = {
  missing: {
    ko: '이 달의 사용자 리포트가 제출되지 않았습니다. 신고 기간은 {closes}에 끝났습니다.',
    en: 'No user report was filed for this month; its reporting period closed on {closes}.',
  },
  uncontracted: {
    ko: '{month} 리포트의 {rows}개 행이 그 달에 계약이 없는 상품({product})을 보고했습니다.',
    en: 'The {month} report has {rows} row(s) for {product}, which the customer had no contract for that month.',
  },
  TIER_WITHOUT_USE: {
    ko: '{purpose} 용도에 구간({tier})이 신고되었지만 주문서 {order}에는 이 용도의 비조회형 이용이 없습니다.',
    en: 'The {purpose} purpose has a tier ({tier}) but order form {order} declares no such non-display use.',
  },
  USE_WITHOUT_TIER: {
    ko: '주문서 {order}는 {purpose} 용도의 비조회형 이용을 신고했지만 신고서에는 이 용도의 구간이 없습니다.',
    en: 'Order form {order} declares {purpose} non-display use but the declaration gives that purpose no tier.',
  },
  LONG_CHARGE_HOLD: {
    ko: '{purpose} 용도의 과금 유예가 적용 시작일 {date}부터 {days}일째 이어지고 있습니다(기준 {max}일).',
    en: 'The {purpose} purpose has been on charge hold for {days} days since {date} (limit {max} days).',
  },
  scheduled: {
    ko: '{name} 계약이 {date}에 해지될 예정입니다.',
    en: '{name} is scheduled to end on {date}.',
  },
  lastProduct: {
    ko: '{name} 계약의 마지막 상품 이용 기간이 {date}에 끝납니다.',
    en: 'The last product of {name} ends on {date}.',
  },
  stale: {
    ko: '{title}: {state} 상태에서 {days}일째 {party}의 처리를 기다리고 있습니다.',
    en: '{title}: waiting on the {party} in “{state}” for {days} days.',
  },
  party: {
    provider: { ko: '정보 제공사', en: 'provider' },
    exchange: { ko: '거래소', en: 'exchange' },
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// The setting

export async function staleDaysSetting(db: DbOrTx): Promise<number> {
  const raw = await repo.readSetting(db, repo.STALE_DAYS_SETTING);
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= STALE_DAYS_MIN && n <= STALE_DAYS_MAX ? n : DEFAULT_STALE_DAYS;
}

export async function updateExceptionSettings(db: Db, body: { staleDays: number }, now: Date): Promise<TExceptionSettings> {
  if (!Number.isInteger(body.staleDays) || body.staleDays < STALE_DAYS_MIN || body.staleDays > STALE_DAYS_MAX)
    throw new AppError('EXC1N4001');
  await repo.writeSetting(db, repo.STALE_DAYS_SETTING, String(body.staleDays), now);
  return { staleDays: body.staleDays };
}

// ---------------------------------------------------------------------------------------------------------
// The four small kinds

/** The months a company is under contract (a product in effect on some day of the month), as "companyId:YYYY-MM". */
function contractedMonths(spans: { companyId: number; effectiveFrom: string; effectiveTo: string | null }[], months: string[]) {
  const out = new Set<string>();
  for (const s of spans)
    for (const m of months)
      if (s.effectiveFrom <= lastDayOf(m) && (s.effectiveTo === null || s.effectiveTo >= `${m}-01`)) out.add(`${s.companyId}:${m}`);
  return out;
}

async function missingReports(db: DbOrTx, today: string): Promise<RawEntry[]> {
  const w = await windowSettings(db);
  const thisMonth = today.slice(0, 7);
  // The last complete months whose reporting window has closed.
  const months: string[] = [];
  for (let back = 1; back <= MISSING_REPORT_MONTHS; back++) {
    const m = addMonths(thisMonth, -back);
    if (windowOf(m, w).closes < today) months.push(m);
  }
  if (!months.length) return [];
  const from = months[months.length - 1]!;
  const to = months[0]!;
  const [spans, filed, exempt] = await Promise.all([
    contractProductSpans(db, `${from}-01`, lastDayOf(to)),
    filedMonthlyPairs(db, from, to),
    reportExemptCompanyIds(db),
  ]);
  const filedKeys = new Set(filed.map((f) => `${f.companyId}:${f.reportMonth}`));
  const out: RawEntry[] = [];
  for (const key of contractedMonths(spans, months)) {
    if (filedKeys.has(key)) continue;
    const [companyText, month] = key.split(':') as [string, string];
    const companyId = Number(companyText);
    if (exempt.has(companyId)) continue;
    const closes = windowOf(month, w).closes;
    out.push({
      key: `MISSING_REPORT:${companyId}:${month}`,
      kind: 'MISSING_REPORT',
      companyId,
      documentNumber: month,
      description: both((l) => fill(TEXTS.missing[l], { month, closes })),
      since: closes,
      days: daysBetween(closes, today),
      link: {
        provider: exceptionLink('provider', { kind: 'calendar', companyId }),
        exchange: exceptionLink('exchange', { kind: 'calendar', companyId }),
      },
    });
  }
  return out;
}

async function uncontractedProducts(db: DbOrTx, today: string): Promise<RawEntry[]> {
  const to = today.slice(0, 7);
  const from = addMonths(to, -MISSING_REPORT_MONTHS);
  const reported = await filedReportProducts(db, from, to);
  const spans = reported.length ? await contractProductSpans(db, `${from}-01`, lastDayOf(to)) : [];
  if (!reported.length) return [];
  const byCompanyProduct = new Map<string, { effectiveFrom: string; effectiveTo: string | null }[]>();
  for (const s of spans) {
    const k = `${s.companyId}:${s.productCode}`;
    byCompanyProduct.set(k, [...(byCompanyProduct.get(k) ?? []), s]);
  }
  const out: RawEntry[] = [];
  for (const r of reported) {
    const first = `${r.reportMonth}-01`;
    const last = lastDayOf(r.reportMonth);
    const contracted = (byCompanyProduct.get(`${r.companyId}:${r.productCode}`) ?? []).some(
      (s) => s.effectiveFrom <= last && (s.effectiveTo === null || s.effectiveTo >= first),
    );
    if (contracted) continue;
    const since = r.submittedAt ? formatKoreaDate(r.submittedAt) : first;
    out.push({
      key: `UNCONTRACTED_PRODUCT:${r.requestId}:${r.productCode}`,
      kind: 'UNCONTRACTED_PRODUCT',
      companyId: r.companyId,
      documentNumber: r.number,
      description: both((l) => fill(TEXTS.uncontracted[l], { month: r.reportMonth, rows: r.rowCount, product: r.productCode })),
      since,
      days: daysBetween(since, today),
      link: {
        provider: exceptionLink('provider', { kind: 'request', requestKind: 'userReport', requestId: r.requestId }),
        exchange: exceptionLink('exchange', { kind: 'request', requestKind: 'userReport', requestId: r.requestId }),
      },
    });
  }
  return out;
}

async function nonDisplayMismatches(db: DbOrTx, today: string): Promise<RawEntry[]> {
  const declarations = await approvedDeclarations(db);
  if (!declarations.length) return [];
  const uses = await nonDisplayUsesByOrder(
    db,
    declarations.map((d) => d.orderId),
  );
  const out: RawEntry[] = [];
  for (const d of declarations) {
    const ordered = new Set((uses.get(d.orderId) ?? []).map((u) => purposeOfOrderUse(u as z.infer<typeof ZNonDisplayUse>)));
    const approved = d.approvedAt ? formatKoreaDate(d.approvedAt) : (d.effectiveDate ?? today);
    const push = (
      purpose: TNonDisplayPurpose,
      reason: TNonDisplayMismatchReason,
      since: string,
      values: (lang: TLanguage) => Record<string, string | number>,
    ) =>
      out.push({
        key: `NON_DISPLAY_MISMATCH:${d.requestId}:${purpose}:${reason}`,
        kind: 'NON_DISPLAY_MISMATCH',
        companyId: d.companyId,
        documentNumber: d.number,
        description: both((l) =>
          fill(TEXTS[reason][l], { purpose: NON_DISPLAY_PURPOSE_LABELS[purpose][l], order: d.orderNumber, ...values(l) }),
        ),
        since,
        days: daysBetween(since, today),
        link: {
          provider: exceptionLink('provider', { kind: 'request', requestKind: 'nonDisplay', requestId: d.requestId }),
          exchange: exceptionLink('exchange', { kind: 'request', requestKind: 'nonDisplay', requestId: d.requestId }),
        },
      });
    for (const purpose of NON_DISPLAY_PURPOSES) {
      const tier = (d.use === 'USE' ? (purpose === 'TRADING' ? d.tradingTier : d.otherTier) : null) as TDeclaredTier | null;
      if (tier && !ordered.has(purpose))
        push(purpose, 'TIER_WITHOUT_USE', approved, (l) => ({ tier: DECLARED_TIER_LABELS[tier]?.[l] ?? tier }));
      else if (!tier && ordered.has(purpose)) push(purpose, 'USE_WITHOUT_TIER', approved, () => ({}));
      if (tier === CHARGE_HOLD && d.effectiveDate) {
        const held = daysBetween(d.effectiveDate, today);
        if (held > CHARGE_HOLD_MAX_DAYS)
          push(purpose, 'LONG_CHARGE_HOLD', addDays(d.effectiveDate, CHARGE_HOLD_MAX_DAYS + 1), () => ({
            date: d.effectiveDate!,
            days: held,
            max: CHARGE_HOLD_MAX_DAYS,
          }));
      }
    }
  }
  return out;
}

async function contractsEnding(db: DbOrTx, today: string): Promise<RawEntry[]> {
  const rows = await contractsEndingBetween(db, today, addDays(today, CONTRACT_ENDING_DAYS));
  return rows.map((c) => ({
    key: `CONTRACT_ENDING:${c.id}`,
    kind: 'CONTRACT_ENDING' as const,
    companyId: c.companyId,
    documentNumber: c.number,
    description: {
      ko: fill(c.scheduled ? TEXTS.scheduled.ko : TEXTS.lastProduct.ko, { name: c.nameKo, date: c.endDate }),
      en: fill(c.scheduled ? TEXTS.scheduled.en : TEXTS.lastProduct.en, { name: c.nameEn, date: c.endDate }),
    },
    since: c.endDate,
    days: daysBetween(c.endDate, today),
    link: {
      provider: exceptionLink('provider', { kind: 'contract', companyId: c.companyId, contractId: c.id }),
      exchange: exceptionLink('exchange', { kind: 'contract', companyId: c.companyId, contractId: c.id }),
    },
  }));
}

async function smallKinds(db: DbOrTx, today: string): Promise<RawEntry[]> {
  // In parallel: on PostgreSQL each read takes a connection of the pool (PGlite runs them in turn).
  const parts = await Promise.all([
    missingReports(db, today),
    uncontractedProducts(db, today),
    nonDisplayMismatches(db, today),
    contractsEnding(db, today),
  ]);
  const order = (k: TExceptionKind) => EXCEPTION_KINDS.indexOf(k);
  return parts.flat().sort((a, b) => order(a.kind) - order(b.kind) || a.since.localeCompare(b.since) || a.key.localeCompare(b.key));
}

// ---------------------------------------------------------------------------------------------------------
// Stale requests

const declarationOf = (kind: string): WorkflowDeclaration | undefined =>
  (WORKFLOW_KINDS as string[]).includes(kind) ? (WORKFLOWS[kind as TWorkflowKind] as WorkflowDeclaration) : undefined;

/** "User report · Monthly report 2026-10"; the title alone when it names its kind already ("New order form"). */
const titleWithKind = (kind: string, title: string) => (title.toLowerCase().includes(kind.toLowerCase()) ? title : `${kind} · ${title}`);

function staleEntry(r: repo.StaleRow, now: Date): RawEntry {
  const decl = declarationOf(r.kind);
  const since = formatKoreaDate(r.stateSince);
  const days = Math.max(0, Math.floor((now.getTime() - r.stateSince.getTime()) / DAY_MS));
  const party = r.waitingOn === 'exchange' ? 'exchange' : 'provider';
  const stateLabel =
    decl && Object.prototype.hasOwnProperty.call(decl.states, r.state) ? decl.states[r.state]!.label : { ko: r.state, en: r.state };
  const kindLabel = decl?.label ?? { ko: r.kind, en: r.kind };
  const requestKind = (decl ? r.kind : 'order') as TWorkflowKind;
  return {
    key: `STALE_REQUEST:${r.id}`,
    kind: 'STALE_REQUEST',
    companyId: r.companyId,
    documentNumber: r.number,
    description: both((l) =>
      fill(TEXTS.stale[l], {
        title: titleWithKind(kindLabel[l], (l === 'en' ? (r.titleEn ?? r.title) : r.title) || r.number),
        state: stateLabel[l],
        days,
        party: TEXTS.party[party][l],
      }),
    ),
    since,
    days,
    link: {
      provider: exceptionLink('provider', { kind: 'request', requestKind, requestId: r.id }),
      exchange: exceptionLink('exchange', { kind: 'request', requestKind, requestId: r.id }),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The calls

type SearchRequest = z.infer<typeof ZExceptionSearchRequest>;

async function companyNames(db: DbOrTx, ids: number[], lang: TLanguage): Promise<Map<number, { shown: string; ko: string; en: string }>> {
  const rows = await companiesByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((c) => [c.id, { shown: presentCompany(c, lang).companyName, ko: c.companyName, en: c.companyNameEn ?? c.companyName }]),
  );
}

function present(e: RawEntry, viewer: TExceptionViewer, names: Map<number, { shown: string }>, lang: TLanguage): TExceptionItem {
  return {
    key: e.key,
    kind: e.kind,
    kindLabel: EXCEPTION_KIND_LABELS[e.kind][lang],
    companyId: e.companyId,
    companyName: names.get(e.companyId)?.shown ?? '',
    documentNumber: e.documentNumber,
    description: e.description[lang],
    since: e.since,
    days: e.days,
    link: e.link[viewer],
  };
}

async function textFilter(db: DbOrTx, text: string | undefined) {
  if (!text) return undefined;
  const companies = await searchCompanies(db, { companyName: text });
  return { pattern: text, companyIds: companies.map((c) => c.id) };
}

/** The entries of a viewer, filtered and paged, with the counts per kind and per customer under the same filters. */
export async function searchExceptions(
  c: ExceptionsContext,
  viewer: TExceptionViewer,
  req: SearchRequest,
  lang: TLanguage,
): Promise<TExceptionSearchResponse> {
  if (c.searches) return c.searches.through(JSON.stringify([viewer, lang, req]), () => readExceptions(c, viewer, req, lang));
  return readExceptions(c, viewer, req, lang);
}

async function readExceptions(
  c: ExceptionsContext,
  viewer: TExceptionViewer,
  req: SearchRequest,
  lang: TLanguage,
): Promise<TExceptionSearchResponse> {
  const now = businessNow(c.config);
  const today = koreaDay(now);
  const text = req.searchText?.trim() || undefined;
  // In parallel where one read does not need another (on PostgreSQL each takes a connection of the pool).
  const [staleDays, all, textMatch] = await Promise.all([staleDaysSetting(c.db), smallKinds(c.db, today), textFilter(c.db, text)]);
  const staleFilter: repo.StaleFilter = {
    before: new Date(now.getTime() - staleDays * DAY_MS),
    companyId: req.companyId,
    text: textMatch,
    hiddenKinds: viewer === 'exchange' ? EXCHANGE_HIDDEN_KINDS : undefined,
  };
  // One grouped read gives the customer choices and the count of the stale requests (the chosen customer's, or the sum).
  const [names, staleCompanies] = await Promise.all([
    companyNames(
      c.db,
      all.map((e) => e.companyId),
      lang,
    ),
    repo.staleByCompany(c.db, { ...staleFilter, companyId: undefined }),
  ]);
  const needle = text?.toLowerCase();
  const matchesText = (e: RawEntry) => {
    if (!needle) return true;
    const n = names.get(e.companyId);
    return [e.documentNumber, e.description.ko, e.description.en, n?.ko ?? '', n?.en ?? ''].some((s) => s.toLowerCase().includes(needle));
  };
  const small = all.filter((e) => (req.companyId === undefined || e.companyId === req.companyId) && matchesText(e));
  const staleCount =
    req.companyId === undefined
      ? staleCompanies.reduce((n, s) => n + s.count, 0)
      : (staleCompanies.find((s) => s.companyId === req.companyId)?.count ?? 0);

  const kinds = EXCEPTION_KINDS.map((kind) => ({
    kind,
    label: EXCEPTION_KIND_LABELS[kind][lang],
    count: kind === 'STALE_REQUEST' ? staleCount : small.filter((e) => e.kind === kind).length,
  }));

  // The page: the small kinds' entries (kind order, oldest first), then the stale requests from the database.
  const shownSmall = req.kind ? small.filter((e) => e.kind === req.kind) : small;
  const withStale = !req.kind || req.kind === 'STALE_REQUEST';
  const { limit, offset } = pageWindow(req);
  const pageSmall = shownSmall.slice(offset, offset + limit);
  const staleOffset = Math.max(0, offset - shownSmall.length);
  const staleLimit = limit - pageSmall.length;
  const staleRows = withStale && staleLimit > 0 ? await repo.staleRows(c.db, staleFilter, staleLimit, staleOffset) : [];
  const entries = [...pageSmall, ...staleRows.map((r) => staleEntry(r, now))];
  const staleNames = await companyNames(
    c.db,
    [...staleRows.map((r) => r.companyId), ...staleCompanies.map((s) => s.companyId)].filter((id) => !names.has(id)),
    lang,
  );
  for (const [id, n] of staleNames) names.set(id, n);

  const perCompany = new Map<number, number>();
  // The customer choices keep every customer of the text filter (not narrowed by the chosen customer).
  for (const e of all.filter((e) => !needle || matchesText(e))) perCompany.set(e.companyId, (perCompany.get(e.companyId) ?? 0) + 1);
  for (const s of staleCompanies) perCompany.set(s.companyId, (perCompany.get(s.companyId) ?? 0) + s.count);

  return {
    items: entries.map((e) => present(e, viewer, names, lang)),
    totalCount: shownSmall.length + (withStale ? staleCount : 0),
    pageNumber: req.pageNumber,
    pageSize: req.pageSize,
    kinds,
    companies: [...perCompany]
      .map(([companyId, count]) => ({ companyId, companyName: names.get(companyId)?.shown ?? '', count }))
      .sort((a, b) => b.count - a.count || a.companyName.localeCompare(b.companyName)),
    staleDays,
    today,
  };
}

/** The counts per kind for the staff home (every kind, zero included). */
export async function exceptionCounts(c: ExceptionsContext, lang: TLanguage): Promise<TExceptionCounts> {
  if (c.counts) return c.counts.through(lang, () => readCounts(c, lang));
  return readCounts(c, lang);
}

async function readCounts(c: ExceptionsContext, lang: TLanguage): Promise<TExceptionCounts> {
  const now = businessNow(c.config);
  const today = koreaDay(now);
  const staleDays = await staleDaysSetting(c.db);
  const [all, stale] = await Promise.all([
    smallKinds(c.db, today),
    repo.countStale(c.db, { before: new Date(now.getTime() - staleDays * DAY_MS) }),
  ]);
  const kinds = EXCEPTION_KINDS.map((kind) => ({
    kind,
    label: EXCEPTION_KIND_LABELS[kind][lang],
    count: kind === 'STALE_REQUEST' ? stale : all.filter((e) => e.kind === kind).length,
  }));
  return { total: kinds.reduce((n, k) => n + k.count, 0), kinds, staleDays };
}
