import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, koreaDay, test } from './fixtures';
import { animationsDone, confirmSend, expectPageReady, expectPageSettled, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, type Tokens } from './session';

// Disputes of a bill line (decision 080). The demo world issues 알파증권's bill of two months back (marked final on the
// day of seeding) with an accepted and an open dispute of two of its lines. In Korean: a member of 알파증권 disputes another
// line of that bill from the bill's page, with a reason and an evidence file (an empty reason refused first); the sales
// representative finds it in the dispute list and accepts it with an amount; once this month is billed again, its bill
// shows the credit as the line "이의 조정 (M-2분)". In English: the member reads the accepted dispute. Accessibility scans
// on each screen.

const bearer = (t: Tokens) => ({ authorization: `Bearer ${t.access_token}` });

/** "YYYY-MM" of this Korean month plus n. */
function month(n = 0): string {
  const [y, m] = koreaDay().split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

interface BillLine {
  lineId: number;
  label: string;
  amount: number;
  currency: string;
  productCode: string;
}

/** A line of the member's company's bill of a month that may be disputed now, with its label as the bill shows it. */
async function disputableLine(request: APIRequestContext, t: Tokens, billingMonth: string): Promise<BillLine> {
  const headers = { ...bearer(t), 'accept-language': 'ko' };
  const lines = await request.get(`/apis/v1/user/billing-disputes/bill-lines?billingMonth=${billingMonth}`, { headers });
  expect(lines.status(), await lines.text()).toBe(200);
  const open = ((await lines.json()) as { lines: { lineId: number; disputable: boolean }[] }).lines.filter((l) => l.disputable);
  expect(open.length).toBeGreaterThan(0);
  const bill = await request.get(`/apis/v1/user/billing/${billingMonth}`, { headers });
  expect(bill.status(), await bill.text()).toBe(200);
  const all = ((await bill.json()) as { products: { lines: BillLine[] }[] }).products.flatMap((p) => p.lines);
  // The last disputable line: the seeded disputes took the first ones.
  return all.find((l) => l.lineId === open[open.length - 1]!.lineId)!;
}

test.describe('bill disputes', () => {
  test('a member disputes a line with evidence, the desk accepts it, the next bill shows the credit (Korean; English read)', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const disputed = month(-2);
    const M = month();
    const main = page.locator('main');
    const member = await sharedTokens(request, DEMO.staffMember);
    const sales = await sharedTokens(request, DEMO.sales);
    const line = await disputableLine(request, member, disputed);

    // The issued bill: each line says whether it may be disputed; the seeded ones name their disputes.
    await putSession(page, member, DEMO.staffMember.email, 'ko');
    await openPage(page, `/billing/${disputed}/billing-detail`);
    await expect(main.locator('h1')).toHaveText(`${disputed} 청구 내역`);
    await expect(main.getByText('동안 항목에 이의를 제기할 수 있습니다.', { exact: false })).toBeVisible();
    await expect(main.getByText('이미 이의를 제기한 항목입니다', { exact: false }).first()).toBeVisible();
    await expectPageSettled(page);
    await expectAccessible(page, 'issued bill ko');

    // The dispute: an empty reason is refused in the dialog; then a reason and an evidence file.
    await main
      .getByRole('button', { name: `이의 제기: ${line.label}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '청구 항목 이의 제기' });
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    await dialog.getByRole('button', { name: '이의 제기', exact: true }).click();
    await expect(dialog.getByText('이의 사유를 입력해 주세요.')).toBeVisible();
    const stamp = Date.now().toString(36);
    const reason = `계약서상 수량보다 많이 청구되었습니다. ${stamp}`;
    await dialog.getByLabel('이의 사유 (필수)').fill(reason);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '파일 선택' }).click();
    await (
      await chooser
    ).setFiles([{ name: '계약서.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`) }]);
    await expect(dialog.locator('.upload-item.is-done')).toContainText('계약서.pdf');
    await expectAccessible(page, 'dispute dialog ko');
    await dialog.getByRole('button', { name: '이의 제기', exact: true }).click();
    // The question, over the form's dialog (its title and button carry the form's button's words).
    const ask = page.getByRole('dialog', { name: '이의 제기', exact: true });
    await expect(ask).toContainText('이 청구 항목에 이의를 제기하시겠습니까?');
    await expect(ask).toContainText(line.label);
    await animationsDone(page);
    await ask.getByRole('button', { name: '이의 제기', exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/billing\/\d+\/dispute-detail$/);
    const disputeId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect(main.locator('.doc-header-status')).toContainText('검토 중');
    await expect(main.getByText(reason)).toBeVisible();
    await expect(main.getByRole('button', { name: /계약서\.pdf/ })).toBeVisible();
    await expectAccessible(page, 'dispute detail ko open');
    const number = (await main.locator('.doc-meta dd').first().textContent())!.trim();
    expect(number).toMatch(/^BD-\d{4}-\d{6}$/);

    // The desk: the dispute list, the dispute, the acceptance with an amount (asked first).
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await page.goto(`/billing/dispute-list?keyword=${number}`);
    await expectPageReady(page);
    await expect(main.locator('h1')).toHaveText('청구 이의 제기');
    await expectAccessible(page, 'dispute list ko staff');
    await main.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/${disputeId}/dispute-detail`));
    await expect(main.getByRole('heading', { name: '이의 인정' })).toBeVisible();
    await expectAccessible(page, 'dispute detail ko staff');
    await main.getByLabel(/차감할 금액/).fill('1000');
    await main.getByRole('button', { name: '이 금액으로 인정' }).click();
    await confirmSend(page, '인정');
    await expect(page.getByText('이의를 인정했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('인정');
    const credit = line.currency === 'USD' ? '-US$1,000.00' : '-₩1,000';

    // This month billed again (through the API, as the nightly run would): the member's bill carries the credit.
    const run = await request.post('/apis/v1/admin/billing/runs', { headers: bearer(sales), data: { month: M } });
    expect(run.status(), await run.text()).toBe(200);
    await putSession(page, member, DEMO.staffMember.email, 'ko');
    await page.goto(`/billing/${M}/billing-detail`);
    await expectPageReady(page);
    const adjustment = main.locator('tr.bil-adjustment').filter({ hasText: number });
    await expect(adjustment).toContainText(`이의 조정 (${disputed}분)`);
    await expect(adjustment).toContainText(credit);
    await expectPageSettled(page);
    await expectAccessible(page, 'next bill ko');

    // In English: the accepted dispute names the credit and the bill that carries it.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`/billing/${disputeId}/dispute-detail`);
    await expectPageReady(page);
    await expect(main.locator('h1')).toHaveText('Bill dispute');
    await expect(main.getByText(`Dispute adjustment (for ${disputed})`, { exact: false })).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('Accepted');
    await expectAccessible(page, 'dispute detail en accepted');

    // At 360 px the dispute, the list and the issued bill fit the width (no sideways scrolling of the page).
    await page.setViewportSize({ width: 360, height: 780 });
    for (const url of [`/billing/${disputeId}/dispute-detail`, '/billing/dispute-list', `/billing/${disputed}/billing-detail`]) {
      await page.goto(url);
      await expectPageReady(page);
      await expect(main.locator('h1')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: url })
        .toBeLessThanOrEqual(0);
    }
    await expectAccessible(page, 'issued bill en at 360 px');
  });
});
