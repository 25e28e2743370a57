import {
  CALL_PATHS,
  EXCHANGE_APPROVE_ALL_MAX,
  type TExchangeApprovalDetail,
  type TExchangeApprovalItem,
  type TOrderDetail,
} from '@portal/contract';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementArchives,
  auditLogs,
  contractProducts,
  contracts,
  contractVersions,
  exchangeApprovals,
  mailOutbox,
  notifications,
  orders,
  requestHistory,
  requests,
  users,
} from '../../db/schema/index';
import { reviewerToken } from '../../../test/exchange';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { declarationCalls, mustActOn, orderWithNonDisplay, validDeclaration } from '../../../test/non-display';
import { mustAct, orderCalls, orderCast, uploadDocument, validForm, type OrderCalls } from '../../../test/orders';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let calls: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  calls = orderCalls(ctx);
});
afterAll(() => ctx.close());

type Res = Awaited<ReturnType<typeof callApi>>;
const errorOf = (res: Res) => ({ status: res.statusCode, code: res.json().errorCode as string });

/** A new order of Alpha's member (with its signed document), submitted and approved by the provider: at the exchange. */
async function atExchange(token = cast.member, memo?: string): Promise<TOrderDetail> {
  const file = await uploadDocument(ctx, token);
  let order = await calls.create(token, 'NEW', validForm([file]), 'ko');
  order = await mustAct(calls, token, order, 'submit');
  const res = await calls.act(cast.sales, order, 'approve', { memo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function search(body: Record<string, unknown>, token?: string, lang: 'ko' | 'en' = 'en'): Promise<Res> {
  return callApi(ctx, CALL_PATHS.searchExchangeApprovals, { payload: body, token: token ?? (await reviewerToken(ctx)), lang });
}

async function itemOf(requestId: number): Promise<TExchangeApprovalItem> {
  const res = await search({ requestId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0];
}

async function decide(
  item: Pick<TExchangeApprovalItem, 'approvalId' | 'version'>,
  decision: 'approve' | 'reject',
  opts: { message?: string; token?: string; lang?: 'ko' | 'en' } = {},
): Promise<Res> {
  return callApi(ctx, decision === 'approve' ? CALL_PATHS.approveExchangeApproval : CALL_PATHS.rejectExchangeApproval, {
    params: { approvalId: item.approvalId },
    payload: { version: item.version, ...(opts.message !== undefined ? { message: opts.message } : {}) },
    token: opts.token ?? (await reviewerToken(ctx)),
    lang: opts.lang ?? 'en',
  });
}

async function detail(approvalId: number, lang: 'ko' | 'en' = 'en'): Promise<TExchangeApprovalDetail> {
  const res = await callApi(ctx, CALL_PATHS.getExchangeApproval, { params: { approvalId }, token: await reviewerToken(ctx), lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * `n` more orders waiting on the exchange, copied row by row from one made through the calls (request header, order
 * row and exchange item): what the engine and the orders area read to approve them.
 */
async function copiesOf(order: TOrderDetail, n: number): Promise<TExchangeApprovalItem[]> {
  const [req] = await ctx.db.select().from(requests).where(eq(requests.id, order.orderId));
  const [row] = await ctx.db.select().from(orders).where(eq(orders.requestId, order.orderId));
  const [item] = await ctx.db.select().from(exchangeApprovals).where(eq(exchangeApprovals.requestId, order.orderId));
  const { id: _r, ...header } = req!;
  const { id: _i, ...approval } = item!;
  const made: number[] = [];
  for (let start = 0; start < n; start += 250) {
    const size = Math.min(250, n - start);
    const heads = await ctx.db
      .insert(requests)
      .values(Array.from({ length: size }, (_, i) => ({ ...header, number: `${req!.number}-${start + i}` })))
      .returning({ id: requests.id, number: requests.number });
    await ctx.db.insert(orders).values(heads.map((h) => ({ ...row!, requestId: h.id, number: h.number, seedKey: null })));
    const items = await ctx.db
      .insert(exchangeApprovals)
      .values(heads.map((h) => ({ ...approval, requestId: h.id, documentNumber: h.number })))
      .returning({ id: exchangeApprovals.id });
    made.push(...items.map((i) => i.id));
  }
  return made.map((approvalId) => ({ approvalId, version: item!.requestVersion }) as TExchangeApprovalItem);
}

describe('items', () => {
  it('appear when the provider approves an order, with its type, writer, company, memo, attachments and version', async () => {
    const order = await atExchange(cast.member, '계약서 원본 확인 완료');
    expect(order).toMatchObject({ state: 'EXCHANGE_REVIEW', resultContractId: null });
    const item = await itemOf(order.orderId);
    expect(item).toMatchObject({
      requestId: order.orderId,
      kind: 'order',
      documentNumber: order.orderNumber,
      approvalType: 'NEW',
      companyName: 'Alpha Securities',
      // In English the writer's English name.
      writerName: 'Minjun Kim',
      stage: 'EXCHANGE_REVIEW',
      stageLabel: 'Exchange approval',
      status: 'WAITING',
      attachmentCount: 1,
      memo: '계약서 원본 확인 완료',
      decidedAt: null,
      confirmedAt: null,
      notifiedAt: null,
      notificationStatus: null,
      version: order.version,
    });
    const ko = (await search({ requestId: order.orderId }, undefined, 'ko')).json().items[0];
    expect(ko).toMatchObject({ companyName: '알파증권', stageLabel: '거래소 승인' });
    // The reviewer is told, with a link to their list narrowed to the request.
    const reviewerBell = await callApi(ctx, CALL_PATHS.searchNotifications, { query: { pageSize: 10 }, token: await reviewerToken(ctx) });
    expect(reviewerBell.json().items.find((n: { requestId: number }) => n.requestId === order.orderId)).toMatchObject({
      link: `/exchange/approval-list?requestId=${order.orderId}`,
    });
    // The desk's work queue no longer lists it: it waits on the exchange.
    const queue = await callApi(ctx, CALL_PATHS.searchWorkQueue, { payload: { pageSize: 100 }, token: cast.admin });
    expect(queue.json().items.some((i: { requestId: number }) => i.requestId === order.orderId)).toBe(false);
  });

  it('a declaration approved by the provider is an item of type NON_DISPLAY with its own and its order’s files', async () => {
    const decl = declarationCalls(ctx);
    const file = await uploadDocument(ctx, cast.member);
    const order = await orderWithNonDisplay(ctx, cast.member, ['TRADING'], [file]);
    let d = await decl.create(cast.member, order.orderId, validDeclaration(), 'ko');
    d = await mustActOn(decl, cast.member, d, 'submit');
    d = await mustActOn(decl, cast.sales, d, 'approve');
    expect(d.state).toBe('EXCHANGE_REVIEW');
    const item = await itemOf(d.declarationId);
    expect(item).toMatchObject({ kind: 'nonDisplay', approvalType: 'NON_DISPLAY', attachmentCount: 1, status: 'WAITING' });
    const shown = await detail(item.approvalId, 'ko');
    expect(shown.attachments.map((f) => f.fileUUID)).toEqual([file]);
    expect(shown.summary.map((f) => f.key)).toEqual(expect.arrayContaining(['companyName', 'orderNumber', 'use', 'effectiveDate']));
    // Rejected by the exchange, without a message (optional): final, as the provider's rejection.
    const res = await decide(item, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', message: null, requestState: 'REJECTED', allowedActions: [] });
    expect((await decl.get(cast.member, d.declarationId)).state).toBe('REJECTED');
  });

  it('the list filters by status, type, stage, dates, text and company, pages by 10, 50 or 100, newest first', async () => {
    const a = await atExchange();
    const b = await atExchange(cast.colleague);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const numbers = async (body: Record<string, unknown>) =>
      (await search({ pageSize: 100, ...body })).json().items.map((i: TExchangeApprovalItem) => i.documentNumber) as string[];
    expect((await numbers({ status: 'WAITING' })).slice(0, 2)).toEqual([b.orderNumber, a.orderNumber]);
    expect(await numbers({ status: 'WAITING', sort: 'registeredAsc' })).toEqual([...(await numbers({ status: 'WAITING' }))].reverse());
    expect(await numbers({ searchText: a.orderNumber })).toEqual([a.orderNumber]);
    expect(await numbers({ searchText: '이서연' })).toContain(b.orderNumber);
    expect(await numbers({ searchText: '이서연' })).not.toContain(a.orderNumber);
    expect(await numbers({ approvalType: 'TERMINATION', searchText: a.orderNumber })).toEqual([]);
    expect(await numbers({ approvalType: 'NEW', stage: 'EXCHANGE_REVIEW', searchText: a.orderNumber })).toEqual([a.orderNumber]);
    expect(await numbers({ fromDate: today, toDate: today })).toEqual(expect.arrayContaining([a.orderNumber, b.orderNumber]));
    expect(await numbers({ toDate: '2020-01-01' })).toEqual([]);
    expect(await numbers({ companyId: cast.betaId, searchText: a.orderNumber })).toEqual([]);
    expect(await numbers({ companyId: cast.alphaId, searchText: a.orderNumber })).toEqual([a.orderNumber]);
    const page = (await search({ pageSize: 10 })).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.totalCount).toBeGreaterThan(2);
    expect(errorOf(await search({ pageSize: 20 }))).toMatchObject({ status: 400 });
    const backwards = await search({ fromDate: today, toDate: '2020-01-01' }, undefined, 'ko');
    expect(backwards.json()).toEqual({
      errorCode: 'EXA1N4003',
      errorMessage: '등록일 검색 기간의 시작일은 종료일과 같거나 그 이전이어야 합니다.',
    });
  });
});

describe('decisions', () => {
  it('approve makes the contract, records the decision and tells the writer (portal and mail)', async () => {
    const order = await atExchange();
    const item = await itemOf(order.orderId);
    const shown = await detail(item.approvalId, 'ko');
    expect(shown).toMatchObject({ allowedActions: ['approve', 'reject'], mayConfirm: false, requestState: 'EXCHANGE_REVIEW' });
    expect(shown.summary.find((f) => f.key === 'requestType')).toMatchObject({ label: '신청 유형', value: '신규' });
    // The whole document it approves, not only its key fields: the usage terms and every contact.
    const values = shown.summary.map((f) => `${f.label}=${f.value}`).join('\n');
    expect(values).toContain('데이터피드 설치 주소=서울특별시 영등포구 여의대로 108');
    expect(values).toContain('중개 회원사=알파증권');
    expect(values).toMatch(/청구 담당자.*이서연.*staff@alpha-securities\.example/);
    expect(shown.history.map((h) => h.action)).toEqual(['create', 'submit', 'approve']);
    const res = await decide(item, 'approve', { message: '최종 승인합니다.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'APPROVED',
      decidedByName: 'Yejun Yoon',
      message: '최종 승인합니다.',
      notificationStatus: 'NOTIFIED',
      requestState: 'APPROVED',
      allowedActions: [],
    });
    expect(res.json().notifiedAt).toBe(res.json().decidedAt);
    // The list's stage column names the stage, never "awaiting" on a decided row.
    const listed = await itemOf(order.orderId);
    expect(listed).toMatchObject({ status: 'APPROVED', stageLabel: 'Exchange approval' });
    expect(listed.stageLabel).not.toMatch(/awaiting/i);
    const after = await calls.get(cast.member, order.orderId);
    expect(after).toMatchObject({ state: 'APPROVED' });
    expect(after.resultContractId).toBeGreaterThan(0);
    expect(after.approvedAt).not.toBeNull();
    const bell = await callApi(ctx, CALL_PATHS.searchNotifications, { query: { pageSize: 10 }, token: cast.member });
    expect(
      bell.json().items.find((n: { requestId: number; action: string }) => n.requestId === order.orderId && n.action === 'exchangeApprove'),
    ).toMatchObject({
      link: `/order/${order.orderId}/order-detail`,
      reason: '최종 승인합니다.',
    });
    // Deciding again: already decided (409); the same with a stale version of another item.
    expect(errorOf(await decide(item, 'approve'))).toEqual({ status: 409, code: 'EXA1N4091' });
    expect(errorOf(await decide(item, 'reject'))).toEqual({ status: 409, code: 'EXA1N4091' });
    const other = await itemOf((await atExchange()).orderId);
    expect(errorOf(await decide({ ...other, version: other.version - 1 }, 'approve'))).toEqual({ status: 409, code: 'WFL1N4091' });
    expect((await itemOf(other.requestId)).status).toBe('WAITING');
  });

  it('reject returns the order to the customer with the message; resubmitted and approved again, it makes a new item', async () => {
    let order = await atExchange();
    const item = await itemOf(order.orderId);
    const res = await decide(item, 'reject', { message: '재배포 범위를 확인해 주세요.', lang: 'ko' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', message: '재배포 범위를 확인해 주세요.', requestState: 'RETURNED' });
    order = await calls.get(cast.member, order.orderId);
    expect(order).toMatchObject({ state: 'RETURNED', lastReason: '재배포 범위를 확인해 주세요.', resultContractId: null });
    expect(order.allowedActions).toContain('resubmit');
    order = await mustAct(calls, cast.member, order, 'resubmit');
    order = await mustAct(calls, cast.sales, order, 'approve');
    const items = (await search({ requestId: order.orderId })).json().items as TExchangeApprovalItem[];
    expect(items.map((i) => i.status)).toEqual(['WAITING', 'REJECTED']);
    expect(items[0]!.version).toBe(order.version);
  });

  it('the item’s history names, field by field, what each version changed, in the request’s language', async () => {
    let order = await atExchange();
    const rejected = await decide(await itemOf(order.orderId), 'reject', { message: '설치 주소를 확인해 주세요.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    order = await calls.get(cast.member, order.orderId);
    // The customer corrects the installation address, then resubmits; the provider approves again.
    const edited = await callApi(ctx, CALL_PATHS.updateOrder, {
      params: { orderId: order.orderId },
      payload: { version: order.version, form: { ...order.form, installationAddress: '서울특별시 중구 세종대로 110' } },
      token: cast.member,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    order = await mustAct(calls, cast.member, edited.json(), 'resubmit');
    order = await mustAct(calls, cast.sales, order, 'approve');
    const item = await itemOf(order.orderId);
    const en = await detail(item.approvalId, 'en');
    expect(en.history[0]!.changes).toBeNull();
    const edit = en.history.find((h) => h.action === 'edit')!;
    expect(edit.changes).toEqual([
      {
        path: 'form.installationAddress',
        label: 'Data-feed installation address',
        kind: 'changed',
        before: '서울특별시 영등포구 여의대로 108',
        after: '서울특별시 중구 세종대로 110',
      },
    ]);
    // A transition that changed no field says so: an empty list, not every field.
    expect(en.history.find((h) => h.action === 'resubmit')!.changes).toEqual([]);
    const ko = await detail(item.approvalId, 'ko');
    expect(ko.history.find((h) => h.action === 'edit')!.changes![0]!.label).toBe('데이터피드 설치 주소');
  });

  it('two reviewers deciding at once: one 200, one 409, one decision in the history', async () => {
    const order = await atExchange();
    const item = await itemOf(order.orderId);
    const [a, b] = await Promise.all([decide(item, 'approve'), decide(item, 'reject', { message: '반려' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = await ctx.db.select().from(requestHistory).where(eq(requestHistory.requestId, order.orderId));
    expect(history.filter((h) => h.action.startsWith('exchange'))).toHaveLength(1);
  });

  it('a writer no longer active is recorded as not notified', async () => {
    const order = await atExchange(cast.colleague);
    const item = await itemOf(order.orderId);
    const [colleague] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'staff@alpha-securities.example'));
    await ctx.db.update(users).set({ status: 'DORMANT' }).where(eq(users.id, colleague!.id));
    try {
      const res = await decide(item, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ notificationStatus: 'NOT_NOTIFIED' });
      expect(res.json().notifiedAt).not.toBeNull();
    } finally {
      await ctx.db.update(users).set({ status: colleague!.status }).where(eq(users.id, colleague!.id));
    }
  });
});

describe('approve all', () => {
  it('an empty selection answers 400 with "Select at least one item." in both languages', async () => {
    for (const [lang, message] of [
      ['ko', '항목을 선택해주세요.'],
      ['en', 'Select at least one item.'],
    ] as const) {
      const res = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: [] },
        token: await reviewerToken(ctx),
        lang,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 'EXA1N4001', errorMessage: message });
    }
  });

  it(
    `${EXCHANGE_APPROVE_ALL_MAX} documents: all or none (a stale version in the middle changes nothing), then all`,
    { timeout: 240_000 },
    async () => {
      const template = await atExchange();
      const first = await itemOf(template.orderId);
      const items = [first, ...(await copiesOf(template, EXCHANGE_APPROVE_ALL_MAX - 1))];
      const ids = items.map((i) => i.approvalId);
      const requestIds = async () =>
        (await ctx.db.select({ id: exchangeApprovals.requestId }).from(exchangeApprovals).where(inArray(exchangeApprovals.id, ids))).map(
          (r) => r.id,
        );
      const stale = items.map((i, n) => ({ approvalId: i.approvalId, version: n === 500 ? i.version - 1 : i.version }));
      const refused = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: stale },
        token: await reviewerToken(ctx),
      });
      expect(errorOf(refused)).toEqual({ status: 409, code: 'WFL1N4091' });
      const reqIds = await requestIds();
      const still = await ctx.db.select({ state: requests.state }).from(requests).where(inArray(requests.id, reqIds));
      expect(new Set(still.map((r) => r.state))).toEqual(new Set(['EXCHANGE_REVIEW']));
      const waiting = await ctx.db
        .select({ id: exchangeApprovals.id })
        .from(exchangeApprovals)
        .where(and(inArray(exchangeApprovals.id, ids), eq(exchangeApprovals.status, 'WAITING')));
      expect(waiting).toHaveLength(EXCHANGE_APPROVE_ALL_MAX);
      expect(await ctx.db.select().from(contracts).where(inArray(contracts.createdOrderId, reqIds))).toHaveLength(0);
      // Nor any history, notification or archive of the refused selection.
      expect(
        await ctx.db
          .select()
          .from(requestHistory)
          .where(and(inArray(requestHistory.requestId, reqIds), eq(requestHistory.action, 'exchangeApprove'))),
      ).toHaveLength(0);
      expect(
        await ctx.db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.requestId, reqIds), eq(notifications.action, 'exchangeApprove'))),
      ).toHaveLength(0);
      expect(await ctx.db.select().from(agreementArchives).where(inArray(agreementArchives.orderId, reqIds))).toHaveLength(0);

      const done = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: items.map((i) => ({ approvalId: i.approvalId, version: i.version })) },
        token: await reviewerToken(ctx),
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ approvedCount: EXCHANGE_APPROVE_ALL_MAX });
      const approved = await ctx.db.select({ state: requests.state }).from(requests).where(inArray(requests.id, reqIds));
      expect(new Set(approved.map((r) => r.state))).toEqual(new Set(['APPROVED']));
      expect(await ctx.db.select().from(contracts).where(inArray(contracts.createdOrderId, reqIds))).toHaveLength(EXCHANGE_APPROVE_ALL_MAX);
      // Once decided, approving them again is refused as already decided.
      const again = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: [{ approvalId: first.approvalId, version: first.version }] },
        token: await reviewerToken(ctx),
      });
      expect(errorOf(again)).toEqual({ status: 409, code: 'EXA1N4091' });
    },
  );

  it('a mixed selection: each document takes effect as a single approval would, one contract per order, one notification per document and person, ONE digest mail per person in their language', async () => {
    const made = [await atExchange(), await atExchange(), await atExchange()];
    const decl = declarationCalls(ctx);
    const file = await uploadDocument(ctx, cast.member);
    const withUse = await orderWithNonDisplay(ctx, cast.member, ['TRADING'], [file]);
    let d = await decl.create(cast.member, withUse.orderId, validDeclaration(), 'ko');
    d = await mustActOn(decl, cast.member, d, 'submit');
    d = await mustActOn(decl, cast.sales, d, 'approve');
    const orderIds = made.map((o) => o.orderId);
    const requestIds = [...orderIds, d.declarationId];
    const items = await Promise.all(requestIds.map((id) => itemOf(id)));
    const [first] = await ctx.db.select().from(orders).where(eq(orders.requestId, made[0]!.orderId));
    const writer = await ctx.db.select().from(users).where(eq(users.id, first!.createdBy));
    // The writer reads mail in English; the others keep theirs.
    await ctx.db.update(users).set({ mailLanguageCode: '02' }).where(eq(users.id, writer[0]!.id));
    const [{ last }] = await ctx.db.select({ last: max(mailOutbox.id) }).from(mailOutbox);
    try {
      const res = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: items.map((i) => ({ approvalId: i.approvalId, version: i.version })) },
        token: await reviewerToken(ctx),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ approvedCount: 4 });

      // Each order: approved, exactly one contract (with its two products and first version), its archive, its history.
      for (const id of orderIds) {
        const order = await calls.get(cast.member, id);
        expect(order).toMatchObject({ state: 'APPROVED' });
        const made = await ctx.db.select().from(contracts).where(eq(contracts.createdOrderId, id));
        expect(made).toHaveLength(1);
        expect(order.resultContractId).toBe(made[0]!.id);
        expect(made[0]!.number).toBe(`CT-${made[0]!.contractDate.slice(0, 4)}-${String(made[0]!.id).padStart(5, '0')}`);
        expect(made[0]).toMatchObject({ nameKo: '알파증권 시세정보 이용계약', status: 'ACTIVE', version: 1, orderType: 'NEW' });
        expect(await ctx.db.select().from(contractProducts).where(eq(contractProducts.contractId, made[0]!.id))).toHaveLength(2);
        expect(await ctx.db.select().from(contractVersions).where(eq(contractVersions.contractId, made[0]!.id))).toHaveLength(1);
        const archives = await ctx.db.select().from(agreementArchives).where(eq(agreementArchives.orderId, id));
        expect(archives).toHaveLength(1);
        expect(archives[0]!.fileName).toBe(`${order.orderNumber}-agreement.pdf`);
        const history = await ctx.db
          .select()
          .from(requestHistory)
          .where(eq(requestHistory.requestId, id))
          .orderBy(asc(requestHistory.versionNo));
        expect(history.at(-1)).toMatchObject({
          action: 'exchangeApprove',
          fromState: 'EXCHANGE_REVIEW',
          toState: 'APPROVED',
          actorName: '윤예준',
        });
        expect((history.at(-1)!.content as { requestType: string }).requestType).toBe('NEW');
      }
      expect((await decl.get(cast.member, d.declarationId)).state).toBe('APPROVED');
      // The items: decided, the writer told.
      for (const item of items) expect(await itemOf(item.requestId)).toMatchObject({ status: 'APPROVED', notificationStatus: 'NOTIFIED' });
      // An audit row per document.
      const audits = await ctx.db.select().from(auditLogs).where(eq(auditLogs.method, 'WORKFLOW'));
      for (const id of requestIds)
        expect(
          audits.filter((a) => (a.detail as { requestId?: number }).requestId === id && a.action.endsWith('_EXCHANGEAPPROVE')),
        ).toHaveLength(1);

      // The bell: one notification per document and person.
      const told = await ctx.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.requestId, requestIds), eq(notifications.action, 'exchangeApprove')));
      const people = [...new Set(told.map((n) => n.userId))];
      expect(people).toContain(writer[0]!.id);
      for (const userId of people) {
        const mine = told.filter((n) => n.userId === userId).map((n) => n.requestId);
        expect(new Set(mine).size).toBe(mine.length);
      }
      expect(
        told
          .filter((n) => n.userId === writer[0]!.id)
          .map((n) => n.requestId)
          .sort(),
      ).toEqual([...requestIds].sort());

      // The mail: one digest per person, in their language, listing all their documents; no mail per document.
      const mails = await ctx.db
        .select()
        .from(mailOutbox)
        .where(gt(mailOutbox.id, last ?? 0));
      const numbers = new Map(
        (await ctx.db.select().from(requests).where(inArray(requests.id, requestIds))).map((r) => [r.id, r.number] as const),
      );
      const langs = new Set<string>();
      for (const userId of people) {
        const [person] = await ctx.db.select().from(users).where(eq(users.id, userId));
        const theirs = mails.filter((m) => m.userId === userId);
        expect(theirs, person!.loginEmail).toHaveLength(1);
        const digest = theirs[0]!;
        expect(digest.templateName).toBe('workflow-digest');
        expect(digest.languageCode).toBe(person!.mailLanguageCode);
        langs.add(digest.languageCode);
        const mine = told.filter((n) => n.userId === userId);
        for (const n of mine) expect(digest.text).toContain(numbers.get(n.requestId)!);
        expect(digest.html).toContain(mine[0]!.link);
        if (digest.languageCode === '02') {
          expect(digest.subject).toBe(`[KRX Market Data Customer Portal] ${mine.length} documents acted on`);
          expect(digest.text).toContain('Approve (final)');
        } else {
          expect(digest.subject).toBe(`[한국시장데이터 고객 포털] 문서 ${mine.length}건 처리 알림`);
          expect(digest.text).toContain('최종 승인');
        }
      }
      expect(langs).toEqual(new Set(['01', '02']));
    } finally {
      await ctx.db.update(users).set({ mailLanguageCode: writer[0]!.mailLanguageCode }).where(eq(users.id, writer[0]!.id));
    }
  });

  it('refuses the same item twice and more than the most at once', async () => {
    const item = await itemOf((await atExchange()).orderId);
    const twice = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
      payload: { items: [item, item].map((i) => ({ approvalId: i.approvalId, version: i.version })) },
      token: await reviewerToken(ctx),
    });
    expect(errorOf(twice)).toEqual({ status: 400, code: 'EXA1N4002' });
    const tooMany = await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
      payload: { items: Array.from({ length: EXCHANGE_APPROVE_ALL_MAX + 1 }, (_, i) => ({ approvalId: i + 1, version: 1 })) },
      token: await reviewerToken(ctx),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await itemOf(item.requestId)).status).toBe('WAITING');
  });
});

