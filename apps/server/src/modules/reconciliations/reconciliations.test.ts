import {
  CALL_PATHS,
  type TReconciliationCorrections,
  type TReconciliationDetail,
  type TReconciliationDifferences,
  type TReconciliationUsers,
  type TUserReportDetail,
  type TUserReportDraftRow,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { build, callApi, loginAs, openApiDocument, openApiOperation, tokenFor, type TestContext } from '../../../test/helpers';
import { exeFile, multipartBody, zipBomb } from '../../../test/files-fixtures';
import { GOOD_ROW } from '../../../test/report-files';
import { setBusinessClock } from '../../platform/clock';
import { acceptedReconciliation } from './index';
import { reconciliations } from './schema';

/**
 * Entitlement reconciliations (decision 079) on the seeded world: the counts and the netting against a hand computation
 * (a small extract written here: two products, two use categories, a user entitled across a month boundary, a month over-
 * and a month under-reported, a month without a report), the drafted corrections, every role refusal, tenancy by id, a
 * hostile file and a bad mapping refused with a clear message. Months of 2020, far from the demo world's.
 */

let ctx: TestContext;
let ids: Record<'alpha' | 'beta', number>;
let t: Record<'member' | 'analyst' | 'sales' | 'admin' | 'reviewer', string>;

beforeAll(async () => {
  ctx = await build();
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  ids = { alpha: byCode.get('C1001')!, beta: byCode.get('C1002')! };
  t = {
    member: await tokenFor(ctx, 'member@alpha-securities.example', ids.alpha),
    analyst: await tokenFor(ctx, 'analyst@beta-am.example', ids.beta),
    sales: await loginAs(ctx, '05'),
    admin: await loginAs(ctx, '06'),
    reviewer: await loginAs(ctx, '09'),
  };
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

const clock = (korean: string) => setBusinessClock(ctx.config, () => new Date(`${korean}:00+09:00`));
// Every test stands on 2020-05-10 (Korea): 2020-02 and later may still be corrected, 2020-01 no longer.
beforeEach(() => clock('2020-05-10T10:00'));
const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
  message: res.json().errorMessage,
});

const reportRow = (productCode: string, useCategory: string, quantity: number): TUserReportDraftRow =>
  ({ ...GOOD_ROW, productCode, useCategory, quantity }) as TUserReportDraftRow;

/** Files a monthly report of alpha (submitted in its window). */
async function fileMonth(month: string, rows: TUserReportDraftRow[]): Promise<TUserReportDetail> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  clock(`${next}-05T10:00`);
  const created = await callApi(ctx, CALL_PATHS.createUserReport, {
    token: t.member,
    payload: { type: 'MONTHLY', reportMonth: month, rows },
  });
  expect(created.statusCode, created.body).toBe(201);
  const d = created.json() as TUserReportDetail;
  const submitted = await callApi(ctx, CALL_PATHS.actOnUserReport, {
    token: t.member,
    params: { reportId: d.reportId, action: 'submit' },
    payload: { version: d.version, attested: true },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json();
}

const HEADER = 'User or device ID,Name,Product code,Use category,Start date,End date,Location';
/**
 * The extract of the hand computation (period 2020-01..2020-03):
 * L1/151: Jan u1 u2 = 2; Feb u1 u2 u3 = 3; Mar u1 = 1. L2/152: Jan d1 = 1; Feb u1 = 1; Mar u1 = 1. u4 is outside the period.
 */
const EXTRACT = [
  HEADER,
  'u1,홍길동,KSP-RT-L1,151,2019-12-15,2020-02-03,KR Seoul',
  'u1,홍길동,KSP-RT-L1,151,2020-03-10,,KR Seoul',
  'u2,Jane Park,ksp-rt-l1,전문가용,2020-01-31,2020-02-01,US New York',
  'u3,Kim,KSP-RT-L1,Professional,2020.02.10,2020/02/20,',
  'd1,Terminal 1,KSP-RT-L2,152,2020-01-01,2020-01-31,KR',
  'u1,홍길동,KSP-RT-L2,152,2020-02-01,2020-03-31,KR Seoul',
  'u4,Old,KSP-RT-L1,151,2019-01-01,2019-12-31,KR',
].join('\r\n');

function upload(token: string, query: Record<string, string>, content: string | Buffer, name = 'extract.csv', lang: 'ko' | 'en' = 'ko') {
  const body = multipartBody([{ field: 'file', filename: name, content }]);
  return callApi(ctx, CALL_PATHS.createReconciliation, { token, query, payload: body.payload, headers: body.headers, lang });
}

const PERIOD = { fromMonth: '2020-01', toMonth: '2020-03' };

let rec: TReconciliationDetail;

describe('the comparison against a hand computation', () => {
  beforeAll(async () => {
    // Jan: L1/151 reported 3 (entitled 2: over by 1), L2/152 reported 1 (entitled 1). Feb: L1/151 reported 1 (entitled 3:
    // under by 2), L2/152 reported 2 (entitled 1: over by 1). Mar: no report (counts 0: under by 1 and 1).
    await fileMonth('2020-01', [reportRow('KSP-RT-L1', '151', 3), reportRow('KSP-RT-L2', '152', 1)]);
    await fileMonth('2020-02', [reportRow('KSP-RT-L1', '151', 1), reportRow('KSP-RT-L2', '152', 2)]);
    clock('2020-05-10T10:00');
    const res = await upload(t.member, PERIOD, EXTRACT);
    expect(res.statusCode, res.body).toBe(201);
    rec = res.json();
  });

  it('counts each user once a month per product and use category, and nets over- against under-reported months', async () => {
    expect(rec).toMatchObject({
      state: 'DRAFT',
      companyId: ids.alpha,
      fromMonth: '2020-01',
      toMonth: '2020-03',
      rowCount: 7,
      resultNo: 1,
      countingRule: 'ANY_DAY_DISTINCT',
      differenceCount: 5,
      surplus: 2,
      shortfall: 4,
      settlementMonths: ['2020-01'],
      allowedActions: ['submit', 'cancel'],
      mayEdit: true,
      mayDraftCorrections: true,
    });
    expect(rec.number).toMatch(/^RC-\d{4}-\d{6}$/);
    expect(rec.countingRuleText).toContain('하루라도');
    expect(rec.months.map((m) => [m.month, m.entitled, m.reported, m.difference, m.reportNumber !== null, m.correctable])).toEqual([
      ['2020-01', 3, 4, 1, true, false],
      ['2020-02', 4, 3, -1, true, true],
      ['2020-03', 2, 0, -2, false, true],
    ]);
    expect(rec.nets.map((n) => [n.productCode, n.useCategory, n.entitled, n.reported, n.surplus, n.shortfall, n.net])).toEqual([
      ['KSP-RT-L1', '151', 6, 4, 1, 3, -2],
      ['KSP-RT-L2', '152', 3, 3, 1, 1, 0],
    ]);
  });

  it('lists the differences per month, with the month without a report said so', async () => {
    const res = await callApi(ctx, CALL_PATHS.getReconciliationDifferences, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { pageNumber: 1, pageSize: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const page = res.json() as TReconciliationDifferences;
    expect(page.totalCount).toBe(5);
    expect(page.items.map((d) => [d.month, d.productCode, d.useCategory, d.entitled, d.reported, d.difference, d.noReport])).toEqual([
      ['2020-01', 'KSP-RT-L1', '151', 2, 3, 1, false],
      ['2020-02', 'KSP-RT-L1', '151', 3, 1, -2, false],
      ['2020-02', 'KSP-RT-L2', '152', 1, 2, 1, false],
      ['2020-03', 'KSP-RT-L1', '151', 1, 0, -1, true],
      ['2020-03', 'KSP-RT-L2', '152', 1, 0, -1, true],
    ]);
    const all = await callApi(ctx, CALL_PATHS.getReconciliationDifferences, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { pageNumber: 1, pageSize: 10, show: 'all' },
    });
    expect((all.json() as TReconciliationDifferences).totalCount).toBe(6);
    const surplus = await callApi(ctx, CALL_PATHS.getReconciliationDifferences, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { pageNumber: 1, pageSize: 10, show: 'surplus', month: '2020-02' },
    });
    expect((surplus.json() as TReconciliationDifferences).items.map((d) => d.productCode)).toEqual(['KSP-RT-L2']);
  });

  it('lists the users behind a difference with the days entitled clipped to the period', async () => {
    const res = await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { month: '2020-02', productCode: 'KSP-RT-L1', useCategory: '151', pageNumber: 1, pageSize: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const page = res.json() as TReconciliationUsers;
    expect(page.totalCount).toBe(3);
    expect(page.items).toEqual([
      { entityId: 'u1', name: '홍길동', location: 'KR Seoul', fromDate: '2020-01-01', toDate: '2020-03-31', inReport: false },
      { entityId: 'u2', name: 'Jane Park', location: 'US New York', fromDate: '2020-01-31', toDate: '2020-02-01', inReport: false },
      { entityId: 'u3', name: 'Kim', location: '', fromDate: '2020-02-10', toDate: '2020-02-20', inReport: false },
    ]);
  });

  it('lists who stands behind a surplus: the subscribers the counted report names that the extract does not entitle', async () => {
    // January, L1/151: reported 3 (all on hong01), entitled u1 and u2: hong01 is behind the surplus.
    const res = await callApi(ctx, CALL_PATHS.getReconciliationReportedOnly, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { month: '2020-01', productCode: 'ksp-rt-l1', useCategory: '151', pageNumber: 1, pageSize: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toMatchObject({ totalCount: 1, items: [{ subscriberId: 'hong01', subscriberName: '홍길동', quantity: 3 }] });
    // March has no filed report: nobody is named.
    const march = await callApi(ctx, CALL_PATHS.getReconciliationReportedOnly, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { month: '2020-03', productCode: 'KSP-RT-L1', useCategory: '151', pageNumber: 1, pageSize: 10 },
    });
    expect(march.json()).toMatchObject({ totalCount: 0, items: [] });
  });

  it('pages the users of a month: twelve users, ten then two', async () => {
    clock('2020-05-10T10:00');
    const twelve = [
      HEADER,
      ...Array.from({ length: 12 }, (_, i) => `d${String(i + 1).padStart(2, '0')},Desk ${i + 1},KSP-DL,152,2020-04-01,2020-04-30,KR`),
    ];
    const created = await upload(t.member, { fromMonth: '2020-04', toMonth: '2020-04' }, twelve.join('\n'));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as TReconciliationDetail).reconciliationId;
    const users = async (pageNumber: number) =>
      (
        await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
          token: t.member,
          params: { reconciliationId: id },
          query: { month: '2020-04', productCode: 'ksp-dl', useCategory: '152', pageNumber, pageSize: 10 },
        })
      ).json() as TReconciliationUsers;
    const first = await users(1);
    expect(first.totalCount).toBe(12);
    expect(first.items.map((u) => u.entityId)).toEqual(Array.from({ length: 10 }, (_, i) => `d${String(i + 1).padStart(2, '0')}`));
    expect((await users(2)).items.map((u) => u.entityId)).toEqual(['d11', 'd12']);
    // A month outside the period has nobody.
    const outside = await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
      token: t.member,
      params: { reconciliationId: id },
      query: { month: '2020-03', productCode: 'KSP-DL', useCategory: '152', pageNumber: 1, pageSize: 10 },
    });
    expect((outside.json() as TReconciliationUsers).totalCount).toBe(0);
  });

  it('drafts the corrections of the months inside the window with the rows filled, and lists the others for the clearance', async () => {
    const res = await callApi(ctx, CALL_PATHS.draftReconciliationCorrections, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json() as TReconciliationCorrections;
    expect(out.settlementMonths).toEqual(['2020-01']);
    expect(out.drafted.map((d) => [d.month, d.outcome, d.type])).toEqual([
      ['2020-02', 'CREATED', 'CORRECTION'],
      ['2020-03', 'CREATED', 'MONTHLY'],
    ]);
    const feb = await callApi(ctx, CALL_PATHS.getUserReport, { token: t.member, params: { reportId: out.drafted[0]!.reportId! } });
    const febReport = feb.json() as TUserReportDetail;
    expect(febReport).toMatchObject({ type: 'CORRECTION', reportMonth: '2020-02', state: 'SAVED' });
    // Feb restated: L1/151 u1 u2 u3 and L2/152 u1, one each; the country from the location.
    expect(febReport.totals.quantity).toBe(4);
    expect(febReport.rows.items.map((r) => [r.cells.productCode, r.cells.subscriberId, r.cells.country, r.cells.quantity])).toEqual([
      ['KSP-RT-L1', 'u1', 'KR', 1],
      ['KSP-RT-L1', 'u2', 'US', 1],
      ['KSP-RT-L1', 'u3', 'KR', 1],
      ['KSP-RT-L2', 'u1', 'KR', 1],
    ]);
    const mar = await callApi(ctx, CALL_PATHS.getUserReport, { token: t.member, params: { reportId: out.drafted[1]!.reportId! } });
    expect(mar.json()).toMatchObject({ type: 'MONTHLY', reportMonth: '2020-03', state: 'SAVED', totals: { quantity: 2 } });

    // Drafting again: a correction is already open for February, a draft exists for March: both said so.
    const again = await callApi(ctx, CALL_PATHS.draftReconciliationCorrections, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      payload: {},
      lang: 'en',
    });
    expect((again.json() as TReconciliationCorrections).drafted.map((d) => [d.month, d.outcome, !!d.message])).toEqual([
      ['2020-02', 'SKIPPED', true],
      ['2020-03', 'SKIPPED', true],
    ]);
  });

  it('counts the latest filed version: a filed correction replaces the month it corrects', async () => {
    clock('2020-05-10T10:00');
    const list = await callApi(ctx, CALL_PATHS.searchUserReports, {
      token: t.member,
      payload: { pageNumber: 1, pageSize: 50, type: 'CORRECTION' },
    });
    const correction = (list.json() as { items: { reportId: number; reportMonth: string; version: number }[] }).items.find(
      (r) => r.reportMonth === '2020-02',
    )!;
    const submitted = await callApi(ctx, CALL_PATHS.actOnUserReport, {
      token: t.member,
      params: { reportId: correction.reportId, action: 'submit' },
      payload: { version: correction.version, attested: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // A re-upload of the same extract: February now matches (the correction filed), a new result and version.
    const body = multipartBody([{ field: 'file', filename: 'again.csv', content: EXTRACT }]);
    const res = await callApi(ctx, CALL_PATHS.uploadReconciliationFile, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { version: String(rec.version) },
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as TReconciliationDetail;
    expect(again).toMatchObject({ resultNo: 2, fileName: 'again.csv', version: rec.version + 1 });
    expect(again.months[1]).toMatchObject({ month: '2020-02', entitled: 4, reported: 4, difference: 0 });
    expect(again.months[1]!.reportNumber).not.toBe(rec.months[1]!.reportNumber);
    // The users behind February are now named by the counted report (the correction's rows carry their IDs).
    const named = await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { month: '2020-02', productCode: 'KSP-RT-L1', useCategory: '151', pageNumber: 1, pageSize: 10 },
    });
    expect((named.json() as TReconciliationUsers).items.map((u) => [u.entityId, u.inReport])).toEqual([
      ['u1', true],
      ['u2', true],
      ['u3', true],
    ]);
    // March has no filed report: unknown.
    const march = await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
      token: t.member,
      params: { reconciliationId: rec.reconciliationId },
      query: { month: '2020-03', productCode: 'KSP-RT-L1', useCategory: '151', pageNumber: 1, pageSize: 10 },
    });
    expect((march.json() as TReconciliationUsers).items.map((u) => [u.entityId, u.inReport])).toEqual([['u1', null]]);
    rec = again;
  });
});

