import { CALL_PATHS, REPORT_COLUMNS, type TReportingReportStatus, type TReportingValidation } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { companies, mailOutbox, notifications, userReports } from '../../db/schema/index';
import { build, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import { cp949Of, GOOD_ROW } from '../../../test/report-files';
import { setBusinessClock } from '../../platform/clock';

/**
 * The reporting API with personal API keys: validation without storing, submission by JSON and by
 * CSV with the screen's rules and messages (rows, attestation, window, one report per month), the status and the list,
 * and the key's company as the only company (a key of Beta never reads Alpha's report). Months of 2018, far from the
 * demo world's and from the user-reports tests' (2019-2021).
 */

let ctx: TestContext;
let alphaKey: string;
let betaKey: string;
let alphaId: number;
let member: string;
beforeAll(async () => {
  ctx = await build();
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  alphaId = byCode.get('C1001')!;
  member = await tokenFor(ctx, 'member@alpha-securities.example', alphaId);
  const analyst = await tokenFor(ctx, 'analyst@beta-am.example', byCode.get('C1002')!);
  const make = async (token: string) => {
    const res = await callApi(ctx, CALL_PATHS.createApiKey, { token, payload: { name: 'Reporting tests' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().apiKey as string;
  };
  alphaKey = await make(member);
  betaKey = await make(analyst);
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

/** Sets the business clock to a Korean wall time ("2018-02-05T10:00"). */
const clock = (korean: string) => setBusinessClock(ctx.config, () => new Date(`${korean}:00+09:00`));
const row = (over: Record<string, unknown> = {}) => ({ ...GOOD_ROW, ...over });
const as = (key: string) => ({ authorization: `Bearer ${key}` });
const countOf = async (table: typeof userReports | typeof notifications | typeof mailOutbox) =>
  Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);
const reportCount = () => countOf(userReports);
const notificationCount = () => countOf(notifications);
const mailCount = () => countOf(mailOutbox);
const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
  message: res.json().errorMessage,
});

const validate = (payload: object, lang: 'ko' | 'en' = 'ko', key = alphaKey) =>
  callApi(ctx, CALL_PATHS.validateReportingRows, { headers: as(key), payload, lang });
const submit = (payload: object, lang: 'ko' | 'en' = 'ko', key = alphaKey) =>
  callApi(ctx, CALL_PATHS.submitReportingRows, { headers: as(key), payload, lang });
const list = async (month: string, key = alphaKey) =>
  (await callApi(ctx, CALL_PATHS.searchReportingReports, { headers: as(key), payload: { periodStart: month, periodEnd: month } })).json()
    .items as TReportingReportStatus[];

/** A CSV file of the form's columns: the English header, then the rows. */
const csvOf = (rows: Record<string, unknown>[]) =>
  [REPORT_COLUMNS.map((c) => c.label.en), ...rows.map((r) => REPORT_COLUMNS.map((c) => String(r[c.key] ?? '')))]
    .map((cells) => cells.map((v) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(','))
    .join('\r\n');

describe('validating without storing', () => {
  it('answers every cell issue as the screen does, in the request language, the totals and the month; stores nothing', async () => {
    clock('2018-02-05T10:00');
    const rows = [row(), row({ useCategory: '' }), row({ productCode: 'NO-SUCH' })];
    const ko = await validate({ reportMonth: '2018-01', rows });
    expect(ko.statusCode, ko.body).toBe(200);
    const v = ko.json() as TReportingValidation;
    expect(v).toMatchObject({
      rowCount: 3,
      invalidRowCount: 2,
      windowOpen: true,
      submittable: false,
      existingReportId: null,
      issuesTruncated: false,
    });
    expect(v.issues.map((i) => [i.row, i.column, i.code])).toEqual([
      [2, 'useCategory', 'required'],
      [3, 'productCode', 'product'],
    ]);
    expect(v.issues[0]!.location).toMatch(/^2행/);
    expect(v.refusal!.errorCode).toBe('URP1N4003');
    expect(v.refusal!.errorMessage).toContain('필수 입력 항목을 모두 입력해주세요.');
    const en = (await validate({ reportMonth: '2018-01', rows }, 'en')).json() as TReportingValidation;
    expect(en.issues[0]!.location).toMatch(/^Row 2/);
    expect(en.issues[0]!.message).not.toBe(v.issues[0]!.message);
    const clean = (await validate({ reportMonth: '2018-01', rows: [row(), row({ quantity: 2 })] })).json() as TReportingValidation;
    expect(clean).toMatchObject({ rowCount: 2, invalidRowCount: 0, totalQuantity: 5, submittable: true, refusal: null });
    expect(await list('2018-01')).toEqual([]);
  });

  it('tells the window and a month already on file', async () => {
    clock('2018-03-20T10:00');
    const late = (await validate({ reportMonth: '2018-02', rows: [row()] }, 'ko')).json() as TReportingValidation;
    expect(late).toMatchObject({ windowOpen: false, windowOpens: '2018-03-01', windowCloses: '2018-03-15', submittable: false });
    expect(late.refusal).toEqual({ errorCode: 'URP1N4001', errorMessage: '당월신고 기간이 아닙니다.' });
  });
});

describe('submitting', () => {
  it('refuses what the screen refuses, with its messages, and stores nothing', async () => {
    clock('2018-04-03T09:00');
    expect(errorOf(await submit({ reportMonth: '2018-03', rows: [row({ quantity: '' })], attested: true }))).toMatchObject({
      status: 400,
      code: 'URP1N4003',
    });
    expect((await submit({ reportMonth: '2018-03', rows: [row({ quantity: '' })], attested: true })).json().errorMessage).toContain(
      '필수 입력 항목을 모두 입력해주세요.',
    );
    expect(errorOf(await submit({ reportMonth: '2018-03', rows: [row({ country: 'Korea' })], attested: true }, 'en'))).toMatchObject({
      status: 400,
      code: 'URP1N4004',
    });
    expect(errorOf(await submit({ reportMonth: '2018-03', rows: [], attested: true }))).toMatchObject({ status: 400, code: 'URP1N4012' });
    expect(errorOf(await submit({ reportMonth: '2018-03', rows: [row()] }))).toMatchObject({ status: 400, code: 'URP1N4005' });
    clock('2018-04-16T09:00');
    expect(errorOf(await submit({ reportMonth: '2018-03', rows: [row()], attested: true }))).toEqual({
      status: 400,
      code: 'URP1N4001',
      message: '당월신고 기간이 아닙니다.',
    });
    expect(await list('2018-03')).toEqual([]);
  });

  it('files and submits a clean month with method API, then refuses a second report of the month', async () => {
    clock('2018-05-15T23:59');
    const res = await submit({ reportMonth: '2018-04', rows: [row(), row({ quantity: 7 })], attested: true, memo: 'Batch 42' }, 'en');
    expect(res.statusCode, res.body).toBe(201);
    const filed = res.json() as TReportingReportStatus;
    expect(filed).toMatchObject({
      reportMonth: '2018-04',
      method: 'API',
      type: 'MONTHLY',
      companyId: alphaId,
      rowCount: 2,
      state: 'SUBMITTED',
    });
    expect(filed.stateName).toBeTruthy();
    const again = await submit({ reportMonth: '2018-04', rows: [row()], attested: true }, 'en');
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'URP1N4091' });
    const v = (await validate({ reportMonth: '2018-04', rows: [row()] })).json() as TReportingValidation;
    expect(v).toMatchObject({ existingReportId: filed.reportId, existingReportNumber: filed.number, submittable: false });
    expect(v.refusal!.errorCode).toBe('URP1N4091');

    // The member sees it on the screen's list, made by the API.
    const screen = await callApi(ctx, CALL_PATHS.getUserReport, { token: member, params: { reportId: filed.reportId } });
    expect(screen.json()).toMatchObject({ method: 'API', state: filed.state });
  });

  it('takes a CSV body in the documented format, validated and submitted with the same rules', async () => {
    clock('2018-06-02T10:00');
    const bad = await callApi(ctx, CALL_PATHS.validateReportingCsv, {
      headers: { ...as(alphaKey), 'content-type': 'text/csv' },
      query: { reportMonth: '2018-05' },
      payload: csvOf([row(), row({ useCategory: '999' })]),
      lang: 'en',
    });
    expect(bad.statusCode, bad.body).toBe(200);
    const v = bad.json() as TReportingValidation;
    expect(v).toMatchObject({ rowCount: 2, invalidRowCount: 1, submittable: false });
    expect(v.issues.map((i) => [i.column, i.code])).toEqual([['useCategory', 'code']]);
    expect(v.issues[0]!.location).toMatch(/^Row 3/); // the header is row 1 of the file

    const filed = await callApi(ctx, CALL_PATHS.submitReportingCsv, {
      headers: { ...as(alphaKey), 'content-type': 'text/csv' },
      query: { reportMonth: '2018-05', attested: 'true' },
      payload: csvOf([row(), row({ quantity: 4 })]),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ reportMonth: '2018-05', rowCount: 2, method: 'API' });
    expect(['SUBMITTED', 'AWAITING_INTERNAL']).toContain(filed.json().state);
  });
});

describe('a sandbox run (X-Reporting-Sandbox: true)', () => {
  const sandbox = (payload: object, lang: 'ko' | 'en' = 'ko', extra: Record<string, string> = {}) =>
    callApi(ctx, CALL_PATHS.submitReportingRows, { headers: { ...as(alphaKey), 'x-reporting-sandbox': 'true', ...extra }, payload, lang });

  it('outside the reporting window: answers as a submission in the window would, and stores, tells and mails nothing', async () => {
    clock('2017-05-20T10:00'); // the window of 2017-04 closed on the 15th
    const payload = { reportMonth: '2017-04', attested: true, rows: [row(), row({ quantity: 3 })] };
    expect(errorOf(await submit(payload))).toMatchObject({ status: 400, code: 'URP1N4001' });
    const [reports, told, mails] = [await reportCount(), await notificationCount(), await mailCount()];
    const res = await sandbox(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sandbox: true, state: 'SUBMITTED', reportMonth: '2017-04', rowCount: 2, method: 'API' });
    expect([await reportCount(), await notificationCount(), await mailCount()]).toEqual([reports, told, mails]);
    expect(await list('2017-04')).toEqual([]);
    // A real submission is still possible afterwards, in the window: nothing of the sandbox run is in its way.
    clock('2017-05-10T10:00');
    const real = await submit(payload);
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json()).toMatchObject({ sandbox: false, state: 'SUBMITTED' });
  });

  it('runs every check of a real submission: the rows, the attestation, a month already on file, a month not begun', async () => {
    clock('2017-07-20T10:00');
    expect(errorOf(await sandbox({ reportMonth: '2017-06', attested: true, rows: [row({ useCategory: '' })] }))).toMatchObject({
      status: 400,
      code: 'URP1N4003',
    });
    expect(errorOf(await sandbox({ reportMonth: '2017-06', rows: [row()] }))).toMatchObject({ status: 400, code: 'URP1N4005' });
    expect(errorOf(await sandbox({ reportMonth: '2017-08', attested: true, rows: [row()] }))).toMatchObject({
      status: 400,
      code: 'URP1N4009',
    });
    expect(errorOf(await sandbox({ reportMonth: '2017-04', attested: true, rows: [row()] }, 'en'))).toMatchObject({
      status: 409,
      code: 'URP1N4091',
    });
    expect(
      errorOf(await sandbox({ reportMonth: '2017-06', attested: true, rows: [row()] }, 'en', { 'x-reporting-sandbox': 'yes' })),
    ).toEqual({
      status: 400,
      code: 'APK1N4021',
      message: 'The X-Reporting-Sandbox header takes only the value true.',
    });
  });
});

