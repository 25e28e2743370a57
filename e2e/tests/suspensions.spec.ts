import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { approvedContract, expect, expectAccessible, koreaDay, test } from './fixtures';
import { animationsDone, chooseOption, expectPageReady, openPage, confirmSend } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// Suspension (temporary stop) requests. In Korean: a member requests a suspension of a product
// from the contract's page (the form refuses empty fields with their own messages); the sales representative receives
// it, receives a change with a shorter period and a change reason, writes a staff memo and approves; the contract shows
// as suspended. In English: a member's request overlapping an open one is refused on its period field, and the member
// cancels the open one before approval. Each journey has a member and a contract of its own.

type Lang = 'ko' | 'en';
const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

interface ContractInfo {
  products: { productCode: string; productName: string }[];
}
async function productNames(request: APIRequestContext, t: Tokens, contractId: number, lang: Lang) {
  const res = await request.get(`/apis/v1/user/contracts/${contractId}/suspension-info`, {
    headers: { ...bearer(t), 'accept-language': lang },
  });
  expect(res.status(), await res.text()).toBe(200);
  return new Map(((await res.json()) as ContractInfo).products.map((p) => [p.productCode, `${p.productName} (${p.productCode})`]));
}

/** Fills a date picker as a person types it, and closes its panel. */
async function typeDate(field: Locator, date: string) {
  await field.click();
  await field.fill(date);
  await field.press('Enter');
  await expect(field).toHaveValue(date);
}

