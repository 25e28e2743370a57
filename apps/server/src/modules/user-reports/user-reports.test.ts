import {
  CALL_PATHS,
  REPORT_COLUMNS,
  USER_REPORT_WORKFLOW,
  type TUserReportDetail,
  type TUserReportDraftRow,
  type TUserReportUploadStatus,
} from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, requests } from '../../db/schema/index';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { multipartBody } from '../../../test/files-fixtures';
import { GOOD_ROW } from '../../../test/report-files';
import { setBusinessClock } from '../../platform/clock';
import { calendarStatus, runReportReminders } from './calendar';
import * as repo from './repo';
import { userReportRows, userReportRowSets, userReportUploads } from './schema';
import { reportActor, saveReportRecord, STAGED_SET_LEASE_MS, sweepRowSets } from './service';
import { AppError } from '../../platform/errors';
import { abandonStaleUploads, UPLOAD_LEASE_MS, uploadCheckerOf } from './upload';
import { fileServiceOf } from '../files';
import { seedUserReportForm } from '../../seed/user-reports';

/**
 * The user reports API on the seeded world: every transition per role of USER_REPORT_WORKFLOW, the reporting
 * window and the 3-month correction window at their edges on the business clock, tenancy by every id, the proxy
 * reporter's mapping, four-eyes, the previous month, bad input, the spec's messages in both languages, the upload route
 * with a small clean and a small bad file. Reports of these tests are of 2019-2021 months, far from the demo world's.
 */

let ctx: TestContext;
let ids: Record<'alpha' | 'beta' | 'gamma' | 'delta', number>;
let t: Record<'member' | 'colleague' | 'proxy' | 'analyst' | 'memberBeta' | 'gammaOps' | 'sales' | 'admin' | 'delta' | 'reviewer', string>;

