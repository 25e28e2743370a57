import { CALL_PATHS, ORDER_WORKFLOW, ROLE, WORKFLOW_LINKS, type TNotificationItem, type TNotificationPage } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, requests } from '../../db/schema/index';
import type { WorkflowActor } from '../../platform/workflow';
import { build, callApi, tokenFor, type TestContext } from '../../../test/helpers';
import {
  actorOf,
  addProviderUser,
  createRequest,
  idsOf,
  registerFakeHooks,
  seededCompanies,
  workflowCast,
} from '../../../test/workflow-fixtures';
import { workflowParties } from './service';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof workflowCast>>;
let company: Map<string, number>;

beforeAll(async () => {
  ctx = await build();
  // The app's own engine, wired by this area at start; fake hooks stand in for the order module's.
  registerFakeHooks(ctx.app.workflow);
  cast = await workflowCast(ctx);
  company = await seededCompanies(ctx);
});
afterAll(() => ctx.close());

const act = (requestId: number, action: string, actor: WorkflowActor, version = 1, reason?: string) =>
  ctx.db.transaction((tx) => ctx.app.workflow.transition(tx, { kind: 'order', requestId, action, version, actor, reason }));

const ids = (people: { userId: number }[]) => people.map((p) => p.userId).sort((a, b) => a - b);

describe('the parties of a request', () => {
  it('customer: the active members (01) of the request’s company, never a dormant one nor another company’s', async () => {
    const alpha = await workflowParties(ctx.db, 'customer', { companyId: company.get('C1001')!, assignedUserId: null });
    expect(ids(alpha)).toEqual(
      await idsOf(ctx, ['member@alpha-securities.example', 'staff@alpha-securities.example', 'reporter@alpha-securities.example']),
    );
    const beta = await workflowParties(ctx.db, 'customer', { companyId: company.get('C1002')!, assignedUserId: null });
    // The Alpha member belongs to Beta too; the dormant Beta member is left out.
    expect(ids(beta)).toEqual(await idsOf(ctx, ['member@alpha-securities.example', 'analyst@beta-am.example']));
  });

  it('provider: the assigned representative and every administrator; nobody assigned: every representative and administrator; an inactive one is skipped', async () => {
    const rep2 = await addProviderUser(ctx, 'rep2@krx-data.example', [ROLE.sales]);
    const gone = await addProviderUser(ctx, 'gone@krx-data.example', [ROLE.sales], { status: 'DORMANT' });
    const [sales, admin] = await idsOf(ctx, ['sales@krx-data.example', 'admin@krx-data.example']);
    const alphaId = company.get('C1001')!;
    expect(ids(await workflowParties(ctx.db, 'provider', { companyId: alphaId, assignedUserId: rep2 }))).toEqual(
      [admin, rep2].sort((a, b) => a - b),
    );
    expect(ids(await workflowParties(ctx.db, 'provider', { companyId: alphaId, assignedUserId: null }))).toEqual(
      [sales, admin, rep2].sort((a, b) => a - b),
    );
    expect(ids(await workflowParties(ctx.db, 'provider', { companyId: alphaId, assignedUserId: gone }))).toEqual([admin]);
    // The administrator assigned is told once.
    expect(ids(await workflowParties(ctx.db, 'provider', { companyId: alphaId, assignedUserId: admin }))).toEqual([admin]);
    // A customer assigned by mistake is no representative.
    const member = (await idsOf(ctx, ['member@alpha-securities.example']))[0]!;
    expect(ids(await workflowParties(ctx.db, 'provider', { companyId: alphaId, assignedUserId: member }))).toEqual([admin]);
  });

  it('exchange: every active reviewer (09)', async () => {
    expect(ids(await workflowParties(ctx.db, 'exchange', { companyId: company.get('C1001')!, assignedUserId: null }))).toEqual(
      await idsOf(ctx, ['reviewer@exchange.example']),
    );
  });
});

