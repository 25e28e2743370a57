import { test, type Page } from '@playwright/test';
import { openPage } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

const OUT = '/tmp/shots33';
async function shoot(page: Page, name: string) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const SCREENS: { who: keyof typeof DEMO | null; url: string; name: string }[] = [
  { who: null, url: '/product/fee-estimator', name: 'fee-estimator-visitor' },
  { who: 'member', url: '/product/fee-estimator', name: 'fee-estimator-member' },
  { who: 'exempt', url: '/policy/policy-list', name: 'policy-list-delta' },
  { who: 'admin', url: '/admin/policy-list', name: 'admin-policy-list' },
  { who: 'member', url: '/report/non-display-applications', name: 'nd-applications' },
  { who: 'reporter', url: '/mypage/audit-events', name: 'audit-events-company' },
  { who: 'admin', url: '/admin/audit-events', name: 'audit-events-admin' },
  { who: 'admin', url: '/admin/company-admins', name: 'company-admins' },
  { who: 'reporter', url: '/mypage/webhooks', name: 'webhooks' },
  { who: 'member', url: '/order/order-write', name: 'order-write-fee' },
];

for (const s of SCREENS)
  test(`shots ${s.name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const lang of ['ko', 'en'] as const) {
      if (s.who) {
        const t = await sharedTokens(request, DEMO[s.who] as { email: string; key: string });
        await putSession(page, t, DEMO[s.who].email, lang);
      } else {
        await page.goto('/healthz');
        await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
      }
      await openPage(page, s.url);
      await page.waitForLoadState('networkidle');
      await shoot(page, `${s.name}-${lang}`);
    }
  });
