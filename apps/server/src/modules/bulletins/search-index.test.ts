import { CALL_PATHS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { insertBulkNotices } from '../../seed/bulk-notices';
import { insertBbsContent } from './service';
import { searchPattern } from './search-text';

/**
 * The text search must use its trigram index on both databases, for Korean and English terms
 * (docs/decisions/004-text-search.md). Rows: INDEX_CHECK_ROWS (default 20,000; the decision record
 * gives the plans with 100,000).
 */
const ROWS = Number(process.env.INDEX_CHECK_ROWS ?? 20_000);
let ctx: TestContext;

type Column = 'search_key_ko' | 'search_key_en';
const countSql = (column: Column, term: string) =>
  sql`select count(*) from bbs_contents c where c.bbs_code = any('{NOTICE,MARKET_NOTICE}'::text[]) and c.notice_yn = 'Y' and ${sql.raw(`c.${column}`)} like ${searchPattern(term, 2)!}`;
const termOnlySql = (column: Column, term: string) =>
  sql`select count(*) from bbs_contents c where ${sql.raw(`c.${column}`)} like ${searchPattern(term, 2)!}`;
const planOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows.map((r) => r['QUERY PLAN']).join('\n');

/** The plan the planner picks by itself. */
async function plan(column: Column, term: string): Promise<string> {
  return planOf(await ctx.db.execute(sql`explain ${countSql(column, term)}`));
}

/**
 * With sequential scans ruled out, the rows the trigram index hands over for a term and the rows that
 * match: an index that could not extract trigrams from the term would hand over every row.
 */
async function indexRows(column: Column, term: string): Promise<{ plan: string; indexRows: number; matches: number }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const text = planOf(await tx.execute(sql`explain (analyze, costs off, timing off) ${termOnlySql(column, term)}`));
    const index = /Bitmap Index Scan on bbs_contents_search_\w+_idx \(actual rows=([\d.]+)/.exec(text);
    const heap = /Bitmap Heap Scan on bbs_contents c \(actual rows=([\d.]+)/.exec(text);
    return { plan: text, indexRows: Number(index?.[1] ?? NaN), matches: Number(heap?.[1] ?? NaN) };
  });
}

beforeAll(async () => {
  ctx = await build();
  await insertBulkNotices(ctx.db, ROWS, { seed: 7 });
  // Three notices with rare terms, as real notices have.
  for (const [ko, en] of [
    ['공매도 잔고 공시 데이터 제공', 'Short selling balance data'],
    ['공매도 잔고 파일 형식 변경', 'Short selling balance file format'],
    ['공매도 잔고 집계 기준 안내', 'How short selling balances are counted'],
  ]) {
    await insertBbsContent(ctx.db, {
      bbsCode: 'NOTICE',
      categoryCode: '02',
      ko: { subject: ko, contents: `<p>${ko}</p>` },
      en: { subject: en, contents: `<p>${en}</p>` },
    });
  }
  await ctx.db.execute(sql`analyze bbs_contents`);
}, 900_000);
afterAll(() => ctx.close());

describe(`text search over ${ROWS.toLocaleString('en-US')} notices`, () => {
  // On a small table a sequential scan is cheaper, and the planner rightly takes it.
  it.runIf(ROWS >= 20_000)('picks the trigram index by itself for rare Korean and English terms', async () => {
    expect(await plan('search_key_ko', '공매도')).toMatch(/Bitmap Index Scan on bbs_contents_search_ko_idx/);
    expect(await plan('search_key_ko', '잔고')).toMatch(/Bitmap Index Scan on bbs_contents_search_ko_idx/);
    expect(await plan('search_key_en', 'short selling')).toMatch(/Bitmap Index Scan on bbs_contents_search_en_idx/);
  });

  it('narrows Korean terms through the index, two syllables included', async () => {
    for (const term of ['휴장일', '인증서', '파일 전송', '잔고']) {
      const r = await indexRows('search_key_ko', term);
      expect(r.plan).toMatch(/Bitmap Index Scan on bbs_contents_search_ko_idx/);
      expect(r.matches).toBeGreaterThan(0);
      // The index hands over the matches and few others: it extracted trigrams from the Korean term.
      expect(r.indexRows).toBeLessThan(r.matches * 1.5 + 10);
    }
    // A very common pair of syllables (half the rows) is still narrowed, if less sharply.
    const common = await indexRows('search_key_ko', '시세');
    expect(common.plan).toMatch(/Bitmap Index Scan on bbs_contents_search_ko_idx/);
    expect(common.indexRows).toBeLessThan(ROWS * 0.9);
  });

  it('narrows English terms through the index', async () => {
    for (const term of ['holiday', 'certificate']) {
      const r = await indexRows('search_key_en', term);
      expect(r.plan).toMatch(/Bitmap Index Scan on bbs_contents_search_en_idx/);
      expect(r.matches).toBeGreaterThan(0);
      expect(r.indexRows).toBeLessThan(r.matches * 1.5 + 10);
    }
  });

  it('finds the bulk notices through the API in both languages', async () => {
    const ko = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: '휴장일' }, lang: 'ko' });
    expect(ko.json().totalCount).toBeGreaterThan(ROWS / 40);
    const en = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: 'holiday', pageSize: 50 }, lang: 'en' });
    expect(en.json().totalCount).toBeGreaterThan(ROWS / 40);
    for (const item of en.json().items as { subject: string }[]) expect(item.subject.toLowerCase()).toContain('holiday');
    const rare = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: '공매도 잔고' }, lang: 'ko' });
    expect(rare.json().totalCount).toBe(3);
  });
});
