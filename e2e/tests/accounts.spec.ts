import type { Page } from '@playwright/test';
import { expect, expectAccessible, otherBrowser, test, useLanguage } from './fixtures';
import { expectPageReady, expectPageSettled, isSignInUrl, openPage, TEXT } from './helpers';
import {
  DEMO,
  DEMO_PASSWORD,
  enrolThroughApi,
  linkIn,
  mailTo,
  newcomerEmail,
  newMember,
  nextCode,
  signedInAs,
  unverifiedMember,
  waitForMail,
} from './session';

// Accounts: joining, the e-mail confirmation, approval by provider staff, the first sign-in
// with the authenticator enrolment, password change, company switch, session expiry, the account
// states and their notice pages, find id, and an accessibility scan of every account screen.

type Lang = 'ko' | 'en';

/** Visible names of the account screens (features/accounts/locales), in both languages. */
const T = {
  ko: {
    loginTitle: '로그인',
    loginEmail: '아이디(이메일)',
    password: '비밀번호',
    passwordConfirm: '비밀번호 확인',
    signIn: '로그인',
    companyTitle: '회사 선택',
    next: '다음',
    otpTitle: '2단계 인증',
    otpCode: '인증 코드',
    verify: '인증',
    enrolTitle: '인증 앱 등록',
    qrAlt: '인증 앱으로 스캔할 QR 코드',
    account: '내 계정',
    logout: '로그아웃',
    companyInUse: '이용 회사',
    uniformError: '아이디가 등록되지 않았거나 비밀번호가 틀렸습니다.',
    expiredNotice: '로그인 시간이 만료되어 로그아웃되었습니다. 다시 로그인해 주세요.',
    passwordChangedNotice: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해 주세요.',
    reactivatedNotice: '휴면 상태가 해제되었습니다. 다시 로그인해 주세요.',
    agreeAll: '필수 약관에 모두 동의합니다.',
    reTermsAgree: '변경된 내용을 읽었으며 동의합니다.',
    reTermsSubmit: '동의하고 계속',
  },
  en: {
    loginTitle: 'Sign in',
    loginEmail: 'ID (e-mail)',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    signIn: 'Sign in',
    companyTitle: 'Choose a company',
    next: 'Next',
    otpTitle: 'Two-step verification',
    otpCode: 'Verification code',
    verify: 'Verify',
    enrolTitle: 'Set up your authenticator app',
    qrAlt: 'QR code to scan with your authenticator app',
    account: 'My account',
    logout: 'Sign out',
    companyInUse: 'Company in use',
    uniformError: 'Either the ID is not registered or the password is wrong.',
    expiredNotice: 'Your session has expired and you were signed out. Please sign in again.',
    passwordChangedNotice: 'Your password has been changed. Please sign in with the new password.',
    reactivatedNotice: 'Your account is active again. Please sign in.',
    agreeAll: 'I agree to all required terms.',
    reTermsAgree: 'I have read and agree to the changed terms.',
    reTermsSubmit: 'Agree and continue',
  },
} as const;

/** Two passwords that keep every rule (no id part, no runs, no sequences) and are not common. */
const NEW_PASSWORD = 'Qz7!mX4#pLw';
const NEWER_PASSWORD = 'Rk8$wN2@vTe';

const heading = (page: Page) => page.locator('main h1').first();

/**
 * Opens a page. The first page of a test puts the announcement popups away for a day (openPage); the
 * browser remembers that, so later pages of the same test open without them.
 */
const popupsPutAway = new WeakSet<Page>();
async function visit(page: Page, url: string) {
  if (popupsPutAway.has(page)) {
    await page.goto(url);
    await expectPageReady(page);
    return;
  }
  await openPage(page, url);
  // A sign-in page shows no popups, so none were put away yet: the next page will.
  if (!isSignInUrl(url)) popupsPutAway.add(page);
}

/**
 * The open list of an Ant Design select. Its role=option elements form a hidden list for screen
 * readers; the visible entries are found by their text inside the visible dropdown.
 */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** The password step of /login: fills the form and submits it. */
async function submitPassword(page: Page, lang: Lang, email: string, password: string) {
  const t = T[lang];
  await expect(heading(page)).toHaveText(t.loginTitle);
  await page.getByLabel(t.loginEmail, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: t.signIn, exact: true }).click();
}

