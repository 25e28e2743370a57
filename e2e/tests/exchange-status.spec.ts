import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { expectPageSettled, openPage } from './helpers';
import { DEMO, signedInAs } from './session';

// Contract status and sales status: the exchange-side reviewer reads the demo world's
// twelve months of billing. In Korean: the contract status narrowed to one customer chosen in the company popup with
// the keyboard, its rows and totals per currency. In English: the sales status's Excel download arrives while the page
// shows its progress. The reviewer's shared session (nothing is changed).

test.describe('contract status and sales status', () => {
  test('the reviewer chooses a customer in the company popup and sees its contract status with totals (ko)', async ({ page }) => {
    await signedInAs(page, DEMO.reviewer, { lang: 'ko' });
    await openPage(page, '/exchange/contract-status');
    await expect(page.getByRole('heading', { level: 1, name: '계약 현황' })).toBeVisible();
    const table = page.locator('table.contract-status-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /통화별 합계/ })).toBeVisible();
    await expectPageSettled(page);
    await expectAccessible(page, 'contract status ko');

    await page.getByRole('button', { name: '고객사 선택' }).click();
    const dialog = page.getByRole('dialog', { name: '고객사 선택' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: '고객사명 또는 고객 코드' });
    await expect(search).toBeFocused();
    await search.fill('알파');
    await search.press('Enter');
    await expect(dialog.locator('tbody tr')).toHaveCount(1);
    await expect(dialog.locator('tbody tr')).toContainText('C1001');
    await expectAccessible(page, 'company popup ko');
    await search.press('ArrowDown');
    await expect(dialog.locator('tbody tr').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/[?&]company=\d+/);
    await expect(page.getByRole('textbox', { name: '고객사' })).toHaveValue('알파증권 (C1001)');
    // The rows of the chosen customer replace the earlier page once its search answers (the earlier rows stay meanwhile).
    await expect(table.locator('td.col-customer').filter({ hasNotText: 'C1001' })).toHaveCount(0);
    await expect(table.locator('td.col-customer').first()).toContainText('C1001');
    const totals = page.getByRole('table', { name: /통화별 합계/ });
    await expect(totals.getByRole('rowheader')).toHaveText(['KRW']);
    await expect(totals.locator('tbody td').nth(3)).toHaveText(/^₩[\d,]+$/);

    // Clearing the customer shows every customer again.
    await page.getByRole('button', { name: '선택 해제' }).click();
    await expect(page).not.toHaveURL(/[?&]company=/);
  });

  test('the reviewer downloads the sales status as Excel with its progress (en)', async ({ page }) => {
    await signedInAs(page, DEMO.reviewer, { lang: 'en' });
    await openPage(page, '/exchange/sales-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales status' })).toBeVisible();
    await expect(page.locator('table.sales-status-table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /Totals per currency/ })).toBeVisible();
    await expectPageSettled(page);
    await expectAccessible(page, 'sales status en');

    // The progress region is drawn while the file arrives (however fast): watched from the page itself.
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: string[] };
      w.progressSeen = [];
      new MutationObserver(() => {
        const status = document.querySelector('.status-export[role="status"]');
        if (status?.textContent) w.progressSeen.push(status.textContent);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-status-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByRole('button', { name: 'Download Excel' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.some((text) => /Preparing the file|Receiving [\d,]+ rows/.test(text))).toBe(true);
  });
});