beforeAll(async () => {
  ctx = await build();
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  ids = { alpha: byCode.get('C1001')!, beta: byCode.get('C1002')!, gamma: byCode.get('C2001')!, delta: byCode.get('C1003')! };
  t = {
    member: await tokenFor(ctx, 'member@alpha-securities.example', ids.alpha),
    colleague: await tokenFor(ctx, 'staff@alpha-securities.example', ids.alpha),
    proxy: await tokenFor(ctx, 'reporter@alpha-securities.example', ids.alpha),
    analyst: await tokenFor(ctx, 'analyst@beta-am.example', ids.beta),
    memberBeta: await tokenFor(ctx, 'member@alpha-securities.example', ids.beta),
    gammaOps: await tokenFor(ctx, 'ops@gamma-data.example', ids.gamma),
    sales: await loginAs(ctx, '05'),
    admin: await loginAs(ctx, '06'),
    delta: await tokenFor(ctx, 'compliance@delta-advisory.example', ids.delta),
    reviewer: await loginAs(ctx, '09'),
  };
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

/** Sets the business clock to a Korean wall time ("2020-02-01T00:00"). */
const clock = (korean: string) => setBusinessClock(ctx.config, () => new Date(`${korean}:00+09:00`));

const row = (over: Partial<Record<string, unknown>> = {}): TUserReportDraftRow => ({ ...GOOD_ROW, ...over }) as TUserReportDraftRow;

async function create(token: string, body: Record<string, unknown>, lang: 'ko' | 'en' = 'ko') {
  return callApi(ctx, CALL_PATHS.createUserReport, { token, payload: body, lang });
}
async function draft(
  token: string,
  month: string,
  rows = [row(), row({ quantity: 2 })],
  extra: Record<string, unknown> = {},
): Promise<TUserReportDetail> {
  const res = await create(token, { type: 'MONTHLY', reportMonth: month, rows, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function act(
  token: string,
  r: { reportId: number; version: number },
  action: string,
  body: Record<string, unknown> = {},
  lang: 'ko' | 'en' = 'ko',
) {
  return callApi(ctx, CALL_PATHS.actOnUserReport, {
    token,
    params: { reportId: r.reportId, action },
    payload: { version: r.version, ...body },
    lang,
  });
}
async function mustAct(token: string, r: { reportId: number; version: number }, action: string, body: Record<string, unknown> = {}) {
  const res = await act(token, r, action, { attested: true, ...body });
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json() as TUserReportDetail;
}
const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
  message: res.json().errorMessage,
});
const get = (token: string, reportId: number, query: Record<string, string | number | boolean> = {}, lang: 'ko' | 'en' = 'ko') =>
  callApi(ctx, CALL_PATHS.getUserReport, { token, params: { reportId }, query, lang });

describe('drafts and submission', () => {
  it('keeps a draft with its cell issues, prices clean rows from the price table, and refuses submission until the rows are clean', async () => {
    clock('2025-04-03T10:00');
    const d = await draft(t.member, '2025-03', [row(), row({ subscriberName: '' }), row({ productCode: 'NOPE', quantity: 'x' }), {}]);
    expect(d).toMatchObject({ state: 'SAVED', type: 'MONTHLY', reportMonth: '2025-03', billingMonth: '2025-03', companyId: ids.alpha });
    // The blank row is dropped; two rows keep their issues, named in the request's language.
    expect(d.totals).toMatchObject({ rowCount: 3, invalidRowCount: 2 });
    expect(d.rows.items[1]!.issues[0]).toMatchObject({ column: 'subscriberName', code: 'required', location: '2행 가입자명' });
    expect(d.rows.items[2]!.issues.map((i) => i.code).sort()).toEqual(['integer', 'product']);
    expect(d.rows.items[0]!.amount).toBeGreaterThan(0);
    expect(d.totals.amount).toBe(d.rows.items[0]!.amount);
    expect(d.allowedActions).toEqual(['submit', 'cancel']);

    const required = await act(t.member, d, 'submit', { attested: true });
    expect(errorOf(required)).toEqual({ status: 400, code: 'URP1N4003', message: '필수 입력 항목을 모두 입력해주세요. (2행 가입자명)' });
    const en = await act(t.member, d, 'submit', { attested: true }, 'en');
    expect(en.json().errorMessage).toBe('Please fill in every required item. (Row 2, Subscriber name)');

    const saved = await callApi(ctx, CALL_PATHS.saveUserReport, {
      token: t.member,
      params: { reportId: d.reportId },
      payload: { version: d.version, rows: [row(), row({ productCode: 'NOPE' })], memo: '1월분' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = saved.json() as TUserReportDetail;
    expect(s.version).toBe(d.version + 1);
    const other = await act(t.member, s, 'submit', { attested: true }, 'en');
    expect(errorOf(other)).toMatchObject({ status: 400, code: 'URP1N4004' });
    expect(other.json().errorMessage).toBe('Row 2, Product code: Product code is not a product of the catalogue.');

    const clean = (
      await callApi(ctx, CALL_PATHS.saveUserReport, {
        token: t.member,
        params: { reportId: d.reportId },
        payload: { version: s.version, rows: [row()] },
      })
    ).json() as TUserReportDetail;
    expect(errorOf(await act(t.member, clean, 'submit', {}))).toMatchObject({ status: 400, code: 'URP1N4005' });
    const submitted = await mustAct(t.member, clean, 'submit', { memo: '검토 부탁드립니다.' });
    expect(submitted).toMatchObject({ state: 'SUBMITTED', approvalFlag: 'WAITING', submitterName: '김민준', mayEdit: false });
    // Saving is refused once submitted; the history keeps each version with its row set.
    const late = await callApi(ctx, CALL_PATHS.saveUserReport, {
      token: t.member,
      params: { reportId: d.reportId },
      payload: { version: submitted.version, rows: [] },
    });
    expect(errorOf(late)).toMatchObject({ status: 403, code: 'WFL1N4032' });
    const versions = (await callApi(ctx, CALL_PATHS.getUserReportVersions, { token: t.member, params: { reportId: d.reportId } })).json()
      .items;
    expect(versions.map((v: { action: string }) => v.action)).toEqual(['create', 'edit', 'edit', 'submit']);
    expect(versions[3].content).toMatchObject({ rowCount: 1, invalidRowCount: 0 });
    // A draft's set is rewritten in place; the submitted version names its rows by set and hash.
    expect(versions[3].content.rowSetId).toBe(versions[0].content.rowSetId);
    expect(versions[3].content.rowsHash).not.toBe(versions[0].content.rowsHash);
  });

  it('submits only inside the reporting window: the 1st to the 15th of the next month, Korean days, checked at both edges', async () => {
    clock('2020-04-20T10:00');
    const d = await draft(t.member, '2020-03');
    clock('2020-03-31T23:59');
    const early = await act(t.member, d, 'submit', { attested: true });
    expect(errorOf(early)).toEqual({ status: 400, code: 'URP1N4001', message: '당월신고 기간이 아닙니다.' });
    const earlyEn = await act(t.member, d, 'submit', { attested: true }, 'en');
    expect(errorOf(earlyEn)).toEqual({ status: 400, code: 'URP1N4001', message: 'It is outside this month’s reporting period.' });
    // Nothing changed by the refusals.
    expect((await get(t.member, d.reportId)).json()).toMatchObject({ state: 'SAVED', version: d.version });
    clock('2020-04-15T23:59');
    expect((await mustAct(t.member, d, 'submit')).late).toBe(false);
    clock('2020-05-01T00:00');
    const d2 = await draft(t.member, '2020-04');
    expect(d2.windowOpens).toBe('2020-05-01');
    expect(d2.windowOpen).toBe(true);
    await mustAct(t.member, d2, 'submit');
  });

  it('follows the provider window setting', async () => {
    const w = await callApi(ctx, CALL_PATHS.updateUserReportWindow, {
      token: t.admin,
      payload: { windowStartDay: 2, windowEndDay: 20, reminderDaysBefore: 2 },
    });
    expect(w.statusCode, w.body).toBe(200);
    clock('2020-07-01T12:00');
    const d = await draft(t.member, '2020-06');
    expect(errorOf(await act(t.member, d, 'submit', { attested: true }))).toMatchObject({ code: 'URP1N4001' });
    clock('2020-07-20T12:00');
    await mustAct(t.member, d, 'submit');
    await callApi(ctx, CALL_PATHS.updateUserReportWindow, {
      token: t.admin,
      payload: { windowStartDay: 1, windowEndDay: 15, reminderDaysBefore: 3 },
    });
    expect(
      errorOf(
        await callApi(ctx, CALL_PATHS.updateUserReportWindow, {
          token: t.member,
          payload: { windowStartDay: 1, windowEndDay: 15, reminderDaysBefore: 3 },
        }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('makes one monthly report per company and month, of this month or earlier, and needs the month', async () => {
    clock('2020-09-05T10:00');
    await draft(t.member, '2020-08');
    const twice = await create(t.colleague, { type: 'MONTHLY', reportMonth: '2020-08' });
    expect(errorOf(twice)).toEqual({
      status: 409,
      code: 'URP1N4091',
      message: '2020-08 월간 리포트가 이미 있습니다. 목록에서 그 리포트를 열어 작성해 주세요.',
    });
    expect(errorOf(await create(t.member, { type: 'MONTHLY', reportMonth: '2020-10' }))).toMatchObject({ status: 400, code: 'URP1N4009' });
    expect(errorOf(await create(t.member, { type: 'MONTHLY' }))).toMatchObject({ status: 400, code: 'URP1N4010' });
    // Bad input: 400 and nothing made.
    const before = (await ctx.db.select({ n: count() }).from(requests).where(eq(requests.kind, 'userReport')))[0]!.n;
    for (const body of [
      { type: 'MONTHLY', reportMonth: '2020-13' },
      { type: 'WEEKLY', reportMonth: '2020-07' },
      { type: 'MONTHLY', reportMonth: '2020-07', memo: 'a\u0000b' },
      { type: 'MONTHLY', reportMonth: '2020-07', rows: [{ subscriberName: 'x'.repeat(1001) }] },
    ])
      expect((await create(t.member, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await ctx.db.select({ n: count() }).from(requests).where(eq(requests.kind, 'userReport')))[0]!.n).toBe(before);
  });
});

describe('late filing (decision 063)', () => {
  const lateFee = (payload: Record<string, number>) =>
    callApi(ctx, CALL_PATHS.updateUserReportWindow, {
      token: t.admin,
      payload: { windowStartDay: 1, windowEndDay: 15, reminderDaysBefore: 3, ...payload },
    });
  afterEach(async () => {
    await lateFee({});
  });

  it('files a month after its window, flagged late with the provider fee of that moment, seen by the desk and billed with the month', async () => {
    expect((await lateFee({ lateFeeKrw: 50_000, lateFeeUsd: 4_000 })).json()).toMatchObject({ lateFeeKrw: 50_000, lateFeeUsd: 4_000 });
    clock('2019-06-20T10:00');
    const d = await draft(t.member, '2019-05');
    // Before the first keystroke the page can say when and how: the window closed, late filing until the end of August.
    expect(d).toMatchObject({
      windowCloses: '2019-06-15',
      windowOpen: false,
      lateFilingUntil: '2019-08-31',
      lateFeeText: '₩50,000',
      late: false,
    });
    // Roles that may not submit a customer's report are refused, and nothing changes.
    for (const token of [t.reviewer, t.sales, t.analyst]) {
      const res = await act(token, d, 'submit', { attested: true });
      expect([403, 404], res.body).toContain(res.statusCode);
    }
    expect((await get(t.member, d.reportId)).json()).toMatchObject({ state: 'SAVED', version: d.version, late: false });

    const filed = await mustAct(t.member, d, 'submit');
    expect(filed).toMatchObject({ state: 'SUBMITTED', late: true, lateFeeText: '₩50,000' });
    // A fee changed afterwards does not change the fee of a report already filed late.
    await lateFee({ lateFeeKrw: 70_000 });
    expect((await get(t.sales, d.reportId)).json()).toMatchObject({ late: true, lateFeeText: '₩50,000' });
    // The desk's queue shows the flag.
    const queue = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.sales,
      payload: { companyId: ids.alpha, periodStart: '2019-05', periodEnd: '2019-05', pageSize: 10 },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.find((i: { reportId: number }) => i.reportId === d.reportId)).toMatchObject({ late: true });

    const approved = await mustAct(t.admin, filed, 'approve');
    expect(approved.state).toBe('APPROVED');
    expect(await repo.approvedLateFees(ctx.db, '2019-05', [ids.alpha])).toEqual([
      { companyId: ids.alpha, requestId: d.reportId, number: d.number, reportMonth: '2019-05', currency: 'KRW', fee: 50_000 },
    ]);
    const ran = await callApi(ctx, CALL_PATHS.runBilling, { token: t.admin, payload: { month: '2019-05' } });
    expect(ran.statusCode, ran.body).toBe(200);
    const lines = await callApi(ctx, CALL_PATHS.searchBillingLines, {
      token: t.admin,
      params: { billingMonth: '2019-05' },
      payload: { companyId: ids.alpha },
      lang: 'en',
    });
    expect(lines.statusCode, lines.body).toBe(200);
    const late = (lines.json().items as { lineType: string; amount: number; label?: string }[]).filter((l) => l.lineType === 'LATE_FEE');
    expect(late).toHaveLength(1);
    expect(late[0]!.amount).toBe(50_000);
  });

  it('takes a report in its window as on time, with no fee when none is set, and refuses one after its last late day', async () => {
    clock('2019-10-03T10:00');
    const d = await draft(t.member, '2019-09');
    expect(d.lateFeeText).toBeNull();
    expect(await mustAct(t.member, d, 'submit')).toMatchObject({ late: false, lateFeeText: null });

    clock('2019-12-31T23:59');
    const last = await draft(t.member, '2019-08');
    clock('2020-01-01T00:00');
    const ko = await act(t.member, last, 'submit', { attested: true });
    expect(errorOf(ko)).toEqual({
      status: 400,
      code: 'URP1N4017',
      message: '2019-08분 리포트는 2019-11-30까지 지연 신고할 수 있었습니다. 이제는 제출할 수 없으니 담당자에게 문의해 주세요.',
    });
    const en = await act(t.member, last, 'submit', { attested: true }, 'en');
    expect(en.json().errorMessage).toBe(
      'The report for 2019-08 could be filed late until 2019-11-30. It can no longer be submitted: please contact your representative.',
    );
    expect((await get(t.member, last.reportId)).json()).toMatchObject({ state: 'SAVED', version: last.version, late: false });
  });
});

describe('downloads of a submitted report', () => {
  const download = (token: string | undefined, reportId: number, kind: 'xlsx' | 'pdf', lang: 'ko' | 'en' = 'ko') =>
    callApi(ctx, kind === 'xlsx' ? CALL_PATHS.getUserReportXlsx : CALL_PATHS.getUserReportPdf, {
      ...(token ? { token } : {}),
      params: { reportId },
      lang,
    });

  it('answers the submitted report as Excel (real numbers and dates, a frozen header) and PDF, to the customer, the desk and the exchange reviewer only', async () => {
    clock('2019-11-05T10:00');
    const d = await draft(t.member, '2019-10', [row(), row({ quantity: 2 })]);
    expect(errorOf(await download(t.member, d.reportId, 'xlsx'))).toMatchObject({ status: 409, code: 'URP1N4094' });
    const filed = await mustAct(t.member, d, 'submit');

    const res = await download(t.member, d.reportId, 'xlsx', 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename="user-report-${d.number}-2019-10.xlsx"`);
    expect(disposition).toContain(`filename*=UTF-8''user-report-${d.number}-2019-10.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    const header = (ws.getRow(2).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(col('Quantity')).toBeGreaterThan(0);
    const rows = [ws.getRow(3), ws.getRow(4)];
    expect(ws.getRow(5).values).toEqual([]);
    // Quantities are counts, amounts numbers in the currency's format, the submission a date: values, not text.
    expect(rows.map((r) => r.getCell(col('Quantity')).value)).toEqual(filed.rows.items.map((i) => Number(i.cells.quantity)));
    expect(rows[1]!.getCell(col('Quantity')).value).toBe(2);
    expect(rows.map((r) => r.getCell(col('Amount')).value)).toEqual(filed.rows.items.map((i) => i.amount));
    expect(rows[0]!.getCell(col('Amount')).numFmt).toBe('#,##0');
    expect(rows[0]!.getCell(col('Submitted')).value).toBeInstanceOf(Date);
    expect(rows[0]!.getCell(col('Submitted')).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(rows[0]!.getCell(col('Subscriber name')).value).toBe(filed.rows.items[0]!.cells.subscriberName);

    const pdf = await download(t.member, d.reportId, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const token of [t.sales, t.admin, t.reviewer, t.colleague]) {
      expect((await download(token, d.reportId, 'xlsx')).statusCode).toBe(200);
      expect((await download(token, d.reportId, 'pdf')).statusCode).toBe(200);
    }
    // Another company's report is missing to them, by either file; no token, no file.
    for (const token of [t.analyst, t.gammaOps, t.delta]) {
      expect(errorOf(await download(token, d.reportId, 'xlsx'))).toMatchObject({ status: 404, code: 'WFL1N4041' });
      expect(errorOf(await download(token, d.reportId, 'pdf'))).toMatchObject({ status: 404, code: 'WFL1N4041' });
    }
    expect((await download(undefined, d.reportId, 'xlsx')).statusCode).toBe(401);
    expect((await download(t.member, 2_000_000_000, 'pdf')).statusCode).toBe(404);
    expect((await download(t.member, -1 as number, 'pdf')).statusCode).toBe(400);
  });
});

describe('the provider desk', () => {
  it('approves, rejects with a reason, returns for information and takes the answer back; the customer resubmits a rejected report and cancels before approval', async () => {
    clock('2019-02-05T10:00');
    const a = await mustAct(t.member, await draft(t.member, '2019-01'), 'submit');
    // The work queue picks it up by itself.
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, { token: t.sales, payload: { kind: 'userReport' } });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((i: { requestId: number }) => i.requestId)).toContain(a.reportId);
    expect((await get(t.sales, a.reportId)).json().allowedActions).toEqual(['approve', 'reject', 'requestInfo']);
    expect(errorOf(await act(t.sales, a, 'reject'))).toMatchObject({ status: 400, code: 'WFL1N4002' });
    expect(errorOf(await act(t.member, a, 'approve'))).toMatchObject({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(t.reviewer, a, 'approve'))).toMatchObject({ status: 403 });

    const asked = await mustAct(t.sales, a, 'requestInfo', { reason: '수량이 늘어난 사유를 알려 주세요.' });
    expect(asked).toMatchObject({ state: 'INFO_REQUESTED', lastReason: '수량이 늘어난 사유를 알려 주세요.' });
    const mine = (await get(t.member, a.reportId)).json() as TUserReportDetail;
    expect(mine.allowedActions).toEqual(['answer', 'cancel']);
    expect(mine.mayEdit).toBe(true);
    expect(errorOf(await act(t.member, mine, 'answer'))).toMatchObject({ code: 'WFL1N4002' });
    // Rows changed while answering go to a new set: the submitted version keeps the rows it was submitted with.
    const edited = (
      await callApi(ctx, CALL_PATHS.saveUserReport, {
        token: t.member,
        params: { reportId: a.reportId },
        payload: { version: mine.version, rows: [row({ quantity: 9 })] },
      })
    ).json() as TUserReportDetail;
    const answered = await mustAct(t.member, edited, 'answer', { reason: '신규 지점 개설로 단말기가 늘었습니다.' });
    const history = (await callApi(ctx, CALL_PATHS.getUserReportVersions, { token: t.sales, params: { reportId: a.reportId } })).json()
      .items;
    const setOf = (action: string) => history.find((h: { action: string }) => h.action === action).content.rowSetId;
    expect(setOf('answer')).not.toBe(setOf('submit'));
    expect(history.find((h: { action: string }) => h.action === 'submit').content.rowCount).toBe(2);
    expect(answered.state).toBe('SUBMITTED');
    const approved = await mustAct(t.admin, answered, 'approve');
    expect(approved).toMatchObject({ state: 'APPROVED', approvalFlag: 'APPROVED', approverName: '강수아', correctable: true });
    expect((await get(t.member, a.reportId)).json().allowedActions).toEqual([]);

    clock('2019-03-05T10:00');
    const b = await mustAct(t.member, await draft(t.member, '2019-02'), 'submit');
    const rejected = await mustAct(t.sales, b, 'reject', { reason: '이용 구분을 확인해 주세요.' });
    expect(rejected).toMatchObject({ state: 'REJECTED', approvalFlag: 'REJECTED', lastReason: '이용 구분을 확인해 주세요.' });
    const mineB = (await get(t.member, b.reportId)).json() as TUserReportDetail;
    expect(mineB.allowedActions).toEqual(['resubmit', 'cancel']);
    const reopened = await mustAct(t.member, mineB, 'resubmit');
    expect(reopened.state).toBe('SAVED');
    const again = await mustAct(t.member, reopened, 'submit');
    const cancelled = await mustAct(t.member, again, 'cancel', { reason: '중복 제출' });
    expect(cancelled.state).toBe('CANCELLED');
    // A cancelled monthly report makes room for a new one of the month.
    await draft(t.member, '2019-02');
  });

  it('offers every role exactly the declared actions in every state reached', async () => {
    clock('2019-05-05T10:00');
    const d = await draft(t.member, '2019-04');
    for (const [token, roles] of [
      [t.member, ['01']],
      [t.sales, ['05']],
    ] as const) {
      const got = (await get(token, d.reportId)).json().allowedActions;
      const declared = Object.entries(USER_REPORT_WORKFLOW.actions)
        .filter(
          ([name, a]) =>
            a.from.includes('SAVED' as never) &&
            a.roles.some((r) => (roles as readonly string[]).includes(r)) &&
            name !== 'submitForInternal',
        )
        .map(([name]) => name);
      expect(got).toEqual(declared);
    }
  });
});

describe('corrections', () => {
  it('corrects a filed monthly report within 3 months of its month (edges on the server), billed in the month it is made, with a reason', async () => {
    clock('2021-02-05T10:00');
    const base = await mustAct(t.member, await draft(t.member, '2021-01'), 'submit');
    // A draft cannot be corrected.
    const other = await draft(t.member, '2020-12');
    expect(errorOf(await create(t.member, { type: 'CORRECTION', correctsReportId: other.reportId }))).toMatchObject({ code: 'URP1N4008' });
    // The last day of the third month after the report month, then the first day after it.
    clock('2021-04-30T23:59');
    const fix = await create(t.member, { type: 'CORRECTION', correctsReportId: base.reportId, copyRows: true });
    expect(fix.statusCode, fix.body).toBe(201);
    const c = fix.json() as TUserReportDetail;
    expect(c).toMatchObject({
      type: 'CORRECTION',
      reportMonth: '2021-01',
      billingMonth: '2021-04',
      correctsReportId: base.reportId,
      correctsNumber: base.number,
    });
    expect(c.totals.rowCount).toBe(base.totals.rowCount);
    expect(errorOf(await create(t.member, { type: 'CORRECTION', correctsReportId: base.reportId }))).toMatchObject({
      status: 409,
      code: 'URP1N4092',
    });
    expect(errorOf(await act(t.member, c, 'submit', { attested: true }))).toMatchObject({ code: 'URP1N4006' });
    const saved = (
      await callApi(ctx, CALL_PATHS.saveUserReport, {
        token: t.member,
        params: { reportId: c.reportId },
        payload: { version: c.version, rows: [row({ quantity: 5 })], correctionReason: '수량 정정' },
      })
    ).json() as TUserReportDetail;
    clock('2021-05-01T00:00');
    const late = await act(t.member, saved, 'submit', { attested: true });
    expect(errorOf(late)).toEqual({
      status: 400,
      code: 'URP1N4007',
      message: '정정은 신고 월로부터 3개월 이내에만 할 수 있습니다. (2021-01 리포트는 2021-04-30까지 정정할 수 있었습니다.)',
    });
    expect(errorOf(await create(t.member, { type: 'CORRECTION', correctsReportId: base.reportId }))).toMatchObject({ code: 'URP1N4007' });
    clock('2021-04-30T12:00');
    const sent = await mustAct(t.member, saved, 'submit');
    expect(sent.state).toBe('SUBMITTED');
    expect((await get(t.member, base.reportId)).json().correctionReportId).toBe(c.reportId);
    const approved = await mustAct(t.sales, sent, 'approve');
    expect(approved.state).toBe('APPROVED');
    const list = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.member,
      payload: { type: 'CORRECTION', periodStart: '2021-01', periodEnd: '2021-01' },
    });
    expect(list.json().items.map((i: { reportId: number }) => i.reportId)).toEqual([c.reportId]);
  });
});

describe('the correction picker', () => {
  it('lists a report whose correction is in progress with that correction, in the request’s language, until it is cancelled', async () => {
    clock('2021-12-05T10:00');
    const base = await mustAct(t.member, await draft(t.member, '2021-11'), 'submit');
    const listed = async (lang: 'ko' | 'en' = 'ko') =>
      (
        await callApi(ctx, CALL_PATHS.searchUserReports, {
          token: t.member,
          lang,
          payload: { correctableOnly: true, periodStart: '2021-11', periodEnd: '2021-11', pageSize: 50 },
        })
      )
        .json()
        .items.find((i: { reportId: number }) => i.reportId === base.reportId);
    expect(await listed()).toMatchObject({ correctable: true, openCorrection: null });
    const fix = (await create(t.member, { type: 'CORRECTION', correctsReportId: base.reportId })).json() as TUserReportDetail;
    expect(await listed()).toMatchObject({
      correctable: true,
      openCorrection: { reportId: fix.reportId, number: fix.number, stateName: '임시 저장' },
    });
    expect((await listed('en')).openCorrection).toEqual({ reportId: fix.reportId, number: fix.number, stateName: 'Saved (draft)' });
    // Another company's member does not see the report, nor its correction.
    const theirs = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.gammaOps,
      payload: { correctableOnly: true, periodStart: '2021-11', periodEnd: '2021-11', pageSize: 50 },
    });
    expect(theirs.json().items.map((i: { reportId: number }) => i.reportId)).not.toContain(base.reportId);
    // Cancelled, the correction no longer holds the report: it may be chosen again.
    await mustAct(t.member, fix, 'cancel', { reason: '잘못 시작함' });
    expect((await listed()).openCorrection).toBeNull();
  });
});

describe('tenancy, proxy reporters and four-eyes', () => {
  it('answers another company’s report, history, actions and uploads as missing', async () => {
    clock('2019-07-05T10:00');
    const d = await draft(t.member, '2019-06');
    for (const token of [t.analyst, t.gammaOps, t.delta]) {
      expect(errorOf(await get(token, d.reportId))).toMatchObject({ status: 404, code: 'WFL1N4041' });
      expect((await callApi(ctx, CALL_PATHS.getUserReportVersions, { token, params: { reportId: d.reportId } })).statusCode).toBe(404);
      expect((await act(token, d, 'submit', { attested: true })).statusCode).toBe(404);
      expect(
        (
          await callApi(ctx, CALL_PATHS.saveUserReport, {
            token,
            params: { reportId: d.reportId },
            payload: { version: d.version, rows: [] },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await callApi(ctx, CALL_PATHS.createUserReport, { token, payload: { type: 'CORRECTION', correctsReportId: d.reportId } }))
          .statusCode,
      ).toBe(404);
      const search = await callApi(ctx, CALL_PATHS.searchUserReports, { token, payload: { companyId: ids.alpha } });
      expect(search.statusCode).toBe(403);
    }
    expect((await get(t.sales, d.reportId)).statusCode).toBe(200);
  });

  it('lets the proxy reporter report for a mapped customer only, recording both', async () => {
    clock('2019-09-03T10:00');
    const customers = (await callApi(ctx, CALL_PATHS.getUserReportProxyCustomers, { token: t.proxy, lang: 'en' })).json().items;
    expect(customers.map((c: { companyId: number }) => c.companyId)).toEqual([ids.beta, ids.gamma].sort((a, b) => a - b));
    const made = await draft(t.proxy, '2019-08', undefined, { companyId: ids.gamma });
    expect(made).toMatchObject({ companyId: ids.gamma, reporterName: '박지호', proxyReporterName: '박지호' });
    expect(errorOf(await create(t.proxy, { type: 'MONTHLY', reportMonth: '2019-08', companyId: ids.delta }))).toMatchObject({
      status: 403,
      code: 'URP1N4032',
    });
    expect(errorOf(await create(t.member, { type: 'MONTHLY', reportMonth: '2019-08', companyId: ids.gamma }))).toMatchObject({
      status: 403,
      code: 'URP1N4032',
    });
    // The customer sees it, acts on it; the proxy submits it.
    expect((await get(t.gammaOps, made.reportId)).statusCode).toBe(200);
    const sent = await mustAct(t.proxy, made, 'submit');
    expect(sent.state).toBe('SUBMITTED');
    const history = (
      await callApi(ctx, CALL_PATHS.getUserReportVersions, { token: t.gammaOps, params: { reportId: made.reportId } })
    ).json().items;
    expect(history.map((h: { actorRole: string }) => h.actorRole)).toEqual(['02', '02']);
    const mine = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.proxy,
      payload: { companyId: ids.gamma, periodStart: '2019-08', periodEnd: '2019-08' },
    });
    expect(mine.json().items.map((i: { reportId: number }) => i.reportId)).toEqual([made.reportId]);
    // A colleague of the proxy reporter (no 02) does not see the customer's report.
    expect((await get(t.colleague, made.reportId)).statusCode).toBe(404);
  });

  it('four-eyes: submit goes to a second member, the submitter cannot approve their own, submitter and approver recorded', async () => {
    clock('2019-11-04T10:00');
    const d = await draft(t.analyst, '2019-10');
    expect(d.fourEyes).toBe(true);
    expect(d.allowedActions).toEqual(['submitForInternal', 'cancel']);
    expect(errorOf(await act(t.analyst, d, 'submit', { attested: true }))).toMatchObject({ status: 403, code: 'WFL1N4031' });
    const waiting = await mustAct(t.analyst, d, 'submitForInternal');
    expect(waiting.state).toBe('AWAITING_INTERNAL');
    expect(waiting.allowedActions).toEqual(['returnInternal', 'cancel']);
    expect(errorOf(await act(t.analyst, waiting, 'approveInternal'))).toEqual({
      status: 403,
      code: 'URP1N4033',
      message: '제출한 본인은 내부 승인을 할 수 없습니다. 회사의 다른 구성원이 승인해야 합니다.',
    });
    expect((await get(t.memberBeta, d.reportId)).json().allowedActions).toContain('approveInternal');
    const approved = await mustAct(t.memberBeta, waiting, 'approveInternal');
    expect(approved).toMatchObject({ state: 'SUBMITTED', submitterName: '최하은', internalApproverName: '김민준' });
  });

  it('four-eyes: a proxy reporter submits for a customer but never approves internally; a member of the customer does', async () => {
    clock('2019-12-04T10:00');
    const prepared = await draft(t.proxy, '2019-11', undefined, { companyId: ids.beta });
    const waiting = await mustAct(t.proxy, prepared, 'submitForInternal');
    expect(waiting.state).toBe('AWAITING_INTERNAL');
    clock('2019-10-04T10:00');
    const byAnalyst = await mustAct(t.analyst, await draft(t.analyst, '2019-09'), 'submitForInternal');
    for (const report of [waiting, byAnalyst]) {
      expect((await get(t.proxy, report.reportId)).json().allowedActions).not.toContain('approveInternal');
      expect(errorOf(await act(t.proxy, report, 'approveInternal'))).toMatchObject({ status: 403, code: 'WFL1N4031' });
    }
    expect((await get(t.proxy, waiting.reportId)).json()).toMatchObject({ state: 'AWAITING_INTERNAL', internalApproverName: null });
    const approved = await mustAct(t.memberBeta, waiting, 'approveInternal');
    expect(approved).toMatchObject({ state: 'SUBMITTED', internalApproverName: '김민준' });
  });
});

describe('previous month, search, settings and the exemption', () => {
  it('loads the previous month’s filed rows, or says there are none', async () => {
    clock('2020-11-05T10:00');
    await mustAct(t.member, await draft(t.member, '2020-10', [row(), row({ quantity: 4 })]), 'submit');
    const prev = await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, { token: t.member, query: { reportMonth: '2020-11' } });
    expect(prev.statusCode, prev.body).toBe(200);
    expect(prev.json()).toMatchObject({ reportMonth: '2020-10', rowCount: 2 });
    expect(prev.json().rows[1].quantity).toBe(4);
    const none = await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, { token: t.member, query: { reportMonth: '2018-01' } });
    expect(errorOf(none)).toEqual({ status: 404, code: 'URP1N4041', message: '전월 데이터가 없습니다.' });
    const en = await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, {
      token: t.member,
      query: { reportMonth: '2018-01' },
      lang: 'en',
    });
    expect(en.json().errorMessage).toBe('There is no data from the previous month.');
    // A previous month whose report is only a draft has nothing to carry over.
    await draft(t.member, '2020-09');
    const notFiled = await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, { token: t.member, query: { reportMonth: '2020-10' } });
    expect(errorOf(notFiled)).toEqual({ status: 404, code: 'URP1N4042', message: '이월 데이터가 없습니다.' });
    const notFiledEn = await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, {
      token: t.member,
      query: { reportMonth: '2020-10' },
      lang: 'en',
    });
    expect(notFiledEn.json().errorMessage).toBe('There is no data to carry over.');
    // A proxy reporter names the customer; another company is refused.
    expect(
      (
        await callApi(ctx, CALL_PATHS.getUserReportPreviousMonth, {
          token: t.proxy,
          query: { reportMonth: '2020-10', companyId: ids.delta },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('searches by period, 3/6/12 months, type and correctable only, in pages of 10, 20 or 50', async () => {
    const bad = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.member,
      payload: { periodStart: '2020-05', periodEnd: '2020-04' },
    });
    expect(errorOf(bad)).toEqual({ status: 400, code: 'URP1N4002', message: '검색 조건을 확인해주세요.' });
    expect((await callApi(ctx, CALL_PATHS.searchUserReports, { token: t.member, payload: { pageSize: 100 } })).statusCode).toBe(400);
    const page = await callApi(ctx, CALL_PATHS.searchUserReports, { token: t.member, payload: { pageSize: 20, monthRange: 12 } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().pageSize).toBe(20);
    // The demo world's reports of the last 12 months; correctable ones are filed monthly reports of the last 3 months.
    expect(page.json().items.length).toBeGreaterThan(0);
    const correctable = (
      await callApi(ctx, CALL_PATHS.searchUserReports, { token: t.member, payload: { correctableOnly: true, pageSize: 50 } })
    ).json().items;
    for (const i of correctable) expect(i).toMatchObject({ correctable: true, type: 'MONTHLY' });
  });

  it('shows an exempt company its exemption and refuses its reports; members set four-eyes only', async () => {
    const s = await callApi(ctx, CALL_PATHS.getUserReportSettings, { token: t.delta });
    expect(s.json()).toMatchObject({ exempt: true, contactEmail: 'sales@krx-data.example', windowStartDay: 1, windowEndDay: 15 });
    expect(s.json().exemptReason).toContain('제출 대상이 아닙니다');
    expect(errorOf(await create(t.delta, { type: 'MONTHLY', reportMonth: '2020-01' }))).toMatchObject({ status: 403, code: 'URP1N4031' });
    const refused = await callApi(ctx, CALL_PATHS.updateUserReportSettings, { token: t.member, payload: { exempt: true } });
    expect(errorOf(refused)).toMatchObject({ status: 403, code: 'URP1N4034' });
    const on = await callApi(ctx, CALL_PATHS.updateUserReportSettings, { token: t.colleague, payload: { fourEyes: true } });
    expect(on.json().fourEyes).toBe(true);
    await callApi(ctx, CALL_PATHS.updateUserReportSettings, { token: t.colleague, payload: { fourEyes: false } });
    const staff = await callApi(ctx, CALL_PATHS.updateUserReportSettings, {
      token: t.admin,
      payload: { companyId: ids.delta, exempt: true, exemptReason: '정액 계약', contactName: '정도윤' },
    });
    expect(staff.json()).toMatchObject({ exempt: true, exemptReason: '정액 계약' });
    // The contact's telephone: a Korean number written at home is stored with its country code; one in no accepted form
    // is refused with the message that says how to write it, and nothing changes.
    const phone = await callApi(ctx, CALL_PATHS.updateUserReportSettings, {
      token: t.admin,
      payload: { companyId: ids.delta, contactPhone: '02 3774 1234' },
    });
    expect(phone.json().contactPhone).toBe('+82-2-3774-1234');
    const badPhone = await callApi(ctx, CALL_PATHS.updateUserReportSettings, {
      token: t.admin,
      lang: 'ko',
      payload: { companyId: ids.delta, contactPhone: '3774-1234', contactName: '바뀌면 안 됨' },
    });
    expect(errorOf(badPhone)).toMatchObject({ status: 400, code: 'URP1N4018' });
    expect(badPhone.json().errorMessage).toMatch(/^전화번호는 국가번호를 포함해/);
    const after = await callApi(ctx, CALL_PATHS.getUserReportSettings, { token: t.admin, query: { companyId: ids.delta } });
    expect(after.json()).toMatchObject({ contactPhone: '+82-2-3774-1234', contactName: '정도윤' });
  });
});

describe('calendar, reminders and home', () => {
  it('derives a month’s status from its report and window on the Korean day', () => {
    const w = { opens: '2026-02-01', closes: '2026-02-15' };
    expect(calendarStatus(undefined, w, '2026-01-31', false)).toBe('NOT_DUE');
    expect(calendarStatus(undefined, w, '2026-02-01', false)).toBe('DUE');
    expect(calendarStatus(undefined, w, '2026-02-15', false)).toBe('DUE');
    expect(calendarStatus(undefined, w, '2026-02-16', false)).toBe('OVERDUE');
    expect(calendarStatus({ state: 'SAVED' }, w, '2026-02-10', false)).toBe('SAVED');
    expect(calendarStatus({ state: 'SAVED' }, w, '2026-02-16', false)).toBe('OVERDUE');
    expect(calendarStatus({ state: 'AWAITING_INTERNAL' }, w, '2026-02-16', false)).toBe('SUBMITTED');
    expect(calendarStatus({ state: 'INFO_REQUESTED' }, w, '2026-03-01', false)).toBe('IN_REVIEW');
    expect(calendarStatus({ state: 'APPROVED' }, w, '2026-03-01', false)).toBe('APPROVED');
    expect(calendarStatus(undefined, w, '2026-03-01', true)).toBe('EXEMPT');
  });

  it('shows each month’s status per customer, to the customer and to provider staff', async () => {
    const mine = (await callApi(ctx, CALL_PATHS.getUserReportCalendar, { token: t.gammaOps, lang: 'en' })).json();
    expect(mine.items.map((c: { companyId: number }) => c.companyId)).toEqual([ids.gamma]);
    const statuses = mine.items[0].months.map((m: { status: string }) => m.status);
    expect(statuses).toContain('OVERDUE');
    expect(statuses).toContain('APPROVED');
    const staff = (
      await callApi(ctx, CALL_PATHS.getUserReportCalendar, { token: t.sales, query: { overdueOnly: 'true', pageSize: 50 } })
    ).json();
    expect(staff.items.map((c: { companyId: number }) => c.companyId)).toContain(ids.gamma);
  });

  it('mails reporters before the window closes and on the closing day, once each, and flags overdue months', async () => {
    const mails = async () =>
      (await ctx.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.templateName, 'user-report-reminder')))[0]!.n;
    const at = (k: string) => new Date(`${k}:00+09:00`);
    const before = await mails();
    const first = await runReportReminders(ctx.db, ctx.config, at('2030-02-12T09:00'));
    expect(first).toBeGreaterThan(0);
    expect(await runReportReminders(ctx.db, ctx.config, at('2030-02-12T10:00'))).toBe(0);
    const closing = await runReportReminders(ctx.db, ctx.config, at('2030-02-15T09:00'));
    expect(closing).toBeGreaterThan(0);
    expect(await runReportReminders(ctx.db, ctx.config, at('2030-02-16T09:00'))).toBeGreaterThan(0);
    expect(await mails()).toBeGreaterThan(before + first);
    const [gammaMail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.templateName, 'user-report-reminder'), eq(mailOutbox.toAddress, 'ops@gamma-data.example')));
    expect(gammaMail!.subject).toContain('User report for 2030-01');
  });

  it('lists the member’s latest reports on the home page', async () => {
    const home = (await callApi(ctx, CALL_PATHS.getMemberHome, { token: t.member })).json();
    expect(home.recentReports.length).toBeGreaterThan(0);
    expect(home.recentReports[0].pageUri).toMatch(/^\/report\/\d+\/user-report-detail$/);
  });
});

describe('upload', () => {
  const csv = (rows: (string | number)[][]) =>
    [REPORT_COLUMNS.map((c) => c.key).join(','), ...rows.map((r) => r.map((v) => `"${String(v)}"`).join(','))].join('\r\n') + '\r\n';
  const values = (over: Record<string, unknown> = {}) => REPORT_COLUMNS.map((c) => String((over[c.key] ?? GOOD_ROW[c.key]) as string));
  const upload = (token: string, reportId: number, name: string, content: string | Buffer, lang: 'ko' | 'en' = 'ko') => {
    const body = multipartBody([{ field: 'file', filename: name, content }]);
    return callApi(ctx, CALL_PATHS.uploadUserReportFile, {
      token,
      query: { reportId },
      payload: body.payload,
      headers: body.headers,
      lang,
    });
  };
  const statusOf = async (
    token: string,
    up: { reportId: number; uploadId: number },
    lang: 'ko' | 'en' = 'ko',
  ): Promise<TUserReportUploadStatus> => {
    await uploadCheckerOf(ctx.config)!.idle();
    return (
      await callApi(ctx, CALL_PATHS.getUserReportUpload, { token, params: { reportId: up.reportId, uploadId: up.uploadId }, lang })
    ).json();
  };

  it('puts a clean file’s rows into the draft, and keeps nothing of a bad one but its issues', async () => {
    clock('2021-07-05T10:00');
    const d = await draft(t.member, '2021-06', []);
    const res = await upload(t.member, d.reportId, 'june.csv', csv([values(), values({ quantity: 7 })]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('CHECKING');
    const done = await statusOf(t.member, res.json());
    expect(done).toMatchObject({ status: 'APPLIED', rowsRead: 2, issueCount: 0 });
    const after = (await get(t.member, d.reportId)).json() as TUserReportDetail;
    expect(after).toMatchObject({ method: 'CSV', version: done.reportVersion });
    expect(after.totals).toMatchObject({ rowCount: 2, quantity: 10 });

    const bad = await upload(
      t.member,
      d.reportId,
      'june-bad.csv',
      csv([values({ subscriberName: '' }), values({ country: 'Korea' })]),
      'en',
    );
    const failed = await statusOf(t.member, bad.json(), 'en');
    expect(failed.status).toBe('INVALID');
    expect(failed.issues.map((i) => [i.row, i.column, i.code])).toEqual([
      [2, 'subscriberName', 'required'],
      [3, 'country', 'country'],
    ]);
    expect(failed.issues[0]!.location).toBe('Row 2, Subscriber name');
    // The draft kept the clean file's rows.
    const kept = (await get(t.member, d.reportId)).json() as TUserReportDetail;
    expect(kept.totals.rowCount).toBe(2);
    expect(kept.version).toBe(after.version);
    const rows = await ctx.db.select({ n: count() }).from(userReportRows).where(eq(userReportRows.rowSetId, 0));
    expect(rows[0]!.n).toBe(0);
    // Another company's upload is missing; a renamed file is refused before anything is recorded.
    expect(
      (
        await callApi(ctx, CALL_PATHS.getUserReportUpload, {
          token: t.analyst,
          params: { reportId: d.reportId, uploadId: bad.json().uploadId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callApi(ctx, CALL_PATHS.getUserReportUpload, { token: t.member, params: { reportId: 1, uploadId: bad.json().uploadId } }))
        .statusCode,
    ).toBe(404);
    // No marked copy without the sheet's writer, or a marked xlsx.
    const marked = await callApi(ctx, CALL_PATHS.getUserReportUploadMarkedCopy, {
      token: t.member,
      params: { reportId: d.reportId, uploadId: bad.json().uploadId },
    });
    expect(failed.markedCopy).toBe(true);
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['content-type']).toContain('spreadsheetml');
    expect(marked.headers['content-disposition']).toContain(encodeURIComponent('june-bad_오류표시.xlsx'));
    const noCopy = await callApi(ctx, CALL_PATHS.getUserReportUploadMarkedCopy, {
      token: t.member,
      params: { reportId: d.reportId, uploadId: done.uploadId },
    });
    expect(errorOf(noCopy)).toMatchObject({ status: 404, code: 'URP1N4046' });
    const renamed = await upload(t.member, d.reportId, 'june.xlsx', 'not a spreadsheet');
    expect(renamed.statusCode).toBeGreaterThanOrEqual(400);
    expect(renamed.statusCode).toBeLessThan(500);
    expect((await upload(t.analyst, d.reportId, 'june.csv', csv([values()]))).statusCode).toBe(404);
  });

  it('answers the missing form with the spec’s message, serves the generated default, and lets provider staff replace it', async () => {
    const missing = await callApi(ctx, CALL_PATHS.getUserReportForm, { token: t.member });
    expect(errorOf(missing)).toEqual({
      status: 404,
      code: 'URP1N4044',
      message: '사용자 리포트 양식 파일이 없습니다. 관리자에게 문의 하시기 바랍니다.',
    });
    const en = await callApi(ctx, CALL_PATHS.getUserReportForm, { token: t.member, lang: 'en' });
    expect(en.json().errorMessage).toBe('There is no user report form file. Please contact the administrator.');
    const storage = fileServiceOf({ db: ctx.db, config: ctx.config }).storage;
    expect(await seedUserReportForm(ctx.db, storage)).toBe(true);
    expect(await seedUserReportForm(ctx.db, storage)).toBe(false);
    const form = await callApi(ctx, CALL_PATHS.getUserReportForm, { token: t.member });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('spreadsheetml');
    expect(form.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Provider staff replace it with an xlsx; a member may not; a CSV is refused.
    const replace = (token: string, name: string, content: Buffer | string) => {
      const body = multipartBody([{ field: 'file', filename: name, content }]);
      return callApi(ctx, CALL_PATHS.replaceUserReportForm, { token, payload: body.payload, headers: body.headers });
    };
    expect((await replace(t.member, 'form.xlsx', form.rawPayload)).statusCode).toBe(403);
    expect(errorOf(await replace(t.admin, 'form.csv', 'a,b\r\n'))).toMatchObject({ status: 400, code: 'URP1N4013' });
    const replaced = await replace(t.admin, '양식_2027.xlsx', form.rawPayload);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const again = await callApi(ctx, CALL_PATHS.getUserReportForm, { token: t.proxy });
    expect(again.headers['content-disposition']).toContain(encodeURIComponent('양식_2027.xlsx'));
  });
});

describe('rows stored in chunks, and checks under way in other processes', () => {
  const setsOf = (reportId: number) =>
    ctx.db.select().from(userReportRowSets).where(eq(userReportRowSets.requestId, reportId)).orderBy(userReportRowSets.id);
  const rowCountOf = async (setId: number) =>
    (await ctx.db.select({ n: count() }).from(userReportRows).where(eq(userReportRows.rowSetId, setId)))[0]!.n;
  const many = (n: number) => Array.from({ length: n }, (_, i) => row({ subscriberId: `S${i}`, quantity: 1 + (i % 3) }));
  /** A save through the service (the route's body limit would cap the rows of a PostgreSQL chunk), as the route makes it. */
  const save = async (token: string, d: { reportId: number; version: number }, rows: TUserReportDraftRow[]) => {
    const actor = await reportActor(ctx.db, (await ctx.app.tokens.verify(token))!);
    const c = { db: ctx.db, config: ctx.config, workflow: ctx.app.workflow };
    try {
      const saved = await saveReportRecord(c, actor, d.reportId, { version: d.version, memo: '', method: 'MANUAL', rows });
      return { code: 'OK', reportId: d.reportId, version: saved.request.version, rowCount: saved.row.rowCount };
    } catch (err) {
      if (err instanceof AppError) return { code: err.code, reportId: d.reportId, version: -1, rowCount: -1 };
      throw err;
    }
  };

  it('writes more than a chunk of rows to a new set, switches the draft to it, and leaves nothing of a save that lost a race', async () => {
    clock('2021-08-03T10:00');
    const d = await draft(t.member, '2021-07');
    const [first] = await setsOf(d.reportId);
    const n = repo.rowChunkOf(ctx.db) * 2 + 7;
    const after = await save(t.member, d, many(n));
    expect(after).toMatchObject({ code: 'OK', rowCount: n });
    // One set left: the new one, taken (not staged); the replaced draft set and its rows are gone.
    const sets = await setsOf(d.reportId);
    expect(sets.map((s) => [s.rowCount, s.stagingAt, s.discarded])).toEqual([[n, null, false]]);
    expect(sets[0]!.id).not.toBe(first!.id);
    expect(await rowCountOf(first!.id)).toBe(0);
    expect(await rowCountOf(sets[0]!.id)).toBe(n);
    const detail = (await get(t.member, d.reportId, { rowPageNumber: Math.ceil(n / 100), rowPageSize: 100 })).json() as TUserReportDetail;
    expect(detail.totals).toMatchObject({ rowCount: n, invalidRowCount: 0 });
    expect(detail.rows.items.at(-1)!.rowNo).toBe(n);
    expect(detail.rows.items.at(-1)!.cells.subscriberId).toBe(`S${n - 1}`);

    // Two saves of the same version race: both write their rows, one takes the draft, the other fails on its version
    // in the switch and leaves nothing behind.
    const raceResults = await Promise.all([save(t.member, after, many(n + 1)), save(t.member, after, many(n + 2))]);
    expect(raceResults.map((r) => r.code).sort()).toEqual(['OK', 'WFL1N4091']);
    const won = raceResults.find((r) => r.code === 'OK')!;
    const raced = await setsOf(d.reportId);
    expect(raced.map((s) => [s.rowCount, s.stagingAt, s.discarded])).toEqual([[won.rowCount, null, false]]);
    expect(await rowCountOf(raced[0]!.id)).toBe(won.rowCount);
    expect(await rowCountOf(sets[0]!.id)).toBe(0);
    // A stale version is refused before any row is written.
    expect((await save(t.member, after, many(n))).code).toBe('WFL1N4091');
    expect((await setsOf(d.reportId)).map((s) => s.id)).toEqual([raced[0]!.id]);

    // Back to a few rows: the large set goes, in chunks.
    expect((await save(t.member, won, [row()])).code).toBe('OK');
    expect(await rowCountOf(raced[0]!.id)).toBe(0);
    expect((await setsOf(d.reportId)).map((s) => s.rowCount)).toEqual([1]);
  });

  it('sweeps a staged set whose writer stopped (no heartbeat for the lease) and leaves one being written', async () => {
    clock('2021-09-03T10:00');
    const d = await draft(t.member, '2021-08');
    const now = new Date();
    const stored = {
      cells: Object.fromEntries(REPORT_COLUMNS.map((c) => [c.key, 'x'])) as repo.RowToStore['cells'],
      qty: 1,
      amount: 0,
      issues: '',
    };
    const abandoned = await repo.newRowSet(ctx.db, d.reportId, now, { staging: new Date(now.getTime() - STAGED_SET_LEASE_MS - 1000) });
    const writing = await repo.newRowSet(ctx.db, d.reportId, now, { staging: new Date(now.getTime() - 60_000) });
    await repo.insertRows(
      ctx.db,
      abandoned,
      Array.from({ length: repo.rowChunkOf(ctx.db) + 3 }, () => stored),
    );
    await repo.insertRows(ctx.db, writing, [stored, stored]);
    expect(await sweepRowSets(ctx.db, now)).toBeGreaterThanOrEqual(1);
    expect(await rowCountOf(abandoned)).toBe(0);
    expect(await repo.findRowSet(ctx.db, abandoned)).toBeNull();
    expect(await rowCountOf(writing)).toBe(2);
    // A writer taken for dead cannot adopt its set afterwards.
    await sweepRowSets(ctx.db, new Date(now.getTime() + STAGED_SET_LEASE_MS));
    expect(await repo.findRowSet(ctx.db, writing)).toBeNull();
    expect(await repo.adoptStagedRowSet(ctx.db, writing)).toBe(false);
    // The draft's own set was never touched.
    const [own] = await setsOf(d.reportId);
    expect(await rowCountOf(own!.id)).toBe(2);
  });

  it('refuses at start-up only the checks whose heartbeat is older than the lease, and lets a new upload replace one', async () => {
    clock('2021-10-03T10:00');
    const live = await draft(t.member, '2021-09', []);
    const dead = await draft(t.member, '2021-10', []);
    const auth = (await ctx.app.tokens.verify(t.member))!;
    const now = new Date();
    const checking = (requestId: number, heartbeatAt: Date) =>
      repo.insertUpload(ctx.db, {
        requestId,
        companyId: ids.alpha,
        userId: auth.userId,
        fileName: 'other-process.xlsx',
        fileSize: 10,
        status: 'CHECKING',
        lang: 'ko',
        createdAt: now,
        heartbeatAt,
      });
    // Another process's check under way (heartbeat a minute ago), and one whose process stopped.
    const running = await checking(live.reportId, new Date(now.getTime() - 60_000));
    const stopped = await checking(dead.reportId, new Date(now.getTime() - UPLOAD_LEASE_MS - 1000));
    expect(await abandonStaleUploads(ctx.db, now)).toBe(1);
    expect(await repo.findUpload(ctx.db, running.id)).toMatchObject({ status: 'CHECKING', finishedAt: null });
    expect(await repo.findUpload(ctx.db, stopped.id)).toMatchObject({ status: 'REFUSED', fileErrorCode: 'COM1N5000' });

    const csvFile = [REPORT_COLUMNS.map((c) => c.key).join(','), REPORT_COLUMNS.map((c) => `"${String(GOOD_ROW[c.key])}"`).join(',')].join(
      '\r\n',
    );
    const upload = (reportId: number) => {
      const body = multipartBody([{ field: 'file', filename: 'sept.csv', content: `${csvFile}\r\n` }]);
      return callApi(ctx, CALL_PATHS.uploadUserReportFile, {
        token: t.member,
        query: { reportId },
        payload: body.payload,
        headers: body.headers,
      });
    };
    // The live check holds its draft; once its heartbeat is older than the lease, a new upload takes over.
    expect(errorOf(await upload(live.reportId))).toMatchObject({ status: 409, code: 'URP1N4093' });
    await ctx.db
      .update(userReportUploads)
      .set({ heartbeatAt: new Date(Date.now() - UPLOAD_LEASE_MS - 1000) })
      .where(eq(userReportUploads.id, running.id));
    const polled = await callApi(ctx, CALL_PATHS.getUserReportUpload, {
      token: t.member,
      params: { reportId: live.reportId, uploadId: running.id },
    });
    expect(polled.json()).toMatchObject({ status: 'REFUSED', fileErrorCode: 'COM1N5000' });
    const res = await upload(live.reportId);
    expect(res.statusCode, res.body).toBe(201);
    await uploadCheckerOf(ctx.config)!.idle();
    expect(await repo.findUpload(ctx.db, running.id)).toMatchObject({ status: 'REFUSED' });
    expect(await repo.findUpload(ctx.db, res.json().uploadId)).toMatchObject({ status: 'APPLIED' });
  });
});
