import {
  DECLARED_TIER_LABELS,
  EXCHANGE_ACTIONS,
  formatKoreaDateTime,
  NON_DISPLAY_USE_CHOICE_LABELS,
  type TFileInfo,
  declaredTierOf,
  formatMonthlyFee,
  labelOf,
  CURRENCY_LABELS,
  NON_DISPLAY_MAX_FILES,
  NON_DISPLAY_PURPOSE_LABELS,
  nonDisplayFieldLabel,
  nonDisplayFlags,
  nonDisplaySubmissionIssues,
  quoteNonDisplay,
  requestFlagLabel,
  totalMonthlyFee,
  type TCurrency,
  type TLanguage,
  type TNonDisplayAction,
  type TNonDisplayDetail,
  type TNonDisplayForm,
  type TNonDisplayListItem,
  type TNonDisplaySearchResponse,
  type TNonDisplayState,
  type TNonDisplayUseChoice,
  type ZNonDisplayCreateRequest,
  type ZNonDisplaySearchRequest,
  type ZNonDisplayUpdateRequest,
  type ZWorkflowActionRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { type AuthContext, searchScope } from '../../platform/auth';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { sameJson } from '../../platform/json';
import { pageWindow, toPage } from '../../platform/paging';
import { renderDocumentPdf } from '../../platform/pdf';
import {
  actorOf,
  defineKind,
  type KindContext,
  type KindRecord,
  type RequestRow,
  type TransitionContext,
  type TransitionGuard,
  type WorkflowActor,
  type WorkflowEngine,
} from '../../platform/workflow';
import { customerProfile, nonDisplayFeeTable, salesRepOf } from '../catalogue';
import { contractOfCompany } from '../contracts';
import { businessNow, koreaDay } from '../../platform/clock';
import { attachFiles, listFilesOf, releaseFilesOf } from '../files';
import { companiesByIds, displayName, findUserById, keptNamesIn, presentCompany } from '../identity';
import { ORDER_FILE_OWNER, orderFacts, type OrderFacts } from '../orders';
import { declarationPdfDocument } from './pdf';
import * as repo from './repo';
import type { DeclarationRow } from './repo';

/**
 * Non-display (non-inquiry) usage declarations (decision 039). A declaration is a request of kind
 * `nonDisplay`: the platform's engine keeps its header (number, state, version, flags), history and notifications; this
 * area keeps its fields and rules. The customer files one per order form; provider staff approve it, reject it or ask
 * for reconfirmation; an approved one is changed by revising it (each change is a new revision in the history).
 *
 * The order rule (spec section 5): an order form that declares non-display use is not submitted until a declaration of
 * it is filed (submitted, reconfirmation requested, approved or being changed; a draft does not count). This area
 * registers that check as a guard of the `order` kind's submit and resubmit with the engine at start-up, so the orders
 * area needs no import of this one.
 */

export const NON_DISPLAY_FILE_OWNER = 'NON_DISPLAY';
const KIND = 'nonDisplay' as const;

export type NonDisplayContext = KindContext;

// ---------------------------------------------------------------------------------------------------------
// The form as stored

/** The form as stored: file ids in lower case and once, commitments once, empty texts dropped. */
function normalizeForm(form: TNonDisplayForm): TNonDisplayForm {
  const c = form.confirmation;
  const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  return {
    ...form,
    use: form.use ?? null,
    effectiveDate: form.effectiveDate ?? null,
    purposes: {
      TRADING: { applications: form.purposes.TRADING.applications ?? null, chargeHold: form.purposes.TRADING.chargeHold },
      OTHER: { applications: form.purposes.OTHER.applications ?? null, chargeHold: form.purposes.OTHER.chargeHold },
    },
    acceptedCommitments: [...new Set(form.acceptedCommitments)],
    confirmation: {
      company: text(c.company),
      manager: text(c.manager),
      email: text(c.email),
      position: text(c.position),
      date: c.date ?? null,
    },
    fileUUIDs: [...new Set(form.fileUUIDs.map((u) => u.toLowerCase()))],
  };
}

/** The list's columns of a form: use, the tier of each purpose, the effective date. */
function columnsOf(form: TNonDisplayForm) {
  const tier = (p: 'TRADING' | 'OTHER') => (form.use === 'USE' ? declaredTierOf(form.purposes[p]) : null);
  return { use: form.use ?? null, tradingTier: tier('TRADING'), otherTier: tier('OTHER'), effectiveDate: form.effectiveDate ?? null };
}

/** Whether a database error is the "one live declaration per order" index refusing a second one. */
function isLiveConflict(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === 'non_display_live_order_uq' || e.message?.includes('non_display_live_order_uq')))
      return true;
  }
  return false;
}

