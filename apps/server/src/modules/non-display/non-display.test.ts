import {
  allowedActions,
  CALL_PATHS,
  NON_DISPLAY_ACTIONS,
  NON_DISPLAY_STATES,
  NON_DISPLAY_WORKFLOW,
  type TNonDisplayAction,
  type TNonDisplayDetail,
  type TNonDisplayState,
} from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonDisplayDeclarations, requestHistory, requests } from '../../db/schema/index';
import { exchangeDecide } from '../../../test/exchange';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { declarationsInEffect } from './index';
import {
  approveOrder,
  koreaDayFrom,
  mustAct,
  orderCalls,
  orderCast,
  pdfText,
  uploadDocument,
  validForm,
  type OrderCalls,
} from '../../../test/orders';
import {
  approveDeclaration,
  declarationCalls,
  mustActOn,
  orderWithNonDisplay,
  validDeclaration,
  type DeclarationCalls,
} from '../../../test/non-display';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let calls: DeclarationCalls;
let orders: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  calls = declarationCalls(ctx);
  orders = orderCalls(ctx);
});
afterAll(() => ctx.close());

/** A new declaration of Alpha's member, as a draft, for a new order with trading non-display use. */
async function draft(form = validDeclaration(), lang: 'ko' | 'en' = 'en'): Promise<TNonDisplayDetail> {
  const order = await orderWithNonDisplay(ctx, cast.member);
  return calls.create(cast.member, order.orderId, form, lang);
}

/** The steps that bring a new draft to a state (each by a role that may take it). */
const PATHS: Record<TNonDisplayState, [who: 'member' | 'sales' | 'exchange', action: TNonDisplayAction, reason?: string][]> = {
  DRAFT: [],
  SUBMITTED: [['member', 'submit']],
  RECONFIRM: [
    ['member', 'submit'],
    ['sales', 'requestReconfirm', '애플리케이션 수를 다시 확인해 주세요.'],
  ],
  EXCHANGE_REVIEW: [
    ['member', 'submit'],
    ['sales', 'approve'],
  ],
  APPROVED: [
    ['member', 'submit'],
    ['sales', 'approve'],
    ['exchange', 'exchangeApprove'],
  ],
  REVISING: [
    ['member', 'submit'],
    ['sales', 'approve'],
    ['exchange', 'exchangeApprove'],
    ['member', 'revise'],
  ],
  REJECTED: [
    ['member', 'submit'],
    ['sales', 'reject', '주문서와 맞지 않습니다.'],
  ],
  CANCELLED: [['member', 'cancel']],
};

async function declarationIn(state: TNonDisplayState): Promise<TNonDisplayDetail> {
  let d = await draft();
  for (const [who, action, reason] of PATHS[state]) {
    if (who !== 'exchange') d = await mustActOn(calls, cast[who], d, action, reason);
    else {
      await exchangeDecide(ctx, d.declarationId, action === 'exchangeApprove' ? 'approve' : 'reject', { message: reason });
      d = await calls.get(cast.member, d.declarationId);
    }
  }
  expect(d.state).toBe(state);
  return d;
}

const rowOf = async (id: number) =>
  (await ctx.db.select().from(nonDisplayDeclarations).where(eq(nonDisplayDeclarations.requestId, id)))[0]!;
const historyCount = async (id: number) =>
  Number((await ctx.db.select({ n: count() }).from(requestHistory).where(eq(requestHistory.requestId, id)))[0]!.n);
const headerFlags = async (id: number) =>
  (await ctx.db.select({ flags: requests.flags }).from(requests).where(eq(requests.id, id)))[0]!.flags;

