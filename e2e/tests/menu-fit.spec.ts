import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPageReady, openPage, TEXT } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

// Every role sees the main menu at 1280 px and wider, in both languages (the account controls have a row of
// their own, decision 064); at 1024 and 390 px the page fits its width and the whole menu is behind the menu button.

const ROLES = [
  ['customer member', DEMO.member],
  ['sales representative', DEMO.sales],
  ['administrator', DEMO.admin],
  ['exchange reviewer', DEMO.reviewer],
] as const;
/** The page is no wider than the window (nothing reached by scrolling sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [role, account] of ROLES) {
  test(`the ${role}'s main menu shows from 1280 px in Korean and English, and the page fits at 1024 and 390 px`, async ({
    page,
    request,
  }) => {
    const tokens = await sharedTokens(request, account);
    for (const lang of ['ko', 'en'] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await putSession(page, tokens, account.email, lang);
      await openPage(page, '/home');
      const bar = page.locator('header.top-bar');
      const menu = page.getByRole('navigation', { name: TEXT[lang].mainMenu });
      for (const width of [1920, 1440, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(bar, `${lang} at ${width} px`).not.toHaveClass(/is-menu-collapsed/);
        await expect(menu).toBeVisible();
        // Every top item is on screen, on the bar's one row.
        const items = menu.getByRole('listitem');
        const boxes = await items.evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right })),
        );
        expect(boxes.length).toBeGreaterThan(2);
        expect(new Set(boxes.map((b) => Math.round(b.top))).size, `${lang} at ${width} px: one row`).toBe(1);
        for (const b of boxes) expect(b.right).toBeLessThanOrEqual(width);
        expect(await overflow(page), `${lang} at ${width} px`).toBeLessThanOrEqual(0);
      }
      for (const width of [1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('button', { name: TEXT[lang].openDrawer })).toBeVisible();
        expect(await overflow(page), `${lang} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectPageReady(page);
    }
  });
}
