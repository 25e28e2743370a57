import {
  normalizeOtherReportValue,
  OTHER_REPORT_ITEM_INFO,
  OTHER_REPORT_ITEMS,
  otherReportFieldLabel,
  otherReportValueIssues,
  sameOtherReportValue,
  type TContractReportedItems,
  type TLanguage,
  type TOrderContact,
  type TOrderForm,
  type TOtherReportAction,
  type TOtherReportDetail,
  type TOtherReportItem,
  type TOtherReportListItem,
  type TOtherReportSearchResponse,
  type TOtherReportState,
  type TOtherReportValue,
  type ZOtherReportCreateRequest,
  type ZOtherReportSearchRequest,
  type ZWorkflowActionRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { type AuthContext, searchScope } from '../../platform/auth';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { koreaDayRange } from '../../platform/json';
import { pageWindow, toPage } from '../../platform/paging';
import {
  actorOf,
  defineKind,
  type KindContext,
  type KindRecord,
  type RequestRow,
  type TransitionContext,
  type WorkflowActor,
  type WorkflowEngine,
} from '../../platform/workflow';
import { salesRepOf } from '../catalogue';
import { contractOfCompany, visibleContract } from '../contracts';
import { businessNow } from '../../platform/clock';
import { companiesByIds, displayName, presentCompany, userNamesByIds } from '../identity';
import { approvedFormOfContract, useReportedTerms, type ReportedTerm } from '../orders';
import * as repo from './repo';
import type { OtherReportRow } from './repo';

/**
 * Changes of a contract's other reported items (decision 039). A change is a request of kind
 * `otherReport`: the platform's engine keeps its header, history and notifications; this area keeps the item, the old
 * and new value, and the current value of each item per contract.
 *
 * A contact change is applied at once: in the transaction that creates it, the server takes the automatic action
 * `apply` (state APPLIED) and writes the current value. Every other item waits (REQUESTED, RECEIVED) for a sales
 * representative or administrator; approval writes the current value in the transition's transaction; rejection (with a
 * reason) leaves it. An item no change has set yet reads as the contract's latest approved order form has it.
 */

const KIND = 'otherReport' as const;

export type OtherReportsContext = KindContext;

// ---------------------------------------------------------------------------------------------------------
// Current values

const contactOf = (c: TOrderContact | undefined): TOtherReportValue | null => {
  const v = normalizeOtherReportValue('orderContact', c ?? {});
  return typeof v === 'object' && Object.keys(v).length ? v : null;
};
const textOf = (s: string | undefined): TOtherReportValue | null => (s?.trim() ? s.trim() : null);

/** The values the contract's latest approved order form has (contacts, installation address, broker company). */
function fromOrderForm(form: TOrderForm | null): Partial<Record<TOtherReportItem, TOtherReportValue | null>> {
  if (!form) return {};
  return {
    orderContact: contactOf(form.contacts?.order),
    billingContact: contactOf(form.contacts?.billing),
    itContact: contactOf(form.contacts?.it),
    installationAddress: textOf(form.installationAddress),
    brokerCompany: textOf(form.brokerCompany),
  };
}

/** The current value of every item of a contract, with when a change last set it. */
async function currentValues(
  db: DbOrTx,
  contractId: number,
): Promise<Map<TOtherReportItem, { value: TOtherReportValue | null; changedAt: Date | null }>> {
  const rows = await repo.itemsOf(db, contractId);
  const set = new Map(rows.map((r) => [r.item, r]));
  const form = OTHER_REPORT_ITEMS.every((i) => set.has(i)) ? {} : fromOrderForm(await approvedFormOfContract(db, contractId));
  return new Map(
    OTHER_REPORT_ITEMS.map((item) => {
      const row = set.get(item);
      return [item, row ? { value: row.value, changedAt: row.changedAt } : { value: form[item] ?? null, changedAt: null }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

export async function presentReports(db: DbOrTx, rows: OtherReportRow[], lang: TLanguage): Promise<TOtherReportListItem[]> {
  if (!rows.length) return [];
  const [companies, people] = await Promise.all([
    companiesByIds(db, [...new Set(rows.map((r) => r.companyId))]),
    userNamesByIds(
      db,
      rows.flatMap((r) => [r.requestedBy, ...(r.decidedBy == null ? [] : [r.decidedBy])]),
    ),
  ]);
  const companyOf = new Map(companies.map((c) => [c.id, presentCompany(c, lang).companyName]));
  const nameOf = new Map(people.map((u) => [u.id, displayName(u, lang)]));
  return rows.map((r) => {
    const item = r.item as TOtherReportItem;
    return {
      requestId: r.requestId,
      requestNumber: r.number,
      state: r.state as TOtherReportState,
      companyId: r.companyId,
      companyName: companyOf.get(r.companyId) ?? '',
      contractId: r.contractId,
      contractNumber: r.contractNumber,
      item,
      immediate: OTHER_REPORT_ITEM_INFO[item]?.immediate ?? false,
      oldValue: r.oldValue ?? null,
      newValue: r.newValue,
      requestedAt: r.createdAt.toISOString(),
      requesterName: nameOf.get(r.requestedBy) ?? '',
      approverName: r.decidedBy == null ? null : (nameOf.get(r.decidedBy) ?? null),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      rejectionReason: r.rejectionReason,
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

async function detailOf(
  db: DbOrTx,
  engine: WorkflowEngine,
  request: RequestRow,
  row: OtherReportRow,
  actor: WorkflowActor,
  lang: TLanguage,
): Promise<TOtherReportDetail> {
  const [item] = await presentReports(db, [row], lang);
  const contract = await contractOfCompany(db, row.contractId, row.companyId);
  return {
    ...item!,
    contractName: lang === 'en' ? contract.nameEn : contract.nameKo,
    memo: row.memo,
    allowedActions: engine.allowed(KIND, request, actor) as TOtherReportAction[],
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `otherReport` kind

async function reportContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findReport(tx, requestId);
  if (!row) return {};
  return {
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    item: row.item,
    oldValue: row.oldValue ?? null,
    newValue: row.newValue,
    memo: row.memo,
  };
}

/**
 * What a transition does (in its transaction; the engine copies the state and version): `apply` and `approve`
 * write the item's current value; `approve` and `reject` record who decided and when; `reject` keeps its reason.
 */
async function onReportTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  const row = await repo.findReport(tx, request.id);
  if (!row) throw new AppError('WFL1N4041');
  const patch: Partial<repo.NewOtherReportRow> = {};
  if (ctx.action === 'apply' || ctx.action === 'approve') {
    const contract = await contractOfCompany(tx, row.contractId, row.companyId);
    if (contract.status === 'TERMINATED') throw new AppError('OTR1N4092');
    await repo.setItem(tx, { contractId: row.contractId, item: row.item, value: row.newValue, requestId: row.requestId, changedAt: now });
  }
  if (ctx.action === 'approve' || ctx.action === 'reject') Object.assign(patch, { decidedBy: ctx.actor.userId, decidedAt: now });
  if (ctx.action === 'reject') patch.rejectionReason = ctx.reason;
  if (Object.keys(patch).length) await repo.updateReport(tx, request.id, patch);
}

/** The `otherReport` kind: numbered OR-YYYY-NNNNNN, its row in `other_reports`. */
export const OTHER_REPORT_KIND = defineKind({
  kind: KIND,
  prefix: 'OR',
  read: repo.findReport,
  content: reportContent,
  copy: repo.STATE_COPY,
  onTransition: onReportTransition,
});

/** Registers the `otherReport` kind with an engine (the app's at start-up; the demo world's own). */
export function registerOtherReportKind(engine: WorkflowEngine): void {
  engine.register(OTHER_REPORT_KIND);
  // A change order starts from the contract's terms: the items reported since its last order are part of them.
  useReportedTerms(reportedTermsOf);
}

const TERM_ITEMS = new Set<string>(['orderContact', 'billingContact', 'itContact', 'installationAddress', 'brokerCompany']);

/** The items of a contract that are terms of its order form, as they were last set by a change, with when. */
async function reportedTermsOf(db: DbOrTx, contractId: number): Promise<ReportedTerm[]> {
  return (await repo.itemsOf(db, contractId))
    .filter((r) => TERM_ITEMS.has(r.item) && r.value != null)
    .map((r) => ({ item: r.item as ReportedTerm['item'], value: r.value as ReportedTerm['value'], changedAt: r.changedAt }));
}

// ---------------------------------------------------------------------------------------------------------
// Calls

/** Whether a database error is the "one open change per contract and item" index refusing a second one. */
function isOpenConflict(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505' && (e.constraint === 'other_reports_open_item_uq' || e.message?.includes('other_reports_open_item_uq')))
      return true;
  return false;
}

export type ReportRecord = KindRecord<OtherReportRow>;

/** A change as the caller sees it (the detail answer). */
export const otherReportDetail = (
  c: OtherReportsContext,
  { request, row }: ReportRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TOtherReportDetail> => detailOf(c.db, c.workflow, request, row, actorOf(auth), lang);

/** The first problem of a requested value, as an error in the request's language. */
function checkValue(item: TOtherReportItem, value: TOtherReportValue, lang: TLanguage): void {
  const [issue] = otherReportValueIssues(item, value);
  if (issue) throw new AppError(issue.code, { ...issue.params, item: otherReportFieldLabel(issue.field, lang) });
}

export async function createOtherReportRecord(
  c: OtherReportsContext,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ZOtherReportCreateRequest>,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<ReportRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = { ...actorOf(auth), companyId };
  const item = body.item;
  const value = normalizeOtherReportValue(item, body.value);
  // The contract first (another company's id answers as a missing one, before anything about the value is told).
  const contract = await contractOfCompany(c.db, body.contractId, companyId);
  checkValue(item, value, lang);
  if (contract.status === 'TERMINATED') throw new AppError('OTR1N4092');
  const memo = body.memo?.trim() ? body.memo.trim() : null;
  try {
    return await c.db.transaction(async (tx) => {
      if ((await repo.openReportsOf(tx, contract.id)).some((r) => r.item === item)) throw new AppError('OTR1N4091');
      const current = (await currentValues(tx, contract.id)).get(item)?.value ?? null;
      if (sameOtherReportValue(item, current, value)) throw new AppError('OTR1N4005');
      const rep = await salesRepOf(tx, companyId);
      const title = { ko: `${OTHER_REPORT_ITEM_INFO[item].ko} 변경`, en: `${OTHER_REPORT_ITEM_INFO[item].en} change` };
      // A change applied at once is told by its `apply` (to the desk), not twice.
      const autoAction = OTHER_REPORT_ITEM_INFO[item].immediate ? 'apply' : undefined;
      const input = { companyId, title, actor, assignedUserId: rep?.userId ?? null, now, autoAction };
      return c.workflow.createRecord(tx, OTHER_REPORT_KIND, input, (header) =>
        repo.insertReport(tx, {
          ...header,
          companyId,
          contractId: contract.id,
          contractNumber: contract.number,
          item,
          oldValue: current,
          newValue: value,
          memo,
          requestedBy: auth.userId,
          lang,
          createdAt: now,
          updatedAt: now,
          seedKey: opts.seedKey ?? null,
        }),
      );
    });
  } catch (err) {
    if (isOpenConflict(err)) throw new AppError('OTR1N4091');
    throw err;
  }
}

export async function actOnOtherReportRecord(
  c: OtherReportsContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZWorkflowActionRequest>,
  opts: { now?: Date } = {},
): Promise<ReportRecord> {
  const now = opts.now ?? businessNow(c.config);
  const actor = actorOf(auth);
  return c.workflow.act(c.db, OTHER_REPORT_KIND, { requestId: id, action, body, actor, now });
}

/** Changes of the caller's company (provider staff: every company's, or the one named), filtered and sorted. */
export async function searchOtherReports(
  c: OtherReportsContext,
  auth: AuthContext,
  req: z.output<typeof ZOtherReportSearchRequest>,
  lang: TLanguage,
): Promise<TOtherReportSearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('OTR1N4007');
  const companyId = searchScope(auth, req.companyId);
  const { rows, total } = await repo.searchReports(
    c.db,
    {
      companyId,
      state: req.state,
      item: req.item,
      contractId: req.contractId,
      searchText: req.searchText || undefined,
      ...koreaDayRange(req.fromDate, req.toDate),
    },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentReports(c.db, rows, lang), total, req);
}

/** The current reported items of a contract the caller may see, with the open change of each. */
export async function contractReportedItems(
  c: OtherReportsContext,
  auth: AuthContext,
  contractId: number,
  lang: TLanguage,
): Promise<TContractReportedItems> {
  const contract = await visibleContract(c.db, auth, contractId);
  const [values, open, [company]] = await Promise.all([
    currentValues(c.db, contract.id),
    repo.openReportsOf(c.db, contract.id),
    companiesByIds(c.db, [contract.companyId]),
  ]);
  const openOf = new Map(open.map((r) => [r.item, r]));
  const customer = auth.roles.includes('01') && auth.companyId === contract.companyId;
  return {
    contractId: contract.id,
    contractNumber: contract.number,
    contractName: lang === 'en' ? contract.nameEn : contract.nameKo,
    companyName: company ? presentCompany(company, lang).companyName : '',
    mayRequest: customer && contract.status !== 'TERMINATED',
    items: OTHER_REPORT_ITEMS.map((item) => {
      const v = values.get(item)!;
      const pending = openOf.get(item);
      return {
        item,
        immediate: OTHER_REPORT_ITEM_INFO[item].immediate,
        value: v.value,
        changedAt: v.changedAt?.toISOString() ?? null,
        openRequestId: pending?.requestId ?? null,
        openRequestValue: pending?.newValue ?? null,
      };
    }),
  };
}

/** The seeded changes among keys (the demo world checks what it wrote before). */
export const findOtherReportBySeedKeys = repo.findBySeedKeys;
