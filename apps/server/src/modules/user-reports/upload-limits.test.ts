import { CALL_PATHS, errorMessage, type TUserReportDetail, type TUserReportUploadStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { build, call, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import { multipartBody } from '../../../test/files-fixtures';
import { englishHeader, entriesOf, fillEntry, rowValues, xlsxOf, zipOf } from '../../../test/report-files';
import { setBusinessClock } from '../../platform/clock';
import { SHEET_POOL_DEFAULTS, sheetReaders } from './sheet/pool';
import { uploadCheckerOf } from './upload';

/**
 * One member opens a draft for each of 24 past months and uploads to each at once an xlsx whose sheet part
 * inflates to 300 MB of spaces while its directory claims 2 KB. The server keeps answering /healthz throughout, the
 * files wait their turn (WAITING) and each ends REFUSED with its message, and the process's memory stays within
 * +400 MB (measured as resident memory growth of this process, which holds the app and its reader threads).
 */

const MB = 1024 * 1024;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await build();
  const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  token = await tokenFor(ctx, 'member@alpha-securities.example', alpha!.id);
});
afterAll(() => {
  setBusinessClock(ctx.config, null);
  return ctx.close();
});

/** An xlsx of a few hundred KB whose first sheet is `<worksheet><sheetData>` then 300 MB of spaces. */
async function spacesBomb(): Promise<Buffer> {
  const parts = await entriesOf(await xlsxOf([englishHeader(), rowValues()]));
  const sheet = await fillEntry('xl/worksheets/sheet1.xml', 300, {
    byte: 0x20,
    prefix:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    declaredSize: 2048,
  });
  return zipOf([...parts.filter((p) => p.name !== sheet.name), sheet]);
}

describe('24 spreadsheet bombs at once from one member', () => {
  it('leave /healthz answering, wait their turn, each end REFUSED with its message, within +400 MB', async () => {
    setBusinessClock(ctx.config, () => new Date('2024-02-05T10:00:00+09:00'));
    const months = Array.from({ length: 24 }, (_, i) => `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const drafts: TUserReportDetail[] = [];
    for (const reportMonth of months) {
      const res = await callApi(ctx, CALL_PATHS.createUserReport, { token, payload: { type: 'MONTHLY', reportMonth } });
      expect(res.statusCode, res.body).toBe(201);
      drafts.push(res.json());
    }
    const bomb = await spacesBomb();
    expect(bomb.length).toBeLessThan(2 * MB);

    sheetReaders.resetPeak();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const answers = await Promise.all(
        drafts.map((d) => {
          const body = multipartBody([{ field: 'file', filename: `bomb-${d.reportMonth}.xlsx`, content: bomb }]);
          return callApi(ctx, CALL_PATHS.uploadUserReportFile, {
            token,
            query: { reportId: d.reportId },
            payload: body.payload,
            headers: body.headers,
            lang: 'en',
          });
        }),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBe(201);
      const started = answers.map((a) => a.json() as TUserReportUploadStatus);
      // Each answers at once that its file waits its turn or is being checked (how many wait depends on how fast the
      // first files are refused while the others still arrive, which differs between databases).
      for (const s of started) expect(['WAITING', 'CHECKING']).toContain(s.status);
      expect(started.some((s) => s.status === 'WAITING')).toBe(true);

      // While the checks run, the portal answers: /healthz between every look at the uploads.
      const checker = uploadCheckerOf(ctx.config)!;
      let finished = false;
      const done = checker.idle().then(() => (finished = true));
      let probes = 0;
      while (!finished) {
        const health = await call(ctx, { url: '/healthz' });
        expect(health.statusCode).toBe(200);
        probes++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await done;
      expect(probes).toBeGreaterThan(0);
      // One file of the company was read at a time, never more than the process's limit at once, and the others queued.
      const peak = sheetReaders.peak;
      expect(peak.ofOneCompany).toBe(1);
      expect(peak.running).toBeLessThanOrEqual(SHEET_POOL_DEFAULTS.atOnce);
      expect(peak.waiting).toBeGreaterThan(0);

      const statuses = await Promise.all(
        started.map(
          async (s) =>
            (
              await callApi(ctx, CALL_PATHS.getUserReportUpload, {
                token,
                params: { reportId: s.reportId, uploadId: s.uploadId },
                lang: 'en',
              })
            ).json() as TUserReportUploadStatus,
        ),
      );
      for (const s of statuses) {
        expect(s).toMatchObject({ status: 'REFUSED', fileErrorCode: 'URF1N4154' });
        expect(s.fileErrorMessage).toBe(errorMessage('URF1N4154', 'en', { max: '65,536', fileName: s.fileName }));
      }
    } finally {
      clearInterval(sampler);
    }
    expect((peak - rssBefore) / MB).toBeLessThan(400);
  }, 300_000);
});
