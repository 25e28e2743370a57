import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { dismissPopupsWhenShown, expectPageReady, expectPageSettled, openPage } from './helpers';
import { DEMO_PASSWORD, enrolThroughApi, newMember, nextCode, putSession, waitForMail } from './session';

// Passkeys: a member adds a passkey on their page with Chromium's virtual authenticator, names it,
// signs out, and signs in with it instead of the code.

/**
 * WebAuthn takes no IP address as its relying party, and needs a secure context: this journey browses at
 * http://localhost (a secure context), the origin the e2e server binds passkeys to (PASSKEY_ORIGIN, server.mjs).
 */
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3900}`;

const T = {
  password: 'Password',
  confirm: 'Confirm',
  add: 'Add a passkey',
  empty: 'No passkey yet. You sign in with the code of your authenticator app.',
  passkeyName: 'Passkey name',
  otpTitle: 'Two-step verification',
  signInWithPasskey: 'Sign in with a passkey',
} as const;

test('a member adds a passkey on their page, renames it, signs out and signs in with it', async ({ page, request }) => {
  // A member of its own (invited, registered, enrolled through the API: a one-time code may wait for its step), four
  // accessibility scans and two sign-ins.
  test.setTimeout(150_000);
  const member = await newMember(request, 'passkey', { mailLanguageCode: '02' });
  const { tokens } = await enrolThroughApi(request, member.email);

  // Chromium's virtual authenticator: a security key that answers at once (user present and verified).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await useLanguage(page, 'en');
  await page.goto(`${ORIGIN}/healthz`);
  await putSession(page, tokens, member.email, 'en');
  await openPage(page, `${ORIGIN}/mypage/member-info`);
  await page.getByLabel(T.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: T.confirm, exact: true }).click();
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText(T.empty)).toBeVisible();

  // Add: a name and the password again, then the browser's prompt (answered by the virtual key).
  await section.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.add });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'add a passkey (en)');
  await dialog.getByLabel(T.passkeyName).fill('Journey key');
  await dialog.getByLabel(T.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel(T.password, { exact: true }).press('Enter');
  await expect(page.getByText('The passkey “Journey key” was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = section.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Journey key');
  await expect(list).toContainText('not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  const added = await waitForMail(request, member.email, /passkey-added/);
  expect(added.subject).toBe('[KRX Market Data Customer Portal] A new passkey was added to your account');

  // Rename, from the keyboard.
  await section.getByRole('button', { name: 'Rename the passkey Journey key' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the passkey' });
  await rename.getByLabel(T.passkeyName).fill('Office key');
  await rename.getByLabel(T.passkeyName).press('Enter');
  await expect(list).toContainText('Office key');
  await expect(rename).toBeHidden();
  await expectPageSettled(page);
  await expectAccessible(page, 'member info with a passkey (en)');

  // Sign out, then sign in: the password, then the passkey instead of the code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto(`${ORIGIN}/login`);
  await expectPageReady(page);
  await page.getByLabel('ID (e-mail)', { exact: true }).fill(member.email);
  await page.getByLabel(T.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText(T.otpTitle);
  // Both are offered: the passkey, and the code below it.
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const usePasskey = page.getByRole('button', { name: T.signInWithPasskey });
  await expect(usePasskey).toBeVisible();
  await expectAccessible(page, 'second step with a passkey (en)');
  await usePasskey.click();
  await expect(page).toHaveURL(`${ORIGIN}/home`);
  await dismissPopupsWhenShown(page);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();

  // The member's page shows when the passkey was last used.
  await openPage(page, `${ORIGIN}/mypage/member-info`);
  await page.getByLabel(T.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: T.confirm, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText(/Office key.*last used/);
});

test('a member changes the authenticator app on their page (Korean): the password again, the new key, a first code', async ({
  page,
  request,
}) => {
  // A member of its own, enrolled through the API (its codes are its own: no shared key is waited for).
  const member = await newMember(request, 'authenticator', { mailLanguageCode: '01' });
  const { key: oldKey, tokens } = await enrolThroughApi(request, member.email);
  await useLanguage(page, 'ko');
  await page.goto('/healthz');
  await putSession(page, tokens, member.email, 'ko');
  await openPage(page, '/mypage/member-info');
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '확인', exact: true }).click();

  const section = page.getByRole('region', { name: '인증 앱(OTP)' });
  await expect(section).toContainText('이전 앱의 코드는 쓸 수 없습니다');
  await section.getByRole('button', { name: '인증 앱 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '인증 앱 변경' });
  await expect(dialog).toBeVisible();
  // Sent empty, the password is asked for (the page's own validation, in Korean).
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(/비밀번호를? 입력해 주세요/);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '다음', exact: true }).click();

  // The new key, as a QR image and as text; a code of the new app confirms it.
  await expect(dialog.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
  const keyText = dialog.getByText(/^[A-Z2-7]{4}( ?[A-Z2-7]{4}){3,}=*$/);
  await expect(keyText).toBeVisible();
  const newKey = (await keyText.innerText()).replace(/\s+/g, '');
  expect(newKey).not.toBe(oldKey);
  await expectPageSettled(page);
  await expectAccessible(page, 'change the authenticator: the new key (ko)');
  await dialog.getByLabel('인증 코드').fill(await nextCode(newKey));
  await dialog.getByRole('button', { name: '인증', exact: true }).click();
  await expect(page.getByText('인증 앱을 변경했습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The member is told by mail, in Korean.
  const mail = await waitForMail(request, member.email, /authenticator-changed/);
  expect(mail.languageCode).toBe('01');

  // The old app's codes no longer sign in; the new app's do.
  const signIn = async (key: string) => {
    const first = await request.post('/apis/v1/common/auth/signin', { data: { loginEmail: member.email, loginSecretNo: DEMO_PASSWORD } });
    expect(first.status(), await first.text()).toBe(200);
    const { challengeToken } = (await first.json()) as { challengeToken: string };
    return request.post('/apis/v1/common/auth/otp-login', { data: { challengeToken, otpCode: await nextCode(key) } });
  };
  expect((await signIn(oldKey)).status()).toBe(401);
  expect((await signIn(newKey)).status()).toBe(200);
});
