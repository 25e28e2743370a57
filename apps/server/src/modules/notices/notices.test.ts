import { CALL_PATHS, ROLE, type TNotice, type TNoticeDetail } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, loginAs, type TestContext } from '../../../test/helpers';
import { auditLogs, bbsContentLanguages, bbsContents } from '../../db/schema/index';
import { insertBbsContent } from '../bulletins';
import pg from 'pg';
import { buildApp } from '../../app';
import { wrapPostgres, type Database } from '../../platform/db';

let ctx: TestContext;
let postedCount = 0;

async function search(payload: Record<string, unknown>, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, CALL_PATHS.searchNotices, { payload, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TNotice[]; totalCount: number; pageNumber: number; pageSize: number };
}
async function detail(id: number, payload: Record<string, unknown> = {}, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, CALL_PATHS.getNotice, { params: { bbsContentId: id }, payload, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TNoticeDetail;
}
async function seedKeyId(key: string) {
  const [row] = await ctx.db.select({ id: bbsContents.bbsContentId }).from(bbsContents).where(eq(bbsContents.seedKey, key));
  return row.id;
}

beforeAll(async () => {
  ctx = await build();
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bbsContents)
    .where(and(sql`${bbsContents.bbsCode} in ('NOTICE', 'MARKET_NOTICE')`, eq(bbsContents.noticeYn, 'Y')));
  postedCount = row.n;
});
afterAll(() => ctx.close());

