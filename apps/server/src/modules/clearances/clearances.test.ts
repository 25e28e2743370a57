import { createHash } from 'node:crypto';
import { addMonths, CALL_PATHS, errorMessage, ROLE, type TClearanceDetail } from '@portal/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearances, companies, userReports, users } from '../../db/schema/index';
import { build, callApi, loginAs, tenancyCast, tokenFor, type TestContext } from '../../../test/helpers';
import { koreaDay } from '../../platform/clock';
import { clearancesPackSection, useReconciliationPort, type ReconciliationFacts } from '../clearances';
import { actOnReconciliationRecord, createReconciliationRecord, type ReconciliationsContext } from '../reconciliations';
import type { Db } from '../../platform/db';
import { fileServiceOf } from '../files';

/**
 * Clearances of a period (issue 25 section 2; decision 082): the settlement against a hand computation (KRW and USD),
 * the closed period refusing corrections with the clearance's number in both languages, every role refusal, tenancy by
 * id, a stale version, the letter and its SHA-256. The reconciliations are given through the area's port (the facts a
 * reconciliation exposes), so these rules are checked whatever the reconciliations' own tests cover.
 */

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
let admin: string;
let reviewer: string;
let proxy: string;
let gammaOps: string;
const ids = { alpha: 0, beta: 0, gamma: 0 };

/** The months of the Alpha period follow the seeded reports (made relative to today): M-5 and M-4 outside the window, M-3 inside. */
const M = koreaDay(new Date()).slice(0, 7);
const m = (n: number) => addMonths(M, -n);

const facts = new Map<number, ReconciliationFacts>();
const RECON = { beta: 9001, gamma: 9002, alpha: 9003, draft: 9004, alphaAgain: 9005 } as const;

/**
 * The hand computation's lines (Beta KRW, Gamma USD; KSP-RT-L1: 151 ₩20,000 / US$15.00 until 2026-06, ₩22,000 / US$16.50
 * from 2026-07; 152 ₩1,000 / US$0.75 then ₩1,100 / US$0.85):
 * - 2026-06 151: entitled 12, reported 10: +2 × 20,000 = ₩40,000 owed (USD 2 × 1,500 = 3,000 cents)
 * - 2026-07 151: entitled 9, reported 10: -1 × 22,000 = ₩22,000 credit (USD 1,650)
 * - 2026-07 152: entitled 5, reported 8: -3 × 1,100 = ₩3,300 credit (USD 3 × 85 = 255)
 * - 2026-06 155: entitled 1, reported 1: no difference, no line
 * - 2026-08 151: entitled 15, reported 10: inside the window, listed but not settled
 * Under ₩40,000, over ₩25,300, net ₩14,700 (USD: 3,000 - 1,905 = 1,095 cents, US$10.95).
 */
const handLines = [
  { month: '2026-06', productCode: 'KSP-RT-L1', useCategory: '151' as const, entitled: 12, reported: 10 },
  { month: '2026-07', productCode: 'KSP-RT-L1', useCategory: '151' as const, entitled: 9, reported: 10 },
  { month: '2026-07', productCode: 'KSP-RT-L1', useCategory: '152' as const, entitled: 5, reported: 8 },
  { month: '2026-06', productCode: 'KSP-RT-L1', useCategory: '155' as const, entitled: 1, reported: 1 },
  { month: '2026-08', productCode: 'KSP-RT-L1', useCategory: '151' as const, entitled: 15, reported: 10 },
];

const of = (companyId: number, reconciliationId: number, over: Partial<ReconciliationFacts> = {}): ReconciliationFacts => ({
  reconciliationId,
  number: `RC-2026-${String(reconciliationId).padStart(6, '0')}`,
  companyId,
  accepted: true,
  periodFrom: '2026-06',
  periodTo: '2026-08',
  lines: handLines,
  outsideWindowMonths: ['2026-06', '2026-07'],
  ...over,
});

