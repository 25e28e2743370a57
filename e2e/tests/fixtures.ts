import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Sets the interface language before the app starts (stored setting, as the language switch does). */
export async function useLanguage(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
}

/** Accessibility scan: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // A dialog or popup still fading in has half its contrast: scan what a reader sees once it is drawn.
  // (Endless animations such as a spinner never finish and are left out.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

let journeys = 0;
/**
 * Each journey is a client of its own: the server limits some calls per client address (sign-ins,
 * joins, resets, resends, find-id: platform/rate-limit-keys.ts), and journeys that all come from
 * 127.0.0.1 would share those counts, so one journey's calls, a repeated run or a second worker could
 * push another over a limit. The e2e server trusts 127.0.0.1 as a proxy (server.mjs), and each journey
 * names an address of the IPv6 documentation prefix, a /64 of its own (the limits count per /64).
 * Header value only: no traffic goes to it.
 */
export function clientAddress(workerIndex: number) {
  journeys += 1;
  return `2001:db8:${(workerIndex & 0xffff).toString(16)}:${(journeys & 0xffff).toString(16)}::1`;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.workerIndex) });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
export { expect };
