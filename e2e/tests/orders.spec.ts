import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { exchangeDecide, expect, expectAccessible, test } from './fixtures';
import { animationsDone, chooseOption, expectPageReady, openPage, confirmSend } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// Order forms and contracts: a member writes a new order over several steps with a draft, is refused
// while a required agreement is unchecked, submits; the sales representative edits and returns it with a reason;
// the member sees the notification, changes and resubmits; the representative approves; the contract and the
// licence inventory show it; the member downloads the order's PDF and the agreement archive; a termination request
// ends in a scheduled end. Then an English pass of the lists and details, and a 390 px phone.

type Lang = 'ko' | 'en';
const ORDER_API = '/apis/v1/user/orders';
const PRODUCT_API = '/apis/v1/user/products';

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A calendar date in Korea, `days` from today. */
function koreaDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

function pdfFile(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

interface Product {
  productCode: string;
  productName: string;
}
/** A product of the catalogue as the form names it ("name (code)"), in the language asked. */
async function aProduct(request: APIRequestContext, t: Tokens, lang: Lang, index = 0): Promise<Product> {
  const res = await request.get(PRODUCT_API, { headers: { ...bearer(t), 'accept-language': lang } });
  expect(res.status(), await res.text()).toBe(200);
  const items = ((await res.json()) as { items: Product[] }).items;
  expect(items.length).toBeGreaterThan(index);
  return items[index];
}

interface OrderDetail {
  orderId: number;
  orderNumber: string;
  state: string;
  version: number;
  resultContractId: number | null;
  contractId: number | null;
  contractNumber: string | null;
}
async function orderOf(request: APIRequestContext, t: Tokens, orderId: number): Promise<OrderDetail> {
  const res = await request.get(`${ORDER_API}/${orderId}`, { headers: bearer(t) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrderDetail;
}

/** Fills a date picker as a person types it, and closes its panel. */
async function typeDate(field: Locator, date: string) {
  await field.click();
  await field.fill(date);
  await field.press('Enter');
  await expect(field).toHaveValue(date);
}

/** Picks a product in the form's catalogue picker (typed to narrow the list) and adds it. */
async function addProduct(page: Page, main: Locator, product: Product, addLabel: string, pickerLabel: string) {
  const picker = main.getByRole('combobox', { name: pickerLabel, exact: true });
  const option = `${product.productName} (${product.productCode})`;
  await expect(async () => {
    await picker.click();
    await picker.fill(product.productCode);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText(option, { exact: true })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await main.getByRole('button', { name: addLabel }).click();
  await expect(main.getByText(option, { exact: true })).toBeVisible();
}

/** The form's step shown now, by its heading. */
async function expectStep(main: Locator, title: string) {
  await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

/** Fills the billing and IT contacts with the order contact's ("same as the order contact"). */
async function copyOrderContact(main: Locator, name: string) {
  for (const set of ['청구 담당자', 'IT 담당자']) {
    const group = main.getByRole('group', { name: set });
    await group.getByRole('button', { name: '주문 담당자와 같음' }).click();
    await expect(group.getByLabel('이름')).toHaveValue(name);
    // Messages of the group fold away; the buttons below move while they do.
    await expect(group.getByLabel('이름')).not.toHaveAttribute('aria-invalid', 'true');
    await animationsDone(main.page());
  }
}

/** Chooses files through the upload control's button. */
async function chooseFiles(page: Page, scope: Locator, buttonName: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(files);
}

/** Presses an action of the action bar and confirms it in its dialog (with a reason when asked). */
async function act(page: Page, label: string, reason?: string) {
  const bar = page.getByRole('group', { name: '처리' });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox', { name: '사유' }).fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
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

test.describe('order forms and contracts', () => {
  test('a member writes an order over several steps with a draft; the representative edits and returns it; resubmitted, approved, a contract; then its termination', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    // A member of Alpha of this journey alone: its drafts and orders are its own.
    const newcomer = await newMember(request, `order-${stamp}`, { firstName: '서연', lastName: '한', mailLanguageCode: '01' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    const sales = await sharedTokens(request, DEMO.sales);
    const product = await aProduct(request, member, 'ko', 0);
    const commencement = koreaDate(30);
    const main = page.locator('main');

    // The list, then a new order from its button.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, '/order/order-list');
    await expect(page.locator('main h1')).toHaveText('주문서');
    await main.getByRole('link', { name: '주문서 작성' }).click();
    await expect(page).toHaveURL(/\/order\/order-write$/);
    await expect(page.locator('main h1')).toHaveText('주문서 작성');
    await expectStep(main, '신청 구분 및 정보상품');
    await expectAccessible(page, 'order-write ko step 1');

    // Step 1: Next refuses without a product and a commencement date, with the catalogue's messages.
    await main.getByRole('button', { name: '다음' }).click();
    await expect(main.getByText('개시일을 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('정보상품을 입력해 주세요.')).toBeVisible();
    await typeDate(main.getByLabel('개시일'), commencement);
    await addProduct(page, main, product, '추가', '정보상품');
    await main.getByRole('button', { name: '다음' }).click();
    await expectStep(main, '이용 조건');
    // The first save created the order on the server as a draft.
    const saved = main.getByText(/작성 중인 주문서 OF-\d{4}-\d{6}(으로|로) 저장했습니다/);
    await expect(saved).toBeVisible();
    const orderNumber = /OF-\d{4}-\d{6}/.exec((await saved.textContent()) ?? '')![0];

    // Step 2: the affiliate rule is explained, and a stake of 50% is refused with its message.
    await main.getByLabel('데이터피드 설치 주소').fill('서울특별시 영등포구 여의대로 108, 21층 전산실');
    await main.getByLabel('접속 회선 수').fill('2');
    await main.getByRole('switch', { name: '계열사까지 이용 확장' }).click();
    await expect(main.getByText(/계열사는 지분 50%를 초과하여 보유하고 지배력이 있는 회사입니다/)).toBeVisible();
    await main.getByRole('button', { name: '계열사 추가' }).click();
    await main.getByLabel('계열사명').fill('알파자산운용');
    await main.getByLabel('관계').fill('자회사');
    await main.getByLabel('지분율').fill('50');
    await main.getByRole('button', { name: '다음' }).click();
    await expect(main.getByText(/지분율이 50% 이하인 회사는 계열사로 등록할 수 없습니다/)).toBeVisible();
    await expectAccessible(page, 'order-write ko step 2 refused');
    await main.getByLabel('지분율').fill('80');
    // The message leaves (the buttons below move up while it folds away).
    await expect(main.getByText(/지분율이 50% 이하인 회사는 계열사로 등록할 수 없습니다/)).toHaveCount(0);
    await animationsDone(page);
    await main.getByRole('button', { name: '다음' }).click();
    await expectStep(main, '담당자');

    // The member leaves; the list shows the draft.
    await main.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/order\/order-list/);
    const draftRow = main.getByRole('row').filter({ hasText: orderNumber });
    await expect(draftRow).toContainText('작성 중');

    // Back to the form: the draft is offered and continued where it was left.
    await open(page, '/order/order-write');
    const offer = page.getByRole('dialog', { name: '임시저장한 내용이 있습니다' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: '이어서 작성' }).click();
    await expectStep(main, '담당자');

    // Step 3: contacts; a telephone neither international nor a Korean number from 0 is refused with its message.
    const orderContact = main.getByRole('group', { name: '주문(계약) 담당자' });
    await orderContact.getByLabel('이름').fill('한서연');
    await orderContact.getByLabel('이메일').fill(newcomer.email);
    await orderContact.getByLabel('전화번호').fill('3774-1234');
    await copyOrderContact(main, '한서연');
    await main.getByRole('button', { name: '다음' }).click();
    await expect(orderContact.getByText(/^전화번호는 국가번호를 포함/)).toBeVisible();
    await orderContact.getByLabel('전화번호').fill('+82-2-3774-1234');
    await expect(orderContact.getByText(/^전화번호는 국가번호를 포함/)).toHaveCount(0);
    await animationsDone(page);
    await copyOrderContact(main, '한서연');
    await main.getByRole('button', { name: '다음' }).click();
    await expectStep(main, '서류 및 조건');

    // Step 4: "a file must be selected", then the signed order form uploads by itself.
    await main.getByRole('button', { name: '다음' }).click();
    await expect(main.getByText('계약 서류 파일을 선택해 주세요.')).toBeVisible();
    const files = main.getByRole('group', { name: '계약 서류' });
    await animationsDone(page);
    await chooseFiles(page, files, '파일 선택', [pdfFile(`주문서-서명본-${stamp}.pdf`)]);
    await expect(files.getByRole('listitem').filter({ hasText: '올림 완료' })).toHaveCount(1);
    await main.getByLabel('특약 사항').fill('월말 정산 후 익월 10일 청구');
    await main.getByRole('button', { name: '다음' }).click();
    await expectStep(main, '동의');

    // Step 5: every agreement from its standard document; a required one left unchecked refuses the submission.
    await main.getByRole('button', { name: '이용약관 내용 보기' }).click();
    const doc = page.getByRole('dialog').filter({ hasText: /버전/ });
    await expect(doc).toBeVisible();
    await doc.getByRole('button', { name: '닫기' }).click();
    await expect(doc).toBeHidden();
    // The dialog's closing animation (its mask) takes presses until it ends: a press then was lost now and then.
    await animationsDone(page);
    await main.getByRole('checkbox', { name: '전체 동의' }).check();
    await main.getByRole('checkbox', { name: '이용약관에 동의합니다. (필수)' }).uncheck();
    await main.getByRole('button', { name: '제출', exact: true }).click();
    await expect(main.getByText('이용약관에 동의해 주세요.')).toBeVisible();
    await expectAccessible(page, 'order-write ko agreements refused');
    await main.getByRole('checkbox', { name: '이용약관에 동의합니다. (필수)' }).check();
    await expect(main.getByText('이용약관에 동의해 주세요.')).toHaveCount(0);
    await animationsDone(page);
    await main.getByRole('button', { name: '제출', exact: true }).click();
    await confirmSend(page, '제출');
    await expect(page).toHaveURL(/\/order\/\d+\/order-detail$/);
    const orderId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect(page.getByText('주문서를 제출했습니다.')).toBeVisible();
    await expect(main.getByText(orderNumber).first()).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('제출');
    await expectAccessible(page, 'order-detail ko submitted');

    // The sales representative edits a field (a version of its own, with a memo) and returns the order with a reason.
    const reason = `접속 회선 수를 확인해 주세요. ${stamp}`;
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/admin/order/${orderId}/order-review`);
    await expect(main.getByText('회사 및 고객 정보')).toBeVisible();
    await expectAccessible(page, 'order-review ko');
    await page.getByRole('group', { name: '처리' }).getByRole('button', { name: '내용 수정' }).click();
    await main.getByLabel('접속 회선 수').fill('3');
    await main.getByLabel('메모').fill('회선 수를 계약서에 맞춰 정정');
    await main.getByRole('button', { name: '수정 저장' }).click();
    await expect(page.getByText('수정한 내용을 저장했습니다.')).toBeVisible();
    await act(page, '반려', reason);
    await expect(page.getByText('반려했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('반려');

    // The member sees the notification, opens the order from it, reads the reason and changes the order.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, '/notification/notification-list');
    const entry = main.getByRole('link').filter({ hasText: orderNumber }).filter({ hasText: '반려' }).first();
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'notification-list ko');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/order-detail`));
    await expect(main.getByText(reason)).toBeVisible();
    await page.getByRole('group', { name: '처리' }).getByRole('link', { name: '수정' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/order-change`));
    await expect(main.getByText(reason)).toBeVisible();
    await expectStep(main, '신청 구분 및 정보상품');
    await main.getByRole('button', { name: '다음' }).click();
    await expectStep(main, '이용 조건');
    await expect(main.getByLabel('접속 회선 수')).toHaveValue('3');
    await main.getByLabel('중개 회원사').fill('알파증권 본점');
    for (const step of ['담당자', '서류 및 조건', '동의']) {
      await main.getByRole('button', { name: '다음' }).click();
      await expectStep(main, step);
    }
    await main.getByRole('button', { name: '재제출', exact: true }).click();
    await confirmSend(page, '재제출');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/order-detail$`));
    await expect(page.getByText('주문서를 다시 제출했습니다.')).toBeVisible();

    // The change history shows the representative's edit field by field; the memo is internal and stays with the
    // provider's staff (the customer never reads it).
    await main.getByRole('link', { name: '변경 이력' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/order-history`));
    await expect(main.getByText('접속 회선 수').first()).toBeVisible();
    await expect(main.getByText('회선 수를 계약서에 맞춰 정정')).toHaveCount(0);
    await expectAccessible(page, 'order-history ko');

    // The representative approves.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/admin/order/${orderId}/order-review`);
    await act(page, '승인');
    await expect(page.getByText('승인했습니다. 거래소의 최종 승인을 기다립니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('거래소 승인 대기');
    // The exchange reviewer's final approval makes the contract (its own journey: exchange-approvals.spec.ts).
    await exchangeDecide(request, orderId);

    // The member downloads the order form's PDF.
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/order/${orderId}/order-detail`);
    const pdfDownload = page.waitForEvent('download');
    await main.getByRole('button', { name: 'PDF 내려받기', exact: true }).click();
    expect((await pdfDownload).suggestedFilename()).toBe(`${orderNumber}.pdf`);

    // The contract exists, with the product, and the agreement archive downloads; the inventory shows the product.
    const approved = await orderOf(request, member, orderId);
    expect(approved.state).toBe('APPROVED');
    const contractId = approved.resultContractId ?? approved.contractId;
    expect(contractId).toBeTruthy();
    await open(page, `/contract/${contractId}/contract-detail`);
    const contractNumber = (await main.locator('.contract-head .ws-hint').textContent())!.replace('계약번호', '').trim();
    await expect(main.getByText(product.productName).first()).toBeVisible();
    await expect(main.getByText('SHA-256').first()).toBeVisible();
    await expectAccessible(page, 'contract-detail ko');
    const archive = page.waitForEvent('download');
    await main.getByRole('button', { name: new RegExp(`^${escapeRe(orderNumber)}.*내려받기$`) }).click();
    expect((await archive).suggestedFilename()).toMatch(/\.pdf$/);
    await open(page, `/contract/contract-list?keyword=${encodeURIComponent(contractNumber)}`);
    // Its commencement is ahead: the list says when it starts, not that it is in use.
    await expect(main.getByRole('row').filter({ hasText: contractNumber })).toContainText(`${commencement} 이용 예정`);
    await expectAccessible(page, 'contract-list ko');
    // Narrowed to the product, 100 a page: the demo company holds many contracts of it.
    await open(page, `/contract/inventory?onDate=${commencement}&product=${encodeURIComponent(product.productCode)}&pageSize=100`);
    await expect(main.getByRole('row').filter({ hasText: contractNumber }).filter({ hasText: product.productCode })).toBeVisible();
    await expectAccessible(page, 'inventory ko');

    // A termination request from the contract, in one step: its contract, reason and due date, and its order contact
    // taken from the contract's terms: no fifteen contact fields, no new-order agreements.
    const due = koreaDate(60);
    await open(page, `/contract/${contractId}/contract-detail`);
    await main.getByRole('link', { name: '해지 신청' }).click();
    await expect(page).toHaveURL(new RegExp(`requestType=TERMINATION&contractId=${contractId}`));
    await expect(page.locator('main h1')).toHaveText('계약 해지 신청');
    await expectStep(main, '해지할 계약');
    const contact = main.getByRole('group', { name: '주문(계약) 담당자' });
    await expect(contact.getByLabel('이름')).toHaveValue('한서연');
    await expect(contact.getByLabel('이메일')).toHaveValue(newcomer.email);
    await expect(contact.getByLabel('전화번호')).toHaveValue('+82-2-3774-1234');
    await expect(main.getByRole('group', { name: '청구 담당자' })).toHaveCount(0);
    await main.getByLabel('해지 사유').fill('사내 시스템 통합으로 이용을 종료합니다.');
    await typeDate(main.getByLabel('해지 예정일'), due);
    await expect(main.getByRole('button', { name: '다음' })).toHaveCount(0);
    await expectAccessible(page, 'order-write ko termination');
    await main.getByRole('button', { name: '제출', exact: true }).click();
    await confirmSend(page, '제출');
    await expect(page).toHaveURL(/\/order\/\d+\/order-detail$/);
    const terminationId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect(page.locator('main h1')).toHaveText('주문서 (해지)');

    // Approved by the representative: the contract's end is scheduled at the due date.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/admin/order/${terminationId}/order-review`);
    await act(page, '승인');
    await expect(page.getByText('승인했습니다. 거래소의 최종 승인을 기다립니다.')).toBeVisible();
    await exchangeDecide(request, terminationId);
    await putSession(page, member, newcomer.email, 'ko');
    await open(page, `/contract/${contractId}/contract-detail`);
    await expect(main.getByText('해지 예정').first()).toBeVisible();
    await expect(main.getByText(`이 계약은 ${due}에 해지될 예정입니다.`)).toBeVisible();
    await expect(main.getByRole('link', { name: '해지 신청' })).toHaveCount(0);
  });

  test('in English: the order list filtered by status, an order, the contracts and the licence inventory', async ({ page }) => {
    // Four screens with a scan each and an export: a budget of its own, like the long journey above (a budget, never
    // an assertion on time).
    test.setTimeout(120_000);
    const t = await sharedTokens(page.request, DEMO.member);
    await putSession(page, t, DEMO.member.email, 'en');
    const main = page.locator('main');
    await open(page, '/order/order-list');
    await expect(page.locator('main h1')).toHaveText('Order forms');
    await chooseOption(page, main.getByRole('combobox', { name: 'Status', exact: true }), 'Approved');
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('APPROVED');
    await expect(main.getByRole('row').nth(1)).toContainText('Approved');
    await expectAccessible(page, 'order-list en');
    await main.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order\/\d+\/order-detail\?state=APPROVED$/);
    await expect(page.locator('main h1')).toHaveText(/^Order form \((New|Change|Termination)\)$/);
    await expect(main.getByRole('heading', { name: 'Agreements' })).toBeVisible();
    await expectAccessible(page, 'order-detail en');
    await main.getByRole('link', { name: 'View order form' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\/order-print$/);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page, 'order-print en');

    await open(page, '/contract/contract-list');
    await expect(page.locator('main h1')).toHaveText('Contracts');
    await expectAccessible(page, 'contract-list en');
    await main.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/contract\/\d+\/contract-detail/);
    await expect(main.getByRole('heading', { name: 'Products in use' })).toBeVisible();
    await expectAccessible(page, 'contract-detail en');
    await open(page, '/contract/inventory');
    await expect(page.locator('main h1')).toHaveText('Licence inventory');
    const exported = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download Excel' }).click();
    expect((await exported).suggestedFilename()).toMatch(/^licence-inventory-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expectAccessible(page, 'inventory en');
  });

  test('on a 390 px phone: the order list as cards and an order, in Korean', async ({ page }) => {
    const t = await sharedTokens(page.request, DEMO.member);
    await putSession(page, t, DEMO.member.email, 'ko');
    await page.setViewportSize({ width: 390, height: 800 });
    const main = page.locator('main');
    await open(page, '/order/order-list');
    await expect(page.locator('main h1')).toHaveText('주문서');
    // Below 576 px each row of the table is a card.
    const first = main.locator('.order-table tbody tr').first();
    await expect(first).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'order-list ko 390');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order\/\d+\/order-detail$/);
    await expect(main.getByRole('heading', { name: '신청 정보' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'order-detail ko 390');
    await open(page, '/contract/contract-list');
    await main.locator('.contract-table tbody tr').first().getByRole('link').first().click();
    await expect(main.getByRole('heading', { name: '이용 중인 정보상품' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'contract-detail ko 390');
  });
});
