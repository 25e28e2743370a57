import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, findBulletin, firstDerivativesNotice, firstNotice, openPage, pathAndQuery, TEXT } from './helpers';

// Notices: searching in both languages, paging and page size with the state in the URL, a detail with its
// previous and next posts; a derivatives notice and a bulletin detail.

const rows = (page: Page) => page.locator('main').getByRole('table').getByRole('row');
/** Title links of the list's rows, in order. */
const titleLinks = (page: Page) => page.locator('main').getByRole('table').getByRole('link');

/**
 * Picks an option of the open Ant Design select. Its role=option elements form a hidden list for
 * screen readers; the visible entries are found by their text.
 */
async function shownTotal(page: Page, lang: 'ko' | 'en') {
  const text = lang === 'ko' ? /전체\s*([\d,]+)\s*건/ : /([\d,]+)\s*in total/;
  const p = page.locator('main').getByText(text);
  await expect(p).toBeVisible();
  return Number((await p.innerText()).match(text)![1].replace(/,/g, ''));
}

test.describe('notice search', () => {
  test('a Korean search finds the notices the server finds, and the URL carries it', async ({ page, request, consoleErrors }) => {
    const term = '휴장일';
    const expected = await firstNotice(request, { searchText: term }, 'ko');
    expect(expected.totalCount, 'the seeded notices mention the term').toBeGreaterThan(0);

    await openPage(page, '/notice/notice-list');
    const all = await shownTotal(page, 'ko');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: TEXT.ko.keyword }).fill(term);
    await search.getByRole('button', { name: TEXT.ko.search, exact: true }).click();

    await expect.poll(() => pathAndQuery(page).params.get('keyword')).toBe(term);
    await expect.poll(() => shownTotal(page, 'ko')).toBe(expected.totalCount);
    expect(expected.totalCount).toBeLessThan(all);
    await expect(titleLinks(page).first()).toHaveText(expected.items[0].subject);
    // Page number and size stay out of the URL at their defaults.
    expect(pathAndQuery(page).params.has('pageNumber')).toBe(false);
    expect(pathAndQuery(page).params.has('pageSize')).toBe(false);

    // A reload keeps the search.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: TEXT.ko.keyword })).toHaveValue(term);
    await expect.poll(() => shownTotal(page, 'ko')).toBe(expected.totalCount);
    expect(consoleErrors).toEqual([]);
  });

  test('an English search (Enter in the box) finds the English notices', async ({ page, request }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const term = 'holiday';
    const expected = await firstNotice(request, { searchText: term }, 'en');
    expect(expected.totalCount).toBeGreaterThan(0);

    await openPage(page, '/notice/notice-list');
    await page.getByRole('searchbox', { name: TEXT.en.keyword }).fill(term);
    await page.getByRole('searchbox', { name: TEXT.en.keyword }).press('Enter');
    await expect.poll(() => pathAndQuery(page).params.get('keyword')).toBe(term);
    await expect.poll(() => shownTotal(page, 'en')).toBe(expected.totalCount);
    await expect(titleLinks(page).first()).toHaveText(expected.items[0].subject);

    // A search that finds nothing says so.
    await page.getByRole('searchbox', { name: TEXT.en.keyword }).fill('zzqx-nothing-matches');
    await page.getByRole('searchbox', { name: TEXT.en.keyword }).press('Enter');
    await expect(page.locator('main').getByText('No results. Try another search term or category.')).toBeVisible();
  });

  test('a search term of one character is refused with a message', async ({ page }) => {
    await openPage(page, '/notice/notice-list');
    await page.getByRole('searchbox', { name: TEXT.ko.keyword }).fill('휴');
    await page.getByRole('searchbox', { name: TEXT.ko.keyword }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '2자 이상' })).toBeVisible();
    expect(pathAndQuery(page).params.has('keyword')).toBe(false);
  });
});

test.describe('notice paging', () => {
  test('paging and the page size live in the URL, defaults omitted', async ({ page, request, consoleErrors }) => {
    const page1 = await firstNotice(request, { pageNumber: 1 }, 'ko');
    const page2 = await firstNotice(request, { pageNumber: 2 }, 'ko');
    expect(page1.totalCount, 'more than one page of seeded notices').toBeGreaterThan(10);

    await openPage(page, '/notice/notice-list');
    await expect(titleLinks(page)).toHaveCount(10);
    await expect(titleLinks(page).first()).toHaveText(page1.items[0].subject);

    const pager = page.getByRole('navigation', { name: TEXT.ko.pages });
    await pager.getByRole('listitem', { name: '2', exact: true }).click();
    await expect.poll(() => pathAndQuery(page).params.get('pageNumber')).toBe('2');
    expect(pathAndQuery(page).params.has('pageSize')).toBe(false);
    await expect(titleLinks(page).first()).toHaveText(page2.items[0].subject);

    // Back to page 1: the page number leaves the URL.
    await pager.getByRole('listitem', { name: '1', exact: true }).click();
    await expect.poll(() => pathAndQuery(page).params.has('pageNumber')).toBe(false);
    await expect(titleLinks(page).first()).toHaveText(page1.items[0].subject);

    // The browser's back button returns to page 2.
    await page.goBack();
    await expect.poll(() => pathAndQuery(page).params.get('pageNumber')).toBe('2');
    await expect(titleLinks(page).first()).toHaveText(page2.items[0].subject);

    // Fifty a page: the size enters the URL and the list starts again at page 1.
    await chooseOption(page, page.getByRole('combobox', { name: TEXT.ko.pageSize }), '50개씩');
    await expect.poll(() => pathAndQuery(page).params.get('pageSize')).toBe('50');
    expect(pathAndQuery(page).params.has('pageNumber')).toBe(false);
    await expect(titleLinks(page)).toHaveCount(Math.min(50, page1.totalCount));

    // A reload keeps it.
    await page.reload();
    await expect(titleLinks(page)).toHaveCount(Math.min(50, page1.totalCount));
    expect(pathAndQuery(page).params.get('pageSize')).toBe('50');

    // Back to ten: the size leaves the URL.
    await chooseOption(page, page.getByRole('combobox', { name: TEXT.ko.pageSize }), '10개씩');
    await expect.poll(() => pathAndQuery(page).params.has('pageSize')).toBe(false);
    await expect(titleLinks(page)).toHaveCount(10);
    expect(consoleErrors).toEqual([]);
  });

  test('a list opened from a URL with page state shows that page', async ({ page, request }) => {
    const page3 = await firstNotice(request, { pageNumber: 3 }, 'ko');
    await openPage(page, '/notice/notice-list?pageNumber=3');
    await expect(titleLinks(page).first()).toHaveText(page3.items[0].subject);
    await expect(rows(page)).toHaveCount(11); // the header row and ten notices
  });
});

