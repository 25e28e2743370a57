import { CALL_PATHS, ROLE, type TExchangeApprovalDetail, type TExchangeApprovalItem } from '@portal/contract';
import { expect } from 'vitest';
import { callApi, loginAs, type TestContext } from './helpers';

/**
 * The exchange's final stage in API tests: the provider's approval sends an order or a declaration
 * to the exchange reviewer (09); these helpers take the reviewer's step (imported by *.test.ts only).
 */

const reviewers = new WeakMap<TestContext, Promise<string>>();

/** The exchange reviewer's token of a test context (signed in once). */
export function reviewerToken(ctx: TestContext): Promise<string> {
  let token = reviewers.get(ctx);
  if (!token) {
    token = loginAs(ctx, ROLE.exchangeReviewer);
    reviewers.set(ctx, token);
  }
  return token;
}

/** The item of a request waiting on the exchange (fails the test when there is none). */
export async function waitingExchangeItem(ctx: TestContext, requestId: number): Promise<TExchangeApprovalItem> {
  const res = await callApi(ctx, CALL_PATHS.searchExchangeApprovals, {
    payload: { requestId, status: 'WAITING' },
    token: await reviewerToken(ctx),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [item] = res.json().items as TExchangeApprovalItem[];
  expect(item, `no exchange item waits for request ${requestId}`).toBeDefined();
  return item!;
}

/** The reviewer approves (or rejects) the waiting item of a request; answers the item after the decision. */
export async function exchangeDecide(
  ctx: TestContext,
  requestId: number,
  decision: 'approve' | 'reject' = 'approve',
  opts: { message?: string; lang?: 'ko' | 'en' } = {},
): Promise<TExchangeApprovalDetail> {
  const item = await waitingExchangeItem(ctx, requestId);
  const res = await callApi(ctx, decision === 'approve' ? CALL_PATHS.approveExchangeApproval : CALL_PATHS.rejectExchangeApproval, {
    params: { approvalId: item.approvalId },
    payload: { version: item.version, ...(opts.message ? { message: opts.message } : {}) },
    token: await reviewerToken(ctx),
    lang: opts.lang ?? 'en',
  });
  expect(res.statusCode, `exchange ${decision}: ${res.body}`).toBe(200);
  return res.json();
}
