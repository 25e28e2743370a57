import {
  allowedActions,
  CALL_PATHS,
  CREATE_ACTION,
  errorMessage,
  OTHER_REPORT_ACTIONS,
  OTHER_REPORT_WORKFLOW,
  otherReportFieldLabel,
  type TContractReportedItems,
  type TOtherReportDetail,
  type TOtherReportItem,
  type TOtherReportState,
  type TOtherReportValue,
} from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractReportedItems, mailOutbox, notifications, otherReports, requestHistory } from '../../db/schema/index';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { approveOrder, mustAct, orderCalls, orderCast, uploadDocument, validForm, type OrderCalls } from '../../../test/orders';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let orders: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  orders = orderCalls(ctx);
});
afterAll(() => ctx.close());

/** A new contract of Alpha's: the member orders, the sales representative approves. */
async function newContract(): Promise<number> {
  const file = await uploadDocument(ctx, cast.member);
  let order = await orders.create(cast.member, 'NEW', validForm([file]), 'ko');
  order = await mustAct(orders, cast.member, order, 'submit');
  order = await approveOrder(ctx, orders, cast.sales, order);
  return order.resultContractId!;
}

let serial = 0;
const contact = (name = `담당자${++serial}`): TOtherReportValue => ({
  name,
  department: '정보서비스팀',
  position: '과장',
  email: `contact${serial}@alpha-securities.example`,
  phone: '+82-2-3774-1200',
});
const address = () => `서울특별시 영등포구 국제금융로 ${++serial}, ${serial}층`;

