import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { chooseOption, openPage } from './helpers';
import { DEMO, nextCode, putSession, sharedTokens } from './session';

// Company sign-on (decision 088): Gamma Data Vendors' member types the e-mail on the sign-in page, is offered company
// sign-on, signs in at the demo OIDC provider the server mounts (DEMO_IDP), comes back to the portal's own code step and
// is signed in. The provider administrator reads and saves Gamma's settings in Korean. Accessibility scans of the sign-in
// page with the offer and of the settings page (the demo provider's own pages are not the portal's).

const LOGIN_EMAIL_KO = '아이디(이메일)';

test.describe('company sign-on', () => {
  test('a Gamma member signs in through the demo OIDC provider, then the portal’s code (English)', async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');
    await openPage(page, '/login');
    const email = page.getByRole('textbox', { name: 'ID (e-mail)' });
    await email.fill(DEMO.ops.email);
    const offer = page.getByRole('button', { name: 'Continue with company sign-on' });
    await expect(offer).toBeVisible();
    // The password stays: Gamma's sign-on is offered, not required.
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expectAccessible(page, 'sign-in page with the company sign-on offer');
    await offer.click();

    // The demo provider's development pages: any password, then the consent.
    await page.waitForURL(/\/demo-idp\/oidc\/interaction\//);
    await page.locator('input[name="login"]').fill(DEMO.ops.email);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/demo-idp\/oidc\/interaction\/|\/login\?ssoCode=/);
    if (page.url().includes('/demo-idp/oidc/interaction/')) await page.locator('button[type="submit"]').click();

    // Back at the portal: its own second factor (the company does not accept the provider's).
    await page.waitForURL(/\/login/);
    await expect(page.locator('main h1').first()).toHaveText('Two-step verification', { timeout: 30_000 });
    await page.getByLabel('Verification code', { exact: true }).fill(await nextCode(DEMO.ops.key));
    await page.locator('main').getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
  });

  test('a 델타투자자문 member signs in through the demo SAML provider, its second factor accepted (Korean)', async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'ko');
    await openPage(page, '/login');
    await page.getByRole('textbox', { name: LOGIN_EMAIL_KO }).fill(DEMO.exempt.email);
    const offer = page.getByRole('button', { name: '회사 계정으로 계속' });
    await expect(offer).toBeVisible();
    await expectAccessible(page, 'sign-in page with the company sign-on offer ko');
    await offer.click();

    // The demo SAML provider's page: the member, and a second factor reported (the company accepts the provider's).
    await page.waitForURL(/\/demo-idp\/saml\/sso/);
    await page.locator(`input[name="email"][value="${DEMO.exempt.email}"]`).check();
    await page.locator('input[name="mfa"]').check();
    await page.locator('button[type="submit"]').click();

    // The signed assertion is posted back; the portal signs the member in without its own code step.
    await page.waitForURL(
      (u) => !u.pathname.startsWith('/login') && !u.pathname.startsWith('/demo-idp') && !u.pathname.startsWith('/apis'),
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  });

  test('the provider administrator reads and saves Gamma’s sign-on settings (Korean)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const discover = await request.post('/apis/v1/auth/sso/discover', { data: { loginEmail: DEMO.ops.email } });
    const { companyId } = (await discover.json()) as { companyId: number };
    expect(companyId).toBeGreaterThan(0);
    const tokens = await sharedTokens(request, DEMO.admin);
    await putSession(page, tokens, DEMO.admin.email, 'ko');
    // Reached from the menu: Customer admin > Company administrators, the company chosen, its sign-on settings.
    await openPage(page, '/admin/company-admins');
    const main = page.locator('main');
    const company = main.getByRole('combobox', { name: '회사' });
    await company.fill('Gamma');
    await chooseOption(page, company, 'Gamma Data Vendors Ltd.');
    await main.getByRole('link', { name: '이 회사의 회사 로그인(SSO) 설정' }).click();
    await page.waitForURL(`**/admin/company/${companyId}/sign-on`);
    await expect(main.locator('h1')).toHaveText('회사 로그인(SSO)');
    await expect(main.getByText(`/apis/v1/auth/sso/${companyId}/callback`)).toBeVisible();
    await expect(main.getByLabel('클라이언트 ID')).toHaveValue('portal-demo');
    await expectAccessible(page, 'company sign-on settings ko');
    await main.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('회사 로그인 설정을 저장했습니다.')).toBeVisible();
  });
});