test.describe('notice detail', () => {
  test('a detail opens from the list, walks to its next and previous posts, and goes back to the list', async ({ page, consoleErrors }) => {
    await openPage(page, '/notice/notice-list?pageNumber=2');
    const secondRow = titleLinks(page).nth(1);
    const subject = (await secondRow.innerText()).trim();
    const following = (await titleLinks(page).nth(2).innerText()).trim();
    const preceding = (await titleLinks(page).nth(0).innerText()).trim();
    await secondRow.click();
    await expect(page).toHaveURL(/\/notice\/\d+\/notice-detail/);
    await expect(page.locator('main h1')).toHaveText(subject);
    const detailUrl = page.url();

    const neighbours = page.getByRole('navigation', { name: '이전 글과 다음 글' });
    // Newest first: the previous post is the row above, the next one the row below.
    await expect(neighbours.getByRole('link', { name: preceding })).toBeVisible();
    await neighbours.getByRole('link', { name: following }).click();
    await expect(page.locator('main h1')).toHaveText(following);
    await expect(page).not.toHaveURL(detailUrl);

    await page.getByRole('navigation', { name: '이전 글과 다음 글' }).getByRole('link', { name: subject }).click();
    await expect(page.locator('main h1')).toHaveText(subject);

    // Back to the list, at the page the visitor came from.
    await page.getByRole('link', { name: TEXT.ko.backToList }).click();
    await expect(page).toHaveURL(/\/notice\/notice-list/);
    await expect(titleLinks(page).nth(1)).toHaveText(subject);
    expect(consoleErrors).toEqual([]);
  });

  test('previous and next follow the search the detail was opened from', async ({ page, request }) => {
    const found = await firstNotice(request, { searchText: '휴장일' }, 'ko');
    test.skip(found.items.length < 2, 'the search needs two results');
    await openPage(page, `/notice/notice-list?keyword=${encodeURIComponent('휴장일')}`);
    await titleLinks(page).first().click();
    await expect(page.locator('main h1')).toHaveText(found.items[0].subject);
    const neighbours = page.getByRole('navigation', { name: '이전 글과 다음 글' });
    await expect(neighbours.getByText('이전 글이 없습니다.')).toBeVisible();
    await neighbours.getByRole('link', { name: found.items[1].subject }).click();
    await expect(page.locator('main h1')).toHaveText(found.items[1].subject);
    await page.getByRole('link', { name: TEXT.ko.backToList }).click();
    await expect.poll(() => pathAndQuery(page).params.get('keyword')).toBe('휴장일');
  });

  test('the newest notice has no previous post, and an unknown notice says it cannot be found', async ({ page, request }) => {
    const newest = await firstNotice(request, {}, 'en');
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await openPage(page, `/notice/${newest.items[0].bbsContentId}/notice-detail`);
    await expect(page.locator('main h1')).toHaveText(newest.items[0].subject);
    await expect(page.getByRole('navigation', { name: 'Previous and next posts' }).getByText('There is no previous post.')).toBeVisible();

    await page.goto('/notice/99999999/notice-detail');
    await expect(page.locator('main').getByText('The post cannot be found.')).toBeVisible();
  });
});

test.describe('derivatives notices and bulletins', () => {
  test('a derivatives notice opens from its list with previous and next', async ({ page, request }) => {
    const first = await firstDerivativesNotice(request, 'ko');
    await openPage(page, '/krx-derivatives/krx-derivatives-list');
    await expect(titleLinks(page).first()).toHaveText(first.subject);
    await titleLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/krx-derivatives/${first.bbsContentId}/krx-derivatives-detail`));
    await expect(page.locator('main h1')).toHaveText(first.subject);
    const neighbours = page.getByRole('navigation', { name: '이전 글과 다음 글' });
    await expect(neighbours).toBeVisible();
    await neighbours.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/krx-derivatives\/\d+\/krx-derivatives-detail/);
    await expect(page.locator('main h1')).not.toHaveText(first.subject);
    await page.getByRole('link', { name: TEXT.ko.backToList }).click();
    await expect(page).toHaveURL(/\/krx-derivatives\/krx-derivatives-list/);
  });

  test('a bulletin detail (boards 02 to 11) is public, with its neighbours', async ({ page, request }) => {
    const item = await findBulletin(request);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await openPage(page, `/bbs/${item.bbsCode}/${item.bbsContentId}/bbs-contents-detail`);
    await expect(page.locator('main h1')).toHaveText(item.subject);
    await expect(page.getByRole('article')).not.toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Previous and next posts' })).toBeVisible();
  });
});
