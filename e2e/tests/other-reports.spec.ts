import type { APIRequestContext, Page } from '@playwright/test';
import { exchangeDecide, expect, expectAccessible, test } from './fixtures';
import { animationsDone, expectPageReady, openPage, confirmSend } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// Other reported items: on a contract of its own, a member changes the billing contact (applied at
// once) and the data-feed installation address (waits for approval); the sales representative approves the address in
// the list's drawer; the member sees it applied. Then an English pass of the list, the drawer and the request page.

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });
const AGREEMENTS = ['FACILITATOR', 'TERMS_OF_USE', 'POLICY', 'NON_ACCOUNT', 'AFFIRMATION', 'PRICE_INFO', 'TECH_AGENT', 'PROMISE'];

function koreaDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A contract of the journey's own: the member orders (with its signed document) and the sales representative approves. */
async function newContract(request: APIRequestContext, member: Tokens, sales: Tokens, email: string, address: string): Promise<number> {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const upload = await ok<{ files: { fileUUID: string }[] }>(
    await request.post('/apis/v1/common/files?fileTypeGroup=ORDER', {
      headers: bearer(member),
      multipart: { files: { name: `signed-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
    }),
  );
  const products = await ok<{ items: { productCode: string }[] }>(await request.get('/apis/v1/user/products', { headers: bearer(member) }));
  const contact = (name: string, phone: string) => ({ name, department: '정보서비스팀', position: '과장', email, phone });
  let order = await ok<{ orderId: number; version: number }>(
    await request.post('/apis/v1/user/orders', {
      headers: bearer(member),
      data: {
        requestType: 'NEW',
        form: {
          commencementDate: koreaDate(10),
          products: [{ productCode: products.items[0].productCode, useType: 'DIRECT' }],
          installationAddress: address,
          connectionCount: 1,
          brokerCompany: '알파증권',
          distributionOptions: ['GENERAL'],
          contacts: {
            order: contact('한서연', '+82-2-3774-1201'),
            billing: contact('한서연', '+82-2-3774-1201'),
            it: contact('한서연', '+82-2-3774-1201'),
          },
          cfdTrading: 'NONE',
          fileUUIDs: [upload.files[0].fileUUID],
          acceptedAgreements: AGREEMENTS,
        },
      },
    }),
    201,
  );
  const act = (t: Tokens, action: string) =>
    request.post(`/apis/v1/user/orders/${order.orderId}/actions/${action}`, { headers: bearer(t), data: { version: order.version } });
  order = await ok(await act(member, 'submit'));
  await ok(await act(sales, 'approve'));
  await exchangeDecide(request, order.orderId);
  const approved = await ok<{ resultContractId: number }>(
    await request.get(`/apis/v1/user/orders/${order.orderId}`, { headers: bearer(member) }),
  );
  return approved.resultContractId;
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

test.describe('other reported items', () => {
  test('a contact change applies at once while an address change waits; the representative approves it and the member sees it applied', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const newcomer = await newMember(request, `otr-${stamp}`, { firstName: '서연', lastName: '한', mailLanguageCode: '01' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    const sales = await sharedTokens(request, DEMO.sales);
    const oldAddress = `서울특별시 영등포구 여의대로 108, ${stamp} 전산실`;
    const newAddress = `서울특별시 중구 을지로 100, ${stamp} 데이터센터`;
    const contractId = await newContract(request, member, sales, newcomer.email, oldAddress);
    const main = page.locator('main');

    // From the contract's page to the request page: the values on record now.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/contract/${contractId}/contract-detail`);
    await main.getByRole('link', { name: '신고사항 변경' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/${contractId}/other-report-request$`));
    await expect(page.locator('main h1')).toHaveText('신고사항 변경 신청');
    await expect(main.getByText(oldAddress)).toBeVisible();
    await expectAccessible(page, 'other-report-request ko');

    // The billing contact: told before sending that it applies at once; a telephone in no accepted form is refused with its message.
    await main.getByRole('radio', { name: '청구 담당자' }).check();
    await expect(main.getByText('청구 담당자 변경은 신청하는 즉시 계약에 반영됩니다.')).toBeVisible();
    await main.getByLabel('이름').fill('정수아');
    await main.getByLabel('전화번호').fill('3774-1250');
    await main.getByRole('button', { name: '변경 반영' }).click();
    await expect(main.getByText(/^전화번호는 국가번호를 포함/)).toBeVisible();
    await expectAccessible(page, 'other-report-request ko refused');
    await main.getByLabel('전화번호').fill('+82-2-3774-1250');
    await animationsDone(page);
    await main.getByRole('button', { name: '변경 반영' }).click();
    await confirmSend(page, '변경 반영');
    await expect(page).toHaveURL(/\/contract\/other-report-list\?.*requestId=\d+/);
    await expect(page.getByText('변경 내용을 바로 반영했습니다.')).toBeVisible();
    const contactDrawer = page.getByRole('dialog', { name: /변경 신청 OR-\d{4}-\d{6}/ });
    await expect(contactDrawer).toBeVisible();
    await expect(contactDrawer.locator('.otr-drawer-head')).toContainText('즉시 반영');
    await expect(contactDrawer.getByText('정수아').first()).toBeVisible();
    await expectAccessible(page, 'other-report drawer ko applied');

    // The installation address: told it waits for approval; sent, it waits and the value on record stays.
    await open(page, `/contract/${contractId}/other-report-request`);
    await expect(main.locator('.otr-current-item').filter({ hasText: '청구 담당자' })).toContainText('정수아');
    await main.getByRole('radio', { name: '데이터피드 설치 주소' }).check();
    await expect(main.getByText(/데이터피드 설치 주소 변경은 영업 담당자나 관리자가 승인한 뒤 반영됩니다/)).toBeVisible();
    await main.getByLabel('새 데이터피드 설치 주소').fill(newAddress);
    await main.getByRole('button', { name: '승인 요청' }).click();
    await confirmSend(page, '승인 요청');
    await expect(page).toHaveURL(/requestId=\d+/);
    await expect(page.getByText('변경 신청을 보냈습니다. 승인되면 반영됩니다.')).toBeVisible();
    const requestId = Number(new URL(page.url()).searchParams.get('requestId'));
    const waiting = page.getByRole('dialog', { name: /변경 신청 OR-/ });
    await expect(waiting.locator('.otr-drawer-head')).toContainText('신청');
    const requestNumber = /OR-\d{4}-\d{6}/.exec((await waiting.locator('.ant-drawer-title').textContent()) ?? '')![0];
    await open(page, `/contract/${contractId}/other-report-request`);
    const addressCard = main.locator('.otr-current-item').filter({ hasText: '데이터피드 설치 주소' });
    await expect(addressCard).toContainText(oldAddress);
    await expect(addressCard.getByRole('link', { name: '처리 중인 변경 신청 보기' })).toBeVisible();

    // The sales representative approves it in the list's drawer (the link of the work queue and the notifications).
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/contract/other-report-list?requestId=${requestId}`);
    const review = page.getByRole('dialog', { name: `변경 신청 ${requestNumber}` });
    await expect(review.getByText(newAddress)).toBeVisible();
    await expectAccessible(page, 'other-report drawer ko staff');
    await review.getByRole('group', { name: '처리' }).getByRole('button', { name: '승인', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '변경을 승인하시겠습니까?' });
    await expect(confirm).toBeVisible();
    // A click while the dialog still opens is lost (the other journeys wait the same way).
    await animationsDone(page);
    await confirm.getByRole('button', { name: '승인', exact: true }).click();
    await expect(page.getByText('승인했습니다.')).toBeVisible();
    await expect(review.locator('.otr-drawer-head')).toContainText('승인');

    // The member sees it applied.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/contract/other-report-list?contractId=${contractId}`);
    await expect(main.getByRole('row').filter({ hasText: requestNumber })).toContainText('승인');
    await expectAccessible(page, 'other-report-list ko');
    await open(page, `/contract/${contractId}/other-report-request`);
    await expect(main.locator('.otr-current-item').filter({ hasText: '데이터피드 설치 주소' })).toContainText(newAddress);

    // In English: the list, the approved change in the drawer, the request page's notes.
    await putSession(page, member, newcomer.email, 'en');
    await open(page, `/contract/other-report-list?contractId=${contractId}`);
    await expect(page.locator('main h1')).toHaveText('Other reported item changes');
    const row = main.getByRole('row').filter({ hasText: requestNumber });
    await expect(row).toContainText('Approved');
    await row.getByRole('link', { name: `Open request ${requestNumber}` }).click();
    const drawer = page.getByRole('dialog', { name: `Change request ${requestNumber}` });
    await expect(drawer.getByText('Data-feed installation address').first()).toBeVisible();
    await expect(drawer.getByText(newAddress)).toBeVisible();
    await expectAccessible(page, 'other-report drawer en');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await open(page, `/contract/${contractId}/other-report-request`);
    await expect(page.locator('main h1')).toHaveText('Change reported items');
    await main.getByRole('radio', { name: 'IT contact' }).check();
    await expect(main.getByText('A change of the IT contact takes effect on the contract as soon as you send it.')).toBeVisible();
    await main.getByRole('radio', { name: 'Company mailing address' }).check();
    await expect(main.getByText(/takes effect once a sales representative or administrator approves it/)).toBeVisible();
    await expectAccessible(page, 'other-report-request en');
  });
});
