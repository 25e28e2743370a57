import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, koreaDay, test } from './fixtures';
import { animationsDone, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, signedInAs, type Tokens } from './session';

// Versioned policies and the price list (issue 26 section 2; decision 084). The provider administrator starts a draft
// of the price list, changes a clause, marks it material with an effective date ahead (so no other journey's company
// is held by it), previews the diff and publishes it after the confirmation. The member of 델타투자자문 (the demo
// customer that has not acknowledged the material price-list change in force) sees the change's diff in Korean and in
// English, finds an order's submission refused with the link to the diff, acknowledges the change after the
// confirmation and then submits. Accessibility scans on every screen.

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

/** A draft new order of the member's company with its signed document (through the API). */
async function draftOrder(request: APIRequestContext, member: Tokens): Promise<{ orderId: number; version: number }> {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const upload = await request.post('/apis/v1/common/files?fileTypeGroup=ORDER', {
    headers: bearer(member),
    multipart: {
      files: { name: `signed-policy-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`${pdf}% ${Date.now()}\n`) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileUUID = ((await upload.json()) as { files: { fileUUID: string }[] }).files[0]!.fileUUID;
  const contact = (name: string, email: string, phone: string) => ({ name, email, phone });
  const created = await request.post('/apis/v1/user/orders', {
    headers: bearer(member),
    data: {
      requestType: 'NEW',
      form: {
        commencementDate: koreaDay(10),
        products: [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }],
        installationAddress: '서울특별시 영등포구 여의대로 108',
        connectionCount: 1,
        distributionOptions: ['GENERAL'],
        contacts: {
          order: contact('서가은', 'compliance@delta-advisory.example', '+82-2-6000-3101'),
          billing: contact('서가은', 'compliance@delta-advisory.example', '+82-2-6000-3101'),
          it: contact('서가은', 'compliance@delta-advisory.example', '+82-2-6000-3101'),
        },
        cfdTrading: 'NONE',
        fileUUIDs: [fileUUID],
        acceptedAgreements: ['FACILITATOR', 'TERMS_OF_USE', 'POLICY', 'NON_ACCOUNT', 'AFFIRMATION', 'PRICE_INFO', 'TECH_AGENT', 'PROMISE'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { orderId: number; version: number };
}

test('the administrator publishes a material price-list change; a held member reads the diff, is refused, acknowledges and submits', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const main = page.locator('main');

  // The administrator: a new draft of the price list.
  await signedInAs(page, DEMO.admin, { lang: 'en' });
  await openPage(page, '/admin/policy-list');
  await expect(page.locator('main h1')).toHaveText('Policies and price list');
  await expectAccessible(page, 'admin policy list');
  await main.getByRole('button', { name: 'Start a draft', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/policy\/\d+\/policy-edit$/);
  await expect(page.locator('main h1')).toContainText('Draft: Price list');
  // The kit's date field: typed as YYYY-MM-DD and confirmed with Enter, whatever the browser's locale.
  const effective = page.getByLabel('Effective date (KST)');
  await effective.fill(koreaDay(365));
  await effective.press('Enter');
  await expect(effective).toHaveValue(koreaDay(365));
  await main.getByRole('checkbox', { name: 'Material change' }).check();
  const clause7 = main.getByRole('group', { name: 'Clause 7' });
  await clause7.getByLabel('Text (English)').fill('Fees are billed on the last day of each month and paid by the 15th of the next month.');
  await clause7.getByLabel('Text (Korean)').fill('이용료는 매월 말일에 청구하며 다음 달 15일까지 납부합니다.');
  await main.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await main.getByRole('button', { name: 'Preview the diff', exact: true }).click();
  const preview = main.getByRole('region', { name: 'Changes against the version in force' });
  await expect(preview.locator('ins').first()).toContainText('inserted');
  await expectAccessible(page, 'policy draft with preview');
  await main.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Publish this version?' });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('main h1')).not.toContainText('Draft');
  await expect(main.getByText(/SHA-256 [0-9a-f]{64}/)).toBeVisible();

  // The member of 델타투자자문 (first sign-in: enrols its authenticator through the API).
  const member = await sharedTokens(request, DEMO.exempt);
  const list = await request.get('/apis/v1/user/policies', { headers: bearer(member) });
  expect(list.status(), await list.text()).toBe(200);
  const holds = ((await list.json()) as { holds: { policyId: number }[] }).holds;
  expect(holds).toHaveLength(1);
  const policyId = holds[0]!.policyId;
  const diffUrl = `/policy/${policyId}/policy-diff`;

  // Refused with the link to the diff, in both languages.
  const order = await draftOrder(request, member);
  for (const lang of ['ko', 'en'] as const) {
    const refused = await request.post(`/apis/v1/user/orders/${order.orderId}/actions/submit`, {
      headers: { ...bearer(member), 'Accept-Language': lang },
      data: { version: order.version },
    });
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { errorCode: string; errorMessage: string };
    expect(body.errorCode).toBe('POL1N4093');
    expect(body.errorMessage).toContain(diffUrl);
  }

  // The list of changes with the banner, then the diff in Korean and in English.
  await putSession(page, member, 'compliance@delta-advisory.example', 'ko');
  await openPage(page, '/policy/policy-list');
  await expect(page.locator('main h1')).toHaveText('정책 변경 내역');
  const banner = main.getByRole('region', { name: '정책 변경 확인 요청' });
  await expect(banner).toContainText('가격표 제2판');
  await expectAccessible(page, 'policy list (ko)');
  await banner.getByRole('link', { name: /가격표 제2판 변경 내용 보기/ }).click();
  await expect(page).toHaveURL(new RegExp(`${diffUrl}$`));
  await expect(page.locator('main h1')).toHaveText('가격표 제2판');
  const clauses = main.getByRole('list').filter({ has: page.locator('.policy-clause') });
  await expect(clauses.locator('ins').first()).toContainText('[추가 시작: ');
  await expect(clauses).toContainText('1,300,000');
  await expectAccessible(page, 'policy diff (ko)');
  await main.locator('label.ant-radio-button-wrapper', { hasText: 'English' }).click();
  await expect(clauses).toHaveAttribute('lang', 'en');
  await expect(clauses).toContainText('Direct use KRW');

  // Acknowledged after the confirmation; the submission then goes through.
  await main.getByRole('button', { name: '회사를 대표해 확인', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '이 판을 확인하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await animationsDone(page);
  await expectAccessible(page, 'acknowledgement dialog');
  await confirm.getByRole('button', { name: '회사를 대표해 확인', exact: true }).click();
  await expect(main.getByText(/님이 .* 확인했습니다\./)).toBeVisible();
  await expect(main.getByText(/SHA-256 [0-9a-f]{64}/)).toBeVisible();
  const sent = await request.post(`/apis/v1/user/orders/${order.orderId}/actions/submit`, {
    headers: bearer(member),
    data: { version: order.version },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // In English, the agreement history lists the acknowledgement.
  await putSession(page, member, 'compliance@delta-advisory.example', 'en');
  await openPage(page, '/policy/policy-list');
  const archive = main.getByRole('region', { name: 'Agreement history of your company' });
  await expect(archive.getByRole('row')).toHaveCount(2);
  await expect(archive).toContainText('Price list');
  await expect(main.getByRole('region', { name: 'Policy change to acknowledge' })).toHaveCount(0);
  await expectAccessible(page, 'policy list (en)');
});