describe('the mail of a transition', () => {
  it('goes to each recipient in their mail language: the document, what happened, who, when (KST), the reason and a link', async () => {
    const gamma = company.get('C2001')!;
    const gammaMember = await actorOf(ctx, 'ops@gamma-data.example', 'C2001', [ROLE.customer]);
    const request = await createRequest(ctx, ctx.app.workflow, {
      companyId: gamma,
      actor: gammaMember,
      state: 'RECEIVED',
      assignedUserId: cast.sales.userId,
      title: 'Real-time KOSPI feed',
    });
    await act(request.id, 'return', cast.sales, 1, 'Please attach the signed contract.');
    const [english] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ops@gamma-data.example'));
    expect(english).toMatchObject({ templateName: 'workflow-transition', languageCode: '02', userId: gammaMember.userId });
    expect(english!.subject).toBe(`[KRX Market Data Customer Portal] Order form ${request.number}: Returned`);
    for (const line of [
      'Dear Oliver Smith,',
      `Document: Order form ${request.number}`,
      'Title: Real-time KOSPI feed',
      'Action: Return',
      'Current state: Returned',
      // The representative's English name in an English mail, the registered name in a Korean one (below).
      'By: Doyun Jung',
      'Please attach the signed contract.',
      `http://portal.test${WORKFLOW_LINKS.order.customer(request.id)}`,
    ])
      expect(english!.text).toContain(line);
    expect(english!.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
    expect(english!.html).toContain(`href="http://portal.test${WORKFLOW_LINKS.order.customer(request.id)}"`);

    // The same transition on an Alpha request, mailed in Korean to the Korean members.
    const alphaRequest = await createRequest(ctx, ctx.app.workflow, {
      companyId: company.get('C1001')!,
      actor: cast.customer,
      state: 'SUBMITTED',
      assignedUserId: cast.sales.userId,
    });
    await act(alphaRequest.id, 'requestReconfirm', cast.admin, 1, '설치 주소를 확인해 주세요.');
    const korean = (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'staff@alpha-securities.example'))).find((m) =>
      m.subject.includes(alphaRequest.number),
    );
    expect(korean).toMatchObject({ languageCode: '01' });
    expect(korean!.subject).toBe(`[한국시장데이터 고객 포털] 주문서 ${alphaRequest.number} 재확인 요청 알림`);
    for (const line of [
      '이서연님, 안녕하세요.',
      `문서: 주문서 ${alphaRequest.number}`,
      '처리: 재확인 요청',
      '처리한 사람: 강수아',
      '설치 주소를 확인해 주세요.',
    ])
      expect(korean!.text).toContain(line);
    expect(korean!.text).toMatch(/처리 일시: \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
    // The actor is not mailed about their own act.
    const adminMails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'admin@krx-data.example'));
    expect(adminMails.filter((m) => m.subject.includes(alphaRequest.number))).toHaveLength(0);
  });
});

