import { CALL_PATHS, BULLETIN_CODES, ROLE, type TBbsDetail, type TBbsItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, callApi, loginAs, type TestContext } from '../../../test/helpers';
import { bbsContents } from '../../db/schema/index';
import { ListCache } from './list-cache';
import { normalizeSearch, searchKey, searchPattern } from './search-text';

let ctx: TestContext;
let member: string;

async function search(payload: Record<string, unknown>, opts: { lang?: 'ko' | 'en'; token?: string } = {}) {
  const res = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload, lang: opts.lang ?? 'ko', token: opts.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TBbsItem[]; totalCount: number; pageNumber: number; pageSize: number };
}
async function detail(id: number, payload: Record<string, unknown> = {}, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, CALL_PATHS.getBbsContent, { params: { bbsContentId: id }, payload, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TBbsDetail;
}

/**
 * Repeats a check until it passes: a change reaches every process's list cache through a notification
 * (bounded generously: one loaded machine runs both API suites beside the browser journeys).
 */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

beforeAll(async () => {
  ctx = await build();
  member = await loginAs(ctx, ROLE.customer);
});
afterAll(() => ctx.close());

describe('search text encoding', () => {
  it('normalizes case, width and punctuation', () => {
    expect(normalizeSearch('  KOSPI200·코스닥150  (ETF)! ')).toBe('kospi200 코스닥150 etf');
    expect(normalizeSearch('ＡＢＣ１２３')).toBe('abc123');
  });

  it('encodes Hangul and other letters into unambiguous ASCII codes', () => {
    const key = searchKey('시세');
    expect(key).toMatch(/^[A-F][K-Z]{3}[A-F][K-Z]{3}$/);
    expect(searchKey('é')).toMatch(/^[G-J][K-Z]{5}$/);
    expect(searchKey('etf 시세')).toBe(`etf ${key}`);
    // A term found inside a text is found inside its key, and a misaligned code never matches.
    const text = searchKey(normalizeSearch('실시간 시세 정보'));
    expect(text.includes(searchKey('시세'))).toBe(true);
    expect(text.includes(searchKey('간시'))).toBe(false);
    expect(searchPattern('시', 2)).toBeNull();
    expect(searchPattern('시세', 2)).toBe(`%${key}%`);
    expect(searchPattern('ab', 2)).toBe('%ab%');
  });
});

describe('bulletin search', () => {
  it('lists FAQ entries to visitors with their answers', async () => {
    const faq = await search({ bbsCode: 'FAQ', pageSize: 50 }, { lang: 'en' });
    expect(faq.totalCount).toBeGreaterThanOrEqual(15);
    for (const i of faq.items) {
      expect(i.bbsCode).toBe('FAQ');
      expect(i.contents).toMatch(/^<p>/);
      expect(i.answerDateTime).not.toBeNull();
    }
    expect(faq.items.some((i) => i.subject === 'How do I sign up?')).toBe(true);
  });

  it('filters FAQ by several categories and searches them in both languages', async () => {
    const two = await search({ bbsCode: 'FAQ', categoryCodes: '01|05', pageSize: 50 });
    expect(new Set(two.items.map((i) => i.categoryCode))).toEqual(new Set(['01', '05']));
    expect(two.items.find((i) => i.categoryCode === '01')?.categoryName).toBe('회원가입·로그인');
    const ko = await search({ bbsCode: 'FAQ', searchText: '비밀번호' });
    expect(ko.items.length).toBeGreaterThan(0);
    for (const i of ko.items) expect(`${i.subject} ${i.contents}`).toContain('비밀번호');
    const en = await search({ bbsCode: 'FAQ', searchText: 'non-display' }, { lang: 'en' });
    expect(en.items.map((i) => i.subject)).toContain('What is non-display use?');
  });

  it('lists exchange derivatives notices to visitors, newest or oldest first', async () => {
    const newest = await search({ bbsCode: 'KRX_DERIVATIVES' });
    expect(newest.totalCount).toBeGreaterThanOrEqual(8);
    expect(newest.items[0].contents).toBeNull();
    const oldest = await search({ bbsCode: 'KRX_DERIVATIVES', sort: 'oldest', pageSize: 100 });
    expect(oldest.items[oldest.items.length - 1].bbsContentId).toBe(newest.items[0].bbsContentId);
    expect(newest.items[0].categoryName).toBeTruthy();
  });

  it('lists boards 02 to 11 to signed-in members only', async () => {
    for (const code of BULLETIN_CODES) {
      const visitor = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload: { bbsCode: code }, lang: 'en' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ errorCode: 'ATH1N4001', errorMessage: 'Please sign in.' });
      const list = await search({ bbsCode: code }, { token: member });
      expect(list.totalCount).toBeGreaterThanOrEqual(2);
      for (const i of list.items) expect(i.bbsCode).toBe(code);
    }
    const stale = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload: { bbsCode: '05' }, token: 'expired.token.value' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('ATH1N4002');
  });

  it('answers COM1N4000 without a body or board, COM1N4001 for other boards and page sizes', async () => {
    const noBody = await callApi(ctx, CALL_PATHS.searchBbsContents);
    expect(noBody.json().errorCode).toBe('COM1N4000');
    const noBoard = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload: { pageSize: 10 } });
    expect(noBoard.statusCode).toBe(400);
    expect(noBoard.json().errorCode).toBe('COM1N4000');
    for (const payload of [
      { bbsCode: 'NOTICE' },
      { bbsCode: '12' },
      { bbsCode: 'FAQ', pageSize: 30 },
      { bbsCode: 'FAQ', sort: 'random' },
    ]) {
      const res = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload, token: member });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('COM1N4001');
    }
    const short = await callApi(ctx, CALL_PATHS.searchBbsContents, { payload: { bbsCode: 'FAQ', searchText: 'a' } });
    expect(short.json().errorCode).toBe('CNT1N4001');
  });
});

