import {
  declarationHistoryFieldLabel,
  exchangeStageLabel,
  labelledChanges,
  orderHistoryFieldLabel,
  EXCHANGE_ACTIONS,
  EXCHANGE_KINDS,
  exchangeStagesOf,
  WORKFLOWS,
  type TExchangeApprovalDetail,
  type TExchangeApprovalItem,
  type TExchangeApprovalSearchResponse,
  type TExchangeApprovalStatus,
  type TExchangeApprovalType,
  type TExchangeHistoryVersion,
  type TExchangeLatestResponse,
  type TExchangeNotificationStatus,
  type TFileInfo,
  type TLanguage,
  type TRequestVersion,
  type TWorkflowKind,
  type WorkflowDeclaration,
  type ZExchangeApprovalSearchRequest,
  type ZExchangeApproveAllRequest,
  type ZExchangeDecisionRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { koreaDayRange } from '../../platform/json';
import { pageWindow, toPage } from '../../platform/paging';
import {
  actorOf,
  companyOf,
  requestTitle,
  type EffectContext,
  type TransitionEffect,
  type TransitionEffectMany,
  type WorkflowEngine,
} from '../../platform/workflow';
import { companiesByIds, displayName, findUserById, keptNamesIn } from '../identity';
import { declarationAttachmentCounts, declarationExchangeDocument } from '../non-display';
import { orderAttachmentCounts, orderExchangeDocument, orderRequestType } from '../orders';
import * as repo from './repo';
import type { ApprovalRow } from './repo';

/**
 * Exchange approvals (decision 046). The exchange's stage is declared in the workflow of each kind
 * (a state waiting on 'exchange'); this area keeps an item each time a request enters such a state, through an effect
 * it registers with the engine for every such kind, and records the reviewer's decision and the writer's notification
 * when the request leaves it by an exchange action. Decisions go through the engine's one transition function.
 */

export interface ExchangeContext {
  db: Db;
  workflow: WorkflowEngine;
}

type Summary = { key: string; label: string; value: string }[];

/** What this area reads of a kind's documents (the kind's own module knows them). */
interface DocumentReader {
  approvalType(db: DbOrTx, requestId: number): Promise<TExchangeApprovalType>;
  document(
    db: DbOrTx,
    engine: WorkflowEngine,
    requestId: number,
    lang: TLanguage,
  ): Promise<{ summary: Summary; files: TFileInfo[] } | null>;
  attachmentCounts(db: DbOrTx, requestIds: number[]): Promise<Map<number, number>>;
  /** The name of a field of a version's content in a language (the history's), undefined for one left out. */
  fieldLabel(path: string, lang: TLanguage): string | undefined;
}

const READERS: Partial<Record<TWorkflowKind, DocumentReader>> = {
  order: {
    approvalType: async (db, id) => (await orderRequestType(db, id)) ?? 'NEW',
    document: (db, _engine, id, lang) => orderExchangeDocument(db, id, lang),
    attachmentCounts: orderAttachmentCounts,
    fieldLabel: orderHistoryFieldLabel,
  },
  nonDisplay: {
    approvalType: async () => 'NON_DISPLAY',
    document: (db, engine, id, lang) => declarationExchangeDocument(db, engine, id, lang),
    attachmentCounts: declarationAttachmentCounts,
    fieldLabel: declarationHistoryFieldLabel,
  },
};

const readerOf = (kind: string): DocumentReader | undefined => READERS[kind as TWorkflowKind];

const stateLabel = (kind: string, state: string, lang: TLanguage): string =>
  (WORKFLOWS[kind as TWorkflowKind] as WorkflowDeclaration | undefined)?.states[state]?.label[lang] ?? state;

const DECISION_OF: Record<string, TExchangeApprovalStatus> = {
  [EXCHANGE_ACTIONS.approve]: 'APPROVED',
  [EXCHANGE_ACTIONS.reject]: 'REJECTED',
};

// ---------------------------------------------------------------------------------------------------------
// The engine's effect

/**
 * After any transition of a kind with an exchange stage: entering a stage makes an item (WAITING, with the provider's
 * memo or reason); leaving it by an exchange action records the decision, the reviewer's message and whether the
 * writer was told (a portal notification and a mail queued by the engine: NOTIFIED; the writer inactive: NOT_NOTIFIED).
 */
function effectOf(kind: TWorkflowKind): TransitionEffect {
  const stages = exchangeStagesOf(kind);
  return async (ctx) => {
    const { tx, request } = ctx;
    if (stages.includes(ctx.from) && DECISION_OF[ctx.action]) {
      const item = await repo.waitingOf(tx, request.id);
      if (item) await repo.updateApproval(tx, item.id, decisionPatch(ctx, item));
    }
    if (stages.includes(ctx.to)) await insertItem(kind, ctx);
  };
}

/** What an exchange decision records on the item (the writer told or not). */
function decisionPatch(ctx: EffectContext, item: ApprovalRow): Partial<repo.NewApprovalRow> {
  return {
    status: DECISION_OF[ctx.action]!,
    decidedAt: ctx.now,
    decidedBy: ctx.actor.userId,
    decidedByName: ctx.actorName,
    message: ctx.reason,
    notifiedAt: ctx.now,
    notificationStatus: (item.writerUserId !== null && ctx.notified.includes(item.writerUserId)
      ? 'NOTIFIED'
      : 'NOT_NOTIFIED') satisfies TExchangeNotificationStatus,
  };
}

/** A new waiting item of a request entering an exchange stage. */
async function insertItem(kind: TWorkflowKind, ctx: EffectContext): Promise<void> {
  const { tx, request, now } = ctx;
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses a query sent while
  // another runs; pg 8 warns: DeprecationWarning "client.query() when the client is already executing a query").
  // A document the exchange decides always has a company and a writer (no visitor's kind has an exchange stage).
  const companyId = companyOf(request);
  const writer = request.createdBy === null ? null : await findUserById(tx, request.createdBy);
  const [company] = await companiesByIds(tx, [companyId]);
  const approvalType = (await readerOf(kind)?.approvalType(tx, request.id)) ?? 'NEW';
  await repo.insertApproval(tx, {
    requestId: request.id,
    kind,
    companyId,
    companyName: company?.companyName ?? '',
    companyNameEn: company?.companyNameEn ?? null,
    documentNumber: request.number,
    title: request.title,
    titleEn: request.titleEn,
    approvalType,
    writerUserId: writer?.id ?? null,
    writerName: writer ? displayName(writer) : '',
    registeredAt: now,
    stage: ctx.to,
    status: 'WAITING',
    memo: ctx.memo ?? ctx.reason,
    requestVersion: request.version,
  });
}

/**
 * The same for a batch (approve all): the waiting items read with one statement and the decisions written with one
 * statement per identical patch (the same decision, message and notification status), instead of two per document.
 */
function effectManyOf(kind: TWorkflowKind): TransitionEffectMany {
  const stages = exchangeStagesOf(kind);
  return async (ctxs) => {
    if (!ctxs.length) return;
    const deciding = ctxs.filter((ctx) => stages.includes(ctx.from) && DECISION_OF[ctx.action]);
    const items = await repo.waitingOfMany(
      ctxs[0]!.tx,
      deciding.map((ctx) => ctx.request.id),
    );
    const patches = new Map<string, { patch: Partial<repo.NewApprovalRow>; ids: number[] }>();
    for (const ctx of deciding) {
      const item = items.get(ctx.request.id);
      if (!item) continue;
      const patch = decisionPatch(ctx, item);
      const key = JSON.stringify(patch);
      patches.set(key, { patch, ids: [...(patches.get(key)?.ids ?? []), item.id] });
    }
    for (const { patch, ids } of patches.values()) await repo.updateApprovals(ctxs[0]!.tx, ids, patch);
    for (const ctx of ctxs) if (stages.includes(ctx.to)) await insertItem(kind, ctx);
  };
}

/** Registers the effect with an engine for every kind whose declaration waits on the exchange somewhere. */
export function registerExchangeApprovals(engine: WorkflowEngine): void {
  for (const kind of EXCHANGE_KINDS) engine.addEffect(kind, effectOf(kind), effectManyOf(kind));
}

// ---------------------------------------------------------------------------------------------------------
// Presenting

/** The names an item kept, in the language (keptNamesIn). */
type KeptNames = Awaited<ReturnType<typeof keptNamesIn>>;
const keptNamesOf = (db: DbOrTx, rows: ApprovalRow[], lang: TLanguage) =>
  keptNamesIn(
    db,
    lang,
    rows.flatMap((r) => [r.writerUserId, r.decidedBy, r.confirmedBy]),
  );

function present(row: ApprovalRow, lang: TLanguage, attachments: number, names: KeptNames): TExchangeApprovalItem {
  return {
    approvalId: row.id,
    requestId: row.requestId,
    kind: row.kind as TWorkflowKind,
    documentNumber: row.documentNumber,
    title: requestTitle(row, lang),
    approvalType: row.approvalType as TExchangeApprovalType,
    companyId: row.companyId,
    companyName: lang === 'en' ? (row.companyNameEn ?? row.companyName) : row.companyName,
    writerName: names(row.writerUserId, row.writerName),
    registeredAt: row.registeredAt.toISOString(),
    stage: row.stage,
    stageLabel: exchangeStageLabel(row.kind as TWorkflowKind, row.stage, lang),
    status: row.status as TExchangeApprovalStatus,
    attachmentCount: attachments,
    memo: row.memo,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: names(row.decidedBy, row.decidedByName),
    message: row.message,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedByName: names(row.confirmedBy, row.confirmedByName),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    notificationStatus: (row.notificationStatus as TExchangeNotificationStatus | null) ?? null,
    version: row.requestVersion,
  };
}

/** The attachment count of each row (one query per kind among the rows). */
async function attachmentCounts(db: DbOrTx, rows: ApprovalRow[]): Promise<Map<number, number>> {
  const byKind = new Map<string, number[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.requestId]);
  const out = new Map<number, number>();
  for (const [kind, ids] of byKind) {
    const counts = (await readerOf(kind)?.attachmentCounts(db, [...new Set(ids)])) ?? new Map<number, number>();
    for (const [id, n] of counts) out.set(id, n);
  }
  return out;
}

