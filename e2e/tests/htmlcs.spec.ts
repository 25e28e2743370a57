import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { openPage } from './helpers';
import { DEMO, signedInAs } from './session';

// WCAG 2 AA with HTML_CodeSniffer, the engine pa11y runs (decision 068): its script injected into the main pages of
// each role, in both languages across the roles; no error (type 1) may remain. Notices (3) and warnings (2) are a
// reviewer's to judge and are not asserted.

const HTMLCS_PATH = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

interface Finding {
  code: string;
  msg: string;
  element: string;
}

/** Runs HTML_CodeSniffer's WCAG2AA standard on the page as it stands and answers its errors. */
async function htmlcsErrors(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: HTMLCS_PATH });
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const w = window as unknown as {
          HTMLCS: {
            process: (standard: string, content: Document, done: () => void, fail: () => void, lang?: string) => void;
            getMessages: () => { type: number; code: string; msg: string; element: Element }[];
            getTranslation: (key: string) => string | undefined;
          };
        };
        // HTML_CodeSniffer 2.5.1 asks for its "InvalidAutoComplete" messages under a spelling its table lacks
        // ("InvalidAutocomplete" is there) and stops with a TypeError: the lookup falls back to the other spelling.
        const lookup = w.HTMLCS.getTranslation.bind(w.HTMLCS);
        w.HTMLCS.getTranslation = (key: string) => lookup(key) ?? lookup(key.replace('InvalidAutoComplete', 'InvalidAutocomplete')) ?? key;
        w.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  code: m.code,
                  msg: m.msg,
                  element: (m.element?.outerHTML ?? String(m.element)).replace(/\s+/g, ' ').slice(0, 240),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}

/** Every page of the list for one signed-in account: no HTML_CodeSniffer error on any (all found are listed at once). */
/** A page by its address, or the first document a list links to (`link`: a CSS selector on the list's page). */
type ScannedPage = string | { list: string; link: string };

async function scanPages(page: Page, pages: ScannedPage[]) {
  const found: string[] = [];
  for (const entry of pages) {
    let url: string;
    if (typeof entry === 'string') url = entry;
    else {
      await openPage(page, entry.list);
      const href = await page.locator(entry.link).first().getAttribute('href');
      expect(href, `${entry.list} links to ${entry.link}`).toBeTruthy();
      url = href!;
    }
    await openPage(page, url);
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const errors = await htmlcsErrors(page).catch((err: Error) => [{ code: 'scanner', msg: err.message, element: '' }]);
    for (const e of errors) found.push(`${url}: ${e.code}\n  ${e.msg}\n  ${e.element}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

const ROLES: { role: string; account: { email: string; key: string }; lang: 'ko' | 'en'; pages: ScannedPage[] }[] = [
  {
    role: 'member',
    account: DEMO.member,
    lang: 'ko',
    pages: [
      '/home',
      '/contract/contract-list',
      '/order/order-list',
      '/order/order-write',
      '/report/user-report-list',
      '/report/user-report-write',
      '/report/non-display-write',
      '/billing/billing-list',
      { list: '/billing/billing-list', link: 'main a[href$="/billing-detail"]' },
      '/mypage/member-info',
    ],
  },
  {
    role: 'representative',
    account: DEMO.sales,
    lang: 'en',
    pages: ['/home', '/admin/work-queue', '/contract/contract-list', '/order/order-list', '/admin/billing'],
  },
  {
    role: 'administrator',
    account: DEMO.admin,
    lang: 'ko',
    pages: ['/home', '/admin/member-approval', '/admin/billing', '/admin/exceptions', '/admin/operations'],
  },
  {
    role: 'reviewer',
    account: DEMO.reviewer,
    lang: 'en',
    pages: ['/home', '/exchange/approval-list', '/exchange/contract-status', '/exchange/sales-status'],
  },
];

test.describe('HTML_CodeSniffer, WCAG 2 AA', () => {
  // The portal's CSP allows only its own scripts: the scanner's script is injected as pa11y's browser would, past it.
  test.use({ bypassCSP: true });
  for (const { role, account, lang, pages } of ROLES) {
    test(`the ${role}'s main pages (${lang}) have no error`, async ({ page }) => {
      test.setTimeout(60_000 + pages.length * 20_000);
      await useLanguage(page, lang);
      await signedInAs(page, account, { lang });
      await scanPages(page, pages);
    });
  }
});