/** Presses an action of the action bar and confirms it in its dialog (with a reason when asked). */
async function act(page: Page, bar: string, label: string, reasonLabel?: string, reason?: string) {
  await page.getByRole('group', { name: bar }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox', { name: reasonLabel }).fill(reason);
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

/** A member of Alpha of this journey alone, signed in through the API, with a contract of its own (two products). */
async function memberWithContract(request: APIRequestContext, label: string) {
  const newcomer = await newMember(request, label, { firstName: '지우', lastName: '윤', mailLanguageCode: '01' });
  const { tokens } = await enrolThroughApi(request, newcomer.email);
  const sales = await sharedTokens(request, DEMO.sales);
  const contract = await approvedContract(request, tokens, sales, ['KSP-RT-L1', 'KSQ-RT-L1'], label);
  return { email: newcomer.email, tokens, sales, ...contract };
}

test.describe('suspension requests', () => {
  test('requested from the contract, received, changed to a shorter period, approved: the contract shows suspended (Korean)', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const { email, tokens, sales, contractId, contractNumber } = await memberWithContract(request, `susp-ko-${stamp}`);
    const names = await productNames(request, tokens, contractId, 'ko');
    const main = page.locator('main');

    // From the contract's page to the request form; empty fields are refused each with its own message.
    await putSession(page, tokens, email, 'ko');
    await open(page, `/contract/${contractId}/contract-detail`);
    await main.getByRole('link', { name: '일시 중지 신청' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/${contractId}/suspension-request$`));
    await expect(page.locator('main h1')).toHaveText('일시 중지 신청');
    await expect(main.getByText(contractNumber).first()).toBeVisible();
    await expect(main.getByRole('cell', { name: names.get('KSP-RT-L1')! })).toBeVisible();
    await expectAccessible(page, 'suspension-request ko');
    await main.getByRole('button', { name: '신청하기' }).click();
    await expect(main.getByText('정보상품을 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('일시 중지 시작일을 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('일시 중지 종료일을 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('신청 사유를 입력해 주세요.')).toBeVisible();
    await expect(main.getByText('일시 중지 신청에 실패했습니다.')).toHaveCount(0);
    await expectAccessible(page, 'suspension-request ko refused');

    // The request: a product (its market shown), today for a week, a reason.
    await chooseOption(page, main.getByRole('combobox', { name: '정보상품' }), names.get('KSP-RT-L1')!);
    await expect(main.getByLabel('시장')).toHaveValue('유가증권시장(KOSPI)');
    await typeDate(main.getByLabel('일시 중지 시작일'), koreaDay(0));
    await typeDate(main.getByLabel('일시 중지 종료일'), koreaDay(6));
    const reason = `전산실 이전 공사로 수신을 멈춥니다. ${stamp}`;
    await main.getByLabel('신청 사유').fill(reason);
    await animationsDone(page);
    await main.getByRole('button', { name: '신청하기' }).click();
    await confirmSend(page, '신청하기');
    await expect(page).toHaveURL(/\/contract\/suspension\/\d+\/suspension-detail$/);
    const suspensionId = Number(new URL(page.url()).pathname.split('/')[3]);
    await expect(page.getByText(/일시 중지를 신청했습니다\. \(신청 번호 SP-\d{4}-\d{6}\)/)).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('신청');
    await expect(main.getByText(reason)).toBeVisible();
    await expectAccessible(page, 'suspension-detail ko requested');
    const number = (await main.locator('.doc-meta dd').first().textContent())!.trim();
    expect(number).toMatch(/^SP-\d{4}-\d{6}$/);

    // The representative finds it in the approval list and receives it.
    await putSession(page, sales, DEMO.sales.email, 'ko');
    await open(page, `/admin/suspension-approval-list?keyword=${number}`);
    await expect(page.locator('main h1')).toHaveText('일시 중지 승인');
    await expectAccessible(page, 'suspension-approval-list ko');
    await main.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/suspension/${suspensionId}/suspension-approval-detail`));
    await expect(main.getByText('담당자 메모')).toBeVisible();
    await expectAccessible(page, 'suspension-approval-detail ko');
    await act(page, '처리', '접수');
    await expect(page.getByText('접수했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('접수');

    // A change received: the period shortened to four days, with the change reason.
    await page.getByRole('group', { name: '처리' }).getByRole('button', { name: '변경 접수', exact: true }).click();
    const change = page.getByRole('dialog', { name: '변경 접수' });
    await expect(change).toBeVisible();
    await expect(change.getByText('변경 내용으로 접수하시겠습니까?', { exact: false })).toBeVisible();
    await typeDate(change.getByLabel('일시 중지 종료일'), koreaDay(3));
    await change.getByLabel('변경 사유').fill('공사 일정이 나흘로 줄었습니다.');
    await expectAccessible(page, 'suspension change dialog ko');
    await change.getByRole('button', { name: '변경 접수', exact: true }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText('변경 접수했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('승인 중');
    await expect(main.locator('.doc-meta')).toContainText(`${koreaDay(0)} ~ ${koreaDay(3)}`);
    await expect(main.getByText('공사 일정이 나흘로 줄었습니다.').first()).toBeVisible();

    // A staff memo, then the approval (asked for confirmation first).
    await main.getByLabel('메모', { exact: true }).fill('고객과 통화해 일정 확인');
    await main.getByRole('button', { name: '메모 저장' }).click();
    await expect(page.getByText('메모를 저장했습니다.')).toBeVisible();
    await act(page, '처리', '승인');
    await expect(page.getByText('일시 중지를 승인했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('승인');

    // The member: the request approved (no staff memo shown), the contract suspended in its page and in the list.
    await putSession(page, tokens, email, 'ko');
    await open(page, `/contract/suspension/${suspensionId}/suspension-detail`);
    await expect(main.locator('.doc-header-status')).toContainText('승인');
    await expect(main.getByText('고객과 통화해 일정 확인')).toHaveCount(0);
    await expect(main.getByText('공사 일정이 나흘로 줄었습니다.').first()).toBeVisible();
    await open(page, `/contract/${contractId}/contract-detail`);
    await expect(main.locator('.contract-head')).toContainText('일시 중지');
    await open(page, `/contract/contract-list?status=SUSPENDED&keyword=${encodeURIComponent(contractNumber)}`);
    await expect(main.getByRole('row').filter({ hasText: contractNumber })).toContainText('일시 중지');
    await open(page, '/contract/suspension-list');
    await expect(main.getByRole('row').filter({ hasText: number })).toContainText('승인');
    await expectAccessible(page, 'suspension-list ko');
  });

  test('an overlapping request is refused on its period; the member cancels the open one before approval (English)', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const { email, tokens, contractId } = await memberWithContract(request, `susp-en-${stamp}`);
    const names = await productNames(request, tokens, contractId, 'en');
    const main = page.locator('main');
    // An open request made through the API: ten to fourteen days ahead.
    const created = await request.post('/apis/v1/user/suspensions', {
      headers: bearer(tokens),
      data: { contractId, productCode: 'KSQ-RT-L1', periodFrom: koreaDay(10), periodTo: koreaDay(14), reason: `Rack move ${stamp}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const open1 = (await created.json()) as { suspensionId: number; number: string };

    // A second request meeting that period: refused on the period field, in English, with no generic failure.
    await putSession(page, tokens, email, 'en');
    await open(page, `/contract/${contractId}/suspension-request`);
    await expect(page.locator('main h1')).toHaveText('Request a suspension');
    await chooseOption(page, main.getByRole('combobox', { name: 'Product' }), names.get('KSQ-RT-L1')!);
    await typeDate(main.getByLabel('Suspension start date'), koreaDay(12));
    await typeDate(main.getByLabel('Suspension end date'), koreaDay(20));
    await main.getByLabel('Reason').fill('Second rack move');
    await animationsDone(page);
    await main.getByRole('button', { name: 'Send request' }).click();
    await confirmSend(page, 'Send request');
    await expect(main.getByText(`(${koreaDay(10)} to ${koreaDay(14)})`, { exact: false })).toBeVisible();
    await expect(main.getByText('Failed to request suspension.')).toHaveCount(0);
    await expectAccessible(page, 'suspension-request en overlap');

    // The list, the open request, and its cancellation with a reason (confirmed first).
    await open(page, '/contract/suspension-list');
    await expect(page.locator('main h1')).toHaveText('Suspension requests');
    const row = main.getByRole('row').filter({ hasText: open1.number });
    await expect(row).toContainText('Requested');
    await expectAccessible(page, 'suspension-list en');
    await row.getByRole('link', { name: open1.number }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/suspension/${open1.suspensionId}/suspension-detail`));
    await expect(main.getByRole('term').filter({ hasText: 'Information receiving method' })).toBeVisible();
    await expectAccessible(page, 'suspension-detail en');
    await act(page, 'Actions', 'Cancel request', 'Reason (optional)', 'The move was postponed.');
    await expect(page.getByText('The suspension request has been cancelled.')).toBeVisible();
    await expect(main.locator('.doc-header-status')).toContainText('Cancelled');
    await expect(main.getByText('The move was postponed.').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    // Its period is free again: the same request now goes through.
    await open(page, `/contract/${contractId}/suspension-request`);
    await chooseOption(page, main.getByRole('combobox', { name: 'Product' }), names.get('KSQ-RT-L1')!);
    await typeDate(main.getByLabel('Suspension start date'), koreaDay(12));
    await typeDate(main.getByLabel('Suspension end date'), koreaDay(20));
    await main.getByLabel('Reason').fill('Second rack move');
    await animationsDone(page);
    await main.getByRole('button', { name: 'Send request' }).click();
    await confirmSend(page, 'Send request');
    await expect(page).toHaveURL(/\/contract\/suspension\/\d+\/suspension-detail$/);
    await expect(page.getByText(/Your suspension request has been sent/)).toBeVisible();
  });
});
