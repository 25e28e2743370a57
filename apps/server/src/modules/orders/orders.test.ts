import {
  allowedActions,
  CALL_PATHS,
  errorMessage,
  ORDER_ACTIONS,
  ORDER_AGREEMENT_CODES,
  ORDER_STATES,
  ORDER_WORKFLOW,
  orderFieldLabel,
  type TOrderAction,
  type TOrderDetail,
  type TOrderFormInput,
  type TOrderState,
} from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAgreements, orders, requestHistory } from '../../db/schema/index';
import * as repo from './repo';
import { exchangeDecide } from '../../../test/exchange';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { koreaDayFrom, mustAct, orderCalls, orderCast, pdfText, uploadDocument, validForm, type OrderCalls } from '../../../test/orders';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let calls: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  calls = orderCalls(ctx);
});
afterAll(() => ctx.close());

/** A new order of Alpha's member, as a draft, with its contract document uploaded. */
async function draft(overrides: Partial<TOrderFormInput> = {}, lang: 'ko' | 'en' = 'en'): Promise<TOrderDetail> {
  const file = await uploadDocument(ctx, cast.member);
  return calls.create(cast.member, 'NEW', validForm([file], overrides), lang);
}

/** The steps that bring a new draft to a state (each by a role that may take it; the exchange's through its own calls). */
const PATHS: Record<TOrderState, [who: 'member' | 'sales' | 'exchange', action: TOrderAction, reason?: string][]> = {
  DRAFT: [],
  SUBMITTED: [['member', 'submit']],
  RECEIVED: [
    ['member', 'submit'],
    ['sales', 'receive'],
  ],
  RETURNED: [
    ['member', 'submit'],
    ['sales', 'return', '서류 보완이 필요합니다.'],
  ],
  RECONFIRM: [
    ['member', 'submit'],
    ['sales', 'requestReconfirm', '회선 수를 확인해 주세요.'],
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
  CANCELLED: [['member', 'cancel', '취소합니다.']],
};

async function orderIn(state: TOrderState): Promise<TOrderDetail> {
  let order = await draft();
  for (const [who, action, reason] of PATHS[state]) {
    if (who !== 'exchange') order = await mustAct(calls, cast[who], order, action, reason);
    else {
      await exchangeDecide(ctx, order.orderId, action === 'exchangeApprove' ? 'approve' : 'reject', { message: reason });
      order = await calls.get(cast.member, order.orderId);
    }
  }
  expect(order.state).toBe(state);
  return order;
}

const rowOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.requestId, orderId)))[0]!;
const historyCount = async (orderId: number) =>
  Number((await ctx.db.select({ n: count() }).from(requestHistory).where(eq(requestHistory.requestId, orderId)))[0]!.n);

