import {
  correctableUntil,
  ENTITLEMENT_COLUMN_KEYS,
  ENTITLEMENT_COUNTING_RULE,
  ENTITLEMENT_COUNTING_RULES,
  entitlementColumnLabel,
  entitlementIssueText,
  errorMessage,
  isCorrectable,
  labelOf,
  mappingIssue,
  periodIssue,
  periodMonths,
  ROLE,
  USE_CATEGORY_LABELS,
  type TEntitlementColumnKey,
  type TEntitlementCountingRule,
  type TEntitlementMapping,
  type TEntitlementRow,
  type TEntitlementMappingAnswer,
  type TErrorCode,
  type TLanguage,
  type TReconciliationCorrections,
  type TReconciliationDetail,
  type TReconciliationDifferences,
  type TReconciliationListItem,
  type TReconciliationNet,
  type TReconciliationSearchResponse,
  type TReconciliationState,
  type TReconciliationUsers,
  type TReconciliationReportedOnly,
  type TReportColumnKey,
  type TUserReportDraftRow,
  type ZReconciliationActionRequest,
  type ZReconciliationCorrectionsRequest,
  type ZReconciliationDifferencesQuery,
  type ZReconciliationSearchRequest,
  type ZReconciliationUsersQuery,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import { businessNow, koreaDay } from '../../platform/clock';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import {
  actorOf,
  defineKind,
  type KindContext,
  type KindRecord,
  type TransitionContext,
  type WorkflowEngine,
} from '../../platform/workflow';
import { productsByCodes } from '../catalogue';
import type { StagedFile } from '../files';
import { companiesByIds, displayName, presentCompany, userNamesByIds } from '../identity';
import {
  createReportRecord,
  filedMonthFigures,
  productCodeSet,
  reportActor,
  reportRowCells,
  reportSheet,
  reportSubscriberIds,
  reportSubscribers,
  type ReportsContext,
} from '../user-reports';
import { chunksOf, compare, pairKey, splitPair, type Comparison } from './compare';
import * as repo from './repo';
import type { ReconciliationRow } from './repo';

/**
 * Entitlement reconciliations (issue 25 section 1; decision 079): a request of kind `reconciliation` on the engine. The
 * member uploads the company's entitlement extract for a period (read by the user reports' reader threads, through the
 * company's column mapping when asked); the comparison (compare.ts) is stored as the request's current result, each
 * upload a version. The clearance of a period (section 2) reads an accepted reconciliation through this area's face
 * (`acceptedReconciliation`).
 */

const KIND = 'reconciliation' as const;
export type ReconciliationsContext = KindContext;
export type ReconciliationRecord = KindRecord<ReconciliationRow>;

const EXCHANGE_REVIEWER = ROLE.exchangeReviewer;

/** Whether the caller reads every company's reconciliations: provider staff and the exchange's reviewer. */
const seesEveryCompany = (auth: AuthContext) => isProvider(auth) || auth.roles.includes(EXCHANGE_REVIEWER);

// ---------------------------------------------------------------------------------------------------------
// Reading and comparing a file

/** A read extract: its clean rows and what the result keeps of its file. */
export interface ReadExtract {
  rows: TEntitlementRow[];
  rowCount: number;
  fileName: string;
  fileSize: number;
  fileHash: string;
  usedMapping: boolean;
}

interface ComputedResult extends Omit<ReadExtract, 'rows'> {
  comparison: Comparison;
}

async function mappingOf(db: DbOrTx, companyId: number): Promise<TEntitlementMapping> {
  const saved = await repo.findMapping(db, companyId);
  if (!saved) throw new AppError('REC1N4009');
  return saved.mapping as TEntitlementMapping;
}

/**
 * Reads the staged extract (the report reader: its threads, limits and refusals). A refused file or mapping throws its
 * code; wrong cells throw REC1N4008 with the first few named.
 */
async function readExtract(db: DbOrTx, companyId: number, staged: StagedFile, useMapping: boolean, lang: TLanguage): Promise<ReadExtract> {
  const mapping = useMapping ? await mappingOf(db, companyId) : undefined;
  const productCodes = await productCodeSet(db);
  const read = await reportSheet.readEntitlementFile(staged.tempPath, staged.originalName, { productCodes, mapping, companyId });
  if (read.fileError) {
    const params = { ...read.fileError.params };
    // The mapped column is named in the request's language.
    if (read.fileError.code === 'REC1N4007' && typeof params.column === 'string')
      params.column = entitlementColumnLabel(params.column as TEntitlementColumnKey, lang);
    throw new AppError(read.fileError.code as TErrorCode, params);
  }
  if (read.issueCount) {
    const shown = read.issues
      .slice(0, 5)
      .map((i) => entitlementIssueText(i, lang))
      .join('; ');
    throw new AppError('REC1N4008', { count: read.issueCount.toLocaleString('en-US'), issues: shown });
  }
  return {
    rows: read.rows,
    rowCount: read.rowCount,
    fileName: staged.originalName.slice(0, 255),
    fileSize: staged.size,
    fileHash: staged.sha256,
    usedMapping: useMapping,
  };
}

/** Compares a read extract with the company's filed reports of the period. */
async function compareExtract(
  db: DbOrTx,
  companyId: number,
  fromMonth: string,
  toMonth: string,
  extract: ReadExtract,
): Promise<ComputedResult> {
  const filed = await filedMonthFigures(db, companyId, fromMonth, toMonth);
  const { rows, ...file } = extract;
  return { ...file, comparison: await compare(rows, fromMonth, toMonth, filed) };
}

const isStaged = (source: StagedFile | ReadExtract): source is StagedFile => 'tempPath' in source;

const resultFields = (r: ComputedResult) => ({
  fileName: r.fileName,
  fileSize: r.fileSize,
  fileHash: r.fileHash,
  usedMapping: r.usedMapping,
  rowCount: r.rowCount,
  months: r.comparison.months,
  differenceCount: r.comparison.differenceCount,
  surplus: r.comparison.surplus,
  shortfall: r.comparison.shortfall,
});

async function storeResult(tx: DbOrTx, requestId: number, r: ComputedResult, monthCount: number): Promise<void> {
  const cells = r.comparison.cells.map((c) => ({ requestId, ...c }));
  const chunks: repo.UsersChunkRow[] = [];
  for (const [key, list] of r.comparison.users) {
    const [productCode, useCategory] = splitPair(key);
    chunksOf(list, monthCount).forEach((chunk, chunkNo) => chunks.push({ requestId, productCode, useCategory, chunkNo, ...chunk }));
  }
  await repo.replaceResult(tx, requestId, cells, chunks);
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

async function productNames(db: DbOrTx, codes: string[], lang: TLanguage): Promise<Map<string, string>> {
  const rows = await productsByCodes(db, [...new Set(codes)]);
  return new Map(rows.map((p) => [p.productCode, (lang === 'en' ? p.nameEn : p.nameKo) ?? p.productCode]));
}

export async function presentReconciliations(db: DbOrTx, rows: ReconciliationRow[], lang: TLanguage): Promise<TReconciliationListItem[]> {
  if (!rows.length) return [];
  const [companies, people] = await Promise.all([
    companiesByIds(db, [...new Set(rows.map((r) => r.companyId))]).then((cs) => new Map(cs.map((c) => [c.id, c]))),
    userNamesByIds(db, [...new Set(rows.map((r) => r.createdBy))]).then((us) => new Map(us.map((u) => [u.id, displayName(u, lang)]))),
  ]);
  return rows.map((r) => {
    const company = companies.get(r.companyId);
    return {
      reconciliationId: r.requestId,
      number: r.number,
      state: r.state as TReconciliationState,
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : '',
      fromMonth: r.fromMonth,
      toMonth: r.toMonth,
      fileName: r.fileName,
      rowCount: r.rowCount,
      differenceCount: r.differenceCount,
      shortfall: r.shortfall,
      surplus: r.surplus,
      createdByName: people.get(r.createdBy) ?? '',
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

const useCategoryName = (code: string, lang: TLanguage) => labelOf(USE_CATEGORY_LABELS, code, lang);

/** The nets per product and use category, and the months outside the correction window with a difference. */
function netsOf(cells: repo.CellRow[], names: Map<string, string>, lang: TLanguage): TReconciliationNet[] {
  const nets = new Map<string, TReconciliationNet>();
  for (const c of cells) {
    const key = pairKey(c.productCode, c.useCategory);
    let net = nets.get(key);
    if (!net) {
      net = {
        productCode: c.productCode,
        productName: names.get(c.productCode) ?? c.productCode,
        useCategory: c.useCategory,
        useCategoryName: useCategoryName(c.useCategory, lang),
        entitled: 0,
        reported: 0,
        surplus: 0,
        shortfall: 0,
        net: 0,
      };
      nets.set(key, net);
    }
    net.entitled += c.entitled;
    net.reported += c.reported;
    if (c.difference > 0) net.surplus += c.difference;
    else net.shortfall -= c.difference;
    net.net = net.surplus - net.shortfall;
  }
  return [...nets.values()].sort((a, b) => a.productCode.localeCompare(b.productCode) || a.useCategory.localeCompare(b.useCategory));
}

/** The months with a difference that can no longer be corrected on the Korean day `today`: for the clearance. */
const settlementMonthsOf = (cells: repo.CellRow[], today: string): string[] =>
  [...new Set(cells.filter((c) => c.difference !== 0 && !isCorrectable(c.month, today)).map((c) => c.month))].sort();

const isMemberOf = (auth: AuthContext, companyId: number) => auth.roles.includes(ROLE.customer) && auth.companyId === companyId;

export async function reconciliationDetail(
  c: ReconciliationsContext,
  { request, row }: ReconciliationRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TReconciliationDetail> {
  const db = c.db;
  const today = koreaDay(businessNow(c.config));
  const [item] = await presentReconciliations(db, [row], lang);
  const cells = await repo.cellsOf(db, row.requestId);
  const names = await productNames(
    db,
    cells.map((x) => x.productCode),
    lang,
  );
  const acceptedBy = row.acceptedBy ? (await userNamesByIds(db, [row.acceptedBy]))[0] : undefined;
  const actor = actorOf(auth);
  const settlementMonths = settlementMonthsOf(cells, today);
  const editable = c.workflow.mayEdit(KIND, request, actor);
  const rule = (row.countingRule in ENTITLEMENT_COUNTING_RULES ? row.countingRule : ENTITLEMENT_COUNTING_RULE) as TEntitlementCountingRule;
  return {
    ...item!,
    countingRule: rule,
    countingRuleText: ENTITLEMENT_COUNTING_RULES[rule][lang],
    fileSize: row.fileSize,
    usedMapping: row.usedMapping,
    resultNo: row.resultNo,
    months: row.months.map((m) => ({
      ...m,
      correctable: isCorrectable(m.month, today),
      correctableUntil: correctableUntil(m.month),
      difference: m.reported - m.entitled,
    })),
    nets: netsOf(cells, names, lang),
    settlementMonths,
    returnReason: row.returnReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedByName: acceptedBy ? displayName(acceptedBy, lang) : null,
    createdAt: row.createdAt.toISOString(),
    allowedActions: c.workflow.allowed(KIND, request, actor),
    mayEdit: editable,
    mayDraftCorrections:
      isMemberOf(auth, row.companyId) &&
      (row.state === 'DRAFT' || row.state === 'RETURNED' || row.state === 'SUBMITTED' || row.state === 'ACCEPTED'),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `reconciliation` kind

/** The content of a version: the period, the result's file and its totals. */
async function reconciliationContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findReconciliation(tx, requestId);
  if (!row) return {};
  return {
    fromMonth: row.fromMonth,
    toMonth: row.toMonth,
    countingRule: row.countingRule,
    resultNo: row.resultNo,
    fileName: row.fileName,
    fileHash: row.fileHash,
    rowCount: row.rowCount,
    differenceCount: row.differenceCount,
    surplus: row.surplus,
    shortfall: row.shortfall,
  };
}

async function onReconciliationTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  const patch: Partial<repo.NewReconciliationRow> = {};
  if (ctx.action === 'submit') Object.assign(patch, { submittedAt: now, returnReason: null });
  if (ctx.action === 'return') patch.returnReason = ctx.reason;
  if (ctx.action === 'accept') Object.assign(patch, { acceptedAt: now, acceptedBy: ctx.actor.userId });
  if (Object.keys(patch).length) await repo.updateReconciliation(tx, request.id, patch);
}

/** The `reconciliation` kind: numbered RC-YYYY-NNNNNN, its row in `reconciliations`. */
export const RECONCILIATION_KIND = defineKind({
  kind: KIND,
  prefix: 'RC',
  read: repo.findReconciliation,
  content: reconciliationContent,
  copy: repo.STATE_COPY,
  onTransition: onReconciliationTransition,
});

export const registerReconciliationKind = (engine: WorkflowEngine): void => engine.register(RECONCILIATION_KIND);

// ---------------------------------------------------------------------------------------------------------
// Calls

/** The period's rule, checked before the file is read. */
export function checkPeriod(c: ReconciliationsContext, fromMonth: string, toMonth: string): void {
  const issue = periodIssue(fromMonth, toMonth, koreaDay(businessNow(c.config)));
  if (issue) throw new AppError(issue);
}

/** The company a member uploads for: their own (the guard lets only members write). */
function memberCompany(auth: AuthContext): number {
  if (!auth.roles.includes(ROLE.customer) || auth.companyId <= 0) throw new AppError('REC1N4031');
  return auth.companyId;
}

export async function createReconciliationRecord(
  c: ReconciliationsContext,
  auth: AuthContext,
  q: { fromMonth: string; toMonth: string; useMapping: boolean },
  source: StagedFile | ReadExtract,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<ReconciliationRecord> {
  const now = opts.now ?? businessNow(c.config);
  const companyId = memberCompany(auth);
  checkPeriod(c, q.fromMonth, q.toMonth);
  // The demo world hands its extract already read (seed/reconciliations.ts); a call always a staged file.
  const extract = isStaged(source) ? await readExtract(c.db, companyId, source, q.useMapping, lang) : source;
  const result = await compareExtract(c.db, companyId, q.fromMonth, q.toMonth, extract);
  const monthCount = periodMonths(q.fromMonth, q.toMonth).length;
  return c.db.transaction(async (tx) => {
    const title = { ko: `권한 대사 ${q.fromMonth}~${q.toMonth}`, en: `Entitlement reconciliation ${q.fromMonth} to ${q.toMonth}` };
    return c.workflow.createRecord(
      tx,
      RECONCILIATION_KIND,
      { companyId, title, actor: actorOf(auth), assignedUserId: null, now },
      async (header) => {
        const row = await repo.insertReconciliation(tx, {
          ...header,
          companyId,
          fromMonth: q.fromMonth,
          toMonth: q.toMonth,
          countingRule: ENTITLEMENT_COUNTING_RULE,
          resultNo: 1,
          ...resultFields(result),
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
          seedKey: opts.seedKey ?? null,
        });
        await storeResult(tx, header.requestId, result, monthCount);
        return row;
      },
    );
  });
}

/** A re-upload into the draft (or a returned one): a new result, a new version. */
export async function uploadReconciliationFile(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  q: { version: number; useMapping: boolean },
  staged: StagedFile,
  lang: TLanguage,
): Promise<ReconciliationRecord> {
  const actor = actorOf(auth);
  const { request, row } = await c.workflow.loadRecord(c.db, RECONCILIATION_KIND, id, actor);
  if (!c.workflow.mayEdit(KIND, request, actor)) throw new AppError('WFL1N4032');
  if (request.version !== q.version) throw new AppError('WFL1N4091');
  const extract = await readExtract(c.db, row.companyId, staged, q.useMapping, lang);
  const result = await compareExtract(c.db, row.companyId, row.fromMonth, row.toMonth, extract);
  const monthCount = periodMonths(row.fromMonth, row.toMonth).length;
  const now = businessNow(c.config);
  return c.workflow.editRecord(
    c.db,
    RECONCILIATION_KIND,
    { requestId: id, version: q.version, actor, now },
    async ({ tx, row: current }) => {
      await repo.updateReconciliation(tx, id, { ...resultFields(result), resultNo: current.resultNo + 1 });
      await storeResult(tx, id, result, monthCount);
      return true;
    },
  );
}

export async function actOnReconciliationRecord(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZReconciliationActionRequest>,
): Promise<ReconciliationRecord> {
  return c.workflow.act(c.db, RECONCILIATION_KIND, {
    requestId: id,
    action,
    body: { ...body, memo: null },
    actor: actorOf(auth),
    now: businessNow(c.config),
  });
}

export async function searchReconciliations(
  c: ReconciliationsContext,
  auth: AuthContext,
  req: z.output<typeof ZReconciliationSearchRequest>,
  lang: TLanguage,
): Promise<TReconciliationSearchResponse> {
  if (req.fromMonth && req.toMonth && req.fromMonth > req.toMonth) throw new AppError('REC1N4002');
  const companyId = seesEveryCompany(auth) ? req.companyId : auth.companyId;
  const { rows, total } = await repo.searchReconciliations(
    c.db,
    { companyId, state: req.state, fromMonth: req.fromMonth, toMonth: req.toMonth, searchText: req.searchText },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentReconciliations(c.db, rows, lang), total, req);
}

/** A reconciliation the caller may see (another company's answers 404 like a missing one). */
async function visible(c: ReconciliationsContext, auth: AuthContext, id: number): Promise<ReconciliationRecord> {
  return c.workflow.loadRecord(c.db, RECONCILIATION_KIND, id, actorOf(auth));
}

export async function reconciliationDifferences(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  q: z.output<typeof ZReconciliationDifferencesQuery>,
  lang: TLanguage,
): Promise<TReconciliationDifferences> {
  const { row } = await visible(c, auth, id);
  const today = koreaDay(businessNow(c.config));
  const { rows, total } = await repo.differencesPage(c.db, id, { month: q.month, productCode: q.productCode, show: q.show }, pageWindow(q));
  const names = await productNames(
    c.db,
    rows.map((r) => r.productCode),
    lang,
  );
  const withReport = new Set(row.months.filter((m) => m.reportId !== null).map((m) => m.month));
  const items = rows.map((r) => ({
    month: r.month,
    productCode: r.productCode,
    productName: names.get(r.productCode) ?? r.productCode,
    useCategory: r.useCategory,
    useCategoryName: useCategoryName(r.useCategory, lang),
    entitled: r.entitled,
    reported: r.reported,
    difference: r.difference,
    noReport: !withReport.has(r.month),
    correctable: isCorrectable(r.month, today),
  }));
  return toPage(items, total, q);
}

/** The users or devices entitled in a month for a product and use category, paged (sorted by id). */
export async function reconciliationUsers(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  q: z.output<typeof ZReconciliationUsersQuery>,
): Promise<TReconciliationUsers> {
  const { row } = await visible(c, auth, id);
  const months = periodMonths(row.fromMonth, row.toMonth);
  const bit = months.indexOf(q.month);
  if (bit < 0) return toPage([], 0, q);
  const productCode = q.productCode.toUpperCase();
  const counts = await repo.userChunkCounts(c.db, id, productCode, q.useCategory);
  const total = counts.reduce((s, ch) => s + (ch.monthCounts[bit] ?? 0), 0);
  const { limit, offset } = pageWindow(q);
  // The chunks holding [offset, offset + limit) of the month's users.
  const needed: number[] = [];
  let before = 0;
  let skip = 0;
  for (const ch of counts) {
    const n = ch.monthCounts[bit] ?? 0;
    if (before + n > offset && before < offset + limit) {
      if (!needed.length) skip = offset - before;
      needed.push(ch.chunkNo);
    }
    before += n;
  }
  const chunks = await repo.userChunks(c.db, id, productCode, q.useCategory, needed);
  const users = chunks
    .flatMap((ch) => ch.users)
    .filter((u) => u[3] & (1 << bit))
    .slice(skip, skip + limit);
  // Whether the month's counted report names each one (by subscriber ID): unknown without a report or without IDs.
  const counted = row.months.find((m) => m.month === q.month)?.reportId ?? null;
  const named = counted ? await reportSubscriberIds(c.db, counted, productCode, q.useCategory) : new Set<string>();
  return toPage(
    users.map(([entityId, name, location, , fromDate, toDate]) => ({
      entityId,
      name,
      location,
      fromDate,
      toDate,
      inReport: named.size ? named.has(entityId) : null,
    })),
    total,
    q,
  );
}

/**
 * The subscribers the month's counted report names for a product and use category whom the extract does not entitle in
 * that month (who stands behind a surplus), paged, sorted by id. Empty without a filed report or without subscriber IDs.
 */
export async function reconciliationReportedOnly(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  q: z.output<typeof ZReconciliationUsersQuery>,
): Promise<TReconciliationReportedOnly> {
  const { row } = await visible(c, auth, id);
  const bit = periodMonths(row.fromMonth, row.toMonth).indexOf(q.month);
  const counted = bit < 0 ? null : (row.months.find((m) => m.month === q.month)?.reportId ?? null);
  if (!counted) return toPage([], 0, q);
  const productCode = q.productCode.toUpperCase();
  const named = await reportSubscribers(c.db, counted, productCode, q.useCategory);
  if (!named.size) return toPage([], 0, q);
  const counts = await repo.userChunkCounts(c.db, id, productCode, q.useCategory);
  // Only the chunks holding someone entitled in the month.
  const chunks = await repo.userChunks(
    c.db,
    id,
    productCode,
    q.useCategory,
    counts.filter((ch) => ch.monthCounts[bit]).map((ch) => ch.chunkNo),
  );
  const entitled = new Set(chunks.flatMap((ch) => ch.users.filter((u) => u[3] & (1 << bit)).map((u) => u[0])));
  const only = [...named.entries()]
    .filter(([subscriberId]) => !entitled.has(subscriberId))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([subscriberId, s]) => ({ subscriberId, subscriberName: s.name, quantity: s.quantity }));
  const { limit, offset } = pageWindow(q);
  return toPage(only.slice(offset, offset + limit), only.length, q);
}

// ---------------------------------------------------------------------------------------------------------
// The column mapping

const presentMapping = (row: Awaited<ReturnType<typeof repo.findMapping>>): TEntitlementMappingAnswer => ({
  mapping: row?.mapping ?? {},
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function reconciliationMapping(c: ReconciliationsContext, auth: AuthContext): Promise<TEntitlementMappingAnswer> {
  return presentMapping(await repo.findMapping(c.db, memberCompany(auth)));
}

export async function saveReconciliationMapping(
  c: ReconciliationsContext,
  auth: AuthContext,
  body: TEntitlementMapping,
): Promise<TEntitlementMappingAnswer> {
  const companyId = memberCompany(auth);
  const issue = mappingIssue(body);
  if (issue) throw new AppError(issue.code, issue.params);
  const mapping: Record<string, string> = {};
  for (const key of ENTITLEMENT_COLUMN_KEYS) {
    const header = body[key]?.trim();
    if (header) mapping[key] = header;
  }
  if (!Object.keys(mapping).length) throw new AppError('REC1N4010');
  await repo.saveMapping(c.db, companyId, mapping, auth.userId, businessNow(c.config));
  return presentMapping(await repo.findMapping(c.db, companyId));
}

// ---------------------------------------------------------------------------------------------------------
// Draft corrections

const COUNTRY = /^([A-Za-z]{2})(\b|$)/;

/**
 * Drafts, for each correctable month with a difference (or the months asked), a correction of the month's monthly
 * report (a monthly report where none was filed) through the user reports' service: the rows of every product and use
 * category with a difference are restated from the entitled users (one row each, quantity 1), the other rows kept as
 * filed (the provision method and variable fee item of a filed row of the same pair, else TERMINAL and USER). A month
 * that cannot be drafted says why; months outside the window are listed for the clearance.
 */
export async function draftReconciliationCorrections(
  c: ReconciliationsContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof ZReconciliationCorrectionsRequest>,
  lang: TLanguage,
): Promise<TReconciliationCorrections> {
  const { row } = await visible(c, auth, id);
  if (!isMemberOf(auth, row.companyId)) throw new AppError('REC1N4031');
  const today = koreaDay(businessNow(c.config));
  const cells = await repo.cellsOf(c.db, id);
  const settlementMonths = settlementMonthsOf(cells, today);
  const months = periodMonths(row.fromMonth, row.toMonth);
  const differing = [...new Set(cells.filter((x) => x.difference !== 0 && isCorrectable(x.month, today)).map((x) => x.month))];
  const asked = body.months ? differing.filter((m) => body.months!.includes(m)) : differing;
  if (!asked.length) throw new AppError('REC1N4011');
  const reports: ReportsContext = { db: c.db, config: c.config, workflow: c.workflow };
  const actor = await reportActor(c.db, auth);
  const drafted: TReconciliationCorrections['drafted'] = [];
  for (const month of asked.sort()) {
    const bit = months.indexOf(month);
    const info = row.months.find((m) => m.month === month);
    const changed = cells.filter((x) => x.month === month && x.difference !== 0);
    try {
      const kept = info?.reportId ? await reportRowCells(c.db, info.reportId) : [];
      const restated = new Set(changed.map((x) => pairKey(x.productCode, x.useCategory)));
      const rows: TUserReportDraftRow[] = kept.filter((r) => !restated.has(pairKey(r.productCode, r.useCategory)));
      for (const cell of changed) {
        const template = kept.find((r) => r.productCode === cell.productCode && r.useCategory === cell.useCategory);
        const counts = await repo.userChunkCounts(c.db, id, cell.productCode, cell.useCategory);
        const chunks = await repo.userChunks(
          c.db,
          id,
          cell.productCode,
          cell.useCategory,
          counts.map((x) => x.chunkNo),
        );
        for (const u of chunks.flatMap((ch) => ch.users)) {
          if (!(u[3] & (1 << bit))) continue;
          const country = COUNTRY.exec(u[2])?.[1]?.toUpperCase() ?? template?.country ?? 'KR';
          const draft: Partial<Record<TReportColumnKey, string>> = {
            provisionMethod: template?.provisionMethod || 'TERMINAL',
            variableFeeItem: template?.variableFeeItem || 'USER',
            useCategory: cell.useCategory,
            productCode: cell.productCode,
            subscriberName: u[1],
            subscriberId: u[0],
            country,
            quantity: '1',
          };
          rows.push(draft);
        }
      }
      const reason = { ko: `권한 대사 ${row.number} 결과 반영`, en: `From entitlement reconciliation ${row.number}` }[lang];
      const record = await createReportRecord(
        reports,
        auth,
        actor,
        info?.monthlyReportId
          ? {
              type: 'CORRECTION',
              correctsReportId: info.monthlyReportId,
              memo: '',
              correctionReason: reason,
              method: 'MANUAL',
              rows,
              copyRows: false,
            }
          : { type: 'MONTHLY', reportMonth: month, memo: reason, method: 'MANUAL', rows, copyRows: false },
      );
      drafted.push({
        month,
        outcome: 'CREATED',
        reportId: record.request.id,
        reportNumber: record.request.number,
        type: info?.monthlyReportId ? 'CORRECTION' : 'MONTHLY',
        message: null,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      drafted.push({
        month,
        outcome: 'SKIPPED',
        reportId: null,
        reportNumber: null,
        type: null,
        message: errorMessage(err.code, lang, err.params),
      });
    }
  }
  return { drafted, settlementMonths };
}

// ---------------------------------------------------------------------------------------------------------
// What the clearance of a period reads (issue 25 section 2)

export interface AcceptedReconciliation {
  reconciliationId: number;
  number: string;
  companyId: number;
  fromMonth: string;
  toMonth: string;
  acceptedAt: Date;
  /** Per month, product and use category: entitled, reported, reported - entitled (below 0 under-reported). */
  differences: { month: string; productCode: string; useCategory: string; entitled: number; reported: number; difference: number }[];
  /** Months with a difference outside the correction window on `today`: for settlement in the clearance. */
  settlementMonths: string[];
}

/** An accepted reconciliation (null when missing or not accepted): company, period, per-month differences, settlement months. */
export async function acceptedReconciliation(db: DbOrTx, id: number, today: string): Promise<AcceptedReconciliation | null> {
  const row = await repo.findReconciliation(db, id);
  if (!row || row.state !== 'ACCEPTED' || !row.acceptedAt) return null;
  const cells = await repo.cellsOf(db, id);
  return {
    reconciliationId: row.requestId,
    number: row.number,
    companyId: row.companyId,
    fromMonth: row.fromMonth,
    toMonth: row.toMonth,
    acceptedAt: row.acceptedAt,
    differences: cells
      .filter((x) => x.difference !== 0)
      .map(({ month, productCode, useCategory, entitled, reported, difference }) => ({
        month,
        productCode,
        useCategory,
        entitled,
        reported,
        difference,
      })),
    settlementMonths: settlementMonthsOf(cells, today),
  };
}

/** The seeded reconciliations among keys (the demo world checks what it wrote before). */
export const findReconciliationBySeedKeys = repo.findBySeedKeys;
