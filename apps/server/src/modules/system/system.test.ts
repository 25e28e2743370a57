import { CALL_PATHS } from '@portal/contract';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, openApiDocument, openApiOperation, type TestContext } from '../../../test/helpers';
import { formatSystemDate } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('system', () => {
  it('answers the date in Korea as YYYY-MM-DD HH:mm:ss and the same instant in ISO form', async () => {
    const before = Date.now();
    const res = await callApi(ctx, CALL_PATHS.getSystemDate);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.systemDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.timeZone).toBe('Asia/Seoul');
    const at = Date.parse(body.systemDateTime);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(body.systemDate).toBe(formatSystemDate(new Date(at)));
  });

  it('formats in Korean time across midnight', () => {
    expect(formatSystemDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(formatSystemDate(new Date('2026-06-01T02:03:04Z'))).toBe('2026-06-01 11:03:04');
  });

  it('answers the host name', async () => {
    const res = await callApi(ctx, CALL_PATHS.getHostname);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hostname: os.hostname() });
  });

  it('documents every call of the public content in OpenAPI, with tags and summaries', async () => {
    const doc = (await openApiDocument(ctx)) as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const expected = [
      CALL_PATHS.getAllMenus,
      CALL_PATHS.getAllPages,
      CALL_PATHS.getMyMenus,
      CALL_PATHS.getMyPages,
      CALL_PATHS.searchCodes,
      CALL_PATHS.getCodeGroup,
      CALL_PATHS.getSystemDate,
      CALL_PATHS.getHostname,
      CALL_PATHS.searchNotices,
      CALL_PATHS.getNotice,
      CALL_PATHS.searchBbsContents,
      CALL_PATHS.getBbsContent,
      CALL_PATHS.countBbsContentView,
      CALL_PATHS.getLatestContents,
      CALL_PATHS.getPopups,
      CALL_PATHS.getStandardDocument,
      CALL_PATHS.getLatestStandardDocument,
    ];
    for (const [path, method] of expected.map(openApiOperation)) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags?.length).toBeGreaterThan(0);
      expect(op.summary).toBeTruthy();
    }
  });
});
