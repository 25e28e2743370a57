import { CALL_PATHS, CODE_GROUPS, type TCodeGroup } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { auditLogs, codes } from '../../db/schema/index';
import { seedCodes } from '../../seed/codes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('codes by group', () => {
  it('answers a group with its codes in order, names in the request language', async () => {
    const ko = await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: CODE_GROUPS.noticeCategory }, lang: 'ko' });
    expect(ko.statusCode).toBe(200);
    const group = ko.json() as TCodeGroup;
    expect(group.codeGroupCode).toBe('NOTICE_CATEGORY');
    expect(group.codeGroupName).toBe('공지 분류');
    expect(group.codes.map((c) => c.code)).toEqual(['01', '02', '03', '04', '05']);
    expect(group.codes[0]).toEqual({
      code: '01',
      codeName: '서비스 안내',
      codeLanguages: [
        { languageTypeCode: '01', codeName: '서비스 안내' },
        { languageTypeCode: '02', codeName: 'Service' },
      ],
      extraValue: null,
      sortOrder: 1,
    });
    const en = (
      await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: CODE_GROUPS.noticeCategory }, lang: 'en' })
    ).json() as TCodeGroup;
    expect(en.codeGroupName).toBe('Notice categories');
    expect(en.codes[0].codeName).toBe('Service');
  });

  it('answers "Other" (99) last in any group, whatever its sort order', async () => {
    await ctx.db.insert(codes).values({ codeGroupCode: 'FAQ_CATEGORY', code: '99', nameKo: '기타', nameEn: 'Other', sortOrder: 0 });
    const faq = (
      await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'FAQ_CATEGORY' }, lang: 'en' })
    ).json() as TCodeGroup;
    expect(faq.codes.map((c) => c.code)).toEqual(['01', '02', '03', '04', '05', '99']);
    await ctx.db.delete(codes).where(sql`${codes.codeGroupCode} = 'FAQ_CATEGORY' and ${codes.code} = '99'`);
  });

  it('carries extra values such as dialling codes of nations', async () => {
    const nations = (await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'NATION' }, lang: 'en' })).json() as TCodeGroup;
    expect(nations.codes.find((c) => c.code === 'KR')).toMatchObject({ codeName: 'Republic of Korea', extraValue: '+82' });
  });

  it('leaves out codes no longer in use', async () => {
    await ctx.db
      .update(codes)
      .set({ useYn: 'N' })
      .where(sql`${codes.codeGroupCode} = 'FAQ_CATEGORY' and ${codes.code} = '05'`);
    const faq = (await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'FAQ_CATEGORY' } })).json() as TCodeGroup;
    expect(faq.codes.map((c) => c.code)).not.toContain('05');
    await ctx.db
      .update(codes)
      .set({ useYn: 'Y' })
      .where(sql`${codes.codeGroupCode} = 'FAQ_CATEGORY' and ${codes.code} = '05'`);
  });

  it('answers 404 COM1N4041 for an unknown group and 400 COM1N4001 for a malformed one', async () => {
    const unknown = await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'NO_SUCH_GROUP' }, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorCode: 'COM1N4041', errorMessage: 'The requested data does not exist.' });
    const bad = await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'bad-group!' }, lang: 'ko' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('COM1N4001');
  });
});

describe('codes search', () => {
  it('answers several groups in the order asked, unknown ones left out, without an audit row', async () => {
    const res = await callApi(ctx, CALL_PATHS.searchCodes, {
      payload: { codeGroupCodes: ['FAQ_CATEGORY', 'NO_SUCH_GROUP', 'BBS_CODE', 'FAQ_CATEGORY'] },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    const groups = res.json().codeGroups as TCodeGroup[];
    expect(groups.map((g) => g.codeGroupCode)).toEqual(['FAQ_CATEGORY', 'BBS_CODE']);
    expect(groups[1].codes.find((c) => c.code === '05')?.codeName).toBe('Training and seminars');
    const audits = await ctx.db.select().from(auditLogs).where(eq(auditLogs.route, CALL_PATHS.searchCodes.path));
    expect(audits).toHaveLength(0);
  });

  it('answers COM1N4000 without a body or the list, COM1N4001 for an empty or malformed list', async () => {
    const noBody = await callApi(ctx, CALL_PATHS.searchCodes, { lang: 'en' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errorCode).toBe('COM1N4000');
    const noList = await callApi(ctx, CALL_PATHS.searchCodes, { payload: {} });
    expect(noList.json().errorCode).toBe('COM1N4000');
    for (const codeGroupCodes of [[], ['a b'], 'NATION']) {
      const res = await callApi(ctx, CALL_PATHS.searchCodes, { payload: { codeGroupCodes } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('COM1N4001');
    }
  });
});

describe('codes seed', () => {
  it('is idempotent and restores changed names', async () => {
    const [before] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(codes);
    await ctx.db
      .update(codes)
      .set({ nameEn: 'Old' })
      .where(sql`${codes.codeGroupCode} = 'NATION' and ${codes.code} = 'KR'`);
    await seedCodes(ctx.db);
    const [after] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(codes);
    expect(after.n).toBe(before.n);
    const [kr] = await ctx.db
      .select()
      .from(codes)
      .where(sql`${codes.codeGroupCode} = 'NATION' and ${codes.code} = 'KR'`);
    expect(kr.nameEn).toBe('Republic of Korea');
  });
});
