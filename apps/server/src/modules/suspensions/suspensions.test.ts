import {
  allowedActions,
  CALL_PATHS,
  CREATE_ACTION,
  WORKFLOW_LINKS,
  errorMessage,
  SUSPENSION_ACTIONS,
  SUSPENSION_STATES,
  SUSPENSION_WORKFLOW,
  type TSuspensionAction,
  type TSuspensionCreateRequest,
  type TSuspensionDetail,
  type TSuspensionState,
} from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, requestHistory, suspensions, users } from '../../db/schema/index';
import { build, callApi, type TestContext } from '../../../test/helpers';
import {
  koreaDayFrom,
  approveOrder,
  mustAct,
  orderCalls,
  orderCast,
  uploadDocument,
  validForm,
  type OrderCalls,
} from '../../../test/orders';
import { addDays, setBusinessClock } from '../../platform/clock';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let orders: OrderCalls;
/** A contract of Alpha made by an approved new order starting today (KSP-RT-L1 and KSQ-RT-L1, direct). */
let contractId: number;

async function newContract(): Promise<number> {
  const file = await uploadDocument(ctx, cast.member);
  let order = await orders.create(cast.member, 'NEW', validForm([file], { commencementDate: koreaDayFrom(0) }), 'ko');
  order = await mustAct(orders, cast.member, order, 'submit');
  order = await mustAct(orders, cast.sales, order, 'receive');
  order = await approveOrder(ctx, orders, cast.sales, order);
  return order.resultContractId!;
}

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  orders = orderCalls(ctx);
  contractId = await newContract();
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

// Periods of their own for each request of the shared contract (no two overlap unless a test wants it).
let slot = 0;
const nextPeriod = (days = 5) => {
  const start = 30 + 10 * slot++;
  return { periodFrom: koreaDayFrom(start), periodTo: koreaDayFrom(start + days - 1) };
};

type Lang = 'ko' | 'en';
const create = (token: string, body: Partial<TSuspensionCreateRequest> & Record<string, unknown>, lang: Lang = 'en') =>
  callApi(ctx, CALL_PATHS.createSuspension, { payload: body, token, lang });

