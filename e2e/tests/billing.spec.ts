import type { Page } from '@playwright/test';
import { expect, expectAccessible, koreaDay, test } from './fixtures';
import { expectPageSettled, openPage } from './helpers';
import { DEMO, signedInAs } from './session';

// Billing. The demo world bills every month of the last year; this month's bill of Gamma
// (USD) carries a correction of its report two months back, approved this month. A customer opens the month's bill and
// its correction line and downloads the statement, in English then in Korean; provider staff run this month and see the
// totals. Accessibility scans in both languages. With BIL_SCREENSHOTS=1 each screen is also saved at 1440, 1024 and 390 px
// (/tmp/bil-*.png, for a look by eye).

/** "YYYY-MM" of this Korean month plus n. */
function month(n = 0): string {
  const [y, m] = koreaDay().split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

async function screenshots(page: Page, name: string) {
  if (!process.env.BIL_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `/tmp/bil-${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test.describe('billing', () => {
  test('a customer opens this month’s bill with its correction line and downloads the statement, in English and in Korean', async ({
    page,
  }) => {
    const M = month();
    const corrected = month(-2);
    const main = page.locator('main');

    await signedInAs(page, DEMO.ops, { lang: 'en' });
    await openPage(page, '/billing/billing-list');
    await expect(main.locator('h1')).toHaveText('Billing');
    const row = main.locator('tbody tr').filter({ has: page.getByRole('link', { name: `Open the bill of ${M}` }) });
    await expect(row).toContainText('Provisional');
    await expect(row).toContainText('US$');
    await expectAccessible(page, 'billing list en');
    await screenshots(page, 'list-en');

    await row.getByRole('link', { name: `Open the bill of ${M}` }).click();
    await expect(main.locator('h1')).toHaveText(`Bill for ${M}`);
    const correction = main.locator('tr.bil-correction').first();
    await expect(correction).toContainText(`Correction (for ${corrected})`);
    await expect(correction).toContainText('-US$');
    await expect(main.getByText('All amounts exclude VAT.', { exact: false })).toBeVisible();
    await expect(main.locator('.bil-grand')).toContainText('US$');
    await expectPageSettled(page);
    await expectAccessible(page, 'bill en');
    await screenshots(page, 'detail-en');

    const pdf = page.waitForEvent('download');
    await main.getByRole('button', { name: 'PDF statement' }).click();
    expect((await pdf).suggestedFilename()).toBe(`billing-statement-C2001-${M}.pdf`);

    // In Korean: the same bill, the correction named "정정 (YYYY-MM분)", the Excel statement.
    await page.evaluate(() => localStorage.setItem('language', 'ko'));
    await openPage(page, `/billing/${M}/billing-detail`);
    await expect(main.locator('h1')).toHaveText(`${M} 청구 내역`);
    await expect(main.locator('tr.bil-correction').first()).toContainText(`정정 (${corrected}분)`);
    await expect(main.getByText('잠정 금액입니다.', { exact: false })).toBeVisible();
    const xlsx = page.waitForEvent('download');
    await main.getByRole('button', { name: '엑셀 명세서' }).click();
    expect((await xlsx).suggestedFilename()).toBe(`청구명세서-C2001-${M}.xlsx`);
    await expectPageSettled(page);
    await expectAccessible(page, 'bill ko');
    await screenshots(page, 'detail-ko');
    await main.getByRole('link', { name: '청구 내역 목록으로' }).click();
    await expect(main.locator('h1')).toHaveText('청구 내역');
    await screenshots(page, 'list-ko');
  });

  test('provider staff run this month and see its totals, in Korean and in English', async ({ page }) => {
    const M = month();
    const main = page.locator('main');
    await signedInAs(page, DEMO.sales, { lang: 'ko' });
    await openPage(page, '/admin/billing');
    await expect(main.locator('h1')).toHaveText('청구 관리');
    await expect(main.getByLabel('실행할 월')).toHaveValue(M);
    await main.getByRole('button', { name: '월 청구 실행' }).click();
    const confirm = page.getByRole('dialog', { name: `${M} 청구를 실행할까요?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '실행' }).click();
    const result = main.getByRole('status').filter({ hasText: '실행 결과' });
    await expect(result).toContainText(new RegExp(`${M}: (반영|변경 없음) · 고객 \\d+곳`));
    const row = main.locator('tbody tr').filter({ has: page.getByRole('button', { name: `${M} 청구 항목 보기` }) });
    await expect(row).toContainText('잠정');
    await expect(row).toContainText('₩');
    await expect(row).toContainText('US$');
    await expect(row).toContainText(/KST/);
    await expectPageSettled(page);
    await expectAccessible(page, 'admin billing ko');
    await screenshots(page, 'admin-ko');

    // The month's lines, searched by customer.
    await row.getByRole('button', { name: `${M} 청구 항목 보기` }).click();
    await expect(main.getByRole('heading', { name: `${M} 청구 항목` })).toBeVisible();
    await expect(main.locator('.bil-lines-section tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'admin billing lines ko');
    await screenshots(page, 'admin-lines-ko');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await openPage(page, '/admin/billing');
    await expect(main.locator('h1')).toHaveText('Billing');
    await main.getByRole('button', { name: 'Mark final: the billing of', exact: false }).first().click();
    const final = page.getByRole('dialog', { name: /Mark the billing of \d{4}-\d{2} final\?/ });
    await expect(final).toContainText('This cannot be undone');
    await final.getByRole('button', { name: 'Cancel' }).click();
    await expect(final).toBeHidden();
    await expectAccessible(page, 'admin billing en');
    await screenshots(page, 'admin-en');
  });
});