describe('a retried submission with the same Idempotency-Key', () => {
  const withKey = (payload: object, key: string, lang: 'ko' | 'en' = 'ko') =>
    callApi(ctx, CALL_PATHS.submitReportingRows, { headers: { ...as(alphaKey), 'idempotency-key': key }, payload, lang });

  it('answers the first answer again (not 409) and files one report; another body with the key answers 422', async () => {
    clock('2017-09-03T10:00');
    const payload = { reportMonth: '2017-08', attested: true, rows: [row()] };
    const first = await withKey(payload, 'batch-2017-08-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await withKey(payload, 'batch-2017-08-0001');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await list('2017-08')).toHaveLength(1);
    // Without the key (or with a new one) the month already on file answers 409, as before.
    expect(errorOf(await withKey(payload, 'batch-2017-08-0002'))).toMatchObject({ status: 409, code: 'URP1N4091' });
    expect(errorOf(await withKey({ ...payload, memo: 'changed' }, 'batch-2017-08-0001', 'en'))).toEqual({
      status: 422,
      code: 'APK1N4221',
      message: 'This Idempotency-Key was already used for a different submission. Send a new key with a new submission.',
    });
    expect(errorOf(await withKey(payload, 'has space'))).toMatchObject({ status: 400, code: 'APK1N4020' });
  });

  it('answers concurrent retries with the one report', async () => {
    clock('2017-10-03T10:00');
    const payload = { reportMonth: '2017-09', attested: true, rows: [row()] };
    const answers = await Promise.all([1, 2, 3].map(() => withKey(payload, 'batch-2017-09')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().reportId)).size).toBe(1);
    expect(await list('2017-09')).toHaveLength(1);
  });

  it('keeps nothing of a refused submission: its retry runs the checks again', async () => {
    clock('2017-11-20T10:00'); // outside the window of 2017-10
    const payload = { reportMonth: '2017-10', attested: true, rows: [row()] };
    expect(errorOf(await withKey(payload, 'batch-2017-10'))).toMatchObject({ status: 400, code: 'URP1N4001' });
    clock('2017-11-05T10:00');
    expect((await withKey(payload, 'batch-2017-10')).statusCode).toBe(201);
  });
});

