import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, type Tokens } from './session';

// A month whose reporting window has passed, met as a customer meets it. The write page says before the first
// keystroke when and how the month can still be filed; a Korean name is typed straight into a selected cell of the grid
// through the browser's input-method events (Chromium's own composition, driven over CDP: the first key "Process"/229,
// then the syllable composed jamo by jamo and committed); the draft is saved, left, and resumed in the other language;
// it is filed late, and the desk sees it flagged. The month is three months back: its window closed two months ago
// whatever the window setting (other journeys widen it), and late filing stays open to the end of this month. In the demo
// world 베타자산운용 (four-eyes) has only a rejected report of it, which the journey cancels with any left by an
// earlier try, so each try starts a new report of the month.

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

/** The month `n` months before this one in Korea ("YYYY-MM"). */
function monthsAgo(n: number): string {
  const now = new Date(Date.now() + 9 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const monthLabel = (month: string, lang: 'ko' | 'en') => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return lang === 'ko'
    ? `${y}년 ${m}월`
    : new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

interface Item {
  reportId: number;
  state: string;
  version: number;
}
async function reportsOf(request: APIRequestContext, t: Tokens, month: string): Promise<Item[]> {
  const res = await request.post('/apis/v1/user/user-reports/search', {
    headers: bearer(t),
    data: { pageSize: 50, type: 'MONTHLY', periodStart: month, periodEnd: month },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

/** The grid's cell at a 0-based row and column. */
const cell = (grid: Locator, row: number, col: number) =>
  grid.locator(`[role=row][aria-rowindex="${row + 2}"] [role=gridcell][aria-colindex="${col + 2}"]`);

/** Types a Hangul syllable sequence as a Korean input method does: Process (229), then each composition step, then the commit. */
async function typeWithKoreanIme(page: Page, steps: string[][]) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const syllable of steps) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Process', code: 'KeyG', windowsVirtualKeyCode: 229 });
      for (const composing of syllable)
        await cdp.send('Input.imeSetComposition', { text: composing, selectionStart: composing.length, selectionEnd: composing.length });
      await cdp.send('Input.insertText', { text: syllable[syllable.length - 1]! });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Process', code: 'KeyG', windowsVirtualKeyCode: 229 });
    }
  } finally {
    await cdp.detach();
  }
}

test('a month past its window: said before the first keystroke, a Korean name typed through the input method, saved, resumed in English, filed late, flagged for the desk', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const analyst = await sharedTokens(request, DEMO.analyst);
  const month = monthsAgo(3);
  for (const r of await reportsOf(request, analyst, month)) {
    if (r.state === 'CANCELLED') continue;
    expect(r.state, 'no report of the month is approved in the demo world or by this journey').not.toBe('APPROVED');
    const res = await request.post(`/apis/v1/user/user-reports/${r.reportId}/actions/cancel`, {
      headers: bearer(analyst),
      data: { version: r.version, reason: '지연 신고 여정의 이전 시도입니다.' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const main = page.locator('main');
  await putSession(page, analyst, DEMO.analyst.email, 'ko');
  await openPage(page, '/report/user-report-write');
  await expect(page.locator('main h1')).toHaveText('월간 사용자 리포트');
  // The month is offered with its state (overdue, or cancelled after the step above).
  await main.getByRole('combobox', { name: '리포트 월' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${monthLabel(month, 'ko')} · ` })
    .click();
  // Before anything is typed: the window closed, late filing is possible until a date, flagged late.
  const notice = main.locator('.ur-alert').filter({ hasText: `${monthLabel(month, 'ko')} 리포트의 신고 기간은` });
  await expect(notice).toContainText('에 끝났습니다.');
  await expect(notice).toContainText('까지는 지연 신고할 수 있으며, 제공사에 지연 신고로 표시됩니다.');
  await expectAccessible(page, 'late month write ko');

  // One row; its user name typed in Hangul straight into the selected cell, through the input method.
  const grid = main.getByRole('grid', { name: '리포트 상세 내역' });
  await main.getByRole('button', { name: '행 추가' }).click();
  await expect(cell(grid, 0, 0)).toBeFocused();
  for (const value of ['DATAFEED', '151', '', '', 'USER', 'KSP-RT-L1', '']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(cell(grid, 0, 7)).toBeFocused();
  await typeWithKoreanIme(page, [
    ['ㅎ', '호', '홍'],
    ['ㄱ', '기', '길'],
    ['ㄷ', '도', '동'],
  ]);
  await page.keyboard.press('Tab');
  await expect(cell(grid, 0, 7)).toHaveText('홍길동');
  for (const value of ['LATE-1', '', '', '', 'KR', '2']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await main.getByRole('button', { name: '임시 저장' }).click();
  await expect(page.getByText('임시 저장했습니다.')).toBeVisible();
  // The first save gives the draft its address, without asking whether to leave the page.
  await expect(page).toHaveURL(/reportId=\d+/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reportId = Number(new URL(page.url()).searchParams.get('reportId'));

  // Leave; come back in English from the report's page: the draft, its Hangul name and the late notice are there.
  await putSession(page, analyst, DEMO.analyst.email, 'en');
  await page.goto('/report/user-report-list');
  await expectPageReady(page);
  await page.goto(`/report/${reportId}/user-report-detail`);
  await expectPageReady(page);
  await main.getByRole('link', { name: 'Edit and submit' }).click();
  const gridEn = main.getByRole('grid', { name: 'Report details' });
  await expect(cell(gridEn, 0, 7)).toHaveText('홍길동');
  const noticeEn = main.locator('.ur-alert').filter({ hasText: `The reporting window for ${monthLabel(month, 'en')} closed on` });
  await expect(noticeEn).toContainText('it is marked as filed late for the provider.');
  await expectAccessible(page, 'late month resumed en');

  // Filed late: the confirmation says so before it is sent (to a second member first: four-eyes).
  await main.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('checkbox') });
  await expect(dialog).toContainText('This report is filed after its window');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Submit for internal approval' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${reportId}/user-report-detail`));
  // The document's header marks it beside its state.
  await expect(main.locator('.doc-header-status')).toContainText('Awaiting internal approval');
  await expect(main.locator('.doc-header-status')).toContainText('Filed late');

  // A second member of the firm approves it (through the API); the desk sees it waiting, flagged late, in Korean.
  const detail = await request.get(`/apis/v1/user/user-reports/${reportId}`, { headers: bearer(analyst) });
  const { companyId, version } = (await detail.json()) as { companyId: number; version: number };
  const second = await sharedTokens(request, DEMO.member, { companyId });
  const approved = await request.post(`/apis/v1/user/user-reports/${reportId}/actions/approveInternal`, {
    headers: bearer(second),
    data: { version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const admin = await sharedTokens(request, DEMO.admin);
  await putSession(page, admin, DEMO.admin.email, 'ko');
  await page.goto(`/admin/report/${reportId}/report-review`);
  await expectPageReady(page);
  await expect(main.locator('.doc-header-status')).toContainText('지연 신고');
  await expect(main.getByText('홍길동').first()).toBeVisible();
  await expectAccessible(page, 'late report review ko');
});

test('a correction under review shows what it changes: the billing difference and the rows, in Korean and English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await sharedTokens(request, DEMO.admin);
  const res = await request.post('/apis/v1/user/user-reports/search', {
    headers: bearer(admin),
    data: { pageSize: 50, type: 'CORRECTION' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [correction] = ((await res.json()) as { items: Item[] }).items;
  expect(correction, 'the demo world has corrections').toBeTruthy();
  const main = page.locator('main');
  for (const lang of ['ko', 'en'] as const) {
    await putSession(page, admin, DEMO.admin.email, lang);
    await openPage(page, `/admin/report/${correction!.reportId}/report-review`);
    const words =
      lang === 'ko'
        ? { title: '정정 내용', billing: '청구 차액', rows: '바뀐 행', total: '차액 합계 (부가세 별도)' }
        : {
            title: 'What this correction changes',
            billing: 'Billing difference',
            rows: 'Rows changed',
            total: 'Total difference (excluding VAT)',
          };
    await expect(main.getByRole('heading', { name: words.title })).toBeVisible();
    const billing = main.getByRole('region', { name: words.billing });
    await expect(billing.getByText(words.total)).toBeVisible();
    await expect(billing.locator('tfoot, .ant-table-summary').getByText(/^[+-]?(₩|US\$)[\d,.]+$/)).toBeVisible();
    await expect(main.getByRole('region', { name: words.rows }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, `correction changes ${lang}`);
    if (process.env.UR_SCREENS) {
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await main.getByRole('heading', { name: words.title }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.UR_SCREENS}/correction-${lang}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }
});
