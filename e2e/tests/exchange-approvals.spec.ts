import type { Page } from '@playwright/test';
import { expect, expectAccessible, orderAtExchange, test, waitingExchangeItem } from './fixtures';
import { expectPageReady, openPage, TEXT } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

// Exchange approvals: the reviewer (09) filters the approval list, approves one document from its
// page, rejects one with a message, is asked to select before "Approve all" and approves a selection; the writer then
// finds the exchange's decision in their notifications and opens the order from it. Documents are set up through the
// API (orders the provider approved); both languages; an accessibility scan on each screen.

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

/** Takes an action of the document page's bar, through its confirmation (a message when given). */
async function act(page: Page, group: string, label: string, ok: string, message?: string) {
  await page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (message !== undefined) await dialog.getByRole('textbox').first().fill(message);
  await dialog.getByRole('button', { name: ok, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('exchange approvals', () => {
  test('the reviewer filters, approves one, rejects one with a message and approves a selection (Korean)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await sharedTokens(request, DEMO.member);
    const sales = await sharedTokens(request, DEMO.sales);
    const stamp = Date.now().toString(36);
    const docs = [];
    for (const n of [1, 2, 3]) docs.push(await orderAtExchange(request, member, sales, ['KSP-RT-L1'], `exa-${stamp}-${n}`));
    const [first, second, third] = docs as [(typeof docs)[number], (typeof docs)[number], (typeof docs)[number]];
    const reviewer = await sharedTokens(request, DEMO.reviewer);
    await putSession(page, reviewer, DEMO.reviewer.email, 'ko');
    const main = page.locator('main');

    // The exchange menu on the top bar leads to the list; filtered to the waiting documents (50 a page), the three are there.
    await open(page, '/home');
    const menu = page.getByRole('navigation', { name: TEXT.ko.mainMenu });
    await menu.getByRole('button', { name: '거래소 업무' }).click();
    await menu.getByRole('link', { name: '승인 목록', exact: true }).click();
    await expect(page).toHaveURL(/\/exchange\/approval-list$/);
    await open(page, '/exchange/approval-list?status=WAITING&pageSize=50');
    await expect(page.locator('main h1')).toHaveText('거래소 승인 목록');
    for (const d of docs) await expect(main.getByRole('row').filter({ hasText: d.orderNumber })).toContainText('승인 대기');
    await expectAccessible(page, 'approval-list ko');
    // A text search narrows the list to one document.
    const search = main.getByRole('search');
    await search.getByRole('searchbox', { name: '검색' }).fill(first.orderNumber);
    await search.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(first.orderNumber);
    await expect(main.getByRole('row')).toHaveCount(2);

    // Approve one from its page.
    await main.getByRole('link', { name: first.orderNumber }).click();
    await expect(page).toHaveURL(/\/exchange\/approval\/\d+\/approval-detail/);
    await expect(main.getByRole('region', { name: '문서 요약' })).toContainText('신규');
    await expect(main.getByRole('region', { name: '첨부 파일' })).toContainText(`signed-exa-${stamp}-1`);
    await expectAccessible(page, 'approval-detail ko');
    await act(page, '처리', '최종 승인', '최종 승인');
    await expect(page.getByText('최종 승인했습니다. 계약에 반영했습니다.')).toBeVisible();
    const decision = main.getByRole('region', { name: '거래소 결정' });
    await expect(decision).toContainText('윤예준');
    await expect(decision).toContainText('통보 완료');

    // Reject the second with a message.
    const item = await waitingExchangeItem(request, second.orderId);
    await open(page, `/exchange/approval/${item.approvalId}/approval-detail`);
    await act(page, '처리', '거래소 반려', '거래소 반려', '별첨의 재배포 범위를 확인해 주세요.');
    await expect(page.getByText('반려했습니다.')).toBeVisible();
    await expect(main.getByRole('region', { name: '거래소 결정' })).toContainText('별첨의 재배포 범위를 확인해 주세요.');

    // Approve all: nothing selected is refused with the spec's words; then the third, selected, after the confirmation.
    await open(page, '/exchange/approval-list?status=WAITING&pageSize=50');
    await main.getByRole('button', { name: '일괄 승인' }).click();
    await expect(main.getByRole('alert').filter({ hasText: '항목을 선택해주세요.' })).toBeVisible();
    await main.getByRole('checkbox', { name: `${third.orderNumber} 선택` }).check();
    await expect(main.getByText('1건 선택')).toBeVisible();
    await main.getByRole('button', { name: '일괄 승인' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('되돌릴 수 없습니다');
    // The confirmation names what it will approve.
    await expect(dialog.getByRole('list', { name: '승인할 문서' }).getByRole('listitem')).toHaveText([new RegExp(third.orderNumber)]);
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    await expect(page.getByText('1건을 승인했습니다.')).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: third.orderNumber })).toHaveCount(0);
    await open(page, `/exchange/approval-list?keyword=${encodeURIComponent(third.orderNumber)}`);
    const decided = main.getByRole('row').filter({ hasText: third.orderNumber });
    await expect(decided).toContainText('승인');
    // A decided row names its stage, never "awaiting".
    await expect(decided).toContainText('거래소 승인');
    await expect(decided).not.toContainText('대기');
    // The list fits its page at 1440 px: nothing scrolls sideways (it was 1,599 px inside 1,120).
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/exchange/approval-list?pageSize=50');
    await expect(main.getByRole('table')).toBeVisible();
    const wrap = main.locator('.exa-table-wrap');
    await expect.poll(() => wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('the writer sees the exchange’s decision in the notifications; the reviewer’s list in English', async ({ page, request }) => {
    const member = await sharedTokens(request, DEMO.member);
    const sales = await sharedTokens(request, DEMO.sales);
    const doc = await orderAtExchange(request, member, sales, ['KSQ-RT-L1'], `exa-en-${Date.now().toString(36)}`);
    const reviewer = await sharedTokens(request, DEMO.reviewer);
    await putSession(page, reviewer, DEMO.reviewer.email, 'en');
    const main = page.locator('main');
    await open(page, `/exchange/approval-list?type=NEW&keyword=${encodeURIComponent(doc.orderNumber)}`);
    await expect(page.locator('main h1')).toHaveText('Exchange approvals');
    const row = main.getByRole('row').filter({ hasText: doc.orderNumber });
    await expect(row).toContainText('New order');
    await expect(row).toContainText('Waiting');
    await expectAccessible(page, 'approval-list en');
    await row.getByRole('link', { name: doc.orderNumber }).click();
    await act(page, 'Actions', 'Approve (final)', 'Approve (final)', 'Approved as agreed.');
    await expect(page.getByText('Approved. The contract has been updated.')).toBeVisible();

    // The writer: the notification names the exchange's approval and opens the order, now approved.
    await putSession(page, member, DEMO.member.email, 'en');
    await open(page, '/notification/notification-list');
    const entry = main.getByRole('link').filter({ hasText: doc.orderNumber }).filter({ hasText: 'Approve (final)' }).first();
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'notification-list en');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/order/${doc.orderId}/order-detail`));
    await expect(main.locator('.doc-header-status')).toContainText('Approved');
  });
});
