import {
  addMonths,
  CALL_PATHS,
  formatMoneyText,
  money,
  ROLE,
  type TBillDisputeLines,
  type TBillingDisputeDetail,
  type TBillingLine,
  type TUserBillingDetail,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDisputes, companies, users } from '../../db/schema/index';
import { addDays, koreaDay, setBusinessClock } from '../../platform/clock';
import { build, callApi, loginAs, openApiDocument, openApiOperation, tokenFor, type TestContext } from '../../../test/helpers';
import { filesBody, pdf } from '../../../test/files-fixtures';
import { pdfText } from '../../../test/orders';
import { koreaMonth } from '../billing';
import { fileServiceOf } from '../files';
import { billingDisputesPackSection, companyDisputesOfPeriod } from './index';
import { seedBillingDisputes } from '../../seed/billing-disputes';

/**
 * Disputes of a bill line (decision 080) on the tests' world: 알파증권 (C1001) is billed every month of the last year. The
 * provider administrator issues (marks final) its bill of three months back, D, at the start; the business clock then
 * stands where each test needs it, counted in Korean days from the issue day.
 */

let ctx: TestContext;
let alphaId: number;
let member: string;
let colleague: string;
let outsider: string;
let proxy: string;
let sales: string;
let admin: string;
let reviewer: string;
let issuedOn: string;
let lines: TBillingLine[];
const D = addMonths(koreaMonth(new Date()), -3);

/** A moment of a Korean day (10:00 KST), `n` days after the bill's issue. */
const dayAfterIssue = (n: number) => new Date(`${addDays(issuedOn, n)}T10:00:00+09:00`);
const at = (n: number) => setBusinessClock(ctx.config, () => dayAfterIssue(n));
const disputeCount = async () => (await ctx.db.select().from(billingDisputes)).length;
const create = (
  token: string,
  lineId: number,
  reason: string | undefined = '수량이 신고보다 많이 청구되었습니다.',
  fileUUIDs: string[] = [],
) => callApi(ctx, CALL_PATHS.createBillingDispute, { token, payload: { lineId, reason, fileUUIDs } });
const act = (
  token: string,
  d: { disputeId: number; version: number },
  action: string,
  body: Record<string, unknown> = {},
  lang?: 'ko' | 'en',
) =>
  callApi(ctx, CALL_PATHS.actOnBillingDispute, {
    params: { disputeId: d.disputeId, action },
    token,
    lang,
    payload: { version: d.version, ...body },
  });
/** The lines of D with an amount, none disputed before: each test takes its own. */
let next = 0;
const freshLine = () => lines[next++]!;

beforeAll(async () => {
  ctx = await build();
  const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  alphaId = alpha!.id;
  member = await tokenFor(ctx, 'member@alpha-securities.example', alphaId);
  colleague = await tokenFor(ctx, 'staff@alpha-securities.example', alphaId);
  outsider = await tokenFor(ctx, 'analyst@beta-am.example');
  // The demo's proxy reporter is a member of Alpha too: the token holds the proxy reporter's role alone.
  const [reporter] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'reporter@alpha-securities.example'));
  proxy = await ctx.app.tokens.sign({ userId: reporter!.id, companyId: alphaId, roles: [ROLE.proxyReporter] });
  sales = await loginAs(ctx, ROLE.sales);
  admin = await loginAs(ctx, ROLE.providerAdmin);
  reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
  const final = await callApi(ctx, CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: D }, token: admin });
  expect(final.statusCode).toBe(200);
  issuedOn = koreaDay(new Date(final.json().finalAt as string));
  const bill = (await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: D }, token: member })).json() as TUserBillingDetail;
  lines = bill.products.flatMap((p) => p.lines).filter((l) => l.amount > 0);
  expect(lines.length).toBeGreaterThanOrEqual(6);
});

afterAll(async () => {
  setBusinessClock(ctx.config, null);
  await ctx.close();
});

