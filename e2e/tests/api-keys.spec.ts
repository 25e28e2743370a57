import type { Page } from '@playwright/test';
import { expect, expectAccessible, koreaDay, test } from './fixtures';
import { expectPageReady, openPage } from './helpers';
import { enrolThroughApi, newMember, putSession } from './session';

// Personal API keys and the reporting API: a member creates a key on My page, sees it once with its
// warning, calls the reporting API with it from outside the browser (fetch, as a firm's system would), revokes it, and
// the same call is refused. Then the page in English: a second key, its dialog, the list. Accessibility scans in both
// languages, with the dialogs open. With APK_SCREENSHOTS=1 each state is also saved at 1440, 1024 and 390 px
// (/tmp/apk-*.png, for a look by eye).

type Lang = 'ko' | 'en';
const REPORTING_ME = '/apis/v1/reporting/me';

/** Saves the page at three widths when APK_SCREENSHOTS=1 (the viewport is put back afterwards). */
async function screenshots(page: Page, name: string) {
  if (!process.env.APK_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `/tmp/apk-${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** A call of the reporting API from outside the browser, as a firm's system makes it. */
async function callReporting(baseURL: string, key: string, lang: Lang) {
  const res = await fetch(new URL(REPORTING_ME, baseURL), { headers: { authorization: `Bearer ${key}`, 'accept-language': lang } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Creates a key in the dialog and answers the key it shows once. */
async function createKey(page: Page, lang: Lang, name: string): Promise<string> {
  const main = page.locator('main');
  await main.getByRole('button', { name: lang === 'ko' ? 'API 키 만들기' : 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: lang === 'ko' ? 'API 키 만들기' : 'Create an API key' });
  await expect(dialog).toBeVisible();
  // The expiry is 90 days ahead unless chosen.
  await expect(dialog.getByRole('textbox', { name: lang === 'ko' ? '만료일' : 'Expires' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  // A name is required: the dialog says so and makes nothing.
  await dialog.getByRole('button', { name: lang === 'ko' ? '키 만들기' : 'Create key' }).click();
  await expect(dialog.getByText(lang === 'ko' ? /^키 이름을 입력해 주세요\.$/ : /^Please enter the key name\.$/)).toBeVisible();
  await dialog.getByRole('textbox', { name: lang === 'ko' ? '키 이름' : 'Key name' }).fill(name);
  await dialog.getByRole('button', { name: lang === 'ko' ? '키 만들기' : 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: lang === 'ko' ? '새 API 키' : 'Your new API key' });
  await expect(shown).toBeVisible();
  await expect(
    shown.getByText(lang === 'ko' ? '지금 키를 복사하세요. 다시 표시되지 않습니다' : 'Copy the key now: it will not be shown again'),
  ).toBeVisible();
  const field = shown.getByRole('textbox', { name: lang === 'ko' ? `API 키 “${name}”` : `API key “${name}”` });
  await expect(field).toHaveValue(/^mdp_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  const key = await field.inputValue();
  await expectAccessible(page, `new key dialog ${lang}`);
  await screenshots(page, `created-${lang}`);
  await shown.getByRole('button', { name: lang === 'ko' ? '키를 보관했습니다' : 'I have stored the key' }).click();
  await expect(shown).toBeHidden();
  return key;
}

/** The list row of a key. */
const rowOf = (page: Page, name: string) => page.locator('main tbody tr').filter({ hasText: name });

test.describe('personal API keys', () => {
  test('a member creates a key, sees it once, uses it on the reporting API, revokes it and the key is refused; then in English', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    // A member of Alpha of this journey alone: the keys on the page are its own.
    const newcomer = await newMember(request, `apk-${stamp}`, { firstName: '지우', lastName: '최', mailLanguageCode: '01' });
    const { tokens } = await enrolThroughApi(request, newcomer.email);
    const main = page.locator('main');

    await putSession(page, tokens, newcomer.email, 'ko');
    await openPage(page, '/mypage/api-keys');
    await expect(main.locator('h1')).toHaveText('API 키');
    await expect(main.getByText('API 키가 없습니다. 회사 시스템에서 리포트를 제출하려면 키를 만드세요.')).toBeVisible();
    await expectAccessible(page, 'api keys empty ko');
    await screenshots(page, 'empty-ko');

    const key = await createKey(page, 'ko', `월별 리포트 배치 ${stamp}`);
    const row = rowOf(page, `월별 리포트 배치 ${stamp}`);
    await expect(row).toContainText(key.slice(0, 16));
    await expect(row).not.toContainText(key);
    await expect(row).toContainText('사용 중');
    await expect(row).toContainText('사용 기록 없음');
    await expectAccessible(page, 'api keys list ko');
    await screenshots(page, 'list-ko');

    // The key works on the reporting API from outside the browser, for the member's company.
    const used = await callReporting(baseURL!, key, 'ko');
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({ companyId: tokens.companyId, scope: 'reporting' });
    const checked = await fetch(new URL('/apis/v1/reporting/user-reports/validate', baseURL), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'accept-language': 'ko' },
      body: JSON.stringify({
        reportMonth: koreaDay(-40).slice(0, 7),
        rows: [
          {
            provisionMethod: 'DATAFEED',
            useCategory: '151',
            variableFeeItem: 'USER',
            productCode: 'KSP-RT-L1',
            subscriberName: '최지우',
            country: 'KR',
            quantity: 2,
          },
          {
            provisionMethod: 'DATAFEED',
            useCategory: '',
            variableFeeItem: 'USER',
            productCode: 'KSP-RT-L1',
            subscriberName: '홍길동',
            country: 'KR',
            quantity: 1,
          },
        ],
      }),
    });
    expect(checked.status).toBe(200);
    const validation = (await checked.json()) as { rowCount: number; invalidRowCount: number; issues: { location: string }[] };
    expect(validation).toMatchObject({ rowCount: 2, invalidRowCount: 1 });
    expect(validation.issues[0].location).toMatch(/^2행/);
    await page.reload();
    await expectPageReady(page);
    await expect(row).not.toContainText('사용 기록 없음');
    await expect(row).toContainText('KST');

    // Revoking asks first; then the key stops at once.
    await row.getByRole('button', { name: `월별 리포트 배치 ${stamp} 키 폐기` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `“월별 리포트 배치 ${stamp}” 키를 폐기할까요?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'revoke confirmation ko');
    await screenshots(page, 'revoke-ko');
    await confirm.getByRole('button', { name: '폐기', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('폐기');
    await expect(row.getByRole('button')).toHaveCount(0);
    const refused = await callReporting(baseURL!, key, 'ko');
    expect(refused).toEqual({ status: 401, body: { errorCode: 'APK1N4014', errorMessage: '폐기된 API 키입니다.' } });

    // In English: the list, a second key, and "In use" showing only that one.
    await putSession(page, tokens, newcomer.email, 'en');
    await page.reload();
    await expectPageReady(page);
    await expect(main.locator('h1')).toHaveText('API keys');
    await expect(rowOf(page, `월별 리포트 배치 ${stamp}`)).toContainText('Revoked');
    const second = await createKey(page, 'en', `Nightly batch ${stamp}`);
    expect(second).not.toBe(key);
    expect((await callReporting(baseURL!, second, 'en')).status).toBe(200);
    await main.locator('.ws-tabs').getByText('In use', { exact: true }).click();
    await expect(page).toHaveURL(/show=active/);
    await expect(rowOf(page, `Nightly batch ${stamp}`)).toContainText('Active');
    await expect(rowOf(page, `월별 리포트 배치 ${stamp}`)).toHaveCount(0);
    await expectAccessible(page, 'api keys list en');
    await screenshots(page, 'list-en');
    expect((await callReporting(baseURL!, 'mdp_000000000000_' + 'x'.repeat(43), 'en')).body).toEqual({
      errorCode: 'APK1N4012',
      errorMessage: 'The API key is not valid.',
    });
  });
});
