import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Visible names the journeys look for, in both languages (from the shell and content translations). */
export const TEXT = {
  ko: {
    otherLanguageButton: 'View in English',
    mainMenu: '주 메뉴',
    breadcrumb: '현재 위치',
    openDrawer: '전체 메뉴 열기',
    closeDrawer: '전체 메뉴 닫기',
    drawer: '전체 메뉴',
    footer: '사이트 정보',
    footerLinks: '약관 및 안내',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    directions: '찾아오시는 길',
    contactUs: '고객 문의',
    close: '닫기',
    popupNotToday: '오늘 하루 열지 않기',
    popupNever: '다시 열지 않기',
    notices: '공지·자료',
    marketNotices: '시장 공지',
    derivativesNotices: '파생상품 공지',
    products: '정보상품',
    productOutline: '정보상품 개요',
    support: '고객지원',
    level: (name: string) => `${name} (같은 단계의 메뉴 보기)`,
    keyword: '검색어',
    pageSize: '목록 개수',
    pages: '페이지 이동',
    search: '검색',
    previous: '이전 글',
    next: '다음 글',
    backToList: '목록으로',
    notAccessible: '접근할 수 없는 페이지',
    goHome: '홈으로',
    notFound: '페이지를 찾을 수 없습니다.',
    login: '로그인',
  },
  en: {
    otherLanguageButton: '한국어 (View in Korean)',
    mainMenu: 'Main menu',
    breadcrumb: 'You are here',
    openDrawer: 'Open all menus',
    closeDrawer: 'Close all menus',
    drawer: 'All menus',
    footer: 'Site information',
    footerLinks: 'Terms and guides',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    directions: 'Directions',
    contactUs: 'Contact Us',
    close: 'Close',
    popupNotToday: 'Do not open for a day',
    popupNever: 'Do not open again',
    notices: 'Notices',
    marketNotices: 'Market notices',
    derivativesNotices: 'Derivatives notices',
    products: 'Products',
    productOutline: 'Product outline',
    support: 'Support',
    level: (name: string) => `${name} (show menus of this level)`,
    keyword: 'Search',
    pageSize: 'Rows',
    pages: 'Pages',
    search: 'Search',
    previous: 'Previous',
    next: 'Next',
    backToList: 'Back to list',
    notAccessible: 'Page not accessible',
    goHome: 'Go home',
    notFound: 'Page Not Found.',
    login: 'Sign in',
  },
} as const;

const popupHandlers = new WeakMap<Page, Locator>();

/**
 * Announcement popups open over every page until dismissed; the journeys dismiss them the way a
 * visitor does ("do not open for a day") whenever one stands in the way of an action.
 */
