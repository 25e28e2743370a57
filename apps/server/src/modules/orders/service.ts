import {
  EXCHANGE_ACTIONS,
  formatKoreaDateTime,
  LIST_COUNT_CAP,
  ORDER_FIELD_LABELS,
  ORDER_AGREEMENTS,
  ORDER_REQUEST_TYPE_LABELS,
  contractTermsOf,
  labelledChanges,
  orderHistoryFieldLabel,
  type TLabelledFieldChange,
  orderFieldLabel,
  withContractTerms,
  orderSubmissionIssues,
  type TFileInfo,
  type TLanguage,
  type TOrderAction,
  type TOrderAgreementCode,
  type TOrderContact,
  type TOrderDetail,
  type TOrderForm,
  type TOrderListItem,
  type TOrderRequestType,
  type TOrderSearchResponse,
  type TOrderState,
  type ZOrderCreateRequest,
  type ZOrderSearchRequest,
  type ZOrderUpdateRequest,
  type ZWorkflowActionRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext, searchScope } from '../../platform/auth';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import type { ResultCache } from '../../platform/result-cache';
import { AppError } from '../../platform/errors';
import { sameJson, koreaDayRange } from '../../platform/json';
import { pageWindow, toPage } from '../../platform/paging';
import { renderDocumentPdf } from '../../platform/pdf';
import {
  actorOf,
  defineKind,
  type KindRecord,
  type RequestRow,
  type TransitionContext,
  type WorkflowActor,
  type WorkflowEngine,
} from '../../platform/workflow';
import { productsByCodes, salesRepOf, vendorByCode, type ProductNames } from '../catalogue';
import {
  addArchive,
  addArchives,
  changeContract,
  contractOfCompany,
  createContract,
  createContracts,
  isChangeable,
  scheduleTermination,
  type ApprovedOrder,
  type ContractOrderReads,
  type ContractRow,
} from '../contracts';
import { businessNow, koreaDay } from '../../platform/clock';
import { latestDocument } from '../documents';
import { attachFiles, listFilesOf, releaseFilesOf } from '../files';
import { companiesByIds, displayName, findUserById, presentCompany, userNamesByIds, type IdentityReads } from '../identity';
import { orderPdfDocument, type OrderPdfInput } from './pdf';
import * as repo from './repo';
import type { OrderRow } from './repo';

/**
 * Order forms (decision 039). An order is a request of kind `order`: the platform's engine keeps
 * its header (number, state, version), history and notifications; this area keeps its fields and rules.
 *
 * Saving the fields: every save that changes something is an edit of the engine (`recordEdit`: version + 1, a history
 * row with the content), by whoever the state's `editableBy` names: the customer in a draft, a returned order or a
 * reconfirmation request, provider staff before they return it. One rule for every state, so a stale save (another tab,
 * a colleague) answers 409 instead of overwriting silently, and the history shows field by field what the customer
 * changed after a return, which is what the reviewer needs. A save that changes nothing writes nothing.
 */

export const ORDER_FILE_OWNER = 'ORDER';
const KIND = 'order' as const;

/** The cached reads of names that list pages show: people and companies (identity), products (catalogue). */
export interface ListReads {
  identity: IdentityReads;
  productNames: ProductNames;
}

export interface OrdersContext {
  db: Db;
  /** The app's configuration: the key of its business clock (contracts' businessNow). */
  config: object;
  workflow: WorkflowEngine;
  /** The identity area's and the catalogue's cached reads (names on list pages), made once by the routes. */
  reads?: ListReads;
  /** The order list's answers, dropped on every change of an order (routes.ts; decision 041). */
  listCache?: ResultCache<TOrderSearchResponse>;
}

// ---------------------------------------------------------------------------------------------------------
// The form as stored

/** The form as stored: file ids in lower case and once, agreements once; a new order names no contract. */
function normalizeForm(requestType: TOrderRequestType, form: TOrderForm): TOrderForm {
  return {
    ...form,
    contractId: requestType === 'NEW' ? null : (form.contractId ?? null),
    fileUUIDs: [...new Set(form.fileUUIDs.map((u) => u.toLowerCase()))],
    acceptedAgreements: [...new Set(form.acceptedAgreements)],
  };
}

/** Product and vendor codes named by the form exist (ORD1N4010); answers the products' names. */
async function checkReferences(
  db: DbOrTx,
  form: TOrderForm,
): Promise<{ products: Awaited<ReturnType<typeof productsByCodes>>; vendorName: { ko: string; en: string } | null }> {
  const codes = [...new Set(form.products.map((p) => p.productCode))];
  const products = codes.length ? await productsByCodes(db, codes) : [];
  if (products.length !== codes.length) throw new AppError('ORD1N4010');
  let vendorName: { ko: string; en: string } | null = null;
  if (form.vendorCode) {
    const vendor = await vendorByCode(db, form.vendorCode);
    if (!vendor) throw new AppError('ORD1N4010');
    vendorName = { ko: vendor.nameKo, en: vendor.nameEn };
  }
  return { products, vendorName };
}

/** A change or termination is for an active contract of the company with no other open order (ORD1N4011). */
async function checkContract(db: DbOrTx, contractId: number, companyId: number, orderId?: number): Promise<string> {
  const contract = await contractOfCompany(db, contractId, companyId);
  if (!isChangeable(contract) || (await repo.openOrderFor(db, contractId, orderId))) throw new AppError('ORD1N4011');
  return contract.number;
}

