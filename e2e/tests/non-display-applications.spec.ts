import type { APIRequestContext } from '@playwright/test';
import { exchangeDecide, expect, expectAccessible, koreaDay, test } from './fixtures';
import { animationsDone, confirmSend, openPage } from './helpers';
import { DEMO, enrolThroughApi, newMember, putSession, sharedTokens, type Tokens } from './session';

// The non-display application inventory (decision 085): Alpha's inventory holds three trading applications in
// production (the demo world's) and its newest declaration in effect, made here through the API, declares them
// (premium). The member adds a fourth in Korean by typing, sees trading move to unlimited with the fee of the change,
// follows the link to the drafted declaration change and submits it.

const bearer = (t: Tokens) => ({ authorization: `Bearer ${t.access_token}` });
const NAME_PREFIX = 'E2E 매매 엔진';

interface TierSummary {
  months: { month: string; moved: boolean; items: { usageItem: string; applications: number; tier: string | null }[] }[];
  inEffect: { declarationId: number } | null;
}

async function tiers(request: APIRequestContext, t: Tokens): Promise<TierSummary> {
  const res = await request.get('/apis/v1/user/non-display-applications/tiers?months=1', { headers: bearer(t) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TierSummary;
}

/** The applications an earlier run of this journey added, removed through the API (the journey starts from the demo's). */
async function removeEarlierRuns(request: APIRequestContext, t: Tokens) {
  const res = await request.post('/apis/v1/user/non-display-applications/search', {
    headers: bearer(t),
    data: { searchText: NAME_PREFIX, pageSize: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  for (const a of ((await res.json()) as { items: { applicationId: number }[] }).items) {
    const gone = await request.delete(`/apis/v1/user/non-display-applications/${a.applicationId}`, { headers: bearer(t) });
    expect(gone.status(), await gone.text()).toBe(200);
  }
}

/** A declaration of the inventory's counts this month, for a draft order form of the company, approved all the way. */
async function approvedDeclaration(request: APIRequestContext, member: Tokens, trading: number, other: number) {
  const sales = await sharedTokens(request, DEMO.sales);
  const order = await request.post('/apis/v1/user/orders', {
    headers: bearer(member),
    data: { requestType: 'NEW', form: { nonDisplayUses: ['TRADING', 'RISK_MANAGEMENT'] } },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = (await order.json()) as { orderId: number };
  const created = await request.post('/apis/v1/user/non-display-reports', {
    headers: bearer(member),
    data: {
      orderId,
      form: {
        use: 'USE',
        purposes: { TRADING: { applications: trading, chargeHold: false }, OTHER: { applications: other, chargeHold: false } },
        effectiveDate: koreaDay(-40),
        acceptedCommitments: ['ACCURATE', 'REPORT_CHANGES', 'NO_REDISTRIBUTION', 'AUDIT'],
        confirmation: { company: '알파증권', manager: '한서연' },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let d = (await created.json()) as { declarationId: number; version: number; number: string };
  const act = async (t: Tokens, action: string) => {
    const res = await request.post(`/apis/v1/user/non-display-reports/${d.declarationId}/actions/${action}`, {
      headers: bearer(t),
      data: { version: d.version },
    });
    expect(res.status(), await res.text()).toBe(200);
    d = (await res.json()) as typeof d;
  };
  await act(member, 'submit');
  await act(sales, 'approve');
  await exchangeDecide(request, d.declarationId);
  return d;
}

test.describe('non-display application inventory', () => {
  test('a fourth trading application typed in Korean moves the tier, shows the fee and drafts the declaration change, which the member submits', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const newcomer = await newMember(request, `nda-${stamp}`, { firstName: '서연', lastName: '한', mailLanguageCode: '01' });
    const { tokens: member } = await enrolThroughApi(request, newcomer.email);
    await removeEarlierRuns(request, member);
    const [month] = (await tiers(request, member)).months;
    const count = (item: string) => month!.items.find((i) => i.usageItem === item)!.applications;
    expect(count('TRADING')).toBe(3);
    const declaration = await approvedDeclaration(request, member, count('TRADING'), count('OTHER'));
    const before = await tiers(request, member);
    expect(before.inEffect?.declarationId).toBe(declaration.declarationId);
    expect(before.months[0]!.moved).toBe(false);

    const main = page.locator('main');
    await putSession(page, member, newcomer.email, 'ko');
    await openPage(page, '/report/non-display-applications');
    await expect(page.locator('main h1')).toHaveText('비조회형 애플리케이션');
    await expect(main.getByText('애플리케이션은 운영 환경에서 그달에 하루라도 이용되면')).toBeVisible();
    const table = main.getByRole('table', { name: '용도별 애플리케이션 수, 등급과 월 이용료' });
    const thisMonth = table.getByRole('row').nth(1);
    await expect(thisMonth).toContainText('프리미엄(2~3개)');
    await expect(thisMonth).toContainText('애플리케이션 3개');
    await expect(thisMonth).not.toContainText('등급 변경');
    await expectAccessible(page, 'inventory ko');

    // The fourth, typed: name, purpose (typed into the choice), start date.
    await main.getByRole('button', { name: '애플리케이션 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '애플리케이션 추가' });
    await expect(dialog).toBeVisible();
    const name = `${NAME_PREFIX} ${stamp}`;
    await dialog.getByLabel('애플리케이션 이름').fill(name);
    const purpose = dialog.getByRole('combobox', { name: '용도' });
    const selectOf = (combobox: typeof purpose) =>
      combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
    await purpose.pressSequentially('트레이딩');
    await purpose.press('Enter');
    await expect(selectOf(purpose)).toContainText('트레이딩');
    await expect(
      dialog.getByRole('combobox', { name: '환경' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    ).toContainText('운영');
    const start = dialog.getByRole('textbox', { name: '이용 시작일' });
    await start.click();
    await start.fill(koreaDay(0));
    await start.press('Enter');
    await expect(start).toHaveValue(koreaDay(0));
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    const drafted = main.getByRole('status').filter({ hasText: '신고서 변경이 작성되었습니다: 검토 후 제출하세요' });
    await expect(drafted).toBeVisible();
    await animationsDone(page);
    await expect(dialog).toBeHidden();

    // Trading is unlimited this month; the change is drafted with its fee, not submitted.
    await expect(thisMonth).toContainText('무제한(4개 이상)');
    await expect(thisMonth).toContainText('애플리케이션 4개');
    await expect(thisMonth).toContainText('등급 변경');
    await expect(thisMonth).toContainText('신고된 등급: 프리미엄(2~3개)');
    await expect(drafted).toContainText(/예상 이용료: 변경 후 월 ₩[\d,]+ \(VAT 별도\) 증감/);
    await expect(main.getByRole('row').filter({ hasText: name })).toContainText('트레이딩');
    await expectAccessible(page, 'inventory drafted ko');

    // The drafted change: four trading applications from this month's first day, submitted by the member.
    await drafted.getByRole('link', { name: `신고서 ${declaration.number} 변경 내용 검토하고 제출하기` }).click();
    await expect(page).toHaveURL(new RegExp(`/report/${declaration.declarationId}/non-display-detail$`));
    await expect(main.locator('.doc-header')).toContainText('변경 작성 중');
    await expect(main.getByText('무제한(4개 이상)').first()).toBeVisible();
    const bar = page.getByRole('group', { name: '처리' });
    await bar.getByRole('button', { name: '신고서 제출', exact: true }).click();
    await confirmSend(page, '신고서 제출');
    await expect(page.getByText('신고서를 제출했습니다.')).toBeVisible();
    await expect(main.locator('.doc-header')).toContainText('제출');
    await expectAccessible(page, 'drafted declaration submitted ko');
  });
});
