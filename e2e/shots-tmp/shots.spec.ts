import { test } from '@playwright/test';
import { DEMO, apiSignIn, putSession } from '../tests/session';

const BASE = 'http://127.0.0.1:4100';
test.use({ baseURL: BASE });
test.setTimeout(600_000);

async function firstId(request: any, token: string, path: string, key: string, body: Record<string, unknown> = {}) {
  const res = await request.post(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` }, data: body });
  const j = await res.json();
  return j.items?.[0]?.[key];
}

test('shots', async ({ page, request }) => {
  const member = await apiSignIn(request, DEMO.member, { companyId: undefined } as never);
  const admin = await apiSignIn(request, DEMO.admin, {} as never);
  const ndId = await firstId(request, member.access_token, '/apis/v1/user/non-display-reports/search', 'declarationId');
  const susId = await firstId(request, member.access_token, '/apis/v1/user/suspensions/search', 'suspensionId');
  const cId = await firstId(request, member.access_token, '/apis/v1/user/contracts/search', 'contractId', { status: 'ACTIVE' });
  const memberPages = [
    ['nd-list', '/report/non-display-list'],
    ['nd-write', '/report/non-display-write'],
    ['nd-detail', `/report/${ndId}/non-display-detail`],
    ['susp-list', '/contract/suspension-list'],
    ['susp-request', `/contract/${cId}/suspension-request`],
    ['susp-detail', `/contract/suspension/${susId}/suspension-detail`],
    ['other-list', '/contract/other-report-list'],
    ['other-request', `/contract/${cId}/other-report-request`],
    ['contract-detail', `/contract/${cId}/contract-detail`],
    ['ciq-form', '/support/contract-inquiry'],
  ];
  const adminPages = [
    ['work-queue', '/admin/work-queue'],
    ['susp-approval-list', '/admin/suspension-approval-list'],
    ['susp-approval-detail', `/admin/suspension/${susId}/suspension-approval-detail`],
    ['ciq-admin', '/admin/contract-inquiry-list'],
  ];
  for (const [who, tokens, email, pages] of [
    ['m', member, DEMO.member.email, memberPages],
    ['a', admin, DEMO.admin.email, adminPages],
  ] as const) {
    for (const lang of ['ko', 'en'] as const) {
      await putSession(page, tokens as never, email, lang);
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, url] of pages) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await page.screenshot({ path: `/tmp/myshots/${who}-${name}-${lang}-${width}.png`, fullPage: width === 390 ? false : true });
        }
      }
    }
  }
});