const searchTextOf = (number: string, form: TOrderForm, products: { productCode: string; nameKo: string; nameEn: string }[]) =>
  [number, ...form.products.map((p) => p.productCode), ...products.flatMap((p) => [p.nameKo, p.nameEn])]
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);

/** Whether a database error is the "one open order per contract" index refusing a second one. */
function isOpenOrderConflict(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === 'orders_open_contract_uq' || e.message?.includes('orders_open_contract_uq'))) return true;
  }
  return false;
}

async function guardOpenOrder<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isOpenOrderConflict(err)) throw new AppError('ORD1N4011');
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

const productSummary = (codes: string[], names: Map<string, { nameKo: string; nameEn: string }>, lang: TLanguage) => {
  if (!codes.length) return '';
  const first = names.get(codes[0]!);
  const name = (lang === 'en' ? first?.nameEn : first?.nameKo) ?? codes[0]!;
  if (codes.length === 1) return name;
  return lang === 'en' ? `${name} and ${codes.length - 1} more` : `${name} 외 ${codes.length - 1}건`;
};

/** List items of orders, in a language. Companies, product names and managers come from the areas' caches. */
export async function presentOrders(db: DbOrTx, rows: repo.OrderListRow[], lang: TLanguage, reads?: ListReads): Promise<TOrderListItem[]> {
  if (!rows.length) return [];
  const firstCodes = rows.flatMap((r) => r.productCodes.slice(0, 1));
  const companyIds = rows.map((r) => r.companyId);
  const managerIds = rows.flatMap((r) => (r.managerUserId == null ? [] : [r.managerUserId]));
  const [companyOf, productOf, nameOf] = await Promise.all([
    reads
      ? reads.identity.companies(companyIds)
      : companiesByIds(db, [...new Set(companyIds)]).then((cs) => new Map(cs.map((c) => [c.id, c]))),
    reads
      ? reads.productNames(firstCodes)
      : productsByCodes(db, [...new Set(firstCodes)]).then((ps) => new Map(ps.map((p) => [p.productCode, p]))),
    reads
      ? reads.identity.names(managerIds, lang)
      : userNamesByIds(db, managerIds).then((us) => new Map(us.map((u) => [u.id, displayName(u, lang)]))),
  ]);
  return rows.map((r) => {
    const company = companyOf.get(r.companyId);
    return {
      orderId: r.requestId,
      orderNumber: r.number,
      state: r.state as TOrderState,
      requestType: r.requestType as TOrderRequestType,
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : '',
      contractId: r.contractId ?? r.resultContractId,
      contractNumber: r.contractNumber,
      productSummary: productSummary(r.productCodes, productOf, lang),
      commencementDate: r.commencementDate,
      managerName: r.managerUserId == null ? null : (nameOf.get(r.managerUserId) ?? null),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

async function detailOf(
  db: DbOrTx,
  engine: WorkflowEngine,
  request: RequestRow,
  order: OrderRow,
  actor: WorkflowActor,
  lang: TLanguage,
  reads?: ListReads,
): Promise<TOrderDetail> {
  const [item] = await presentOrders(db, [order], lang, reads);
  const files = (await listFilesOf(db, ORDER_FILE_OWNER, [order.requestId])).get(String(order.requestId)) ?? [];
  const agreements = await repo.agreementsOf(db, order.requestId);
  const creator = await findUserById(db, order.createdBy);
  return {
    ...item!,
    form: order.form,
    files,
    agreements: agreements.map((a) => ({
      code: a.code as TOrderAgreementCode,
      acceptedAt: a.acceptedAt.toISOString(),
      documentTypeCode: a.documentTypeCode,
      documentVersion: a.documentVersion,
      acceptedByName: a.acceptedByName,
    })),
    createdAt: order.createdAt.toISOString(),
    createdByName: creator ? displayName(creator, lang) : '',
    submittedAt: order.submittedAt?.toISOString() ?? null,
    approvedAt: order.approvedAt?.toISOString() ?? null,
    lastReason: order.lastReason,
    allowedActions: engine.allowed(KIND, request, actor) as TOrderAction[],
    mayEdit: engine.mayEdit(KIND, request, actor),
    resultContractId: order.resultContractId,
  };
}

/** Runs a change of orders, then drops the cached order lists (this process; others hear the trigger's NOTIFY). */
async function changed<T>(c: OrdersContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } finally {
    c.listCache?.invalidate();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `order` kind

/** The content of an order for its history versions: the request type, the form and the accepted agreements. */
async function orderContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const order = await repo.findOrder(tx, requestId);
  if (!order) return {};
  return contentOf(order, await repo.agreementsOf(tx, requestId));
}

/** The same for many orders at once (a batch of the engine): two statements instead of two per order. */
async function orderContentMany(tx: Tx, requestIds: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  const found = await repo.findOrders(tx, requestIds);
  const agreements = await repo.agreementsOfMany(tx, [...found.keys()]);
  return new Map(
    requestIds.map((id) => {
      const order = found.get(id);
      return [id, order ? contentOf(order, agreements.get(id) ?? []) : {}];
    }),
  );
}

function contentOf(order: OrderRow, agreements: repo.AgreementRow[]): Record<string, unknown> {
  return {
    requestType: order.requestType,
    contractId: order.contractId,
    form: order.form,
    agreements: agreements.map((a) => ({
      code: a.code,
      documentTypeCode: a.documentTypeCode,
      documentVersion: a.documentVersion,
      acceptedAt: a.acceptedAt.toISOString(),
      acceptedByName: a.acceptedByName,
    })),
  };
}

/** The reads behind an order's PDF. A batch shares one set: each company, product list, vendor and manager read once. */
interface PdfReads {
  company(id: number): Promise<Awaited<ReturnType<typeof companiesByIds>>[number] | undefined>;
  products(codes: readonly string[]): Promise<Awaited<ReturnType<typeof productsByCodes>>>;
  vendor(code: string): Promise<Awaited<ReturnType<typeof vendorByCode>>>;
  files(orderId: number): Promise<TFileInfo[]>;
  user(id: number): Promise<Awaited<ReturnType<typeof findUserById>>>;
  agreements(orderId: number): Promise<repo.AgreementRow[]>;
}

const directReads = (db: DbOrTx): PdfReads => ({
  company: async (id) => (await companiesByIds(db, [id]))[0],
  products: (codes) => productsByCodes(db, codes),
  vendor: (code) => vendorByCode(db, code),
  files: async (id) => (await listFilesOf(db, ORDER_FILE_OWNER, [id])).get(String(id)) ?? [],
  user: (id) => findUserById(db, id),
  agreements: (id) => repo.agreementsOf(db, id),
});

/** Remembers the answers of `fn` by key (a batch's shared reads). */
function remembered<K, V>(fn: (k: K) => Promise<V>, keyOf: (k: K) => unknown = (k) => k): (k: K) => Promise<V> {
  const seen = new Map<unknown, Promise<V>>();
  return (k) => {
    const key = keyOf(k);
    if (!seen.has(key)) seen.set(key, fn(k));
    return seen.get(key)!;
  };
}

/** The reads of a batch of orders: their files and agreements with one statement each, the rest once per value. */
async function batchReads(db: DbOrTx, orderIds: readonly number[]): Promise<PdfReads> {
  const direct = directReads(db);
  const files = await listFilesOf(db, ORDER_FILE_OWNER, [...orderIds]);
  const agreements = await repo.agreementsOfMany(db, orderIds);
  return {
    company: remembered(direct.company),
    products: remembered(direct.products, (codes) => [...codes].sort().join('|')),
    vendor: remembered(direct.vendor),
    files: async (id) => files.get(String(id)) ?? [],
    user: remembered(direct.user),
    agreements: async (id) => agreements.get(id) ?? (await direct.agreements(id)),
  };
}

/** The PDF input of an order (names read now), shared by the print, the download and the archive. */
async function pdfInput(
  db: DbOrTx,
  order: OrderRow,
  lang: TLanguage,
  overrides: Partial<OrderPdfInput> = {},
  reads: PdfReads = directReads(db),
): Promise<OrderPdfInput> {
  const company = await reads.company(order.companyId);
  const codes = [...new Set(order.form.products.map((p) => p.productCode))];
  const products = codes.length ? await reads.products(codes) : [];
  const vendor = order.form.vendorCode ? await reads.vendor(order.form.vendorCode) : null;
  const files = await reads.files(order.requestId);
  const manager = order.managerUserId ? await reads.user(order.managerUserId) : null;
  return {
    number: order.number,
    state: order.state,
    requestType: order.requestType,
    companyName: company ? presentCompany(company, lang).companyName : '',
    contractNumber: order.contractNumber,
    managerName: manager ? displayName(manager, lang) : null,
    form: order.form,
    productNames: new Map(products.map((p) => [p.productCode, lang === 'en' ? p.nameEn : p.nameKo])),
    vendorName: vendor ? (lang === 'en' ? vendor.nameEn : vendor.nameKo) : null,
    fileNames: files.map((f: TFileInfo) => f.fileName),
    agreements: await reads.agreements(order.requestId),
    updatedAt: order.updatedAt,
    submittedAt: order.submittedAt,
    approvedAt: order.approvedAt,
    ...overrides,
  };
}

/** What the action keeps on the order row (reason, submission time); the engine copies the state and version itself. */
function patchOf(ctx: TransitionContext): Partial<repo.NewOrderRow> {
  const { now } = ctx;
  const patch: Partial<repo.NewOrderRow> = {};
  const reasonKept: readonly string[] = ['return', 'requestReconfirm', 'cancel', EXCHANGE_ACTIONS.reject];
  if (reasonKept.includes(ctx.action)) patch.lastReason = ctx.reason;
  if (ctx.action === 'submit' || ctx.action === 'resubmit') patch.submittedAt = now;
  return patch;
}

/**
 * What a transition does to the order and beyond (in the transition's transaction): the header's state and version
 * copied to the order row; a return (by the provider or the exchange), reconfirmation request or cancellation keeps its
 * reason; the exchange's final approval (decision 046; the provider's approval only sends the order to the exchange)
 * applies the order to its contract (new: a contract; change: a new version; termination: the end scheduled) and fixes
 * the agreement archive.
 */
async function onOrderTransition(ctx: TransitionContext): Promise<void> {
  if (ctx.action === EXCHANGE_ACTIONS.approve) {
    await approveOrder(ctx, await repo.findOrder(ctx.tx, ctx.request.id, { lock: true }), directReads(ctx.tx));
    return;
  }
  const patch = patchOf(ctx);
  if (Object.keys(patch).length) await repo.updateOrder(ctx.tx, ctx.request.id, patch);
}

/**
 * The same for a batch of the engine (approve all): the orders read and locked with one statement, their files and
 * agreements with one each, the company, products, vendor and manager of the archive's document once per value; the
 * contracts of new orders made together (each exactly as a single approval makes it), changes and terminations one by
 * one as before; the orders' rows and the archives written with a few multi-row statements.
 */
async function onOrderTransitionMany(ctxs: readonly TransitionContext[]): Promise<void> {
  const approving = ctxs.filter((ctx) => ctx.action === EXCHANGE_ACTIONS.approve);
  for (const ctx of ctxs) if (ctx.action !== EXCHANGE_ACTIONS.approve) await onOrderTransition(ctx);
  if (!approving.length) return;
  const tx = approving[0]!.tx;
  const ids = approving.map((ctx) => ctx.request.id);
  const found = await repo.findOrders(tx, ids, { lock: true });
  const reads = await batchReads(tx, ids);
  const orderOf = (ctx: TransitionContext): OrderRow => {
    const order = found.get(ctx.request.id);
    if (!order) throw new AppError('WFL1N4041');
    return order;
  };
  // New orders' contracts, together for each time of approval (a batch has one).
  const made = new Map<number, ContractRow>();
  const newOnes = approving.filter((ctx) => orderOf(ctx).requestType === 'NEW');
  for (const at of new Set(newOnes.map((ctx) => ctx.now.getTime()))) {
    const group = newOnes.filter((ctx) => ctx.now.getTime() === at);
    const contracts = await createContracts(
      tx,
      group.map((ctx) => approvedOf(ctx, orderOf(ctx))),
      group[0]!.now,
    );
    group.forEach((ctx, i) => made.set(ctx.request.id, contracts[i]!));
  }
  const updates = new Map<
    string,
    { patch: Partial<repo.NewOrderRow>; rows: { requestId: number; resultContractId: number; contractNumber: string }[] }
  >();
  const archives: Parameters<typeof addArchives>[1][number][] = [];
  for (const ctx of approving) {
    const order = orderOf(ctx);
    const contract = made.get(order.requestId) ?? (await contractOf(ctx, order));
    const patch = { ...patchOf(ctx), approvedAt: ctx.now };
    const key = JSON.stringify(patch);
    const group = updates.get(key) ?? { patch, rows: [] };
    group.rows.push({ requestId: order.requestId, resultContractId: contract.id, contractNumber: contract.number });
    updates.set(key, group);
    archives.push(
      await archiveOf(ctx, order, { ...patch, resultContractId: contract.id, contractNumber: contract.number }, contract, reads),
    );
  }
  for (const { patch, rows } of updates.values()) await repo.updateOrdersWithContracts(tx, patch, rows);
  await addArchives(tx, archives);
}

/** What the contracts area takes of an approved order. */
function approvedOf(ctx: TransitionContext, order: OrderRow): ApprovedOrder {
  return {
    orderId: order.requestId,
    orderNumber: order.number,
    companyId: order.companyId,
    products: order.form.products,
    commencementDate: order.form.commencementDate ?? null,
    terminationReason: order.form.terminationReason ?? null,
    terminationDueDate: order.form.terminationDueDate ?? null,
    managerUserId: order.managerUserId ?? ctx.request.assignedUserId,
  };
}

/** The order applied to its contract: a new contract, a change (a new version) or the end scheduled. */
function contractOf(ctx: TransitionContext, order: OrderRow): Promise<ContractRow> {
  const approved = approvedOf(ctx, order);
  return order.requestType === 'NEW'
    ? createContract(ctx.tx, approved, ctx.now)
    : order.requestType === 'CHANGE'
      ? changeContract(ctx.tx, order.contractId!, approved, ctx.now)
      : scheduleTermination(ctx.tx, order.contractId!, approved, ctx.now);
}

/** The agreement archive's record of an approved order: its document as it reads at approval. */
async function archiveOf(
  ctx: TransitionContext,
  order: OrderRow,
  patch: Partial<repo.NewOrderRow>,
  contract: ContractRow,
  reads: PdfReads,
) {
  const lang = order.lang === 'en' ? 'en' : 'ko';
  const input = await pdfInput(ctx.tx, { ...order, ...patch, state: ctx.request.state } as OrderRow, lang, {}, reads);
  return {
    contractId: contract.id,
    orderId: order.requestId,
    orderNumber: order.number,
    document: orderPdfDocument(input, lang, { archive: true, generatedAt: ctx.now }),
    now: ctx.now,
  };
}

/** The exchange's approval of one order: its contract made, changed or its end scheduled, and its agreement archive. */
async function approveOrder(ctx: TransitionContext, order: OrderRow | null, reads: PdfReads): Promise<void> {
  if (!order) throw new AppError('WFL1N4041');
  const contract = await contractOf(ctx, order);
  const patch = { ...patchOf(ctx), approvedAt: ctx.now, resultContractId: contract.id, contractNumber: contract.number };
  await repo.updateOrder(ctx.tx, order.requestId, patch);
  await addArchive(ctx.tx, await archiveOf(ctx, order, patch, contract, reads));
}

/** The `order` kind: numbered OF-YYYY-NNNNNN, its row in `orders`. */
export const ORDER_KIND = defineKind({
  kind: KIND,
  prefix: 'OF',
  read: (db, requestId) => repo.findOrder(db, requestId),
  copy: repo.STATE_COPY,
  content: orderContent,
  contentMany: orderContentMany,
  onTransition: onOrderTransition,
  onTransitionMany: onOrderTransitionMany,
});

/** Registers the `order` kind with an engine (the app's at start-up; the demo world's own). */
export const registerOrderKind = (engine: WorkflowEngine): void => engine.register(ORDER_KIND);

// ---------------------------------------------------------------------------------------------------------
// Calls

/** Files of the form become the order's: new ones attached (the caller's own uploads), dropped ones released. */
async function syncFiles(tx: Tx, auth: AuthContext, order: Pick<OrderRow, 'requestId' | 'companyId'>, wanted: string[]): Promise<void> {
  const current = ((await listFilesOf(tx, ORDER_FILE_OWNER, [order.requestId])).get(String(order.requestId)) ?? []).map((f) => f.fileUUID);
  const added = wanted.filter((u) => !current.includes(u));
  const dropped = current.filter((u) => !wanted.includes(u));
  if (dropped.length) await releaseFilesOf(tx, ORDER_FILE_OWNER, order.requestId, dropped);
  if (added.length)
    await attachFiles(tx, auth, {
      ownerType: ORDER_FILE_OWNER,
      ownerId: order.requestId,
      fileUUIDs: added,
      ownerCompanyId: order.companyId,
      maxFiles: 10,
    });
}

/** An order's header and row after a call (the demo world reads these; the routes answer the detail). */
export type OrderRecord = KindRecord<OrderRow>;

/** An order as the caller sees it (the detail answer). */
export const orderDetail = (c: OrdersContext, { request, row }: OrderRecord, auth: AuthContext, lang: TLanguage): Promise<TOrderDetail> =>
  detailOf(c.db, c.workflow, request, row, actorOf(auth), lang, c.reads);

export async function createOrderRecord(
  c: OrdersContext,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ZOrderCreateRequest>,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<OrderRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = { ...actorOf(auth), companyId };
  const given = normalizeForm(body.requestType, body.form);
  await checkReferences(c.db, given);
  return changed(c, () =>
    guardOpenOrder(() =>
      c.db.transaction(async (tx) => {
        const contractNumber = given.contractId ? await checkContract(tx, given.contractId, companyId) : null;
        // A change or termination starts from the contract's current terms: what the form leaves blank is the contract's.
        const form = given.contractId ? withContractTerms(body.requestType, given, await contractTerms(tx, given.contractId)) : given;
        const { products } = await checkReferences(tx, form);
        const rep = await salesRepOf(tx, companyId);
        const title = {
          ko: `${ORDER_REQUEST_TYPE_LABELS[body.requestType].ko} 주문서`,
          en: `${ORDER_REQUEST_TYPE_LABELS[body.requestType].en} order form`,
        };
        const assignedUserId = rep?.userId ?? null;
        return c.workflow.createRecord(tx, ORDER_KIND, { companyId, title, actor, assignedUserId, now }, async (header) => {
          const order = await repo.insertOrder(tx, {
            ...header,
            companyId,
            requestType: body.requestType,
            contractId: form.contractId ?? null,
            contractNumber,
            commencementDate: form.commencementDate ?? null,
            productCodes: form.products.map((p) => p.productCode),
            searchText: searchTextOf(header.number, form, products),
            form,
            managerUserId: assignedUserId,
            createdBy: auth.userId,
            lang,
            createdAt: now,
            updatedAt: now,
            seedKey: opts.seedKey ?? null,
          });
          await syncFiles(tx, { ...auth, companyId }, order, form.fileUUIDs);
          return order;
        });
      }),
    ),
  );
}

export async function updateOrderRecord(
  c: OrdersContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof ZOrderUpdateRequest>,
  opts: { now?: Date } = {},
): Promise<OrderRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = actorOf(auth);
  // A change never queues behind another one of the same order (WorkflowEngine.change: 409 at once).
  return changed(c, () =>
    guardOpenOrder(() =>
      c.workflow.editRecord(
        c.db,
        ORDER_KIND,
        { requestId: id, version: body.version, actor, memo: body.memo ?? null, now },
        async ({ tx, row: order }) => {
          const form = normalizeForm(order.requestType as TOrderRequestType, body.form);
          if (sameJson(form, order.form)) return false;
          const { products } = await checkReferences(tx, form);
          let contractNumber = order.contractNumber;
          if (form.contractId !== order.contractId)
            contractNumber = form.contractId ? await checkContract(tx, form.contractId, order.companyId, order.requestId) : null;
          await syncFiles(tx, auth, order, form.fileUUIDs);
          await repo.updateOrder(tx, id, {
            form,
            contractId: form.contractId ?? null,
            contractNumber,
            commencementDate: form.commencementDate ?? null,
            productCodes: form.products.map((p) => p.productCode),
            searchText: searchTextOf(order.number, form, products),
          });
          return true;
        },
      ),
    ),
  );
}

/** The agreements of a submission: each accepted one with the time and the standard document's version in effect. */
async function recordAgreements(tx: Tx, auth: AuthContext, order: OrderRow, now: Date, known?: Record<string, string>): Promise<void> {
  const user = await findUserById(tx, auth.userId);
  const name = user ? displayName(user) : '';
  const rows = [];
  for (const a of ORDER_AGREEMENTS) {
    if (!order.form.acceptedAgreements.includes(a.code)) continue;
    const version =
      known?.[a.documentTypeCode] ??
      (await latestDocument(tx, a.documentTypeCode, 'ko', now)
        .then((d) => String(d.versionNo))
        .catch(() => '0'));
    rows.push({
      orderId: order.requestId,
      code: a.code,
      documentTypeCode: a.documentTypeCode,
      documentVersion: version,
      acceptedAt: now,
      acceptedBy: auth.userId,
      acceptedByName: name,
    });
  }
  await repo.replaceAgreements(tx, order.requestId, rows);
}

export interface ActOptions {
  now?: Date;
  /** The demo world (seed/orders.ts) has no file storage: its orders go without the signed documents. */
  demoWithoutFiles?: boolean;
  /** Standard-document versions already read (by document type code): the demo world reads them once. */
  documentVersions?: Record<string, string>;
}

export async function actOnOrderRecord(
  c: OrdersContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZWorkflowActionRequest>,
  lang: TLanguage,
  opts: ActOptions = {},
): Promise<OrderRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = actorOf(auth);
  return changed(c, () =>
    guardOpenOrder(() =>
      c.workflow.act(c.db, ORDER_KIND, {
        requestId: id,
        action,
        body,
        actor,
        now,
        before: async ({ tx, row: order }) => {
          if (action !== 'submit' && action !== 'resubmit') return;
          const [issue] = orderSubmissionIssues(order.requestType as TOrderRequestType, order.form, koreaDay(now)).filter(
            (i) => !(opts.demoWithoutFiles && i.code === 'ORD1N4007'),
          );
          if (issue) throw new AppError(issue.code, { ...issue.params, item: orderFieldLabel(issue.field, lang) });
          await checkReferences(tx, order.form);
          if (order.contractId) await checkContract(tx, order.contractId, order.companyId, order.requestId);
          await recordAgreements(tx, auth, order, now, opts.documentVersions);
          await repo.updateOrder(tx, id, { lang });
        },
      }),
    ),
  );
}

/** Orders of the caller's company (provider staff: every company's, or the one named), filtered and sorted. */
export async function searchOrders(
  c: OrdersContext,
  auth: AuthContext,
  req: z.output<typeof ZOrderSearchRequest>,
  lang: TLanguage,
): Promise<TOrderSearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('ORD1N4012');
  const companyId = searchScope(auth, req.companyId);
  if (c.listCache) {
    // Keyed by what decides the answer: the company scope (a customer's own, from the token), the filters, the page and
    // the language. The caller's roles were checked by the route; customers never share a key with staff or another company.
    const key = JSON.stringify([companyId ?? null, isProvider(auth), lang, req]);
    return c.listCache.through(key, () => readOrderList(c, req, companyId, lang));
  }
  return readOrderList(c, req, companyId, lang);
}

async function readOrderList(
  c: OrdersContext,
  req: z.output<typeof ZOrderSearchRequest>,
  companyId: number | undefined,
  lang: TLanguage,
): Promise<TOrderSearchResponse> {
  const { rows, total, capped } = await repo.searchOrders(
    c.db,
    {
      companyId,
      state: req.state,
      requestType: req.requestType,
      productCode: req.productCode,
      ...koreaDayRange(req.fromDate, req.toDate),
      searchText: req.searchText,
    },
    pageWindow(req),
    req.sort,
    LIST_COUNT_CAP,
  );
  return { ...toPage(await presentOrders(c.db, rows, lang, c.reads), total, req), ...(capped ? { totalCountCapped: true } : {}) };
}

/** The order form as a PDF in a language, named by its number. */
export async function orderPdf(
  c: OrdersContext,
  auth: AuthContext,
  id: number,
  lang: TLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { row: order } = await c.workflow.loadRecord(c.db, ORDER_KIND, id, actorOf(auth));
  const pdf = await renderDocumentPdf(orderPdfDocument(await pdfInput(c.db, order, lang), lang));
  return { fileName: `${order.number}.pdf`, pdf };
}

// ---------------------------------------------------------------------------------------------------------
// What the contracts' routes read of orders

/** The orders behind a contract, newest first (the caller checked the contract is theirs). */
export async function ordersOfContract(db: DbOrTx, contractId: number, lang: TLanguage): Promise<TOrderListItem[]> {
  return presentOrders(db, await repo.ordersOfContract(db, contractId), lang);
}

/** Whether an order for the contract is open (a change or termination cannot be asked then). */
export async function hasOpenOrder(db: DbOrTx, contractId: number): Promise<boolean> {
  return (await repo.openOrderFor(db, contractId)) !== null;
}

/** The order in progress for the contract (the document a picker links to when it refuses the contract), or null. */
export async function openOrderOf(
  db: DbOrTx,
  contractId: number,
): Promise<{ orderId: number; orderNumber: string; requestType: TOrderRequestType } | null> {
  const o = await repo.openOrderFor(db, contractId);
  return o ? { orderId: o.requestId, orderNumber: o.number, requestType: o.requestType as TOrderRequestType } : null;
}

/** The order in progress of each contract among ids that has one, by contract id (the contract list, for the pickers). */
export async function openOrdersOf(
  db: DbOrTx,
  contractIds: readonly number[],
): Promise<Map<number, { orderId: number; orderNumber: string; requestType: TOrderRequestType }>> {
  const rows = await repo.openOrdersForMany(db, contractIds);
  return new Map(
    rows.map((o) => [o.contractId!, { orderId: o.requestId, orderNumber: o.number, requestType: o.requestType as TOrderRequestType }]),
  );
}

/** An item another area keeps current for a contract, and when it was last set (the other-reports area's reported items). */
export interface ReportedTerm {
  item: 'orderContact' | 'billingContact' | 'itContact' | 'installationAddress' | 'brokerCompany';
  value: TOrderContact | string;
  changedAt: Date;
}
export type ReportedTerms = (db: DbOrTx, contractId: number) => Promise<ReportedTerm[]>;
let reportedTerms: ReportedTerms | null = null;

/** Registers the reader of the reported terms (the other-reports area at start-up; it imports this area, not the reverse). */
export function useReportedTerms(read: ReportedTerms | null): void {
  reportedTerms = read;
}

/**
 * The contract's current terms as an order form: the form of its latest approved new or change order without the fields
 * of that order (contractTermsOf), with the items reported after its approval (contacts, installation address, broker
 * company) over it. Null when no approved order is on file. A change starts from these.
 */
export async function contractTerms(db: DbOrTx, contractId: number): Promise<TOrderForm | null> {
  const approved = (await repo.ordersOfContract(db, contractId)).find((o) => o.state === 'APPROVED' && o.requestType !== 'TERMINATION');
  if (!approved) return null;
  const terms = contractTermsOf(approved.form);
  const since = approved.approvedAt?.getTime() ?? 0;
  const contacts = { ...terms.contacts };
  for (const r of reportedTerms ? await reportedTerms(db, contractId) : []) {
    if (r.changedAt.getTime() < since) continue;
    if (r.item === 'installationAddress' || r.item === 'brokerCompany') terms[r.item] = String(r.value);
    else if (typeof r.value === 'object')
      contacts[r.item === 'orderContact' ? 'order' : r.item === 'billingContact' ? 'billing' : 'it'] = { ...r.value };
  }
  return { ...terms, contacts };
}

/**
 * What each version of a contract changed in its terms against the version before (every term, not only the
 * products), named in a language by the order history's labels; null for the first. A version's terms are those of the
 * order that made it (a termination keeps the terms before it). The caller has checked the contract is visible.
 */
export async function contractVersionChanges(
  db: DbOrTx,
  contractId: number,
  versions: { versionNo: number; orderId: number; requestType: string }[],
  lang: TLanguage,
): Promise<Map<number, TLabelledFieldChange[] | null>> {
  const forms = new Map((await repo.ordersOfContract(db, contractId)).map((o) => [o.requestId, o.form]));
  const out = new Map<number, TLabelledFieldChange[] | null>();
  let previous: TOrderForm | null = null;
  for (const v of [...versions].sort((a, b) => a.versionNo - b.versionNo)) {
    const form = forms.get(v.orderId);
    const terms: TOrderForm | null = v.requestType === 'TERMINATION' || !form ? previous : contractTermsOf(form);
    out.set(
      v.versionNo,
      previous && terms ? labelledChanges({ form: previous }, { form: terms }, (path) => orderHistoryFieldLabel(path, lang)) : null,
    );
    previous = terms ?? previous;
  }
  return out;
}

/** The contract's documents: the files of its approved orders (empty: "nothing to download"). */
export async function contractDocuments(db: DbOrTx, contractId: number): Promise<TFileInfo[]> {
  const approved = (await repo.ordersOfContract(db, contractId)).filter((o) => o.state === 'APPROVED');
  if (!approved.length) return [];
  const files = await listFilesOf(
    db,
    ORDER_FILE_OWNER,
    approved.map((o) => o.requestId),
  );
  return approved.flatMap((o) => files.get(String(o.requestId)) ?? []);
}

/**
 * The form of the contract's latest approved new or change order, or null (the other-reports area reads the contacts,
 * the installation address and the broker company from it as their first values).
 */
export async function approvedFormOfContract(db: DbOrTx, contractId: number): Promise<TOrderForm | null> {
  const approved = (await repo.ordersOfContract(db, contractId)).find((o) => o.state === 'APPROVED' && o.requestType !== 'TERMINATION');
  return approved?.form ?? null;
}

/**
 * What other areas read of an order (the non-display declarations): its company, number, type, state, the
 * non-display uses its form declares and its contract (the one changed, or the one its approval made). Null when missing.
 */
export async function orderFacts(db: DbOrTx, orderId: number) {
  const o = await repo.findOrder(db, orderId);
  if (!o) return null;
  return {
    orderId: o.requestId,
    companyId: o.companyId,
    number: o.number,
    requestType: o.requestType as TOrderRequestType,
    state: o.state as TOrderState,
    nonDisplayUses: o.form.nonDisplayUses ?? [],
    contractId: o.contractId ?? o.resultContractId,
    contractNumber: o.contractNumber,
  };
}
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

export type { OrderRow };
/**
 * What the exchange reviewer reads of an order (exchange approvals, decision 046): its approval type (the request type),
 * its key fields in a language and its files.
 */
export async function orderExchangeDocument(
  db: DbOrTx,
  orderId: number,
  lang: TLanguage,
): Promise<{ approvalType: TOrderRequestType; summary: { key: string; label: string; value: string }[]; files: TFileInfo[] } | null> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return null;
  const input = await pdfInput(db, order, lang);
  const label = (key: string) => ORDER_FIELD_LABELS[key]?.[lang] ?? key;
  const summary: { key: string; label: string; value: string }[] = [
    { key: 'companyName', label: lang === 'en' ? 'Customer' : '고객사', value: input.companyName },
    {
      key: 'requestType',
      label: lang === 'en' ? 'Request type' : '신청 유형',
      value: ORDER_REQUEST_TYPE_LABELS[order.requestType as TOrderRequestType]?.[lang] ?? order.requestType,
    },
  ];
  if (input.contractNumber)
    summary.push({ key: 'contractNumber', label: lang === 'en' ? 'Contract' : '계약 번호', value: input.contractNumber });
  if (order.form.commencementDate)
    summary.push({ key: 'commencementDate', label: label('commencementDate'), value: order.form.commencementDate });
  if (order.form.products.length)
    summary.push({
      key: 'products',
      label: label('products'),
      value: order.form.products.map((p) => input.productNames.get(p.productCode) ?? p.productCode).join(', '),
    });
  if (input.vendorName) summary.push({ key: 'vendorCode', label: label('vendorCode'), value: input.vendorName });
  if (order.form.terminationDueDate)
    summary.push({ key: 'terminationDueDate', label: label('terminationDueDate'), value: order.form.terminationDueDate });
  if (order.form.terminationReason)
    summary.push({ key: 'terminationReason', label: label('terminationReason'), value: order.form.terminationReason });
  if (input.managerName)
    summary.push({ key: 'managerName', label: lang === 'en' ? 'Provider manager' : '담당자', value: input.managerName });
  if (order.submittedAt)
    summary.push({ key: 'submittedAt', label: lang === 'en' ? 'Submitted' : '제출일', value: formatKoreaDateTime(order.submittedAt) });
  // The whole document the reviewer approves, not only a few key fields: every section of the order's
  // own PDF document (products with use types, usage, affiliates, index, contacts, facilitators, terms, agreements).
  const shown = new Set(summary.map((s) => s.label));
  for (const section of orderPdfDocument(input, lang).sections) {
    const heading = section.heading;
    for (const row of section.rows ?? [])
      if (!shown.has(row.label)) summary.push({ key: `${heading}.${row.label}`, label: `${heading} · ${row.label}`, value: row.value });
    if (section.table)
      section.table.rows.forEach((cells, i) =>
        summary.push({
          key: `${heading}.${i + 1}`,
          label: `${heading} ${i + 1}`,
          value: section.table!.columns.map((c, j) => `${c.header}: ${cells[j] ?? '-'}`).join(', '),
        }),
      );
    (section.paragraphs ?? []).forEach((text, i) => summary.push({ key: `${heading}.p${i + 1}`, label: heading, value: text }));
  }
  const files = (await listFilesOf(db, ORDER_FILE_OWNER, [order.requestId])).get(String(order.requestId)) ?? [];
  return { approvalType: order.requestType as TOrderRequestType, summary, files };
}