async function guardLive<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isLiveConflict(err)) throw new AppError('NDR1N4091');
    throw err;
  }
}

/** The order a declaration is for, of the company (another company's or a missing one: NDR1N4042). */
async function orderOfCompany(db: DbOrTx, orderId: number, companyId: number): Promise<OrderFacts> {
  const order = await orderFacts(db, orderId);
  if (!order || order.companyId !== companyId) throw new AppError('NDR1N4042');
  return order;
}

/** The begin date of the order's contract, when it has one. */
async function contractOf(db: DbOrTx, order: OrderFacts): Promise<{ id: number; number: string; beginDate: string } | null> {
  if (!order.contractId) return null;
  try {
    const c = await contractOfCompany(db, order.contractId, order.companyId);
    return { id: c.id, number: c.number, beginDate: c.beginDate };
  } catch {
    return null;
  }
}

/** The warnings of a form against its order (and the order's contract). */
async function flagsOf(db: DbOrTx, form: TNonDisplayForm, order: OrderFacts): Promise<string[]> {
  const contract = await contractOf(db, order);
  return nonDisplayFlags(form, { nonDisplayUses: order.nonDisplayUses, contractBeginDate: contract?.beginDate ?? null });
}

/** Files of the form become the declaration's: new ones attached (the caller's own uploads), dropped ones released. */
async function syncFiles(tx: Tx, auth: AuthContext, row: Pick<DeclarationRow, 'requestId' | 'companyId'>, wanted: string[]): Promise<void> {
  const current = ((await listFilesOf(tx, NON_DISPLAY_FILE_OWNER, [row.requestId])).get(String(row.requestId)) ?? []).map(
    (f) => f.fileUUID,
  );
  const added = wanted.filter((u) => !current.includes(u));
  const dropped = current.filter((u) => !wanted.includes(u));
  if (dropped.length) await releaseFilesOf(tx, NON_DISPLAY_FILE_OWNER, row.requestId, dropped);
  if (added.length)
    await attachFiles(tx, auth, {
      ownerType: NON_DISPLAY_FILE_OWNER,
      ownerId: row.requestId,
      fileUUIDs: added,
      ownerCompanyId: row.companyId,
      maxFiles: NON_DISPLAY_MAX_FILES,
    });
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

async function companyNames(db: DbOrTx, ids: number[], lang: TLanguage): Promise<Map<number, string>> {
  const companies = await companiesByIds(db, [...new Set(ids)]);
  return new Map(companies.map((c) => [c.id, presentCompany(c, lang).companyName]));
}

function presentItem(r: DeclarationRow, companyName: string): TNonDisplayListItem {
  return {
    declarationId: r.requestId,
    number: r.number,
    state: r.state as TNonDisplayState,
    companyId: r.companyId,
    companyName,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    orderType: r.orderType as TNonDisplayListItem['orderType'],
    use: (r.use as TNonDisplayUseChoice | null) ?? null,
    tiers: { TRADING: r.tradingTier, OTHER: r.otherTier },
    effectiveDate: r.effectiveDate,
    flags: r.flags,
    revisionNo: r.revisionNo,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    approvedAt: r.approvedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** The declaration's detail in a language, with what the actor may do (null actor: the PDF and the demo world). */
async function detailOf(
  db: DbOrTx,
  engine: WorkflowEngine,
  request: RequestRow | null,
  row: DeclarationRow,
  actor: WorkflowActor | null,
  lang: TLanguage,
): Promise<TNonDisplayDetail> {
  const names = await companyNames(db, [row.companyId], lang);
  const item = presentItem(row, names.get(row.companyId) ?? '');
  const [files, profile, order, creator, kept] = await Promise.all([
    listFilesOf(db, NON_DISPLAY_FILE_OWNER, [row.requestId]).then((m) => m.get(String(row.requestId)) ?? []),
    customerProfile(db, row.companyId),
    orderFacts(db, row.orderId),
    findUserById(db, row.createdBy),
    keptNamesIn(db, lang, [row.approvedBy]),
  ]);
  const currency = (profile?.currency as TCurrency | undefined) ?? 'KRW';
  const contract = order ? await contractOf(db, order) : null;
  const fees = await nonDisplayFeeTable(db, { date: row.form.effectiveDate ?? undefined }, lang, koreaDay(new Date()));
  const quotes = quoteNonDisplay(row.form, fees.items, currency);
  const total = totalMonthlyFee(quotes);
  return {
    ...item,
    form: row.form,
    files,
    currency,
    fees: quotes.map((q) => ({
      purpose: q.purpose,
      purposeName: NON_DISPLAY_PURPOSE_LABELS[q.purpose][lang],
      applications: q.applications,
      tier: q.tier,
      tierName: q.tier ? DECLARED_TIER_LABELS[q.tier][lang] : null,
      monthlyFee: q.monthlyFee,
      monthlyFeeText: q.monthlyFee === null ? null : formatMonthlyFee(q.monthlyFee, currency, lang),
    })),
    totalMonthlyFee: total,
    totalMonthlyFeeText: total === null ? null : formatMonthlyFee(total, currency, lang),
    orderUses: order?.nonDisplayUses ?? [],
    contractId: contract?.id ?? null,
    contractNumber: contract?.number ?? null,
    contractBeginDate: contract?.beginDate ?? null,
    flagDetails: row.flags.map((code) => ({ code, label: requestFlagLabel(code, lang) })),
    createdAt: row.createdAt.toISOString(),
    createdByName: creator ? displayName(creator, lang) : '',
    reportDate: row.submittedAt?.toISOString() ?? null,
    approvalManagerName: kept(row.approvedBy, row.approvedByName),
    lastReason: row.lastReason,
    allowedActions: actor && request ? (engine.allowed(KIND, request, actor) as TNonDisplayAction[]) : [],
    mayEdit: actor && request ? engine.mayEdit(KIND, request, actor) : false,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `nonDisplay` kind, and the order rule

/** The content of a declaration for its history versions: the order, the revision and the form. */
async function declarationContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findDeclaration(tx, requestId);
  if (!row) return {};
  return { orderId: row.orderId, orderNumber: row.orderNumber, revisionNo: row.revisionNo, form: row.form };
}

/** What a transition does to the declaration (the engine copies its state and version): reasons, dates and the approver kept. */
async function onDeclarationTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  const patch: Partial<repo.NewDeclarationRow> = {};
  const reasonKept: readonly string[] = ['reject', 'requestReconfirm', EXCHANGE_ACTIONS.reject];
  if (reasonKept.includes(ctx.action)) patch.lastReason = ctx.reason;
  if (ctx.action === 'submit' || ctx.action === 'resubmit') patch.submittedAt = now;
  // The declaration takes effect at the exchange's final approval (decision 046); the approver kept is the reviewer.
  if (ctx.action === EXCHANGE_ACTIONS.approve) {
    const approver = await findUserById(tx, ctx.actor.userId);
    const row = await repo.findDeclaration(tx, request.id);
    Object.assign(patch, {
      approvedAt: now,
      approvedBy: ctx.actor.userId,
      approvedByName: approver ? displayName(approver) : null,
      // From now on the bill reads what was approved, whatever a later change under way writes in the form.
      billedUse: row?.use ?? null,
      billedTradingTier: row?.tradingTier ?? null,
      billedOtherTier: row?.otherTier ?? null,
      billedEffectiveDate: row?.effectiveDate ?? null,
    });
  }
  if (ctx.action === 'revise') {
    const row = await repo.findDeclaration(tx, request.id);
    patch.revisionNo = (row?.revisionNo ?? 1) + 1;
    patch.lastReason = null;
  }
  if (Object.keys(patch).length) await repo.updateDeclaration(tx, request.id, patch);
}

/** The order rule of spec section 5, as a guard of the `order` kind's submit and resubmit. */
const orderNeedsDeclaration: TransitionGuard = async ({ tx, request, action }) => {
  if (action !== 'submit' && action !== 'resubmit') return;
  const order = await orderFacts(tx, request.id);
  if (!order || order.nonDisplayUses.length === 0) return;
  if (!(await repo.hasFiledDeclaration(tx, request.id))) throw new AppError('ORD1N4009');
};

/** The `nonDisplay` kind: numbered ND-YYYY-NNNNNN, its row in `non_display_declarations`. */
export const DECLARATION_KIND = defineKind({
  kind: KIND,
  prefix: 'ND',
  read: repo.findDeclaration,
  content: declarationContent,
  copy: repo.STATE_COPY,
  onTransition: onDeclarationTransition,
});

/** Registers the `nonDisplay` kind and the order rule with an engine (the app's at start-up; the demo world's own). */
export function registerNonDisplayKind(engine: WorkflowEngine): void {
  engine.register(DECLARATION_KIND);
  engine.addGuard('order', orderNeedsDeclaration);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

export type DeclarationRecord = KindRecord<DeclarationRow>;

/** A declaration as the caller sees it (the detail answer). */
export const declarationDetail = (
  c: NonDisplayContext,
  { request, row }: DeclarationRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TNonDisplayDetail> => detailOf(c.db, c.workflow, request, row, actorOf(auth), lang);

export async function createDeclarationRecord(
  c: NonDisplayContext,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ZNonDisplayCreateRequest>,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<DeclarationRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = { ...actorOf(auth), companyId };
  const form = normalizeForm(body.form);
  return guardLive(() =>
    c.db.transaction(async (tx) => {
      const order = await orderOfCompany(tx, body.orderId, companyId);
      if (order.state === 'CANCELLED') throw new AppError('NDR1N4006');
      const rep = await salesRepOf(tx, companyId);
      const title = { ko: `비조회형 정보이용 신고서 (${order.number})`, en: `Non-display usage declaration (${order.number})` };
      const flags = await flagsOf(tx, form, order);
      return c.workflow.createRecord(
        tx,
        DECLARATION_KIND,
        { companyId, title, actor, assignedUserId: rep?.userId ?? null, now },
        async (header) => {
          const row = await repo.insertDeclaration(tx, {
            ...header,
            companyId,
            orderId: order.orderId,
            orderNumber: order.number,
            orderType: order.requestType,
            ...columnsOf(form),
            form,
            flags,
            searchText: `${header.number} ${order.number}`.toLowerCase(),
            createdBy: auth.userId,
            lang,
            createdAt: now,
            updatedAt: now,
            seedKey: opts.seedKey ?? null,
          });
          await c.workflow.setFlags(tx, header.requestId, flags);
          await syncFiles(tx, { ...auth, companyId }, row, form.fileUUIDs);
          return row;
        },
      );
    }),
  );
}

export async function updateDeclarationRecord(
  c: NonDisplayContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof ZNonDisplayUpdateRequest>,
  opts: { now?: Date } = {},
): Promise<DeclarationRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = actorOf(auth);
  return c.workflow.editRecord(c.db, DECLARATION_KIND, { requestId: id, version: body.version, actor, now }, async ({ tx, row }) => {
    const form = normalizeForm(body.form);
    if (sameJson(form, row.form)) return false;
    const order = await orderOfCompany(tx, row.orderId, row.companyId);
    const flags = await flagsOf(tx, form, order);
    await syncFiles(tx, auth, row, form.fileUUIDs);
    await repo.updateDeclaration(tx, id, { form, ...columnsOf(form), flags });
    await c.workflow.setFlags(tx, id, flags);
    return true;
  });
}

export async function actOnDeclarationRecord(
  c: NonDisplayContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZWorkflowActionRequest>,
  lang: TLanguage,
  opts: { now?: Date } = {},
): Promise<DeclarationRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = actorOf(auth);
  return c.workflow.act(c.db, DECLARATION_KIND, {
    requestId: id,
    action,
    body,
    actor,
    now,
    before: async ({ tx, row }) => {
      if (action !== 'submit' && action !== 'resubmit') return;
      const [issue] = nonDisplaySubmissionIssues(row.form);
      if (issue)
        throw new AppError(issue.code, {
          ...issue.params,
          item: nonDisplayFieldLabel(issue.params?.item ? String(issue.params.item) : issue.field, lang),
        });
      const order = await orderOfCompany(tx, row.orderId, row.companyId);
      const flags = await flagsOf(tx, row.form, order);
      await repo.updateDeclaration(tx, id, { flags, lang });
      await c.workflow.setFlags(tx, id, flags);
    },
  });
}

/** Declarations of the caller's company (provider staff: every company's, or the one named), filtered and sorted. */
export async function searchDeclarations(
  c: NonDisplayContext,
  auth: AuthContext,
  req: z.output<typeof ZNonDisplaySearchRequest>,
  lang: TLanguage,
): Promise<TNonDisplaySearchResponse> {
  const companyId = searchScope(auth, req.companyId);
  const { rows, total } = await repo.searchDeclarations(
    c.db,
    { companyId, state: req.state, orderId: req.orderId, searchText: req.searchText },
    pageWindow(req),
    req.sort,
  );
  const names = await companyNames(
    c.db,
    rows.map((r) => r.companyId),
    lang,
  );
  return toPage(
    rows.map((r) => presentItem(r, names.get(r.companyId) ?? '')),
    total,
    req,
  );
}

/** The declaration as a PDF in a language, named by its number. */
export async function declarationPdf(
  c: NonDisplayContext,
  auth: AuthContext,
  id: number,
  lang: TLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const actor = actorOf(auth);
  const { request, row } = await c.workflow.loadRecord(c.db, DECLARATION_KIND, id, actor);
  const detail = await detailOf(c.db, c.workflow, request, row, null, lang);
  const profile = await customerProfile(c.db, row.companyId);
  const pdf = await renderDocumentPdf(
    declarationPdfDocument(
      detail,
      { customerCode: profile?.customerCode ?? null, currencyName: labelOf(CURRENCY_LABELS, detail.currency, lang) },
      lang,
    ),
  );
  return { fileName: `${row.number}.pdf`, pdf };
}

/** The inventory (decision 085): the company's latest declaration in effect (approved, or approved and being changed). */
export const latestDeclarationInEffect = repo.latestInEffect;
export type { DeclarationRow };

/** The seeded declarations among keys (the demo world checks what it wrote before). */
export const findDeclarationBySeedKeys = repo.findBySeedKeys;

/**
 * What the exchange reviewer reads of a declaration (exchange approvals, decision 046): its key fields in a language and
 * its attachments: the declaration's own files, then the files of its order.
 */
export async function declarationExchangeDocument(
  db: DbOrTx,
  engine: WorkflowEngine,
  id: number,
  lang: TLanguage,
): Promise<{ summary: { key: string; label: string; value: string }[]; files: TFileInfo[] } | null> {
  const row = await repo.findDeclaration(db, id);
  if (!row) return null;
  const detail = await detailOf(db, engine, null, row, null, lang);
  const en = lang === 'en';
  const summary: { key: string; label: string; value: string }[] = [
    { key: 'companyName', label: en ? 'Customer' : '고객사', value: detail.companyName },
    { key: 'orderNumber', label: nonDisplayFieldLabel('orderId', lang), value: row.orderNumber },
  ];
  if (detail.contractNumber) summary.push({ key: 'contractNumber', label: en ? 'Contract' : '계약 번호', value: detail.contractNumber });
  if (row.form.use)
    summary.push({ key: 'use', label: nonDisplayFieldLabel('use', lang), value: NON_DISPLAY_USE_CHOICE_LABELS[row.form.use][lang] });
  if (row.form.effectiveDate)
    summary.push({ key: 'effectiveDate', label: nonDisplayFieldLabel('effectiveDate', lang), value: row.form.effectiveDate });
  for (const fee of detail.fees)
    summary.push({
      key: `purposes.${fee.purpose}`,
      label: fee.purposeName,
      value: [en ? `${fee.applications ?? 0} applications` : `애플리케이션 ${fee.applications ?? 0}개`, fee.tierName, fee.monthlyFeeText]
        .filter(Boolean)
        .join(' · '),
    });
  if (detail.totalMonthlyFeeText)
    summary.push({
      key: 'totalMonthlyFee',
      label: en ? 'Monthly fee (VAT excluded)' : '월 이용료 (부가세 별도)',
      value: detail.totalMonthlyFeeText,
    });
  summary.push({ key: 'revisionNo', label: en ? 'Revision' : '변경 차수', value: String(row.revisionNo) });
  if (row.submittedAt)
    summary.push({ key: 'submittedAt', label: en ? 'Submitted' : '제출일', value: formatKoreaDateTime(row.submittedAt) });
  const orderFiles = (await listFilesOf(db, ORDER_FILE_OWNER, [row.orderId])).get(String(row.orderId)) ?? [];
  return { summary, files: [...detail.files, ...orderFiles] };
}

/** How many attachments each declaration among ids shows the exchange reviewer (its own files and its order's). */
export async function declarationAttachmentCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const orders = await repo.orderIdsOf(db, ids);
  const [own, ofOrders] = await Promise.all([
    listFilesOf(db, NON_DISPLAY_FILE_OWNER, ids),
    listFilesOf(
      db,
      ORDER_FILE_OWNER,
      orders.map((o) => o.orderId),
    ),
  ]);
  return new Map(
    orders.map((o) => [o.requestId, (own.get(String(o.requestId))?.length ?? 0) + (ofOrders.get(String(o.orderId))?.length ?? 0)]),
  );
}

/**
 * Billing: the non-display declarations in effect by `lastDay` (approved, declaring use, effective on or before the
 * day), with each purpose's declared tier (a tier, CHARGE_HOLD or null), of the companies or of all. One query. A
 * declaration whose change is under way (written, under review, sent back) is billed as it was last approved (its billed
 * columns) until the exchange approves the change: never as the change says before, and never dropped meanwhile.
 */
export async function declarationsInEffect(db: DbOrTx, lastDay: string, companyIds?: readonly number[]) {
  const rows = await repo.inEffectBy(db, lastDay, companyIds);
  return rows.map((r) => ({ ...r, effectiveDate: r.effectiveDate! }));
}
export type DeclarationInEffect = Awaited<ReturnType<typeof declarationsInEffect>>[number];

/**
 * The exceptions dashboard: the approved declarations (approved, or approved and being changed:
 * the approved content is in force) with their tiers per purpose and the order they are for.
 */
export const approvedDeclarations = (db: DbOrTx) => repo.declarationsInStates(db, ['APPROVED', 'REVISING']);

/** A declaration's company and order (the fee estimate checks a change it prices is the caller's: decision 083); null when none. */
export async function declarationOwner(
  db: DbOrTx,
  declarationId: number,
): Promise<{ companyId: number; orderId: number; number: string } | null> {
  const row = await repo.findDeclaration(db, declarationId);
  return row ? { companyId: row.companyId, orderId: row.orderId, number: row.number } : null;
}
