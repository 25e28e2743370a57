import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, test, useLanguage } from './fixtures';
import {
  animationsDone,
  expectPageReady,
  expectPageSettled,
  findBulletin,
  firstDerivativesNotice,
  firstNotice,
  openPage,
  putPopupsAway,
  TEXT,
} from './helpers';

// Every public page (home, notices, FAQ, products, guidelines, error pages) in both languages: no serious or critical accessibility violation (axe, WCAG 2.1
// A and AA), with the page fully loaded. Also the states that add content: a footer dialog, the phone-width
// drawer and an announcement popup.

type Target = { name: string; url: (request: APIRequestContext) => Promise<string>; popups?: boolean };
const at = (url: string) => async () => url;

const PAGES: Target[] = [
  { name: 'home', url: at('/home') },
  { name: 'notice list', url: at('/notice/notice-list') },
  { name: 'notice list, searched', url: at(`/notice/notice-list?keyword=${encodeURIComponent('휴장일')}&pageSize=50`) },
  { name: 'notice detail', url: async (r) => `/notice/${(await firstNotice(r)).items[0].bbsContentId}/notice-detail` },
  { name: 'derivatives notice list', url: at('/krx-derivatives/krx-derivatives-list') },
  {
    name: 'derivatives notice detail',
    url: async (r) => `/krx-derivatives/${(await firstDerivativesNotice(r)).bbsContentId}/krx-derivatives-detail`,
  },
  {
    name: 'bulletin detail',
    url: async (r) => {
      const b = await findBulletin(r);
      return `/bbs/${b.bbsCode}/${b.bbsContentId}/bbs-contents-detail`;
    },
  },
  { name: 'FAQ', url: at('/faq/faq-list') },
  { name: 'product outline', url: at('/product/information-product-outline') },
  { name: 'product outline at /policy', url: at('/policy') },
  { name: 'product outline at /epolicy', url: at('/epolicy') },
  { name: 'product outline at /tncdef', url: at('/tncdef') },
  { name: 'product outline at /deftnc', url: at('/deftnc') },
  { name: 'real-time products', url: at('/product/realtime-product') },
  { name: 'closing price products', url: at('/product/closing-price-product') },
  { name: 'stock information companies', url: at('/product/stock-information-companies') },
  { name: 'homepage guideline', url: at('/service/homepage-guideline') },
  { name: 'visit guideline', url: at('/service/visit-guideline') },
  { name: 'page not accessible', url: at('/pageNotAccess'), popups: false },
  { name: 'not found', url: at('/no-such-page'), popups: false },
];

for (const lang of ['ko', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    // One browser page walks every page (a step each), as a visitor browsing the site would: the
    // announcement popups are put away once. Each failure names its page.
    test(`every page of the public site (${PAGES.length} pages)`, async ({ page, request }) => {
      test.setTimeout(PAGES.length * 15_000);
      for (const target of PAGES) {
        await test.step(target.name, async () => {
          await openPage(page, await target.url(request), { popups: target.popups ?? true });
          await expectPageSettled(page);
          await expectAccessible(page, `${target.name} (${lang})`);
        });
      }
    });

    // An announcement popup, then (put away) a footer dialog, on one load of /home.
    test('an announcement popup and a footer dialog (terms and conditions)', async ({ page }) => {
      const popups = page.waitForResponse((r) => r.url().includes('/popups'));
      await page.goto('/home');
      const list = (await (await popups).json()) as { popups: unknown[] };
      const t = TEXT[lang];
      if (list.popups.length) {
        const notToday = page.getByRole('button', { name: t.popupNotToday });
        await notToday.first().waitFor();
        await expectAccessible(page, `popup (${lang})`);
        await putPopupsAway(notToday);
      }
      await expectPageReady(page);
      await page.getByRole('contentinfo', { name: t.footer }).getByRole('button', { name: t.terms, exact: true }).click();
      await page.getByRole('dialog').getByRole('region').waitFor();
      await expectAccessible(page, `terms dialog (${lang})`);
    });

    // The notice list at 360 px, then its drawer open over it.
    test('a notice list and the drawer at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await openPage(page, '/notice/notice-list');
      await expectAccessible(page, `notice list at 360 px (${lang})`);
      await page.getByRole('button', { name: TEXT[lang].openDrawer }).click();
      await page.getByRole('dialog', { name: TEXT[lang].drawer }).waitFor();
      await animationsDone(page); // the slide-in: scanned half-way, its colours would be blended
      await expectAccessible(page, `drawer (${lang})`);
    });
  });
}
