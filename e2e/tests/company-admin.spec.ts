import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { chooseOption, expectPageReady, openPage } from './helpers';
import { apiSignIn, DEMO, enrolThroughApi, newMember, putSession, signedInAs } from './session';

// The company administrator and the audit export (decision 086). The provider administrator opens "Company
// administrators", picks 알파증권 and makes a member of this journey its company administrator (after a confirmation).
// That member signs in again, finds "My company > Audit events" in the menu, filters the role changes, sees their own
// designation, and exports the filtered events as CSV (BOM, header, the designation's row). Accessibility scans on
// both screens.

test.describe('company administrator and audit events', () => {
  test('the provider administrator designates a company administrator, who filters and exports the audit events', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const newcomer = await newMember(request, `cadm-${stamp}`, { firstName: '도현', lastName: '서', mailLanguageCode: '01' });
    const { key } = await enrolThroughApi(request, newcomer.email);
    const main = page.locator('main');

    // The provider administrator designates.
    await signedInAs(page, DEMO.admin, { lang: 'ko' });
    await openPage(page, '/admin/company-admins');
    await expect(main.locator('h1')).toHaveText('회사 관리자 지정');
    await expect(main.getByText('먼저 회사를 선택해 주세요.')).toBeVisible();
    const company = main.getByRole('combobox', { name: '회사' });
    await company.fill('알파');
    await chooseOption(page, company, '알파증권');
    const row = main.locator('tbody tr').filter({ hasText: newcomer.email });
    await expect(row).toBeVisible();
    await expectAccessible(page, 'company admins ko');
    await row.getByRole('button', { name: '관리자 지정: 서도현' }).click();
    const confirm = page.getByRole('dialog', { name: '서도현 님을 회사 관리자로 지정할까요?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '지정' }).click();
    await expect(page.getByText('서도현 님을 회사 관리자로 지정했습니다.')).toBeVisible();
    await expect(row.getByText('회사 관리자')).toBeVisible();

    // The new administrator signs in again (the token carries the role from then on) and reads the audit events.
    const tokens = await apiSignIn(request, { email: newcomer.email, key });
    await putSession(page, tokens, newcomer.email, 'en');
    await openPage(page, '/home');
    // From the menu: My page > My company > Audit events.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'My page' }).click();
    await menu.getByRole('link', { name: 'Audit events', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/audit-events$/);
    await expectPageReady(page);
    await expect(main.locator('h1')).toHaveText('Audit events');
    await chooseOption(page, main.getByRole('combobox', { name: 'Events' }), 'Role change');
    await main.getByRole('button', { name: 'Search' }).click();
    const grant = main.locator('tbody tr').filter({ hasText: 'COMPANY_ADMIN_GRANT' }).first();
    await expect(grant).toBeVisible();
    await expect(grant).toContainText('KST');
    await expectAccessible(page, 'audit events en');

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,occurredAt,eventType,action,companyId,companyName,userId,userName,loginEmail,target,method,route,statusCode,ip',
    );
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'ROLE')).toBe(true);
    expect(lines.some((l) => l.includes('COMPANY_ADMIN_GRANT'))).toBe(true);
  });
});