/** The seeded orders among keys (the demo world checks what it wrote before). */
export const findOrderBySeedKeys = repo.findBySeedKeys;

/** How many files each order among ids carries (the exchange reviewer's list). */
export async function orderAttachmentCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const files = await listFilesOf(db, ORDER_FILE_OWNER, ids);
  return new Map(ids.map((id) => [id, files.get(String(id))?.length ?? 0]));
}

/** An order's request type (the exchange item's approval type), or null when missing. */
export async function orderRequestType(db: DbOrTx, orderId: number): Promise<TOrderRequestType | null> {
  const o = await repo.findOrder(db, orderId);
  return o ? (o.requestType as TOrderRequestType) : null;
}

/** What the billing run reads of an order's form: the sales status's lines and option flags. */
export interface OrderBillingFacts {
  orderId: number;
  connectionCount: number;
  serviceOptions: string[];
  deliveryProtocols: string[];
  affiliateExtension: boolean;
}

/** The billing facts of the orders' forms (one query), by order id. */
export async function orderBillingFacts(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderBillingFacts>> {
  const rows = await repo.billingFactsOf(db, orderIds);
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        orderId: r.orderId,
        connectionCount: Number(r.connectionCount ?? 0),
        serviceOptions: Array.isArray(r.serviceOptions) ? r.serviceOptions : [],
        deliveryProtocols: Array.isArray(r.deliveryProtocols) ? r.deliveryProtocols : [],
        affiliateExtension: r.affiliateExtension === true,
      },
    ]),
  );
}

/** The non-display uses each order's form declares, by order id (the exceptions dashboard). */
export async function nonDisplayUsesByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = await repo.nonDisplayUsesOf(db, [...new Set(orderIds)]);
  return new Map(rows.map((r) => [r.orderId, Array.isArray(r.uses) ? r.uses : []]));
}

/** What a contract's pages show of its orders (contracts' `ContractOrderReads`, handed to its routes in modules/index.ts). */
export const contractOrderReads: ContractOrderReads = {
  openOrderOf,
  openOrdersOf,
  ordersOfContract,
  contractDocuments,
  contractTerms,
  contractVersionChanges,
};