describe('disputing a line', () => {
  it('is open on the 90th day after the bill’s issue and refused on the 91st with a message naming the window', async () => {
    const first = freshLine();
    at(90);
    const made = await create(member, first.lineId);
    expect(made.statusCode).toBe(201);
    const d = made.json() as TBillingDisputeDetail;
    expect(d).toMatchObject({
      state: 'OPEN',
      billingMonth: D,
      lineId: first.lineId,
      productCode: first.productCode,
      lineAmount: money(first.amount, first.currency),
      acceptedAmount: null,
      issuedOn,
      windowLastDay: addDays(issuedOn, 90),
      allowedActions: ['withdraw'],
    });
    expect(d.number).toMatch(/^BD-\d{4}-\d{6}$/);

    const second = freshLine();
    at(91);
    const before = await disputeCount();
    const ko = await create(member, second.lineId);
    expect(ko.statusCode).toBe(400);
    expect(ko.json()).toEqual({
      errorCode: 'BDP1N4003',
      errorMessage: `이의 제기 기간이 지났습니다. 청구서 발행일(${issuedOn})로부터 90일 이내(${addDays(issuedOn, 90)}까지)에만 이의를 제기할 수 있습니다.`,
    });
    const en = await callApi(ctx, CALL_PATHS.createBillingDispute, {
      token: member,
      lang: 'en',
      payload: { lineId: second.lineId, reason: 'Too many units' },
    });
    expect(en.json().errorMessage).toBe(
      `The dispute window has closed: a line can be disputed within 90 days of the bill’s issue on ${issuedOn} (until ${addDays(issuedOn, 90)}).`,
    );
    expect(await disputeCount()).toBe(before);

    // The bill screen tells the same: the disputed line names its dispute, the others the closed window.
    const shown = (
      await callApi(ctx, CALL_PATHS.getBillDisputeLines, { query: { billingMonth: D }, token: member, lang: 'en' })
    ).json() as TBillDisputeLines;
    expect(shown).toMatchObject({ month: D, issuedOn, windowDays: 90, windowLastDay: addDays(issuedOn, 90) });
    expect(shown.lines.find((l) => l.lineId === first.lineId)).toMatchObject({
      disputable: false,
      block: 'DISPUTED',
      disputeId: d.disputeId,
      disputeState: 'OPEN',
      blockText: `Already disputed (${d.number}, Under review).`,
    });
    expect(shown.lines.find((l) => l.lineId === second.lineId)).toMatchObject({
      disputable: false,
      block: 'WINDOW_CLOSED',
      disputeId: null,
    });
  });

  it('answers another company’s line as not found, and a provisional bill’s line with its own message', async () => {
    at(1);
    const line = freshLine();
    const before = await disputeCount();
    const other = await create(outsider, line.lineId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errorCode: 'BDP1N4041', errorMessage: '청구 항목을 찾을 수 없습니다.' });
    const missing = await create(member, 2_147_483_000);
    expect(missing.json().errorCode).toBe('BDP1N4041');

    const M = koreaMonth(new Date());
    const open = (
      await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: M }, token: member })
    ).json() as TUserBillingDetail;
    const provisional = open.products.flatMap((p) => p.lines).find((l) => l.amount > 0)!;
    const refused = await create(member, provisional.lineId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('BDP1N4004');
    const shown = (
      await callApi(ctx, CALL_PATHS.getBillDisputeLines, { query: { billingMonth: M }, token: member })
    ).json() as TBillDisputeLines;
    expect(shown.issuedOn).toBeNull();
    expect(shown.lines.every((l) => l.block === 'NOT_ISSUED' || l.block === 'NOTHING_BILLED' || l.block === 'ADJUSTMENT')).toBe(true);
    expect(await disputeCount()).toBe(before);
  });

  it('refuses bad input in the request’s language and changes nothing', async () => {
    at(2);
    const line = freshLine();
    const before = await disputeCount();
    const blank = await callApi(ctx, CALL_PATHS.createBillingDispute, {
      token: member,
      lang: 'en',
      payload: { lineId: line.lineId, reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errorCode: 'BDP1N4001', errorMessage: 'Enter the reason for the dispute.' });
    const long = await create(member, line.lineId, '가'.repeat(2001));
    expect(long.json()).toEqual({ errorCode: 'BDP1N4002', errorMessage: '이의 사유는 2000자 이내로 입력해 주세요.' });
    const badShape = await callApi(ctx, CALL_PATHS.createBillingDispute, { token: member, payload: { lineId: 'x', reason: 'r' } });
    expect(badShape.statusCode).toBe(400);
    expect(await disputeCount()).toBe(before);
  });

  it('holds one open dispute per line: of two at once exactly one is made', async () => {
    at(3);
    const line = freshLine();
    const [a, b] = await Promise.all([create(member, line.lineId), create(colleague, line.lineId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const lost = a.statusCode === 409 ? a : b;
    const won = (a.statusCode === 201 ? a : b).json() as TBillingDisputeDetail;
    expect(lost.json()).toEqual({
      errorCode: 'BDP1N4091',
      errorMessage: `이 청구 항목에는 이미 처리 중이거나 인정된 이의 제기(${won.number})가 있습니다.`,
    });
    const rows = await ctx.db.select().from(billingDisputes).where(eq(billingDisputes.lineId, line.lineId));
    expect(rows).toHaveLength(1);

    // Withdrawn, the line may be disputed again.
    const withdrawn = await act(member, won, 'withdraw', { reason: '착오로 제기했습니다.' });
    expect(withdrawn.json()).toMatchObject({ state: 'WITHDRAWN', withdrawReason: '착오로 제기했습니다.', allowedActions: [] });
    expect((await create(member, line.lineId)).statusCode).toBe(201);
  });
});

describe('roles and tenancy', () => {
  it('refuses every role without the right, and answers another company’s dispute as not found', async () => {
    at(4);
    const line = freshLine();
    const d = (await create(member, line.lineId)).json() as TBillingDisputeDetail;
    const id = { disputeId: d.disputeId };
    // The exchange reviewer and the proxy reporter see no disputes.
    for (const token of [reviewer, proxy]) {
      expect((await callApi(ctx, CALL_PATHS.searchBillingDisputes, { token, payload: {} })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.getBillingDispute, { params: id, token })).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.getBillingDisputeVersions, { params: id, token })).statusCode).toBe(403);
      expect((await act(token, d, 'accept', { amount: 1 })).statusCode).toBe(403);
      expect((await create(token, line.lineId)).statusCode).toBe(403);
    }
    // Provider staff do not dispute; a member does not decide; staff do not withdraw for the customer.
    expect((await create(sales, freshLine().lineId)).statusCode).toBe(403);
    const memberAccepts = await act(member, d, 'accept', { amount: 1 });
    expect(memberAccepts.statusCode).toBe(403);
    expect(memberAccepts.json().errorCode).toBe('WFL1N4031');
    expect((await act(member, d, 'reject', { reason: 'x' })).statusCode).toBe(403);
    expect((await act(sales, d, 'withdraw')).statusCode).toBe(403);
    // The window is the administrator's: sales and members are refused.
    for (const token of [sales, member, reviewer])
      expect((await callApi(ctx, CALL_PATHS.updateBillingDisputeSettings, { token, payload: { windowDays: 30 } })).statusCode).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.getBillDisputeLines, { query: { billingMonth: D }, token: reviewer })).statusCode).toBe(403);

    // Another company's member: the dispute, its versions, its actions answer 404 like a missing one.
    const get = await callApi(ctx, CALL_PATHS.getBillingDispute, { params: id, token: outsider });
    expect(get.statusCode).toBe(404);
    expect((await callApi(ctx, CALL_PATHS.getBillingDisputeVersions, { params: id, token: outsider })).statusCode).toBe(404);
    expect((await act(outsider, d, 'withdraw')).statusCode).toBe(404);
    const list = (await callApi(ctx, CALL_PATHS.searchBillingDisputes, { token: outsider, payload: {} })).json();
    expect(list.items.some((i: { disputeId: number }) => i.disputeId === d.disputeId)).toBe(false);
    // The company's colleague and provider staff see it; the desk may accept or reject.
    expect((await callApi(ctx, CALL_PATHS.getBillingDispute, { params: id, token: colleague })).json().allowedActions).toEqual([
      'withdraw',
    ]);
    const staff = (await callApi(ctx, CALL_PATHS.getBillingDispute, { params: id, token: sales })).json() as TBillingDisputeDetail;
    expect(staff.allowedActions).toEqual(['accept', 'reject']);
    const desk = await callApi(ctx, CALL_PATHS.searchBillingDisputes, { token: admin, payload: { companyId: alphaId, state: 'OPEN' } });
    expect(desk.headers['cache-control']).toBeDefined();
    expect(desk.json().items.some((i: { disputeId: number }) => i.disputeId === d.disputeId)).toBe(true);
    // It waits in the provider desk's work queue.
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, { token: sales, payload: { kind: 'billingDispute' } });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.some((i: { number: string }) => i.number === d.number)).toBe(true);
  });

  it('rejects with a reason only, and checks the accepted amount', async () => {
    at(5);
    const line = freshLine();
    const d = (await create(member, line.lineId)).json() as TBillingDisputeDetail;
    const noReason = await act(sales, d, 'reject', {}, 'en');
    expect(noReason.json().errorCode).toBe('WFL1N4002');
    const amountWithReject = await act(sales, d, 'reject', { reason: 'x', amount: 5 });
    expect(amountWithReject.json().errorCode).toBe('BDP1N4007');
    const tooMuch = await act(sales, d, 'accept', { amount: line.amount + 1 }, 'en');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      errorCode: 'BDP1N4005',
      errorMessage: `Enter an accepted amount greater than zero and at most ${formatMoneyText(money(line.amount, line.currency))}.`,
    });
    expect((await act(sales, d, 'accept', {})).json().errorCode).toBe('BDP1N4005');
    const rejected = await act(sales, d, 'reject', { reason: '계약서상 요금이 맞습니다.' });
    expect(rejected.json()).toMatchObject({ state: 'REJECTED', rejectionReason: '계약서상 요금이 맞습니다.', acceptedAmount: null });
    expect((await act(member, rejected.json(), 'withdraw')).json().errorCode).toBe('WFL1N4092');
  });
});