describe('my notifications (calls)', () => {
  let salesToken: string;
  let adminToken: string;
  let memberToken: string;
  const submitted: { id: number; number: string }[] = [];

  beforeAll(async () => {
    // A fresh representative assigned to twelve submitted requests: twelve notifications of their own.
    const rep = await addProviderUser(ctx, 'desk.rep@krx-data.example', [ROLE.sales], { firstName: '하준', lastName: '오' });
    salesToken = await tokenFor(ctx, 'desk.rep@krx-data.example');
    adminToken = await tokenFor(ctx, 'admin@krx-data.example');
    memberToken = await tokenFor(ctx, 'member@alpha-securities.example', company.get('C1001')!);
    for (let i = 0; i < 12; i++) {
      const request = await createRequest(ctx, ctx.app.workflow, {
        companyId: company.get('C1001')!,
        actor: cast.customer,
        assignedUserId: rep,
      });
      await act(request.id, 'submit', cast.customer);
      submitted.push({ id: request.id, number: request.number });
    }
  });

  const search = (token: string | undefined, query: Record<string, string | number> = {}, lang: 'ko' | 'en' = 'en') =>
    callApi(ctx, CALL_PATHS.searchNotifications, { token, query, lang });

  it('pages the caller’s own notifications, newest first, with labels in the request’s language and the unread count', async () => {
    const first = await search(salesToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json<TNotificationPage>();
    expect(page).toMatchObject({ totalCount: 12, pageNumber: 1, pageSize: 10, unreadCount: 12 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({
      kind: 'order',
      kindLabel: 'Order form',
      requestId: submitted[11]!.id,
      requestNumber: submitted[11]!.number,
      action: 'submit',
      actionLabel: 'Submit',
      state: 'SUBMITTED',
      stateLabel: 'Submitted',
      // In English the actor's English name as it read then; in Korean the registered name (below).
      actorName: 'Minjun Kim',
      reason: null,
      link: WORKFLOW_LINKS.order.provider(submitted[11]!.id),
      read: false,
    } satisfies Partial<TNotificationItem>);
    const second = (await search(salesToken, { pageNumber: 2 })).json<TNotificationPage>();
    expect(second.items.map((n) => n.requestId)).toEqual([submitted[1]!.id, submitted[0]!.id]);
    const korean = (await search(salesToken, { pageSize: 50 }, 'ko')).json<TNotificationPage>();
    expect(korean.items).toHaveLength(12);
    expect(korean.items[0]).toMatchObject({
      kindLabel: ORDER_WORKFLOW.label.ko,
      actionLabel: '제출',
      stateLabel: '제출',
      actorName: '김민준',
    });
  });

  it('marks one read (the unread count drops, marking again keeps it read), filters the unread ones, then marks all read', async () => {
    const page = (await search(salesToken)).json<TNotificationPage>();
    const target = page.items[3]!;
    const read = await callApi(ctx, CALL_PATHS.markNotificationRead, {
      params: { notificationId: target.notificationId },
      token: salesToken,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ notificationId: target.notificationId, unreadCount: 11 });
    const again = await callApi(ctx, CALL_PATHS.markNotificationRead, {
      params: { notificationId: target.notificationId },
      token: salesToken,
    });
    expect(again.json()).toMatchObject({ readAt: read.json().readAt, unreadCount: 11 });

    const count = await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token: salesToken });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ unreadCount: 11 });
    const unread = (await search(salesToken, { unreadOnly: 'true', pageSize: 50 })).json<TNotificationPage>();
    expect(unread).toMatchObject({ totalCount: 11, unreadCount: 11 });
    expect(unread.items.map((n) => n.notificationId)).not.toContain(target.notificationId);
    expect(
      (await search(salesToken, { pageSize: 50 })).json<TNotificationPage>().items.find((n) => n.notificationId === target.notificationId),
    ).toMatchObject({ read: true });

    const all = await callApi(ctx, CALL_PATHS.markAllNotificationsRead, { token: salesToken });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ markedCount: 11, unreadCount: 0 });
    expect((await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token: salesToken })).json()).toEqual({ unreadCount: 0 });
    expect((await callApi(ctx, CALL_PATHS.markAllNotificationsRead, { token: salesToken })).json()).toEqual({
      markedCount: 0,
      unreadCount: 0,
    });
    // Another user's notifications stay unread.
    expect(
      (await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token: adminToken })).json<{ unreadCount: number }>().unreadCount,
    ).toBeGreaterThan(0);
  });

  it('never shows nor marks another user’s notification: 404 NTF1N4041, the same answer as a missing one', async () => {
    const [theirs] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, (await idsOf(ctx, ['admin@krx-data.example']))[0]!))
      .orderBy(asc(notifications.id))
      .limit(1);
    const other = await callApi(ctx, CALL_PATHS.markNotificationRead, {
      params: { notificationId: theirs!.id },
      token: memberToken,
      lang: 'ko',
    });
    const missing = await callApi(ctx, CALL_PATHS.markNotificationRead, {
      params: { notificationId: 9_000_000_000 },
      token: memberToken,
      lang: 'ko',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errorCode: 'NTF1N4041', errorMessage: '알림을 찾을 수 없습니다.' });
    expect(missing.json()).toEqual(other.json());
    const [still] = await ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(still!.readAt).toBeNull();
    // The member's list holds only the member's own.
    const mine = (await search(memberToken, { pageSize: 100 })).json<TNotificationPage>();
    const memberId = (await idsOf(ctx, ['member@alpha-securities.example']))[0]!;
    const owned = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          mine.items.map((n) => n.notificationId),
        ),
      );
    expect(owned).toHaveLength(mine.items.length);
    // Of the company the member is signed in for: see the next test.
    const rows = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(requests, eq(requests.id, notifications.requestId))
      .where(and(eq(notifications.userId, memberId), eq(requests.companyId, company.get('C1001')!)));
    expect(mine.totalCount).toBe(rows.length);
  });

  it('shows a member of two companies the notifications of the company they are signed in for', async () => {
    const alpha = company.get('C1001')!;
    const beta = company.get('C1002')!;
    const memberId = (await idsOf(ctx, ['member@alpha-securities.example']))[0]!;
    // The seeded world tells the member about documents of both companies (docs/demo.md).
    const told = await ctx.db
      .select({ requestId: notifications.requestId, companyId: requests.companyId })
      .from(notifications)
      .innerJoin(requests, eq(requests.id, notifications.requestId))
      .where(eq(notifications.userId, memberId));
    const ofAlpha = told.filter((n) => n.companyId === alpha).map((n) => n.requestId);
    const ofBeta = told.filter((n) => n.companyId === beta).map((n) => n.requestId);
    expect(ofAlpha.length, 'told about Alpha').toBeGreaterThan(0);
    expect(ofBeta.length, 'told about Beta').toBeGreaterThan(0);
    for (const [companyId, own, other] of [
      [alpha, ofAlpha, ofBeta],
      [beta, ofBeta, ofAlpha],
    ] as const) {
      const token = await tokenFor(ctx, 'member@alpha-securities.example', companyId);
      const page = (await search(token, { pageSize: 100 })).json<TNotificationPage>();
      const shown = page.items.map((n) => n.requestId);
      expect(shown.filter((id) => other.includes(id))).toEqual([]);
      expect(shown.every((id) => own.includes(id))).toBe(true);
      const expected = await ctx.db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .innerJoin(requests, eq(requests.id, notifications.requestId))
        .where(and(eq(notifications.userId, memberId), eq(requests.companyId, companyId)));
      expect(page.totalCount).toBe(expected.length);
      // The bell's count is the same company's.
      const unread = await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token });
      expect(unread.json()).toEqual({ unreadCount: expected.filter((n) => n.readAt === null).length });
    }
  });

  it('answers bad input with 400 in both languages and changes nothing', async () => {
    const cases: [string, () => ReturnType<typeof search>][] = [
      ['pageSize 7', () => search(salesToken, { pageSize: 7 }, 'ko')],
      ['pageNumber 0', () => search(salesToken, { pageNumber: 0 }, 'ko')],
      ['unreadOnly maybe', () => search(salesToken, { unreadOnly: 'maybe' }, 'ko')],
      [
        'notificationId abc',
        () => callApi(ctx, CALL_PATHS.markNotificationRead, { params: { notificationId: 'abc' }, token: salesToken, lang: 'ko' }),
      ],
      [
        'notificationId -1',
        () => callApi(ctx, CALL_PATHS.markNotificationRead, { params: { notificationId: -1 }, token: salesToken, lang: 'ko' }),
      ],
      [
        'notificationId huge',
        () => callApi(ctx, CALL_PATHS.markNotificationRead, { params: { notificationId: '9'.repeat(40) }, token: salesToken, lang: 'ko' }),
      ],
    ];
    for (const [name, run] of cases) {
      const ko = await run();
      expect(ko.statusCode, name).toBe(400);
      expect(ko.json().errorCode, name).toBe('COM1N4001');
      expect(ko.json().errorMessage, name).toMatch(/입력값 형식이 올바르지 않습니다/);
    }
    const en = await search(salesToken, { pageSize: 7 }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toMatch(/^Invalid format/);
  });

  it('answers 401 without a token (and with a bad one)', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await search(token)).statusCode).toBe(401);
      expect((await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token })).statusCode).toBe(401);
      expect((await callApi(ctx, CALL_PATHS.markAllNotificationsRead, { token })).statusCode).toBe(401);
      expect((await callApi(ctx, CALL_PATHS.markNotificationRead, { params: { notificationId: 1 }, token })).statusCode).toBe(401);
    }
    const ko = await search(undefined, {}, 'ko');
    expect(ko.json()).toEqual({ errorCode: 'ATH1N4001', errorMessage: '로그인이 필요합니다.' });
  });
});
