import type { Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { animationsDone, dismissPopupsWhenShown, expectPageReady, findBulletin, openPage, TEXT } from './helpers';
import { DEMO, signedInAs } from './session';

// What a new user tripped over, one journey each: the top bar at every width (for every role: from 1280 px the
// whole main menu on one row, decision 064; below it the menu behind the drawer button, the page as wide as the window),
// in-page validation that scrolls the first invalid field below the bar, names in the order of their
// script, times with their zone, the announcement popup, the member board's breadcrumb, the staff
// list on a phone, and messages written as a person would.

type Lang = 'ko' | 'en';

/** Visible names these journeys look for (shell, accounts, workspace translations). */
const L = {
  ko: {
    account: '내 계정',
    logout: '로그아웃',
    login: '로그인',
    popupClose: '닫기',
    library: '자료실',
    joinSubmit: '가입하기',
    inquirySubmit: '문의 등록',
    agreeAll: '필수 약관에 모두 동의합니다.',
    notSubscribe: '구독하지 않습니다',
    next: '다음',
    addedMember: /추가 회원/,
    officePhone: '사무실 전화번호',
    scrollHint: '표를 옆으로 밀면 나머지 항목이 보입니다.',
    /** "…을/를 입력해 주세요." with the particle that fits, never the two-way "을(를)". */
    enter: /^[가-힣·() ]+[을를] 입력해 주세요\.$/,
  },
  en: {
    account: 'My account',
    logout: 'Sign out',
    login: 'Sign in',
    popupClose: 'Close',
    library: 'Library',
    joinSubmit: 'Join',
    inquirySubmit: 'Send inquiry',
    agreeAll: 'I agree to all required terms.',
    notSubscribe: 'Do not subscribe',
    next: 'Next',
    addedMember: /Added member/,
    officePhone: 'Office phone',
    scrollHint: 'Scroll the table sideways to see more columns.',
    enter: /^Please enter the [a-z][a-z ()-]*\.$/,
  },
} as const;

/** Puts a signed-in browser into a language (the stored setting, as the language switch does) and opens a page. */
async function openAs(page: Page, lang: Lang, url: string) {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await dismissPopupsWhenShown(page);
  await page.goto(url);
  await expectPageReady(page);
}

/** The box of a control, which must exist. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `a box for ${locator}`).not.toBeNull();
  return box!;
}

/** The bottom edge of the sticky top bar in the viewport. */
async function headerBottom(page: Page) {
  const box = await boxOf(page.locator('header.top-bar'));
  return box.y + box.height;
}

/**
 * The page does not scroll sideways, and the user controls (account, sign-out or sign-in, the drawer
 * button) are inside the viewport; the top menu, when shown, ends before the user area.
 */
async function expectTopBarFits(page: Page, lang: Lang, width: number, signedIn: boolean) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `no sideways scroll at ${width} px (${lang})`,
    })
    .toBeLessThanOrEqual(0);
  const bar = page.locator('header.top-bar');
  const controls = signedIn
    ? [bar.getByRole('button', { name: L[lang].account }), bar.getByRole('button', { name: L[lang].logout })]
    : [bar.getByRole('link', { name: L[lang].login, exact: true })];
  controls.push(bar.getByRole('button', { name: TEXT[lang].openDrawer }));
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await boxOf(control);
    expect(box.x, `${await control.textContent()} at ${width} px (${lang})`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await control.textContent()} at ${width} px (${lang})`).toBeLessThanOrEqual(width);
  }
  // The menu has its row to itself (the account controls are in the utility row, decision 064): from
  // 1280 px it shows for every role and language, its last item inside the bar before the drawer button.
  const menu = page.getByRole('navigation', { name: TEXT[lang].mainMenu });
  if (width >= 1280) {
    await expect(bar, `the menu is not folded at ${width} px (${lang})`).not.toHaveClass(/is-menu-collapsed/);
    await expect(menu, `the menu shows, not behind the drawer button, at ${width} px (${lang})`).toBeVisible();
    // Every top item on the bar's one row.
    const tops = await menu.getByRole('listitem').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size, `the menu on one row at ${width} px (${lang})`).toBe(1);
  }
  if (await menu.isVisible()) {
    const lastTop = menu.locator('.main-menu-item').last();
    const drawerButton = await boxOf(bar.getByRole('button', { name: TEXT[lang].openDrawer }));
    await expect
      .poll(
        async () => {
          const item = await boxOf(lastTop);
          return item.x + item.width <= drawerButton.x;
        },
        { message: `the menu ends before the drawer button at ${width} px (${lang})` },
      )
      .toBe(true);
  }
}

const WIDTHS = [360, 390, 1024, 1100, 1200, 1280, 1440, 1920];

test.describe('the top bar fits every width', () => {
  for (const [who, account] of [
    ['a customer of two companies', DEMO.member],
    ['a proxy reporter', DEMO.reporter],
    ['a sales representative', DEMO.sales],
    ['provider staff', DEMO.admin],
    ['the exchange reviewer', DEMO.reviewer],
  ] as const) {
    test(`${who}: Korean and English, 360 to 1920 px`, async ({ page, consoleErrors }) => {
      void consoleErrors; // uncaught errors fail the journey (fixtures.ts)
      test.setTimeout(WIDTHS.length * 2 * 10_000);
      await signedInAs(page, account);
      for (const lang of ['ko', 'en'] as const) {
        await openAs(page, lang, '/home');
        for (const width of WIDTHS) await expectTopBarFits(page, lang, width, true);
      }
    });
  }

  test('a visitor: Korean and English, 360 to 1920 px', async ({ page }) => {
    test.setTimeout(WIDTHS.length * 2 * 10_000);
    for (const lang of ['ko', 'en'] as const) {
      await useLanguage(page, lang);
      await openPage(page, '/home');
      for (const width of WIDTHS) await expectTopBarFits(page, lang, width, false);
    }
  });
});

/** After sending an empty form: the first invalid field is in view below the top bar, and its message is in the page's language. */
async function expectFirstErrorInView(page: Page, lang: Lang) {
  const first = page.locator('.ant-form-item-has-error').first();
  await expect(first).toBeVisible();
  const top = await headerBottom(page);
  await expect
    .poll(
      async () => {
        const box = await boxOf(first);
        return box.y >= top && box.y + Math.min(box.height, 80) <= page.viewportSize()!.height;
      },
      { message: `the first invalid field lands below the top bar (${lang})` },
    )
    .toBe(true);
  await expect(first.locator('.ant-form-item-explain-error').first()).toHaveText(L[lang].enter);
  // The browser's own bubble (in the browser's language) never comes: the form validates in the page.
  expect(await first.evaluate((el) => el.closest('form')?.noValidate)).toBe(true);
}

test.describe('forms validate in the page, in its language', () => {
  for (const lang of ['ko', 'en'] as const) {
    test(`the non-member inquiry sent empty (${lang}, a browser in Korean)`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 390, height: 740 });
      await openPage(page, '/support/inquiry');
      const send = page.getByRole('button', { name: L[lang].inquirySubmit });
      await send.scrollIntoViewIfNeeded();
      await send.click();
      await expectFirstErrorInView(page, lang);
    });

    test(`the join form sent empty, then one error at a time on the phone field (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 390, height: 740 });
      await openPage(page, '/user/user-join-guide');
      await page.getByRole('button', { name: L[lang].addedMember }).click();
      await expect(page).toHaveURL(/\/user\/user-join-terms/);
      await page.getByText(L[lang].agreeAll, { exact: true }).click();
      await page.getByText(L[lang].notSubscribe, { exact: true }).click();
      await page.getByRole('button', { name: L[lang].next, exact: true }).click();
      await expect(page).toHaveURL(/\/user\/user-join$/);
      await expectPageReady(page);

      const join = page.getByRole('button', { name: L[lang].joinSubmit, exact: true });
      await join.scrollIntoViewIfNeeded();
      await join.click();
      await expectFirstErrorInView(page, lang);

      // A phone number too short and in the wrong form breaks two rules: the field says one thing at a time.
      const phone = page.getByLabel(L[lang].officePhone, { exact: true });
      await phone.fill('12');
      await phone.blur();
      const phoneItem = page.locator('.ant-form-item').filter({ has: phone });
      await expect(phoneItem.locator('.ant-form-item-explain-error')).toHaveCount(1);
      await expect(phoneItem.locator('.ant-form-item-explain-error')).toContainText('+82 2 100 1234');
    });
  }
});