async function request(overrides: Partial<TSuspensionCreateRequest> = {}, lang: Lang = 'en'): Promise<TSuspensionDetail> {
  const res = await create(
    cast.member,
    { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: '전산 설비 교체 공사로 수신을 멈춥니다.', ...overrides },
    lang,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const act = (
  token: string,
  s: Pick<TSuspensionDetail, 'suspensionId' | 'version'>,
  action: string,
  extra: { reason?: string; memo?: string; periodFrom?: string; periodTo?: string; lang?: Lang } = {},
) => {
  const { lang, ...rest } = extra;
  return callApi(ctx, CALL_PATHS.actOnSuspension, {
    params: { suspensionId: s.suspensionId, action },
    payload: { version: s.version, ...rest },
    token,
    lang: lang ?? 'en',
  });
};

async function mustDo(
  token: string,
  s: TSuspensionDetail,
  action: string,
  extra: Parameters<typeof act>[3] = {},
): Promise<TSuspensionDetail> {
  const res = await act(token, s, action, extra);
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}

const get = async (token: string, suspensionId: number, lang: Lang = 'en'): Promise<TSuspensionDetail> => {
  const res = await callApi(ctx, CALL_PATHS.getSuspension, { params: { suspensionId }, token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const rowOf = async (id: number) => (await ctx.db.select().from(suspensions).where(eq(suspensions.requestId, id)))[0]!;
const historyCount = async (id: number) =>
  Number((await ctx.db.select({ n: count() }).from(requestHistory).where(eq(requestHistory.requestId, id)))[0]!.n);

const contract = async (id: number, token = cast.member) => {
  const res = await callApi(ctx, CALL_PATHS.getContract, { params: { contractId: id }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The steps that bring a new request to a state (each by a role that may take it). */
async function suspensionIn(state: TSuspensionState): Promise<TSuspensionDetail> {
  let s = await request();
  if (state === 'RECEIVED') s = await mustDo(cast.sales, s, 'receive');
  if (state === 'IN_APPROVAL') s = await mustDo(cast.sales, s, 'receiveChange', { reason: '기간을 줄였습니다.', periodTo: s.periodFrom });
  if (state === 'APPROVED') s = await mustDo(cast.sales, await mustDo(cast.sales, s, 'receive'), 'approve');
  if (state === 'REJECTED') s = await mustDo(cast.sales, s, 'return', { reason: '계약 담당자와 협의가 필요합니다.' });
  if (state === 'CANCELLED') s = await mustDo(cast.member, s, 'cancel', { reason: '일정이 바뀌었습니다.' });
  expect(s.state).toBe(state);
  return s;
}

describe('requesting and reading', () => {
  it('creates a numbered request of the token company with what is shown with it', async () => {
    const period = nextPeriod();
    const s = await request({ ...period, marketCode: 'KOSPI' }, 'ko');
    expect(s.number).toMatch(/^SP-\d{4}-\d{6}$/);
    expect(s).toMatchObject({
      state: 'REQUESTED',
      version: 1,
      companyId: cast.alphaId,
      companyName: '알파증권',
      contractId,
      productCode: 'KSP-RT-L1',
      marketCode: 'KOSPI',
      marketName: '유가증권시장(KOSPI)',
      useType: 'DIRECT',
      provision: 'REALTIME',
      provisionName: '실시간',
      ...period,
      requesterName: '김민준',
      requesterEmail: 'member@alpha-securities.example',
      allowedActions: ['cancel'],
      memo: null,
      mayEditMemo: false,
      approvedAt: null,
    });
    expect(s.contract).toMatchObject({ contractId, orderType: 'NEW', contractStatus: 'ACTIVE', managerName: '정도윤', maySuspend: true });
    expect(s.contract.contractName).toMatch(/\(신규\)$/);
    expect(s.contract.products.map((p) => p.productCode)).toEqual(['KSP-RT-L1', 'KSQ-RT-L1']);
    const staff = await get(cast.sales, s.suspensionId);
    expect(staff.allowedActions).toEqual(allowedActions(SUSPENSION_WORKFLOW, 'REQUESTED', ['05']));
    expect(staff.mayEditMemo).toBe(true);
    const versions = await callApi(ctx, CALL_PATHS.getSuspensionVersions, { params: { suspensionId: s.suspensionId }, token: cast.member });
    expect(versions.json().items).toEqual([
      expect.objectContaining({
        versionNo: 1,
        action: 'create',
        fromState: null,
        toState: 'REQUESTED',
        actorName: '김민준',
        actorRole: '01',
      }),
    ]);
    expect(versions.json().items[0].content).toMatchObject({ ...period, productCode: 'KSP-RT-L1' });
    // The desk's work queue lists it (waiting on the provider).
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, { payload: { pageSize: 100, kind: 'suspension' }, token: cast.sales });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(s.number);
  });

  it('answers the contract as the request page shows it, and refuses another company’s contract', async () => {
    const info = await callApi(ctx, CALL_PATHS.getSuspensionContract, { params: { contractId }, token: cast.member, lang: 'en' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ contractId, maySuspend: true, today: koreaDayFrom(0) });
    expect(info.json().products[0]).toMatchObject({
      productCode: 'KSP-RT-L1',
      useType: 'DIRECT',
      marketCode: 'KOSPI',
      provisionName: 'Real-time',
    });
    const staff = await callApi(ctx, CALL_PATHS.getSuspensionContract, { params: { contractId }, token: cast.sales });
    expect(staff.json().maySuspend).toBe(false);
    const foreign = await callApi(ctx, CALL_PATHS.getSuspensionContract, { params: { contractId }, token: cast.outsider, lang: 'ko' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errorCode: 'CTR1N4041', errorMessage: '계약을 찾을 수 없습니다.' });
    expect((await contract(contractId)).maySuspend).toBe(true);
    expect((await contract(contractId, cast.sales)).maySuspend).toBe(false);
  });

  it('refuses the request to provider staff, the reviewer and anonymous callers', async () => {
    for (const token of [cast.sales, cast.admin, cast.reviewer]) {
      const res = await create(token, { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'x' });
      expect(res.statusCode).toBe(403);
    }
    expect((await create(undefined as unknown as string, { contractId })).statusCode).toBe(401);
  });
});

describe('the creation tells the desk, as every later transition does', () => {
  it('a member’s request: the provider party gets a bell and a mail, the member who made it neither', async () => {
    const s = await request();
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, s.suspensionId), eq(notifications.action, CREATE_ACTION)));
    const desk = await ctx.db
      .select({ id: users.id, email: users.loginEmail })
      .from(users)
      .where(inArray(users.loginEmail, ['sales@krx-data.example', 'admin@krx-data.example']));
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual(desk.map((u) => u.id).sort((a, b) => a - b));
    expect(told[0]).toMatchObject({
      toState: 'REQUESTED',
      requestNumber: s.number,
      link: WORKFLOW_LINKS.suspension.provider(s.suspensionId),
    });
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, ['sales@krx-data.example', 'member@alpha-securities.example']));
    expect(mails.filter((m) => m.toAddress === 'sales@krx-data.example' && m.text.includes(s.number))).toHaveLength(1);
    expect(mails.filter((m) => m.toAddress === 'member@alpha-securities.example' && m.text.includes(s.number))).toHaveLength(0);
    // Its label in the bell, in both languages.
    const bell = await callApi(ctx, CALL_PATHS.searchNotifications, {
      token: cast.sales,
      query: { unreadOnly: true, pageSize: 100 },
      lang: 'ko',
    });
    expect(bell.json().items.find((n: { requestId: number }) => n.requestId === s.suspensionId)).toMatchObject({
      actionLabel: '신규 신청',
    });
  });
});

describe('the transitions, driven from the declaration', () => {
  const ROLE_CODES = { member: ['01'], outsider: ['01'], sales: ['05'], admin: ['06', '05'], reviewer: ['09'] } as const;
  type Who = keyof typeof ROLE_CODES;
  const WHO = Object.keys(ROLE_CODES) as Who[];

  function expected(state: TSuspensionState, action: TSuspensionAction, who: Who): { status: number; code?: string } {
    if (who === 'reviewer') return { status: 403, code: 'ATH1N4030' };
    if (who === 'outsider') return { status: 404, code: 'WFL1N4041' };
    if (allowedActions(SUSPENSION_WORKFLOW, state, ROLE_CODES[who]).includes(action)) return { status: 200 };
    const holds = SUSPENSION_WORKFLOW.actions[action].roles.some((r) => (ROLE_CODES[who] as readonly string[]).includes(r));
    return holds ? { status: 409, code: 'WFL1N4092' } : { status: 403, code: 'WFL1N4031' };
  }

  for (const state of SUSPENSION_STATES) {
    it(`in ${state}: every action by every role succeeds exactly when the declaration allows it`, async () => {
      const probe = await suspensionIn(state);
      for (const who of ['member', 'sales', 'admin'] as const) {
        const seen = await get(cast[who], probe.suspensionId);
        expect(seen.allowedActions, `${who} in ${state}`).toEqual(allowedActions(SUSPENSION_WORKFLOW, state, ROLE_CODES[who]));
      }
      for (const action of SUSPENSION_ACTIONS) {
        for (const who of WHO) {
          const want = expected(state, action, who);
          const target = want.status === 200 ? await suspensionIn(state) : probe;
          // A change reception carries a changed period: one day shorter or, for a one-day period, one day longer.
          const changedTo = target.periodTo === target.periodFrom ? addDays(target.periodTo, 1) : target.periodFrom;
          const extra = action === 'receiveChange' ? { periodTo: changedTo } : {};
          const res = await act(cast[who], target, action, { reason: '사유가 있습니다.', ...extra });
          expect(res.statusCode, `${who} ${action} in ${state}: ${res.body}`).toBe(want.status);
          if (want.status === 200) {
            expect(res.json()).toMatchObject({ state: SUSPENSION_WORKFLOW.actions[action].to, version: target.version + 1 });
            expect((await rowOf(target.suspensionId)).state).toBe(SUSPENSION_WORKFLOW.actions[action].to);
          } else {
            expect(res.json().errorCode, `${who} ${action} in ${state}`).toBe(want.code);
          }
        }
      }
      const after = await get(cast.member, probe.suspensionId);
      expect(after).toMatchObject({ state, version: probe.version, periodFrom: probe.periodFrom, periodTo: probe.periodTo });
      expect(await historyCount(probe.suspensionId)).toBe(probe.version);
    });
  }

  it('of two staff decisions on one request at once, exactly one succeeds and the other answers 409', async () => {
    for (const [a, b] of [
      ['approve', 'return'],
      ['approve', 'approve'],
    ] as const) {
      const s = await suspensionIn('RECEIVED');
      const [one, two] = await Promise.all([
        act(cast.sales, s, a, { reason: '반려합니다.' }),
        act(cast.admin, s, b, { reason: '반려합니다.' }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const loser = one.statusCode === 409 ? one : two;
      expect(loser.json().errorCode).toBe('WFL1N4091');
      const after = await get(cast.sales, s.suspensionId);
      expect(after.version).toBe(s.version + 1);
      expect(await historyCount(s.suspensionId)).toBe(s.version + 1);
    }
  });
});

describe('tenancy: another company’s ids answer like missing ones', () => {
  it('get, put, actions and versions of another company’s request answer 404; creation with its contract 404', async () => {
    const s = await request();
    const missing = { suspensionId: 2_000_000_000 };
    for (const id of [s.suspensionId, missing.suspensionId]) {
      const params = { suspensionId: id };
      const got = await callApi(ctx, CALL_PATHS.getSuspension, { params, token: cast.outsider, lang: 'ko' });
      expect(got.statusCode).toBe(404);
      expect(got.json()).toEqual({ errorCode: 'WFL1N4041', errorMessage: '문서를 찾을 수 없습니다.' });
      const put = await callApi(ctx, CALL_PATHS.updateSuspensionMemo, { params, payload: { memo: '남의 메모' }, token: cast.outsider });
      expect(put.json().errorCode).toBe('WFL1N4041');
      const acted = await act(cast.outsider, { suspensionId: id, version: 1 }, 'cancel');
      expect(acted.json().errorCode).toBe('WFL1N4041');
      const versions = await callApi(ctx, CALL_PATHS.getSuspensionVersions, { params, token: cast.outsider });
      expect(versions.json().errorCode).toBe('WFL1N4041');
    }
    const foreign = await create(cast.outsider, { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: '남의 계약' }, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errorCode: 'CTR1N4041', errorMessage: 'The contract was not found.' });
    // The member's own token for another company (Beta) does not reach Alpha's contract either.
    expect((await create(cast.memberBeta, { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'x' })).statusCode).toBe(404);
    expect((await rowOf(s.suspensionId)).state).toBe('REQUESTED');
  });

  it('lists a customer’s own company only; staff every company or the one named', async () => {
    const s = await request();
    const own = await callApi(ctx, CALL_PATHS.searchSuspensions, {
      payload: { pageSize: 100, companyId: cast.betaId },
      token: cast.member,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items.length).toBeGreaterThan(0);
    expect(own.json().items.every((i: { companyId: number }) => i.companyId === cast.alphaId)).toBe(true);
    const other = await callApi(ctx, CALL_PATHS.searchSuspensions, { payload: { pageSize: 100 }, token: cast.outsider });
    expect(other.json().items.some((i: { suspensionId: number }) => i.suspensionId === s.suspensionId)).toBe(false);
    const staff = await callApi(ctx, CALL_PATHS.searchSuspensions, {
      payload: { pageSize: 100, companyId: cast.alphaId, state: 'REQUESTED', sort: 'requestedDesc' },
      token: cast.sales,
    });
    expect(staff.json().items[0].suspensionId).toBe(s.suspensionId);
    const filtered = await callApi(ctx, CALL_PATHS.searchSuspensions, {
      payload: { fromDate: s.periodFrom, toDate: s.periodFrom, searchText: s.number },
      token: cast.admin,
    });
    expect(filtered.json()).toMatchObject({ totalCount: 1, items: [{ suspensionId: s.suspensionId }] });
    const wrong = await callApi(ctx, CALL_PATHS.searchSuspensions, {
      payload: { fromDate: '2030-01-02', toDate: '2030-01-01' },
      token: cast.sales,
      lang: 'ko',
    });
    expect(wrong.json()).toEqual({ errorCode: 'SUS1N4012', errorMessage: '검색 조건을 확인해 주세요.' });
    expect((await callApi(ctx, CALL_PATHS.searchSuspensions, { payload: { pageSize: 7 }, token: cast.sales })).statusCode).toBe(400);
  });
});

describe('the rules of a request, with their messages in both languages', () => {
  const base = () => ({ contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: '설비 점검' });
  const cases: [string, () => Record<string, unknown>, string, number, Record<string, string | number>?][] = [
    ['product missing', () => ({ ...base(), productCode: '' }), 'SUS1N4001', 400, { item: 'productCode' }],
    ['start missing', () => ({ ...base(), periodFrom: undefined }), 'SUS1N4001', 400, { item: 'periodFrom' }],
    ['end missing', () => ({ ...base(), periodTo: undefined }), 'SUS1N4001', 400, { item: 'periodTo' }],
    ['reason missing', () => ({ ...base(), reason: '   ' }), 'SUS1N4001', 400, { item: 'reason' }],
    ['reason too long', () => ({ ...base(), reason: '가'.repeat(1001) }), 'SUS1N4002', 400, { item: 'reason', max: 1000 }],
    ['start before today', () => ({ ...base(), periodFrom: koreaDayFrom(-1) }), 'SUS1N4003', 400],
    ['end before start', () => ({ ...base(), periodFrom: koreaDayFrom(900), periodTo: koreaDayFrom(899) }), 'SUS1N4004', 400],
    ['a product not of the contract', () => ({ ...base(), productCode: 'KSP-EOD' }), 'SUS1N4005', 400],
    ['an unknown product', () => ({ ...base(), productCode: 'NOPE-1' }), 'SUS1N4005', 400],
    ['a one-day period today', () => ({ ...base(), periodFrom: koreaDayFrom(0), periodTo: koreaDayFrom(0) }), '', 201],
    ['a market not the product’s', () => ({ ...base(), marketCode: 'KOSDAQ' }), 'SUS1N4007', 400],
  ];
  const labels: Record<string, { ko: string; en: string }> = {
    productCode: { ko: '정보상품', en: 'Product' },
    periodFrom: { ko: '일시 중지 시작일', en: 'Suspension start date' },
    periodTo: { ko: '일시 중지 종료일', en: 'Suspension end date' },
    reason: { ko: '신청 사유', en: 'Reason' },
  };
  for (const [name, body, code, status, params] of cases) {
    it(`${name}: ${status}${code ? ` ${code}` : ''}`, async () => {
      for (const lang of ['ko', 'en'] as const) {
        const before = Number((await ctx.db.select({ n: count() }).from(suspensions))[0]!.n);
        const res = await create(cast.member, body(), lang);
        expect(res.statusCode, res.body).toBe(status);
        if (status === 201) return;
        const p = { ...params };
        if (typeof p.item === 'string') p.item = labels[p.item]![lang];
        if (code === 'SUS1N4007') p.market = lang === 'ko' ? '유가증권시장(KOSPI)' : 'KOSPI market';
        expect(res.json()).toEqual({ errorCode: code, errorMessage: errorMessage(code, lang, p) });
        expect(Number((await ctx.db.select({ n: count() }).from(suspensions))[0]!.n)).toBe(before);
      }
    });
  }

  it('reads the Korean messages as a person wrote them', async () => {
    const reason = await create(cast.member, { ...base(), reason: '' }, 'ko');
    expect(reason.json().errorMessage).toBe('신청 사유를 입력해 주세요.');
    const product = await create(cast.member, { ...base(), productCode: '' }, 'ko');
    expect(product.json().errorMessage).toBe('정보상품을 입력해 주세요.');
    const long = await create(cast.member, { ...base(), reason: 'a'.repeat(1001) }, 'ko');
    expect(long.json().errorMessage).toBe('신청 사유는 1000자 이내로 입력해 주세요.');
  });

  it('refuses an overlap with an open or approved request of the same contract and product (409), not with a closed one', async () => {
    const first = await request();
    for (const lang of ['ko', 'en'] as const) {
      const res = await create(
        cast.member,
        { contractId, productCode: 'KSP-RT-L1', periodFrom: first.periodTo, periodTo: koreaDayFrom(2000), reason: '겹치는 기간' },
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errorCode: 'SUS1N4092',
        errorMessage: errorMessage('SUS1N4092', lang, { from: first.periodFrom, to: first.periodTo }),
      });
    }
    // Another product of the same contract, same period: allowed.
    const other = await request({ productCode: 'KSQ-RT-L1', periodFrom: first.periodFrom, periodTo: first.periodTo });
    expect(other.state).toBe('REQUESTED');
    // Approved still holds the period; after a return the period is free again.
    const approved = await mustDo(cast.sales, await mustDo(cast.sales, first, 'receive'), 'approve');
    const again = await create(cast.member, {
      contractId,
      productCode: 'KSP-RT-L1',
      periodFrom: approved.periodFrom,
      periodTo: approved.periodTo,
      reason: 'x',
    });
    expect(again.json().errorCode).toBe('SUS1N4092');
    await mustDo(cast.sales, other, 'return', { reason: '반려' });
    const free = await request({ productCode: 'KSQ-RT-L1', periodFrom: other.periodFrom, periodTo: other.periodTo });
    expect(free.state).toBe('REQUESTED');
  });

  it('two requests of one period at once: one is made, the other answers 409', async () => {
    const period = nextPeriod();
    const body = { contractId, productCode: 'KSQ-RT-L1', ...period, reason: '동시 신청' };
    const [a, b] = await Promise.all([create(cast.member, body), create(cast.member, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('a terminated contract cannot be suspended; a termination-scheduled one only before its due date', async () => {
    const list = async (status: string) =>
      (await callApi(ctx, CALL_PATHS.searchContracts, { payload: { status, pageSize: 100 }, token: cast.member })).json().items as {
        contractId: number;
      }[];
    const [ended] = await list('TERMINATED');
    const endedDetail = await contract(ended!.contractId);
    expect(endedDetail.maySuspend).toBe(false);
    for (const lang of ['ko', 'en'] as const) {
      const res = await create(
        cast.member,
        { contractId: ended!.contractId, productCode: endedDetail.products[0].productCode, ...nextPeriod(), reason: '해지된 계약' },
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('SUS1N4091');
      expect(res.json().errorMessage.startsWith(lang === 'ko' ? '일시 중지 신청에 실패했습니다.' : 'Failed to request suspension.')).toBe(
        true,
      );
    }
    const [scheduled] = await list('TERMINATION_SCHEDULED');
    const detail = await contract(scheduled!.contractId);
    expect(detail.maySuspend).toBe(true);
    const due: string = detail.terminationDueDate;
    const productCode = detail.products[0].productCode;
    const late = await create(
      cast.member,
      { contractId: detail.contractId, productCode, periodFrom: koreaDayFrom(1), periodTo: due, reason: '점검' },
      'ko',
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ errorCode: 'SUS1N4006', errorMessage: errorMessage('SUS1N4006', 'ko', { date: due }) });
    const early = await create(cast.member, {
      contractId: detail.contractId,
      productCode,
      periodFrom: koreaDayFrom(1),
      periodTo: koreaDayFrom(2),
      reason: '점검',
    });
    expect(early.statusCode, early.body).toBe(201);
  });
});

describe('change reception by staff', () => {
  it('applies the shorter period with the change reason in a new version; the customer is told', async () => {
    const s = await request({ ...nextPeriod(8) });
    const shorter = { periodFrom: s.periodFrom, periodTo: addDays(s.periodFrom, 2) };
    const changed = await mustDo(cast.sales, s, 'receiveChange', { reason: '설비 공사가 하루로 줄었습니다.', ...shorter, lang: 'ko' });
    expect(changed).toMatchObject({ state: 'IN_APPROVAL', version: 2, ...shorter, changeReason: '설비 공사가 하루로 줄었습니다.' });
    expect(changed.receivedAt).not.toBeNull();
    const row = await rowOf(s.suspensionId);
    expect([row.periodFrom, row.periodTo, row.version]).toEqual([shorter.periodFrom, shorter.periodTo, 2]);
    const versions = (
      await callApi(ctx, CALL_PATHS.getSuspensionVersions, { params: { suspensionId: s.suspensionId }, token: cast.member })
    ).json().items;
    expect(versions[1]).toMatchObject({
      versionNo: 2,
      action: 'receiveChange',
      fromState: 'REQUESTED',
      toState: 'IN_APPROVAL',
      reason: '설비 공사가 하루로 줄었습니다.',
    });
    expect(versions[1].content).toMatchObject({ ...shorter, changeReason: '설비 공사가 하루로 줄었습니다.' });
    expect(versions[0].content).toMatchObject({ periodFrom: s.periodFrom, periodTo: s.periodTo });
    const approved = await mustDo(cast.admin, changed, 'approve');
    expect(approved).toMatchObject({ state: 'APPROVED', approverName: expect.any(String), ...shorter });
    expect(approved.approvedAt).not.toBeNull();
  });

  it('keeps the rules of a request: nothing changed, overlap, dates, reason; a period only with a change', async () => {
    const a = await request();
    const b = await request();
    const cases: [Parameters<typeof act>[3], number, string][] = [
      [{ reason: '변경', periodFrom: a.periodFrom, periodTo: a.periodTo }, 400, 'SUS1N4010'],
      [{ reason: '변경', periodTo: b.periodFrom }, 409, 'SUS1N4092'],
      [{ reason: '변경', periodFrom: koreaDayFrom(-2) }, 400, 'SUS1N4003'],
      [{ reason: '변경', periodTo: koreaDayFrom(1) }, 400, 'SUS1N4004'],
      [{ periodTo: a.periodFrom }, 400, 'SUS1N4001'],
      [{ reason: '변경', periodTo: 'not-a-date' }, 400, 'COM1N4001'],
    ];
    for (const [extra, status, code] of cases) {
      const res = await act(cast.sales, a, 'receiveChange', { ...extra, lang: 'en' });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().errorCode).toBe(code);
    }
    const noReason = await act(cast.sales, a, 'receiveChange', { periodTo: a.periodFrom, lang: 'ko' });
    expect(noReason.json().errorMessage).toBe('변경 사유를 입력해 주세요.');
    const periodWithReceive = await act(cast.sales, a, 'receive', { periodTo: a.periodFrom, lang: 'ko' });
    expect(periodWithReceive.json()).toEqual({ errorCode: 'SUS1N4011', errorMessage: errorMessage('SUS1N4011', 'ko') });
    expect(await rowOf(a.suspensionId)).toMatchObject({ state: 'REQUESTED', version: 1, periodFrom: a.periodFrom, periodTo: a.periodTo });
  });
});

describe('bad input answers 4xx and changes nothing', () => {
  it('NUL, too long, wrong types, unknown action', async () => {
    const s = await request();
    const bodies: Record<string, unknown>[] = [
      { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'a\u0000b' },
      { contractId, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'x'.repeat(20_001) },
      { contractId: 'one', productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'x' },
      { contractId, productCode: 5, ...nextPeriod(), reason: 'x' },
      { contractId, productCode: 'KSP-RT-L1', periodFrom: '2030/01/01', periodTo: '2030-01-02', reason: 'x' },
      { contractId: -1, productCode: 'KSP-RT-L1', ...nextPeriod(), reason: 'x' },
    ];
    const before = Number((await ctx.db.select({ n: count() }).from(suspensions))[0]!.n);
    for (const body of bodies) {
      const res = await create(cast.member, body, 'ko');
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errorCode).toMatch(/^COM1N400[01]$/);
    }
    expect(Number((await ctx.db.select({ n: count() }).from(suspensions))[0]!.n)).toBe(before);
    const actions: [string, Record<string, unknown>, string][] = [
      ['cancel', { version: s.version, reason: 'a\u0000b' }, 'COM1N4001'],
      ['cancel', { version: s.version, reason: 'x'.repeat(1001) }, 'COM1N4001'],
      ['cancel', { version: 'one' }, 'COM1N4001'],
      ['cancel', {}, 'COM1N4000'],
      ['delete', { version: s.version }, 'WFL1N4001'],
      ['__proto__', { version: s.version }, 'WFL1N4001'],
    ];
    for (const [action, payload, code] of actions) {
      const res = await callApi(ctx, CALL_PATHS.actOnSuspension, {
        params: { suspensionId: s.suspensionId, action },
        payload,
        token: cast.member,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorCode).toBe(code);
    }
    const memo = await callApi(ctx, CALL_PATHS.updateSuspensionMemo, {
      params: { suspensionId: s.suspensionId },
      payload: { memo: 'a\u0000' },
      token: cast.sales,
    });
    expect(memo.statusCode).toBe(400);
    const badId = await callApi(ctx, CALL_PATHS.getSuspension, { params: { suspensionId: 'abc' }, token: cast.member });
    expect(badId.statusCode).toBe(400);
    expect(await rowOf(s.suspensionId)).toMatchObject({ state: 'REQUESTED', version: 1, memo: null });
    expect(await historyCount(s.suspensionId)).toBe(1);
  });
});

describe('the staff memo', () => {
  it('is written by staff, shown to staff only, never in the customer’s history', async () => {
    const s = await request();
    const saved = await callApi(ctx, CALL_PATHS.updateSuspensionMemo, {
      params: { suspensionId: s.suspensionId },
      payload: { memo: '고객에게 전화로 일정 확인함' },
      token: cast.sales,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ memo: '고객에게 전화로 일정 확인함', memoUpdatedByName: '정도윤', version: 1 });
    expect((await get(cast.admin, s.suspensionId)).memo).toBe('고객에게 전화로 일정 확인함');
    expect((await get(cast.member, s.suspensionId)).memo).toBeNull();
    const same = await callApi(ctx, CALL_PATHS.updateSuspensionMemo, {
      params: { suspensionId: s.suspensionId },
      payload: { memo: '고객에게 전화로 일정 확인함' },
      token: cast.sales,
      lang: 'en',
    });
    expect(same.json()).toEqual({ errorCode: 'COM1N4002', errorMessage: 'No data modified.' });
    const byCustomer = await callApi(ctx, CALL_PATHS.updateSuspensionMemo, {
      params: { suspensionId: s.suspensionId },
      payload: { memo: '제 메모' },
      token: cast.member,
      lang: 'ko',
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ errorCode: 'SUS1N4031', errorMessage: '메모는 제공기관 담당자만 작성할 수 있습니다.' });
    const customerMemo = await act(cast.member, s, 'cancel', { memo: '메모' });
    expect(customerMemo.json().errorCode).toBe('SUS1N4031');
    const received = await mustDo(cast.sales, s, 'receive', { memo: '접수 메모' });
    expect(received.memo).toBe('접수 메모');
    const customerHistory = (
      await callApi(ctx, CALL_PATHS.getSuspensionVersions, { params: { suspensionId: s.suspensionId }, token: cast.member })
    ).json();
    expect(JSON.stringify(customerHistory)).not.toContain('메모');
    const staffHistory = (
      await callApi(ctx, CALL_PATHS.getSuspensionVersions, { params: { suspensionId: s.suspensionId }, token: cast.sales })
    ).json();
    expect(staffHistory.items[1].memo).toBe('접수 메모');
    expect(saved.headers['cache-control']).toBe('no-store');
  });
});

describe('the contract shows as suspended while an approved period covers the Korean day', () => {
  it('ACTIVE before, SUSPENDED during (detail, list and filter), ACTIVE after', async () => {
    const id = await newContract();
    const statusOf = async (token = cast.member) => (await contract(contractId, token)).status;
    const from = koreaDayFrom(3);
    const to = koreaDayFrom(5);
    const at = (day: string, hhmm = '00:00') => setBusinessClock(ctx.config, () => new Date(`${day}T${hhmm}:00+09:00`));
    const s = await request({ periodFrom: from, periodTo: to, productCode: 'KSQ-RT-L1' });
    // Requested, not approved: the contract stays active on the period's first day.
    at(from, '09:00');
    expect(await statusOf()).toBe('ACTIVE');
    setBusinessClock(ctx.config, null);
    await mustDo(cast.sales, await mustDo(cast.sales, s, 'receive'), 'approve');
    const listed = async (status: string) =>
      (await callApi(ctx, CALL_PATHS.searchContracts, { payload: { status, pageSize: 100 }, token: cast.member }))
        .json()
        .items.map((c: { contractId: number }) => c.contractId);
    at(koreaDayFrom(2), '23:59');
    expect(await statusOf()).toBe('ACTIVE');
    expect(await listed('ACTIVE')).toContain(contractId);
    at(from, '00:00');
    expect(await statusOf()).toBe('SUSPENDED');
    expect(await statusOf(cast.sales)).toBe('SUSPENDED');
    expect(await listed('SUSPENDED')).toContain(contractId);
    expect(await listed('ACTIVE')).not.toContain(contractId);
    expect(await listed('ACTIVE')).toContain(id);
    const all = (await callApi(ctx, CALL_PATHS.searchContracts, { payload: { pageSize: 100 }, token: cast.member })).json().items;
    expect(all.find((c: { contractId: number }) => c.contractId === contractId).status).toBe('SUSPENDED');
    at(to, '23:59');
    expect(await statusOf()).toBe('SUSPENDED');
    at(koreaDayFrom(6), '00:00');
    expect(await statusOf()).toBe('ACTIVE');
    expect(await listed('SUSPENDED')).not.toContain(contractId);
    expect(await listed('ACTIVE')).toContain(contractId);
  });
});

describe('the success and confirmation texts come from the declaration', () => {
  it('says what the spec names: approved, returned, received, change received', () => {
    expect(SUSPENSION_WORKFLOW.actions.approve.success.en).toMatch(/approved/i);
    expect(SUSPENSION_WORKFLOW.actions.return.success.en).toMatch(/returned/i);
    expect(SUSPENSION_WORKFLOW.actions.receive.success.en).toMatch(/received/i);
    expect(SUSPENSION_WORKFLOW.actions.receiveChange.success.en).toMatch(/change received/i);
    expect(errorMessage('SUS1N4091', 'en')).toMatch(/^Failed to request suspension\. /);
    expect(errorMessage('SUS1N4093', 'en')).toMatch(/^Temporary-stop approval request failed\. /);
    expect(errorMessage('SUS1N4091', 'ko')).toMatch(/^일시 중지 신청에 실패했습니다\. /);
    expect(errorMessage('SUS1N4093', 'ko')).toMatch(/^일시 중지 승인 요청에 실패했습니다\. /);
  });
});

describe('the demo world', () => {
  it('holds requests in every state for each demo company, and one running today: 알파증권’s contract shows suspended', async () => {
    const seeded = await ctx.db
      .select({ key: suspensions.seedKey, state: suspensions.state, contractId: suspensions.contractId })
      .from(suspensions);
    const demo = seeded.filter((s) => s.key);
    for (const code of ['C1001', 'C1002', 'C2001']) {
      const states = new Set(demo.filter((s) => s.key!.startsWith(`${code}-`)).map((s) => s.state));
      expect([...states].sort(), code).toEqual([...SUSPENSION_STATES].sort());
    }
    const running = demo.find((s) => s.key === 'C1001-susp-running')!;
    expect((await contract(running.contractId)).status).toBe('SUSPENDED');
    const suspendedList = await callApi(ctx, CALL_PATHS.searchContracts, { payload: { status: 'SUSPENDED' }, token: cast.member });
    expect(suspendedList.json().items.map((c: { contractId: number }) => c.contractId)).toEqual([running.contractId]);
  });
});
