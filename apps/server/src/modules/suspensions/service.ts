import {
  labelOf,
  MARKET_MAIN_LABELS,
  ORDER_REQUEST_TYPE_LABELS,
  PROVISION_LABELS,
  SUSPENSION_HOLDING_STATES,
  suspensionFieldLabel,
  suspensionIssues,
  type TLanguage,
  type TOrderRequestType,
  type TProductUseType,
  type TSuspensionAction,
  type TSuspensionContractInfo,
  type TSuspensionDetail,
  type TSuspensionListItem,
  type TSuspensionSearchResponse,
  type TSuspensionState,
  type ZSuspensionActionRequest,
  type ZSuspensionCreateRequest,
  type ZSuspensionMemoRequest,
  type ZSuspensionSearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext, searchScope } from '../../platform/auth';
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
import {
  contractOfCompany,
  contractProductsOf,
  isContractSuspended,
  isSuspendable,
  shownStatus,
  useSuspensionProbe,
  visibleContract,
  type ContractRow,
} from '../contracts';
import { businessNow, koreaDay } from '../../platform/clock';
import { companiesByIds, displayName, findUserById, presentCompany, userNamesByIds } from '../identity';
import * as repo from './repo';
import type { SuspensionRow } from './repo';

/**
 * Suspension (temporary stop) requests of a contract (decision 039). A suspension is a request of
 * kind `suspension`: the platform's engine keeps its header (number, state, version), history and notifications; this
 * area keeps its fields and rules.
 *
 * The rules of a period (checked at the request and at every change reception by staff): the contract is the
 * company's and not ended (a contract whose termination is scheduled only for a period ending before its due date);
 * the product is one of the contract's, in use over the whole period; the market is the product's (catalogue); the
 * period starts today (Korean day) or later and ends on or after its start; it meets no other requested, received, in
 * approval or approved period of the same contract and product. The contract's row is locked while a period is
 * written, so two requests at once never both pass the overlap check.
 */

const KIND = 'suspension' as const;

export type SuspensionsContext = KindContext;

// ---------------------------------------------------------------------------------------------------------
// Rules

/** The first issue of the request's own fields, thrown with its field named in the request's language. */
function throwIssues(values: Parameters<typeof suspensionIssues>[0], today: string, lang: TLanguage, keepFrom?: string): void {
  const [issue] = suspensionIssues(values, today, { keepFrom });
  if (!issue) return;
  const params: Record<string, string | number> = { ...issue.params };
  if (typeof params.item === 'string') params.item = suspensionFieldLabel(params.item as Parameters<typeof suspensionFieldLabel>[0], lang);
  throw new AppError(issue.code, params);
}

/** The contract may be suspended over [from, to]: not ended; when its end is scheduled, the period ends before it. */
function checkContractPeriod(contract: ContractRow, to: string, today: string, failure: 'SUS1N4091' | 'SUS1N4093'): void {
  if (!isSuspendable(contract, today)) throw new AppError(failure);
  if (contract.status === 'TERMINATION_SCHEDULED' && contract.terminationDueDate && to >= contract.terminationDueDate)
    throw new AppError('SUS1N4006', { date: contract.terminationDueDate });
}

/** The product is the contract's, in use over the whole period; answers its classification (use type). */
async function checkProductInUse(db: DbOrTx, contractId: number, productCode: string, from: string, to: string): Promise<string> {
  const rows = await contractProductsOf(db, contractId);
  const covering = rows.find(
    (p) => p.productCode === productCode && p.effectiveFrom <= from && (p.effectiveTo === null || p.effectiveTo >= to),
  );
  if (!covering) throw new AppError('SUS1N4005');
  return covering.useType;
}

