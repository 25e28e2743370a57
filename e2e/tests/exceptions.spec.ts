import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, type Tokens } from './session';

// The exceptions dashboard. In Korean: the sales representative opens the exceptions from the
// staff home's count of contracts ending, finds the demo world's contract due to end and follows the entry to the
// contract's page. In English: the exchange reviewer opens the exchange's dashboard from the home, filters it by kind
// and by a customer's name. The administrator's setting refuses an empty number of days (nothing saved: the setting is
// the whole portal's). The entries are the demo world's (apps/server/src/seed/exceptions.ts: a few of each kind).

interface Entry {
  kind: string;
  documentNumber: string;
  companyName: string;
  link: string;
}

async function entriesOf(request: APIRequestContext, t: Tokens, path: string, kind: string, lang: 'ko' | 'en') {
  const res = await request.post(path, {
    headers: { authorization: `Bearer ${t.access_token}`, 'accept-language': lang },
    data: { kind, pageSize: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Entry[] }).items;
}

test.describe('the exceptions dashboard', () => {
  test('provider staff open the contracts ending from the home count and follow one to its contract (Korean)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const sales = await sharedTokens(request, DEMO.sales);
    const ending = await entriesOf(request, sales, '/apis/v1/admin/exceptions/search', 'CONTRACT_ENDING', 'ko');
    expect(ending.length).toBeGreaterThan(0);
    const entry = ending[0]!;
    const main = page.locator('main');

    await putSession(page, sales, DEMO.sales.email, 'ko');
    await openPage(page, '/home');
    const block = page.getByRole('region', { name: '예외 현황' });
    await expect(block).toBeVisible();
    await block.getByRole('link', { name: /종료 예정 계약/ }).click();
    await expect(page).toHaveURL(/\/admin\/exceptions\?kind=CONTRACT_ENDING$/);
    await expect(page.locator('main h1')).toHaveText('예외 현황');
    await expect(main.getByRole('radio', { name: /종료 예정 계약 \(\d+\)/ })).toBeChecked();
    const link = main.getByRole('link', { name: new RegExp(entry.documentNumber) });
    await expect(link).toBeVisible();
    await expect(main.locator('tbody tr').filter({ hasText: entry.documentNumber }).first()).toContainText(entry.companyName);
    await expectAccessible(page, 'exceptions ko contracts ending');

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${entry.link}$`));
    await expectPageReady(page);
    await expect(main.getByText(entry.documentNumber).first()).toBeVisible();
  });

  test('the exchange reviewer sees its dashboard, by kind and by customer (English)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const reviewer = await sharedTokens(request, DEMO.reviewer);
    const mismatches = await entriesOf(request, reviewer, '/apis/v1/exchange/exceptions/search', 'NON_DISPLAY_MISMATCH', 'en');
    expect(mismatches.length).toBeGreaterThan(0);
    const entry = mismatches[0]!;
    const main = page.locator('main');

    await putSession(page, reviewer, DEMO.reviewer.email, 'en');
    await openPage(page, '/home');
    const block = page.getByRole('region', { name: 'Exceptions' });
    await expect(block).toBeVisible();
    await block.getByRole('link', { name: 'Open the exceptions' }).click();
    await expect(page).toHaveURL(/\/exchange\/exceptions$/);
    await expect(page.locator('main h1')).toHaveText('Exceptions');
    await expectAccessible(page, 'exceptions en all');

    await main
      .locator('.ant-segmented-item')
      .filter({ hasText: /Non-display mismatches \(\d+\)/ })
      .click();
    await expect(page).toHaveURL(/kind=NON_DISPLAY_MISMATCH/);
    await expect(main.getByRole('link', { name: new RegExp(entry.documentNumber) }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(entry.documentNumber) }).first()).toHaveAttribute('href', entry.link);
    expect(entry.link).toMatch(/^\/exchange\//);

    await main.getByRole('searchbox', { name: 'Search' }).fill(entry.companyName);
    await main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(main.locator('tbody tr').filter({ hasText: entry.documentNumber }).first()).toBeVisible();
    await expect(main.locator('tbody tr').filter({ hasNotText: entry.companyName })).toHaveCount(0);
    await expectAccessible(page, 'exceptions en filtered');
  });

  test('the administrator’s stale-days setting refuses an empty number and says why (Korean)', async ({ page, request }) => {
    const admin = await sharedTokens(request, DEMO.admin);
    const main = page.locator('main');
    await putSession(page, admin, DEMO.admin.email, 'ko');
    await openPage(page, '/admin/exceptions?kind=STALE_REQUEST');
    const days = main.getByRole('spinbutton', { name: '처리 지연 기준 일수' });
    await expect(days).toHaveValue(/^\d+$/);
    await expect(main.getByText('일수를 바꾸면 저장할 수 있습니다.')).toBeVisible();
    await days.fill('');
    // The page has two settings (the stale days, the dispute window): each form is named by its label.
    await main.getByRole('form', { name: '처리 지연 기준 일수' }).getByRole('button', { name: '저장' }).click();
    await expect(main.getByRole('alert')).toHaveText('1일부터 365일 사이의 정수로 입력해 주세요.');
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'exceptions ko setting refused');
  });
});