beforeAll(async () => {
  ctx = await build();
  cast = await tenancyCast(ctx);
  admin = await loginAs(ctx, ROLE.providerAdmin);
  reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
  proxy = await loginAs(ctx, ROLE.proxyReporter);
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  ids.alpha = byCode.get('C1001')!;
  ids.beta = byCode.get('C1002')!;
  ids.gamma = byCode.get('C2001')!;
  gammaOps = await tokenFor(ctx, 'ops@gamma-data.example', ids.gamma);
  facts.set(RECON.beta, of(ids.beta, RECON.beta));
  facts.set(RECON.gamma, of(ids.gamma, RECON.gamma));
  const alphaPeriod = { periodFrom: m(5), periodTo: m(3), outsideWindowMonths: [m(5), m(4)] };
  const alphaLines = [
    { month: m(5), productCode: 'KSP-RT-L1', useCategory: '151' as const, entitled: 11, reported: 10 },
    { month: m(3), productCode: 'KSP-RT-L1', useCategory: '151' as const, entitled: 12, reported: 10 },
  ];
  facts.set(RECON.alpha, of(ids.alpha, RECON.alpha, { ...alphaPeriod, lines: alphaLines }));
  facts.set(
    RECON.alphaAgain,
    of(ids.alpha, RECON.alphaAgain, { periodFrom: m(4), periodTo: m(4), outsideWindowMonths: [m(4)], lines: [] }),
  );
  facts.set(RECON.draft, of(ids.alpha, RECON.draft, { accepted: false }));
  useReconciliationPort({
    find: async (_db, id) => facts.get(id) ?? null,
    accepted: async (_db, companyId) =>
      [...facts.values()].filter((f) => f.accepted && (companyId === undefined || f.companyId === companyId)),
  });
});
afterAll(async () => {
  // The port is the module's (test files share a worker): the reconciliations' face again for the next file.
  useReconciliationPort(null);
  await ctx.close();
});

/** The actor of a seeded user in a company, for the reconciliations' own calls. */
async function authOf(email: string, companyId: number) {
  const roles = (await ctx.app.tokens.verify(await tokenFor(ctx, email, companyId)))!.roles;
  const [user] = await ctx.db.select().from(users).where(eq(users.loginEmail, email));
  return { userId: user!.id, companyId, roles };
}

type Lang = 'ko' | 'en';
const prepare = (token: string, body: Record<string, unknown>, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.createClearance, { payload: body, token, lang });
const get = (token: string, id: number, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.getClearance, { params: { clearanceId: id }, token, lang });
const act = (token: string, d: Pick<TClearanceDetail, 'clearanceId' | 'version'>, action: string, reason?: string, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.actOnClearance, {
    params: { clearanceId: d.clearanceId, action },
    payload: { version: d.version, ...(reason ? { reason } : {}) },
    token,
    lang,
  });
const exchangeAct = (d: Pick<TClearanceDetail, 'clearanceId' | 'version'>, action: string, reason?: string, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.actOnExchangeClearance, {
    params: { clearanceId: d.clearanceId, action },
    payload: { version: d.version, ...(reason ? { reason } : {}) },
    token: reviewer,
    lang,
  });