test('names are shown in the order of their script, and in English as the person writes it in English', async ({ page }) => {
  await signedInAs(page, DEMO.staffMember);
  await openAs(page, 'ko', '/home');
  // 이서연 (surname 이, given name 서연): surname first without a space, not "서연 이".
  await expect(page.locator('header.top-bar').getByRole('button', { name: L.ko.account })).toHaveText('이서연');
  // In English her English name (seeded: Seoyeon Lee).
  await openAs(page, 'en', '/home');
  await expect(page.locator('header.top-bar').getByRole('button', { name: L.en.account })).toHaveText('Seoyeon Lee');
});

test.describe('the staff list', () => {
  test('shows times in Korea time with their zone, and on a phone wraps e-mails at sensible points and says it scrolls', async ({
    page,
  }) => {
    await signedInAs(page, DEMO.reporter);
    await openAs(page, 'en', '/mypage/manager-list');
    const row = page.getByRole('row').filter({ hasText: DEMO.reporter.email });
    // The member has signed in (the shared session of this worker): the last sign-in is a moment, shown with its zone.
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} KST/);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByText(L.en.scrollHint)).toBeVisible();
    const emails = page.locator('.ws-email');
    await expect(emails.first()).toBeVisible();
    // Every line of an e-mail ends after the @ or before a dot: never mid-word.
    const badBreaks = await emails.evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const text = node.textContent ?? '';
        const range = document.createRange();
        const tops: number[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (let i = 0; i < (n.textContent ?? '').length; i++) {
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            tops.push(Math.round(range.getBoundingClientRect().top));
          }
        }
        const bad: string[] = [];
        for (let i = 1; i < tops.length; i++) {
          if (tops[i] > tops[i - 1] && text[i - 1] !== '@' && text[i] !== '.') bad.push(`${text.slice(0, i)} | ${text.slice(i)}`);
        }
        return bad;
      }),
    );
    expect(badBreaks).toEqual([]);
  });
});