describe('creating and reading a draft', () => {
  it('creates a numbered draft in the token company with what the member may do', async () => {
    const order = await draft({}, 'ko');
    expect(order.orderNumber).toMatch(/^OF-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      state: 'DRAFT',
      requestType: 'NEW',
      companyId: cast.alphaId,
      companyName: '알파증권',
      version: 1,
      mayEdit: true,
      allowedActions: ['submit', 'cancel'],
      contractId: null,
      submittedAt: null,
    });
    expect(order.productSummary).toMatch(/외 1건$/);
    expect(order.files).toHaveLength(1);
    expect(order.createdByName).toBe('김민준');
    expect(order.managerName).toBe('정도윤');
    const staffView = await calls.get(cast.sales, order.orderId);
    expect(staffView).toMatchObject({ allowedActions: [], mayEdit: false });
    const versions = await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: order.orderId }, token: cast.member });
    expect(versions.statusCode).toBe(200);
    expect(versions.json().items).toEqual([
      expect.objectContaining({ versionNo: 1, action: 'create', fromState: null, toState: 'DRAFT', actorName: '김민준', actorRole: '01' }),
    ]);
  });

  it('refuses creation to provider staff and the reviewer (customers create orders)', async () => {
    for (const token of [cast.sales, cast.admin, cast.reviewer]) {
      const res = await callApi(ctx, CALL_PATHS.createOrder, { payload: { requestType: 'NEW', form: {} }, token });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await callApi(ctx, CALL_PATHS.createOrder, { payload: { requestType: 'NEW', form: {} } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown products and vendors, and files the caller did not upload', async () => {
    const unknown = await callApi(ctx, CALL_PATHS.createOrder, {
      payload: { requestType: 'NEW', form: { products: [{ productCode: 'NOPE-1', useType: 'DIRECT' }] } },
      token: cast.member,
      lang: 'ko',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errorCode: 'ORD1N4010', errorMessage: '선택한 정보상품이나 벤더를 찾을 수 없습니다.' });
    const vendor = await callApi(ctx, CALL_PATHS.createOrder, {
      payload: { requestType: 'NEW', form: { vendorCode: 'NOBODY' } },
      token: cast.member,
    });
    expect(vendor.json().errorCode).toBe('ORD1N4010');
    const foreign = await uploadDocument(ctx, cast.outsider);
    const stolen = await callApi(ctx, CALL_PATHS.createOrder, {
      payload: { requestType: 'NEW', form: { fileUUIDs: [foreign] } },
      token: cast.member,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errorCode).toBe('FIL1N4041');
  });
});

describe('the transitions, driven from the declaration', () => {
  const ROLE_CODES = { member: ['01'], outsider: ['01'], sales: ['05'], admin: ['06', '05'], reviewer: ['09'] } as const;
  type Who = keyof typeof ROLE_CODES;
  const WHO = Object.keys(ROLE_CODES) as Who[];

  function expected(state: TOrderState, action: TOrderAction, who: Who): { status: number; code?: string } {
    if (who === 'reviewer') return { status: 403, code: 'ATH1N4030' };
    if (who === 'outsider') return { status: 404, code: 'WFL1N4041' };
    if (allowedActions(ORDER_WORKFLOW, state, ROLE_CODES[who]).includes(action)) return { status: 200 };
    const holds = ORDER_WORKFLOW.actions[action].roles.some((r) => (ROLE_CODES[who] as readonly string[]).includes(r));
    return holds ? { status: 409, code: 'WFL1N4092' } : { status: 403, code: 'WFL1N4031' };
  }

  for (const state of ORDER_STATES) {
    it(`in ${state}: every action by every role succeeds exactly when the declaration allows it`, async () => {
      const probe = await orderIn(state);
      for (const who of ['member', 'sales', 'admin'] as const) {
        const seen = await calls.get(cast[who], probe.orderId);
        expect(seen.allowedActions, `${who} in ${state}`).toEqual(allowedActions(ORDER_WORKFLOW, state, ROLE_CODES[who]));
      }
      for (const action of ORDER_ACTIONS) {
        for (const who of WHO) {
          const want = expected(state, action, who);
          const target = want.status === 200 ? await orderIn(state) : probe;
          const res = await calls.act(cast[who], target, action, { reason: '사유가 있습니다.' });
          expect(res.statusCode, `${who} ${action} in ${state}: ${res.body}`).toBe(want.status);
          if (want.status === 200) {
            expect(res.json()).toMatchObject({ state: ORDER_WORKFLOW.actions[action].to, version: target.version + 1 });
            expect((await rowOf(target.orderId)).state).toBe(ORDER_WORKFLOW.actions[action].to);
          } else {
            expect(res.json().errorCode, `${who} ${action} in ${state}`).toBe(want.code);
          }
        }
      }
      // Every refusal left the probe as it was.
      const after = await calls.get(cast.member, probe.orderId);
      expect(after).toMatchObject({ state, version: probe.version });
      expect(await historyCount(probe.orderId)).toBe(probe.version);
    });
  }

  it('answers an unknown action, a missing reason and a stale version in the error shape, changing nothing', async () => {
    const order = await orderIn('SUBMITTED');
    const unknown = await calls.act(cast.sales, order, 'delete', { lang: 'ko' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errorCode: 'WFL1N4001', errorMessage: '이 문서에 할 수 없는 처리입니다.' });
    const proto = await calls.act(cast.sales, order, '__proto__');
    expect(proto.json().errorCode).toBe('WFL1N4001');
    const noReason = await calls.act(cast.sales, order, 'return', { lang: 'ko' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ errorCode: 'WFL1N4002', errorMessage: '사유를 입력해 주세요.' });
    const blank = await calls.act(cast.sales, order, 'return', { reason: '   ' });
    expect(blank.json().errorCode).toBe('WFL1N4002');
    const stale = await calls.act(cast.sales, { ...order, version: order.version - 1 }, 'receive');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('WFL1N4091');
    expect(await calls.get(cast.member, order.orderId)).toMatchObject({ state: 'SUBMITTED', version: order.version });
  });
});

describe('the important cases written out', () => {
  it('submit, receive, return with a reason, resubmit, approve: a contract exists, and the history tells it all', async () => {
    let order = await draft({}, 'ko');
    order = await mustAct(calls, cast.member, order, 'submit');
    expect(order.submittedAt).not.toBeNull();
    expect(order.agreements.map((a) => a.code).sort()).toEqual([...ORDER_AGREEMENT_CODES].sort());
    for (const a of order.agreements) {
      expect(a.documentVersion).toBe('1');
      expect(a.documentTypeCode).toMatch(/^05_0[1-8]$/);
      expect(a.acceptedByName).toBe('김민준');
      expect(a.acceptedAt).toBe(order.submittedAt);
    }
    order = await mustAct(calls, cast.sales, order, 'receive');
    const reason = '계열사 지분율 증빙을 첨부해 주세요.';
    order = await mustAct(calls, cast.sales, order, 'return', reason);
    expect(order).toMatchObject({ state: 'RETURNED', lastReason: reason, mayEdit: false, allowedActions: [] });
    expect(await calls.get(cast.member, order.orderId)).toMatchObject({ mayEdit: true, allowedActions: ['resubmit', 'cancel'] });
    const edit = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, connectionCount: 3 } },
      token: cast.member,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    order = edit.json();
    order = await mustAct(calls, cast.member, order, 'resubmit');
    order = await mustAct(calls, cast.admin, order, 'approve');
    // The provider's approval sends it to the exchange: no contract yet.
    expect(order).toMatchObject({ state: 'EXCHANGE_REVIEW', allowedActions: [], mayEdit: false, resultContractId: null, approvedAt: null });
    await exchangeDecide(ctx, order.orderId, 'approve', { message: '최종 승인합니다.' });
    order = await calls.get(cast.admin, order.orderId);
    expect(order).toMatchObject({ state: 'APPROVED', allowedActions: [], mayEdit: false });
    expect(order.approvedAt).not.toBeNull();
    expect(order.resultContractId).toBeGreaterThan(0);
    expect(order.contractNumber).toMatch(/^CT-\d{4}-\d{5}$/);

    const contract = await callApi(ctx, CALL_PATHS.getContract, {
      params: { contractId: order.resultContractId! },
      token: cast.member,
      lang: 'ko',
    });
    expect(contract.statusCode, contract.body).toBe(200);
    expect(contract.json()).toMatchObject({
      status: 'ACTIVE',
      orderType: 'NEW',
      companyId: cast.alphaId,
      beginDate: order.form.commencementDate,
      contractName: '알파증권 시세정보 이용계약 (신규)',
      managerName: '정도윤',
      mayRequestChange: true,
    });
    expect(contract.json().products.map((p: { productCode: string; effectiveFrom: string }) => [p.productCode, p.effectiveFrom])).toEqual([
      ['KSP-RT-L1', order.form.commencementDate],
      ['KSQ-RT-L1', order.form.commencementDate],
    ]);

    const versions = (await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: order.orderId }, token: cast.member })).json()
      .items;
    expect(versions.map((v: { action: string; toState: string }) => `${v.action}:${v.toState}`)).toEqual([
      'create:DRAFT',
      'submit:SUBMITTED',
      'receive:RECEIVED',
      'return:RETURNED',
      'edit:RETURNED',
      'resubmit:SUBMITTED',
      'approve:EXCHANGE_REVIEW',
      'exchangeApprove:APPROVED',
    ]);
    expect(versions[3]).toMatchObject({ reason, actorName: '정도윤', actorRole: '05' });
    expect(versions[4].content.form.connectionCount).toBe(3);
    expect(versions[3].content.form.connectionCount).toBe(2);
    expect(versions[6]).toMatchObject({ actorName: '강수아' });
    expect(versions[6].content.agreements).toHaveLength(ORDER_AGREEMENT_CODES.length);
    expect(versions[7]).toMatchObject({ actorName: '윤예준', actorRole: '09', reason: '최종 승인합니다.' });
  });

  it('provider staff edit a submitted order before returning it: a version of its own with their memo', async () => {
    const order = await orderIn('SUBMITTED');
    const denied = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, connectionCount: 9 } },
      token: cast.member,
      lang: 'ko',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errorCode: 'WFL1N4032', errorMessage: '지금은 이 문서를 수정할 수 없습니다.' });
    const res = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, connectionCount: 4 }, memo: '설치 확인서에 맞게 고쳤습니다.' },
      token: cast.sales,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: order.version + 1, state: 'SUBMITTED' });
    const stale = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, connectionCount: 5 } },
      token: cast.admin,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('WFL1N4091');
    const unchanged = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version + 1, form: res.json().form },
      token: cast.admin,
    });
    expect(unchanged.json().version).toBe(order.version + 1);
    const versions = (await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: order.orderId }, token: cast.sales })).json()
      .items;
    expect(versions.at(-1)).toMatchObject({
      action: 'edit',
      fromState: 'SUBMITTED',
      toState: 'SUBMITTED',
      memo: '설치 확인서에 맞게 고쳤습니다.',
      actorRole: '05',
    });
  });

  it('a memo is internal: the customer never receives it, in the history of any version; provider staff do', async () => {
    const order = await orderIn('SUBMITTED');
    const memo = '고객사에 전화로 확인함 (내부용)';
    const edited = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, connectionCount: 3 }, memo },
      token: cast.sales,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const returned = await calls.act(cast.sales, edited.json(), 'return', { reason: '서류 보완이 필요합니다.', memo });
    expect(returned.statusCode, returned.body).toBe(200);
    const read = async (token: string) => {
      const res = await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: order.orderId }, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { action: string; reason: string | null; memo: string | null }[];
    };
    const customer = await read(cast.member);
    expect(customer.map((v) => v.action).slice(-2)).toEqual(['edit', 'return']);
    // The reason is for the customer; the memo on neither version, and nowhere in the answer.
    expect(customer.at(-1)!.reason).toBe('서류 보완이 필요합니다.');
    expect(customer.every((v) => v.memo === null)).toBe(true);
    expect(JSON.stringify(customer)).not.toContain(memo);
    const detail = await calls.get(cast.member, order.orderId);
    expect(JSON.stringify(detail)).not.toContain(memo);
    for (const token of [cast.sales, cast.admin]) expect((await read(token)).slice(-2).map((v) => v.memo)).toEqual([memo, memo]);
  });

  it('a customer save in a draft replaces the files and the fields, a version each', async () => {
    const order = await draft();
    // A colleague of the same company saves it with a file of their own (a file is attached by its uploader).
    const second = await uploadDocument(ctx, cast.colleague, 'annex.txt');
    const notTheirs = await uploadDocument(ctx, cast.member, 'not-theirs.txt');
    const refused = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: 1, form: { ...order.form, fileUUIDs: [notTheirs] } },
      token: cast.colleague,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe('FIL1N4041');
    const res = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: 1, form: { ...order.form, fileUUIDs: [second], products: [{ productCode: 'KSP-DL', useType: 'DIRECT' }] } },
      token: cast.colleague,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files.map((f: { fileUUID: string }) => f.fileUUID)).toEqual([second]);
    expect(res.json()).toMatchObject({ version: 2, productSummary: expect.any(String) });
    const row = await rowOf(order.orderId);
    expect(row.productCodes).toEqual(['KSP-DL']);
  });

  it('two approvals at once: exactly one succeeds, the other is told someone was first', async () => {
    const order = await orderIn('RECEIVED');
    const [a, b] = await Promise.all([calls.act(cast.sales, order, 'approve'), calls.act(cast.admin, order, 'approve')]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(['WFL1N4091', 'WFL1N4092']).toContain(loser.json().errorCode);
    let after = await calls.get(cast.member, order.orderId);
    expect(after).toMatchObject({ state: 'EXCHANGE_REVIEW', version: order.version + 1 });
    expect(await historyCount(order.orderId)).toBe(order.version + 1);
    await exchangeDecide(ctx, order.orderId);
    after = await calls.get(cast.member, order.orderId);
    const contracts = await callApi(ctx, CALL_PATHS.searchContracts, { payload: { pageNumber: 1, pageSize: 100 }, token: cast.member });
    expect(contracts.json().items.filter((c: { contractNumber: string }) => c.contractNumber === after.contractNumber)).toHaveLength(1);
  });
});

