import { expect, expectAccessible, koreaDay, test, useLanguage } from './fixtures';
import { chooseOption, expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

// The fee of a change before it is filed (issue 26 §1, decision 083). A visitor opens the fee estimator (under the
// products menu), chooses a product and sees its fee at public prices, then in dollars. 알파증권's member (in English)
// estimates a non-display tier against the company's contracts, then opens a draft order and sees the fee panel beside
// the form with the fee of the draft's products, the difference from last month and the first bill. Accessibility
// scans on every screen.

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

test.describe('the fee of a change', () => {
  test('a visitor estimates a product at public prices (Korean)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const products = await request.get('/apis/v1/common/fee-estimates/products', { headers: { 'accept-language': 'ko' } });
    expect(products.status(), await products.text()).toBe(200);
    const [product] = ((await products.json()) as { items: { productCode: string; productName: string }[] }).items;
    await useLanguage(page, 'ko');
    await openPage(page, '/product/fee-estimator');
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('이용료 계산기');
    await expect(main.getByText('상품, 날짜 또는 수량을 입력하면 이 변경의 이용료를 보여 드립니다.')).toBeVisible();
    await chooseOption(page, main.getByRole('combobox', { name: '정보상품' }), `${product!.productName} (${product!.productCode})`);
    await expect(main.getByTestId('fee-panel-fee')).toContainText('₩', { timeout: 20_000 });
    await expect(main.getByTestId('fee-panel-last-month')).toHaveText('지난달 청구가 없습니다.');
    await expect(main.getByRole('table', { name: '이 변경으로 달라지는 청구 항목' })).toContainText(product!.productCode);
    await expectAccessible(page, 'fee-estimator visitor ko');
    // The products' list closes first (a multiple choice stays open), then the currency.
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await chooseOption(page, main.getByRole('combobox', { name: '통화' }), 'USD');
    await expect(main.getByTestId('fee-panel-fee')).toContainText('US$', { timeout: 20_000 });
  });

  test('a member estimates a tier with the company’s contracts, and sees the fee of a draft order (English)', async ({ page, request }) => {
    test.setTimeout(150_000);
    const member = await sharedTokens(request, DEMO.member);
    await putSession(page, member, DEMO.member.email, 'en');
    await openPage(page, '/product/fee-estimator');
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('Fee estimator');
    await expect(main.getByText(/against your company's contracts/)).toBeVisible();
    await main.getByText('Non-display tier', { exact: true }).click();
    await main.getByLabel('Applications for trading').fill('4');
    await expect(main.getByTestId('fee-panel-fee')).toContainText('₩', { timeout: 20_000 });
    await expect(main.getByRole('table', { name: 'Bill lines this change moves' })).toContainText('Non-display');
    await expect(main.getByTestId('fee-panel-first-bill')).toContainText('expected to be issued on');
    await expectAccessible(page, 'fee-estimator member en');

    // A draft order of two products from today: its form shows what it costs before it is submitted.
    const created = await request.post('/apis/v1/user/orders', {
      headers: { ...bearer(member), 'accept-language': 'en' },
      data: {
        requestType: 'NEW',
        form: {
          commencementDate: koreaDay(0),
          products: [
            { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
            { productCode: 'KSQ-RT-L1', useType: 'DIRECT' },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { orderId } = (await created.json()) as { orderId: number };
    await page.goto(`/order/${orderId}/order-change`);
    await expectPageReady(page);
    const panel = main.getByRole('region', { name: 'Fee of this change' });
    await expect(panel.getByTestId('fee-panel-fee')).toContainText(/\+₩[\d,]+/, { timeout: 30_000 });
    await expect(panel.getByRole('table', { name: 'Bill lines this change moves' })).toContainText('KSQ-RT-L1');
    await expect(panel.getByTestId('fee-panel-last-month')).toBeVisible();
    await expectAccessible(page, 'order-change with the fee panel en');
  });
});