function create(
  token: string,
  body: { contractId: number; item: TOtherReportItem; value: unknown; memo?: string },
  lang: 'ko' | 'en' = 'en',
) {
  return callApi(ctx, CALL_PATHS.createOtherReport, { payload: body, token, lang });
}
async function mustCreate(contractId: number, item: TOtherReportItem, value: TOtherReportValue): Promise<TOtherReportDetail> {
  const res = await create(cast.member, { contractId, item, value });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
function act(
  token: string,
  r: Pick<TOtherReportDetail, 'requestId' | 'version'>,
  action: string,
  reason?: string,
  lang: 'ko' | 'en' = 'en',
) {
  return callApi(ctx, CALL_PATHS.actOnOtherReport, {
    params: { requestId: r.requestId, action },
    payload: { version: r.version, ...(reason ? { reason } : {}) },
    token,
    lang,
  });
}
async function mustDo(token: string, r: TOtherReportDetail, action: string, reason?: string): Promise<TOtherReportDetail> {
  const res = await act(token, r, action, reason);
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}
async function items(contractId: number, token = cast.member, lang: 'ko' | 'en' = 'ko'): Promise<TContractReportedItems> {
  const res = await callApi(ctx, CALL_PATHS.getContractReportedItems, { params: { contractId }, token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const valueOf = async (contractId: number, item: TOtherReportItem) => (await items(contractId)).items.find((i) => i.item === item)!;
const rowCount = async () => Number((await ctx.db.select({ n: count() }).from(otherReports))[0]!.n);
const historyOf = async (requestId: number) =>
  ctx.db.select().from(requestHistory).where(eq(requestHistory.requestId, requestId)).orderBy(requestHistory.versionNo);
const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
});

describe('current reported items', () => {
  it('start as the contract’s approved order form has them; the rest are not reported', async () => {
    const contractId = await newContract();
    const view = await items(contractId);
    expect(view.mayRequest).toBe(true);
    const form = validForm([]);
    expect(view.items.map((i) => i.item)).toEqual([
      'orderContact',
      'billingContact',
      'itContact',
      'installationAddress',
      'billingAddress',
      'mailingAddress',
      'brokerCompany',
      'receivingMethod',
    ]);
    expect(view.items.find((i) => i.item === 'orderContact')).toMatchObject({
      value: form.contacts!.order,
      immediate: true,
      changedAt: null,
    });
    expect(view.items.find((i) => i.item === 'installationAddress')).toMatchObject({ value: form.installationAddress, immediate: false });
    expect(view.items.find((i) => i.item === 'brokerCompany')!.value).toBe(form.brokerCompany);
    expect(view.items.find((i) => i.item === 'billingAddress')!.value).toBeNull();
    // Provider staff see them too, without the customer's right to ask.
    expect((await items(contractId, cast.sales)).mayRequest).toBe(false);
  });
});

describe('a contact takes effect at once; every other item waits for approval', () => {
  it('applies a contact change at once (APPLIED), changes the value, and the history shows the creation and the application', async () => {
    const contractId = await newContract();
    const before = await valueOf(contractId, 'billingContact');
    const value = contact('정수아');
    const r = await mustCreate(contractId, 'billingContact', value);
    expect(r).toMatchObject({ state: 'APPLIED', immediate: true, oldValue: before.value, newValue: value, approverName: null });
    expect(r.allowedActions).toEqual([]);
    const after = await valueOf(contractId, 'billingContact');
    expect(after.value).toEqual(value);
    expect(after.changedAt).not.toBeNull();
    const versions = await callApi(ctx, CALL_PATHS.getOtherReportVersions, { params: { requestId: r.requestId }, token: cast.member });
    expect(versions.statusCode).toBe(200);
    expect(versions.json().items.map((v: { action: string; toState: string }) => [v.action, v.toState])).toEqual([
      ['create', 'REQUESTED'],
      ['apply', 'APPLIED'],
    ]);
    expect(versions.json().items[1].content).toMatchObject({ item: 'billingContact', newValue: value });
  });

  it('an address waits in REQUESTED with the value unchanged; approval applies it and names the approver', async () => {
    const contractId = await newContract();
    const before = await valueOf(contractId, 'installationAddress');
    const next = address();
    let r = await mustCreate(contractId, 'installationAddress', next);
    expect(r).toMatchObject({ state: 'REQUESTED', immediate: false, oldValue: before.value, newValue: next });
    expect(r.allowedActions).toEqual(['cancel']);
    const waiting = await valueOf(contractId, 'installationAddress');
    expect(waiting).toMatchObject({ value: before.value, openRequestId: r.requestId, openRequestValue: next });
    // The desk's work queue lists it.
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, { payload: { kind: 'otherReport' }, token: cast.sales });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((i: { requestId: number }) => i.requestId)).toContain(r.requestId);

    const staffView = await callApi(ctx, CALL_PATHS.getOtherReport, { params: { requestId: r.requestId }, token: cast.sales });
    expect(staffView.json().allowedActions).toEqual(['receive', 'approve', 'reject']);
    r = await mustDo(cast.sales, r, 'receive');
    expect(r.state).toBe('RECEIVED');
    expect((await valueOf(contractId, 'installationAddress')).value).toEqual(before.value);
    r = await mustDo(cast.admin, r, 'approve');
    expect(r.state).toBe('APPROVED');
    expect(r.approverName).toBeTruthy();
    expect(r.decidedAt).not.toBeNull();
    expect(await valueOf(contractId, 'installationAddress')).toMatchObject({ value: next, openRequestId: null });
  });

  it('a rejection needs a reason and leaves the value', async () => {
    const contractId = await newContract();
    const r = await mustCreate(contractId, 'receivingMethod', 'CLOUD');
    const missing = await act(cast.sales, r, 'reject', undefined, 'ko');
    expect(missing.json()).toEqual({ errorCode: 'WFL1N4002', errorMessage: errorMessage('WFL1N4002', 'ko') });
    const rejected = await mustDo(cast.sales, r, 'reject', '회선 계약서가 없습니다.');
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectionReason: '회선 계약서가 없습니다.' });
    expect((await valueOf(contractId, 'receivingMethod')).value).toBeNull();
    // Once decided, the item may be asked again.
    expect((await mustCreate(contractId, 'receivingMethod', 'LEASED_LINE')).state).toBe('REQUESTED');
  });

  it('the customer may cancel before a decision; the value stays', async () => {
    const contractId = await newContract();
    const r = await mustCreate(contractId, 'mailingAddress', address());
    const cancelled = await mustDo(cast.member, r, 'cancel');
    expect(cancelled.state).toBe('CANCELLED');
    expect((await valueOf(contractId, 'mailingAddress')).value).toBeNull();
  });
});