describe('the reference lists with a reporting key', () => {
  it('answers the products and the form’s code lists to a key, in the request language; refuses a missing key', async () => {
    const products = await callApi(ctx, CALL_PATHS.listReportingProducts, { headers: as(alphaKey), lang: 'en' });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json().items.map((p: { productCode: string }) => p.productCode)).toContain(GOOD_ROW.productCode);
    const codes = await callApi(ctx, CALL_PATHS.getReportingCodes, { headers: as(alphaKey), lang: 'ko' });
    expect(codes.statusCode, codes.body).toBe(200);
    const columns = codes.json().columns as { key: string; label: string; codes: { code: string; name: string }[] | null }[];
    expect(columns.map((c) => c.key)).toEqual(REPORT_COLUMNS.map((c) => c.key));
    expect(columns.find((c) => c.key === 'useCategory')).toMatchObject({ label: '이용 구분' });
    expect(columns.find((c) => c.key === 'useCategory')!.codes!.map((c) => c.code)).toEqual(['151', '152', '155']);
    expect(errorOf(await callApi(ctx, CALL_PATHS.getReportingCodes, { headers: {}, lang: 'en' }))).toMatchObject({
      status: 401,
      code: 'APK1N4011',
    });
    expect((await callApi(ctx, CALL_PATHS.listReportingProducts, { token: member })).statusCode).toBe(401);
  });
});

