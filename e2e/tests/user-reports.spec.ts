import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { chooseOption, expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, type Tokens } from './session';

// Monthly user reports: the list, the calendar and a report in both languages; entering rows by keyboard in
// the grid with a pasted block, saving, leaving and coming back, then submitting; a proxy reporter reporting for a
// customer whose firm requires a second member's approval (four-eyes); provider staff approving a report; the exemption
// page. The reporting window is a provider setting: the journeys open it for the whole month after the report month
// (days 1 to 31), so the month before this one can be submitted on any day the journeys run.

type Lang = 'ko' | 'en';
const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });
const SCREENS = process.env.UR_SCREENS;

/** The month before this one in Korea ("YYYY-MM"): the month whose report is due while its window is open. */
function previousMonth(): string {
  const now = new Date(Date.now() + 9 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function openWindow(request: APIRequestContext) {
  const admin = await sharedTokens(request, DEMO.admin);
  const res = await request.put('/apis/v1/user/user-reports/settings/window', {
    headers: bearer(admin),
    data: { windowStartDay: 1, windowEndDay: 31, reminderDaysBefore: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface ListItem {
  reportId: number;
  number: string;
  state: string;
  type: string;
  reportMonth: string;
  companyName: string;
  version: number;
}
async function search(request: APIRequestContext, t: Tokens, body: Record<string, unknown>): Promise<ListItem[]> {
  const res = await request.post('/apis/v1/user/user-reports/search', { headers: bearer(t), data: { pageSize: 50, ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: ListItem[] }).items;
}

const visited = new WeakSet<Page>();
async function open(page: Page, url: string) {
  if (!visited.has(page)) {
    visited.add(page);
    await openPage(page, url);
    return;
  }
  await page.goto(url);
  await expectPageReady(page);
}

async function shoot(page: Page, name: string) {
  if (!SCREENS) return;
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Presses an action of the action bar and confirms it (with a reason when asked). */
async function act(page: Page, lang: Lang, label: string, reason?: string) {
  const bar = page.getByRole('group', { name: lang === 'ko' ? '처리' : 'Actions' });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox').first().fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  // Closed once the action is done; while open, the message the page shows (a refusal) is what a failure reports.
  await expect
    .poll(async () =>
      (await dialog.isVisible()) ? `open: ${(await page.locator('.ant-message-notice').allTextContents()).join(' | ')}` : 'closed',
    )
    .toBe('closed');
}

/** The grid's cell at a 0-based row and column. */
const cell = (grid: Locator, row: number, col: number) =>
  grid.locator(`[role=row][aria-rowindex="${row + 2}"] [role=gridcell][aria-colindex="${col + 2}"]`);

/** One row typed by keyboard only, from its first cell: Tab between cells (empty optional cells skipped with Tab). */
async function typeRow(page: Page, cells: string[]) {
  for (const value of cells) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

const ROW = (i: number) => [
  'DATAFEED',
  '151',
  '',
  '',
  'USER',
  'KSP-RT-L1',
  '',
  `Keyboard ${i + 1}`,
  `K${i + 1}`,
  '',
  '',
  '',
  'KR',
  String((i % 3) + 1),
];

test.describe('monthly user reports', () => {
  test('the list, the calendar and a report of the demo company, in both languages', async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await sharedTokens(request, DEMO.member);
    const main = page.locator('main');
    for (const lang of ['ko', 'en'] as const) {
      await putSession(page, member, DEMO.member.email, lang);
      await open(page, '/report/user-report-list');
      await expect(page.locator('main h1')).toHaveText(lang === 'ko' ? '사용자 리포트' : 'User reports');
      await expect(main.getByRole('heading', { name: lang === 'ko' ? '월별 신고 현황' : 'Reporting status by month' })).toBeVisible();
      await expect(main.locator('.ur-table tbody tr.ant-table-row').first()).toBeVisible();
      await expectAccessible(page, `user report list ${lang}`);
      await shoot(page, `list-${lang}`);

      // An impossible period says so without a list.
      await open(page, '/report/user-report-list?periodStart=2026-09&periodEnd=2026-03');
      await expect(main.getByRole('alert')).toHaveText(lang === 'ko' ? '검색 조건을 확인해주세요.' : 'Check the search conditions.');

      // A report: information, approval status, rows and history.
      await open(page, '/report/user-report-list?type=MONTHLY');
      await main.locator('.ur-table tbody tr.ant-table-row').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/report\/\d+\/user-report-detail/);
      await expect(main.getByRole('heading', { name: lang === 'ko' ? '리포트 정보' : 'Report information' })).toBeVisible();
      await expect(main.locator('.ur-rows-table tbody tr').first()).toBeVisible();
      await expectAccessible(page, `user report detail ${lang}`);
      await shoot(page, `detail-${lang}`);

      await open(page, '/report/calendar');
      await expect(page.locator('main h1')).toHaveText(lang === 'ko' ? '리포트 일정' : 'Reporting calendar');
      await expect(main.locator('.ur-calendar-month').first()).toBeVisible();
      await expectAccessible(page, `user report calendar ${lang}`);
      await shoot(page, `calendar-${lang}`);
    }
  });

  test('20 rows by keyboard and a pasted block in the grid, saved, left, opened again and submitted', async ({ page, request }) => {
    test.setTimeout(300_000);
    await openWindow(request);
    const member = await sharedTokens(request, DEMO.member);
    const main = page.locator('main');
    await putSession(page, member, DEMO.member.email, 'ko');
    await open(page, '/report/user-report-write');
    await expect(page.locator('main h1')).toHaveText('월간 사용자 리포트');
    // The demo company has a saved draft of the due month: it is continued, not started twice.
    const draftNotice = main.getByText(/임시 저장 리포트\(UR-/);
    await expect(draftNotice).toBeVisible();
    await main.getByRole('button', { name: '이어서 작성' }).click();
    await expect(page).toHaveURL(/reportId=\d+/);
    const grid = main.getByRole('grid', { name: '리포트 상세 내역' });
    await expect(grid).toBeVisible();

    // The previous month's filed rows replace the grid's, after a confirmation.
    await main.getByRole('button', { name: '전월 데이터 불러오기' }).click();
    const previous = page.getByRole('dialog').filter({ hasText: '전월 리포트의 행이 지금 입력한 행을 덮어씁니다.' });
    await previous.getByRole('button', { name: '불러와서 덮어쓰기' }).click();
    await expect(page.getByText(/의 \d+행을 불러왔습니다\.$/)).toBeVisible();
    await expect(grid).not.toHaveAttribute('aria-rowcount', '1');

    // Reset asks first, then empties the grid.
    await main.getByRole('button', { name: '초기화' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '초기화' }).click();
    await expect(grid).toHaveAttribute('aria-rowcount', '1');

    // 20 rows by keyboard only: Add row, then type and Tab; Tab from the last cell goes on to a new row.
    await main.getByRole('button', { name: '행 추가' }).click();
    await expect(cell(grid, 0, 0)).toBeFocused();
    for (let i = 0; i < 20; i += 1) await typeRow(page, ROW(i));
    await expect(grid).toHaveAttribute('aria-rowcount', '22');
    await expect(cell(grid, 19, 7)).toHaveText('Keyboard 20');
    // Back to the first cell and down by arrows: the rows drawn follow the active cell.
    await page.keyboard.press('Control+Home');
    await expect(cell(grid, 0, 0)).toBeFocused();
    await expect(cell(grid, 0, 1)).toHaveText('151 · 전문가용');
    // A wrong cell is marked as you go, with its message.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(cell(grid, 2, 13)).toBeFocused();
    await page.keyboard.type('1.5');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect(cell(grid, 2, 13)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('3행 수량: 수량은 정수로 입력해 주세요.')).toBeVisible();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(cell(grid, 2, 13)).not.toHaveAttribute('aria-invalid', 'true');
    // The blank row the keyboard entry left at the end takes the pasted block.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await expect(cell(grid, 20, 0)).toBeFocused();

    // A block copied from a spreadsheet, pasted at the 21st row's first cell.
    const block = [0, 1, 2]
      .map((i) =>
        [
          'TERMINAL',
          '152',
          '110-0001',
          'BC01',
          'TERMINAL',
          'KSQ-RT-L1',
          'HTS',
          `붙여넣기 ${i + 1}`,
          `P${i + 1}`,
          '서울',
          '서울',
          '영등포구',
          'KR',
          '4',
        ].join('\t'),
      )
      .join('\n');
    await cell(grid, 20, 0).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, block);
    await expect(grid).toHaveAttribute('aria-rowcount', '24');
    await expect(main.getByText('3행 14열을 붙여 넣었습니다.')).toBeAttached();
    // 20 + 3 rows; the blank row the keyboard entry left at the end is not counted.
    await expect(main.locator('.ur-totals')).toContainText('23');
    await expectAccessible(page, 'user report grid ko');
    await shoot(page, 'write-ko');

    await main.getByRole('button', { name: '임시 저장' }).click();
    await expect(page.getByText('임시 저장했습니다.')).toBeVisible();
    const reportId = Number(new URL(page.url()).searchParams.get('reportId'));

    // Leave, come back from the list: the draft is there as saved.
    await open(page, '/report/user-report-list');
    await open(page, `/report/${reportId}/user-report-detail`);
    await main.getByRole('link', { name: '수정 후 제출' }).click();
    await expect(grid).toHaveAttribute('aria-rowcount', '24');
    await cell(grid, 0, 0).click();
    await page.keyboard.press('Control+End');
    await expect(cell(grid, 22, 7)).toHaveText('붙여넣기 3');

    await main.getByRole('button', { name: '제출', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '이 리포트의 내용이 정확하고 빠짐없음을 확인합니다.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '제출' }).click();
    await expect(dialog.getByText('리포트 내용이 정확하다는 확인란을 선택해 주세요.')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('textbox').fill('키보드로 입력한 20행과 붙여 넣은 3행입니다.');
    await dialog.getByRole('button', { name: '제출' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/${reportId}/user-report-detail`));
    await expect(main.locator('.status-tag, .ant-tag').filter({ hasText: '승인 대기' }).first()).toBeVisible();
  });

  test('a proxy reporter reports for a customer, and a second member of that firm approves it (four-eyes)', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openWindow(request);
    // A report of the month left by an earlier try of this journey is cancelled, so the month is due again.
    const analyst = await sharedTokens(request, DEMO.analyst);
    const left = await search(request, analyst, { type: 'MONTHLY', periodStart: previousMonth(), periodEnd: previousMonth() });
    for (const r of left.filter((i) => ['SAVED', 'AWAITING_INTERNAL', 'SUBMITTED', 'INFO_REQUESTED', 'REJECTED'].includes(i.state))) {
      const detail = await request.get(`/apis/v1/user/user-reports/${r.reportId}`, { headers: bearer(analyst) });
      const { version } = (await detail.json()) as { version: number };
      const res = await request.post(`/apis/v1/user/user-reports/${r.reportId}/actions/cancel`, {
        headers: bearer(analyst),
        data: { version, reason: '내부 승인 여정의 이전 시도입니다.' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const proxy = await sharedTokens(request, DEMO.reporter);
    const main = page.locator('main');
    await putSession(page, proxy, DEMO.reporter.email, 'ko');
    await open(page, '/report/user-report-write');
    // The customer is chosen first.
    await expect(main.getByRole('combobox', { name: '리포트 월' })).toBeDisabled();
    await chooseOption(page, main.getByRole('combobox', { name: '고객사' }), '베타자산운용 (C1002)');
    const [y, m] = previousMonth().split('-').map(Number);
    // The month due by the server's calendar is chosen already.
    await expect(main.locator('.ur-info-select').nth(1)).toContainText(`${y}년 ${m}월`);
    const grid = main.getByRole('grid', { name: '리포트 상세 내역' });
    await main.getByRole('button', { name: '행 추가' }).click();
    await typeRow(page, ROW(0));
    await main.getByRole('button', { name: '제출', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '이 리포트의 내용이 정확하고 빠짐없음을 확인합니다.' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '내부 승인 요청' }).click();
    await expect(page).toHaveURL(/\/report\/\d+\/user-report-detail/);
    const reportId = Number(/\/report\/(\d+)\//.exec(page.url())![1]);
    await expect(main.getByText('내부 승인 대기').first()).toBeVisible();
    await expect(main.getByText('박지호').first()).toBeVisible();
    void grid;

    // A member of the customer firm approves it: it goes to the provider.
    await putSession(page, analyst, DEMO.analyst.email, 'ko');
    await open(page, `/report/${reportId}/user-report-detail`);
    await act(page, 'ko', '내부 승인');
    await expect(main.getByText('승인 대기').first()).toBeVisible();
    await expectAccessible(page, 'four-eyes approved ko');
  });

  test('provider staff approve a report from the review page', async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await sharedTokens(request, DEMO.admin);
    const waiting = (await search(request, admin, { state: 'SUBMITTED', type: 'CORRECTION' }))[0];
    expect(waiting, 'a correction waiting for the desk (demo world)').toBeTruthy();
    const main = page.locator('main');
    for (const lang of ['en', 'ko'] as const) {
      await putSession(page, admin, DEMO.admin.email, lang);
      await open(page, `/admin/report/${waiting!.reportId}/report-review`);
      await expect(page.locator('main h1')).toContainText(lang === 'ko' ? '사용자 리포트 검토' : 'User report review');
      await expectAccessible(page, `report review ${lang}`);
      await shoot(page, `review-${lang}`);
    }
    await act(page, 'ko', '승인');
    await expect(main.getByText('승인', { exact: true }).first()).toBeVisible();
  });

  test('a company exempt from user reports sees the exemption page instead of the list', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { email } = DEMO.exempt;
    const tokens = await sharedTokens(request, DEMO.exempt);
    const main = page.locator('main');
    for (const lang of ['ko', 'en'] as const) {
      await putSession(page, tokens, email, lang);
      await open(page, '/report/user-report-list');
      await expect(page).toHaveURL(/\/report\/exemption$/);
      await expect(main.getByText(lang === 'ko' ? '면제 사유' : 'Reason', { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: 'sales@krx-data.example' })).toBeVisible();
      await expectAccessible(page, `exemption ${lang}`);
      await shoot(page, `exemption-${lang}`);
    }
  });
});