/**
 * Each version of the history with what it changed against the one before, field by field, named in the request's
 * language by the kind's labels (the same as the kind's own history screen); fields the kind does not name are left
 * out. The versions are those the caller may see (the engine leaves internal memos out), so nothing more is disclosed.
 */
export function withChanges(
  versions: TRequestVersion[],
  reader: Pick<DocumentReader, 'fieldLabel'> | undefined,
  lang: TLanguage,
): TExchangeHistoryVersion[] {
  const sorted = [...versions].sort((a, b) => a.versionNo - b.versionNo);
  return sorted.map((v, i) => {
    const previous = sorted[i - 1];
    if (!previous || !reader) return { ...v, changes: previous ? [] : null };
    const changes = labelledChanges(previous.content, v.content, (path) => reader.fieldLabel(path, lang));
    return { ...v, changes };
  });
}

const mayConfirm = (auth: AuthContext, row: ApprovalRow): boolean => isProvider(auth) && row.decidedAt !== null && row.confirmedAt === null;

async function detailOf(c: ExchangeContext, auth: AuthContext, row: ApprovalRow, lang: TLanguage): Promise<TExchangeApprovalDetail> {
  const request = await c.workflow.load(c.db, row.kind as TWorkflowKind, row.requestId, actorOf(auth));
  const doc = (await readerOf(row.kind)?.document(c.db, c.workflow, row.requestId, lang)) ?? { summary: [], files: [] };
  const waiting = row.status === 'WAITING' && request.state === row.stage && auth.roles.includes('09');
  return {
    ...present(row, lang, doc.files.length, await keptNamesOf(c.db, [row], lang)),
    requestState: request.state,
    requestStateLabel: stateLabel(row.kind, request.state, lang),
    summary: doc.summary,
    attachments: doc.files,
    history: withChanges(await c.workflow.versions(c.db, row.requestId, auth, lang), readerOf(row.kind), lang),
    allowedActions: waiting ? ['approve', 'reject'] : [],
    mayConfirm: mayConfirm(auth, row),
  };
}