describe('bulletin detail', () => {
  it('is public for boards 02 to 11, with previous and next on the same board', async () => {
    const list = await search({ bbsCode: '02', pageSize: 100 }, { token: member });
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    const top = await detail(list.items[0].bbsContentId, { bbsCode: '02' });
    expect(top.bbsCode).toBe('02');
    expect(top.previous).toBeNull();
    expect(top.next?.bbsContentId).toBe(list.items[1].bbsContentId);
    const end = await detail(list.items[list.items.length - 1].bbsContentId);
    expect(end.next).toBeNull();
    expect(end.previous?.bbsContentId).toBe(list.items[list.items.length - 2].bbsContentId);
  });

  it('answers the answer time of question boards and the language fallback', async () => {
    const [row] = await ctx.db.select().from(bbsContents).where(eq(bbsContents.seedKey, 'B11-002'));
    const d = await detail(row.bbsContentId, {}, 'en');
    expect(d.subject).toBe('Please add foreign holdings to the end-of-day file');
    expect(d.answerDateTime).toBe('2026-10-23T02:00:00.000Z');
    expect(d.languages.map((l) => l.languageTypeCode)).toEqual(['01', '02']);
  });

  it('answers 404 for an unknown id or a board that does not match, 400 for a bad id, COM1N4000 without a body', async () => {
    const list = await search({ bbsCode: 'FAQ' });
    const id = list.items[0].bbsContentId;
    const mismatch = await callApi(ctx, CALL_PATHS.getBbsContent, {
      params: { bbsContentId: id },
      payload: { bbsCode: 'KRX_DERIVATIVES' },
    });
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().errorCode).toBe('COM1N4041');
    const unknown = await callApi(ctx, CALL_PATHS.getBbsContent, { params: { bbsContentId: '2147483000' }, payload: {} });
    expect(unknown.statusCode).toBe(404);
    const bad = await callApi(ctx, CALL_PATHS.getBbsContent, { params: { bbsContentId: '-3' }, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('COM1N4001');
    const noBody = await callApi(ctx, CALL_PATHS.getBbsContent, { params: { bbsContentId: id } });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errorCode).toBe('COM1N4000');
  });

  it('counts views of bulletin items', async () => {
    const list = await search({ bbsCode: 'KRX_DERIVATIVES' });
    const item = list.items[0];
    const res = await callApi(ctx, CALL_PATHS.countBbsContentView, {
      params: { bbsCode: 'KRX_DERIVATIVES', bbsContentId: item.bbsContentId },
    });
    expect(res.json()).toEqual({ bbsContentId: item.bbsContentId, inquireCount: item.inquireCount + 1 });
    expect((await detail(item.bbsContentId)).inquireCount).toBe(item.inquireCount + 1);
    // The counter does not move list totals (their cached values stay valid).
    expect((await search({ bbsCode: 'KRX_DERIVATIVES' })).totalCount).toBe(list.totalCount);
  });

  it('keeps lists and totals exact when items are posted or hidden', async () => {
    const before = await search({ bbsCode: 'FAQ', searchText: '비밀번호' });
    const [row] = await ctx.db.select().from(bbsContents).where(eq(bbsContents.seedKey, 'F-01-3'));
    await ctx.db.update(bbsContents).set({ noticeYn: 'N' }).where(eq(bbsContents.bbsContentId, row.bbsContentId));
    await eventually(async () => {
      const after = await search({ bbsCode: 'FAQ', searchText: '비밀번호' });
      expect(after.totalCount).toBe(before.totalCount - 1);
      expect(after.items.map((i) => i.bbsContentId)).not.toContain(row.bbsContentId);
    });
    await ctx.db.update(bbsContents).set({ noticeYn: 'Y' }).where(eq(bbsContents.bbsContentId, row.bbsContentId));
    await eventually(async () => expect((await search({ bbsCode: 'FAQ', searchText: '비밀번호' })).totalCount).toBe(before.totalCount));
  });
});