/** The OTP step: types a fresh code of the key and submits it. */
async function submitCode(page: Page, lang: Lang, key: string) {
  const t = T[lang];
  await expect(heading(page)).toHaveText(t.otpTitle);
  await page.getByLabel(t.otpCode, { exact: true }).fill(await nextCode(key));
  await page.locator('main').getByRole('button', { name: t.verify, exact: true }).click();
}

/** A member who must agree to changed terms first gets /user/user-join-re-terms: agree and go on. */
async function agreeToChangedTermsIfAsked(page: Page, lang: Lang) {
  const t = T[lang];
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  if (!new URL(page.url()).pathname.startsWith('/user/user-join-re-terms')) return;
  const boxes = page.getByText(t.reTermsAgree, { exact: true });
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click();
  await page.getByRole('button', { name: t.reTermsSubmit }).click();
}

/** The top bar of a signed-in member: the my-page button and logout. */
async function expectSignedIn(page: Page, lang: Lang) {
  await expect(page.getByRole('button', { name: T[lang].account })).toBeVisible();
  await expect(page.getByRole('button', { name: T[lang].logout })).toBeVisible();
}

/** The whole sign-in through the /login form, for an enrolled member of one company. */
async function signInThroughForm(page: Page, lang: Lang, account: { email: string; key: string }, password = DEMO_PASSWORD) {
  await submitPassword(page, lang, account.email, password);
  await submitCode(page, lang, account.key);
  await agreeToChangedTermsIfAsked(page, lang);
  await expectSignedIn(page, lang);
}

