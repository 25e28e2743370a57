import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { exchangeDecide, expect, expectAccessible, test } from './fixtures';
import { expectPageReady, openPage, confirmSend } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// Non-display usage declarations: an order form declaring non-display use is refused until its
// declaration is filed; the member follows the refusal to the form, sees the tier and the monthly fee follow the number
// of applications, submits the declaration and then the order; the representative asks for reconfirmation, the member
// edits and resubmits, the representative approves, and the history shows both versions. Then an English pass of the
// list, a declaration and the form.

type Lang = 'ko' | 'en';
const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

/** A calendar date in Korea, `days` from today. */
function koreaDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

interface OrderDetail {
  orderId: number;
  orderNumber: string;
  state: string;
  version: number;
}

/**
 * A complete draft order form of the member's company (new, two products, signed document uploaded, every agreement)
 * declaring trading and risk-management non-display use, made through the API.
 */
async function orderWithNonDisplay(request: APIRequestContext, t: Tokens, email: string): Promise<OrderDetail> {
  const upload = await request.post('/apis/v1/common/files?fileTypeGroup=ORDER', {
    headers: bearer(t),
    multipart: {
      files: { name: 'signed-order.txt', mimeType: 'text/plain', buffer: Buffer.from(`signed order ${Date.now()} ${Math.random()}`) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileUUID = ((await upload.json()) as { files: { fileUUID: string }[] }).files[0].fileUUID;
  const contact = { name: '한서연', email, phone: '+82-2-3774-1234' };
  const res = await request.post('/apis/v1/user/orders', {
    headers: bearer(t),
    data: {
      requestType: 'NEW',
      form: {
        commencementDate: koreaDate(30),
        products: [
          { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
          { productCode: 'KSQ-RT-L1', useType: 'DIRECT' },
        ],
        installationAddress: '서울특별시 영등포구 여의대로 108',
        connectionCount: 2,
        distributionOptions: ['GENERAL'],
        nonDisplayUses: ['TRADING', 'RISK_MANAGEMENT'],
        contacts: { order: contact, billing: contact, it: contact },
        cfdTrading: 'NONE',
        fileUUIDs: [fileUUID],
        acceptedAgreements: ['FACILITATOR', 'TERMS_OF_USE', 'POLICY', 'NON_ACCOUNT', 'AFFIRMATION', 'PRICE_INFO', 'TECH_AGENT', 'PROMISE'],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as OrderDetail;
}

/** Presses an action of the action bar and confirms it in its dialog (with a reason when asked); answers the dialog. */
async function act(page: Page, lang: Lang, label: string, opts: { reason?: string; fails?: boolean } = {}) {
  const bar = page.getByRole('group', { name: lang === 'ko' ? '처리' : 'Actions' });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  if (opts.reason !== undefined) await dialog.getByRole('textbox', { name: lang === 'ko' ? '사유' : 'Reason' }).fill(opts.reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  if (!opts.fails) await expect(dialog).toBeHidden();
  return dialog;
}

const visited = new WeakSet<Page>();
/** Opens a page and waits until it is ready (the first visit puts the announcement popups away). */
async function open(page: Page, url: string) {
  if (!visited.has(page)) {
    visited.add(page);
    await openPage(page, url);
    return;
  }
  await page.goto(url);
  await expectPageReady(page);
}

/** The number of applications of a purpose in the form, typed as a person does. */
async function applications(main: Locator, purpose: string, n: number) {
  const field = main.getByRole('group', { name: purpose }).getByRole('spinbutton');
  await field.fill(String(n));
  await expect(field).toHaveValue(String(n));
}

test.describe('non-display usage declarations', () => {
  test('an order with non-display use is refused until its declaration is filed; reconfirmation, resubmission and approval with the history of both versions', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    // A member of Alpha of this journey alone: its order and declaration are its own.
    const newcomer = await newMember(request, `nd-${stamp}`, { firstName: '서연', lastName: '한', mailLanguageCode: '01' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    const sales = await sharedTokens(request, DEMO.sales);
    const order = await orderWithNonDisplay(request, member, newcomer.email);
    const main = page.locator('main');

    // The order cannot be submitted: no declaration. The refusal leads to the form for this order.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/order/${order.orderId}/order-detail`);
    await expect(page.locator('main h1')).toHaveText('주문서 (신규)');
    const refused = await act(page, 'ko', '제출', { fails: true });
    await expect(refused.getByText('비조회형 정보이용 신고서가 없습니다. 신고서를 먼저 제출해 주세요.')).toBeVisible();
    await refused.getByRole('button', { name: '취소' }).click();
    await expect(refused).toBeHidden();
    const notice = main.getByRole('alert').filter({ hasText: '비조회형 정보이용 신고서가 없습니다.' });
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'order refused ko');
    await notice.getByRole('link', { name: '비조회형 신고서 작성' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/non-display-write\\?orderId=${order.orderId}$`));
    await expect(page.locator('main h1')).toHaveText('비조회형 정보이용 신고서 작성');
    await expect(main.getByText(`${order.orderNumber} · 신규 · 작성 중`)).toBeVisible();
    await expect(main.getByText('트레이딩, 리스크 관리')).toBeVisible();

    // Use: the tier and the monthly fee follow the number of applications, in won, excluding VAT.
    await main.getByText('사용', { exact: true }).click();
    const trading = main.getByRole('group', { name: '매매' });
    await applications(main, '매매', 1);
    await expect(trading.getByTestId('tier-TRADING')).toHaveText('기본(1개)');
    await expect(trading.getByTestId('fee-TRADING')).toHaveText('월 ₩1,500,000 (VAT 별도)');
    await applications(main, '매매', 3);
    await expect(trading.getByTestId('tier-TRADING')).toHaveText('프리미엄(2~3개)');
    await expect(trading.getByTestId('fee-TRADING')).toHaveText('월 ₩3,000,000 (VAT 별도)');
    // The order also declares risk management (other use): a warning until other applications are given.
    await expect(main.getByText('기타 용도가 주문서와 다름')).toBeVisible();
    await applications(main, '기타', 1);
    await expect(main.getByTestId('fee-OTHER')).toHaveText('월 ₩750,000 (VAT 별도)');
    await expect(main.getByTestId('fee-total')).toHaveText('월 ₩3,750,000 (VAT 별도)');
    await expect(main.getByText('기타 용도가 주문서와 다름')).toHaveCount(0);
    const effective = main.getByRole('textbox', { name: '적용 시작일' });
    await effective.click();
    await effective.fill(koreaDate(30));
    await effective.press('Enter');
    await expect(effective).toHaveValue(koreaDate(30));

    // Submitting without the commitments is refused on the field, with the catalogue's message.
    await main.getByRole('button', { name: '제출', exact: true }).click();
    await expect(main.getByText('약속 사항 “신고 내용의 정확성”에 동의해 주세요.')).toBeVisible();
    await expectAccessible(page, 'declaration form ko refused');
    for (const title of ['신고 내용의 정확성', '변경 신고', '재배포 금지', '이용 실태 확인 협조'])
      await main.getByRole('checkbox', { name: new RegExp(`^${title}`) }).check();
    await expect(main.getByText('약속 사항 “신고 내용의 정확성”에 동의해 주세요.')).toHaveCount(0);
    await main.getByLabel('담당자', { exact: true }).fill('한서연');
    await main.getByLabel('담당자 이메일').fill(newcomer.email);
    await main.getByRole('button', { name: '제출', exact: true }).click();
    await confirmSend(page, '제출');
    await expect(page).toHaveURL(/\/report\/\d+\/non-display-detail$/);
    const declarationId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect(page.getByText('신고서를 제출했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header')).toContainText('제출');
    await expect(main.getByRole('cell', { name: '월 ₩3,750,000 (VAT 별도)' })).toBeVisible();
    await expectAccessible(page, 'declaration detail ko');

    // Now the order is submitted.
    await main.getByRole('link', { name: '주문서 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order.orderId}/order-detail$`));
    await act(page, 'ko', '제출');
    await expect(page.getByText('주문서를 제출했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header')).toContainText('제출');

    // The representative asks for reconfirmation with a reason.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/report/${declarationId}/non-display-detail`);
    await act(page, 'ko', '재확인 요청', { reason: '매매 애플리케이션 수를 다시 확인해 주세요.' });
    await expect(page.getByText('재확인을 요청했습니다.')).toBeVisible();

    // The member sees the reason, edits the number of applications and resubmits.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/report/${declarationId}/non-display-detail`);
    await expect(main.getByRole('alert').getByText('매매 애플리케이션 수를 다시 확인해 주세요.')).toBeVisible();
    await main.getByRole('link', { name: '수정' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/non-display-write\\?declarationId=${declarationId}$`));
    await applications(main, '매매', 5);
    await expect(main.getByTestId('tier-TRADING')).toHaveText('무제한(4개 이상)');
    await expect(main.getByTestId('fee-TRADING')).toHaveText('월 ₩4,500,000 (VAT 별도)');
    await main.getByRole('button', { name: '재제출', exact: true }).click();
    await confirmSend(page, '재제출');
    await expect(page).toHaveURL(new RegExp(`/report/${declarationId}/non-display-detail$`));
    await expect(page.getByText('신고서를 다시 제출했습니다.')).toBeVisible();

    // The representative approves; the member sees the approval manager and date, and the history shows the change.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/report/${declarationId}/non-display-detail`);
    await act(page, 'ko', '승인');
    await expect(page.getByText('승인했습니다. 거래소의 최종 승인을 기다립니다.')).toBeVisible();
    // The exchange reviewer's final approval (its own journey: exchange-approvals.spec.ts); the approver kept is theirs.
    await exchangeDecide(request, declarationId);
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/report/${declarationId}/non-display-detail`);
    await expect(main.locator('.doc-header')).toContainText('승인');
    await expect(main.getByText('윤예준').first()).toBeVisible();
    const history = main.getByRole('region', { name: '변경 이력' });
    const edit = history.getByRole('listitem').filter({ hasText: '수정' }).filter({ hasText: '매매 용도 애플리케이션 수' });
    await expect(edit).toHaveCount(1);
    await expect(edit.locator('del')).toContainText('3');
    await expect(edit.locator('ins')).toContainText('5');
    await expect(history.getByText('재확인 요청').first()).toBeVisible();
    await expectAccessible(page, 'declaration approved ko');

    // The list shows it approved, with its revision and documents.
    await open(page, '/report/non-display-list');
    await expect(page.locator('main h1')).toHaveText('비조회형 이용 신고');
    const row = main.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('승인');
    await expect(row).toContainText('무제한');
    const pdf = page.waitForEvent('download');
    await row.getByRole('button', { name: /PDF/ }).click();
    expect((await pdf).suggestedFilename()).toMatch(/^ND-\d{4}-\d{6}\.pdf$/);
    await expectAccessible(page, 'declaration list ko');
  });

  test('in English: the form quotes in the company’s currency, the list and a declaration', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const newcomer = await newMember(request, `nd-en-${stamp}`, { mailLanguageCode: '02' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    const order = await orderWithNonDisplay(request, member, newcomer.email);
    const main = page.locator('main');
    await putSession(page, member, newcomer.email, 'en');

    // The order page's "non-display report" opens the form for this order.
    await open(page, `/order/${order.orderId}/order-detail`);
    await main.getByRole('link', { name: 'Non-display report' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/non-display-write\\?orderId=${order.orderId}$`));
    await expect(page.locator('main h1')).toHaveText('Non-display usage declaration');
    await main.getByText('Use', { exact: true }).click();
    await applications(main, 'Trading', 2);
    await expect(main.getByTestId('tier-TRADING')).toHaveText('Premium (2-3 applications)');
    await expect(main.getByTestId('fee-TRADING')).toHaveText('₩3,000,000 per month (excluding VAT)');
    await expect(main.getByText('Other use differs from the order form')).toBeVisible();
    await expectAccessible(page, 'declaration form en');
    // Submitting with nothing else names the effective date first, in English.
    await main.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(main.getByText('Effective date is required.')).toBeVisible();
    await main.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Declaration ND-\d{4}-\d{6} saved\./)).toBeVisible();
    await expect(page).toHaveURL(/declarationId=\d+$/);
    const declarationId = Number(new URL(page.url()).searchParams.get('declarationId'));

    // The order page's button now opens that draft again.
    await open(page, `/order/${order.orderId}/order-detail`);
    await main.getByRole('link', { name: 'Non-display report' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/non-display-write\\?declarationId=${declarationId}$`));
    await expect(main.getByTestId('tier-TRADING')).toHaveText('Premium (2-3 applications)');

    await open(page, '/report/non-display-list');
    await expect(page.locator('main h1')).toHaveText('Non-display declarations');
    const row = main.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Draft');
    await expectAccessible(page, 'declaration list en');
    await row.getByRole('link', { name: /^ND-/ }).click();
    await expect(page).toHaveURL(new RegExp(`/report/${declarationId}/non-display-detail`));
    await expect(main.getByRole('heading', { name: 'Commitments' })).toBeVisible();
    await expect(main.getByRole('cell', { name: '₩3,000,000 per month (excluding VAT)' }).first()).toBeVisible();
    await expectAccessible(page, 'declaration detail en');

    // On a 390 px phone nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/report/non-display-list');
    await expect(main.locator('.nd-table tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'declaration list en 390');
  });
});