test('the announcement popup stays closed for the session and never interrupts sign-in', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 800 });
  const popupCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/popups')) popupCalls.push(new URL(page.url()).pathname);
  });

  // Sign-in first: no popup is asked for, none covers the form.
  await page.goto('/login');
  await expectPageReady(page);
  await expect(page.getByRole('button', { name: L.en.login, exact: true })).toBeVisible();
  expect(popupCalls).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The home page shows the popups; the title stays clear of the close button on a phone.
  const answered = page.waitForResponse((r) => r.url().includes('/popups') && r.request().method() === 'GET');
  await page.goto('/home');
  const body = (await (await answered).json()) as { popups: unknown[] };
  test.skip(body.popups.length === 0, 'no popup is posted in the seeded data now');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Measured once the dialog's zoom has ended: mid-zoom the two boxes would be read at different scales.
  await animationsDone(page);
  const closeX = dialog.locator('.ant-modal-close');
  const title = dialog.locator('.ant-modal-title > span').first();
  const [titleBox, closeBox] = [await boxOf(title), await boxOf(closeX)];
  expect(titleBox.x + titleBox.width, 'the title ends before the close button').toBeLessThanOrEqual(closeBox.x + 1);
  // Closed one by one (several popups page through one dialog).
  for (let i = 0; i < body.popups.length && (await dialog.count()) > 0; i++) {
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: L.en.popupClose, exact: true }).click();
  }
  await expect(dialog).toHaveCount(0);

  // A full page load in the same session: still closed.
  const again = page.waitForResponse((r) => r.url().includes('/popups'));
  await page.reload();
  await again;
  await expectPageReady(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a post of the library has the member boards in its breadcrumb, not market notices', async ({ page, request }) => {
  const post = await findBulletin(request, ['02']);
  await signedInAs(page, DEMO.analyst);
  for (const lang of ['ko', 'en'] as const) {
    await openAs(page, lang, `/bbs/02/${post.bbsContentId}/bbs-contents-detail`);
    // The levels of the trail (each a button that opens the list of its level).
    const levels = page.getByRole('navigation', { name: TEXT[lang].breadcrumb }).getByRole('button');
    await expect(levels.filter({ hasText: L[lang].library })).toHaveCount(1);
    await expect(levels.filter({ hasText: TEXT[lang].marketNotices })).toHaveCount(0);
  }
});
