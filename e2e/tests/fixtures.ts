import axe from 'axe-core';
import { expect, test as base, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO, sharedTokens } from './session';

/** Sets the interface language before the app starts (stored setting, as the language switch does). */
export async function useLanguage(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 A and AA rules over the page, as @axe-core/playwright's AxeBuilder would run them, without its
 * cost: the builder injects axe's source (half a megabyte) again on every scan and finishes each run in a new blank page
 * (a browser target of its own), about 3 s a scan on two busy cores against under 1 s here. The portal's pages have no
 * frames, so the builder's per-frame run has nothing more to visit. axe is injected once per document.
 */
async function axeRun(page: Page): Promise<axe.AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run({ exclude: [['.ant-message']] }, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
}

/** Accessibility scan: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // A dialog or popup still fading in has half its contrast: scan what a reader sees once it is drawn.
  // (Endless animations such as a spinner never finish and are left out.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // The short notices of Ant Design's message ("Received.") leave by themselves after three seconds: one that starts
  // fading out while the scan runs is read at half its contrast. They are left out; their colours are the theme's,
  // scanned wherever a page shows the same text tones.
  const results = await axeRun(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

let journeys = 0;
/**
 * Each journey is a client of its own: the server limits some calls per client address (sign-ins,
 * joins, resets, resends, find-id: platform/rate-limit-keys.ts), and journeys that all come from
 * 127.0.0.1 would share those counts, so one journey's calls, a repeated run or a second worker could
 * push another over a limit. The e2e server trusts 127.0.0.1 as a proxy (server.mjs), and each journey
 * names an address of the IPv6 documentation prefix, a /64 of its own (the limits count per /64).
 * Header value only: no traffic goes to it.
 */
export function clientAddress(workerIndex: number) {
  journeys += 1;
  return `2001:db8:${(workerIndex & 0xffff).toString(16)}:${(journeys & 0xffff).toString(16)}::1`;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.workerIndex) });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
export { expect };

/** A second browser for someone else (the newcomer, the visitor), with the suite's base URL and language, from an address of its own. */
export async function otherBrowser(browser: Browser, testInfo: TestInfo, lang: 'ko' | 'en') {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(testInfo.workerIndex) },
  });
  await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

// Suspensions: a contract of a journey's own, made through the API.
/** A calendar date in Korea, `days` from today (the business rules' "today"). */
export function koreaDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * An active contract of the member's company starting today, made as the portal makes one: the member writes a new
 * order with its signed document (uploaded through the files call) and submits it, provider staff receive and approve
 * it. `products` are catalogue codes used directly. Answers the contract's id and number.
 */
export async function approvedContract(
  request: import('@playwright/test').APIRequestContext,
  member: { access_token: string },
  staff: { access_token: string },
  products: string[],
  label: string,
): Promise<{ contractId: number; contractNumber: string }> {
  const { orderId } = await orderAtExchange(request, member, staff, products, label);
  // The provider's approval sends it to the exchange; the reviewer's final approval makes the contract.
  await exchangeDecide(request, orderId);
  const res = await request.get(`/apis/v1/user/orders/${orderId}`, { headers: { authorization: `Bearer ${member.access_token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const order = (await res.json()) as { resultContractId: number | null; contractNumber: string | null };
  return { contractId: order.resultContractId!, contractNumber: order.contractNumber! };
}

/**
 * A new order of the member's company with its signed document, submitted, received and approved by provider staff: it
 * waits on the exchange reviewer. Answers its id and number.
 */
export async function orderAtExchange(
  request: APIRequestContext,
  member: { access_token: string },
  staff: { access_token: string },
  products: string[],
  label: string,
): Promise<{ orderId: number; orderNumber: string }> {
  const as = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const upload = await request.post('/apis/v1/common/files?fileTypeGroup=ORDER', {
    headers: as(member),
    multipart: {
      files: {
        name: `signed-${label}-${Date.now()}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`${pdf}% ${label} ${Date.now()}\n`),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileUUID = ((await upload.json()) as { files: { fileUUID: string }[] }).files[0]!.fileUUID;
  const contact = (name: string, email: string, phone: string) => ({ name, email, phone });
  const created = await request.post('/apis/v1/user/orders', {
    headers: as(member),
    data: {
      requestType: 'NEW',
      form: {
        commencementDate: koreaDay(0),
        products: products.map((productCode) => ({ productCode, useType: 'DIRECT' })),
        installationAddress: '서울특별시 영등포구 여의대로 108',
        connectionCount: 2,
        distributionOptions: ['GENERAL'],
        contacts: {
          order: contact('김민준', 'member@alpha-securities.example', '+82-2-3774-1101'),
          billing: contact('이서연', 'staff@alpha-securities.example', '+82-2-3774-1102'),
          it: contact('박지호', 'reporter@alpha-securities.example', '+82-2-3774-1103'),
        },
        cfdTrading: 'NONE',
        fileUUIDs: [fileUUID],
        acceptedAgreements: ['FACILITATOR', 'TERMS_OF_USE', 'POLICY', 'NON_ACCOUNT', 'AFFIRMATION', 'PRICE_INFO', 'TECH_AGENT', 'PROMISE'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let order = (await created.json()) as { orderId: number; orderNumber: string; version: number };
  for (const [who, action] of [
    [member, 'submit'],
    [staff, 'receive'],
    [staff, 'approve'],
  ] as const) {
    const res = await request.post(`/apis/v1/user/orders/${order.orderId}/actions/${action}`, {
      headers: as(who),
      data: { version: order.version },
    });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
    order = await res.json();
  }
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

// Exchange approvals: the reviewer's step, through the API.
/** An exchange approval item as the reviewer's list answers it (the fields journeys read). */
export interface ExchangeItem {
  approvalId: number;
  requestId: number;
  documentNumber: string;
  version: number;
  status: string;
}

/** The item of a request waiting on the exchange (the reviewer's shared session). */
export async function waitingExchangeItem(request: APIRequestContext, requestId: number): Promise<ExchangeItem> {
  const reviewer = await sharedTokens(request, DEMO.reviewer);
  const res = await request.post('/apis/v1/exchange/approvals/search', {
    headers: { authorization: `Bearer ${reviewer.access_token}` },
    data: { requestId, status: 'WAITING' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [item] = ((await res.json()) as { items: ExchangeItem[] }).items;
  expect(item, `no exchange item waits for request ${requestId}`).toBeTruthy();
  return item!;
}

/** The exchange reviewer approves (or rejects) the waiting item of a request: an order's contract is made then. */
export async function exchangeDecide(
  request: APIRequestContext,
  requestId: number,
  decision: 'approve' | 'reject' = 'approve',
  message?: string,
): Promise<void> {
  const item = await waitingExchangeItem(request, requestId);
  const reviewer = await sharedTokens(request, DEMO.reviewer);
  const res = await request.post(`/apis/v1/exchange/approvals/${item.approvalId}/${decision}`, {
    headers: { authorization: `Bearer ${reviewer.access_token}` },
    data: { version: item.version, ...(message ? { message } : {}) },
  });
  expect(res.status(), `exchange ${decision}: ${await res.text()}`).toBe(200);
}