async function itemOf(db: DbOrTx, id: number): Promise<ApprovalRow> {
  const row = await repo.findApproval(db, id);
  if (!row) throw new AppError('EXA1N4041');
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Calls

export async function searchApprovals(
  c: ExchangeContext,
  req: z.output<typeof ZExchangeApprovalSearchRequest>,
  lang: TLanguage,
): Promise<TExchangeApprovalSearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('EXA1N4003');
  const { rows, total } = await repo.searchApprovals(
    c.db,
    {
      status: req.status,
      approvalType: req.approvalType,
      stage: req.stage,
      ...koreaDayRange(req.fromDate, req.toDate),
      searchText: req.searchText,
      companyId: req.companyId,
      requestId: req.requestId,
    },
    req.sort,
    pageWindow(req),
  );
  const counts = await attachmentCounts(c.db, rows);
  const names = await keptNamesOf(c.db, rows, lang);
  return toPage(
    rows.map((r) => present(r, lang, counts.get(r.requestId) ?? 0, names)),
    total,
    req,
  );
}

export async function approvalDetail(c: ExchangeContext, auth: AuthContext, id: number, lang: TLanguage): Promise<TExchangeApprovalDetail> {
  return detailOf(c, auth, await itemOf(c.db, id), lang);
}

/** The reviewer approves or rejects one item, through the engine's one transition function (optimistic version). */
export async function decide(
  c: ExchangeContext,
  auth: AuthContext,
  id: number,
  decision: 'approve' | 'reject',
  body: z.output<typeof ZExchangeDecisionRequest>,
  lang: TLanguage,
): Promise<TExchangeApprovalDetail> {
  const item = await itemOf(c.db, id);
  if (item.status !== 'WAITING') throw new AppError('EXA1N4091');
  const actor = actorOf(auth);
  await c.workflow.actOnRequest(c.db, item.kind as TWorkflowKind, {
    requestId: item.requestId,
    action: EXCHANGE_ACTIONS[decision],
    body: { version: body.version, reason: body.message ?? null },
    actor,
    // Read again under the request's lock: another reviewer may have decided it since.
    before: async (tx) => {
      if ((await repo.findApproval(tx, id))?.status !== 'WAITING') throw new AppError('EXA1N4091');
    },
    after: () => faultPoint('approval'),
  });
  return approvalDetail(c, auth, id, lang);
}