/** No other request of the same contract and product holds a period meeting [from, to] (409 with that period). */
async function checkOverlap(db: DbOrTx, q: { contractId: number; productCode: string; from: string; to: string; exceptId?: number }) {
  const other = await repo.overlapping(db, { ...q, holding: SUSPENSION_HOLDING_STATES });
  if (other) throw new AppError('SUS1N4092', { from: other.periodFrom, to: other.periodTo });
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

async function productRows(db: DbOrTx, codes: string[]) {
  return new Map((await productsByCodes(db, [...new Set(codes)])).map((p) => [p.productCode, p]));
}

const contractName = (c: ContractRow, lang: TLanguage) =>
  `${lang === 'en' ? c.nameEn : c.nameKo} (${ORDER_REQUEST_TYPE_LABELS[c.orderType as TOrderRequestType]?.[lang] ?? c.orderType})`;

export async function presentSuspensions(db: DbOrTx, rows: SuspensionRow[], lang: TLanguage): Promise<TSuspensionListItem[]> {
  if (!rows.length) return [];
  const [companies, products, people] = await Promise.all([
    companiesByIds(db, [...new Set(rows.map((r) => r.companyId))]).then((cs) => new Map(cs.map((c) => [c.id, c]))),
    productRows(
      db,
      rows.map((r) => r.productCode),
    ),
    userNamesByIds(
      db,
      rows.map((r) => r.requestedBy),
    ).then((us) => new Map(us.map((u) => [u.id, displayName(u, lang)]))),
  ]);
  return rows.map((r) => {
    const company = companies.get(r.companyId);
    const product = products.get(r.productCode);
    return {
      suspensionId: r.requestId,
      number: r.number,
      state: r.state as TSuspensionState,
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : '',
      contractId: r.contractId,
      contractNumber: r.contractNumber,
      productCode: r.productCode,
      productName: (lang === 'en' ? product?.nameEn : product?.nameKo) ?? r.productCode,
      marketCode: r.marketCode,
      marketName: labelOf(MARKET_MAIN_LABELS, r.marketCode, lang),
      periodFrom: r.periodFrom,
      periodTo: r.periodTo,
      requestedAt: r.requestedAt.toISOString(),
      requesterName: people.get(r.requestedBy) ?? '',
      approvedAt: r.approvedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

/** What is shown with a request of a contract: the contract, its manager and its products with market and provision. */
async function contractInfoOf(
  db: DbOrTx,
  contract: ContractRow,
  auth: AuthContext,
  lang: TLanguage,
  today: string,
): Promise<TSuspensionContractInfo> {
  const [company] = await companiesByIds(db, [contract.companyId]);
  const manager = contract.managerUserId ? await findUserById(db, contract.managerUserId) : null;
  const all = await contractProductsOf(db, contract.id);
  // In use today or later (a terminated contract: what it had at its end).
  const until = contract.terminationDate && contract.terminationDate < today ? contract.terminationDate : today;
  const current = all.filter((p) => p.effectiveTo === null || p.effectiveTo >= until);
  const catalogue = await productRows(
    db,
    current.map((p) => p.productCode),
  );
  const customer = auth.roles.includes('01') && auth.companyId === contract.companyId;
  return {
    contractId: contract.id,
    contractNumber: contract.number,
    contractName: contractName(contract, lang),
    orderType: contract.orderType as TOrderRequestType,
    contractStatus: shownStatus(contract, await isContractSuspended(db, contract.id, today)),
    terminationDueDate: contract.terminationDueDate,
    companyId: contract.companyId,
    companyName: company ? presentCompany(company, lang).companyName : '',
    managerName: manager ? displayName(manager, lang) : null,
    managerEmail: manager?.loginEmail ?? null,
    managerPhone: manager?.officePhone ?? manager?.mobilePhone ?? null,
    products: current.map((p) => {
      const product = catalogue.get(p.productCode);
      return {
        productCode: p.productCode,
        productName: (lang === 'en' ? product?.nameEn : product?.nameKo) ?? p.productCode,
        useType: p.useType as TProductUseType,
        marketCode: product?.marketMain ?? '',
        marketName: product ? labelOf(MARKET_MAIN_LABELS, product.marketMain, lang) : '',
        provision: product?.provision ?? '',
        provisionName: product ? labelOf(PROVISION_LABELS, product.provision, lang) : '',
        effectiveFrom: p.effectiveFrom,
        effectiveTo: p.effectiveTo,
      };
    }),
    maySuspend: customer && isSuspendable(contract, today),
    today,
  };
}

/** A suspension as the caller sees it (the detail answer). */
export async function suspensionDetail(
  c: SuspensionsContext,
  { request, row }: SuspensionRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TSuspensionDetail> {
  const db = c.db;
  const today = koreaDay(businessNow(c.config));
  const [item] = await presentSuspensions(db, [row], lang);
  const contract = await contractOfCompany(db, row.contractId, row.companyId);
  const info = await contractInfoOf(db, contract, auth, lang, today);
  const line = info.products.find((p) => p.productCode === row.productCode);
  const [product] = line ? [] : await productsByCodes(db, [row.productCode]);
  const requester = await findUserById(db, row.requestedBy);
  const staff = isProvider(auth);
  const ids = [row.approvedBy, row.memoUpdatedBy].filter((id): id is number => id != null);
  const names = new Map((await userNamesByIds(db, ids)).map((u) => [u.id, displayName(u, lang)]));
  const useType = (line?.useType ??
    (await contractProductsOf(db, row.contractId)).find((p) => p.productCode === row.productCode)?.useType ??
    'DIRECT') as TProductUseType;
  const provision = line?.provision ?? product?.provision ?? '';
  return {
    ...item!,
    useType,
    provision,
    provisionName: provision ? labelOf(PROVISION_LABELS, provision, lang) : '',
    reason: row.reason,
    changeReason: row.changeReason,
    rejectionReason: row.rejectionReason,
    cancelReason: row.cancelReason,
    requesterEmail: requester?.loginEmail ?? null,
    requesterPhone: requester?.officePhone ?? requester?.mobilePhone ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    approverName: row.approvedBy ? (names.get(row.approvedBy) ?? null) : null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    memo: staff ? row.memo : null,
    memoUpdatedAt: staff ? (row.memoUpdatedAt?.toISOString() ?? null) : null,
    memoUpdatedByName: staff && row.memoUpdatedBy ? (names.get(row.memoUpdatedBy) ?? null) : null,
    contract: info,
    allowedActions: c.workflow.allowed(KIND, request, actorOf(auth)) as TSuspensionAction[],
    mayEditMemo: staff,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `suspension` kind

/** The content of a request for its history versions (never the staff memo: customers read the history). */
async function suspensionContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findSuspension(tx, requestId);
  if (!row) return {};
  return {
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    productCode: row.productCode,
    marketCode: row.marketCode,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    reason: row.reason,
    changeReason: row.changeReason,
  };
}

/**
 * What a transition does (in its transaction; the engine copies the state and version): the time and reason
 * of each decision kept; an approval refuses a contract that has ended meanwhile (SUS1N4093, all rolled back).
 */
async function onSuspensionTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  const patch: Partial<repo.NewSuspensionRow> = {};
  const row = await repo.findSuspension(tx, request.id);
  if (!row) throw new AppError('WFL1N4041');
  if (ctx.action === 'receive') patch.receivedAt = now;
  if (ctx.action === 'receiveChange') {
    patch.changeReason = ctx.reason;
    if (!row.receivedAt) patch.receivedAt = now;
  }
  if (ctx.action === 'approve') {
    const contract = await contractOfCompany(tx, row.contractId, row.companyId, { lock: true });
    if (contract.status === 'TERMINATED') throw new AppError('SUS1N4093');
    Object.assign(patch, { approvedAt: now, approvedBy: ctx.actor.userId });
  }
  if (ctx.action === 'return') Object.assign(patch, { rejectionReason: ctx.reason, rejectedAt: now });
  if (ctx.action === 'cancel') Object.assign(patch, { cancelReason: ctx.reason, cancelledAt: now });
  if (Object.keys(patch).length) await repo.updateSuspension(tx, request.id, patch);
}

/** The `suspension` kind: numbered SP-YYYY-NNNNNN, its row in `suspensions`. */
export const SUSPENSION_KIND = defineKind({
  kind: KIND,
  prefix: 'SP',
  read: repo.findSuspension,
  content: suspensionContent,
  copy: repo.STATE_COPY,
  onTransition: onSuspensionTransition,
});

/** Registers the `suspension` kind with an engine (the app's at start-up; the demo world's own). */
export const registerSuspensionKind = (engine: WorkflowEngine): void => engine.register(SUSPENSION_KIND);

/** Tells the contracts area how a day's suspension of a contract is known (its status SUSPENDED; at start-up). */
export const registerSuspensionStatus = (): void => useSuspensionProbe(repo.approvedCovering);

// ---------------------------------------------------------------------------------------------------------
// Calls

/** A suspension's header and row after a call (the demo world reads these; the routes answer the detail). */
export type SuspensionRecord = KindRecord<SuspensionRow>;

/** What the request page shows of a contract the caller may see (another company's answers CTR1N4041). */
export async function suspensionContract(
  c: SuspensionsContext,
  auth: AuthContext,
  contractId: number,
  lang: TLanguage,
): Promise<TSuspensionContractInfo> {
  const contract = await visibleContract(c.db, auth, contractId);
  return contractInfoOf(c.db, contract, auth, lang, koreaDay(businessNow(c.config)));
}

export async function createSuspensionRecord(
  c: SuspensionsContext,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ZSuspensionCreateRequest>,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<SuspensionRecord> {
  const now = opts.now ?? businessNow(c.config);
  const today = koreaDay(now);
  const actor = { ...actorOf(auth), companyId };
  // Another company's contract answers as a missing one, before anything about the fields is told.
  await contractOfCompany(c.db, body.contractId, companyId);
  throwIssues(body, today, lang);
  const reason = body.reason!.trim();
  const productCode = body.productCode!;
  const from = body.periodFrom!;
  const to = body.periodTo!;
  return c.db.transaction(async (tx) => {
    // The contract's row lock: two requests of one contract check their overlap one after the other.
    const contract = await contractOfCompany(tx, body.contractId, companyId, { lock: true });
    checkContractPeriod(contract, to, today, 'SUS1N4091');
    await checkProductInUse(tx, contract.id, productCode, from, to);
    const [product] = await productsByCodes(tx, [productCode]);
    if (!product) throw new AppError('SUS1N4005');
    if (body.marketCode && body.marketCode !== product.marketMain)
      throw new AppError('SUS1N4007', { market: labelOf(MARKET_MAIN_LABELS, product.marketMain, lang) });
    await checkOverlap(tx, { contractId: contract.id, productCode, from, to });
    const title = { ko: `일시 중지 신청 ${contract.number}`, en: `Suspension request ${contract.number}` };
    return c.workflow.createRecord(
      tx,
      SUSPENSION_KIND,
      { companyId, title, actor, assignedUserId: contract.managerUserId, now },
      (header) =>
        repo.insertSuspension(tx, {
          ...header,
          companyId,
          contractId: contract.id,
          contractNumber: contract.number,
          productCode,
          marketCode: product.marketMain,
          periodFrom: from,
          periodTo: to,
          reason,
          requestedBy: auth.userId,
          requestedAt: now,
          updatedAt: now,
          seedKey: opts.seedKey ?? null,
        }),
    );
  });
}

/** The staff memo: provider staff only (a customer of the company 403, of another company 404). Not a version. */
export async function updateSuspensionMemo(
  c: SuspensionsContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof ZSuspensionMemoRequest>,
): Promise<SuspensionRecord> {
  const actor = actorOf(auth);
  await c.workflow.loadRecord(c.db, SUSPENSION_KIND, id, actor);
  if (!isProvider(auth)) throw new AppError('SUS1N4031');
  const memo = body.memo.trim();
  const row = await repo.findSuspension(c.db, id);
  if ((row!.memo ?? '') === memo) throw new AppError('COM1N4002');
  await repo.updateSuspension(c.db, id, { memo: memo || null, memoUpdatedAt: businessNow(c.config), memoUpdatedBy: auth.userId });
  return c.workflow.loadRecord(c.db, SUSPENSION_KIND, id, actor);
}

export async function actOnSuspensionRecord(
  c: SuspensionsContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZSuspensionActionRequest>,
  lang: TLanguage,
  opts: { now?: Date } = {},
): Promise<SuspensionRecord> {
  const now = opts.now ?? businessNow(c.config);
  const today = koreaDay(now);
  const actor = actorOf(auth);
  const memo = body.memo?.trim() ? body.memo.trim() : null;
  return c.workflow.act(c.db, SUSPENSION_KIND, {
    requestId: id,
    action,
    body: { ...body, memo },
    actor,
    now,
    before: async ({ tx, row }) => {
      if (memo && !isProvider(auth)) throw new AppError('SUS1N4031');
      const changesPeriod = body.periodFrom !== undefined || body.periodTo !== undefined;
      if (action !== 'receiveChange' && changesPeriod) throw new AppError('SUS1N4011');
      if (action === 'receiveChange') {
        if (!body.reason?.trim()) throw new AppError('SUS1N4001', { item: suspensionFieldLabel('changeReason', lang) });
        const from = body.periodFrom ?? row.periodFrom;
        const to = body.periodTo ?? row.periodTo;
        if (from === row.periodFrom && to === row.periodTo) throw new AppError('SUS1N4010');
        throwIssues({ productCode: row.productCode, periodFrom: from, periodTo: to, reason: row.reason }, today, lang, row.periodFrom);
        const contract = await contractOfCompany(tx, row.contractId, row.companyId, { lock: true });
        checkContractPeriod(contract, to, today, 'SUS1N4093');
        await checkProductInUse(tx, contract.id, row.productCode, from, to);
        await checkOverlap(tx, { contractId: contract.id, productCode: row.productCode, from, to, exceptId: row.requestId });
        await repo.updateSuspension(tx, id, { periodFrom: from, periodTo: to });
      }
      if (memo) await repo.updateSuspension(tx, id, { memo, memoUpdatedAt: now, memoUpdatedBy: auth.userId });
    },
  });
}

/** Suspensions of the caller's company (provider staff: every company's, or the one named), filtered and sorted. */
export async function searchSuspensions(
  c: SuspensionsContext,
  auth: AuthContext,
  req: z.output<typeof ZSuspensionSearchRequest>,
  lang: TLanguage,
): Promise<TSuspensionSearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('SUS1N4012');
  const companyId = searchScope(auth, req.companyId);
  const { rows, total } = await repo.searchSuspensions(
    c.db,
    { companyId, contractId: req.contractId, state: req.state, fromDate: req.fromDate, toDate: req.toDate, searchText: req.searchText },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentSuspensions(c.db, rows, lang), total, req);
}

/** The seeded suspensions among keys (the demo world checks what it wrote before). */
export const findSuspensionBySeedKeys = repo.findBySeedKeys;
