import {
  CALL_PATHS,
  NON_DISPLAY_COMMITMENT_CODES,
  type TNonDisplayDetail,
  type TNonDisplayFormInput,
  type TOrderDetail,
  type TOrderFormInput,
} from '@portal/contract';
import { expect } from 'vitest';
import { callApi, type TestContext } from './helpers';
import { exchangeDecide } from './exchange';
import { koreaDayFrom, orderCalls, validForm } from './orders';

/** Helpers of the non-display declarations' tests (imported by *.test.ts only). */

/** A declaration form that meets every submission rule: trading use with two applications (premium). */
export function validDeclaration(overrides: Partial<TNonDisplayFormInput> = {}): TNonDisplayFormInput {
  return {
    use: 'USE',
    purposes: { TRADING: { applications: 2, chargeHold: false }, OTHER: { applications: 0, chargeHold: false } },
    effectiveDate: koreaDayFrom(10),
    acceptedCommitments: [...NON_DISPLAY_COMMITMENT_CODES],
    confirmation: {
      company: '알파증권',
      manager: '김민준',
      email: 'member@alpha-securities.example',
      position: '부장',
      date: koreaDayFrom(0),
    },
    fileUUIDs: [],
    ...overrides,
  };
}

/** A draft order (new) of the token's company declaring non-display use (trading by default). */
export async function orderWithNonDisplay(
  ctx: TestContext,
  token: string,
  uses: TOrderFormInput['nonDisplayUses'] = ['TRADING'],
  fileUUIDs: string[] = [],
): Promise<TOrderDetail> {
  return orderCalls(ctx).create(token, 'NEW', validForm(fileUUIDs, { nonDisplayUses: uses }));
}

export interface DeclarationCalls {
  create(token: string, orderId: number, form?: TNonDisplayFormInput, lang?: 'ko' | 'en'): Promise<TNonDisplayDetail>;
  act(
    token: string,
    d: Pick<TNonDisplayDetail, 'declarationId' | 'version'>,
    action: string,
    extra?: { reason?: string; lang?: 'ko' | 'en' },
  ): ReturnType<typeof callApi>;
  get(token: string, declarationId: number, lang?: 'ko' | 'en'): Promise<TNonDisplayDetail>;
  save(
    token: string,
    d: Pick<TNonDisplayDetail, 'declarationId' | 'version'>,
    form: TNonDisplayFormInput,
    lang?: 'ko' | 'en',
  ): ReturnType<typeof callApi>;
}

export function declarationCalls(ctx: TestContext): DeclarationCalls {
  return {
    async create(token, orderId, form = validDeclaration(), lang = 'en') {
      const res = await callApi(ctx, CALL_PATHS.createNonDisplayReport, { payload: { orderId, form }, token, lang });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    act(token, d, action, extra = {}) {
      return callApi(ctx, CALL_PATHS.actOnNonDisplayReport, {
        params: { declarationId: d.declarationId, action },
        payload: { version: d.version, ...(extra.reason ? { reason: extra.reason } : {}) },
        token,
        lang: extra.lang ?? 'en',
      });
    },
    async get(token, declarationId, lang = 'en') {
      const res = await callApi(ctx, CALL_PATHS.getNonDisplayReport, { params: { declarationId }, token, lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    save(token, d, form, lang = 'en') {
      return callApi(ctx, CALL_PATHS.updateNonDisplayReport, {
        params: { declarationId: d.declarationId },
        payload: { version: d.version, form },
        token,
        lang,
      });
    },
  };
}

/** Takes an action that must succeed; answers the declaration after it. */
export async function mustActOn(
  calls: DeclarationCalls,
  token: string,
  d: Pick<TNonDisplayDetail, 'declarationId' | 'version'>,
  action: string,
  reason?: string,
): Promise<TNonDisplayDetail> {
  const res = await calls.act(token, d, action, { reason });
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}

/**
 * Approves a declaration all the way: the provider's approval (by `token`), then the exchange reviewer's final approval.
 * Answers the declaration after it, read by `token`.
 */
export async function approveDeclaration(
  ctx: TestContext,
  calls: DeclarationCalls,
  token: string,
  d: Pick<TNonDisplayDetail, 'declarationId' | 'version'>,
): Promise<TNonDisplayDetail> {
  const sent = await mustActOn(calls, token, d, 'approve');
  expect(sent.state).toBe('EXCHANGE_REVIEW');
  await exchangeDecide(ctx, d.declarationId);
  return calls.get(token, d.declarationId);
}