describe('a CSV body in CP949', () => {
  it("is read by the screen upload's rule: Korean cells whole, the example row recognised by its marker and never billed", async () => {
    clock('2018-10-02T10:00');
    const example = { ...row(), subscriberName: '[예시 / Example] 홍길동', quantity: 1 };
    const text = csvOf([example, row({ subscriberName: '김민준', quantity: 5 })]);
    for (const payload of [Buffer.from(text, 'utf8'), cp949Of(text)]) {
      const res = await callApi(ctx, CALL_PATHS.validateReportingCsv, {
        headers: { ...as(alphaKey), 'content-type': 'text/csv' },
        query: { reportMonth: '2018-09' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rowCount: 1, invalidRowCount: 0, totalQuantity: 5, submittable: true });
    }
    const filed = await callApi(ctx, CALL_PATHS.submitReportingCsv, {
      headers: { ...as(alphaKey), 'content-type': 'text/csv' },
      query: { reportMonth: '2018-09', attested: 'true' },
      payload: cp949Of(text),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const status = filed.json() as TReportingReportStatus;
    expect(status).toMatchObject({ rowCount: 1 });
    const screen = await callApi(ctx, CALL_PATHS.getUserReport, { token: member, params: { reportId: status.reportId } });
    expect(screen.json()).toMatchObject({ totals: { rowCount: 1, quantity: 5 } });
    expect(screen.body).toContain('김민준');
    expect(screen.body).not.toContain('\uFFFD');
  });

  it('refuses bytes that are neither UTF-8 nor CP949 as the screen does (URF1N4007), in the request language', async () => {
    const res = await callApi(ctx, CALL_PATHS.validateReportingCsv, {
      headers: { ...as(alphaKey), 'content-type': 'text/csv' },
      query: { reportMonth: '2018-09' },
      payload: Buffer.concat([Buffer.from(csvOf([row()])), Buffer.from([0x80, 0xff])]),
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'URF1N4007' });
    expect(res.json().errorMessage).toContain('UTF-8 or CP949');
  });
});

describe('the key and its company', () => {
  it("reads its own company's report and list; a key of another company gets 404 and an empty list", async () => {
    clock('2018-08-03T10:00');
    const filed = (await submit({ reportMonth: '2018-07', rows: [row()], attested: true })).json() as TReportingReportStatus;
    const own = await callApi(ctx, CALL_PATHS.getReportingReport, { headers: as(alphaKey), params: { reportId: filed.reportId } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ reportId: filed.reportId, state: filed.state, lastReason: null });
    const other = await callApi(ctx, CALL_PATHS.getReportingReport, { headers: as(betaKey), params: { reportId: filed.reportId } });
    expect(errorOf(other)).toMatchObject({ status: 404, code: 'WFL1N4041' });
    expect((await list('2018-07')).map((r) => r.reportId)).toContain(filed.reportId);
    expect(await list('2018-07', betaKey)).toEqual([]);
  });

  it('refuses a company not subject to user reports, as the screen does', async () => {
    clock('2018-09-03T10:00');
    const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
    const delta = await tokenFor(ctx, 'compliance@delta-advisory.example', byCode.get('C1003')!);
    const key = (await callApi(ctx, CALL_PATHS.createApiKey, { token: delta, payload: { name: 'Delta' } })).json().apiKey as string;
    const v = (await validate({ reportMonth: '2018-08', rows: [row()] }, 'ko', key)).json() as TReportingValidation;
    expect(v).toMatchObject({ submittable: false, refusal: { errorCode: 'URP1N4031' } });
    expect(errorOf(await submit({ reportMonth: '2018-08', rows: [row()], attested: true }, 'en', key))).toEqual({
      status: 403,
      code: 'URP1N4031',
      message: 'Your company is not subject to user reports: see the exemption notice.',
    });
  });

  it('authenticates before validating: no key, a member token, a revoked key', async () => {
    expect(errorOf(await callApi(ctx, CALL_PATHS.submitReportingRows, { payload: { nonsense: 1 } }))).toMatchObject({
      status: 401,
      code: 'APK1N4011',
    });
    expect(errorOf(await callApi(ctx, CALL_PATHS.submitReportingRows, { token: member, payload: { nonsense: 1 } }))).toMatchObject({
      status: 401,
      code: 'APK1N4011',
    });
    const created = await callApi(ctx, CALL_PATHS.createApiKey, { token: member, payload: { name: 'Short-lived' } });
    const { apiKey, apiKeyId } = created.json();
    await callApi(ctx, CALL_PATHS.revokeApiKey, { token: member, params: { apiKeyId } });
    expect(errorOf(await callApi(ctx, CALL_PATHS.submitReportingRows, { headers: as(apiKey), payload: { nonsense: 1 } }))).toMatchObject({
      status: 401,
      code: 'APK1N4014',
    });
    // A key never opens the screen's calls.
    expect(errorOf(await callApi(ctx, CALL_PATHS.searchUserReports, { headers: as(alphaKey), payload: {} }))).toMatchObject({
      status: 401,
    });
    // Bad input with a good key: a clear 400.
    expect(errorOf(await validate({ reportMonth: '2018-13', rows: [] }))).toMatchObject({ status: 400, code: 'COM1N4001' });
  });
});