/**
 * Approve all of a selection: one transaction, all or none. Every item must still wait at the version the reviewer
 * saw; the first that does not answers its error (409 for a stale version or a decided item) and nothing changes.
 */
export async function approveAll(
  c: ExchangeContext,
  auth: AuthContext,
  body: z.output<typeof ZExchangeApproveAllRequest>,
): Promise<{ approvedCount: number }> {
  if (!body.items.length) throw new AppError('EXA1N4001');
  const ids = body.items.map((i) => i.approvalId);
  if (new Set(ids).size !== ids.length) throw new AppError('EXA1N4002');
  const actor = actorOf(auth);
  return c.db.transaction(async (tx) => {
    const rows = new Map((await repo.findApprovals(tx, ids)).map((r) => [r.id, r]));
    for (const { approvalId } of body.items) {
      const row = rows.get(approvalId);
      if (!row) throw new AppError('EXA1N4041');
      if (row.status !== 'WAITING') throw new AppError('EXA1N4091');
    }
    // One batch of the engine: the same checks per document, set-based writes, one digest mail per person told.
    await c.workflow.transitionMany(
      tx,
      body.items.map(({ approvalId, version }) => {
        const row = rows.get(approvalId)!;
        return { kind: row.kind as TWorkflowKind, requestId: row.requestId, action: EXCHANGE_ACTIONS.approve, version, actor };
      }),
    );
    await faultPoint('approve-all');
    return { approvedCount: body.items.length };
  });
}

/** The reviewer's download of an attachment: only a file of the item's document. */
export async function attachmentOf(c: ExchangeContext, auth: AuthContext, id: number, fileUUID: string): Promise<TFileInfo> {
  const row = await itemOf(c.db, id);
  await c.workflow.load(c.db, row.kind as TWorkflowKind, row.requestId, actorOf(auth));
  const doc = await readerOf(row.kind)?.document(c.db, c.workflow, row.requestId, 'ko');
  const file = doc?.files.find((f) => f.fileUUID === fileUUID.toLowerCase());
  if (!file) throw new AppError('EXA1N4042');
  return file;
}

/** Provider staff confirm they saw a decided item's result (once). */
export async function confirmApproval(
  c: ExchangeContext,
  auth: AuthContext,
  id: number,
  lang: TLanguage,
): Promise<TExchangeApprovalDetail> {
  const row = await itemOf(c.db, id);
  if (!row.decidedAt) throw new AppError('EXA1N4092');
  if (row.confirmedAt) throw new AppError('EXA1N4093');
  const user = await findUserById(c.db, auth.userId);
  const done = await c.db.transaction((tx) =>
    repo.confirm(tx, id, { userId: auth.userId, name: user ? displayName(user) : '', at: new Date() }),
  );
  if (!done) throw new AppError('EXA1N4093');
  return approvalDetail(c, auth, id, lang);
}

/** The latest item of a request, for the provider's panel (null before the request reached the exchange). */
export async function latestApproval(
  c: ExchangeContext,
  auth: AuthContext,
  requestId: number,
  lang: TLanguage,
): Promise<TExchangeLatestResponse> {
  const row = await repo.latestOf(c.db, requestId);
  if (!row) return { item: null, mayConfirm: false };
  await c.workflow.load(c.db, row.kind as TWorkflowKind, row.requestId, actorOf(auth));
  const counts = await attachmentCounts(c.db, [row]);
  return {
    item: present(row, lang, counts.get(row.requestId) ?? 0, await keptNamesOf(c.db, [row], lang)),
    mayConfirm: mayConfirm(auth, row),
  };
}

/** Provider staff confirm the result of a request's latest decided item (the demo world's own step; null when none). */
export async function confirmResultOf(db: DbOrTx, requestId: number, userId: number, at: Date): Promise<boolean> {
  const row = await repo.latestOf(db, requestId);
  if (!row?.decidedAt || row.confirmedAt) return false;
  const user = await findUserById(db, userId);
  return repo.confirm(db, row.id, { userId, name: user ? displayName(user) : '', at });
}
