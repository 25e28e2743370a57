import { CALL_PATHS, type TUserReportDetail, type TUserReportDraftRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { build, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import { GOOD_ROW } from '../../../test/report-files';
import { setBusinessClock } from '../../platform/clock';
import { prepareRows, reportActor, saveReportRecord } from './service';

/** Scale: a report of 100,000 rows is checked, priced and stored with set-based inserts in seconds. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => {
  setBusinessClock(ctx.config, null);
  return ctx.close();
});

describe('a report of 100,000 rows', () => {
  it('is checked, priced and stored in seconds, then read a page at a time', async () => {
    const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
    const token = await tokenFor(ctx, 'member@alpha-securities.example', alpha!.id);
    setBusinessClock(ctx.config, () => new Date('2025-06-05T10:00:00+09:00'));
    const created = await callApi(ctx, CALL_PATHS.createUserReport, { token, payload: { type: 'MONTHLY', reportMonth: '2025-05' } });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as TUserReportDetail;
    const auth = (await ctx.app.tokens.verify(token))!;
    const actor = await reportActor(ctx.db, auth);
    const rows = Array.from(
      { length: 100_000 },
      (_, i) => ({ ...GOOD_ROW, subscriberId: `S${i}`, quantity: 1 + (i % 3) }) as TUserReportDraftRow,
    );

    const started = performance.now();
    const prepared = await prepareRows(ctx.db, rows, '2025-05', 'KRW');
    const checked = performance.now();
    await saveReportRecord(
      { db: ctx.db, config: ctx.config, workflow: ctx.app.workflow },
      actor,
      draft.reportId,
      { version: draft.version, memo: '', method: 'MANUAL', rows: [] },
      { prepared },
    );
    const stored = performance.now();
    console.info(`100,000 rows: checked and priced in ${Math.round(checked - started)} ms, stored in ${Math.round(stored - checked)} ms`);
    expect(stored - started).toBeLessThan(60_000);

    const detail = (
      await callApi(ctx, CALL_PATHS.getUserReport, {
        token,
        params: { reportId: draft.reportId },
        query: { rowPageNumber: 1000, rowPageSize: 100 },
      })
    ).json() as TUserReportDetail;
    expect(detail.totals).toMatchObject({ rowCount: 100_000, invalidRowCount: 0 });
    expect(detail.rows.items.map((r) => r.rowNo)).toEqual(Array.from({ length: 100 }, (_, i) => 99_901 + i));
    expect(detail.totals.amount).toBe(prepared.amount);
    expect(detail.totals.amount).toBeGreaterThan(0);
  }, 120_000);
});

describe('a draft saved from the grid', () => {
  it('takes 10,000 rows in one JSON body, over the 1 MB of other calls', async () => {
    const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
    const token = await tokenFor(ctx, 'member@alpha-securities.example', alpha!.id);
    setBusinessClock(ctx.config, () => new Date('2025-04-05T10:00:00+09:00'));
    const created = await callApi(ctx, CALL_PATHS.createUserReport, { token, payload: { type: 'MONTHLY', reportMonth: '2025-03' } });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as TUserReportDetail;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ ...GOOD_ROW, subscriberId: `S${i}` }) as TUserReportDraftRow);
    const payload = { version: draft.version, rows };
    expect(JSON.stringify(payload).length).toBeGreaterThan(1024 * 1024);
    const saved = await callApi(ctx, CALL_PATHS.saveUserReport, { token, params: { reportId: draft.reportId }, payload });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect((saved.json() as TUserReportDetail).totals).toMatchObject({ rowCount: 10_000, invalidRowCount: 0 });
  }, 120_000);
});
