import {
  CALL_PATHS,
  CONTENTS_TYPES,
  MENU_GROUPS,
  PAGES,
  PAGE_CONTENTS_TYPES,
  ROLE,
  type PageDefinition,
  type TContentsLatest,
  type TPopup,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, SEEDED_LOGIN, tokenFor, type TestContext } from '../../../test/helpers';
import { bbsContents, contentsVersions, passkeys, standardDocuments, users } from '../../db/schema/index';
import { seedContent } from '../../seed/content';
import { addContentsVersion, ensureContents } from './service';

let ctx: TestContext;
const DAY = 24 * 3600 * 1000;

async function latest(code: string, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, CALL_PATHS.getLatestContents, { params: { contentsTypeCode: code }, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TContentsLatest;
}
async function popups(lang: 'ko' | 'en' = 'ko', token?: string) {
  const res = await callApi(ctx, CALL_PATHS.getPopups, { params: { contentsTypeCode: CONTENTS_TYPES.popup }, lang, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().popups as TPopup[];
}

beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('latest version of contents', () => {
  it('answers contact us (01_10) in both languages', async () => {
    const ko = await latest('01_10', 'ko');
    expect(ko).toMatchObject({ contentsTypeCode: '01_10', contentsName: '문의처', noticeYn: 'Y', versionNo: 1 });
    expect(ko.contentsContents).toContain('<table>');
    const en = await latest('01_10', 'en');
    expect(en.contentsName).toBe('Contact us');
    expect(en.contentsContents).toContain('Technical support');
  });

  it('answers the newest of several versions (directions, 01_08)', async () => {
    const d = await latest('01_08', 'en');
    expect(d.versionNo).toBe(2);
    expect(d.contentsContents).toContain('Public transport');
    expect(new Date(d.createDateTime).toISOString()).toBe(d.createDateTime);
  });

  it('has the contents of every product and guide page, and a banner for every menu icon code', async () => {
    for (const code of new Set(Object.values(PAGE_CONTENTS_TYPES))) {
      const ko = await latest(code, 'ko');
      expect(ko.contentsContents.length).toBeGreaterThan(100);
      expect((await latest(code, 'en')).contentsName).toMatch(/[A-Za-z]/);
    }
    const icons = new Set(
      [...MENU_GROUPS, ...(PAGES as readonly PageDefinition[]).flatMap((p) => (p.menu ? [p.menu] : []))].flatMap((m) =>
        m.iconCode ? [m.iconCode] : [],
      ),
    );
    for (const code of icons) {
      const banner = await latest(code, 'en');
      expect(banner.contentsName).toBeTruthy();
      expect(banner.contentsContents).toMatch(/^<p>.+<\/p>$/);
    }
    expect((await latest('BN_PRODUCT', 'ko')).contentsName).toBe('정보상품');
  });

  it('answers noticeYn as stored: a version that is not posted says N', async () => {
    const id = await ensureContents(ctx.db, 'TEST_DRAFT', 'TEST_DRAFT');
    await addContentsVersion(ctx.db, id, 1, { nameKo: '초안', contentsKo: '<p>게시 전</p>', noticeYn: 'N' });
    const draft = await latest('TEST_DRAFT', 'en');
    expect(draft).toMatchObject({ noticeYn: 'N', contentsName: '초안', contentsContents: '<p>게시 전</p>' });
  });

  it('stores sanitized HTML only', async () => {
    const id = await ensureContents(ctx.db, 'TEST_XSS', 'TEST_XSS');
    await addContentsVersion(ctx.db, id, 1, {
      nameEn: 'x',
      contentsEn:
        '<p style="color:red" onmouseover="x()">Hi<script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="https://krx-data.example" target="_blank">site</a></p>',
    });
    const [row] = await ctx.db.select().from(contentsVersions).where(eq(contentsVersions.contentsId, id));
    expect(row.contentsEn).toBe('<p>Hi<a href="https://krx-data.example" target="_blank" rel="noopener noreferrer">site</a></p>');
  });

  it('answers 404 COM1N4041 for an unknown type and 400 COM1N4001 for a malformed one', async () => {
    const unknown = await callApi(ctx, CALL_PATHS.getLatestContents, { params: { contentsTypeCode: '99_99' }, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('COM1N4041');
    const bad = await callApi(ctx, CALL_PATHS.getLatestContents, { params: { contentsTypeCode: 'a b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('COM1N4001');
  });
});

describe('popups', () => {
  it('answers the posted popups whose display window holds now, only', async () => {
    const now = Date.now();
    const list = await popups('en');
    expect(list.map((p) => p.contentsName)).toEqual(['Year-end market holidays']);
    const [yearEnd] = list;
    expect(Date.parse(yearEnd.displayStartDateTime)).toBeLessThanOrEqual(now);
    expect(Date.parse(yearEnd.displayEndDateTime)).toBeGreaterThan(now);
    expect(yearEnd.width).toBe(440);

    const hidden = await ensureContents(ctx.db, 'TEST_POPUP_HIDDEN', CONTENTS_TYPES.popup);
    await addContentsVersion(ctx.db, hidden, 1, {
      nameKo: '숨김',
      contentsKo: '<p>x</p>',
      noticeYn: 'N',
      displayStartAt: new Date(now - DAY),
      displayEndAt: new Date(now + DAY),
    });
    const future = await ensureContents(ctx.db, 'TEST_POPUP_FUTURE', CONTENTS_TYPES.popup);
    await addContentsVersion(ctx.db, future, 1, {
      nameKo: '예정',
      contentsKo: '<p>x</p>',
      displayStartAt: new Date(now + DAY),
      displayEndAt: new Date(now + 2 * DAY),
    });
    const koOnly = await ensureContents(ctx.db, 'TEST_POPUP_KO', CONTENTS_TYPES.popup);
    await addContentsVersion(ctx.db, koOnly, 1, {
      nameKo: '점검 안내',
      contentsKo: '<p>오늘 밤 점검</p>',
      displayStartAt: new Date(now - 1000),
      displayEndAt: new Date(now + DAY),
    });
    const after = await popups('en');
    expect(after.map((p) => p.contentsName)).toEqual(['점검 안내', 'Year-end market holidays']);
    expect(after[0].width).toBe(480);
  });

  it('follows the newest version of a popup: a withdrawn popup disappears', async () => {
    const id = await ensureContents(ctx.db, 'TEST_POPUP_KO', CONTENTS_TYPES.popup);
    await addContentsVersion(ctx.db, id, 2, {
      nameKo: '점검 안내',
      contentsKo: '<p>취소</p>',
      noticeYn: 'N',
      displayStartAt: new Date(Date.now() - 1000),
      displayEndAt: new Date(Date.now() + DAY),
    });
    expect((await popups('ko')).map((p) => p.contentsName)).toEqual(['연말연시 시장 휴장일 안내']);
  });

  it('shows the call to set up OTP only to a signed-in member without a second factor', async () => {
    const OTP = 'One-time passwords become mandatory';
    const names = async (token?: string) => (await popups('en', token)).map((p) => p.contentsName);
    // A visitor is not a member: no call to enrol.
    expect(await names()).not.toContain(OTP);
    // The demo member signs in with an OTP code: right after it, the popup must not tell them to set one up.
    const email = SEEDED_LOGIN[ROLE.customer];
    const [member] = await ctx.db.select().from(users).where(eq(users.loginEmail, email));
    expect(member.otpEnrolled).toBe(true);
    const token = await tokenFor(ctx, email);
    expect(await names(token)).toEqual(['Year-end market holidays']);
    try {
      // Without an authenticator app (nor a passkey) the same member is asked to set one up.
      await ctx.db.update(users).set({ otpEnrolled: false }).where(eq(users.id, member.id));
      expect((await names(token)).sort()).toEqual([OTP, 'Year-end market holidays']);
      // A passkey is a second factor too.
      await ctx.db.insert(passkeys).values({ userId: member.id, credentialId: 'popup-test-credential', publicKey: 'x', name: 'Test key' });
      expect(await names(token)).not.toContain(OTP);
    } finally {
      await ctx.db.delete(passkeys).where(eq(passkeys.credentialId, 'popup-test-credential'));
      await ctx.db.update(users).set({ otpEnrolled: true }).where(eq(users.id, member.id));
    }
  });

  it('answers an empty list for a type without popups', async () => {
    const res = await callApi(ctx, CALL_PATHS.getPopups, { params: { contentsTypeCode: '01_08' } });
    expect(res.json()).toEqual({ popups: [] });
  });
});

describe('content seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const counts = async () =>
      Promise.all(
        [contentsVersions, standardDocuments, bbsContents].map(
          async (t) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t))[0].n,
        ),
      );
    const before = await counts();
    await seedContent(ctx.db);
    expect(await counts()).toEqual(before);
  });
});