describe('transitions per role', () => {
  type Who = 'member' | 'colleague' | 'outsider' | 'sales' | 'admin';
  const WHO: Record<Who, string[]> = { member: ['01'], colleague: ['01'], outsider: ['01'], sales: ['05'], admin: ['06'] };
  const PATHS: Record<'REQUESTED' | 'RECEIVED', [Who, string][]> = { REQUESTED: [], RECEIVED: [['sales', 'receive']] };

  for (const state of ['REQUESTED', 'RECEIVED'] as const)
    for (const action of OTHER_REPORT_ACTIONS.filter((a) => a !== 'apply'))
      for (const who of Object.keys(WHO) as Who[])
        it(`${who} ${action} from ${state}`, async () => {
          const contractId = await newContract();
          let r = await mustCreate(contractId, 'brokerCompany', `중개회원 ${++serial}`);
          for (const [by, a] of PATHS[state]) r = await mustDo(cast[by], r, a);
          const res = await act(cast[who], r, action, action === 'reject' ? '사유' : undefined);
          const declared = allowedActions(OTHER_REPORT_WORKFLOW, state as TOtherReportState, WHO[who]).includes(action as never);
          if (who === 'outsider') expect(errorOf(res)).toEqual({ status: 404, code: 'WFL1N4041' });
          else if (declared) {
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json().state).toBe(OTHER_REPORT_WORKFLOW.actions[action].to);
          } else if ((OTHER_REPORT_WORKFLOW.actions[action].roles as readonly string[]).some((role) => WHO[who].includes(role)))
            // The caller's action, but not from this state.
            expect(errorOf(res)).toEqual({ status: 409, code: 'WFL1N4092' });
          else expect(errorOf(res)).toEqual({ status: 403, code: 'WFL1N4031' });
        });

  it('nobody takes `apply` from the actions call; no action leaves a final state', async () => {
    const contractId = await newContract();
    const pending = await mustCreate(contractId, 'billingAddress', address());
    for (const token of [cast.member, cast.sales, cast.admin])
      expect(errorOf(await act(token, pending, 'apply'))).toEqual({ status: 400, code: 'WFL1N4001' });
    const applied = await mustCreate(contractId, 'itContact', contact());
    expect(errorOf(await act(cast.sales, applied, 'approve'))).toEqual({ status: 409, code: 'WFL1N4092' });
    expect(errorOf(await act(cast.member, applied, 'cancel'))).toEqual({ status: 409, code: 'WFL1N4092' });
    expect(errorOf(await act(cast.sales, pending, 'cancel'))).toEqual({ status: 403, code: 'WFL1N4031' });
    expect(errorOf(await act(cast.sales, pending, 'nonsense'))).toEqual({ status: 400, code: 'WFL1N4001' });
  });

  it('of two staff decisions at once, one succeeds and the other answers 409; the value is written once', async () => {
    const contractId = await newContract();
    const r = await mustCreate(contractId, 'installationAddress', address());
    const [a, b] = await Promise.all([act(cast.sales, r, 'approve'), act(cast.admin, r, 'reject', '중복 신청')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const final = await callApi(ctx, CALL_PATHS.getOtherReport, { params: { requestId: r.requestId }, token: cast.member });
    expect(['APPROVED', 'REJECTED']).toContain(final.json().state);
    expect((await historyOf(r.requestId)).length).toBe(2);
  });

  it('a stale version answers 409 and changes nothing', async () => {
    const contractId = await newContract();
    const r = await mustCreate(contractId, 'installationAddress', address());
    await mustDo(cast.sales, r, 'receive');
    expect(errorOf(await act(cast.admin, r, 'approve'))).toEqual({ status: 409, code: 'WFL1N4091' });
    expect((await valueOf(contractId, 'installationAddress')).openRequestId).toBe(r.requestId);
  });
});

describe('tenancy by every id', () => {
  it('another company’s change, contract and items answer 404 like missing ones', async () => {
    const contractId = await newContract();
    const r = await mustCreate(contractId, 'billingAddress', address());
    for (const token of [cast.outsider, cast.memberBeta]) {
      expect(errorOf(await callApi(ctx, CALL_PATHS.getOtherReport, { params: { requestId: r.requestId }, token }))).toEqual({
        status: 404,
        code: 'WFL1N4041',
      });
      expect(errorOf(await callApi(ctx, CALL_PATHS.getOtherReportVersions, { params: { requestId: r.requestId }, token }))).toEqual({
        status: 404,
        code: 'WFL1N4041',
      });
      expect(errorOf(await act(token, r, 'cancel'))).toEqual({ status: 404, code: 'WFL1N4041' });
      expect(errorOf(await callApi(ctx, CALL_PATHS.getContractReportedItems, { params: { contractId }, token }))).toEqual({
        status: 404,
        code: 'CTR1N4041',
      });
      const before = await rowCount();
      expect(errorOf(await create(token, { contractId, item: 'itContact', value: contact() }))).toEqual({ status: 404, code: 'CTR1N4041' });
      expect(await rowCount()).toBe(before);
      const list = await callApi(ctx, CALL_PATHS.searchOtherReports, { payload: { contractId }, token });
      expect(list.json().totalCount).toBe(0);
    }
    const missing = 2_000_000_000;
    expect(errorOf(await callApi(ctx, CALL_PATHS.getOtherReport, { params: { requestId: missing }, token: cast.member }))).toEqual({
      status: 404,
      code: 'WFL1N4041',
    });
    expect(errorOf(await create(cast.member, { contractId: missing, item: 'itContact', value: contact() }))).toEqual({
      status: 404,
      code: 'CTR1N4041',
    });
    // A colleague of the same company sees it; provider staff see every company's.
    expect((await callApi(ctx, CALL_PATHS.getOtherReport, { params: { requestId: r.requestId }, token: cast.colleague })).statusCode).toBe(
      200,
    );
    const staffList = await callApi(ctx, CALL_PATHS.searchOtherReports, { payload: { contractId }, token: cast.sales });
    expect(staffList.json().items.map((i: { requestId: number }) => i.requestId)).toEqual([r.requestId]);
  });

  it('only customer members ask for changes; staff get 403', async () => {
    const contractId = await newContract();
    expect(errorOf(await create(cast.sales, { contractId, item: 'itContact', value: contact() }))).toEqual({
      status: 403,
      code: 'ATH1N4030',
    });
  });

  it('a terminated contract’s items cannot be changed', async () => {
    const terminated = await callApi(ctx, CALL_PATHS.searchContracts, { payload: { status: 'TERMINATED' }, token: cast.member });
    const contractId = terminated.json().items[0].contractId;
    expect((await items(contractId)).mayRequest).toBe(false);
    const before = await rowCount();
    const res = await create(cast.member, { contractId, item: 'itContact', value: contact() }, 'ko');
    expect(res.json()).toEqual({ errorCode: 'OTR1N4092', errorMessage: errorMessage('OTR1N4092', 'ko') });
    expect(res.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});

describe('validation: clear messages in both languages, nothing changed', () => {
  const cases: [string, TOtherReportItem, unknown, string, string][] = [
    ['a contact without a name', 'orderContact', { email: 'a@b.example', phone: '+82-2-100-1234' }, 'OTR1N4001', 'orderContact.name'],
    [
      'a contact with a bad e-mail',
      'orderContact',
      { name: '김', email: 'not-an-address', phone: '+82-2-100-1234' },
      'OTR1N4002',
      'orderContact.email',
    ],
    [
      'a contact with a telephone in no accepted form',
      'itContact',
      { name: '김', email: 'a@b.example', phone: '100-1234' },
      'OTR1N4003',
      'itContact.phone',
    ],
    [
      'a long name',
      'billingContact',
      { name: '가'.repeat(101), email: 'a@b.example', phone: '+82-2-100-1234' },
      'OTR1N4004',
      'billingContact.name',
    ],
    ['an empty address', 'installationAddress', '   ', 'OTR1N4001', 'installationAddress'],
    ['a long address', 'mailingAddress', 'A'.repeat(301), 'OTR1N4004', 'mailingAddress'],
    ['a method not in the list', 'receivingMethod', 'CARRIER_PIGEON', 'OTR1N4006', 'receivingMethod'],
  ];
  for (const [title, item, value, code, field] of cases)
    it(`refuses ${title}`, async () => {
      const contractId = await newContract();
      const before = await rowCount();
      for (const lang of ['ko', 'en'] as const) {
        const res = await create(cast.member, { contractId, item, value }, lang);
        expect(res.statusCode, res.body).toBe(400);
        const max = code === 'OTR1N4004' ? (item === 'mailingAddress' ? 300 : 100) : undefined;
        expect(res.json()).toEqual({
          errorCode: code,
          errorMessage: errorMessage(code, lang, { item: otherReportFieldLabel(field, lang), ...(max ? { max } : {}) }),
        });
      }
      expect(await rowCount()).toBe(before);
    });

  it('reads as a person wrote it', async () => {
    const contractId = await newContract();
    const ko = await create(
      cast.member,
      { contractId, item: 'orderContact', value: { email: 'a@b.example', phone: '+82-2-100-1234' } },
      'ko',
    );
    expect(ko.json().errorMessage).toBe('주문(계약) 담당자 이름을 입력해 주세요.');
    const en = await create(
      cast.member,
      { contractId, item: 'orderContact', value: { email: 'a@b.example', phone: '+82-2-100-1234' } },
      'en',
    );
    expect(en.json().errorMessage).toBe('Order (contract) contact name is required.');
  });

  it('refuses a change that changes nothing, a second open change of an item, NUL and unknown items', async () => {
    const contractId = await newContract();
    const form = validForm([]);
    const before = await rowCount();
    for (const lang of ['ko', 'en'] as const) {
      const same = await create(cast.member, { contractId, item: 'orderContact', value: { ...form.contacts!.order } }, lang);
      expect(same.json()).toEqual({ errorCode: 'OTR1N4005', errorMessage: errorMessage('OTR1N4005', lang) });
      const sameAddress = await create(
        cast.member,
        { contractId, item: 'installationAddress', value: ` ${form.installationAddress} ` },
        lang,
      );
      expect(sameAddress.json().errorCode).toBe('OTR1N4005');
    }
    expect(await rowCount()).toBe(before);
    await mustCreate(contractId, 'installationAddress', address());
    const second = await create(cast.member, { contractId, item: 'installationAddress', value: address() }, 'ko');
    expect(second.json()).toEqual({ errorCode: 'OTR1N4091', errorMessage: errorMessage('OTR1N4091', 'ko') });
    expect(second.statusCode).toBe(409);
    // Two at once: exactly one is made.
    const [a, b] = await Promise.all([
      create(cast.member, { contractId, item: 'mailingAddress', value: address() }),
      create(cast.colleague, { contractId, item: 'mailingAddress', value: address() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const afterOk = await rowCount();
    for (const value of ['주소\u0000', { name: '김\u0000', email: 'a@b.example', phone: '+82-2-100-1234' }]) {
      const res = await create(cast.member, { contractId, item: typeof value === 'string' ? 'billingAddress' : 'itContact', value });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await create(cast.member, { contractId, item: 'favouriteColour' as never, value: 'red' })).statusCode).toBe(400);
    expect((await create(cast.member, { contractId: -1, item: 'billingAddress', value: 'x' })).statusCode).toBe(400);
    expect(await rowCount()).toBe(afterOk);
    expect((await ctx.db.select().from(contractReportedItems).where(eq(contractReportedItems.contractId, contractId))).length).toBe(0);
  });

  it('refuses a search whose from date is after its to date', async () => {
    const res = await callApi(ctx, CALL_PATHS.searchOtherReports, {
      payload: { fromDate: '2026-05-02', toDate: '2026-05-01' },
      token: cast.member,
      lang: 'en',
    });
    expect(res.json()).toEqual({ errorCode: 'OTR1N4007', errorMessage: errorMessage('OTR1N4007', 'en') });
  });
});

describe('the list', () => {
  it('filters by state, item, contract and dates; pages and sorts; the customer sees their company only', async () => {
    const contractId = await newContract();
    const a = await mustCreate(contractId, 'itContact', contact());
    const b = await mustCreate(contractId, 'billingAddress', address());
    const c = await mustCreate(contractId, 'brokerCompany', `중개 ${++serial}`);
    await mustDo(cast.sales, c, 'reject', '확인 불가');
    const search = async (payload: object, token = cast.member) => {
      const res = await callApi(ctx, CALL_PATHS.searchOtherReports, { payload: { contractId, ...payload }, token, lang: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await search({})).items.map((i: { requestId: number }) => i.requestId)).toEqual([c.requestId, b.requestId, a.requestId]);
    expect((await search({ sort: 'requestedAsc' })).items.map((i: { requestId: number }) => i.requestId)).toEqual([
      a.requestId,
      b.requestId,
      c.requestId,
    ]);
    expect((await search({ state: 'APPLIED' })).items.map((i: { item: string }) => i.item)).toEqual(['itContact']);
    expect((await search({ item: 'billingAddress' })).items[0]).toMatchObject({ requestId: b.requestId, state: 'REQUESTED' });
    expect((await search({ state: 'REJECTED' })).items[0]).toMatchObject({ rejectionReason: '확인 불가' });
    const page = await search({ pageSize: 10, pageNumber: 1 });
    expect(page).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 10 });
    expect((await search({ searchText: b.requestNumber.slice(-6) })).items.map((i: { requestId: number }) => i.requestId)).toEqual([
      b.requestId,
    ]);
    expect((await search({ searchText: b.contractNumber })).totalCount).toBe(3);
    expect((await search({ searchText: '%' })).totalCount).toBe(0);
    expect((await search({ fromDate: '2000-01-01', toDate: '2000-01-02' })).totalCount).toBe(0);
    expect((await callApi(ctx, CALL_PATHS.searchOtherReports, { payload: { pageSize: 7 }, token: cast.member })).statusCode).toBe(400);
    // Staff name a company; customers cannot widen theirs.
    expect((await search({ companyId: cast.betaId }, cast.sales)).totalCount).toBe(0);
    expect((await search({ companyId: cast.betaId })).totalCount).toBe(3);
  });
});

describe('the demo world', () => {
  it('has contact changes applied, an address waiting, one approved and one rejected, with the values they set', async () => {
    const rows = await ctx.db.select().from(otherReports);
    const seeded = rows.filter((r) => r.seedKey?.startsWith('C1001-other-'));
    const stateOf = (k: string) => seeded.find((r) => r.seedKey === `C1001-other-${k}`)?.state;
    expect(stateOf('it-contact')).toBe('APPLIED');
    expect(stateOf('billing-contact')).toBe('APPLIED');
    expect(stateOf('installation')).toBe('APPROVED');
    expect(stateOf('broker')).toBe('REJECTED');
    expect(stateOf('mailing')).toBe('RECEIVED');
    expect(stateOf('billing-address')).toBe('REQUESTED');
    const contractId = seeded[0]!.contractId;
    const view = await items(contractId);
    expect(view.items.find((i) => i.item === 'installationAddress')!.value).toBe(
      seeded.find((r) => r.item === 'installationAddress')!.newValue,
    );
    expect(view.items.find((i) => i.item === 'brokerCompany')!.value).not.toBe('베타증권');
    expect(view.items.find((i) => i.item === 'billingAddress')!.openRequestId).not.toBeNull();
  });
});

describe('the creation tells the desk when the change waits for approval', () => {
  const toldOf = async (requestId: number) =>
    (await ctx.db.select().from(notifications).where(eq(notifications.requestId, requestId))).map((n) => n.action);

  it('an address, broker or receiving-method change: the provider party hears of the new request; a contact change only of its applying', async () => {
    const contractId = await newContract();
    const waiting = await mustCreate(contractId, 'billingAddress', address());
    expect(waiting.state).toBe('REQUESTED');
    const desk = await toldOf(waiting.requestId);
    expect(desk.length).toBeGreaterThan(0);
    expect(new Set(desk)).toEqual(new Set([CREATE_ACTION]));
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'sales@krx-data.example'));
    expect(mails.filter((m) => m.text.includes(waiting.requestNumber))).toHaveLength(1);
    const applied = await mustCreate(contractId, 'itContact', contact());
    expect(applied.state).toBe('APPLIED');
    expect(new Set(await toldOf(applied.requestId))).toEqual(new Set(['apply']));
  });
});
