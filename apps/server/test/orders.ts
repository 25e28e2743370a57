import {
  CALL_PATHS,
  formatKoreaDate,
  ORDER_AGREEMENT_CODES,
  ROLE,
  type TOrderDetail,
  type TOrderFormInput,
  type TOrderRequestType,
} from '@portal/contract';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { callApi, loginAs, tenancyCast, tokenFor, type TestContext } from './helpers';
import { exchangeDecide } from './exchange';
import { filesBody } from './files-fixtures';

/** Helpers of the orders' and contracts' tests (imported by *.test.ts only). */

/** A Korean calendar date `days` from now (the business rules' "today" is the Korean day). */
export const koreaDayFrom = (days: number, from = new Date()) => formatKoreaDate(new Date(from.getTime() + days * 86400_000));

/** The cast: Alpha's member and colleague, Beta's outsider, Gamma's member, the sales representative, the administrator, the reviewer. */
export async function orderCast(ctx: TestContext) {
  const base = await tenancyCast(ctx);
  return {
    ...base,
    gamma: await tokenFor(ctx, 'ops@gamma-data.example'),
    admin: await loginAs(ctx, ROLE.providerAdmin),
    reviewer: await loginAs(ctx, ROLE.exchangeReviewer),
  };
}

let uploads = 0;
/** Uploads a contract document (a text file, unique content) as the token's user; answers its id. */
export async function uploadDocument(ctx: TestContext, token: string, name = 'signed-order.txt'): Promise<string> {
  const { payload, headers } = filesBody([{ name, content: `signed order form ${++uploads} ${Date.now()}` }]);
  const res = await callApi(ctx, CALL_PATHS.uploadFiles, { query: { fileTypeGroup: 'ORDER' }, payload, headers, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files[0].fileUUID;
}

/** A form that meets every submission rule (a new order of direct real-time KOSPI data). */
export function validForm(fileUUIDs: string[], overrides: Partial<TOrderFormInput> = {}): TOrderFormInput {
  return {
    commencementDate: koreaDayFrom(10),
    products: [
      { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
      { productCode: 'KSQ-RT-L1', useType: 'DIRECT' },
    ],
    installationAddress: '서울특별시 영등포구 여의대로 108',
    connectionCount: 2,
    brokerCompany: '알파증권',
    distributionOptions: ['GENERAL'],
    contacts: {
      order: { name: '김민준', email: 'member@alpha-securities.example', phone: '+82-2-3774-1101' },
      billing: { name: '이서연', email: 'staff@alpha-securities.example', phone: '+82-2-3774-1102' },
      it: { name: '박지호', email: 'reporter@alpha-securities.example', phone: '+82-2-3774-1103' },
    },
    cfdTrading: 'NONE',
    fileUUIDs,
    acceptedAgreements: [...ORDER_AGREEMENT_CODES],
    ...overrides,
  };
}

export interface OrderCalls {
  create(token: string, requestType: TOrderRequestType, form: TOrderFormInput, lang?: 'ko' | 'en'): Promise<TOrderDetail>;
  act(
    token: string,
    order: Pick<TOrderDetail, 'orderId' | 'version'>,
    action: string,
    extra?: { reason?: string; memo?: string; lang?: 'ko' | 'en' },
  ): ReturnType<typeof callApi>;
  get(token: string, orderId: number): Promise<TOrderDetail>;
}

/** The order calls of a test context, with their status checked where they must succeed. */
export function orderCalls(ctx: TestContext): OrderCalls {
  return {
    async create(token, requestType, form, lang = 'en') {
      const res = await callApi(ctx, CALL_PATHS.createOrder, { payload: { requestType, form }, token, lang });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    act(token, order, action, extra = {}) {
      return callApi(ctx, CALL_PATHS.actOnOrder, {
        params: { orderId: order.orderId, action },
        payload: { version: order.version, ...(extra.reason ? { reason: extra.reason } : {}), ...(extra.memo ? { memo: extra.memo } : {}) },
        token,
        lang: extra.lang ?? 'en',
      });
    },
    async get(token, orderId) {
      const res = await callApi(ctx, CALL_PATHS.getOrder, { params: { orderId }, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

/** Takes an action that must succeed; answers the order after it. */
export async function mustAct(
  calls: OrderCalls,
  token: string,
  order: Pick<TOrderDetail, 'orderId' | 'version'>,
  action: string,
  reason?: string,
  lang?: 'ko' | 'en',
): Promise<TOrderDetail> {
  const res = await calls.act(token, order, action, { reason, lang });
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}

/**
 * Approves an order all the way: the provider's approval (by `token`), then the exchange reviewer's final approval,
 * which applies it to its contract. Answers the order after it, read by `token`.
 */
export async function approveOrder(
  ctx: TestContext,
  calls: OrderCalls,
  token: string,
  order: Pick<TOrderDetail, 'orderId' | 'version'>,
): Promise<TOrderDetail> {
  const sent = await mustAct(calls, token, order, 'approve');
  expect(sent.state).toBe('EXCHANGE_REVIEW');
  await exchangeDecide(ctx, order.orderId);
  return calls.get(token, order.orderId);
}

/** The text of every page of a PDF, read back with pdf.js as a reader would. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}