describe('notice search', () => {
  it('answers the first page of 10 by default, newest first, with both boards', async () => {
    const page = await search({});
    expect(page.pageNumber).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.items).toHaveLength(10);
    expect(postedCount).toBeGreaterThanOrEqual(40);
    expect(page.totalCount).toBe(postedCount);
    const times = page.items.map((i) => i.createDateTime);
    expect(times).toEqual([...times].sort().reverse());
    const all = await search({ pageSize: 100 });
    expect(new Set(all.items.map((i) => i.bbsCode))).toEqual(new Set(['NOTICE', 'MARKET_NOTICE']));
    expect(all.items[0]).toMatchObject({ contents: null, attachmentCount: 0 });
    expect(all.items[0].languages.length).toBeGreaterThan(0);
  });

  it('pages through with sizes 10, 50 and 100 and sorts oldest first', async () => {
    const p1 = await search({ pageSize: 10, pageNumber: 1 });
    const p2 = await search({ pageSize: 10, pageNumber: 2 });
    expect(p2.items[0].bbsContentId).not.toBe(p1.items[9].bbsContentId);
    const fifty = await search({ pageSize: 50 });
    expect(fifty.items.slice(10, 20).map((i) => i.bbsContentId)).toEqual(p2.items.map((i) => i.bbsContentId));
    const hundred = await search({ pageSize: '100' });
    expect(hundred.items).toHaveLength(Math.min(100, postedCount));
    const oldest = await search({ sort: 'oldest', pageSize: 100 });
    expect(oldest.items.map((i) => i.bbsContentId)).toEqual([...hundred.items].reverse().map((i) => i.bbsContentId));
    const beyond = await search({ pageNumber: 999 });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBe(postedCount);
  });

  it('refuses other page sizes, bad sort orders and page numbers with COM1N4001', async () => {
    for (const payload of [
      { pageSize: 20 },
      { pageSize: 7 },
      { pageSize: 'ten' },
      { pageNumber: 0 },
      { sort: 'popular' },
      { bbsCodes: 'FAQ' },
    ]) {
      const res = await callApi(ctx, CALL_PATHS.searchNotices, { payload, lang: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('COM1N4001');
    }
  });

  it('answers COM1N4000 when the body is missing', async () => {
    const res = await callApi(ctx, CALL_PATHS.searchNotices, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'COM1N4000', errorMessage: expect.stringContaining('A required parameter is missing.') });
  });

  it('filters by one or several categories joined with |', async () => {
    const maintenance = await search({ categoryCodes: '04', pageSize: 100 });
    expect(maintenance.items.length).toBeGreaterThan(0);
    for (const i of maintenance.items) expect(i.categoryCode).toBe('04');
    expect(maintenance.items[0].categoryName).toBe('시스템 점검');
    const fees = await search({ categoryCodes: '03', pageSize: 100 });
    const both = await search({ categoryCodes: '03|04', pageSize: 100 }, 'en');
    expect(both.totalCount).toBe(maintenance.totalCount + fees.totalCount);
    for (const i of both.items) expect(['03', '04']).toContain(i.categoryCode);
    expect(both.items.find((i) => i.categoryCode === '04')?.categoryName).toBe('System maintenance');
  });

  it('filters by board', async () => {
    const market = await search({ bbsCodes: 'MARKET_NOTICE', pageSize: 100 });
    expect(market.totalCount).toBeGreaterThan(0);
    for (const i of market.items) expect(i.bbsCode).toBe('MARKET_NOTICE');
    const both = await search({ bbsCodes: 'NOTICE|MARKET_NOTICE' });
    expect(both.totalCount).toBe(postedCount);
  });

  it('searches subject and body in Korean', async () => {
    const res = await search({ searchText: '휴장일', pageSize: 100 });
    expect(res.totalCount).toBeGreaterThanOrEqual(3);
    for (const i of res.items) {
      const d = await detail(i.bbsContentId);
      expect(`${d.subject} ${d.contents}`).toContain('휴장일');
    }
    // A two-syllable term and a term found only in a body.
    expect((await search({ searchText: '시세' })).totalCount).toBeGreaterThan(5);
    const body = await search({ searchText: '호스트 키' });
    expect(body.items.map((i) => i.subject)).toEqual(['파일 전송(SFTP) 서버 인증서 교체 안내']);
  });

  it('searches in English, case and punctuation aside', async () => {
    const res = await search({ searchText: 'Holiday', pageSize: 100 }, 'en');
    expect(res.totalCount).toBeGreaterThanOrEqual(3);
    for (const i of res.items) expect(i.languageTypeCode).toBe('02');
    expect(res.items.some((i) => /holiday/i.test(i.subject))).toBe(true);
    const sftp = await search({ searchText: 'host-key' }, 'en');
    expect(sftp.items.map((i) => i.subject)).toEqual(['New host key on the SFTP server']);
  });

  it('searches the text the reader sees: the request language, or the other language where an item has only that', async () => {
    // The Korean reader does not find English words of items that have a Korean text...
    expect((await search({ searchText: 'maintenance' }, 'ko')).totalCount).toBe(0);
    // ...but finds the English-only notice, which they are shown in English.
    const invoices = await search({ searchText: 'invoices by e-mail' }, 'ko');
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0].languageTypeCode).toBe('02');
    // And the English reader finds the Korean-only notice by its Korean words.
    const chuseok = await search({ searchText: '고객센터 전화 상담' }, 'en');
    expect(chuseok.items.map((i) => i.languageTypeCode)).toContain('01');
  });

  it('combines text, category, board and sort', async () => {
    const res = await search({ searchText: '휴장', categoryCodes: '02', bbsCodes: 'NOTICE', sort: 'oldest', pageSize: 50 });
    expect(res.totalCount).toBeGreaterThan(0);
    for (const i of res.items) expect(i).toMatchObject({ categoryCode: '02', bbsCode: 'NOTICE' });
    const times = res.items.map((i) => i.createDateTime);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a search term under two characters with CNT1N4001, in the request language', async () => {
    const ko = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: '시' }, lang: 'ko' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json()).toEqual({ errorCode: 'CNT1N4001', errorMessage: '검색어는 2자 이상 입력해 주세요.' });
    const en = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: ' ! ' }, lang: 'en' });
    expect(en.json()).toEqual({ errorCode: 'CNT1N4001', errorMessage: 'Please enter at least 2 characters to search.' });
    // Blank text means no text filter.
    expect((await search({ searchText: '   ' })).totalCount).toBe(postedCount);
  });

  it('falls back to the other language for names and subjects', async () => {
    const koOnly = await seedKeyId('N-2026-023');
    const enOnly = await seedKeyId('N-2026-010');
    const ko = await detail(enOnly, {}, 'ko');
    expect(ko.languageTypeCode).toBe('02');
    expect(ko.subject).toBe('Notice to overseas vendors: invoices by e-mail only');
    expect(ko.categoryName).toBe('서비스 안내');
    const en = await detail(koOnly, {}, 'en');
    expect(en.languageTypeCode).toBe('01');
    expect(en.subject).toBe('추석 연휴 고객센터 운영 안내');
    expect(en.categoryName).toBe('Service');
    expect(en.languages).toEqual([{ languageTypeCode: '01', subject: '추석 연휴 고객센터 운영 안내' }]);
  });

  it('leaves out items that are not posted (noticeYn N)', async () => {
    const hidden = await seedKeyId('N-2025-000');
    const all = await search({ pageSize: 100, sort: 'oldest' });
    expect(all.items.map((i) => i.bbsContentId)).not.toContain(hidden);
    const res = await callApi(ctx, CALL_PATHS.getNotice, { params: { bbsContentId: hidden }, payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('is not audited (a read-only POST)', async () => {
    await search({ searchText: '점검' });
    const rows = await ctx.db.select().from(auditLogs).where(eq(auditLogs.route, CALL_PATHS.searchNotices.path));
    expect(rows).toHaveLength(0);
  });
});

describe('notice detail', () => {
  it('answers the notice with its HTML body, attachments and both neighbours', async () => {
    const list = await search({});
    const second = list.items[1];
    const d = await detail(second.bbsContentId);
    expect(d.subject).toBe(second.subject);
    expect(d.contents).toMatch(/^<p>/);
    expect(d.attachments).toEqual([]);
    expect(d.previous).toMatchObject({ bbsContentId: list.items[0].bbsContentId, subject: list.items[0].subject });
    expect(d.next).toMatchObject({ bbsContentId: list.items[2].bbsContentId, subject: list.items[2].subject });
  });

  it('has no previous at the top and no next at the end, and flips with the sort order', async () => {
    const newest = await search({ pageSize: 100 });
    const first = newest.items[0];
    const last = newest.items[newest.items.length - 1];
    const top = await detail(first.bbsContentId);
    expect(top.previous).toBeNull();
    expect(top.next?.bbsContentId).toBe(newest.items[1].bbsContentId);
    const end = await detail(last.bbsContentId);
    expect(end.next).toBeNull();
    expect(end.previous?.bbsContentId).toBe(newest.items[newest.items.length - 2].bbsContentId);
    const oldestFirst = await detail(last.bbsContentId, { sort: 'oldest' });
    expect(oldestFirst.previous).toBeNull();
    expect(oldestFirst.next?.bbsContentId).toBe(newest.items[newest.items.length - 2].bbsContentId);
  });

  it('keeps previous and next inside the filtered list the reader came from', async () => {
    const filtered = await search({ categoryCodes: '04', pageSize: 100 });
    const d = await detail(filtered.items[1].bbsContentId, { categoryCodes: '04' });
    expect(d.previous?.bbsContentId).toBe(filtered.items[0].bbsContentId);
    expect(d.next?.bbsContentId).toBe(filtered.items[2].bbsContentId);
    const text = await search({ searchText: '휴장일' });
    const t = await detail(text.items[0].bbsContentId, { searchText: '휴장일' });
    expect(t.previous).toBeNull();
    expect(t.next?.bbsContentId).toBe(text.items[1].bbsContentId);
  });

  it('lists attachments and stores sanitized HTML only', async () => {
    const id = await insertBbsContent(ctx.db, {
      bbsCode: 'NOTICE',
      categoryCode: '01',
      ko: {
        subject: '첨부 파일 시험',
        contents: '<p onclick="steal()">본문<script>alert(1)</script><a href="javascript:alert(1)">링크</a><img src="x" onerror="x()"></p>',
      },
      attachments: [
        { fileUuid: '3b241101-e2bb-4255-8caf-4136c566a962', fileName: '요율표.pdf', fileSize: 48213 },
        { fileUuid: '5c1a2f0e-9d7e-4f0a-8b53-2d8a0f6e1c11', fileName: 'rates.xlsx', fileSize: 10240 },
      ],
    });
    const [stored] = await ctx.db.select().from(bbsContentLanguages).where(eq(bbsContentLanguages.bbsContentId, id));
    expect(stored.contents).not.toMatch(/script|onclick|onerror|javascript:/);
    const d = await detail(id, {}, 'en');
    expect(d.contents).toBe(stored.contents);
    expect(d.attachmentCount).toBe(2);
    expect(d.attachments).toEqual([
      { fileUUID: '3b241101-e2bb-4255-8caf-4136c566a962', fileName: '요율표.pdf', fileSize: 48213 },
      { fileUUID: '5c1a2f0e-9d7e-4f0a-8b53-2d8a0f6e1c11', fileName: 'rates.xlsx', fileSize: 10240 },
    ]);
    const listed = await search({ searchText: '첨부 파일 시험' });
    expect(listed.items[0].attachmentCount).toBe(2);
  });

  it('answers 404 COM1N4041 for unknown ids and ids of other boards', async () => {
    const [faq] = await ctx.db
      .select()
      .from(bbsContents)
      .where(eq(bbsContents.bbsCode, 'FAQ'))
      .orderBy(desc(bbsContents.bbsContentId))
      .limit(1);
    for (const id of [999999, faq.bbsContentId]) {
      const res = await callApi(ctx, CALL_PATHS.getNotice, { params: { bbsContentId: id }, payload: {}, lang: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorCode: 'COM1N4041', errorMessage: 'The requested data does not exist.' });
    }
  });

  it('answers 400 for a bad id and COM1N4000 for a missing body', async () => {
    const bad = await callApi(ctx, CALL_PATHS.getNotice, { params: { bbsContentId: 'abc' }, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('COM1N4001');
    const list = await search({});
    const missing = await callApi(ctx, CALL_PATHS.getNotice, { params: { bbsContentId: list.items[0].bbsContentId } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('COM1N4000');
  });
});

describe('view counter of notices', () => {
  it('adds one per call, atomically, and is audited', async () => {
    const list = await search({});
    const item = list.items[0];
    const params = { bbsCode: item.bbsCode, bbsContentId: item.bbsContentId };
    const first = await callApi(ctx, CALL_PATHS.countBbsContentView, { params, pageId: 'P0202' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ bbsContentId: item.bbsContentId, inquireCount: item.inquireCount + 1 });
    const token = await loginAs(ctx, ROLE.customer);
    await Promise.all(Array.from({ length: 10 }, () => callApi(ctx, CALL_PATHS.countBbsContentView, { params, token })));
    const d = await detail(item.bbsContentId);
    expect(d.inquireCount).toBe(item.inquireCount + 11);
    const audits = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'BBS_VIEW'));
    expect(audits.length).toBeGreaterThanOrEqual(11);
    expect(audits.some((a) => a.pageId === 'P0202' && a.target === String(item.bbsContentId))).toBe(true);
  });

  it('answers 404 for another board or an unknown id, and 400 for an unknown board code', async () => {
    const list = await search({ bbsCodes: 'NOTICE' });
    const id = list.items[0].bbsContentId;
    const other = await callApi(ctx, CALL_PATHS.countBbsContentView, { params: { bbsCode: 'FAQ', bbsContentId: id } });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('COM1N4041');
    const unknown = await callApi(ctx, CALL_PATHS.countBbsContentView, { params: { bbsCode: 'NOTICE', bbsContentId: '999999' } });
    expect(unknown.statusCode).toBe(404);
    const badBoard = await callApi(ctx, CALL_PATHS.countBbsContentView, { params: { bbsCode: '12', bbsContentId: id } });
    expect(badBoard.statusCode).toBe(400);
    expect(badBoard.json().errorCode).toBe('COM1N4001');
  });
});

describe('the list answer cache across server processes', () => {
  /** Repeats a check until it passes: a change reaches another process's cache through a notification. */
  async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
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

  it('drops the kept answers of a second app on the same database when the first changes a notice', async () => {
    // A second app (on PostgreSQL: its own pool and listener connection, as another server process has; on PGlite:
    // the same embedded database, the one process it can serve).
    const other: Database =
      ctx.database.kind === 'postgres'
        ? wrapPostgres(
            new pg.Pool({
              connectionString: (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
              max: 2,
            }),
          )
        : ctx.database;
    const appB = await buildApp({ config: ctx.config, database: other, logger: false });
    try {
      const searchB = async () => {
        const res = await appB.inject({
          method: 'POST',
          url: CALL_PATHS.searchNotices.path,
          payload: { pageSize: 10 },
          headers: { 'accept-language': 'ko' },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { items: TNotice[]; totalCount: number };
      };
      const before = await searchB();
      const top = before.items[0];
      // The view counter does not change the data version: B answers from what it kept.
      await ctx.db
        .update(bbsContents)
        .set({ inquireCount: sql`${bbsContents.inquireCount} + 100` })
        .where(eq(bbsContents.bbsContentId, top.bbsContentId));
      expect((await searchB()).items[0]).toEqual(top);

      // A (its own connection) posts a notice: B's kept answers are dropped and B reads the new list.
      const id = await insertBbsContent(ctx.db, {
        bbsCode: 'NOTICE',
        ko: { subject: '다른 서버가 올린 공지', contents: '<p>캐시 확인</p>' },
      });
      await eventually(async () => {
        const after = await searchB();
        expect(after.totalCount).toBe(before.totalCount + 1);
        expect(after.items[0].bbsContentId).toBe(id);
      });
      expect((await searchB()).items.find((i) => i.bbsContentId === top.bbsContentId)?.inquireCount).toBe(top.inquireCount + 100);
    } finally {
      await appB.close();
      if (other !== ctx.database) await other.close();
    }
  });
});