describe('filing and reading a declaration', () => {
  it('creates a numbered draft for an order of the token company, with tiers and fees in the customer’s currency', async () => {
    const order = await orderWithNonDisplay(ctx, cast.member);
    const d = await calls.create(cast.member, order.orderId, validDeclaration(), 'ko');
    expect(d.number).toMatch(/^ND-\d{4}-\d{6}$/);
    expect(d).toMatchObject({
      state: 'DRAFT',
      companyId: cast.alphaId,
      companyName: '알파증권',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderType: 'NEW',
      use: 'USE',
      tiers: { TRADING: 'PREMIUM', OTHER: null },
      currency: 'KRW',
      version: 1,
      revisionNo: 1,
      mayEdit: true,
      allowedActions: ['submit', 'cancel'],
      orderUses: ['TRADING'],
      flags: [],
      createdByName: '김민준',
      reportDate: null,
      approvalManagerName: null,
    });
    expect(d.fees).toEqual([
      expect.objectContaining({
        purpose: 'TRADING',
        applications: 2,
        tier: 'PREMIUM',
        monthlyFee: 3_000_000,
        monthlyFeeText: '월 ₩3,000,000 (VAT 별도)',
      }),
      expect.objectContaining({ purpose: 'OTHER', applications: 0, tier: null, monthlyFee: null, monthlyFeeText: null }),
    ]);
    expect(d.totalMonthlyFeeText).toBe('월 ₩3,000,000 (VAT 별도)');
    const staff = await calls.get(cast.sales, d.declarationId);
    expect(staff).toMatchObject({ allowedActions: [], mayEdit: false });
    const versions = await callApi(ctx, CALL_PATHS.getNonDisplayReportVersions, {
      params: { declarationId: d.declarationId },
      token: cast.member,
    });
    expect(versions.json().items).toEqual([
      expect.objectContaining({ versionNo: 1, action: 'create', fromState: null, toState: 'DRAFT', actorName: '김민준', actorRole: '01' }),
    ]);
  });

  it('quotes a USD customer in US dollars, the tier following the number of applications, a charge hold without a fee', async () => {
    const order = await orderWithNonDisplay(ctx, cast.gamma, ['TRADING', 'QUANT_ANALYSIS']);
    const d = await calls.create(
      cast.gamma,
      order.orderId,
      validDeclaration({ purposes: { TRADING: { applications: 5, chargeHold: false }, OTHER: { applications: 1, chargeHold: true } } }),
    );
    expect(d.currency).toBe('USD');
    expect(d.fees.map((f) => [f.tier, f.monthlyFee, f.monthlyFeeText])).toEqual([
      ['UNLIMITED', 333_000, 'US$3,330.00 per month (excluding VAT)'],
      ['CHARGE_HOLD', null, null],
    ]);
    const saved = await calls.save(
      cast.gamma,
      d,
      validDeclaration({ purposes: { TRADING: { applications: 1, chargeHold: false }, OTHER: { applications: 3, chargeHold: false } } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fees.map((f: { tier: string; monthlyFee: number }) => [f.tier, f.monthlyFee])).toEqual([
      ['BASIC', 111_000],
      ['PREMIUM', 111_000],
    ]);
    expect(saved.json().totalMonthlyFee).toBe(222_000);
  });

  it('refuses filing to provider staff and the reviewer, an order of another company, a cancelled order and a second live declaration', async () => {
    const order = await orderWithNonDisplay(ctx, cast.member);
    for (const token of [cast.sales, cast.admin, cast.reviewer]) {
      const res = await callApi(ctx, CALL_PATHS.createNonDisplayReport, { payload: { orderId: order.orderId, form: {} }, token });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await callApi(ctx, CALL_PATHS.createNonDisplayReport, {
      payload: { orderId: order.orderId, form: {} },
      token: cast.outsider,
      lang: 'ko',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errorCode: 'NDR1N4042', errorMessage: '주문서를 찾을 수 없습니다.' });
    const missing = await callApi(ctx, CALL_PATHS.createNonDisplayReport, {
      payload: { orderId: 2_000_000_000, form: {} },
      token: cast.member,
    });
    expect(missing.json().errorCode).toBe('NDR1N4042');

    const first = await calls.create(cast.member, order.orderId, validDeclaration());
    for (const lang of ['ko', 'en'] as const) {
      const second = await callApi(ctx, CALL_PATHS.createNonDisplayReport, {
        payload: { orderId: order.orderId, form: {} },
        token: cast.member,
        lang,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().errorCode).toBe('NDR1N4091');
      expect(second.json().errorMessage).toBe(
        lang === 'ko'
          ? '이 주문서에는 이미 작성 중이거나 제출된 비조회형 정보이용 신고서가 있습니다. 그 신고서를 수정하거나 변경해 주세요.'
          : 'This order form already has a non-display usage declaration in progress or on file: edit or change that one.',
      );
    }
    // Two filings at once: the index lets exactly one through.
    const other = await orderWithNonDisplay(ctx, cast.member);
    const both = await Promise.all(
      [1, 2].map(() =>
        callApi(ctx, CALL_PATHS.createNonDisplayReport, { payload: { orderId: other.orderId, form: {} }, token: cast.member }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Once the first is discarded, the order may have a new one.
    await mustActOn(calls, cast.member, first, 'cancel');
    await calls.create(cast.member, order.orderId, validDeclaration());

    const cancelledOrder = await orderWithNonDisplay(ctx, cast.member);
    await mustAct(orders, cast.member, cancelledOrder, 'cancel', '취소');
    const refused = await callApi(ctx, CALL_PATHS.createNonDisplayReport, {
      payload: { orderId: cancelledOrder.orderId, form: {} },
      token: cast.member,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('NDR1N4006');
  });
});

describe('the transitions, driven from the declaration', () => {
  const ROLE_CODES = { member: ['01'], outsider: ['01'], sales: ['05'], admin: ['06', '05'], reviewer: ['09'] } as const;
  type Who = keyof typeof ROLE_CODES;
  const WHO = Object.keys(ROLE_CODES) as Who[];

  function expected(state: TNonDisplayState, action: TNonDisplayAction, who: Who): { status: number; code?: string } {
    if (who === 'reviewer') return { status: 403, code: 'ATH1N4030' };
    if (who === 'outsider') return { status: 404, code: 'WFL1N4041' };
    if (allowedActions(NON_DISPLAY_WORKFLOW, state, ROLE_CODES[who]).includes(action)) return { status: 200 };
    const holds = NON_DISPLAY_WORKFLOW.actions[action].roles.some((r) => (ROLE_CODES[who] as readonly string[]).includes(r));
    return holds ? { status: 409, code: 'WFL1N4092' } : { status: 403, code: 'WFL1N4031' };
  }

  for (const state of NON_DISPLAY_STATES) {
    it(`in ${state}: every action by every role succeeds exactly when the declaration allows it`, async () => {
      const probe = await declarationIn(state);
      for (const who of ['member', 'sales', 'admin'] as const) {
        const seen = await calls.get(cast[who], probe.declarationId);
        expect(seen.allowedActions, `${who} in ${state}`).toEqual(allowedActions(NON_DISPLAY_WORKFLOW, state, ROLE_CODES[who]));
      }
      for (const action of NON_DISPLAY_ACTIONS) {
        for (const who of WHO) {
          const want = expected(state, action, who);
          const target = want.status === 200 ? await declarationIn(state) : probe;
          const res = await calls.act(cast[who], target, action, { reason: '사유가 있습니다.' });
          expect(res.statusCode, `${who} ${action} in ${state}: ${res.body}`).toBe(want.status);
          if (want.status === 200) {
            expect(res.json()).toMatchObject({ state: NON_DISPLAY_WORKFLOW.actions[action].to, version: target.version + 1 });
            expect((await rowOf(target.declarationId)).state).toBe(NON_DISPLAY_WORKFLOW.actions[action].to);
          } else {
            expect(res.json().errorCode, `${who} ${action} in ${state}`).toBe(want.code);
          }
        }
      }
      const after = await calls.get(cast.member, probe.declarationId);
      expect(after).toMatchObject({ state, version: probe.version });
      expect(await historyCount(probe.declarationId)).toBe(probe.version);
    });
  }

  it('answers a missing reason and a stale version in the error shape, changing nothing', async () => {
    const d = await declarationIn('SUBMITTED');
    const noReason = await calls.act(cast.sales, d, 'reject', { lang: 'ko' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ errorCode: 'WFL1N4002', errorMessage: '사유를 입력해 주세요.' });
    const stale = await calls.act(cast.sales, { ...d, version: d.version - 1 }, 'approve');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('WFL1N4091');
    const unknown = await calls.act(cast.sales, d, '__proto__');
    expect(unknown.json().errorCode).toBe('WFL1N4001');
    expect(await calls.get(cast.member, d.declarationId)).toMatchObject({ state: 'SUBMITTED', version: d.version });
  });

  it('two staff actions at once on one declaration: one succeeds, the other answers 409', async () => {
    const d = await declarationIn('SUBMITTED');
    const [a, b] = await Promise.all([
      calls.act(cast.sales, d, 'approve'),
      calls.act(cast.admin, d, 'requestReconfirm', { reason: '확인 요청' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(['WFL1N4091', 'WFL1N4092']).toContain(loser.json().errorCode);
    const after = await calls.get(cast.member, d.declarationId);
    expect(after.version).toBe(d.version + 1);
    expect(await historyCount(d.declarationId)).toBe(d.version + 1);
  });

  it('the whole story: reconfirmation with a reason, edit, resubmit, approval, then a change as a new revision', async () => {
    let d = await draft(validDeclaration(), 'ko');
    d = await mustActOn(calls, cast.member, d, 'submit');
    expect(d.reportDate).not.toBeNull();
    d = await mustActOn(calls, cast.sales, d, 'requestReconfirm', '매매 애플리케이션 수를 확인해 주세요.');
    expect(d).toMatchObject({ state: 'RECONFIRM', lastReason: '매매 애플리케이션 수를 확인해 주세요.' });
    const member = await calls.get(cast.member, d.declarationId);
    expect(member).toMatchObject({ mayEdit: true, allowedActions: ['resubmit'] });
    const saved = await calls.save(
      cast.member,
      d,
      validDeclaration({ purposes: { TRADING: { applications: 4, chargeHold: false }, OTHER: { applications: 0, chargeHold: false } } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    d = saved.json();
    expect(d.tiers.TRADING).toBe('UNLIMITED');
    d = await mustActOn(calls, cast.member, d, 'resubmit');
    d = await mustActOn(calls, cast.admin, d, 'approve');
    expect(d).toMatchObject({ state: 'EXCHANGE_REVIEW', approvedAt: null });
    await exchangeDecide(ctx, d.declarationId);
    d = await calls.get(cast.admin, d.declarationId);
    expect(d.state).toBe('APPROVED');
    // The approver kept is the exchange reviewer, whose approval made it take effect (in English their English name).
    expect(d.approvalManagerName).toBe('Yejun Yoon');
    expect(d.approvedAt).not.toBeNull();
    const seen = await calls.get(cast.member, d.declarationId);
    expect(seen).toMatchObject({ allowedActions: ['revise'], mayEdit: false, approvalManagerName: d.approvalManagerName });
    d = await mustActOn(calls, cast.member, d, 'revise');
    expect(d).toMatchObject({ state: 'REVISING', revisionNo: 2, mayEdit: true, allowedActions: ['submit'] });
    const changed = await calls.save(cast.member, d, validDeclaration({ effectiveDate: koreaDayFrom(40) }));
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as TNonDisplayDetail).tiers.TRADING).toBe('PREMIUM');
    // The bill still reads what the exchange approved (unlimited from day 10), not the change under way (premium from 40).
    const billed = async () => (await declarationsInEffect(ctx.db, koreaDayFrom(60))).find((r) => r.requestId === d.declarationId);
    expect(await billed()).toMatchObject({ tradingTier: 'UNLIMITED', effectiveDate: koreaDayFrom(10) });
    d = await mustActOn(calls, cast.member, changed.json(), 'submit');
    // Under review, it stays on the bill as approved (it was dropped from the bill while the change waited).
    expect(await billed()).toMatchObject({ tradingTier: 'UNLIMITED', effectiveDate: koreaDayFrom(10) });
    const versions = (
      await callApi(ctx, CALL_PATHS.getNonDisplayReportVersions, { params: { declarationId: d.declarationId }, token: cast.sales })
    ).json().items as { action: string; reason: string | null; content: { revisionNo: number; form: { effectiveDate: string } } }[];
    expect(versions.map((v) => v.action)).toEqual([
      'create',
      'submit',
      'requestReconfirm',
      'edit',
      'resubmit',
      'approve',
      'exchangeApprove',
      'revise',
      'edit',
      'submit',
    ]);
    expect(versions[2]!.reason).toBe('매매 애플리케이션 수를 확인해 주세요.');
    expect(versions.at(-1)!.content).toMatchObject({ revisionNo: 2, form: { effectiveDate: koreaDayFrom(40) } });
    expect(versions[5]!.content).toMatchObject({ revisionNo: 1, form: { effectiveDate: koreaDayFrom(10) } });
    // Once the exchange approves the change, the bill reads it.
    d = await mustActOn(calls, cast.admin, d, 'approve');
    await exchangeDecide(ctx, d.declarationId);
    expect(await billed()).toMatchObject({ tradingTier: 'PREMIUM', effectiveDate: koreaDayFrom(40) });
  });
});

describe('the order rule of spec section 5', () => {
  it('an order declaring non-display use is refused until a declaration is filed; a draft does not count', async () => {
    const file = await uploadDocument(ctx, cast.member);
    const order = await orderWithNonDisplay(ctx, cast.member, ['RISK_MANAGEMENT'], [file]);
    for (const [lang, message] of [
      ['ko', '비조회형 정보이용 신고서가 없습니다. 신고서를 먼저 제출해 주세요.'],
      ['en', 'There is no non-display usage report. Please submit the report first.'],
    ] as const) {
      const res = await orders.act(cast.member, order, 'submit', { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 'ORD1N4009', errorMessage: message });
    }
    const d = await calls.create(
      cast.member,
      order.orderId,
      validDeclaration({ purposes: { TRADING: { chargeHold: false }, OTHER: { applications: 1, chargeHold: false } } }),
    );
    expect((await orders.act(cast.member, order, 'submit')).json().errorCode).toBe('ORD1N4009');
    expect((await orders.get(cast.member, order.orderId)).state).toBe('DRAFT');
    await mustActOn(calls, cast.member, d, 'submit');
    const submitted = await mustAct(orders, cast.member, order, 'submit');
    expect(submitted.state).toBe('SUBMITTED');
  });

  it('the rule holds for a resubmission too; a rejected declaration no longer counts', async () => {
    const file = await uploadDocument(ctx, cast.member);
    let order = await orderWithNonDisplay(ctx, cast.member, ['TRADING'], [file]);
    let d = await calls.create(cast.member, order.orderId);
    d = await mustActOn(calls, cast.member, d, 'submit');
    order = await mustAct(orders, cast.member, order, 'submit');
    order = await mustAct(orders, cast.sales, order, 'requestReconfirm', '확인해 주세요.');
    await mustActOn(calls, cast.sales, d, 'reject', '잘못 신고했습니다.');
    const refused = await orders.act(cast.member, order, 'resubmit');
    expect(refused.json().errorCode).toBe('ORD1N4009');
    const again = await calls.create(cast.member, order.orderId);
    await mustActOn(calls, cast.member, again, 'submit');
    expect((await mustAct(orders, cast.member, order, 'resubmit')).state).toBe('SUBMITTED');
  });

  it('an order without non-display use is not affected', async () => {
    const file = await uploadDocument(ctx, cast.member);
    const order = await orders.create(cast.member, 'NEW', validForm([file]));
    expect((await mustAct(orders, cast.member, order, 'submit')).state).toBe('SUBMITTED');
  });
});

describe('validation of spec section 5 and bad input', () => {
  it('names use or no use, the effective date and each commitment, in both languages, one at a time', async () => {
    const d = await draft({});
    const cases: [string, string, string][] = [
      ['NDR1N4002', '비조회형 이용 여부를 선택해 주세요.', 'Use or no use is required: choose one.'],
      ['NDR1N4001', '적용 시작일을 입력해 주세요.', 'Effective date is required.'],
      ['NDR1N4003', '약속 사항 “신고 내용의 정확성”에 동의해 주세요.', 'Please agree to the commitment “Accuracy of the declaration”.'],
    ];
    const forms = [{}, { use: 'NO_USE' as const }, { use: 'NO_USE' as const, effectiveDate: koreaDayFrom(3) }];
    let current = d;
    for (const [i, form] of forms.entries()) {
      if (i > 0) {
        const saved = await calls.save(cast.member, current, form);
        expect(saved.statusCode, saved.body).toBe(200);
        current = saved.json();
      }
      const [code, ko, en] = cases[i]!;
      const resKo = await calls.act(cast.member, current, 'submit', { lang: 'ko' });
      expect(resKo.statusCode).toBe(400);
      expect(resKo.json()).toEqual({ errorCode: code, errorMessage: ko });
      expect((await calls.act(cast.member, current, 'submit', { lang: 'en' })).json()).toEqual({ errorCode: code, errorMessage: en });
    }
    const useWithout = await calls.save(
      cast.member,
      current,
      validDeclaration({ purposes: { TRADING: { chargeHold: false }, OTHER: { chargeHold: false } } }),
    );
    current = useWithout.json();
    expect((await calls.act(cast.member, current, 'submit')).json().errorCode).toBe('NDR1N4004');
    const badMail = await calls.save(cast.member, current, validDeclaration({ confirmation: { email: 'not-an-address' } }));
    current = badMail.json();
    expect((await calls.act(cast.member, current, 'submit', { lang: 'ko' })).json()).toEqual({
      errorCode: 'NDR1N4005',
      errorMessage: '담당자 이메일의 형식이 올바르지 않습니다.',
    });
    expect((await calls.get(cast.member, d.declarationId)).state).toBe('DRAFT');
    // No use with every commitment is a complete declaration.
    const noUse = await calls.save(cast.member, current, validDeclaration({ use: 'NO_USE' }));
    expect((await mustActOn(calls, cast.member, noUse.json(), 'submit')).state).toBe('SUBMITTED');
  });

  it('refuses wrong types, NUL characters, huge strings and bad ids with 4xx in the error shape, changing nothing', async () => {
    const order = await orderWithNonDisplay(ctx, cast.member);
    const before = await ctx.db.select({ n: count() }).from(nonDisplayDeclarations);
    const bodies: unknown[] = [
      { orderId: 'x', form: {} },
      { orderId: order.orderId },
      { orderId: order.orderId, form: { use: 'MAYBE' } },
      { orderId: order.orderId, form: { purposes: { TRADING: { applications: -1 } } } },
      { orderId: order.orderId, form: { purposes: { TRADING: { applications: 1.5 } } } },
      { orderId: order.orderId, form: { purposes: { TRADING: { applications: 100_000 } } } },
      { orderId: order.orderId, form: { effectiveDate: '2026-02-30' } },
      { orderId: order.orderId, form: { confirmation: { manager: 'a\u0000b' } } },
      { orderId: order.orderId, form: { confirmation: { company: 'x'.repeat(10_000) } } },
      { orderId: order.orderId, form: { acceptedCommitments: ['EVERYTHING'] } },
      { orderId: order.orderId, form: { fileUUIDs: ['not-a-uuid'] } },
      { orderId: 2 ** 40, form: {} },
    ];
    for (const payload of bodies)
      for (const lang of ['ko', 'en'] as const) {
        const res = await callApi(ctx, CALL_PATHS.createNonDisplayReport, { payload: payload as object, token: cast.member, lang });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json()).sort()).toEqual(['errorCode', 'errorMessage']);
      }
    const search = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, { payload: { searchText: 'a\u0000' }, token: cast.member });
    expect(search.statusCode).toBe(400);
    expect(await ctx.db.select({ n: count() }).from(nonDisplayDeclarations)).toEqual(before);

    const d = await calls.create(cast.member, order.orderId);
    for (const form of [{ use: 'x' }, { confirmation: { position: '\u0000' } }]) {
      const res = await calls.save(cast.member, d, form as never);
      expect(res.statusCode).toBe(400);
    }
    for (const id of ['abc', '0', '-1', String(2 ** 40)]) {
      const res = await callApi(ctx, CALL_PATHS.getNonDisplayReport, { params: { declarationId: id }, token: cast.member });
      expect(res.statusCode, id).toBe(400);
    }
    expect(await calls.get(cast.member, d.declarationId)).toMatchObject({ version: 1, form: expect.objectContaining({ use: 'USE' }) });
    const stale = await calls.save(cast.member, { ...d, version: 9 }, validDeclaration({ use: 'NO_USE' }));
    expect(stale.statusCode).toBe(409);
  });
});

describe('tenancy', () => {
  it('another company’s declaration answers 404 on every call, exactly like a missing one; staff see and filter every company', async () => {
    const d = await draft();
    const submitted = await declarationIn('SUBMITTED');
    for (const id of [d.declarationId, 2_000_000_000]) {
      const reads = [
        await callApi(ctx, CALL_PATHS.getNonDisplayReport, { params: { declarationId: id }, token: cast.outsider }),
        await callApi(ctx, CALL_PATHS.updateNonDisplayReport, {
          params: { declarationId: id },
          payload: { version: 1, form: {} },
          token: cast.outsider,
        }),
        await callApi(ctx, CALL_PATHS.actOnNonDisplayReport, {
          params: { declarationId: id, action: 'submit' },
          payload: { version: 1 },
          token: cast.outsider,
        }),
        await callApi(ctx, CALL_PATHS.actOnNonDisplayReport, {
          params: { declarationId: id, action: 'cancel' },
          payload: { version: 1 },
          token: cast.outsider,
        }),
        await callApi(ctx, CALL_PATHS.getNonDisplayReportVersions, { params: { declarationId: id }, token: cast.outsider }),
        await callApi(ctx, CALL_PATHS.getNonDisplayReportPdf, { params: { declarationId: id }, token: cast.outsider }),
      ];
      for (const res of reads) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().errorCode).toBe('WFL1N4041');
      }
    }
    expect((await calls.get(cast.member, d.declarationId)).version).toBe(1);
    const theirs = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, { payload: { pageSize: 100 }, token: cast.outsider });
    expect(theirs.json().items.some((i: { companyId: number }) => i.companyId === cast.alphaId)).toBe(false);
    // A customer naming another company still sees only their own.
    const named = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, { payload: { companyId: cast.alphaId }, token: cast.outsider });
    expect(named.json().items.every((i: { companyId: number }) => i.companyId === cast.betaId)).toBe(true);
    const staff = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, {
      payload: { companyId: cast.alphaId, state: 'SUBMITTED', pageSize: 100 },
      token: cast.sales,
    });
    expect(staff.json().items.map((i: { declarationId: number }) => i.declarationId)).toContain(submitted.declarationId);
    expect(
      staff.json().items.every((i: { companyId: number; state: string }) => i.companyId === cast.alphaId && i.state === 'SUBMITTED'),
    ).toBe(true);
    const byOrder = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, { payload: { orderId: d.orderId }, token: cast.member });
    expect(byOrder.json()).toMatchObject({ totalCount: 1, items: [expect.objectContaining({ declarationId: d.declarationId })] });
    const byText = await callApi(ctx, CALL_PATHS.searchNonDisplayReports, {
      payload: { searchText: d.number.toLowerCase() },
      token: cast.member,
    });
    expect(byText.json().items.map((i: { number: string }) => i.number)).toEqual([d.number]);
    const answer = await callApi(ctx, CALL_PATHS.getNonDisplayReport, { params: { declarationId: d.declarationId }, token: cast.member });
    expect(answer.headers['cache-control']).toContain('no-store');
  });
});

describe('warnings (flags) for the customer and the desk', () => {
  it('flags purposes that do not match the order and an effective date before the contract’s begin date, on the header too', async () => {
    // Order declares trading and portfolio management (other); the declaration counts trading only.
    const order = await orderWithNonDisplay(ctx, cast.member, ['TRADING', 'PORTFOLIO_MANAGEMENT']);
    let d = await calls.create(cast.member, order.orderId, validDeclaration(), 'ko');
    expect(d.flags).toEqual(['ND_OTHER_MISMATCH']);
    expect(d.flagDetails).toEqual([{ code: 'ND_OTHER_MISMATCH', label: '기타 용도가 주문서와 다름' }]);
    expect(await headerFlags(d.declarationId)).toEqual(['ND_OTHER_MISMATCH']);
    const saved = await calls.save(
      cast.member,
      d,
      validDeclaration({ purposes: { TRADING: { applications: 0, chargeHold: false }, OTHER: { applications: 2, chargeHold: false } } }),
    );
    d = saved.json();
    expect(d.flags).toEqual(['ND_TRADING_MISMATCH']);
    const fixed = await calls.save(
      cast.member,
      d,
      validDeclaration({ purposes: { TRADING: { applications: 1, chargeHold: false }, OTHER: { applications: 2, chargeHold: false } } }),
    );
    d = fixed.json();
    expect(d.flags).toEqual([]);
    expect(await headerFlags(d.declarationId)).toEqual([]);

    // An approved new order makes a contract beginning on its commencement date (in 10 days): a declaration of that
    // order starting today is flagged.
    const file = await uploadDocument(ctx, cast.member);
    let withContract = await orderWithNonDisplay(ctx, cast.member, ['TRADING'], [file]);
    const first = await calls.create(cast.member, withContract.orderId, validDeclaration({ effectiveDate: koreaDayFrom(20) }));
    await mustActOn(calls, cast.member, first, 'submit');
    withContract = await mustAct(orders, cast.member, withContract, 'submit');
    withContract = await approveOrder(ctx, orders, cast.sales, withContract);
    let current = await calls.get(cast.member, first.declarationId);
    current = await approveDeclaration(ctx, calls, cast.sales, current);
    current = await mustActOn(calls, cast.member, current, 'revise');
    const early = await calls.save(cast.member, current, validDeclaration({ effectiveDate: koreaDayFrom(0) }));
    expect(early.json()).toMatchObject({ flags: ['ND_BEFORE_CONTRACT'], contractBeginDate: koreaDayFrom(10) });
    const submitted = await mustActOn(calls, cast.member, early.json(), 'submit');
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, {
      payload: { kind: 'nonDisplay', pageSize: 100 },
      token: cast.admin,
      lang: 'en',
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().items.find((i: { requestId: number }) => i.requestId === submitted.declarationId);
    expect(item.flags).toEqual([{ code: 'ND_BEFORE_CONTRACT', label: 'Effective date before the contract’s begin date' }]);
    expect(item.link).toBe(`/report/${submitted.declarationId}/non-display-detail`);
  });
});

describe('the PDF', () => {
  it('reads back in Korean and in English with the company, order, tiers, fees, commitments and dates', async () => {
    let d = await draft(validDeclaration(), 'ko');
    d = await mustActOn(calls, cast.member, d, 'submit');
    d = await approveDeclaration(ctx, calls, cast.sales, d);
    const ko = await callApi(ctx, CALL_PATHS.getNonDisplayReportPdf, {
      params: { declarationId: d.declarationId },
      token: cast.member,
      lang: 'ko',
    });
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-type']).toBe('application/pdf');
    expect(ko.headers['content-disposition']).toContain(`filename="${d.number}.pdf"`);
    expect(ko.headers['cache-control']).toContain('no-store');
    const text = (await pdfText(ko.rawPayload)).replace(/\s+/g, '');
    for (const want of [
      '비조회형정보이용신고서',
      d.number,
      d.orderNumber,
      '알파증권',
      'C1001',
      '신규',
      '사용',
      '매매',
      '프리미엄(2~3개)',
      '월₩3,000,000(VAT별도)',
      '신고내용의정확성',
      '재배포금지',
      '김민준',
      'member@alpha-securities.example',
      '부장',
      '승인',
      '승인담당자',
      '신고일',
      koreaDayFrom(10),
    ])
      expect(text, want).toContain(want);
    const en = await callApi(ctx, CALL_PATHS.getNonDisplayReportPdf, {
      params: { declarationId: d.declarationId },
      token: cast.sales,
      lang: 'en',
    });
    const english = (await pdfText(en.rawPayload)).replace(/\s+/g, '');
    for (const want of [
      'Non-displayusagedeclaration',
      'Alpha',
      'Premium(2-3applications)',
      '₩3,000,000permonth(excludingVAT)',
      'Accuracyofthedeclaration',
      'Approvalmanager',
      'Reportdate',
      'Approved',
    ])
      expect(english, want).toContain(want);
  });
});