describe('attachments, confirmation and access', () => {
  it('the reviewer downloads a file of the item’s document, and no other', async () => {
    const order = await atExchange();
    const item = await itemOf(order.orderId);
    const fileUUID = order.files[0]!.fileUUID;
    const res = await callApi(ctx, CALL_PATHS.downloadExchangeApprovalFile, {
      params: { approvalId: item.approvalId, fileUUID },
      token: await reviewerToken(ctx),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('signed-order.txt');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^signed order form/);
    const foreign = await uploadDocument(ctx, cast.outsider);
    const refused = await callApi(ctx, CALL_PATHS.downloadExchangeApprovalFile, {
      params: { approvalId: item.approvalId, fileUUID: foreign },
      token: await reviewerToken(ctx),
    });
    expect(errorOf(refused)).toEqual({ status: 404, code: 'EXA1N4042' });
  });

  it('provider staff confirm a decided item once; the latest item of a request shows on their panel', async () => {
    const order = await atExchange();
    const item = await itemOf(order.orderId);
    const confirm = (token: string) => callApi(ctx, CALL_PATHS.confirmExchangeApproval, { params: { approvalId: item.approvalId }, token });
    const latest = (token: string) => callApi(ctx, CALL_PATHS.getLatestExchangeApproval, { params: { requestId: order.orderId }, token });
    expect(errorOf(await confirm(cast.sales))).toEqual({ status: 409, code: 'EXA1N4092' });
    expect((await latest(cast.sales)).json()).toMatchObject({ item: { status: 'WAITING' }, mayConfirm: false });
    await decide(item, 'reject', { message: '서류 보완' });
    expect((await latest(cast.admin)).json()).toMatchObject({ item: { status: 'REJECTED', message: '서류 보완' }, mayConfirm: true });
    const done = await confirm(cast.admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ confirmedByName: '강수아', mayConfirm: false });
    expect(done.json().confirmedAt).not.toBeNull();
    expect(errorOf(await confirm(cast.sales))).toEqual({ status: 409, code: 'EXA1N4093' });
    expect((await latest(cast.sales)).json()).toMatchObject({ mayConfirm: false });
    // Nothing before the exchange: null.
    const draft = await calls.create(cast.member, 'NEW', validForm([]), 'en');
    expect(
      (await callApi(ctx, CALL_PATHS.getLatestExchangeApproval, { params: { requestId: draft.orderId }, token: cast.sales })).json(),
    ).toEqual({
      item: null,
      mayConfirm: false,
    });
  });

  it('only the reviewer (09) reaches the exchange calls; only provider staff (05, 06) confirm; a customer gets 403 on all', async () => {
    const order = await atExchange();
    const item = await itemOf(order.orderId);
    const id = { approvalId: item.approvalId };
    const exchangeCalls = (token: string) => [
      callApi(ctx, CALL_PATHS.searchExchangeApprovals, { payload: {}, token }),
      callApi(ctx, CALL_PATHS.getExchangeApproval, { params: id, token }),
      callApi(ctx, CALL_PATHS.approveExchangeApproval, { params: id, payload: { version: item.version }, token }),
      callApi(ctx, CALL_PATHS.rejectExchangeApproval, { params: id, payload: { version: item.version }, token }),
      callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, {
        payload: { items: [{ approvalId: item.approvalId, version: item.version }] },
        token,
      }),
      callApi(ctx, CALL_PATHS.downloadExchangeApprovalFile, { params: { ...id, fileUUID: order.files[0]!.fileUUID }, token }),
    ];
    for (const token of [cast.member, cast.sales, cast.admin])
      for (const res of await Promise.all(exchangeCalls(token))) expect(errorOf(res)).toEqual({ status: 403, code: 'ATH1N4030' });
    for (const token of [cast.member, await reviewerToken(ctx)]) {
      expect(errorOf(await callApi(ctx, CALL_PATHS.confirmExchangeApproval, { params: id, token }))).toEqual({
        status: 403,
        code: 'ATH1N4030',
      });
      expect(errorOf(await callApi(ctx, CALL_PATHS.getLatestExchangeApproval, { params: { requestId: order.orderId }, token }))).toEqual({
        status: 403,
        code: 'ATH1N4030',
      });
    }
    expect((await callApi(ctx, CALL_PATHS.searchExchangeApprovals, { payload: {} })).statusCode).toBe(401);
    // Nothing changed.
    expect((await itemOf(order.orderId)).status).toBe('WAITING');
  });

  it('bad input answers 4xx with a message and changes nothing', async () => {
    const item = await itemOf((await atExchange()).orderId);
    const token = await reviewerToken(ctx);
    const bad: Res[] = [
      await search({ status: 'DONE' }),
      await search({ approvalType: 'OTHER' }),
      await search({ fromDate: '2026-13-40' }),
      await search({ searchText: 'x'.repeat(101) }),
      await callApi(ctx, CALL_PATHS.approveExchangeApproval, { params: { approvalId: item.approvalId }, payload: {}, token }),
      await callApi(ctx, CALL_PATHS.approveExchangeApproval, {
        params: { approvalId: item.approvalId },
        payload: { version: 'one' },
        token,
      }),
      await callApi(ctx, CALL_PATHS.rejectExchangeApproval, {
        params: { approvalId: item.approvalId },
        payload: { version: item.version, message: 'x'.repeat(5000) },
        token,
      }),
      await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, { payload: { items: [{ approvalId: 'a', version: 1 }] }, token }),
      await callApi(ctx, CALL_PATHS.approveAllExchangeApprovals, { payload: {}, token }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorMessage).toBeTruthy();
    }
    const missing = await callApi(ctx, CALL_PATHS.getExchangeApproval, { params: { approvalId: 2_000_000_000 }, token, lang: 'ko' });
    expect(missing.json()).toEqual({ errorCode: 'EXA1N4041', errorMessage: '승인 항목을 찾을 수 없습니다.' });
    expect(errorOf(await decide({ approvalId: 2_000_000_000, version: 1 }, 'approve'))).toEqual({ status: 404, code: 'EXA1N4041' });
    expect((await itemOf(item.requestId)).status).toBe('WAITING');
  });
});