/** The address as the account pages show it masked (contract maskEmail), for an address of newcomerEmail. */
function masked(email: string): string {
  const [local, domain] = email.split('@');
  const host = domain.slice(0, domain.lastIndexOf('.'));
  return `${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${host.slice(0, 2)}${'*'.repeat(host.length - 2)}${domain.slice(domain.lastIndexOf('.'))}`;
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The temporary password of the newest reset mail. */
function temporaryPasswordIn(text: string): string {
  const block = text.split('\n\n')[1]?.trim();
  expect(block, `a temporary password in: ${text}`).toMatch(/^\S{8,}$/);
  return block!;
}

/** With ACC_SCREENSHOTS=1, a screenshot of each account screen passed through (/tmp/acc-*.png, for a look by eye). */
async function shot(page: Page, name: string) {
  if (!process.env.ACC_SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/acc-${name}.png`, fullPage: true });
}

test.describe('a newcomer joins, is approved and signs in', () => {
  test('join in Korean, confirm the e-mail, approval by staff, then the authenticator is asked for', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'ko');
    const email = newcomerEmail('join');
    const t = T.ko;

    // The join guide: an added member (staff of a company already registered).
    await visit(page, '/user/user-join-guide');
    await expect(heading(page)).toHaveText('회원가입');
    await shot(page, 'join-guide');
    await page.getByRole('button', { name: /추가 회원/ }).click();

    // Terms: "next" without agreeing lists what is missing.
    await expect(page).toHaveURL(/\/user\/user-join-terms\?type=added$/);
    await expect(heading(page)).toHaveText('약관 동의');
    await expect(page.getByRole('region', { name: /회원 약관.*본문|본문/ }).first()).toBeVisible();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    const termsErrors = page.getByRole('alert');
    await expect(termsErrors).toContainText('동의해 주세요.');
    await expect(termsErrors).toContainText('뉴스레터 구독 여부를 선택해 주세요.');
    await page.getByText(t.agreeAll, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: t.agreeAll })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '위 내용을 읽었으며 동의합니다.' })).toHaveCount(2);
    for (const box of await page.getByRole('checkbox', { name: '위 내용을 읽었으며 동의합니다.' }).all()) await expect(box).toBeChecked();
    await page.getByText('구독하지 않습니다', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '구독하지 않습니다' })).toBeChecked();
    await shot(page, 'join-terms');
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // Details: the duplicate-id check first refuses a taken address, then accepts the new one.
    await expect(page).toHaveURL(/\/user\/user-join$/);
    await expect(heading(page)).toHaveText('회원 정보 입력');
    // Sent empty, the form marks what is missing (and stays accessible with the errors shown).
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('아이디(이메일)를 입력해 주세요.')).toBeVisible();
    await expectAccessible(page, 'join form with errors (ko)');
    const idBox = page.getByRole('textbox', { name: t.loginEmail });
    await idBox.fill(DEMO.staffMember.email);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
    await idBox.fill(email);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill(NEW_PASSWORD);
    // The company: Korea is preselected; the search finds the registered (temporary) company.
    await expect(page.getByRole('combobox', { name: '회사 국가' })).toBeVisible();
    const company = page.getByRole('combobox', { name: '회사', exact: true });
    await company.click();
    await company.fill('뉴코');
    await openDropdown(page).getByText('[임시] 뉴코데이터', { exact: true }).click();
    await expect(page.locator('.ant-select').filter({ has: company })).toContainText('[임시] 뉴코데이터');
    await page.getByLabel('성', { exact: true }).fill('가');
    await page.getByLabel('이름', { exact: true }).fill('입회');
    await page.getByLabel('부서', { exact: true }).fill('데이터팀');
    await page.getByLabel('사무실 전화번호').fill('+82-2-555-0142');
    await page.getByText('동의', { exact: true }).click();
    await page.getByText('자동 연장', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
    await shot(page, 'join-form');
    await expectAccessible(page, 'join form, filled in (ko)');
    await page.getByRole('button', { name: '가입하기' }).click();

    // Done: the address is shown and the confirmation mail is in the mailbox.
    await expect(page).toHaveURL(/\/user\/user-join-complete$/);
    await expect(heading(page)).toHaveText('회원가입이 완료되었습니다');
    await expect(page.locator('main')).toContainText(email);
    await shot(page, 'join-complete');
    await expectAccessible(page, 'join complete (ko)');
    const confirmation = await waitForMail(request, email, /email-confirm/);
    expect(confirmation.languageCode).toBe('01');
    expect(confirmation.subject).toContain('이메일 주소를 인증해 주세요');

    // The mail's link confirms the address.
    await page.goto(linkIn(confirmation, '/user/user-auth-confirmed'));
    await expect(heading(page)).toHaveText('이메일 인증이 완료되었습니다');
    await expect(page.locator('main')).toContainText('담당자가 가입 정보를 확인한 뒤 정회원으로 승인합니다.');
    await shot(page, 'auth-confirmed');
    await expectAccessible(page, 'e-mail verified (ko)');

    // Signing in now tells the newcomer to wait for approval.
    await visit(page, '/login');
    await submitPassword(page, 'ko', email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login\/auth-approving-user$/);
    await expect(heading(page)).toHaveText('정회원 승인 대기 중입니다');
    await shot(page, 'approving');

    // Provider staff approve the newcomer from the menu, in a browser of their own on the administrator's session
    // (no one-time code of the shared demo account is spent, so no wait for the next step of its key).
    const staff = await otherBrowser(browser, testInfo, 'ko');
    const desk = staff.page;
    await signedInAs(desk, DEMO.admin, { lang: 'ko' });
    await visit(desk, '/home');
    const menu = desk.getByRole('navigation', { name: TEXT.ko.mainMenu });
    await menu.getByRole('button', { name: '고객 관리' }).click();
    await menu.getByRole('link', { name: '회원 가입 승인', exact: true }).click();
    await expect(desk).toHaveURL(/\/admin\/member-approval$/);
    await expect(heading(desk)).toHaveText('회원 가입 승인');
    const search = desk.getByRole('search');
    await search.getByRole('textbox', { name: '회원 검색' }).fill(email);
    await search.getByRole('button', { name: '검색' }).click();
    await expect(desk).toHaveURL(/keyword=/);
    const row = desk.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('[임시] 뉴코데이터');
    await expect(row).toContainText('승인 대기');
    await shot(desk, 'approval-list');
    await row.getByRole('button', { name: '가입회 승인' }).click();
    const confirm = desk.getByRole('tooltip').filter({ hasText: '가입회 님을 정회원으로 승인하시겠습니까?' });
    await expect(confirm).toBeVisible();
    await shot(desk, 'approval-confirm');
    await confirm.getByRole('button', { name: '승인', exact: true }).click();
    await expect(desk.getByText('가입회 님을 승인했습니다.')).toBeVisible();
    await expect(desk.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const approved = await waitForMail(request, email, /member-approved/);
    expect(approved.subject).toContain('정회원 가입이 승인되었습니다');
    expect(approved.text).toContain('뉴코데이터');

    expect(staff.errors, 'uncaught errors on the staff desk').toEqual([]);
    await staff.context.close();

    // Approved, the newcomer is asked for the authenticator at sign-in (the enrolment itself: the next journey).
    await visit(page, '/login');
    await submitPassword(page, 'ko', email, NEW_PASSWORD);
    await expect(heading(page)).toHaveText(t.otpTitle);
    await expect(page.getByRole('region', { name: t.enrolTitle })).toBeVisible();
  });

  test('first sign-in in Korean with the authenticator enrolment, then a password change', async ({ page, request }) => {
    // An approved member of a journey's own who has no authenticator yet (invited by staff, Korean mail).
    const newcomer = await newMember(request, 'enrol', { lastName: '가', firstName: '입회', mailLanguageCode: '01' });
    const email = newcomer.email;
    await useLanguage(page, 'ko');
    const t = T.ko;
    await visit(page, '/login');
    await submitPassword(page, 'ko', email, newcomer.password);
    await expect(heading(page)).toHaveText(t.otpTitle);
    const enrol = page.getByRole('region', { name: t.enrolTitle });
    await expect(enrol.getByRole('img', { name: t.qrAlt })).toBeVisible();
    await expect(enrol).toContainText('설정 키 (직접 입력용)');
    const keyText = enrol.getByText(/^[A-Z2-7]{4}( ?[A-Z2-7]{4}){3,}=*$/);
    await expect(keyText).toBeVisible();
    const key = (await keyText.innerText()).replace(/\s+/g, '');
    await shot(page, 'otp-enrol');
    await expectAccessible(page, 'OTP step with the enrolment (ko)');
    await submitCode(page, 'ko', key);
    await agreeToChangedTermsIfAsked(page, 'ko');
    await expect(page).toHaveURL(/\/home$/);
    await expectSignedIn(page, 'ko');
    await shot(page, 'signed-in');

    // The change-password popup of member information: a weak password is refused first.
    // An announcement popup may arrive on the home page while the member menu is open; putting it
    // away closes the menu, so the way to member information is taken again until it has led there.
    await expect(async () => {
      if (!/\/mypage\/member-info$/.test(page.url())) {
        await page.getByRole('button', { name: t.account }).click();
        await page.getByRole('navigation', { name: '마이페이지' }).getByRole('link', { name: '회원정보 수정' }).click({ timeout: 3_000 });
      }
      await expect(page).toHaveURL(/\/mypage\/member-info$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByLabel(t.password, { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.locator('main')).toContainText('정상');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('현재 비밀번호').fill(newcomer.password);
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('abc12345');
    await dialog.getByLabel('새 비밀번호 확인').fill('abc12345');
    await dialog.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(dialog.getByText('비밀번호가 규칙에 맞지 않습니다. 다시 입력해 주세요.')).toBeVisible();
    await shot(page, 'change-password-weak');
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill(NEWER_PASSWORD);
    await dialog.getByLabel('새 비밀번호 확인').fill(NEWER_PASSWORD);
    await dialog.getByRole('button', { name: '비밀번호 변경' }).click();

    // Every session ended: the login page says so; the old password no longer works, the new one does.
    await expect(page).toHaveURL(/\/login\?notice=passwordChanged$/);
    await expect(page.getByText(t.passwordChangedNotice)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.ko.login, exact: true })).toBeVisible();
    await waitForMail(request, email, /password-changed/);
    await submitPassword(page, 'ko', email, newcomer.password);
    await expect(page.getByRole('alert')).toHaveText(t.uniformError);
    await page.getByLabel(t.password, { exact: true }).fill(NEWER_PASSWORD);
    await page.locator('main').getByRole('button', { name: t.signIn, exact: true }).click();
    await submitCode(page, 'ko', key);
    await agreeToChangedTermsIfAsked(page, 'ko');
    await expectSignedIn(page, 'ko');
  });
});

test.describe('company switch', () => {
  test('a member of two companies picks one at sign-in (English) and switches from the top bar', async ({ page }) => {
    await useLanguage(page, 'en');
    const t = T.en;
    await visit(page, '/login');
    await submitPassword(page, 'en', DEMO.member.email, DEMO_PASSWORD);
    await expect(heading(page)).toHaveText(t.companyTitle);
    await expect(page.getByRole('radio')).toHaveCount(2);
    await shot(page, 'company-picker');
    // "Next" without a choice asks for one.
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select the company.');
    await page.getByText('Beta Asset Management', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Beta Asset Management' })).toBeChecked();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await submitCode(page, 'en', DEMO.member.key);
    await agreeToChangedTermsIfAsked(page, 'en');
    await expectSignedIn(page, 'en');
    const selector = page.getByRole('combobox', { name: t.companyInUse });
    const selectorBox = page.locator('.company-select');
    await expect(selectorBox).toContainText('Beta Asset Management');
    await visit(page, '/mypage/manager-list');
    await expect(page.locator('main')).toContainText(DEMO.analyst.email);

    // Switch to Alpha Securities: confirm, reload, the selector and the staff list follow.
    await selector.click();
    await openDropdown(page).getByText('Alpha Securities', { exact: true }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Switch company?' });
    await expect(ask).toContainText('Switching to Alpha Securities reloads the page.');
    await shot(page, 'company-switch-confirm');
    await ask.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect(selectorBox).toContainText('Alpha Securities');
    await expect(page).toHaveURL(/\/mypage\/manager-list$/);
    await expect(page.locator('main')).toContainText(DEMO.staffMember.email);
    await expect(page.locator('main')).not.toContainText(DEMO.analyst.email);
    const companyId = await page.evaluate(
      () => JSON.parse(atob(localStorage.getItem('access_token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).companyId as number,
    );
    expect(companyId).toBeGreaterThan(0);
    await shot(page, 'company-switched');
  });
});

test.describe('expired session', () => {
  test('a member whose session expires is sent to /login and comes back to the page after signing in', async ({ page }) => {
    await useLanguage(page, 'ko');
    const t = T.ko;
    // Only this browser's copy of the tokens is spoiled below: the shared session itself stays valid.
    await signedInAs(page, DEMO.staffMember);
    await visit(page, '/mypage/my-inquiry-list');
    await expectSignedIn(page, 'ko');
    // The access token runs out and the refresh token no longer works (revoked elsewhere).
    await page.evaluate(() => {
      const [head, body] = localStorage.getItem('access_token')!.split('.');
      const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      claims.exp = Math.floor(Date.now() / 1000) - 5;
      const expired = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem('access_token', `${head}.${expired}.invalid-signature`);
      localStorage.setItem('refresh_token', 'revoked-refresh-token');
    });
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmypage%2Fmy-inquiry-list$/);
    await expect(page.getByText(t.expiredNotice)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.ko.login, exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await shot(page, 'expired');
    // The login e-mail is remembered; the password and a code bring the member back.
    await expect(page.getByLabel(t.loginEmail, { exact: true })).toHaveValue(DEMO.staffMember.email);
    await signInThroughForm(page, 'ko', DEMO.staffMember);
    await expect(page).toHaveURL(/\/mypage\/my-inquiry-list$/);
  });

  // A visitor opening a login-required page: tests/system-pages.spec.ts.
});

test.describe('account states', () => {
  test('a wrong password gets the uniform error and the password field is emptied', async ({ page, request }) => {
    await useLanguage(page, 'ko');
    // A wrong password counts toward the member's lockout: a member of this journey's own.
    const member = await newMember(request, 'wrong-password');
    await visit(page, '/login');
    await submitPassword(page, 'ko', member.email, 'Wrong#Pass99');
    await expect(page.getByRole('alert')).toHaveText(T.ko.uniformError);
    await expect(page.getByLabel(T.ko.password, { exact: true })).toHaveValue('');
    // An unknown id gets the very same message.
    await submitPassword(page, 'ko', newcomerEmail('nobody'), 'Wrong#Pass99');
    await expect(page.getByRole('alert')).toHaveText(T.ko.uniformError);
    await shot(page, 'wrong-password');
  });

  test('a locked member resets the password, signs in with the temporary one and sets a new one', async ({ page, request }) => {
    test.setTimeout(90_000);
    await useLanguage(page, 'ko');
    const t = T.ko;
    // A member of its own, enrolled and then locked by five wrong passwords, all through the API.
    const member = await newMember(request, 'locked');
    const { key } = await enrolThroughApi(request, member.email, member.password);
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/apis/v1/common/auth/signin', { data: { loginEmail: member.email, loginSecretNo: 'Wrong#Pass99' } });
      expect(res.status(), await res.text()).toBe(i < 4 ? 401 : 403);
    }
    const email = member.email;
    await visit(page, '/login');
    await submitPassword(page, 'ko', email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/login\/auth-password-error$/);
    await expect(heading(page)).toHaveText('비밀번호를 재설정해 주세요');
    await shot(page, 'password-error');
    await page.getByRole('button', { name: '비밀번호 재설정' }).click();

    await expect(page).toHaveURL(/\/login\/reset-password$/);
    await expect(page.getByLabel(t.loginEmail, { exact: true })).toHaveValue(email);
    const before = (await mailTo(request, email)).length;
    await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
    await expect(page).toHaveURL(/\/login\/reset-password-completed$/);
    await expect(heading(page)).toHaveText('메일을 확인해 주세요');
    await expect(page.locator('main')).toContainText(masked(email));
    await shot(page, 'reset-completed');
    await expect.poll(async () => (await mailTo(request, email)).length).toBeGreaterThan(before);
    const mail = await waitForMail(request, email, /temporary-password/);
    const temporary = temporaryPasswordIn(mail.text);

    // The temporary password, then the code, then the new password.
    await visit(page, '/login');
    await submitPassword(page, 'ko', email, temporary);
    await submitCode(page, 'ko', key);
    await expect(page).toHaveURL(/\/login\/change-password$/);
    await expect(heading(page)).toHaveText('새 비밀번호 설정');
    await shot(page, 'temp-change-password');
    await expectAccessible(page, 'change password after a temporary password (ko)');
    await page.getByLabel('임시 비밀번호').fill(temporary);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t.passwordChangedNotice)).toBeVisible();
    await signInThroughForm(page, 'ko', { email, key }, NEW_PASSWORD);
  });

  test('a dormant member reactivates the account with the password, then signs in', async ({ page, request }) => {
    // Dormancy comes only with a year without sign-in: the seeded dormant member is the one there is,
    // and this journey reactivates it, so it runs once per server (a repeated run skips, saying why).
    const probe = await request.post('/apis/v1/common/auth/signin', {
      data: { loginEmail: DEMO.dormant.email, loginSecretNo: DEMO_PASSWORD },
    });
    const probeCode = probe.status() === 200 ? 'signed in' : ((await probe.json()) as { errorCode: string }).errorCode;
    test.skip(probeCode !== 'ATH1N4014', `the seeded dormant member was reactivated earlier in this run (${probeCode})`);
    await useLanguage(page, 'ko');
    const t = T.ko;
    await visit(page, '/login');
    await submitPassword(page, 'ko', DEMO.dormant.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/login\/auth-dormant-user$/);
    await expect(heading(page)).toHaveText('휴면 계정입니다');
    await shot(page, 'dormant');
    await expect(page.getByLabel(t.loginEmail, { exact: true })).toHaveValue(DEMO.dormant.email);
    // A wrong password does not reactivate.
    await page.getByLabel(t.password, { exact: true }).fill('Wrong#Pass99');
    await page.getByRole('button', { name: '휴면 해제' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/auth-dormant-user$/);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '휴면 해제' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t.reactivatedNotice)).toBeVisible();
    await signInThroughForm(page, 'ko', DEMO.dormant);
  });

  test('an unverified member is told so and has the confirmation mail sent again (English)', async ({ page, request }) => {
    await useLanguage(page, 'en');
    // Resends are counted per member and hour: a member of its own, just registered.
    const { email } = await unverifiedMember(request, 'unverified');
    await visit(page, '/login');
    await submitPassword(page, 'en', email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/login\/auth-email-uncertified$/);
    await expect(heading(page)).toHaveText('Please verify your e-mail address');
    await expect(page.getByLabel(T.en.loginEmail, { exact: true })).toHaveValue(email);
    const before = (await mailTo(request, email)).filter((m) => /email-confirm/.test(m.templateName)).length;
    await page.getByRole('button', { name: 'Resend confirmation mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`We sent a confirmation mail to ${escapeRe(masked(email))}`) }),
    ).toBeVisible();
    await shot(page, 'uncertified-resent');
    await expect
      .poll(async () => (await mailTo(request, email)).filter((m) => /email-confirm/.test(m.templateName)).length)
      .toBe(before + 1);
    const mail = await waitForMail(request, email, /email-confirm/);
    linkIn(mail, '/user/user-auth-confirmed?token=');
    // A second resend within the hour is refused with its own message.
    await page.getByRole('button', { name: 'Resend confirmation mail' }).click();
    await expect(page.getByRole('alert')).toContainText('within 1 hour');
  });
});

test.describe('find id', () => {
  test('the id is found by name and phone and shown masked (English)', async ({ page }) => {
    await useLanguage(page, 'en');
    await visit(page, '/login');
    await page.getByRole('navigation', { name: 'Sign-in help' }).getByRole('link', { name: 'Find ID' }).click();
    await expect(page).toHaveURL(/\/login\/find-id$/);
    await expect(heading(page)).toHaveText('Find your ID');
    // Details that match nobody.
    await page.getByLabel('First name').fill('Nobody');
    await page.getByLabel('Last name').fill('Atall');
    await page.getByLabel('Phone number').fill('+82-2-100-1234');
    await page.getByRole('button', { name: 'Find ID', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Member information is not registered.');
    // The locked demo member's details.
    await page.getByLabel('First name').fill('Emma');
    await page.getByLabel('Last name').fill('Brown');
    await page.getByLabel('Phone number').fill('+82-2-3774-0000');
    await page.getByRole('button', { name: 'Find ID', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/find-id-result$/);
    await expect(heading(page)).toHaveText('Your ID');
    const found = page.getByRole('list', { name: 'IDs found' });
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await expect(found).toContainText('lo****@ga********.example');
    await expect(found).not.toContainText(DEMO.locked.email);
    await shot(page, 'find-id-result');
    await expectAccessible(page, 'find id result (en)');
  });
});

// ---- accessibility ------------------------------------------------------------------------------

const PUBLIC_PAGES = [
  '/login',
  '/login/find-id',
  '/login/auth-email-uncertified',
  '/login/auth-approving-user',
  '/login/auth-password-error',
  '/login/auth-dormant-user',
  '/login/reset-password',
  '/user/user-join-guide',
  '/user/user-join-terms?type=new',
  '/user/user-auth-failed',
] as const;

for (const lang of ['ko', 'en'] as const) {
  test.describe(`accessibility of the account screens (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    // One browser page walks them all, a step (and a time budget) each: a failure names its page. A test a page
    // loaded the whole web app cold in a new browser context ten times a language; here it is loaded once and the
    // pages after the first come from the browser's cache (the build's assets are immutable).
    test(`public account pages (${PUBLIC_PAGES.length})`, async ({ page }) => {
      test.setTimeout(PUBLIC_PAGES.length * 15_000);
      for (const url of PUBLIC_PAGES)
        await test.step(url, async () => {
          await visit(page, url);
          await expectPageSettled(page);
          await expectAccessible(page, `${url} (${lang})`);
        });
    });

    // In Korean the join journey above scans the join form and its completion; this one is English only.
    if (lang === 'en')
      test('the join form, with errors and filled in, and its completion', async ({ page, request }) => {
        const email = newcomerEmail(`a11y-${lang}`);
        await visit(page, '/user/user-join-guide');
        await page.getByRole('button', { name: /New member/ }).click();
        await page.getByText(T[lang].agreeAll, { exact: true }).click();
        await page.getByText('Subscribe', { exact: true }).click();
        await page.getByRole('button', { name: T[lang].next, exact: true }).click();
        await expect(page).toHaveURL(/\/user\/user-join$/);
        await expectAccessible(page, `join form (${lang})`);
        // Submitted empty: the errors shown keep the form accessible.
        const submit = page.getByRole('button', { name: 'Join', exact: true });
        await submit.click();
        await expect(page.getByText(/Please enter the ID \(e-mail\)/)).toBeVisible();
        await expectAccessible(page, `join form with errors (${lang})`);
        await shot(page, 'join-form-errors-en');
        // A new member names a new company.
        await page.getByRole('textbox', { name: T[lang].loginEmail }).fill(email);
        await page.getByLabel(T[lang].password, { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel(T[lang].passwordConfirm, { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Company name').fill('Accessibility Check Ltd.');
        await page.getByLabel('Last name', { exact: true }).fill('Reader');
        await page.getByLabel('First name', { exact: true }).fill('Screen');
        await page.getByLabel('Office phone').fill('+82-2-555-0143');
        await page.getByText('I do not agree', { exact: true }).click();
        await page.getByText('Do not extend', { exact: true }).click();
        await submit.click();
        await expect(page).toHaveURL(/\/user\/user-join-complete$/);
        await expect(page.locator('main')).toContainText(email);
        await expectAccessible(page, `join complete (${lang})`);
        await shot(page, 'join-complete-en');
        const mail = await waitForMail(request, email, /email-confirm/);
        expect(mail.languageCode).toBe('02');
      });

    test('the password step with an error, the company picker and the OTP step', async ({ page }) => {
      await visit(page, '/login');
      // An unknown id gets the same error as a wrong password, and counts toward nobody's lockout.
      await submitPassword(page, lang, newcomerEmail(`a11y-login-${lang}`), 'Wrong#Pass99');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `login error (${lang})`);
      await submitPassword(page, lang, DEMO.member.email, DEMO_PASSWORD);
      await expect(heading(page)).toHaveText(T[lang].companyTitle);
      await expectAccessible(page, `company picker (${lang})`);
      await page.getByText(lang === 'ko' ? '알파증권' : 'Alpha Securities', { exact: true }).click();
      await page.getByRole('button', { name: T[lang].next, exact: true }).click();
      await expect(heading(page)).toHaveText(T[lang].otpTitle);
      await expectAccessible(page, `OTP step (${lang})`);
      if (lang === 'en') await shot(page, 'otp-en');
    });

    test('reset password done and find-id result', async ({ page }) => {
      await visit(page, '/login/reset-password');
      await page.getByLabel(T[lang].loginEmail, { exact: true }).fill(newcomerEmail(`reset-${lang}`));
      await page.getByRole('button', { name: lang === 'ko' ? '임시 비밀번호 받기' : 'Send temporary password' }).click();
      await expect(page).toHaveURL(/\/login\/reset-password-completed$/);
      await expectAccessible(page, `reset password completed (${lang})`);
    });

    test('member information, the change-password popup and withdrawal', async ({ page }) => {
      const account = lang === 'ko' ? DEMO.analyst : DEMO.ops;
      await signedInAs(page, account);
      await visit(page, '/mypage/member-info');
      await expectAccessible(page, `member info, password check (${lang})`);
      await page.getByLabel(T[lang].password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: lang === 'ko' ? '확인' : 'Confirm', exact: true }).click();
      await expect(page.getByText(account.email).first()).toBeVisible();
      await expectAccessible(page, `member info (${lang})`);
      if (lang === 'en') await shot(page, 'member-info-en');
      await page.getByRole('button', { name: lang === 'ko' ? '비밀번호 변경' : 'Change password' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `change-password popup (${lang})`);
      await page.keyboard.press('Escape');
      await visit(page, '/mypage/member-with-drawal');
      await expectPageSettled(page);
      await expectAccessible(page, `withdrawal (${lang})`);
      if (lang === 'en') await shot(page, 'withdrawal-en');
    });

    test('member approval', async ({ page }) => {
      await signedInAs(page, lang === 'ko' ? DEMO.sales : DEMO.admin);
      await visit(page, '/admin/member-approval');
      await expect(page.getByRole('row').filter({ hasText: DEMO.pending.email })).toBeVisible();
      await expectAccessible(page, `member approval (${lang})`);
      if (lang === 'en') await shot(page, 'approval-en');
    });
  });
}