describe('evidence', () => {
  it('is uploaded with the files area’s checks, attached to the dispute, and read by its company and the desk only', async () => {
    at(6);
    const body = filesBody([{ name: '변경계약서.pdf', content: pdf('contract') }]);
    const up = await callApi(ctx, CALL_PATHS.uploadBillingDisputeEvidence, { token: member, payload: body.payload, headers: body.headers });
    expect(up.statusCode).toBe(200);
    const [file] = up.json().files as { fileUUID: string; fileName: string }[];
    expect(file!.fileName).toBe('변경계약서.pdf');
    // A file whose content is not its extension's is refused like every upload.
    const fake = filesBody([{ name: 'evidence.pdf', content: 'MZ not a pdf at all' }]);
    const refused = await callApi(ctx, CALL_PATHS.uploadBillingDisputeEvidence, {
      token: member,
      payload: fake.payload,
      headers: fake.headers,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const bySales = await callApi(ctx, CALL_PATHS.uploadBillingDisputeEvidence, {
      token: sales,
      payload: body.payload,
      headers: body.headers,
    });
    expect(bySales.statusCode).toBe(403);

    const d = (
      await create(member, freshLine().lineId, '계약 변경 후 요금이 반영되지 않았습니다.', [file!.fileUUID])
    ).json() as TBillingDisputeDetail;
    expect(d.files.map((f) => f.fileName)).toEqual(['변경계약서.pdf']);
    const params = { disputeId: d.disputeId, fileUUID: file!.fileUUID };
    for (const token of [member, colleague, sales]) {
      const got = await callApi(ctx, CALL_PATHS.downloadBillingDisputeEvidence, { params, token });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await callApi(ctx, CALL_PATHS.downloadBillingDisputeEvidence, { params, token: outsider })).statusCode).toBe(404);
    expect((await callApi(ctx, CALL_PATHS.downloadBillingDisputeEvidence, { params, token: reviewer })).statusCode).toBe(403);
    const versions = (
      await callApi(ctx, CALL_PATHS.getBillingDisputeVersions, { params: { disputeId: d.disputeId }, token: member })
    ).json();
    expect(versions.items[0].content.evidence).toEqual([{ fileUUID: file!.fileUUID, fileName: '변경계약서.pdf' }]);

    // The audit pack carries the evidence itself, byte for byte, and the dispute's summary names where it is.
    const month = d.billingMonth;
    const docs = await billingDisputesPackSection.documents(
      { db: ctx.db, config: ctx.config, workflow: ctx.app.workflow, storage: fileServiceOf(ctx).storage },
      {
        companyId: alphaId,
        fromMonth: month,
        toMonth: month,
        fromDay: `${month}-01`,
        toDay: `${month}-28`,
        products: [],
        lang: 'ko',
        now: new Date(),
      },
    );
    const copied = docs.filter((doc) => doc.kind === 'dispute-evidence' && doc.number === d.number);
    expect(copied.map((doc) => doc.path)).toEqual([`disputes/${d.number}/evidence/1-evidence.pdf`]);
    const stream = await copied[0]!.body();
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    expect(bytes.equals(pdf('contract'))).toBe(true);
    const summary = JSON.parse(String(await docs.find((doc) => doc.kind === 'dispute' && doc.number === d.number)!.body()));
    expect(summary.evidence).toEqual([{ name: '변경계약서.pdf', size: bytes.length, type: 'application/pdf', path: copied[0]!.path }]);
  });

  it('is declared as a multipart/form-data upload in the OpenAPI document', async () => {
    const doc = await openApiDocument(ctx);
    const [path, method] = openApiOperation(CALL_PATHS.uploadBillingDisputeEvidence);
    expect(Object.keys(doc.paths[path][method].requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('the window setting', () => {
  it('is the provider administrator’s, within 1 to 365 days, and applies to new disputes', async () => {
    const bad = await callApi(ctx, CALL_PATHS.updateBillingDisputeSettings, { token: admin, lang: 'en', payload: { windowDays: 0 } });
    expect(bad.json()).toEqual({ errorCode: 'BDP1N4008', errorMessage: 'Enter a dispute window between 1 and 365 days.' });
    const set = await callApi(ctx, CALL_PATHS.updateBillingDisputeSettings, { token: admin, payload: { windowDays: 30 } });
    expect(set.json()).toEqual({ windowDays: 30 });
    expect((await callApi(ctx, CALL_PATHS.getBillingDisputeSettings, { token: member })).json()).toEqual({ windowDays: 30 });
    at(31);
    const refused = await create(member, freshLine().lineId);
    expect(refused.json().errorMessage).toContain('30일 이내');
    await callApi(ctx, CALL_PATHS.updateBillingDisputeSettings, { token: admin, payload: { windowDays: 90 } });
  });
});

describe('an accepted dispute', () => {
  it('is credited as an adjustment line of the next bill for the disputed month, in the statement’s JSON, xlsx and PDF', async () => {
    at(10);
    const line = freshLine();
    const d = (await create(member, line.lineId)).json() as TBillingDisputeDetail;
    const credit = Math.max(1, Math.floor(line.amount / 3));
    const accepted = await act(sales, d, 'accept', { amount: credit, reason: '차액을 다음 청구서에서 차감합니다.' });
    expect(accepted.statusCode).toBe(200);
    const next = koreaMonth(dayAfterIssue(10));
    expect(accepted.json()).toMatchObject({
      state: 'ACCEPTED',
      acceptedAmount: money(credit, line.currency),
      adjustmentMonth: next,
      acceptanceNote: '차액을 다음 청구서에서 차감합니다.',
      allowedActions: [],
    });
    expect(accepted.json().deciderName).toBeTruthy();
    // Accepted, the line stays held.
    expect((await create(member, line.lineId)).json().errorCode).toBe('BDP1N4091');

    const run = await callApi(ctx, CALL_PATHS.runBilling, { token: admin, payload: { month: next } });
    expect(run.statusCode).toBe(200);
    const bill = (
      await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: next }, token: member, lang: 'en' })
    ).json() as TUserBillingDetail;
    const adjustments = bill.products.flatMap((p) => p.lines).filter((l) => l.lineType === 'ADJUSTMENT');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({
      productCode: line.productCode,
      correctsMonth: D,
      currency: line.currency,
      amount: -credit,
      sourceNumber: d.number,
      label: `Dispute adjustment (for ${D})${line.useCategory ? ` · ${line.useCategory}` : ''}`,
    });
    const ko = (
      await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: next }, token: member })
    ).json() as TUserBillingDetail;
    const koLine = ko.products.flatMap((p) => p.lines).find((l) => l.lineType === 'ADJUSTMENT')!;
    expect(koLine.label.startsWith(`이의 조정 (${D}분)`)).toBe(true);

    // The workbook: the same line, its service month in the "corrects month" column, the amount as money of the currency.
    const xlsx = await callApi(ctx, CALL_PATHS.getUserBillingXlsx, { params: { billingMonth: next }, token: member });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const row = rows.find((r) => typeof r[2] === 'string' && (r[2] as string).startsWith(`이의 조정 (${D}분)`))!;
    expect(row).toBeDefined();
    expect(row[4]).toBe(D);
    const major = line.currency === 'USD' ? -credit / 100 : -credit;
    expect(row[8]).toBe(major);
    expect(row[10]).toBe(d.number);

    // The PDF: the line's name and its amount as the bill's other lines are written.
    const pdfRes = await callApi(ctx, CALL_PATHS.getUserBillingPdf, { params: { billingMonth: next }, token: member, lang: 'en' });
    const text = await pdfText(pdfRes.rawPayload);
    expect(text).toContain(`Dispute adjustment (for ${D})`);
    expect(text).toContain(formatMoneyText(money(-credit, line.currency)));

    // The audit pack's reader: the company's disputes of the period with their versions.
    const pack = await companyDisputesOfPeriod(
      { db: ctx.db, config: ctx.config, workflow: ctx.app.workflow },
      alphaId,
      { from: D, to: D },
      'en',
    );
    const mine = pack.find((p) => p.dispute.disputeId === d.disputeId)!;
    expect(mine.dispute).toMatchObject({ state: 'ACCEPTED', acceptedAmount: money(credit, line.currency) });
    expect(mine.versions.map((v) => v.action)).toEqual(['create', 'accept']);
    expect(pack.every((p) => p.dispute.companyId === alphaId && p.dispute.billingMonth === D)).toBe(true);
  });

  it('tells the customer of the decision', async () => {
    at(11);
    const d = (await create(member, freshLine().lineId)).json() as TBillingDisputeDetail;
    await act(sales, d, 'reject', { reason: '요금표대로 청구되었습니다.' });
    const notes = await callApi(ctx, CALL_PATHS.searchNotifications, { token: member });
    expect(notes.statusCode).toBe(200);
    const note = notes.json().items.find((n: { requestId: number }) => n.requestId === d.disputeId);
    expect(note).toMatchObject({ link: `/billing/${d.disputeId}/dispute-detail` });
  });
});

describe('the exchange reviewer', () => {
  it('never sees a dispute, not even among the stale requests the provider desk sees', async () => {
    at(12);
    const d = (await create(member, freshLine().lineId)).json() as TBillingDisputeDetail;
    // Months later the open dispute is long stale.
    at(200);
    const body = { kind: 'STALE_REQUEST', searchText: d.number, pageSize: 100 };
    const desk = await callApi(ctx, CALL_PATHS.searchAdminExceptions, { token: admin, payload: body });
    expect(desk.statusCode).toBe(200);
    expect(desk.json().items.map((i: { documentNumber: string }) => i.documentNumber)).toContain(d.number);
    const exchange = await callApi(ctx, CALL_PATHS.searchExchangeExceptions, { token: reviewer, payload: body });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.json().items.map((i: { documentNumber: string }) => i.documentNumber)).not.toContain(d.number);
    expect(JSON.stringify(exchange.json())).not.toContain('BD-');
  });
});

describe('the demo world', () => {
  it('issues 알파증권’s bill of two months back with an accepted and an open dispute, the credit on this month’s bill, once', async () => {
    setBusinessClock(ctx.config, null);
    const now = new Date();
    await seedBillingDisputes(ctx.db, now);
    await seedBillingDisputes(ctx.db, now);
    const seeded = await ctx.db
      .select()
      .from(billingDisputes)
      .where(eq(billingDisputes.billingMonth, addMonths(koreaMonth(now), -2)));
    expect(seeded.filter((r) => r.seedKey).map((r) => [r.seedKey, r.state])).toEqual([
      ['C1001-dispute-accepted', 'ACCEPTED'],
      ['C1001-dispute-open', 'OPEN'],
    ]);
    const accepted = seeded.find((r) => r.state === 'ACCEPTED')!;
    const bill = (
      await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: koreaMonth(now) }, token: member })
    ).json() as TUserBillingDetail;
    const credit = bill.products.flatMap((p) => p.lines).find((l) => l.lineType === 'ADJUSTMENT' && l.sourceNumber === accepted.number);
    expect(credit).toMatchObject({ amount: -accepted.acceptedAmount!, correctsMonth: accepted.billingMonth });
  });
});