const errorOf = (res: { statusCode: number; json: () => { errorCode: string; errorMessage: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
});

async function prepared(reconciliationId: number, note?: string): Promise<TClearanceDetail> {
  const res = await prepare(cast.sales, { reconciliationId, ...(note ? { note } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function ok(res: { statusCode: number; body: string; json: () => unknown }): Promise<TClearanceDetail> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TClearanceDetail;
}

describe('the settlement by the billing rules', () => {
  it('prices the months outside the window by the monthly report’s unit prices and nets them inside the period (KRW)', async () => {
    const d = await prepared(RECON.beta, '6월과 7월 차이의 정산입니다.');
    expect(d.number).toMatch(/^CL-\d{4}-\d{6}$/);
    expect(d.state).toBe('OFFERED');
    expect(d.currency).toBe('KRW');
    expect(d.lines.map((l) => [l.month, l.useCategory, l.difference, l.outsideWindow, l.amount.amount])).toEqual([
      ['2026-06', '151', 2, true, 40_000],
      ['2026-07', '151', -1, true, -22_000],
      ['2026-07', '152', -3, true, -3_300],
      ['2026-08', '151', 5, false, 0],
    ]);
    expect(d.settlement).toEqual({ amount: 14_700, currency: 'KRW' });
    expect([d.underReportedText, d.overReportedText, d.netText, d.settlementText]).toEqual(['₩40,000', '₩25,300', '₩14,700', '₩14,700']);
    expect(d.outsideWindowMonths).toEqual(['2026-06', '2026-07']);
    expect(d.closedMonths).toEqual(['2026-06', '2026-07', '2026-08']);
    expect(d.lines[0]!.unitPriceText).toBe('₩20,000');
    expect(d.lines[3]!.unitPriceText).toBeNull();
  });

  it('prices the same lines in the customer’s currency (USD cents)', async () => {
    const d = await prepared(RECON.gamma);
    expect(d.currency).toBe('USD');
    expect(d.lines.map((l) => l.amount.amount)).toEqual([3_000, -1_650, -255, 0]);
    expect(d.settlement).toEqual({ amount: 1_095, currency: 'USD' });
    expect([d.underReportedText, d.overReportedText, d.settlementText]).toEqual(['US$30.00', 'US$19.05', 'US$10.95']);
  });

  it('refuses a missing, a not accepted or an already cleared reconciliation, and a note too long, in the request’s language', async () => {
    const before = (await ctx.db.select({ n: count() }).from(clearances))[0]!.n;
    expect(errorOf(await prepare(cast.sales, {}))).toEqual({ status: 400, code: 'CLR1N4001' });
    expect(errorOf(await prepare(cast.sales, { reconciliationId: 1 }))).toEqual({ status: 404, code: 'CLR1N4042' });
    expect(errorOf(await prepare(cast.sales, { reconciliationId: RECON.draft }))).toEqual({ status: 409, code: 'CLR1N4091' });
    const again = await prepare(cast.sales, { reconciliationId: RECON.beta }, 'ko');
    expect(errorOf(again)).toEqual({ status: 409, code: 'CLR1N4092' });
    expect(again.json().errorMessage).toMatch(/^이 권한 대사에는 이미 정산 확인서 CL-\d{4}-\d{6}이 있습니다\.$/);
    const long = await prepare(cast.sales, { reconciliationId: RECON.alpha, note: '가'.repeat(2001) }, 'ko');
    expect(errorOf(long)).toEqual({ status: 400, code: 'CLR1N4002' });
    expect(long.json().errorMessage).toBe(errorMessage('CLR1N4002', 'ko', { max: 2000 }));
    expect((await prepare(cast.sales, { reconciliationId: RECON.alpha, note: 'x'.repeat(2001) }, 'en')).json().errorMessage).toBe(
      'Enter the note in 2000 characters or fewer.',
    );
    expect((await ctx.db.select({ n: count() }).from(clearances))[0]!.n).toBe(before);
  });

  it('lists the accepted reconciliations without a live clearance as candidates', async () => {
    const res = await callApi(ctx, CALL_PATHS.getClearanceCandidates, { query: { companyId: ids.alpha }, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((c: { reconciliationId: number }) => c.reconciliationId)
        .sort(),
    ).toEqual([RECON.alpha, RECON.alphaAgain]);
  });
});

describe('the life of a clearance and the closed period', () => {
  let d: TClearanceDetail;
  let correctionId: number;

  it('refuses every role its calls: customers and reviewers do not prepare, customers do not issue, staff do not accept', async () => {
    for (const token of [cast.member, reviewer, proxy])
      expect(errorOf(await prepare(token, { reconciliationId: RECON.alpha }))).toEqual({ status: 403, code: 'ATH1N4030' });
    d = await prepared(RECON.alpha);
    expect(d.allowedActions).toEqual(['withdraw']);
    // The reviewer is refused the user calls; customers and staff the exchange's.
    for (const token of [reviewer]) {
      expect(errorOf(await callApi(ctx, CALL_PATHS.searchClearances, { payload: {}, token }))).toEqual({ status: 403, code: 'ATH1N4030' });
      expect(errorOf(await get(token, d.clearanceId))).toEqual({ status: 403, code: 'ATH1N4030' });
    }
    for (const token of [cast.member, cast.sales, admin])
      expect(errorOf(await callApi(ctx, CALL_PATHS.searchExchangeClearances, { payload: {}, token }))).toEqual({
        status: 403,
        code: 'ATH1N4030',
      });
    expect(errorOf(await act(cast.sales, d, 'accept'))).toEqual({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(cast.member, d, 'issue'))).toEqual({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(cast.member, d, 'withdraw', 'no'))).toEqual({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await exchangeAct(d, 'issue'))).toEqual({ status: 409, code: 'WFL1N4092' });
    expect(errorOf(await act(cast.member, d, 'nonsense'))).toEqual({ status: 400, code: 'CLR1N4004' });
  });

  it('keeps tenancy by id: another company’s customer is answered as if the clearance did not exist', async () => {
    for (const token of [cast.outsider, cast.memberBeta, gammaOps]) {
      expect(errorOf(await get(token, d.clearanceId))).toEqual({ status: 404, code: 'WFL1N4041' });
      expect(errorOf(await act(token, d, 'accept'))).toEqual({ status: 404, code: 'WFL1N4041' });
      expect(errorOf(await act(token, d, 'nonsense'))).toEqual({ status: 404, code: 'WFL1N4041' });
    }
    const theirs = await callApi(ctx, CALL_PATHS.searchClearances, { payload: {}, token: cast.outsider });
    expect(theirs.json().items.every((i: { companyId: number }) => i.companyId === ids.beta)).toBe(true);
    const mine = await callApi(ctx, CALL_PATHS.searchClearances, { payload: { companyId: ids.beta }, token: cast.member });
    expect(mine.json().items.map((i: { clearanceId: number }) => i.clearanceId)).toEqual([d.clearanceId]);
  });

  it('the customer comments, the provider revises and offers again; a stale version is refused', async () => {
    const commented = await ok(await act(cast.member, d, 'comment', '5월 차이는 퇴사자 계정입니다.'));
    expect(commented.state).toBe('COMMENTED');
    expect(commented.customerComment).toBe('5월 차이는 퇴사자 계정입니다.');
    expect(errorOf(await act(cast.member, commented, 'accept'))).toEqual({ status: 409, code: 'WFL1N4092' });
    const revised = await ok(
      await callApi(ctx, CALL_PATHS.updateClearance, {
        params: { clearanceId: d.clearanceId },
        payload: { version: commented.version, note: '퇴사자 계정은 정산에서 확인했습니다.' },
        token: cast.sales,
      }),
    );
    expect(revised.version).toBe(commented.version + 1);
    expect(
      errorOf(
        await callApi(ctx, CALL_PATHS.updateClearance, {
          params: { clearanceId: d.clearanceId },
          payload: { version: revised.version, note: 'x' },
          token: cast.member,
        }),
      ),
    ).toEqual({ status: 403, code: 'WFL1N4032' });
    expect(errorOf(await act(cast.sales, commented, 'offer'))).toEqual({ status: 409, code: 'WFL1N4091' });
    d = await ok(await act(cast.sales, revised, 'offer'));
    expect(d.state).toBe('OFFERED');
  });

  it('the customer accepts, the reviewer returns it, the provider offers again, the customer accepts and the reviewer issues', async () => {
    d = await ok(await act(cast.member, d, 'accept'));
    expect(d.state).toBe('ACCEPTED');
    expect(errorOf(await exchangeAct(d, 'return'))).toEqual({ status: 400, code: 'WFL1N4002' });
    d = await ok(await exchangeAct(d, 'return', '5월 단가 근거를 덧붙여 주세요.'));
    expect([d.state, d.returnReason]).toEqual(['RETURNED', '5월 단가 근거를 덧붙여 주세요.']);
    d = await ok(await act(cast.sales, d, 'offer'));
    d = await ok(await act(cast.member, d, 'accept'));
    expect(
      errorOf(await callApi(ctx, CALL_PATHS.getClearanceLetter, { params: { clearanceId: d.clearanceId }, token: cast.member })),
    ).toEqual({
      status: 404,
      code: 'CLR1N4043',
    });
    d = await ok(await exchangeAct(d, 'issue'));
    expect(d.state).toBe('ISSUED');
    expect(d.issuedAt).not.toBeNull();
    expect(d.letterSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(d.letterSha256).toBe(d.letterSha256En);
  });

  it('the letter downloads as a PDF in the reader’s language whose SHA-256 is the one shown', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.getClearanceLetter, { params: { clearanceId: d.clearanceId }, token: cast.member, lang });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const shown = (await get(cast.member, d.clearanceId, lang)).json().letterSha256;
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(shown);
    }
    const exchange = await callApi(ctx, CALL_PATHS.getExchangeClearanceLetter, {
      params: { clearanceId: d.clearanceId },
      token: reviewer,
      lang: 'ko',
    });
    expect(createHash('sha256').update(exchange.rawPayload).digest('hex')).toBe(d.letterSha256Ko);
    expect(
      errorOf(await callApi(ctx, CALL_PATHS.getClearanceLetter, { params: { clearanceId: d.clearanceId }, token: cast.outsider })),
    ).toEqual({ status: 404, code: 'WFL1N4041' });
  });

  it('gives the audit pack every version and the issued letter in the pack’s language, with the SHA-256 shown', async () => {
    const issued = (await get(cast.member, d.clearanceId, 'ko')).json() as TClearanceDetail;
    for (const lang of ['ko', 'en'] as const) {
      const docs = await clearancesPackSection.documents(
        { db: ctx.db as unknown as Db, config: ctx.config, workflow: ctx.app.workflow, storage: fileServiceOf(ctx).storage },
        {
          companyId: issued.companyId,
          fromMonth: issued.periodFrom,
          toMonth: issued.periodTo,
          fromDay: `${issued.periodFrom}-01`,
          toDay: `${issued.periodTo}-28`,
          products: [],
          lang,
          now: new Date(),
        },
      );
      const mine = docs.filter((x) => x.number === issued.number);
      expect(mine.filter((x) => x.kind === 'clearance-version').map((x) => x.version)).toEqual(
        Array.from({ length: issued.version }, (_, i) => i + 1),
      );
      const letter = mine.find((x) => x.kind === 'clearance-letter')!;
      expect(letter.path).toBe(`clearances/${issued.number}/letter-${lang}.pdf`);
      const body = (await letter.body()) as Buffer;
      expect(createHash('sha256').update(body).digest('hex')).toBe(lang === 'ko' ? issued.letterSha256Ko : issued.letterSha256En);
      // Another company's clearances are not in its pack.
      expect(docs.every((x) => x.number?.startsWith('CL-'))).toBe(true);
    }
  });

  it('refuses to move on a correction of a cleared month, naming the clearance in both languages', async () => {
    const [row] = await ctx.db.select().from(userReports).where(eq(userReports.seedKey, 'C1001-ur-correction'));
    correctionId = row!.requestId;
    expect(row!.reportMonth).toBe(m(3));
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.actOnUserReport, {
        params: { reportId: correctionId, action: 'approve' },
        payload: { version: row!.version },
        token: cast.sales,
        lang,
      });
      expect(errorOf(res)).toEqual({ status: 409, code: 'CLR1N4094' });
      expect(res.json().errorMessage).toBe(
        lang === 'ko'
          ? `정산 확인서 ${d.number}에 따라 ${m(3)} 기간이 마감되어 정정 신고를 할 수 없습니다.`
          : `The month ${m(3)} is closed by the clearance ${d.number}: no correction can be filed for it.`,
      );
    }
    // Cancelling it is still possible; a new correction of the month is refused where it is created.
    const cancelled = await callApi(ctx, CALL_PATHS.actOnUserReport, {
      params: { reportId: correctionId, action: 'cancel' },
      payload: { version: row!.version, reason: '기간이 마감되었습니다.' },
      token: cast.member,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [approved] = await ctx.db.select().from(userReports).where(eq(userReports.seedKey, 'C1001-ur-approved-3'));
    const before = (await ctx.db.select({ n: count() }).from(userReports))[0]!.n;
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.createUserReport, {
        payload: { type: 'CORRECTION', correctsReportId: approved!.requestId, correctionReason: '수량 정정', copyRows: true },
        token: cast.member,
        lang,
      });
      expect(errorOf(res)).toEqual({ status: 409, code: 'CLR1N4094' });
      expect(res.json().errorMessage).toContain(d.number);
    }
    expect((await ctx.db.select({ n: count() }).from(userReports))[0]!.n).toBe(before);
  });

  it('a month closed by an issued clearance is not cleared twice', async () => {
    const res = await prepare(cast.sales, { reconciliationId: RECON.alphaAgain }, 'en');
    expect(errorOf(res)).toEqual({ status: 409, code: 'CLR1N4093' });
    expect(res.json().errorMessage).toBe(`The month ${m(4)} is already closed by the clearance ${d.number}.`);
    const rows = await ctx.db
      .select()
      .from(clearances)
      .where(inArray(clearances.reconciliationId, [RECON.alphaAgain]));
    expect(rows).toEqual([]);
  });

  it('leaves a cleared month out of a reconciliation’s drafted corrections, saying which clearance closed it', async () => {
    const rc: ReconciliationsContext = { db: ctx.db as unknown as Db, config: ctx.config, workflow: ctx.app.workflow };
    const member = await authOf('member@alpha-securities.example', ids.alpha);
    // One user of KSP-RT-L1 (151) entitled in the cleared month M-3: a difference against what Alpha reported then.
    const rows = [
      {
        row: 2,
        entityId: 'A-1',
        name: '김하늘',
        productCode: 'KSP-RT-L1',
        useCategory: '151' as const,
        startDate: `${m(3)}-10`,
        endDate: `${m(3)}-20`,
        location: 'KR Seoul',
      },
    ];
    const extract = { rows, rowCount: 1, fileName: 'a.csv', fileSize: 10, fileHash: 'a'.repeat(64), usedMapping: false };
    const created = await createReconciliationRecord(rc, member, { fromMonth: m(3), toMonth: m(3), useMapping: false }, extract, 'ko');
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.draftReconciliationCorrections, {
        params: { reconciliationId: created.row.requestId },
        payload: {},
        token: cast.member,
        lang,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [month] = res.json().drafted as { month: string; outcome: string; message: string | null }[];
      expect(month).toMatchObject({
        month: m(3),
        outcome: 'SKIPPED',
        message: errorMessage('CLR1N4094', lang, { month: m(3), number: d.number }),
      });
    }
  });

  it('keeps the history: every step a version, the letter’s hashes in the issued one', async () => {
    const res = await callApi(ctx, CALL_PATHS.getClearanceVersions, { params: { clearanceId: d.clearanceId }, token: cast.member });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { action: string; content: Record<string, unknown> }[];
    expect(items.map((i) => i.action)).toEqual(['create', 'comment', 'edit', 'offer', 'accept', 'return', 'offer', 'accept', 'issue']);
    expect(items.at(-1)!.content.letterSha256Ko).toBe(d.letterSha256Ko);
  });
});

describe('the port to the reconciliations area', () => {
  it('prepares a clearance from a reconciliation accepted through the reconciliations’ own calls', async () => {
    useReconciliationPort(null);
    try {
      const rc: ReconciliationsContext = { db: ctx.db as unknown as Db, config: ctx.config, workflow: ctx.app.workflow };
      const ops = await authOf('ops@gamma-data.example', ids.gamma);
      const sales = await authOf('sales@krx-data.example', (await ctx.app.tokens.verify(cast.sales))!.companyId);
      // Two users of KSP-RT-L1 (151) in 2025-03, one of them also in 2025-04; nothing reported then: US$15.00 a user-month.
      const rows = [
        {
          row: 2,
          entityId: 'G-1',
          name: 'Ava Lee',
          productCode: 'KSP-RT-L1',
          useCategory: '151' as const,
          startDate: '2025-03-10',
          endDate: '2025-04-20',
          location: 'KR Seoul',
        },
        {
          row: 3,
          entityId: 'G-2',
          name: 'Noah Kim',
          productCode: 'KSP-RT-L1',
          useCategory: '151' as const,
          startDate: '2025-03-10',
          endDate: '2025-03-20',
          location: 'KR Seoul',
        },
      ];
      const extract = { rows, rowCount: 2, fileName: 'g.csv', fileSize: 10, fileHash: 'x'.repeat(64), usedMapping: false };
      const created = await createReconciliationRecord(
        rc,
        ops,
        { fromMonth: '2025-03', toMonth: '2025-04', useMapping: false },
        extract,
        'en',
      );
      const id = created.row.requestId;
      expect(errorOf(await prepare(cast.sales, { reconciliationId: id }))).toEqual({ status: 409, code: 'CLR1N4091' });
      const submitted = await actOnReconciliationRecord(rc, ops, id, 'submit', { version: created.row.version });
      await actOnReconciliationRecord(rc, sales, id, 'accept', { version: submitted.row.version });
      const candidates = await callApi(ctx, CALL_PATHS.getClearanceCandidates, { query: { companyId: ids.gamma }, token: admin });
      expect(candidates.json().items.map((c: { reconciliationId: number }) => c.reconciliationId)).toContain(id);
      const d = await prepared(id);
      expect([d.companyId, d.periodFrom, d.periodTo, d.currency]).toEqual([ids.gamma, '2025-03', '2025-04', 'USD']);
      expect(d.lines.map((l) => [l.month, l.entitled, l.reported, l.outsideWindow, l.amount.amount])).toEqual([
        ['2025-03', 2, 0, true, 3_000],
        ['2025-04', 1, 0, true, 1_500],
      ]);
      expect(d.settlementText).toBe('US$45.00');
    } finally {
      useReconciliationPort({
        find: async (_db, id) => facts.get(id) ?? null,
        accepted: async () => [],
      });
    }
  });
});
