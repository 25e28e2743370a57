import {
  BILLING_DISPUTE_FILE_OWNER,
  BILLING_DISPUTE_HOLDING_STATES,
  BILLING_DISPUTE_REASON_MAX,
  BILLING_DISPUTE_WINDOW_DEFAULT_DAYS,
  BILLING_DISPUTE_WINDOW_MAX_DAYS,
  BILLING_DISPUTE_WINDOW_MIN_DAYS,
  formatBillingAmount,
  money,
  ROLE,
  type TBillDisputeLines,
  type TBillingDisputeAction,
  type TBillingDisputeDetail,
  type TBillingDisputeListItem,
  type TBillingDisputeSearchResponse,
  type TBillingDisputeSettings,
  type TBillingDisputeState,
  type TBillingLineDisputeBlock,
  type TFileInfo,
  type TLanguage,
  type TRequestVersion,
  type ZBillingDisputeActionRequest,
  type ZBillingDisputeCreateRequest,
  type ZBillingDisputeSearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { searchScope, type AuthContext } from '../../platform/auth';
import { addDays, businessNow, koreaDay } from '../../platform/clock';
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
import {
  billingLineLabel,
  billingMonthState,
  companyBillLine,
  companyBillLines,
  koreaMonth,
  nextOpenMonth,
  useBillingAdjustments,
  type BillingAdjustment,
} from '../billing';
import { attachFiles, listFilesOf } from '../files';
import { companiesByIds, displayName, presentCompany, userNamesByIds } from '../identity';
import * as repo from './repo';
import type { BillingDisputeRow } from './repo';

/**
 * Disputes of a bill line (issue 25 section 3; decision 080). A dispute is a request of kind `billingDispute`: the
 * platform's engine keeps its header (number BD-YYYY-NNNNNN, state, version), history and notifications; this area keeps
 * its fields and rules.
 *
 * The rules of a dispute: the line is one of the caller's company's bill (another company's answers as not found); its
 * bill is issued (the month marked final, so the line never changes again); the line bills something and is no
 * adjustment itself; today (Korean day, business clock) is at most `windowDays` days after the day the bill was issued;
 * no other dispute of the line is open or accepted (the line's row is locked while this is checked, and a partial unique
 * index refuses a second at once in any case); a reason. The desk accepts with an amount from 1 to the line's amount,
 * billed as a credit (an ADJUSTMENT line of minus the amount) on the company's bill of the month of the acceptance (the
 * next month not yet final), for the disputed line's month; or rejects with a reason. The member withdraws while open.
 */

const KIND = 'billingDispute' as const;

export type DisputesContext = KindContext;
export type BillingDisputeRecord = KindRecord<BillingDisputeRow>;

// ---------------------------------------------------------------------------------------------------------
// The window setting

/** The provider's window in days from a bill's issue (the default until an administrator sets it). */
export async function disputeWindowDays(db: DbOrTx): Promise<number> {
  const raw = await repo.readSetting(db, repo.WINDOW_SETTING);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= BILLING_DISPUTE_WINDOW_MIN_DAYS ? n : BILLING_DISPUTE_WINDOW_DEFAULT_DAYS;
}

export async function disputeSettings(db: DbOrTx): Promise<TBillingDisputeSettings> {
  return { windowDays: await disputeWindowDays(db) };
}

export async function updateDisputeSettings(db: DbOrTx, body: { windowDays: number }, now: Date): Promise<TBillingDisputeSettings> {
  const days = body.windowDays;
  if (!Number.isInteger(days) || days < BILLING_DISPUTE_WINDOW_MIN_DAYS || days > BILLING_DISPUTE_WINDOW_MAX_DAYS)
    throw new AppError('BDP1N4008', { min: BILLING_DISPUTE_WINDOW_MIN_DAYS, max: BILLING_DISPUTE_WINDOW_MAX_DAYS });
  await repo.writeSetting(db, repo.WINDOW_SETTING, String(days), now);
  return { windowDays: days };
}

/** The issue day and the window's last day of a bill marked final at `finalAt`. */
const windowOf = (finalAt: Date, days: number) => {
  const issuedOn = koreaDay(finalAt);
  return { issuedOn, lastDay: addDays(issuedOn, days) };
};

// ---------------------------------------------------------------------------------------------------------
// Presentation

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function presentDisputes(db: DbOrTx, rows: BillingDisputeRow[], lang: TLanguage): Promise<TBillingDisputeListItem[]> {
  if (!rows.length) return [];
  const [companies, people] = await Promise.all([
    companiesByIds(db, [...new Set(rows.map((r) => r.companyId))]).then((cs) => new Map(cs.map((c) => [c.id, c]))),
    userNamesByIds(db, [...new Set(rows.map((r) => r.requestedBy))]).then((us) => new Map(us.map((u) => [u.id, displayName(u, lang)]))),
  ]);
  return rows.map((r) => {
    const company = companies.get(r.companyId);
    return {
      disputeId: r.requestId,
      number: r.number,
      state: r.state as TBillingDisputeState,
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : '',
      billingMonth: r.billingMonth,
      lineId: r.lineId,
      productCode: r.productCode,
      productName: lang === 'en' ? r.productNameEn : r.productNameKo,
      lineLabel: billingLineLabel(r, lang),
      lineAmount: money(r.lineAmount, r.currency),
      acceptedAmount: r.state === 'ACCEPTED' && r.acceptedAmount !== null ? money(r.acceptedAmount, r.currency) : null,
      requestedAt: r.requestedAt.toISOString(),
      requesterName: people.get(r.requestedBy) ?? '',
      decidedAt: iso(r.decidedAt),
      version: r.version,
    };
  });
}

const evidenceOf = async (db: DbOrTx, id: number): Promise<TFileInfo[]> =>
  (await listFilesOf(db, BILLING_DISPUTE_FILE_OWNER, [id])).get(String(id)) ?? [];

/** A dispute as the caller sees it (the detail answer). */
export async function disputeDetail(
  c: DisputesContext,
  { request, row }: BillingDisputeRecord,
  auth: Pick<AuthContext, 'userId' | 'companyId' | 'roles'> | null,
  lang: TLanguage,
): Promise<TBillingDisputeDetail> {
  const [item] = await presentDisputes(c.db, [row], lang);
  const names = new Map((await userNamesByIds(c.db, row.decidedBy ? [row.decidedBy] : [])).map((u) => [u.id, displayName(u, lang)]));
  return {
    ...item!,
    reason: row.reason,
    rejectionReason: row.rejectionReason,
    withdrawReason: row.withdrawReason,
    acceptanceNote: row.acceptanceNote,
    useCategory: row.useCategory,
    sourceNumber: row.sourceNumber,
    issuedOn: row.issuedOn,
    windowLastDay: row.windowLastDay,
    adjustmentMonth: row.state === 'ACCEPTED' ? row.adjustmentMonth : null,
    deciderName: row.decidedBy ? (names.get(row.decidedBy) ?? null) : null,
    files: await evidenceOf(c.db, row.requestId),
    allowedActions: auth ? (c.workflow.allowed(KIND, request, actorOf(auth)) as TBillingDisputeAction[]) : [],
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `billingDispute` kind

/** The content of a dispute for its history versions (the line as disputed, the reason, the decision, the evidence). */
async function disputeContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findDispute(tx, requestId);
  if (!row) return {};
  const files = await evidenceOf(tx, requestId);
  return {
    billingMonth: row.billingMonth,
    lineId: row.lineId,
    productCode: row.productCode,
    lineType: row.lineType,
    useCategory: row.useCategory,
    lineAmount: money(row.lineAmount, row.currency),
    reason: row.reason,
    acceptedAmount: row.acceptedAmount === null ? null : money(row.acceptedAmount, row.currency),
    adjustmentMonth: row.adjustmentMonth,
    rejectionReason: row.rejectionReason,
    withdrawReason: row.withdrawReason,
    evidence: files.map((f) => ({ fileUUID: f.fileUUID, fileName: f.fileName })),
  };
}

/** What a transition keeps (the engine copies state and version): who decided when, the reason, the adjustment's month. */
async function onDisputeTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  if (ctx.action === 'accept') {
    await repo.updateDispute(tx, request.id, {
      decidedAt: now,
      decidedBy: ctx.actor.userId,
      acceptanceNote: ctx.reason,
      adjustmentMonth: await nextOpenMonth(tx, koreaMonth(now)),
      updatedAt: now,
    });
  }
  if (ctx.action === 'reject')
    await repo.updateDispute(tx, request.id, { decidedAt: now, decidedBy: ctx.actor.userId, rejectionReason: ctx.reason, updatedAt: now });
  if (ctx.action === 'withdraw') await repo.updateDispute(tx, request.id, { withdrawReason: ctx.reason, updatedAt: now });
}

/** The `billingDispute` kind: numbered BD-YYYY-NNNNNN, its row in `billing_disputes`. */
export const BILLING_DISPUTE_KIND = defineKind({
  kind: KIND,
  prefix: 'BD',
  read: repo.findDispute,
  content: disputeContent,
  copy: repo.STATE_COPY,
  onTransition: onDisputeTransition,
});

/** The credits a month's bill carries for a batch of companies (billing's reader, decision 080). */
async function adjustmentsOf(db: DbOrTx, month: string, companyIds: number[]): Promise<BillingAdjustment[]> {
  return (await repo.acceptedForMonth(db, month, companyIds)).map((r) => ({
    companyId: r.companyId,
    productCode: r.productCode,
    useCategory: r.useCategory,
    serviceMonth: r.billingMonth,
    currency: r.currency,
    amount: -(r.acceptedAmount ?? 0),
    sourceKind: 'billingDispute',
    sourceId: r.requestId,
    sourceNumber: r.number,
  }));
}

/**
 * Registers the `billingDispute` kind with an engine (the app's at start-up; the demo world's own) and tells billing how
 * a month's adjustments are read (the same reader each time: registering twice replaces it).
 */
export function registerBillingDisputeKind(engine: WorkflowEngine): void {
  engine.register(BILLING_DISPUTE_KIND);
  useBillingAdjustments('billing-disputes', adjustmentsOf);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

function checkReason(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  if (!text) throw new AppError('BDP1N4001');
  if (text.length > BILLING_DISPUTE_REASON_MAX) throw new AppError('BDP1N4002', { max: BILLING_DISPUTE_REASON_MAX });
  return text;
}

/** Whether a database error is the "one holding dispute per line" index refusing a second one. */
function isHoldingConflict(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (
      e.code === '23505' &&
      (e.constraint === 'billing_disputes_line_holding_uq' || e.message?.includes('billing_disputes_line_holding_uq'))
    )
      return true;
  }
  return false;
}

async function refuseHeld(db: DbOrTx, lineId: number): Promise<void> {
  const held = await repo.holdingDispute(db, lineId, BILLING_DISPUTE_HOLDING_STATES);
  if (held) throw new AppError('BDP1N4091', { number: held.number });
}

/** A member disputes a line of their company's issued bill (see the rules above). */
export async function createDisputeRecord(
  c: DisputesContext,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ZBillingDisputeCreateRequest>,
  lang: TLanguage,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<BillingDisputeRecord> {
  const now = opts.now ?? businessNow(c.config);
  const today = koreaDay(now);
  const actor = { ...actorOf(auth), companyId };
  // Another company's line answers as a missing one, before anything about the fields is told.
  const found = await companyBillLine(c.db, companyId, body.lineId, lang);
  if (!found) throw new AppError('BDP1N4041');
  const reason = checkReason(body.reason);
  const { line } = found;
  if (line.lineType === 'ADJUSTMENT' || line.amount <= 0) throw new AppError('BDP1N4006');
  if (!found.month.final || !found.month.finalAt) throw new AppError('BDP1N4004');
  const days = await disputeWindowDays(c.db);
  const { issuedOn, lastDay } = windowOf(found.month.finalAt, days);
  if (today > lastDay) throw new AppError('BDP1N4003', { issuedOn, days, lastDay });
  try {
    return await c.db.transaction(async (tx) => {
      // The line's row lock: two disputes of one line check one after the other.
      const locked = await companyBillLine(tx, companyId, body.lineId, lang, { lock: true });
      if (!locked) throw new AppError('BDP1N4041');
      await refuseHeld(tx, line.lineId);
      const title = { ko: `청구 이의 제기 ${line.month} ${line.productCode}`, en: `Bill dispute ${line.month} ${line.productCode}` };
      return c.workflow.createRecord(tx, BILLING_DISPUTE_KIND, { companyId, title, actor, assignedUserId: null, now }, async (header) => {
        const row = await repo.insertDispute(tx, {
          ...header,
          companyId,
          billingMonth: line.month,
          lineId: line.lineId,
          productCode: line.productCode,
          productNameKo: found.productNameKo,
          productNameEn: found.productNameEn,
          lineType: line.lineType,
          useCategory: line.useCategory,
          correctsMonth: line.correctsMonth,
          currency: line.currency,
          lineAmount: line.amount,
          sourceNumber: line.sourceNumber,
          issuedOn,
          windowLastDay: lastDay,
          reason,
          requestedBy: auth.userId,
          requestedAt: now,
          updatedAt: now,
          seedKey: opts.seedKey ?? null,
        });
        if (body.fileUUIDs.length)
          await attachFiles(
            tx,
            { ...auth, companyId },
            {
              ownerType: BILLING_DISPUTE_FILE_OWNER,
              ownerId: header.requestId,
              fileUUIDs: body.fileUUIDs,
              ownerCompanyId: companyId,
            },
          );
        return row;
      });
    });
  } catch (err) {
    if (isHoldingConflict(err)) await refuseHeld(c.db, line.lineId);
    throw err;
  }
}

/** An action on a dispute: accept (with the amount), reject (with a reason), withdraw. */
export async function actOnDisputeRecord(
  c: DisputesContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZBillingDisputeActionRequest>,
  opts: { now?: Date } = {},
): Promise<BillingDisputeRecord> {
  const now = opts.now ?? businessNow(c.config);
  return c.workflow.act(c.db, BILLING_DISPUTE_KIND, {
    requestId: id,
    action,
    body: { version: body.version, reason: body.reason, memo: body.memo },
    actor: actorOf(auth),
    now,
    before: async ({ tx, row }) => {
      if (action !== 'accept') {
        if (body.amount !== undefined) throw new AppError('BDP1N4007');
        return;
      }
      const amount = body.amount;
      if (amount === undefined || !Number.isInteger(amount) || amount < 1 || amount > row.lineAmount)
        throw new AppError('BDP1N4005', { amount: formatBillingAmount(row.lineAmount, row.currency) });
      await repo.updateDispute(tx, id, { acceptedAmount: amount });
    },
  });
}

/** Disputes of the caller's company (provider staff: every company's, or the one named), filtered and sorted. */
export async function searchDisputes(
  c: DisputesContext,
  auth: AuthContext,
  req: z.output<typeof ZBillingDisputeSearchRequest>,
  lang: TLanguage,
): Promise<TBillingDisputeSearchResponse> {
  const companyId = searchScope(auth, req.companyId);
  const { rows, total } = await repo.searchDisputes(
    c.db,
    { companyId, state: req.state, billingMonth: req.billingMonth, searchText: req.searchText },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentDisputes(c.db, rows, lang), total, req);
}

const BLOCK_TEXT: Record<
  TBillingLineDisputeBlock,
  { ko: (p: Record<string, string>) => string; en: (p: Record<string, string>) => string }
> = {
  NOT_ISSUED: {
    ko: () => '청구서가 확정된 뒤에 이의를 제기할 수 있습니다.',
    en: () => 'Lines can be disputed once the bill is issued (final).',
  },
  WINDOW_CLOSED: {
    ko: (p) => `이의 제기 기간(발행일로부터 ${p.days}일, ${p.lastDay}까지)이 지났습니다.`,
    en: (p) => `The dispute window (${p.days} days from issue, until ${p.lastDay}) has closed.`,
  },
  DISPUTED: {
    ko: (p) => `이미 이의를 제기한 항목입니다 (${p.number}, ${p.state}).`,
    en: (p) => `Already disputed (${p.number}, ${p.state}).`,
  },
  NOTHING_BILLED: { ko: () => '청구 금액이 없는 항목입니다.', en: () => 'Nothing is billed on this line.' },
  ADJUSTMENT: { ko: () => '조정 항목에는 이의를 제기할 수 없습니다.', en: () => 'An adjustment line cannot be disputed.' },
};

/** What the bill screen shows beside each line of the company's bill of a month: may it be disputed, and why not. */
export async function billDisputeLines(c: DisputesContext, companyId: number, month: string, lang: TLanguage): Promise<TBillDisputeLines> {
  const state = await billingMonthState(c.db, month);
  const lines = await companyBillLines(c.db, companyId, month, lang);
  const disputes = await repo.disputesOfBill(c.db, companyId, month);
  const days = await disputeWindowDays(c.db);
  const window = state?.final && state.finalAt ? windowOf(state.finalAt, days) : null;
  const today = koreaDay(businessNow(c.config));
  const declaration = c.workflow.declaration(KIND);
  return {
    month,
    issuedOn: window?.issuedOn ?? null,
    windowDays: days,
    windowLastDay: window?.lastDay ?? null,
    lines: lines.map((l) => {
      const latest = disputes.find((d) => d.lineId === l.lineId);
      const holding = disputes.find(
        (d) => d.lineId === l.lineId && BILLING_DISPUTE_HOLDING_STATES.includes(d.state as TBillingDisputeState),
      );
      const params: Record<string, string> = { days: String(days), lastDay: window?.lastDay ?? '' };
      let block: TBillingLineDisputeBlock | null = null;
      if (l.lineType === 'ADJUSTMENT') block = 'ADJUSTMENT';
      else if (l.amount <= 0) block = 'NOTHING_BILLED';
      else if (holding) {
        block = 'DISPUTED';
        params.number = holding.number;
        params.state = declaration.states[holding.state]?.label[lang] ?? holding.state;
      } else if (!window) block = 'NOT_ISSUED';
      else if (today > window.lastDay) block = 'WINDOW_CLOSED';
      return {
        lineId: l.lineId,
        disputable: block === null,
        block,
        blockText: block ? BLOCK_TEXT[block][lang](params) : null,
        disputeId: latest?.requestId ?? null,
        disputeNumber: latest?.number ?? null,
        disputeState: (latest?.state as TBillingDisputeState | undefined) ?? null,
      };
    }),
  };
}

/** An evidence file of a dispute the caller may see (404 for another company's dispute or a file not its own). */
export async function evidenceFile(c: DisputesContext, auth: AuthContext, id: number, fileUUID: string): Promise<TFileInfo> {
  await c.workflow.loadRecord(c.db, BILLING_DISPUTE_KIND, id, actorOf(auth));
  const file = (await evidenceOf(c.db, id)).find((f) => f.fileUUID === fileUUID.toLowerCase());
  if (!file) throw new AppError('FIL1N4041');
  return file;
}

/** The seeded disputes among keys (the demo world checks what it wrote before). */
export const findDisputesBySeedKeys = repo.findBySeedKeys;

/** Reads as the provider's staff do (every company's, the staff's memos): the audit pack is the provider's record. */
const AUDITOR = { userId: 0, companyId: 0, roles: [ROLE.providerAdmin] };

/**
 * A company's disputes of bills of a period (months from..to, both held), each with its versions (the history as provider
 * staff read it) and its evidence, oldest first: what the audit pack carries of disputes (issue 25 section 4).
 */
export async function companyDisputesOfPeriod(
  c: DisputesContext,
  companyId: number,
  period: { from: string; to: string },
  lang: TLanguage = 'ko',
): Promise<{ dispute: TBillingDisputeDetail; versions: TRequestVersion[] }[]> {
  const rows = await repo.disputesOfCompany(c.db, companyId, period.from, period.to);
  const out: { dispute: TBillingDisputeDetail; versions: TRequestVersion[] }[] = [];
  for (const row of rows) {
    const request = await c.workflow.loadRecord(c.db, BILLING_DISPUTE_KIND, row.requestId, AUDITOR);
    out.push({
      dispute: await disputeDetail(c, request, null, lang),
      versions: await c.workflow.versions(c.db, row.requestId, AUDITOR, lang),
    });
  }
  return out;
}
