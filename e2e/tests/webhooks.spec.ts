import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, orderAtExchange, test } from './fixtures';
import { openPage } from './helpers';
import { DEMO, putSession, sharedTokens } from './session';

// Signed events (decision 087): Alpha's company administrator registers an endpoint at a receiver this journey starts, sees its
// secret once, submits an order through the API (the event a company's system would hear), finds the delivery in the
// log once the receiver has it, and replays it: the receiver gets the same webhook-id again. Accessibility scans of the
// page, the dialogs and the log.

/** A receiver on this machine: it answers 200 and keeps each delivery's headers. */
async function startReceiver() {
  const got: { path: string; id: string; signature: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        path: req.url ?? '',
        id: String(req.headers['webhook-id'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('webhooks', () => {
  test('the company administrator registers an endpoint, sees its secret once, and a submitted order arrives signed, is logged and replayed', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const receiver = await startReceiver();
    try {
      const stamp = Date.now().toString(36);
      // Alpha's company administrator in the demo world (박지호, decision 086).
      const tokens = await sharedTokens(request, DEMO.reporter);
      const main = page.locator('main');
      await putSession(page, tokens, DEMO.reporter.email, 'ko');
      await openPage(page, '/mypage/webhooks');
      await expect(main.locator('h1')).toHaveText('웹훅');
      await expect(main.getByRole('heading', { name: '엔드포인트' })).toBeVisible();
      await expectAccessible(page, 'webhooks page ko');

      // Register: the address is checked, an event must be chosen, then the secret is shown once.
      const endpointUrl = `${receiver.url}/hooks/${stamp}`;
      await main.getByRole('button', { name: '엔드포인트 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '엔드포인트 추가' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: '받을 주소(URL)' }).fill('http://hooks.example.com/portal');
      await dialog.getByRole('button', { name: '추가' }).click();
      await expect(dialog.getByText('https://를 사용해 주세요. http:// 주소는 개발 환경의 localhost에만 쓸 수 있습니다.')).toBeVisible();
      await expect(dialog.getByText('받을 이벤트를 하나 이상 선택해 주세요.')).toBeVisible();
      await dialog.getByRole('textbox', { name: '받을 주소(URL)' }).fill(endpointUrl);
      await dialog.getByRole('textbox', { name: '설명' }).fill(`여정 수신기 ${stamp}`);
      await dialog.getByRole('checkbox', { name: '요청 제출' }).check();
      await expectAccessible(page, 'webhooks add dialog ko');
      await dialog.getByRole('button', { name: '추가' }).click();

      const shown = page.getByRole('dialog', { name: '엔드포인트 서명 비밀 값' });
      await expect(shown).toBeVisible();
      await expect(shown.getByText('지금 비밀 값을 복사해 두세요. 다시 보여 드리지 않습니다')).toBeVisible();
      const field = shown.getByRole('textbox', { name: `${endpointUrl}의 서명 비밀 값` });
      await expect(field).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
      const secret = await field.inputValue();
      await expect(shown.getByRole('button', { name: '복사' })).toBeVisible();
      await expectAccessible(page, 'webhooks secret dialog ko');
      await shown.getByRole('button', { name: '비밀 값을 보관했습니다' }).click();
      await expect(shown).toBeHidden();

      // The list shows the endpoint and only a hint of its secret.
      const row = main.locator('tbody tr').filter({ hasText: endpointUrl });
      await expect(row).toContainText('사용');
      await expect(row).toContainText(secret.slice(0, 10));
      await expect(row).not.toContainText(secret);

      // An order of Alpha submitted through the API: the receiver hears of it, signed.
      const sales = await sharedTokens(request, DEMO.sales);
      const { orderNumber } = await orderAtExchange(request, tokens, sales, ['KSP-RT-L1'], `whk-${stamp}`);
      // Alpha's other requests that journeys beside this one submit arrive too: this order's event is the one looked for.
      const ofThisOrder = () =>
        receiver.got.find(
          (g) => g.path === `/hooks/${stamp}` && (JSON.parse(g.body) as { data?: { number?: string } }).data?.number === orderNumber,
        );
      await expect.poll(() => ofThisOrder() !== undefined, { timeout: 60_000 }).toBe(true);
      const first = ofThisOrder()!;
      expect(first.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
      expect(JSON.parse(first.body)).toMatchObject({ type: 'request.submitted', data: { number: orderNumber, to: 'SUBMITTED' } });

      // The log shows the delivery, delivered, with its try.
      await page.reload();
      const log = main.locator('section', { has: page.getByRole('heading', { name: '전송 기록' }) });
      // This endpoint's delivery: an endpoint left by an earlier try of this journey gets the same event.
      const delivery = log.locator('tbody tr').filter({ hasText: first.id }).filter({ hasText: receiver.url });
      await expect(delivery).toContainText('요청 제출');
      await expect(delivery).toContainText('전송 완료');
      await delivery.getByText('1회 시도').click();
      await expect(delivery).toContainText('HTTP 200');
      await expect(delivery).toContainText('received');
      await expectAccessible(page, 'webhooks log ko');

      // Replay: the same webhook-id arrives again, and the log has the replay.
      await delivery.getByRole('button', { name: `다시 보내기: ${first.id} → ${endpointUrl}` }).click();
      await expect(page.getByText('이벤트를 다시 전송 대기열에 넣었습니다(같은 webhook-id).')).toBeVisible();
      await expect.poll(() => receiver.got.filter((g) => g.id === first.id).length, { timeout: 60_000 }).toBe(2);
      await expect(
        log.locator('tbody tr').filter({ hasText: first.id }).filter({ hasText: receiver.url }).filter({ hasText: '재전송' }),
      ).toContainText('전송 완료', {
        timeout: 20_000,
      });

      // Delete, after a confirmation.
      await row.getByRole('button', { name: `삭제: ${endpointUrl}` }).click();
      const confirm = page.getByRole('dialog', { name: '이 엔드포인트를 삭제할까요?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: '삭제' }).click();
      await expect(page.getByText('엔드포인트를 삭제했습니다.')).toBeVisible();
      await expect(main.locator('tbody tr').filter({ hasText: endpointUrl })).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
