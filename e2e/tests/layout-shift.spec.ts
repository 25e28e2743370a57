import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { expectPageSettled } from './helpers';
import { DEMO, signedInAs } from './session';

// Cumulative layout shift on /home as a phone (390 px), the figure Lighthouse reported at 0.61: the footer painted
// first and the content pushed it down. A layout figure, not a timing: the page's own shifts, summed by the browser.

/** Collects every layout shift of the page from its start (buffered), without those right after an input. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) => {
            const el = s.node as Element | null;
            return el?.nodeType === 1 ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}` : String(el?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settledShift(page: Page) {
  await expectPageSettled(page);
  // Two frames after the page is ready: whatever its last data moved has been laid out and reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

const total = (shifts: { value: number }[]) => shifts.reduce((n, s) => n + s.value, 0);

test.describe('layout shift on /home at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of ['ko', 'en'] as const) {
    test(`a visitor (${lang}): under 0.1`, async ({ page }) => {
      await useLanguage(page, lang);
      await watchShifts(page);
      await page.goto('/home');
      const shifts = await settledShift(page);
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.1);
    });
  }

  test('a signed-in member (ko): under 0.1', async ({ page }) => {
    await signedInAs(page, DEMO.member);
    await watchShifts(page);
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    const shifts = await settledShift(page);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.1);
  });
});