describe('the life of a reconciliation and who may do what', () => {
  const act = (token: string, r: { reconciliationId: number; version: number }, action: string, body: Record<string, unknown> = {}) =>
    callApi(ctx, CALL_PATHS.actOnReconciliation, {
      token,
      params: { reconciliationId: r.reconciliationId, action },
      payload: { version: r.version, ...body },
    });

  it('refuses the creation to every role but the customer member, and reads for provider staff and the reviewer', async () => {
    clock('2020-05-10T10:00');
    for (const token of [t.sales, t.admin, t.reviewer]) expect(errorOf(await upload(token, PERIOD, EXTRACT)).status).toBe(403);
    for (const token of [t.sales, t.admin, t.reviewer]) {
      const got = await callApi(ctx, CALL_PATHS.getReconciliation, { token, params: { reconciliationId: rec.reconciliationId } });
      expect(got.statusCode, got.body).toBe(200);
      expect((got.json() as TReconciliationDetail).mayDraftCorrections).toBe(false);
      const found = await callApi(ctx, CALL_PATHS.searchReconciliations, { token, payload: { pageNumber: 1, pageSize: 50 } });
      expect((found.json() as { items: { reconciliationId: number }[] }).items.map((i) => i.reconciliationId)).toContain(
        rec.reconciliationId,
      );
    }
    const reviewerGet = await callApi(ctx, CALL_PATHS.getReconciliation, {
      token: t.reviewer,
      params: { reconciliationId: rec.reconciliationId },
    });
    expect((reviewerGet.json() as TReconciliationDetail).allowedActions).toEqual([]);
    for (const token of [t.sales, t.reviewer]) {
      const drafted = await callApi(ctx, CALL_PATHS.draftReconciliationCorrections, {
        token,
        params: { reconciliationId: rec.reconciliationId },
        payload: {},
      });
      expect(drafted.statusCode).toBe(403);
    }
  });

  it('submits (member), refuses the provider’s actions to the member and the member’s to the provider, returns with a reason, accepts', async () => {
    clock('2020-05-10T10:00');
    expect(errorOf(await act(t.sales, rec, 'submit'))).toMatchObject({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(t.member, rec, 'accept'))).toMatchObject({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(t.reviewer, rec, 'submit')).status).toBe(403);
    const submitted = await act(t.member, rec, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    let d = submitted.json() as TReconciliationDetail;
    expect(d).toMatchObject({ state: 'SUBMITTED', mayEdit: false, allowedActions: [] });
    expect(errorOf(await act(t.member, d, 'cancel')).code).toBe('WFL1N4092');
    expect(errorOf(await act(t.admin, d, 'return'))).toMatchObject({ status: 400, code: 'WFL1N4002' });
    const returned = await act(t.admin, d, 'return', { reason: 'February figures unclear' });
    d = returned.json();
    expect(d).toMatchObject({ state: 'RETURNED', returnReason: 'February figures unclear', mayEdit: false });
    // Back with the member, who may upload again or submit.
    const mine = (
      await callApi(ctx, CALL_PATHS.getReconciliation, { token: t.member, params: { reconciliationId: d.reconciliationId } })
    ).json();
    expect(mine).toMatchObject({ state: 'RETURNED', mayEdit: true, allowedActions: ['submit', 'cancel'] });
    d = (await act(t.member, d, 'submit')).json();
    expect(errorOf(await act(t.reviewer, d, 'accept')).status).toBe(403);
    const accepted = await act(t.sales, d, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    d = accepted.json();
    expect(d).toMatchObject({ state: 'ACCEPTED', allowedActions: [] });
    expect(d.acceptedByName).toBeTruthy();

    // What the clearance reads: company, period, per-month differences, months outside the window.
    const face = await acceptedReconciliation(ctx.db, d.reconciliationId, '2020-05-10');
    expect(face).toMatchObject({ companyId: ids.alpha, fromMonth: '2020-01', toMonth: '2020-03', settlementMonths: ['2020-01'] });
    // February matches since its correction was filed (the second result).
    expect(face!.differences.map((x) => [x.month, x.productCode, x.difference])).toEqual([
      ['2020-01', 'KSP-RT-L1', 1],
      ['2020-03', 'KSP-RT-L1', -1],
      ['2020-03', 'KSP-RT-L2', -1],
    ]);
    const versions = await callApi(ctx, CALL_PATHS.getReconciliationVersions, {
      token: t.member,
      params: { reconciliationId: d.reconciliationId },
    });
    expect(versions.statusCode).toBe(200);
  });

  it('answers another company’s reconciliation as not found on every call', async () => {
    const p = { reconciliationId: rec.reconciliationId };
    const body = multipartBody([{ field: 'file', filename: 'x.csv', content: EXTRACT }]);
    const answers = [
      await callApi(ctx, CALL_PATHS.getReconciliation, { token: t.analyst, params: p }),
      await callApi(ctx, CALL_PATHS.getReconciliationDifferences, { token: t.analyst, params: p, query: { pageNumber: 1, pageSize: 10 } }),
      await callApi(ctx, CALL_PATHS.getReconciliationUsers, {
        token: t.analyst,
        params: p,
        query: { pageNumber: 1, pageSize: 10, month: '2020-02', productCode: 'KSP-RT-L1', useCategory: '151' },
      }),
      await callApi(ctx, CALL_PATHS.getReconciliationReportedOnly, {
        token: t.analyst,
        params: p,
        query: { pageNumber: 1, pageSize: 10, month: '2020-01', productCode: 'KSP-RT-L1', useCategory: '151' },
      }),
      await callApi(ctx, CALL_PATHS.getReconciliationVersions, { token: t.analyst, params: p }),
      await callApi(ctx, CALL_PATHS.draftReconciliationCorrections, { token: t.analyst, params: p, payload: {} }),
      await callApi(ctx, CALL_PATHS.actOnReconciliation, { token: t.analyst, params: { ...p, action: 'cancel' }, payload: { version: 1 } }),
      await callApi(ctx, CALL_PATHS.uploadReconciliationFile, {
        token: t.analyst,
        params: p,
        query: { version: '1' },
        payload: body.payload,
        headers: body.headers,
      }),
    ];
    for (const res of answers) expect(errorOf(res)).toMatchObject({ status: 404, code: 'WFL1N4041' });
    const search = await callApi(ctx, CALL_PATHS.searchReconciliations, {
      token: t.analyst,
      payload: { pageNumber: 1, pageSize: 50, companyId: ids.alpha },
    });
    expect((search.json() as { items: { companyId: number }[] }).items.every((i) => i.companyId === ids.beta)).toBe(true);
  });

  it('lets the member cancel a draft, and no one edit what is no longer a draft', async () => {
    clock('2020-05-10T10:00');
    const created = (await upload(t.member, { fromMonth: '2020-02', toMonth: '2020-02' }, EXTRACT)).json() as TReconciliationDetail;
    const cancelled = await act(t.member, created, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', allowedActions: [] });
    const body = multipartBody([{ field: 'file', filename: 'x.csv', content: EXTRACT }]);
    const res = await callApi(ctx, CALL_PATHS.uploadReconciliationFile, {
      token: t.member,
      params: { reconciliationId: created.reconciliationId },
      query: { version: String(created.version + 1) },
      payload: body.payload,
      headers: body.headers,
    });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'WFL1N4032' });
  });
});

describe('bad input: a clear error in the request’s language, nothing stored', () => {
  const stored = async () => (await ctx.db.select().from(reconciliations).where(eq(reconciliations.companyId, ids.alpha))).length;

  it('refuses a period of more than twelve months, reversed or not ended', async () => {
    clock('2020-05-10T10:00');
    const before = await stored();
    expect(errorOf(await upload(t.member, { fromMonth: '2019-01', toMonth: '2020-01' }, EXTRACT))).toMatchObject({
      status: 400,
      code: 'REC1N4003',
      message: '대사 기간은 1개월에서 12개월까지입니다.',
    });
    expect(errorOf(await upload(t.member, { fromMonth: '2020-03', toMonth: '2020-01' }, EXTRACT, 'x.csv', 'en'))).toMatchObject({
      code: 'REC1N4002',
      message: 'The last month of the period cannot be before its first month.',
    });
    expect(errorOf(await upload(t.member, { fromMonth: '2020-04', toMonth: '2020-05' }, EXTRACT)).code).toBe('REC1N4004');
    expect(await stored()).toBe(before);
  });

  it('refuses hostile files as the report reader does', async () => {
    clock('2020-05-10T10:00');
    const before = await stored();
    expect(errorOf(await upload(t.member, PERIOD, zipBomb(), 'bomb.xlsx')).code).toMatch(/^(URF1N4153|FIL1N4\d{3})$/);
    expect([400, 415]).toContain(errorOf(await upload(t.member, PERIOD, exeFile(), 'tool.csv')).status);
    expect(await stored()).toBe(before);
  });

  it('refuses wrong cells naming the first ones, and a file without the required columns naming them', async () => {
    clock('2020-05-10T10:00');
    const bad = [HEADER, 'u1,Kim,NOPE,151,2020-01-01,,KR', 'u2,Lee,KSP-RT-L1,999,2020-13-01,,KR'].join('\n');
    expect(errorOf(await upload(t.member, PERIOD, bad, 'bad.csv', 'en'))).toMatchObject({
      status: 400,
      code: 'REC1N4008',
      message:
        'The file has 3 wrong cells and was not read. Row 2, Product code: is not a product code of the catalogue; Row 3, Use category: is not a use category (151, 152, 155); Row 3, Start date: is not a date (YYYY-MM-DD)',
    });
    const missing = await upload(t.member, PERIOD, 'EMP_NO,FULL_NAME,PRODUCT,CATEGORY,GRANTED\nu1,Kim,KSP-RT-L1,151,2020-01-01\n');
    expect(errorOf(missing)).toMatchObject({ status: 400, code: 'REC1N4005' });
    expect(errorOf(missing).message).toContain('사용자/단말 ID / User or device ID');
    expect(errorOf(missing).message).toContain('EMP_NO, FULL_NAME');
  });

  it('reads the company’s own export through its saved mapping, and refuses a bad mapping with a clear message', async () => {
    clock('2020-05-10T10:00');
    const save = (payload: Record<string, string>, lang: 'ko' | 'en' = 'ko') =>
      callApi(ctx, CALL_PATHS.saveReconciliationMapping, { token: t.member, payload, lang });
    expect(errorOf(await save({ entityId: 'EMP_NO', name: 'emp_no' }, 'en'))).toMatchObject({
      status: 400,
      code: 'REC1N4006',
      message: 'The column mapping names the header "emp_no" for two columns: name each header once.',
    });
    expect(errorOf(await save({})).code).toBe('REC1N4010');
    expect(errorOf(await callApi(ctx, CALL_PATHS.saveReconciliationMapping, { token: t.sales, payload: { entityId: 'X' } })).status).toBe(
      403,
    );
    const saved = await save({
      entityId: 'EMP_NO',
      name: 'FULL_NAME',
      productCode: 'PRODUCT',
      useCategory: 'CATEGORY',
      startDate: 'GRANTED',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const got = await callApi(ctx, CALL_PATHS.getReconciliationMapping, { token: t.member });
    expect(got.json()).toMatchObject({ mapping: { entityId: 'EMP_NO', startDate: 'GRANTED' } });

    const own = 'EMP_NO,FULL_NAME,PRODUCT,CATEGORY,GRANTED,End date\nu9,Kim,KSP-RT-L1,151,2020-02-01,2020-02-28\n';
    const ok = await upload(t.member, { fromMonth: '2020-02', toMonth: '2020-02', useMapping: 'true' }, own);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ usedMapping: true, rowCount: 1 });

    const wrong = await upload(
      t.member,
      { fromMonth: '2020-02', toMonth: '2020-02', useMapping: 'true' },
      'EMP,FULL_NAME,PRODUCT,CATEGORY,GRANTED\nu9,Kim,KSP-RT-L1,151,2020-02-01\n',
      'own.csv',
      'en',
    );
    expect(errorOf(wrong)).toMatchObject({
      status: 400,
      code: 'REC1N4007',
      message:
        'The column mapping names the header "EMP_NO" for User or device ID, but the file has no such column. Its columns: EMP, FULL_NAME, PRODUCT, CATEGORY, GRANTED.',
    });
  });

  it('declares the creation as multipart/form-data in the OpenAPI document', async () => {
    const doc = await openApiDocument(ctx);
    const [path, method] = openApiOperation(CALL_PATHS.createReconciliation);
    expect(Object.keys(doc.paths[path][method].requestBody.content)).toContain('multipart/form-data');
  });
});