describe('list answer cache', () => {
  it('answers only at the version it was read at, within its lifetime', async () => {
    const cache = new ListCache<string>(50);
    cache.set('k', 1, 'unknown version: not kept');
    expect(cache.get('k')).toBeUndefined();
    cache.setVersion(1);
    cache.set('k', 1, 'a');
    cache.set('old', 0, 'read before the change: not kept');
    expect(cache.get('k')).toBe('a');
    expect(cache.get('old')).toBeUndefined();
    cache.setVersion(2);
    expect(cache.get('k')).toBeUndefined();
    cache.setVersion(1);
    cache.set('k', 2, 'b');
    expect(cache.get('k')).toBe('b');
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 2, 'c');
    cache.setVersion(null);
    expect(cache.get('k')).toBeUndefined();
  });

  it('gives an expired answer at the same version to one re-reader at a time, and nothing past twice its lifetime', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const cache = new ListCache<string>(1_000);
      cache.setVersion(1);
      cache.set('k', 1, 'a');
      expect(cache.lookup('k')).toEqual({ value: 'a', refresh: false });
      vi.setSystemTime(1_500);
      expect(cache.lookup('k')).toEqual({ value: 'a', refresh: true });
      expect(cache.lookup('k')).toEqual({ value: 'a', refresh: false });
      cache.release('k');
      expect(cache.lookup('k')).toEqual({ value: 'a', refresh: true });
      cache.set('k', 1, 'b');
      expect(cache.lookup('k')).toEqual({ value: 'b', refresh: false });
      vi.setSystemTime(1_500 + 2_001);
      expect(cache.lookup('k')).toBeUndefined();
      cache.set('k', 1, 'c');
      cache.setVersion(2);
      expect(cache.lookup('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