describe('the submission rules, in both languages', () => {
  const label = (field: string, lang: 'ko' | 'en') => orderFieldLabel(field, lang);
  const cases: { name: string; form: (f: TOrderFormInput) => TOrderFormInput; code: string; item?: string; ko?: string; en?: string }[] = [
    {
      name: 'a required field',
      form: (f) => ({ ...f, contacts: { ...f.contacts!, order: { ...f.contacts!.order, name: '' } } }),
      code: 'ORD1N4001',
      item: 'contacts.order.name',
      ko: '주문 담당자 이름을 입력해 주세요.',
      en: 'Order contact name is required.',
    },
    { name: 'the products', form: (f) => ({ ...f, products: [] }), code: 'ORD1N4001', item: 'products', ko: '정보상품을 입력해 주세요.' },
    {
      name: 'an e-mail format',
      form: (f) => ({ ...f, contacts: { ...f.contacts!, billing: { ...f.contacts!.billing, email: 'billing-at-alpha' } } }),
      code: 'ORD1N4002',
      item: 'contacts.billing.email',
      ko: '청구 담당자 이메일의 형식이 올바르지 않습니다.',
      en: 'Enter a valid Billing contact e-mail format.',
    },
    {
      name: 'the phone format',
      form: (f) => ({ ...f, contacts: { ...f.contacts!, it: { ...f.contacts!.it, phone: '3774-1103' } } }),
      code: 'ORD1N4003',
      ko: '전화번호는 국가번호를 포함해 입력하거나(예: +82 2 100 1234, +44 20 7946 0958) 0으로 시작하는 국내 번호로 입력해 주세요. (예: 02-1234-5678)',
      en: 'Enter the phone number with its country code (e.g. +82 2 100 1234 or +44 20 7946 0958) or as a Korean number starting with 0 (02-1234-5678).',
    },
    {
      name: 'a commencement date in the past',
      form: (f) => ({ ...f, commencementDate: koreaDayFrom(-1) }),
      code: 'ORD1N4004',
      item: 'commencementDate',
      ko: '개시일은 오늘 이후의 날짜로 입력해 주세요.',
      en: 'Commencement date must be today or a later date.',
    },
    {
      name: 'a product twice',
      form: (f) => ({ ...f, products: [...f.products!, f.products![0]!] }),
      code: 'ORD1N4005',
      ko: '같은 정보상품을 두 번 선택할 수 없습니다.',
    },
    {
      name: 'an affiliate owned 50% or less',
      form: (f) => ({ ...f, affiliateExtension: true, affiliates: [{ name: '알파캐피탈', relationship: '관계사', stakePercent: 50 }] }),
      code: 'ORD1N4006',
      ko: '계열사는 지분 50%를 초과하여 보유하고 지배력이 있는 회사입니다. 지분율이 50% 이하인 회사는 계열사로 등록할 수 없습니다.',
      en: 'An affiliate is a company owned more than 50% with control: a company with a stake of 50% or less cannot be added as an affiliate.',
    },
    {
      name: 'no file selected',
      form: (f) => ({ ...f, fileUUIDs: [] }),
      code: 'ORD1N4007',
      ko: '계약 서류 파일을 선택해 주세요.',
      en: 'A file must be selected: attach the contract documents.',
    },
    ...(['FACILITATOR', 'TERMS_OF_USE', 'NON_ACCOUNT', 'AFFIRMATION', 'TECH_AGENT', 'PROMISE'] as const).map((code) => ({
      name: `the required agreement ${code} unchecked`,
      form: (f: TOrderFormInput) => ({ ...f, acceptedAgreements: ORDER_AGREEMENT_CODES.filter((c) => c !== code) }),
      code: 'ORD1N4008',
      item: code,
    })),
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with its message in Korean and English, and nothing changes`, async () => {
      const file = await uploadDocument(ctx, cast.member);
      const order = await calls.create(cast.member, 'NEW', c.form(validForm([file])));
      for (const lang of ['ko', 'en'] as const) {
        const res = await calls.act(cast.member, order, 'submit', { lang });
        expect(res.statusCode, res.body).toBe(400);
        const message = errorMessage(c.code, lang, c.item ? { item: label(c.item, lang) } : undefined);
        expect(res.json()).toEqual({ errorCode: c.code, errorMessage: message });
        if (lang === 'ko' && c.ko) expect(message).toBe(c.ko);
        if (lang === 'en' && c.en) expect(message).toBe(c.en);
      }
      expect(await calls.get(cast.member, order.orderId)).toMatchObject({ state: 'DRAFT', version: 1, agreements: [] });
      expect(await ctx.db.select().from(orderAgreements).where(eq(orderAgreements.orderId, order.orderId))).toEqual([]);
    });
  }

  it('names the agreement in natural Korean and English', () => {
    expect(errorMessage('ORD1N4008', 'ko', { item: orderFieldLabel('agreements.TERMS_OF_USE', 'ko') })).toBe('이용약관에 동의해 주세요.');
    expect(errorMessage('ORD1N4008', 'en', { item: orderFieldLabel('agreements.TERMS_OF_USE', 'en') })).toBe(
      'Please read and accept the agreement “Terms of use”.',
    );
  });

  it('a change or termination needs its contract, and a termination its reason and a due date today or later', async () => {
    const change = await calls.create(cast.member, 'CHANGE', validForm([], { contractId: null }));
    const noContract = await calls.act(cast.member, change, 'submit', { lang: 'ko' });
    expect(noContract.json()).toEqual({ errorCode: 'ORD1N4001', errorMessage: '계약을 입력해 주세요.' });
    const termination = await calls.create(
      cast.member,
      'TERMINATION',
      validForm([], { contractId: null, terminationDueDate: koreaDayFrom(-3) }),
    );
    const res = await calls.act(cast.member, termination, 'submit', { lang: 'en' });
    expect(res.json()).toEqual({ errorCode: 'ORD1N4001', errorMessage: 'Contract is required.' });
  });
});

describe('bad input answers 4xx in the error shape and changes nothing', () => {
  it('refuses wrong types, huge strings, NUL characters, unknown ids and bad ids', async () => {
    const order = await draft();
    const before = await ctx.db.select({ n: count() }).from(orders);
    const bodies: unknown[] = [
      { requestType: 'NEW', form: { products: 'KSP-RT-L1' } },
      { requestType: 'RENEW', form: {} },
      { requestType: 'NEW', form: { installationAddress: 'x'.repeat(10_000) } },
      { requestType: 'NEW', form: { specialConditions: '가'.repeat(4001) } },
      { requestType: 'NEW', form: { connectionCount: 1.5 } },
      { requestType: 'NEW', form: { connectionCount: 100_000 } },
      { requestType: 'NEW', form: { commencementDate: '2026-02-30' } },
      { requestType: 'NEW', form: { brokerCompany: 'a\u0000b' } },
      { requestType: 'NEW', form: { products: Array.from({ length: 51 }, (_, i) => ({ productCode: `P${i}`, useType: 'DIRECT' })) } },
      { requestType: 'NEW', form: { contractId: 2 ** 40 } },
      { requestType: 'NEW', form: { fileUUIDs: ['not-a-uuid'] } },
      { requestType: 'NEW', form: { acceptedAgreements: ['EVERYTHING'] } },
      { requestType: 'NEW', form: { affiliates: [{ name: 'x', relationship: 'y', stakePercent: 101 }] } },
    ];
    for (const payload of bodies) {
      for (const lang of ['ko', 'en'] as const) {
        const res = await callApi(ctx, CALL_PATHS.createOrder, { payload: payload as object, token: cast.member, lang });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json()).sort()).toEqual(['errorCode', 'errorMessage']);
        expect(res.json().errorCode).toMatch(/^COM1N400\d$/);
      }
    }
    expect(await ctx.db.select({ n: count() }).from(orders)).toEqual(before);

    const badUpdates: unknown[] = [
      { form: order.form },
      { version: 'one', form: order.form },
      { version: 1, form: { products: [{ productCode: '' }] } },
      { version: 1, form: order.form, memo: 'm'.repeat(1001) },
    ];
    for (const payload of badUpdates) {
      const res = await callApi(ctx, CALL_PATHS.updateOrder, {
        params: { orderId: order.orderId },
        payload: payload as object,
        token: cast.member,
      });
      expect(res.statusCode).toBe(400);
    }
    const longReason = await calls.act(cast.member, order, 'cancel', { reason: 'r'.repeat(1001) });
    expect(longReason.statusCode).toBe(400);
    for (const orderId of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await callApi(ctx, CALL_PATHS.getOrder, { params: { orderId }, token: cast.member });
      expect(res.statusCode, orderId).toBe(400);
      expect(res.json().errorCode).toMatch(/^COM1N400\d$/);
    }
    const missing = await callApi(ctx, CALL_PATHS.getOrder, { params: { orderId: 2_000_000_000 }, token: cast.member, lang: 'ko' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorCode: 'WFL1N4041', errorMessage: '문서를 찾을 수 없습니다.' });
    const missingAct = await calls.act(cast.sales, { orderId: 2_000_000_000, version: 1 }, 'approve');
    expect(missingAct.statusCode).toBe(404);
    const longAction = await calls.act(cast.sales, order, 'a'.repeat(41));
    expect(longAction.statusCode).toBe(400);
    const badSearch = await callApi(ctx, CALL_PATHS.searchOrders, {
      payload: { pageNumber: 1, pageSize: 10, fromDate: '2026-05-01', toDate: '2026-04-01' },
      token: cast.member,
      lang: 'ko',
    });
    expect(badSearch.statusCode).toBe(400);
    expect(badSearch.json()).toEqual({ errorCode: 'ORD1N4012', errorMessage: '검색 조건을 확인해 주세요.' });
    const badState = await callApi(ctx, CALL_PATHS.searchOrders, {
      payload: { pageNumber: 1, pageSize: 10, state: 'LOST' },
      token: cast.member,
    });
    expect(badState.statusCode).toBe(400);
    expect(await calls.get(cast.member, order.orderId)).toMatchObject({ version: 1, state: 'DRAFT' });
  });
});

describe('tenancy: one company never reaches another company’s orders', () => {
  it('answers 404 to every call on another company’s order, and lists only the caller’s company', async () => {
    const order = await orderIn('SUBMITTED');
    for (const token of [cast.outsider, cast.memberBeta, cast.gamma]) {
      for (const res of [
        await callApi(ctx, CALL_PATHS.getOrder, { params: { orderId: order.orderId }, token }),
        await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: order.orderId }, token }),
        await callApi(ctx, CALL_PATHS.getOrderPdf, { params: { orderId: order.orderId }, token }),
        await callApi(ctx, CALL_PATHS.updateOrder, {
          params: { orderId: order.orderId },
          payload: { version: order.version, form: order.form },
          token,
        }),
        await calls.act(token, order, 'cancel'),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().errorCode).toBe('WFL1N4041');
      }
      const list = await callApi(ctx, CALL_PATHS.searchOrders, {
        payload: { pageNumber: 1, pageSize: 100, companyId: cast.alphaId },
        token,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.some((i: { companyId: number }) => i.companyId === cast.alphaId)).toBe(false);
    }
    expect(await calls.get(cast.member, order.orderId)).toMatchObject({ state: 'SUBMITTED', version: order.version });
  });
});

describe('the order list', () => {
  it('filters by state, request type, product, period and text; pages and sorts; staff see every company or one', async () => {
    const a = await orderIn('SUBMITTED');
    const b = await draft({ products: [{ productCode: 'DRV-OPT-RT', useType: 'DIRECT' }] });
    const page = async (token: string, filter: Record<string, unknown>) => {
      const res = await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 10, ...filter }, token, lang: 'ko' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const submitted = await page(cast.member, { state: 'SUBMITTED' });
    expect(
      submitted.items.every((i: { state: string; companyId: number }) => i.state === 'SUBMITTED' && i.companyId === cast.alphaId),
    ).toBe(true);
    expect(submitted.items.some((i: { orderId: number }) => i.orderId === a.orderId)).toBe(true);
    const byProduct = await page(cast.member, { productCode: 'DRV-OPT-RT' });
    expect(byProduct.items.map((i: { orderId: number }) => i.orderId)).toContain(b.orderId);
    expect(byProduct.items.every((i: { productSummary: string }) => i.productSummary.length > 0)).toBe(true);
    const byText = await page(cast.member, { searchText: b.orderNumber });
    expect(byText.items.map((i: { orderId: number }) => i.orderId)).toEqual([b.orderId]);
    const today = await page(cast.member, { fromDate: koreaDayFrom(0), toDate: koreaDayFrom(0), sort: 'numberAsc' });
    expect(today.totalCount).toBeGreaterThanOrEqual(2);
    const numbers = today.items.map((i: { orderNumber: string }) => i.orderNumber);
    expect([...numbers].sort()).toEqual(numbers);
    const old = await page(cast.member, { toDate: '2020-01-01' });
    expect(old).toMatchObject({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 });
    const terminations = await page(cast.member, { requestType: 'TERMINATION' });
    expect(terminations.items.every((i: { requestType: string }) => i.requestType === 'TERMINATION')).toBe(true);

    const all = await page(cast.sales, { pageSize: 100 });
    expect(new Set(all.items.map((i: { companyId: number }) => i.companyId)).size).toBeGreaterThan(1);
    const beta = await page(cast.sales, { companyId: cast.betaId });
    expect(beta.totalCount).toBeGreaterThan(0);
    expect(beta.items.every((i: { companyId: number }) => i.companyId === cast.betaId)).toBe(true);
    const second = await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 2, pageSize: 10 }, token: cast.sales });
    expect(second.json()).toMatchObject({ pageNumber: 2, pageSize: 10, totalCount: all.totalCount });
    const wrongSize = await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 7 }, token: cast.sales });
    expect(wrongSize.statusCode).toBe(400);
  });

  it('counts matches only up to its cap, and says so', async () => {
    const exact = await repo.searchOrders(ctx.db, { companyId: cast.alphaId }, { limit: 2, offset: 0 }, 'updatedDesc', 10_000);
    expect(exact.total).toBeGreaterThan(3);
    expect(exact.capped).toBe(false);
    const capped = await repo.searchOrders(ctx.db, { companyId: cast.alphaId }, { limit: 2, offset: 0 }, 'updatedDesc', 3);
    expect(capped).toMatchObject({ total: 3, capped: true });
    expect(capped.rows.map((r) => r.requestId)).toEqual(exact.rows.map((r) => r.requestId));
    const beyond = await repo.searchOrders(ctx.db, { companyId: cast.alphaId }, { limit: 2, offset: 10_000 }, 'updatedDesc', 3);
    expect(beyond).toMatchObject({ rows: [], total: 3, capped: true });
    // Under the cap the answer says nothing of it.
    const res = await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 10 }, token: cast.member });
    expect(res.json().totalCountCapped).toBeUndefined();
  });

  it('shows every change at once, though answers are cached: a new order, a transition, a change made elsewhere', async () => {
    const list = async (token: string) =>
      (await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 100 }, token, lang: 'en' })).json() as {
        items: { orderId: number; state: string }[];
        totalCount: number;
      };
    const before = await list(cast.member);
    expect(await list(cast.member)).toEqual(before);
    const order = await draft();
    const withNew = await list(cast.member);
    expect(withNew.totalCount).toBe(before.totalCount + 1);
    expect(withNew.items.find((i) => i.orderId === order.orderId)?.state).toBe('DRAFT');
    await list(cast.sales);
    await mustAct(calls, cast.member, order, 'submit');
    expect((await list(cast.member)).items.find((i) => i.orderId === order.orderId)?.state).toBe('SUBMITTED');
    expect((await list(cast.sales)).items.find((i) => i.orderId === order.orderId)?.state).toBe('SUBMITTED');
    // A change straight in the database (another process, a job): the trigger's NOTIFY drops the cached lists.
    const heard = new Promise<void>((resolve) => {
      const stop = ctx.app.sessions.watch((p) => p === 'o:' && (stop(), resolve()));
    });
    await ctx.db.update(orders).set({ contractNumber: 'CT-TEST-NOTIFY' }).where(eq(orders.requestId, order.orderId));
    await heard;
    const after = (await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 100 }, token: cast.member })).json();
    expect(after.items.find((i: { orderId: number }) => i.orderId === order.orderId).contractNumber).toBe('CT-TEST-NOTIFY');
  });
});

describe('the order form as a PDF', () => {
  it('writes the form in the request’s language, the Korean text read back, named by its number', async () => {
    const order = await mustAct(calls, cast.member, await draft({}, 'ko'), 'submit');
    const ko = await callApi(ctx, CALL_PATHS.getOrderPdf, { params: { orderId: order.orderId }, token: cast.member, lang: 'ko' });
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-type']).toBe('application/pdf');
    expect(ko.headers['content-disposition']).toContain(`filename="${order.orderNumber}.pdf"`);
    expect(ko.headers['cache-control']).toBe('no-store');
    const text = (await pdfText(ko.rawPayload)).replace(/\s+/g, '');
    for (const expectedText of [
      '주문서',
      order.orderNumber,
      '알파증권',
      '서울특별시영등포구여의대로108',
      '김민준',
      '동의내역',
      '이용약관',
      '제출',
    ]) {
      expect(text).toContain(expectedText.replace(/\s+/g, ''));
    }
    const en = await callApi(ctx, CALL_PATHS.getOrderPdf, { params: { orderId: order.orderId }, token: cast.sales, lang: 'en' });
    const english = (await pdfText(en.rawPayload)).replace(/\s+/g, '');
    for (const expectedText of ['Orderform', 'AlphaSecurities', 'Termsofuse', 'Submitted']) expect(english).toContain(expectedText);
  });
});
