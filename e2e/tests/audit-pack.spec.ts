import { expect, expectAccessible, test } from './fixtures';
import { animationsDone, confirmSend, expectPageSettled, openPage } from './helpers';
import { DEMO, signedInAs } from './session';

// The audit pack. In Korean: 알파증권's member asks for the pack of the last twelve months (after a confirmation), follows
// it in the list until it is ready, downloads it, and verifies the downloaded ZIP on the same page: every file matches
// and the signature is the portal's. In English: the exchange reviewer must pick a customer first (the form says so),
// and sees every customer's packs. Accessibility scans on each screen.

test.describe('the audit pack', () => {
  test('a member makes the pack, waits for it, downloads it and verifies it on the page (Korean)', async ({ page }) => {
    test.setTimeout(240_000);
    const main = page.locator('main');
    await signedInAs(page, DEMO.member, { lang: 'ko' });
    await openPage(page, '/audit/audit-pack');
    await expect(main.locator('h1')).toHaveText('감사 자료');
    await expectPageSettled(page);
    await expectAccessible(page, 'audit pack ko');

    // Ask for the pack: the default period is the last twelve months; the form asks first.
    const form = main.getByRole('form', { name: '감사 자료 만들기' });
    await form.getByRole('button', { name: '감사 자료 만들기' }).click();
    await confirmSend(page, '감사 자료 만들기');

    // The list shows it queued or building with its progress, then ready (polled by the page, no reload).
    const table = main.getByRole('table', { name: /감사 자료 목록/ });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const download = rows.first().getByRole('button', { name: /내려받기/ });
    await expect(download).toBeVisible({ timeout: 120_000 });
    await expect(rows.first()).toContainText('완료');
    await expect(rows.first()).toContainText('SHA-256');
    await expectAccessible(page, 'audit pack ready ko');

    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^audit-pack-C1001-\d{4}-\d{2}-\d{4}-\d{2}-\d+\.zip$/);
    const path = test.info().outputPath(file.suggestedFilename());
    await file.saveAs(path);

    // Verify the downloaded pack on the page.
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: /감사 자료 파일 \(ZIP\).*파일 선택/ }).click();
    await (await chooser).setFiles(path);
    await expect(main.getByText(/^audit-pack-C1001-.*\.zip \(/)).toBeVisible();
    await main.getByRole('button', { name: '검증하기' }).click();
    const result = main.locator('.adp-result');
    await expect(result).toContainText('이상 없음', { timeout: 60_000 });
    await expect(result).toContainText('서명 키: ed25519-');
    await expect(result).toContainText('알파증권');
    await animationsDone(page);
    await expectAccessible(page, 'audit pack verified ko');
  });

  test('the exchange reviewer must pick a customer, and sees every customer’s packs (English)', async ({ page }) => {
    const main = page.locator('main');
    await signedInAs(page, DEMO.reviewer, { lang: 'en' });
    await openPage(page, '/audit/audit-pack');
    await expect(main.locator('h1')).toHaveText('Audit pack');
    const form = main.getByRole('form', { name: 'Make an audit pack' });
    await expect(form.getByLabel('Customer')).toBeVisible();
    await form.getByRole('button', { name: 'Make the pack' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose the customer.');
    // The demo world's pack of 알파증권 (asked for by its member) is in the reviewer's list, with its customer.
    await expect(
      main
        .getByRole('table', { name: /Audit packs/ })
        .locator('tbody tr')
        .first(),
    ).toContainText('C1001');
    await expectPageSettled(page);
    await expectAccessible(page, 'audit pack en');
  });
});
