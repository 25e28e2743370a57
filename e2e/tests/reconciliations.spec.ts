import type { Page } from '@playwright/test';
import { expect, expectAccessible, koreaDay, test } from './fixtures';
import { confirmSend, expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

// Entitlement reconciliation (issue 25 §1). In Korean: 알파증권's member opens the list from the audit menu, uploads an
// extract written here for the two months before last (an empty form is refused with its own messages first), sees the
// months, the nets and the differences, the users behind one, then drafts the correction of the month still inside the
// correction window (a month with a correction already open says so). In English: the same result's page reads in
// English with the counting rule in words. Accessibility scans on every screen.

/** "YYYY-MM" n months before the Korean month of today. */
function monthBefore(n: number): string {
  const [y, m] = koreaDay(0).split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
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

test.describe('entitlement reconciliation', () => {
  test('uploaded, its differences and users read, a correction drafted (Korean), and the result read in English', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const member = await sharedTokens(request, DEMO.member);
    const main = page.locator('main');
    const [first, last] = [monthBefore(3), monthBefore(2)];
    // Two users of KSP-RT-L1 (151): one across the boundary of the two months, one in the last month only.
    const extract = [
      '사용자/단말 ID / User or device ID,이름 / Name,상품 코드 / Product code,이용 구분 / Use category,시작일 / Start date,종료일 / End date,위치 / Location',
      `E2E-U1,윤지우,KSP-RT-L1,151,${first}-20,${last}-05,KR 서울`,
      `E2E-U2,Jane Park,KSP-RT-L1,151,${last}-10,,US New York`,
    ].join('\r\n');

    // The list from the audit menu, then the upload form.
    await putSession(page, member, DEMO.member.email, 'ko');
    await open(page, '/audit/reconciliation-list');
    await expect(page.locator('main h1')).toHaveText('권한 대사');
    await expectAccessible(page, 'reconciliation-list ko');
    await main.getByRole('link', { name: '대사 파일 올리기' }).click();
    await expect(page).toHaveURL(/\/audit\/reconciliation-write$/);
    await expect(page.locator('main h1')).toHaveText('대사 파일 올리기');
    await main.getByRole('button', { name: '올리고 대사하기' }).click();
    await expect(main.getByText('대사 기간을 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('추출 파일을 골라 주세요.')).toBeVisible();
    await expectAccessible(page, 'reconciliation-write ko refused');

    await main.getByLabel('첫 달').selectOption(first);
    await main.getByLabel('마지막 달').selectOption(last);
    await expect(main.getByText('2개월', { exact: true })).toBeVisible();
    // The field's button, in the page's words, opens the browser's chooser; the chosen file's name shows beside it.
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: /추출 파일.*파일 선택/ }).click();
    await (await chooser).setFiles({ name: 'entitlements.csv', mimeType: 'text/csv', buffer: Buffer.from(extract) });
    await expect(main.getByText(/^entitlements\.csv \(/)).toBeVisible();
    await main.getByRole('button', { name: '올리고 대사하기' }).click();
    await confirmSend(page, '올리고 대사하기');
    await expect(page).toHaveURL(/\/audit\/\d+\/reconciliation-detail$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);

    // The result: the rule in words, the months with their filed report and window, the nets, the differences.
    await expect(main.locator('.doc-header-status')).toContainText('작성 중');
    await expect(main.getByText('한 달 중 하루라도 권한이 있었던 사용자 또는 단말은')).toBeVisible();
    await expect(main.getByText('entitlements.csv · 2행 · 결과 1회차')).toBeVisible();
    const months = main.getByRole('table', { name: '월별 합계' });
    await expect(months.getByRole('row').filter({ hasText: first })).toContainText(/\d{4}-\d{6}/);
    await expect(main.getByRole('table', { name: '상품·이용 구분별 상계' })).toContainText('KSP-RT-L1');
    await main.getByLabel('월', { exact: true }).selectOption(last);
    const differences = main.getByRole('table', { name: '차이 목록' });
    const lastL1 = differences.getByRole('row').filter({ hasText: last }).filter({ hasText: 'KSP-RT-L1' }).filter({ hasText: '151' });
    await expect(lastL1).toBeVisible();
    await expectAccessible(page, 'reconciliation-detail ko');

    // The users behind the last month's difference: both, the boundary one first.
    await lastL1.getByRole('button', { name: /사용자 보기/ }).click();
    const users = main.getByRole('region', { name: /권한이 있던 사용자·단말 \(2명\)/ });
    await expect(users).toBeVisible();
    await expect(users.getByRole('row').nth(1)).toContainText('E2E-U1');
    await expect(users.getByRole('row').nth(2)).toContainText('E2E-U2');
    await expectAccessible(page, 'reconciliation users ko');

    // The corrections: the month before last is drafted; the earlier one has a correction open (the demo world's).
    await main.getByRole('button', { name: '수정 리포트 작성' }).click();
    await confirmSend(page, '수정 리포트 작성');
    const outcomes = main.getByRole('status').filter({ hasText: last });
    await expect(outcomes.getByRole('link', { name: new RegExp(`${last}: .* 작성 \\(수정 리포트\\)`) })).toBeVisible();
    await expectAccessible(page, 'reconciliation corrections ko');
    await outcomes.getByRole('link', { name: new RegExp(`${last}:`) }).click();
    await expect(page).toHaveURL(/\/report\/\d+\/user-report-detail$/);
    await expect(main.getByText('E2E-U1').first()).toBeVisible();

    // In English: the same result with the rule in words.
    await putSession(page, member, DEMO.member.email, 'en');
    await open(page, `/audit/${id}/reconciliation-detail`);
    await expect(page.locator('main h1')).toContainText('Entitlement reconciliation');
    await expect(main.getByText('A user or device entitled on any day of a month counts once for that month')).toBeVisible();
    await expect(main.getByRole('table', { name: 'Totals per month' })).toBeVisible();
    await expectAccessible(page, 'reconciliation-detail en');
  });
});