export async function dismissPopupsWhenShown(page: Page) {
  if (popupHandlers.has(page)) return;
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^(${TEXT.ko.popupNotToday}|${TEXT.en.popupNotToday})$`) }) })
    .first();
  popupHandlers.set(page, popup);
  await page.addLocatorHandler(popup, async (dialog) => {
    // Popups show one after another in the same dialog (another journey may have posted more while this one runs):
    // put each away, not only the first, or the handler waits for a dialog that the next popup keeps open.
    for (let i = 0; i < 20 && (await dialog.isVisible()); i += 1)
      await dialog.getByRole('button', { name: new RegExp(`^(${TEXT.ko.popupNotToday}|${TEXT.en.popupNotToday})$`) }).click();
  });
}

/** openPage puts a page's popups away itself: a handler left from an earlier page would race it. */
async function stopDismissingPopups(page: Page) {
  const popup = popupHandlers.get(page);
  if (!popup) return;
  popupHandlers.delete(page);
  await page.removeLocatorHandler(popup);
}

/**
 * Chooses an option of a select (Ant Design: the options are drawn in a dropdown at the end of the page)
 * and waits until the select shows it; a click that lands while the dropdown still opens is tried again.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0) await combobox.click();
    await page.getByText(option, { exact: true }).last().click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Waits until the page shown is ready: its one h1 is visible and no list is still loading. The h1 comes with the page's
 * lazily loaded code, and on a new browser context (an empty cache) two busy cores took more than the suite's 10 s for
 * it (the shell drawn, main still empty: seven journeys of a run at load average 15): a longer budget for this wait.
 */
export async function expectPageReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /불러오는 중|Loading/ })).toHaveCount(0);
}

/**
 * Waits until the page shown is ready and drawn whole: ready (expectPageReady), its fonts loaded and
 * every image complete. For scans, instead of waiting for the network to be idle for half a second.
 */
export async function expectPageSettled(page: Page) {
  await expectPageReady(page);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((img) => img.complete));
}

/** The path and query of the current URL. */
export function pathAndQuery(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, params: url.searchParams };
}

const API = '/apis/v1/user';

/** The first notice of a notice search (the API answers what the list shows). */
export async function firstNotice(request: APIRequestContext, body: Record<string, unknown> = {}, lang: 'ko' | 'en' = 'ko') {
  const res = await request.post(`${API}/notices/search`, { data: body, headers: { 'accept-language': lang } });
  expect(res.status()).toBe(200);
  const page = (await res.json()) as { items: { bbsContentId: number; subject: string }[]; totalCount: number };
  return page;
}

/** The bulletin list of a board is for members only; its details are public. Finds one through the detail call. */
export async function findBulletin(request: APIRequestContext, codes = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11']) {
  for (let id = 1; id <= 400; id++) {
    const res = await request.post(`${API}/bbss/bbsContents/${id}`, { data: {}, headers: { 'accept-language': 'en' } });
    if (res.status() !== 200) continue;
    const item = (await res.json()) as { bbsContentId: number; bbsCode: string; subject: string };
    if (codes.includes(item.bbsCode)) return item;
  }
  throw new Error('no bulletin of boards 02 to 11 in the seeded data');
}

/** A derivatives notice, through its board's public search. */
export async function firstDerivativesNotice(request: APIRequestContext, lang: 'ko' | 'en' = 'ko') {
  const res = await request.post(`${API}/bbss/bbsContents/search`, {
    data: { bbsCode: 'KRX_DERIVATIVES' },
    headers: { 'accept-language': lang },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { bbsContentId: number; subject: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0];
}

/**
 * One dialog may page through several popups: "not today" puts the one shown away and the next takes
 * its place. Presses it while it is there, until it is gone (a press that lands while the dialog
 * changes is tried again).
 */
export async function putPopupsAway(notToday: Locator) {
  await expect(async () => {
    if ((await notToday.count()) > 0) await notToday.first().click({ timeout: 2_000 });
    await expect(notToday).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Resolves after every animation and transition running in the page has finished (a drawer's slide-in, a dialog's zoom);
 * endless ones (a spinner) never finish and are left out.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A page of the sign-in flow: the portal never asks for popups there (they would interrupt sign-in). */
export function isSignInUrl(url: string) {
  const pathname = new URL(url, 'http://portal.local').pathname;
  return pathname === '/login' || pathname.startsWith('/login/') || pathname === '/user/user-join-re-terms';
}

/**
 * Opens a page as a visitor and waits until it is ready. Pages with the shell fetch the announcement
 * popups; when there are some, they are put away ("do not open for a day") so the page itself is what
 * the journey sees. System pages (empty layout) have no popups: pass `popups: false`.
 */
export async function openPage(page: Page, url: string, opts: { popups?: boolean } = {}) {
  const popups = opts.popups ?? true;
  // The sign-in pages never ask for popups (they would interrupt sign-in): nothing to wait for there,
  // but the pages a journey signs in to will show them.
  const signIn = isSignInUrl(url);
  // The answer's body is read as it arrives: the page shown before (a signed-in home still loading) may ask for the
  // popups too, and its answer has no body once the browser has left it; that one is passed over for this page's.
  let body = null as { popups: { contentsVersionId: number }[] } | null;
  const popupResponse =
    popups && !signIn
      ? page
          .waitForResponse(
            async (r) => {
              if (!r.url().includes('/popups') || r.request().method() !== 'GET') return false;
              body = (await r.json().catch(() => null)) as typeof body;
              return body !== null;
            },
            { timeout: 30_000 },
          )
          .catch(() => null)
      : undefined;
  await page.goto(url);
  // Every page with the shell asks for the popups on a full load (the query cache starts empty), so
  // on such a page the answer is awaited, however long a loaded machine takes: a popup that came
  // after a shorter wait stood over the page while it was scanned. A page without the shell (the
  // empty layout) never asks.
  await expectPageReady(page);
  const withShell = (await page.locator('header.top-bar').count()) > 0;
  const answered = popupResponse && withShell ? await popupResponse : null;
  if (answered) await stopDismissingPopups(page);
  // After sign-in the popups come on the next page: put them away whenever they stand in the way.
  if (popups && !answered) await dismissPopupsWhenShown(page);
  if (answered && body) {
    // Popups put away earlier in this browser stay hidden: "not for a day" and "never" in local
    // storage, a closed one for the session in session storage.
    const hidden = await page.evaluate(() => [
      ...Object.keys(localStorage).filter((k) => k.startsWith('popup_hidden_')),
      ...Object.keys(sessionStorage)
        .filter((k) => k.startsWith('popup_closed_'))
        .map((k) => k.replace('popup_closed_', 'popup_hidden_')),
    ]);
    const shown = body.popups.filter((p) => !hidden.includes(`popup_hidden_${p.contentsVersionId}`));
    if (shown.length) {
      const notToday = page.getByRole('button', { name: new RegExp(`^(${TEXT.ko.popupNotToday}|${TEXT.en.popupNotToday})$`) });
      await notToday.first().waitFor();
      await putPopupsAway(notToday);
    }
  }
  await expectPageReady(page);
}

/**
 * Confirms a submission in the dialog it opens (the one rule of every submission: once the form's checks pass, a dialog titled with
 * the pressed button's label asks first, and its own button carries that label).
 */
export async function confirmSend(page: Page, label: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}
