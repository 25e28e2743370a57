import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { animationsDone, chooseOption, confirmSend, expectPageReady, openPage } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// Clearance of a period (issue 25 section 2; decision 082). In Korean: a member of 알파증권 of this journey alone has an
// accepted reconciliation of a past period (uploaded, submitted and accepted through the API); the sales representative
// prepares its clearance from the provider's list (an empty form is refused first) and offers it; the member accepts it
// on the clearance's page; the exchange reviewer issues it from the exchange's list, sees the letter's SHA-256 and
// downloads the letter. In English: the issued clearance reads in English. Accessibility scans on every screen.

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

/**
 * An accepted reconciliation of 2025-01..2025-02 (long outside the correction window): KSP-RT-L1 (151), two users each
 * month and nothing reported then, so the settlement is 4 user-months at ₩20,000 = ₩80,000.
 */
async function acceptedReconciliation(request: APIRequestContext, member: Tokens, sales: Tokens): Promise<{ id: number; number: string }> {
  const csv = [
    'User or device ID,Name,Product code,Use category,Start date,End date,Location',
    'CLR-1,김하늘,KSP-RT-L1,151,2025-01-05,2025-02-20,KR Seoul',
    'CLR-2,이도현,KSP-RT-L1,151,2025-01-05,2025-01-25,KR Seoul',
    'CLR-3,박서윤,KSP-RT-L1,151,2025-02-01,2025-02-10,KR Busan',
  ].join('\n');
  const created = await request.post('/apis/v1/user/reconciliations?fromMonth=2025-01&toMonth=2025-02', {
    headers: bearer(member),
    multipart: { file: { name: 'entitlements.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const r = (await created.json()) as { reconciliationId: number; number: string; version: number };
  const submitted = await request.post(`/apis/v1/user/reconciliations/${r.reconciliationId}/actions/submit`, {
    headers: bearer(member),
    data: { version: r.version },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const accepted = await request.post(`/apis/v1/user/reconciliations/${r.reconciliationId}/actions/accept`, {
    headers: bearer(sales),
    data: { version: ((await submitted.json()) as { version: number }).version },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id: r.reconciliationId, number: r.number };
}

/** Presses an action of the action bar and confirms it in its dialog. */
async function act(page: Page, bar: string, label: string) {
  await page.getByRole('group', { name: bar }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
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

test.describe('clearance of a period', () => {
  test('prepared by the provider, accepted by the customer, issued by the exchange, its letter downloaded (Korean), read in English', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const newcomer = await newMember(request, `clr-${stamp}`, { firstName: '하늘', lastName: '김', mailLanguageCode: '01' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    const sales = await sharedTokens(request, DEMO.sales);
    const reviewer = await sharedTokens(request, DEMO.reviewer);
    const reconciliation = await acceptedReconciliation(request, member, sales);
    const main = page.locator('main');

    // The sales representative prepares it from the provider's list; an empty form is refused with its own message.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, '/admin/clearance-list');
    await expect(main.locator('h1')).toHaveText('정산 확인서');
    await main.getByRole('button', { name: '정산 확인서 작성' }).click();
    await main.getByRole('button', { name: '고객에게 제시' }).click();
    await expect(main.getByText('정산 확인서를 만들 권한 대사를 선택해 주세요.')).toBeVisible();
    const candidates = await request.get('/apis/v1/user/clearances/candidates', { headers: { ...bearer(sales), 'accept-language': 'ko' } });
    const candidate = ((await candidates.json()) as { items: { reconciliationId: number; companyName: string }[] }).items.find(
      (c) => c.reconciliationId === reconciliation.id,
    )!;
    const option = `${reconciliation.number} · ${candidate.companyName} · 2025-01 ~ 2025-02`;
    await chooseOption(page, main.getByRole('combobox', { name: '수락된 권한 대사' }), option);
    await main.getByRole('textbox', { name: '고객 안내 문구' }).fill('2025년 1~2월 미신고 사용자의 정산입니다.');
    await expectAccessible(page, 'clearance list with the preparation ko');
    await main.getByRole('button', { name: '고객에게 제시' }).click();
    await confirmSend(page, '고객에게 제시');
    await expect(page).toHaveURL(/\/audit\/\d+\/clearance-detail$/);
    const detailUrl = new URL(page.url()).pathname;
    await expect(main.locator('h1')).toContainText('정산 확인서');
    await expect(main.getByText('고객 확인 대기').first()).toBeVisible();
    await expect(main.getByText('₩80,000').first()).toBeVisible();
    const number = (await main
      .getByText(/^CL-\d{4}-\d{6}$/)
      .first()
      .textContent())!;

    // The member finds it in the company's clearances (Audit > Clearances) and accepts it on its page.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, '/audit/clearance-list');
    await expect(main.locator('h1')).toHaveText('정산 확인서');
    await expectAccessible(page, 'customer clearance list ko');
    await main.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`${detailUrl}`));
    await expect(main.getByText(reconciliation.number).first()).toBeVisible();
    await expect(main.getByText('2025년 1~2월 미신고 사용자의 정산입니다.').first()).toBeVisible();
    await expectAccessible(page, 'clearance offered ko');
    await act(page, '처리', '수락');
    await expect(main.getByText('거래소 발행 대기').first()).toBeVisible();

    // The exchange reviewer issues it from the exchange's list, then downloads the letter whose hash is shown.
    await putSession(page, reviewer, DEMO.reviewer.email, 'ko');
    await open(page, '/exchange/clearance-list');
    await expect(main.locator('h1')).toHaveText('정산 확인서 발행');
    await expectAccessible(page, 'exchange clearance list ko');
    await main.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`${detailUrl}`));
    await act(page, '처리', '발행');
    await expect(main.getByText('발행 완료: 기간이 마감되었습니다')).toBeVisible();
    const hash = main.locator('code.clr-hash').first();
    await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
    await expectAccessible(page, 'clearance issued ko');
    const letter = page.waitForEvent('download');
    await main.getByRole('button', { name: '정산 확인서 내려받기(PDF)' }).click();
    expect((await letter).suggestedFilename()).toBe(`${number}.pdf`);

    // In English: the issued clearance, its closed months and the letter's button.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await open(page, detailUrl);
    await expect(main.locator('h1')).toContainText('Clearance');
    await expect(main.getByText('Issued: the period is closed')).toBeVisible();
    await expect(main.getByText('No correction can be filed for 2025-01, 2025-02.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Download the letter (PDF)' })).toBeVisible();
    await expectAccessible(page, 'clearance issued en');
  });
});
