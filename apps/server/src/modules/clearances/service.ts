import { createHash } from 'node:crypto';
import {
  CLEARANCE_NOTE_MAX,
  CLEARANCE_WORKFLOW,
  clearanceMoneyText,
  formatKoreaDateTime,
  labelOf,
  settleLines,
  USE_CATEGORY_LABELS,
  type TClearanceAction,
  type TClearanceCandidates,
  type TClearanceDetail,
  type TClearanceLine,
  type TClearanceLineInput,
  type TClearanceListItem,
  type TClearanceSearchResponse,
  type TClearanceState,
  type TCurrency,
  type TLanguage,
  type TUseCategory,
  type ZClearanceActionRequest,
  type ZClearanceCreateRequest,
  type ZClearanceSearchRequest,
  type ZClearanceUpdateRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import { businessNow, koreaDay } from '../../platform/clock';
import type { DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { renderDocumentPdf, type PdfDocument } from '../../platform/pdf';
import {
  actorOf,
  defineKind,
  type KindContext,
  type KindRecord,
  type TransitionContext,
  type TransitionGuard,
  type WorkflowEngine,
} from '../../platform/workflow';
import { customerProfile, productsByCodes } from '../catalogue';
import { companiesByIds, displayName, presentCompany, userNamesByIds } from '../identity';
import { reportFacts, reportUnitPrices, useClosedMonthCheck } from '../user-reports';
import { RECONCILIATIONS, type ReconciliationFacts, type ReconciliationPort } from './reconciliation-port';
import * as repo from './repo';
import type { ClearanceRow } from './repo';
import type { StoredClearanceLine } from './schema';

/**
 * Clearances of a period (issue 25 section 2; decision 082). A clearance is a request of kind `clearance`: the engine
 * keeps its header (number CL-YYYY-NNNNNN, state, version), history and notices; this area keeps its fields and rules.
 *
 * Provider staff prepare a clearance from an accepted reconciliation (read through the port below: the reconciliations
 * area is built beside this one); the lines and the settlement are computed once, at the preparation, by the billing
 * rules (the unit prices the monthly report uses, `reportUnitPrices`) and kept as prepared. The customer accepts or
 * comments; the provider may revise the note and offer again; the exchange reviewer issues it (the letter rendered in
 * both languages, stored with its SHA-256) or returns it. An issued clearance closes every month of its period: a
 * correction of a monthly report of such a month is refused naming the clearance, where it is created (the check this
 * area gives the user-reports area at start-up) and at every step that moves it on (an engine guard on `userReport`).
 */

const KIND = 'clearance' as const;

export type ClearancesContext = KindContext;

// ---------------------------------------------------------------------------------------------------------
// The port to the reconciliations area

let reconciliations: ReconciliationPort = RECONCILIATIONS;
export type { ReconciliationFacts, ReconciliationLine, ReconciliationPort } from './reconciliation-port';

/** Sets where reconciliations are read from (a test gives its own; null: the reconciliations area's face again). */
export function useReconciliationPort(port: ReconciliationPort | null): void {
  reconciliations = port ?? RECONCILIATIONS;
}

// ---------------------------------------------------------------------------------------------------------
// Closed months

const monthsOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    out.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
};

/** The refusal of a correction of a company's month closed by an issued clearance, or null. */
export async function closedMonthRefusal(db: DbOrTx, companyId: number, month: string): Promise<AppError | null> {
  const issued = await repo.issuedCovering(db, companyId, month);
  return issued ? new AppError('CLR1N4094', { month, number: issued.number }) : null;
}

/** The user-report actions that move a correction towards approval: refused for a closed month. */
const MOVING_ON: readonly string[] = ['submit', 'submitForInternal', 'approveInternal', 'answer', 'approve', 'resubmit'];

/** The engine's guard on `userReport`: a correction of a closed month does not move on (cancelling it still may). */
const closedPeriodGuard: TransitionGuard = async ({ tx, request, action }) => {
  if (!MOVING_ON.includes(action)) return;
  const facts = await reportFacts(tx, request.id);
  if (!facts || facts.type !== 'CORRECTION') return;
  const refusal = await closedMonthRefusal(tx, facts.companyId, facts.reportMonth);
  if (refusal) throw refusal;
};

// ---------------------------------------------------------------------------------------------------------
// The settlement

/** The lines of a reconciliation priced by the billing rules in the customer's currency (see `settleLines`). */
async function settlementOf(db: DbOrTx, facts: ReconciliationFacts, currency: TCurrency) {
  const outside = new Set(facts.outsideWindowMonths);
  const inputs: TClearanceLineInput[] = facts.lines
    .filter((l) => l.entitled !== l.reported)
    .map((l) => ({ ...l, outsideWindow: outside.has(l.month) }))
    .sort(
      (a, b) => a.month.localeCompare(b.month) || a.productCode.localeCompare(b.productCode) || a.useCategory.localeCompare(b.useCategory),
    );
  const prices = new Map<string, Awaited<ReturnType<typeof reportUnitPrices>>>();
  for (const month of [...new Set(inputs.filter((l) => l.outsideWindow).map((l) => l.month))])
    prices.set(
      month,
      await reportUnitPrices(
        db,
        inputs.filter((l) => l.month === month).map((l) => l.productCode),
        month,
      ),
    );
  return settleLines(inputs, (code, category, month) => {
    const fee = prices.get(month)?.get(code)?.[category];
    return fee ? (currency === 'USD' ? fee.usd : fee.krw) : null;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Presentation

const money = (amount: number, currency: string) => ({ amount, currency: (currency === 'USD' ? 'USD' : 'KRW') as TCurrency });

async function companyNames(db: DbOrTx, ids: number[], lang: TLanguage): Promise<Map<number, string>> {
  const companies = await companiesByIds(db, [...new Set(ids)]);
  return new Map(companies.map((c) => [c.id, presentCompany(c, lang).companyName]));
}

export async function presentClearances(db: DbOrTx, rows: ClearanceRow[], lang: TLanguage): Promise<TClearanceListItem[]> {
  if (!rows.length) return [];
  const names = await companyNames(
    db,
    rows.map((r) => r.companyId),
    lang,
  );
  return rows.map((r) => ({
    clearanceId: r.requestId,
    number: r.number,
    state: r.state as TClearanceState,
    companyId: r.companyId,
    companyName: names.get(r.companyId) ?? '',
    reconciliationId: r.reconciliationId,
    reconciliationNumber: r.reconciliationNumber,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    settlement: money(r.settlement, r.currency),
    settlementText: clearanceMoneyText(r.settlement, r.currency as TCurrency),
    createdAt: r.createdAt.toISOString(),
    issuedAt: r.issuedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  }));
}

async function linesOf(db: DbOrTx, row: ClearanceRow, lang: TLanguage): Promise<TClearanceLine[]> {
  const currency = row.currency as TCurrency;
  const products = new Map((await productsByCodes(db, [...new Set(row.lines.map((l) => l.productCode))])).map((p) => [p.productCode, p]));
  return row.lines.map((l: StoredClearanceLine) => {
    const product = products.get(l.productCode);
    return {
      month: l.month,
      productCode: l.productCode,
      productName: (lang === 'en' ? product?.nameEn : product?.nameKo) ?? l.productCode,
      useCategory: l.useCategory as TUseCategory,
      useCategoryName: labelOf(USE_CATEGORY_LABELS, l.useCategory, lang),
      entitled: l.entitled,
      reported: l.reported,
      difference: l.entitled - l.reported,
      outsideWindow: l.outsideWindow,
      unitPriceText: l.unitPrice === null ? null : clearanceMoneyText(l.unitPrice, currency),
      amount: money(l.amount, currency),
      amountText: clearanceMoneyText(l.amount, currency),
    };
  });
}

export type ClearanceRecord = KindRecord<ClearanceRow>;

/** A clearance as the caller sees it (the detail answer). */
export async function clearanceDetail(
  c: ClearancesContext,
  { request, row }: ClearanceRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TClearanceDetail> {
  const [item] = await presentClearances(c.db, [row], lang);
  const ids = [row.preparedBy, row.acceptedBy, row.issuedBy].filter((id): id is number => id != null);
  const names = new Map((await userNamesByIds(c.db, ids)).map((u) => [u.id, displayName(u, lang)]));
  const currency = row.currency as TCurrency;
  const actor = actorOf(auth);
  return {
    ...item!,
    currency,
    note: row.note,
    customerComment: row.customerComment,
    returnReason: row.returnReason,
    lines: await linesOf(c.db, row, lang),
    outsideWindowMonths: [...new Set(row.lines.filter((l) => l.outsideWindow).map((l) => l.month))],
    closedMonths: monthsOf(row.periodFrom, row.periodTo),
    underReportedText: clearanceMoneyText(row.underReported, currency),
    overReportedText: clearanceMoneyText(row.overReported, currency),
    netText: clearanceMoneyText(row.underReported - row.overReported, currency),
    preparedByName: names.get(row.preparedBy) ?? '',
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedByName: row.acceptedBy ? (names.get(row.acceptedBy) ?? null) : null,
    issuedByName: row.issuedBy ? (names.get(row.issuedBy) ?? null) : null,
    letterSha256: (lang === 'en' ? row.letterSha256En : row.letterSha256Ko) ?? null,
    letterSha256Ko: row.letterSha256Ko,
    letterSha256En: row.letterSha256En,
    allowedActions: c.workflow.allowed(KIND, request, actor) as TClearanceAction[],
    mayEdit: c.workflow.mayEdit(KIND, request, actor),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The letter

const LETTER_TEXT = {
  ko: {
    title: '정산 확인서',
    subtitle: '사용자 리포트 기간 마감',
    number: '확인서 번호',
    company: '고객사',
    period: '대상 기간',
    reconciliation: '권한 대사',
    issuedAt: '발행 일시',
    issuedBy: '발행자',
    currency: '통화',
    summary: '정산 금액',
    under: '과소 신고 금액',
    over: '과다 신고 금액',
    net: '기간 내 상계 후 금액',
    settlement: '정산 금액',
    lines: '정정 기한이 지난 월의 차이',
    month: '월',
    product: '정보상품',
    category: '이용 구분',
    entitled: '권한 수',
    reported: '신고 수량',
    difference: '차이',
    unitPrice: '단가',
    amount: '금액',
    none: '정정 기한이 지난 월에 차이가 없습니다.',
    note: '제공자 안내',
    closing: '마감',
    closingText: (months: string) =>
      `이 확인서의 발행으로 ${months} 기간의 사용자 리포트가 마감되어 이 기간에 대한 정정 신고는 받지 않습니다. 과다 신고된 월과 과소 신고된 월은 기간 안에서 상계하며, 상계 결과가 환급이면 정산 금액은 0입니다.`,
    footer: '정산 확인서',
  },
  en: {
    title: 'Clearance letter',
    subtitle: 'Closing of a user-report period',
    number: 'Clearance number',
    company: 'Customer',
    period: 'Period',
    reconciliation: 'Reconciliation',
    issuedAt: 'Issued at',
    issuedBy: 'Issued by',
    currency: 'Currency',
    summary: 'Settlement',
    under: 'Under-reported amount',
    over: 'Over-reported amount',
    net: 'Net inside the period',
    settlement: 'Settlement amount',
    lines: 'Differences of the months outside the correction window',
    month: 'Month',
    product: 'Product',
    category: 'Use category',
    entitled: 'Entitled',
    reported: 'Reported',
    difference: 'Difference',
    unitPrice: 'Unit price',
    amount: 'Amount',
    none: 'No month outside the correction window has a difference.',
    note: 'Provider note',
    closing: 'Closing',
    closingText: (months: string) =>
      `With this letter the user reports of ${months} are closed: no correction is accepted for this period. Over-reported and under-reported months net inside the period; a period that nets to a credit settles at zero.`,
    footer: 'Clearance letter',
  },
} as const;

/** The letter of an issued clearance in a language (rendered once, at the issue, and stored with its SHA-256). */
async function letterDocument(tx: DbOrTx, row: ClearanceRow, issuedAt: Date, issuerName: string, lang: TLanguage): Promise<PdfDocument> {
  const t = LETTER_TEXT[lang];
  const [companyName] = (await companyNames(tx, [row.companyId], lang)).values();
  const lines = (await linesOf(tx, row, lang)).filter((l) => l.outsideWindow);
  const currency = row.currency as TCurrency;
  const period = row.periodFrom === row.periodTo ? row.periodFrom : `${row.periodFrom} ~ ${row.periodTo}`;
  return {
    title: t.title,
    subtitle: t.subtitle,
    lang,
    generatedAt: issuedAt,
    keywords: row.number,
    footer: `${t.footer} ${row.number}`,
    meta: [
      { label: t.number, value: row.number },
      { label: t.company, value: companyName ?? '' },
      { label: t.period, value: period },
      { label: t.reconciliation, value: row.reconciliationNumber },
      { label: t.issuedAt, value: formatKoreaDateTime(issuedAt) },
      { label: t.issuedBy, value: issuerName },
      { label: t.currency, value: currency },
    ],
    sections: [
      {
        heading: t.summary,
        rows: [
          { label: t.under, value: clearanceMoneyText(row.underReported, currency) },
          { label: t.over, value: clearanceMoneyText(row.overReported, currency) },
          { label: t.net, value: clearanceMoneyText(row.underReported - row.overReported, currency) },
          { label: t.settlement, value: clearanceMoneyText(row.settlement, currency) },
        ],
      },
      lines.length
        ? {
            heading: t.lines,
            table: {
              columns: [
                { header: t.month },
                { header: t.product, width: 2 },
                { header: t.category, width: 1.4 },
                { header: t.entitled, align: 'right' },
                { header: t.reported, align: 'right' },
                { header: t.difference, align: 'right' },
                { header: t.unitPrice, width: 1.2, align: 'right' },
                { header: t.amount, width: 1.4, align: 'right' },
              ],
              rows: lines.map((l) => [
                l.month,
                l.productName,
                l.useCategoryName,
                String(l.entitled),
                String(l.reported),
                String(l.difference),
                l.unitPriceText ?? '-',
                l.amountText,
              ]),
            },
          }
        : { heading: t.lines, paragraphs: [t.none] },
      ...(row.note ? [{ heading: t.note, paragraphs: [row.note] }] : []),
      { heading: t.closing, paragraphs: [t.closingText(period)] },
    ],
  };
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

// ---------------------------------------------------------------------------------------------------------
// The engine's hooks of the `clearance` kind

/** The content of a clearance for its history versions. */
async function clearanceContent(tx: Tx, requestId: number): Promise<Record<string, unknown>> {
  const row = await repo.findClearance(tx, requestId);
  if (!row) return {};
  return {
    reconciliationNumber: row.reconciliationNumber,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    currency: row.currency,
    settlement: row.settlement,
    note: row.note,
    customerComment: row.customerComment,
    returnReason: row.returnReason,
    letterSha256Ko: row.letterSha256Ko,
    letterSha256En: row.letterSha256En,
  };
}

/** What a transition does to the row (in its transaction): the customer's answer, the return, and the letter at the issue. */
async function onClearanceTransition(ctx: TransitionContext): Promise<void> {
  const { tx, request, now } = ctx;
  const row = await repo.findClearance(tx, request.id);
  if (!row) throw new AppError('WFL1N4041');
  if (ctx.action === 'accept') await repo.updateClearance(tx, request.id, { acceptedAt: now, acceptedBy: ctx.actor.userId });
  if (ctx.action === 'comment') await repo.updateClearance(tx, request.id, { customerComment: ctx.reason });
  if (ctx.action === 'return') await repo.updateClearance(tx, request.id, { returnReason: ctx.reason });
  if (ctx.action === 'offer') await repo.updateClearance(tx, request.id, { acceptedAt: null, acceptedBy: null });
  if (ctx.action === 'issue') {
    // A month of the period closed meanwhile by another clearance of the company: refused, all rolled back.
    for (const other of await repo.issuedMeeting(tx, row.companyId, row.periodFrom, row.periodTo))
      if (other.requestId !== row.requestId)
        throw new AppError('CLR1N4093', {
          month: other.periodFrom > row.periodFrom ? other.periodFrom : row.periodFrom,
          number: other.number,
        });
    const [issuer] = await userNamesByIds(tx, [ctx.actor.userId]);
    const ko = await renderDocumentPdf(await letterDocument(tx, row, now, issuer ? displayName(issuer, 'ko') : '', 'ko'));
    const en = await renderDocumentPdf(await letterDocument(tx, row, now, issuer ? displayName(issuer, 'en') : '', 'en'));
    await repo.updateClearance(tx, request.id, {
      issuedAt: now,
      issuedBy: ctx.actor.userId,
      letterKo: ko,
      letterEn: en,
      letterSha256Ko: sha256(ko),
      letterSha256En: sha256(en),
    });
  }
}

/** The `clearance` kind: numbered CL-YYYY-NNNNNN, its row in `clearances`. */
export const CLEARANCE_KIND = defineKind({
  kind: KIND,
  prefix: 'CL',
  read: repo.findClearance,
  content: clearanceContent,
  copy: repo.STATE_COPY,
  onTransition: onClearanceTransition,
});

/**
 * Registers the `clearance` kind with an engine (the app's at start-up; the demo world's own), its guard on the user
 * reports' transitions, and the closed-month check where a correction is created.
 */
export function registerClearanceKind(engine: WorkflowEngine): void {
  engine.register(CLEARANCE_KIND);
  engine.addGuard('userReport', closedPeriodGuard);
  useClosedMonthCheck(closedMonthRefusal);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

const checkNote = (note: string | undefined): string | null => {
  const text = note?.trim() ?? '';
  if ([...text].length > CLEARANCE_NOTE_MAX) throw new AppError('CLR1N4002', { max: CLEARANCE_NOTE_MAX });
  return text || null;
};

/** The clearance of an accepted reconciliation, prepared by provider staff and offered to the customer at once. */
export async function createClearanceRecord(
  c: ClearancesContext,
  auth: AuthContext,
  body: z.output<typeof ZClearanceCreateRequest>,
  opts: { now?: Date; seedKey?: string } = {},
): Promise<ClearanceRecord> {
  if (!body.reconciliationId) throw new AppError('CLR1N4001');
  const note = checkNote(body.note);
  const now = opts.now ?? businessNow(c.config);
  const facts = await reconciliations.find(c.db, body.reconciliationId, koreaDay(now));
  if (!facts) throw new AppError('CLR1N4042');
  if (!facts.accepted) throw new AppError('CLR1N4091');
  const profile = await customerProfile(c.db, facts.companyId);
  const currency = (profile?.currency === 'USD' ? 'USD' : 'KRW') as TCurrency;
  const settled = await settlementOf(c.db, facts, currency);
  return c.db.transaction(async (tx) => {
    const live = await repo.liveOfReconciliation(tx, facts.reconciliationId);
    if (live) throw new AppError('CLR1N4092', { number: live.number });
    const [closed] = await repo.issuedMeeting(tx, facts.companyId, facts.periodFrom, facts.periodTo);
    if (closed)
      throw new AppError('CLR1N4093', {
        month: closed.periodFrom > facts.periodFrom ? closed.periodFrom : facts.periodFrom,
        number: closed.number,
      });
    const period = facts.periodFrom === facts.periodTo ? facts.periodFrom : `${facts.periodFrom}~${facts.periodTo}`;
    const title = { ko: `정산 확인서 ${period}`, en: `Clearance ${period}` };
    return c.workflow.createRecord(
      tx,
      CLEARANCE_KIND,
      { companyId: facts.companyId, title, actor: actorOf(auth), assignedUserId: auth.userId, now },
      (header) =>
        repo.insertClearance(tx, {
          ...header,
          companyId: facts.companyId,
          reconciliationId: facts.reconciliationId,
          reconciliationNumber: facts.number,
          periodFrom: facts.periodFrom,
          periodTo: facts.periodTo,
          currency,
          lines: settled.lines.map((l) => ({
            month: l.month,
            productCode: l.productCode,
            useCategory: l.useCategory,
            entitled: l.entitled,
            reported: l.reported,
            outsideWindow: l.outsideWindow,
            unitPrice: l.unitPrice,
            amount: l.amount,
          })),
          underReported: settled.underReported,
          overReported: settled.overReported,
          settlement: settled.settlement,
          note,
          preparedBy: auth.userId,
          createdAt: now,
          updatedAt: now,
          seedKey: opts.seedKey ?? null,
        }),
    );
  });
}

/** A revision of the note by provider staff (after a comment or a return: the declaration's `editableBy`). */
export async function updateClearanceRecord(
  c: ClearancesContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof ZClearanceUpdateRequest>,
): Promise<ClearanceRecord> {
  const note = checkNote(body.note);
  return c.workflow.editRecord(
    c.db,
    CLEARANCE_KIND,
    { requestId: id, version: body.version, actor: actorOf(auth), now: businessNow(c.config) },
    async ({ tx, row }) => {
      if ((row.note ?? null) === note) return false;
      await repo.updateClearance(tx, id, { note });
      return true;
    },
  );
}

/** An action with the version the caller saw (the declaration's roles, the state and the version checked by the engine). */
export async function actOnClearanceRecord(
  c: ClearancesContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZClearanceActionRequest>,
  opts: { now?: Date } = {},
): Promise<ClearanceRecord> {
  if (!(Object.keys(CLEARANCE_WORKFLOW.actions) as string[]).includes(action)) {
    // Another company's or a missing clearance answers as not found before the action is judged.
    await c.workflow.loadRecord(c.db, CLEARANCE_KIND, id, actorOf(auth));
    throw new AppError('CLR1N4004');
  }
  return c.workflow.act(c.db, CLEARANCE_KIND, {
    requestId: id,
    action,
    body: { ...body, memo: null },
    actor: actorOf(auth),
    now: opts.now ?? businessNow(c.config),
  });
}

/** A clearance the caller may see (another company's answers WFL1N4041 like a missing one). */
export const clearanceRecord = (c: ClearancesContext, auth: AuthContext, id: number): Promise<ClearanceRecord> =>
  c.workflow.loadRecord(c.db, CLEARANCE_KIND, id, actorOf(auth));

/** The letter of an issued clearance in the reader's language, as stored at the issue (its SHA-256 is the detail's). */
export async function clearanceLetter(
  c: ClearancesContext,
  auth: AuthContext,
  id: number,
  lang: TLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { row } = await clearanceRecord(c, auth, id);
  const pdf = lang === 'en' ? row.letterEn : row.letterKo;
  if (row.state !== 'ISSUED' || !pdf) throw new AppError('CLR1N4043');
  return { fileName: `${lang === 'en' ? 'clearance' : '정산확인서'}-${row.number}.pdf`, pdf };
}

/** Clearances a caller sees: a customer their company's; provider staff and the reviewer every company's, or one. */
export async function searchClearances(
  c: ClearancesContext,
  auth: AuthContext,
  req: z.output<typeof ZClearanceSearchRequest>,
  lang: TLanguage,
  scope: 'user' | 'exchange',
): Promise<TClearanceSearchResponse> {
  const companyId = scope === 'exchange' || isProvider(auth) ? req.companyId : auth.companyId;
  const { rows, total } = await repo.searchClearances(
    c.db,
    { companyId, state: req.state, searchText: req.searchText || undefined },
    pageWindow(req),
    req.sort,
  );
  return toPage(await presentClearances(c.db, rows, lang), total, req);
}

/** The accepted reconciliations without a live clearance, of a company or of every one (provider staff's form). */
export async function clearanceCandidates(
  c: ClearancesContext,
  companyId: number | undefined,
  lang: TLanguage,
): Promise<TClearanceCandidates> {
  const accepted = await reconciliations.accepted(c.db, companyId, koreaDay(businessNow(c.config)));
  const taken = await repo.reconciliationsWithLive(
    c.db,
    accepted.map((r) => r.reconciliationId),
  );
  const open = accepted.filter((r) => !taken.has(r.reconciliationId));
  const names = await companyNames(
    c.db,
    open.map((r) => r.companyId),
    lang,
  );
  return {
    items: open.map((r) => ({
      reconciliationId: r.reconciliationId,
      number: r.number,
      companyId: r.companyId,
      companyName: names.get(r.companyId) ?? '',
      periodFrom: r.periodFrom,
      periodTo: r.periodTo,
      outsideWindowMonths: r.outsideWindowMonths,
    })),
  };
}

/** The seeded clearances among keys (the demo world checks what it wrote before). */
export const findClearanceBySeedKeys = repo.findBySeedKeys;
