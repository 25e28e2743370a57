import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, type TestContext } from '../../../test/helpers';
import { formatSystemDate } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('system', () => {
  it('answers the date in Korea as YYYY-MM-DD HH:mm:ss and the same instant in ISO form', async () => {
    const before = Date.now();
    const res = await call(ctx, { url: '/apis/v1/common/system' });
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
    const res = await call(ctx, { url: '/apis/v1/common/system/hostname' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hostname: os.hostname() });
  });

  it('documents every call of the public content in OpenAPI, with tags and summaries', async () => {
    const doc = (await call(ctx, { url: '/apis/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const expected: [string, string][] = [
      ['/apis/v1/common/auth/all-menus', 'get'],
      ['/apis/v1/common/auth/all-pages', 'get'],
      ['/apis/v1/common/auth/my-menus', 'get'],
      ['/apis/v1/common/auth/my-pages', 'get'],
      ['/apis/v1/common/codes/search', 'post'],
      ['/apis/v1/common/codes/{codeGroupCode}', 'get'],
      ['/apis/v1/common/system', 'get'],
      ['/apis/v1/common/system/hostname', 'get'],
      ['/apis/v1/user/notices/search', 'post'],
      ['/apis/v1/user/notices/{bbsContentId}', 'post'],
      ['/apis/v1/user/bbss/bbsContents/search', 'post'],
      ['/apis/v1/user/bbss/bbsContents/{bbsContentId}', 'post'],
      ['/apis/v1/user/bbss/{bbsCode}/bbsContents/{bbsContentId}/inquire-count', 'put'],
      ['/apis/v1/user/contents/{contentsTypeCode}/latest-version', 'get'],
      ['/apis/v1/user/contents/{contentsTypeCode}/popups', 'get'],
      ['/apis/v1/user/standard-documents/{standardDocumentId}', 'get'],
      ['/apis/v1/user/standard-documents/{documentClassificationCode}/latest-version', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags?.length).toBeGreaterThan(0);
      expect(op.summary).toBeTruthy();
    }
  });
});
