import { expect, test } from './fixtures';
import { expectPageReady, TEXT } from './helpers';

// Where a visitor cannot go: a screen the server gives them no page record for, a login-required screen,
// and an address that is no screen at all.

test('a screen without a page record for visitors goes to /pageNotAccess, and its button goes home', async ({ page, consoleErrors }) => {
  // The member-approval screen exists in the web app, but only provider staff get its page record.
  await page.goto('/admin/member-approval');
  await expect(page).toHaveURL(/\/pageNotAccess$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.ko.notAccessible })).toBeVisible();
  await expect(page.getByText('페이지에 접근할 수 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: TEXT.ko.goHome }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectPageReady(page);
  expect(consoleErrors).toEqual([]);
});

test('/pageNotAccess in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/pageNotAccess');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.notAccessible })).toBeVisible();
  await expect(page.getByText('You cannot access the page.')).toBeVisible();
});

test('a login-required screen sends a visitor to /login with the full path to return to', async ({ page }) => {
  await page.goto('/mypage/member-info?tab=1');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
  expect(returnUrl).toBe('/mypage/member-info?tab=1');
  await expect(page.locator('main h1').first()).toHaveText(TEXT.ko.login);
});

for (const lang of ['ko', 'en'] as const) {
  test(`an unknown address shows the not-found page (${lang})`, async ({ page, consoleErrors }) => {
    if (lang === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(200); // the web app answers, then shows its own not-found page
    await expect(page).toHaveURL(/\/no-such-page\/anywhere$/);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText(TEXT[lang].notFound)).toBeVisible();
    await page.getByRole('button', { name: TEXT[lang].goHome }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown call under /apis answers 404 in the error shape, never the web app', async ({ request }) => {
  const res = await request.get('/apis/v1/no-such-call', { headers: { 'accept-language': 'en' } });
  expect(res.status()).toBe(404);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorMessage']);
});
