import {
  allowedActions,
  CREATE_ACTION,
  EDIT_ACTION,
  mayEdit,
  ORDER_WORKFLOW,
  WORKFLOW_LINKS,
  type TOrderAction,
  type TOrderState,
} from '@portal/contract';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build, type TestContext } from '../../test/helpers';
import {
  createRequest,
  FAKE_CONTENT,
  FAKE_TRANSITIONS,
  idsOf,
  registerFakeHooks,
  seededCompanies,
  workflowCast,
} from '../../test/workflow-fixtures';
import { wireWorkflow } from '../modules/notifications';
import { AppError } from './errors';
import { users } from '../modules/identity/schema';
import { auditLogs, mailOutbox, notifications, requestHistory, requests } from './schema';
import {
  seesCompany,
  seesRequest,
  WorkflowEngine,
  type EffectContext,
  type RequestRow,
  type TransitionInput,
  type WorkflowActor,
} from './workflow';

/**
 * The engine's own tests: a fresh engine with fake hooks for the `order` kind (no orders module needed), wired to the
 * notifications area's parties, names and mail; requests made with create + recordCreation. Driven from the
 * declaration: every action, every state, every workflow role.
 */
let ctx: TestContext;
let engine: WorkflowEngine;
let cast: Awaited<ReturnType<typeof workflowCast>>;
let alphaId: number;
/** The people each party of an Alpha request assigned to the sales representative resolves to. */
let parties: Record<'customer' | 'provider' | 'exchange', number[]>;

beforeAll(async () => {
  ctx = await build();
  engine = new WorkflowEngine();
  wireWorkflow(engine, ctx.config);
  registerFakeHooks(engine);
  cast = await workflowCast(ctx);
  alphaId = (await seededCompanies(ctx)).get('C1001')!;
  parties = {
    // The active members of Alpha (01); the proxy reporter of Alpha holds 01 too.
    customer: await idsOf(ctx, ['member@alpha-securities.example', 'staff@alpha-securities.example', 'reporter@alpha-securities.example']),
    // The assigned representative and every administrator (the demo administrator holds 06 and 05).
    provider: await idsOf(ctx, ['sales@krx-data.example', 'admin@krx-data.example']),
    exchange: await idsOf(ctx, ['reviewer@exchange.example']),
  };
});
afterAll(() => ctx.close());

const decl = ORDER_WORKFLOW;
const STATES = Object.keys(decl.states) as TOrderState[];
const ACTIONS = Object.keys(decl.actions) as TOrderAction[];
const ROLE_NAMES = ['customer', 'otherCustomer', 'sales', 'admin', 'reviewer'] as const;

/** The error code a call ends with (null when it succeeds). */
async function outcome<T>(fn: () => Promise<T>): Promise<{ code: string | null; value?: T }> {
  try {
    return { code: null, value: await fn() };
  } catch (err) {
    if (err instanceof AppError) return { code: err.code };
    throw err;
  }
}

const transition = (input: Omit<TransitionInput, 'kind'>) => ctx.db.transaction((tx) => engine.transition(tx, { kind: 'order', ...input }));
const newRequest = (state: TOrderState, opts: { assignedUserId?: number | null } = {}) =>
  createRequest(ctx, engine, {
    companyId: alphaId,
    actor: cast.customer,
    state,
    assignedUserId: opts.assignedUserId === undefined ? cast.sales.userId : opts.assignedUserId,
  });

const reasonFor = (action: TOrderAction) => (decl.actions[action].reason === 'none' ? undefined : `Reason for ${action}`);

/** What the engine must answer: the declaration decides, a customer of another company does not see the request. */
function expected(actorName: (typeof ROLE_NAMES)[number], actor: WorkflowActor, state: TOrderState, action: TOrderAction): string | null {
  if (actorName === 'otherCustomer') return 'WFL1N4041';
  if (allowedActions(decl, state, actor.roles).includes(action)) return null;
  if (!decl.actions[action].roles.some((r) => actor.roles.includes(r))) return 'WFL1N4031';
  return 'WFL1N4092';
}

describe('the transition, driven from the declaration', () => {
  for (const state of STATES) {
    it(`in ${state}: every action by every role succeeds exactly when allowedActions says so`, async () => {
      for (const action of ACTIONS) {
        for (const name of ROLE_NAMES) {
          const actor = cast[name];
          const request = await newRequest(state);
          const want = expected(name, actor, state, action);
          const got = await outcome(() => transition({ requestId: request.id, action, version: 1, actor, reason: reasonFor(action) }));
          expect(got.code, `${name} ${action} in ${state}`).toBe(want);
          // The engine's own answer for the web's buttons agrees with the declaration.
          if (name !== 'otherCustomer') expect(engine.allowed('order', request, actor).includes(action)).toBe(want === null);
          const [after] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
          if (want === null) {
            expect(after).toMatchObject({ state: decl.actions[action].to, version: 2 });
          } else {
            // A refused transition changes nothing.
            expect(after).toMatchObject({ state, version: 1 });
            expect(await ctx.db.select().from(requestHistory).where(eq(requestHistory.requestId, request.id))).toHaveLength(1);
            expect(await ctx.db.select().from(notifications).where(eq(notifications.requestId, request.id))).toHaveLength(0);
          }
        }
      }
    });
  }
});

describe('what a transition writes', () => {
  it('the state, version + 1, a history row with the content, an audit row and the notifications of the declared parties (never the actor)', async () => {
    const request = await newRequest('SUBMITTED');
    FAKE_CONTENT.set(request.id, { note: 'edited by the provider', lines: 2 });
    const now = new Date('2026-11-25T05:30:00Z');
    const before = FAKE_TRANSITIONS.length;
    const updated = await transition({
      requestId: request.id,
      action: 'return',
      version: 1,
      actor: cast.sales,
      reason: '  Missing the billing contact  ',
      memo: 'Called the customer',
      now,
    });
    expect(updated).toMatchObject({ state: 'RETURNED', version: 2 });
    expect(updated.stateSince.toISOString()).toBe(now.toISOString());
    // The kind's effects ran once, inside the transaction, with the trimmed reason.
    expect(FAKE_TRANSITIONS.slice(before)).toEqual([
      {
        action: 'return',
        from: 'SUBMITTED',
        to: 'RETURNED',
        actorRole: '05',
        reason: 'Missing the billing contact',
        memo: 'Called the customer',
      },
    ]);

    const history = await engine.history(ctx.db, request.id);
    expect(history.map((h) => [h.versionNo, h.action, h.fromState, h.toState])).toEqual([
      [1, CREATE_ACTION, null, 'DRAFT'],
      [2, 'return', 'SUBMITTED', 'RETURNED'],
    ]);
    expect(history[1]).toMatchObject({
      actorUserId: cast.sales.userId,
      actorName: '정도윤',
      actorRole: '05',
      actorCompanyId: cast.sales.companyId,
      reason: 'Missing the billing contact',
      memo: 'Called the customer',
      content: { requestId: request.id, note: 'edited by the provider', lines: 2 },
    });
    expect(history[1]!.at.toISOString()).toBe(now.toISOString());

    const audit = await ctx.db.select().from(auditLogs).where(eq(auditLogs.target, request.number));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: cast.sales.userId,
      action: 'WORKFLOW_ORDER_RETURN',
      detail: { requestId: request.id, from: 'SUBMITTED', to: 'RETURNED', version: 2 },
    });

    // `return` notifies the customer party: every active Alpha member, each once, with the customer page.
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.requestId, request.id))
      .orderBy(asc(notifications.userId));
    expect(told.map((n) => n.userId)).toEqual(parties.customer);
    for (const n of told)
      expect(n).toMatchObject({
        kind: 'order',
        requestNumber: request.number,
        action: 'return',
        toState: 'RETURNED',
        actorName: '정도윤',
        reason: 'Missing the billing contact',
        link: WORKFLOW_LINKS.order.customer(request.id),
        readAt: null,
      });
    // And one mail each through the outbox.
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.templateName, 'workflow-transition'));
    expect(mails.filter((m) => m.subject.includes(request.number)).map((m) => m.userId)).toEqual(expect.arrayContaining(parties.customer));
  });

  it('each action tells exactly the parties it declares, leaving out the actor', async () => {
    const cases: [TOrderAction, TOrderState, WorkflowActor][] = [
      ['submit', 'DRAFT', cast.customer],
      ['receive', 'SUBMITTED', cast.admin],
      ['cancel', 'RETURNED', cast.customer],
      ['resubmit', 'RECONFIRM', cast.customer],
      ['approve', 'RECEIVED', cast.sales],
      ['exchangeApprove', 'EXCHANGE_REVIEW', cast.reviewer],
      ['exchangeReject', 'EXCHANGE_REVIEW', cast.reviewer],
    ];
    for (const [action, state, actor] of cases) {
      const request = await newRequest(state);
      await transition({ requestId: request.id, action, version: 1, actor, reason: reasonFor(action) });
      const want = [...new Set(decl.actions[action].notify.flatMap((p) => parties[p]))]
        .filter((id) => id !== actor.userId)
        .sort((a, b) => a - b);
      const told = await ctx.db.select().from(notifications).where(eq(notifications.requestId, request.id));
      expect(
        told.map((n) => n.userId).sort((a, b) => a - b),
        `${action}`,
      ).toEqual(want);
      // Each party gets its own page of the request: the customer's, the provider desk's, the reviewer's.
      const linkOf = (userId: number) =>
        (['customer', 'provider', 'exchange'] as const)
          .filter((p) => decl.actions[action].notify.includes(p) && parties[p].includes(userId))
          .map((p) => WORKFLOW_LINKS.order[p](request.id))[0];
      for (const n of told) expect(n.link, `${action} ${n.userId}`).toBe(linkOf(n.userId));
    }
  });
});

describe('the actor in English', () => {
  it('a version written before English names were kept reads the actor’s English name now, never the Hangul one', async () => {
    const request = await newRequest('SUBMITTED');
    await transition({ requestId: request.id, action: 'receive', version: 1, actor: cast.sales });
    const en = async () => (await engine.versions(ctx.db, request.id, cast.sales, 'en')).at(-1)!.actorName;
    const kept = await en();
    expect(kept).toMatch(/^[A-Za-z][A-Za-z .'-]+$/);
    // As a database migrated from before decision 072 holds it: no English name on the row.
    await ctx.db
      .update(requestHistory)
      .set({ actorNameEn: null })
      .where(and(eq(requestHistory.requestId, request.id), eq(requestHistory.versionNo, 2)));
    expect(await en()).toBe(kept);
    expect((await engine.versions(ctx.db, request.id, cast.sales, 'ko')).at(-1)!.actorName).toMatch(/^[가-힣]+$/);
  });
});

describe('a batch (transitionMany, decision 046)', () => {
  const many = (inputs: Omit<TransitionInput, 'kind'>[], e = engine) =>
    ctx.db.transaction((tx) =>
      e.transitionMany(
        tx,
        inputs.map((i) => ({ kind: 'order' as const, ...i })),
      ),
    );
  const lastMailId = async () => (await ctx.db.select({ last: max(mailOutbox.id) }).from(mailOutbox))[0]!.last ?? 0;

  it('writes for each document what a transition writes, with ONE digest mail per person listing every document', async () => {
    const batch = [await newRequest('SUBMITTED'), await newRequest('SUBMITTED'), await newRequest('SUBMITTED')];
    for (const r of batch) FAKE_CONTENT.set(r.id, { note: `content of ${r.number}` });
    const before = FAKE_TRANSITIONS.length;
    const mailsBefore = await lastMailId();
    const now = new Date('2026-11-25T06:00:00Z');
    const updated = await many(
      batch.map((r, i) => ({ requestId: r.id, action: 'return', version: 1, actor: cast.sales, reason: ` Reason ${i} `, now })),
    );
    expect(updated.map((u) => [u.id, u.state, u.version])).toEqual(batch.map((r) => [r.id, 'RETURNED', 2]));
    // The kind's effects ran once per document, in order, with the trimmed reasons.
    expect(FAKE_TRANSITIONS.slice(before).map((t) => [t.action, t.from, t.to, t.actorRole, t.reason])).toEqual(
      batch.map((_, i) => ['return', 'SUBMITTED', 'RETURNED', '05', `Reason ${i}`]),
    );
    for (const [i, r] of batch.entries()) {
      const history = await engine.history(ctx.db, r.id);
      expect(history.map((h) => [h.versionNo, h.action, h.fromState, h.toState])).toEqual([
        [1, CREATE_ACTION, null, 'DRAFT'],
        [2, 'return', 'SUBMITTED', 'RETURNED'],
      ]);
      expect(history[1]).toMatchObject({
        actorName: '정도윤',
        actorRole: '05',
        reason: `Reason ${i}`,
        content: { requestId: r.id, note: `content of ${r.number}` },
      });
      const audit = await ctx.db.select().from(auditLogs).where(eq(auditLogs.target, r.number));
      expect(audit.map((a) => [a.action, a.detail])).toEqual([
        ['WORKFLOW_ORDER_RETURN', { requestId: r.id, from: 'SUBMITTED', to: 'RETURNED', version: 2 }],
      ]);
      // The bell: one notification per document and person of the declared parties.
      const told = await ctx.db.select().from(notifications).where(eq(notifications.requestId, r.id)).orderBy(asc(notifications.userId));
      expect(told.map((n) => n.userId)).toEqual(parties.customer);
      for (const n of told) expect(n).toMatchObject({ action: 'return', reason: `Reason ${i}`, link: WORKFLOW_LINKS.order.customer(r.id) });
    }
    // The mail: one digest per person, in their mail language, listing the three documents and their links.
    const mails = await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, mailsBefore));
    expect(mails.map((m) => m.userId).sort((a, b) => a! - b!)).toEqual(parties.customer);
    const languages = new Map(
      (await ctx.db.select().from(users).where(inArray(users.id, parties.customer))).map((u) => [u.id, u.mailLanguageCode]),
    );
    for (const m of mails) {
      expect(m).toMatchObject({ templateName: 'workflow-digest', languageCode: languages.get(m.userId!) });
      expect(m.subject).toBe(
        m.languageCode === '02'
          ? '[KRX Market Data Customer Portal] 3 documents acted on'
          : '[한국시장데이터 고객 포털] 문서 3건 처리 알림',
      );
      for (const [i, r] of batch.entries()) {
        expect(m.text).toContain(r.number);
        expect(m.text).toContain(WORKFLOW_LINKS.order.customer(r.id));
        expect(m.html).toContain(`Reason ${i}`);
        expect(m.text).toContain(`Reason ${i}`);
      }
      expect(m.text).toContain('정도윤');
      expect(m.text).toContain('2026-11-25 15:00 KST');
    }
  });

  it('a batch of one sends the ordinary transition mail', async () => {
    const r = await newRequest('SUBMITTED');
    const mailsBefore = await lastMailId();
    await many([{ requestId: r.id, action: 'return', version: 1, actor: cast.sales, reason: 'Only one' }]);
    const mails = await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, mailsBefore));
    expect(new Set(mails.map((m) => m.templateName))).toEqual(new Set(['workflow-transition']));
    expect(mails).toHaveLength(parties.customer.length);
  });

  it('all or none: a stale version, a wrong state or another company’s request anywhere refuses the batch and changes nothing', async () => {
    const batch = [await newRequest('SUBMITTED'), await newRequest('SUBMITTED'), await newRequest('SUBMITTED')];
    const mailsBefore = await lastMailId();
    const inputs = batch.map((r) => ({ requestId: r.id, action: 'receive', version: 1, actor: cast.sales }));
    const stale = await outcome(() => many(inputs.map((i, n) => (n === 1 ? { ...i, version: 0 } : i))));
    expect(stale.code).toBe('WFL1N4091');
    const wrongState = await newRequest('RECEIVED');
    expect(
      (await outcome(() => many([...inputs, { requestId: wrongState.id, action: 'receive', version: 1, actor: cast.sales }]))).code,
    ).toBe('WFL1N4092');
    expect((await outcome(() => many(inputs.map((i) => ({ ...i, action: 'submit', actor: cast.otherCustomer }))))).code).toBe('WFL1N4041');
    expect(
      (await outcome(() => many([...inputs, { requestId: 999_999_999, action: 'receive', version: 1, actor: cast.sales }]))).code,
    ).toBe('WFL1N4041');
    const after = await ctx.db
      .select()
      .from(requests)
      .where(
        inArray(
          requests.id,
          batch.map((r) => r.id),
        ),
      );
    expect(after.map((r) => [r.state, r.version])).toEqual(batch.map(() => ['SUBMITTED', 1]));
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.requestId,
            batch.map((r) => r.id),
          ),
        ),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, mailsBefore))).toHaveLength(0);
    for (const r of batch) expect((await engine.history(ctx.db, r.id)).map((h) => h.action)).toEqual([CREATE_ACTION]);
  });

  it('another area’s batch effect runs once with every document (who was told of each), its single effect not at all', async () => {
    const e = new WorkflowEngine();
    wireWorkflow(e, ctx.config);
    registerFakeHooks(e);
    const single: number[] = [];
    const batches: EffectContext[][] = [];
    e.addEffect(
      'order',
      async (c) => void single.push(c.request.id),
      async (cs) => void batches.push([...cs]),
    );
    const batch = [await newRequest('SUBMITTED'), await newRequest('SUBMITTED')];
    await many(
      batch.map((r) => ({ requestId: r.id, action: 'return', version: 1, actor: cast.sales, reason: 'Both' })),
      e,
    );
    expect(single).toEqual([]);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((c) => [c.request.id, c.actorName, [...c.notified].sort((a, b) => a - b)])).toEqual(
      batch.map((r) => [r.id, '정도윤', parties.customer]),
    );
    // A single transition runs the single effect.
    const one = await newRequest('SUBMITTED');
    await ctx.db.transaction((tx) =>
      e.transition(tx, { kind: 'order', requestId: one.id, action: 'return', version: 1, actor: cast.sales, reason: 'One' }),
    );
    expect(single).toEqual([one.id]);
  });
});

describe('refusals', () => {
  it('a stale version answers 409 WFL1N4091 and changes nothing', async () => {
    const request = await newRequest('SUBMITTED');
    await transition({ requestId: request.id, action: 'receive', version: 1, actor: cast.sales });
    const stale = await outcome(() => transition({ requestId: request.id, action: 'approve', version: 1, actor: cast.sales }));
    expect(stale.code).toBe('WFL1N4091');
    expect(new AppError('WFL1N4091').status).toBe(409);
    const [after] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
    expect(after).toMatchObject({ state: 'RECEIVED', version: 2 });
  });

  it("the kind's own rules (before) run only once the engine allows the action, and a refusal there changes nothing", async () => {
    const request = await newRequest('SUBMITTED');
    const seen: string[] = [];
    const before = async (r: { state: string }) => {
      seen.push(r.state);
      throw new AppError('ORD1N4007');
    };
    // Not allowed (a customer cannot receive; a stale version; the wrong state): the engine answers, the rules never run.
    expect(
      (await outcome(() => transition({ requestId: request.id, action: 'receive', version: 1, actor: cast.customer, before }))).code,
    ).toBe('WFL1N4031');
    expect(
      (await outcome(() => transition({ requestId: request.id, action: 'receive', version: 9, actor: cast.sales, before }))).code,
    ).toBe('WFL1N4091');
    expect(
      (await outcome(() => transition({ requestId: request.id, action: 'submit', version: 1, actor: cast.customer, before }))).code,
    ).toBe('WFL1N4092');
    expect(seen).toEqual([]);
    // Allowed: the rules run on the request as it is, and their refusal is the answer; nothing was written.
    expect(
      (await outcome(() => transition({ requestId: request.id, action: 'receive', version: 1, actor: cast.sales, before }))).code,
    ).toBe('ORD1N4007');
    expect(seen).toEqual(['SUBMITTED']);
    const [after] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
    expect(after).toMatchObject({ state: 'SUBMITTED', version: 1 });
    expect(await engine.history(ctx.db, request.id)).toHaveLength(1);
  });

  it('a required reason missing (or blank) answers 400 WFL1N4002; an optional one may be left out', async () => {
    const request = await newRequest('RECEIVED');
    for (const reason of [undefined, '', '   '])
      expect(
        (await outcome(() => transition({ requestId: request.id, action: 'return', version: 1, actor: cast.sales, reason }))).code,
      ).toBe('WFL1N4002');
    expect(new AppError('WFL1N4002').status).toBe(400);
    const cancelled = await newRequest('RETURNED');
    expect(
      (await outcome(() => transition({ requestId: cancelled.id, action: 'cancel', version: 1, actor: cast.customer }))).code,
    ).toBeNull();
  });

  it('an unknown action (or a name of the object prototype) answers 400 WFL1N4001', async () => {
    const request = await newRequest('SUBMITTED');
    for (const action of ['launch', 'constructor', 'toString', '__proto__', EDIT_ACTION, CREATE_ACTION])
      expect((await outcome(() => transition({ requestId: request.id, action, version: 1, actor: cast.admin }))).code, action).toBe(
        'WFL1N4001',
      );
    expect(new AppError('WFL1N4001').status).toBe(400);
  });

  it("another company's customer gets 404 WFL1N4041, the same answer as a missing id", async () => {
    const request = await newRequest('DRAFT');
    const other = await outcome(() => transition({ requestId: request.id, action: 'submit', version: 1, actor: cast.otherCustomer }));
    const missing = await outcome(() => transition({ requestId: 2_000_000_000, action: 'submit', version: 1, actor: cast.customer }));
    expect(other.code).toBe('WFL1N4041');
    expect(missing.code).toBe('WFL1N4041');
    expect(await outcome(() => engine.load(ctx.db, 'order', request.id, cast.otherCustomer))).toEqual({ code: 'WFL1N4041' });
    // Provider staff and the reviewer see every company's requests; the customer their own.
    for (const actor of [cast.customer, cast.sales, cast.admin, cast.reviewer])
      expect((await outcome(() => engine.load(ctx.db, 'order', request.id, actor))).code).toBeNull();
  });

  it('two transitions at once: exactly one succeeds, the other answers 409', async () => {
    const request = await newRequest('SUBMITTED');
    const approve = () => outcome(() => transition({ requestId: request.id, action: 'approve', version: 1, actor: cast.sales }));
    const receive = () => outcome(() => transition({ requestId: request.id, action: 'receive', version: 1, actor: cast.admin }));
    // PostgreSQL: two connections race (the row lock orders them); PGlite has one connection, so one after the other.
    const results = inject('dbKind') === 'postgres' ? await Promise.all([approve(), receive()]) : [await approve(), await receive()];
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === null)).toHaveLength(1);
    expect(codes.filter((c) => c === 'WFL1N4091' || c === 'WFL1N4092')).toHaveLength(1);
    const [after] = await ctx.db.select().from(requests).where(eq(requests.id, request.id));
    expect(after!.version).toBe(2);
    const history = await engine.history(ctx.db, request.id);
    expect(history.map((h) => h.versionNo)).toEqual([1, 2]);
  });

  it('two approvals at once: one 200, one 409, one history version', async () => {
    const request = await newRequest('RECEIVED');
    const approve = (actor: WorkflowActor) => outcome(() => transition({ requestId: request.id, action: 'approve', version: 1, actor }));
    const results =
      inject('dbKind') === 'postgres'
        ? await Promise.all([approve(cast.sales), approve(cast.admin)])
        : [await approve(cast.sales), await approve(cast.admin)];
    expect(results.map((r) => r.code).sort()).toEqual(['WFL1N4091', null].sort());
    expect((await engine.history(ctx.db, request.id)).filter((h) => h.action === 'approve')).toHaveLength(1);
  });
});

describe('edits', () => {
  /** Edits by every role in every state: allowed to the state's editableBy roles (a customer in their own company). */
  it('recordEdit is allowed exactly to the editableBy roles, bumps the version and writes a history row', async () => {
    for (const state of STATES) {
      for (const name of ROLE_NAMES) {
        const actor = cast[name];
        const request = await newRequest(state);
        FAKE_CONTENT.set(request.id, { note: `edited by ${name}` });
        const got = await outcome(() =>
          ctx.db.transaction((tx) =>
            engine.recordEdit(tx, { kind: 'order', requestId: request.id, version: 1, actor, memo: 'Fixed a typo' }),
          ),
        );
        const want = name === 'otherCustomer' ? 'WFL1N4041' : mayEdit(decl, state, actor.roles) ? null : 'WFL1N4032';
        expect(got.code, `${name} edits in ${state}`).toBe(want);
        if (name !== 'otherCustomer') expect(engine.mayEdit('order', request, actor)).toBe(want === null);
        const history = await engine.history(ctx.db, request.id);
        if (want === null) {
          expect((got.value as RequestRow).version).toBe(2);
          expect(history).toHaveLength(2);
          expect(history[1]).toMatchObject({
            versionNo: 2,
            action: EDIT_ACTION,
            fromState: state,
            toState: state,
            actorUserId: actor.userId,
            actorRole: actor.roles[0],
            memo: 'Fixed a typo',
            content: { requestId: request.id, note: `edited by ${name}` },
          });
          const audit = await ctx.db
            .select()
            .from(auditLogs)
            .where(and(eq(auditLogs.target, request.number), eq(auditLogs.action, 'WORKFLOW_ORDER_EDIT')));
          expect(audit).toHaveLength(1);
        } else {
          expect(history).toHaveLength(1);
        }
      }
    }
  });

  it('an edit with a stale version answers 409 WFL1N4091', async () => {
    const request = await newRequest('DRAFT');
    const edit = () =>
      ctx.db.transaction((tx) => engine.recordEdit(tx, { kind: 'order', requestId: request.id, version: 1, actor: cast.customer }));
    expect((await outcome(edit)).code).toBeNull();
    expect((await outcome(edit)).code).toBe('WFL1N4091');
  });

  it('creation writes version 1 in the initial state, with the creator as a customer of the company', async () => {
    const request = await createRequest(ctx, engine, { companyId: alphaId, actor: cast.customer, assignedUserId: null });
    expect(request).toMatchObject({
      kind: 'order',
      state: decl.initial,
      version: 1,
      companyId: alphaId,
      createdBy: cast.customer.userId,
      assignedUserId: null,
    });
    expect(request.number).toMatch(/^WF-/);
    const [first] = await engine.history(ctx.db, request.id);
    expect(first).toMatchObject({
      versionNo: 1,
      action: CREATE_ACTION,
      fromState: null,
      toState: 'DRAFT',
      actorRole: '01',
      actorName: '김민준',
    });
  });
});

describe('the proxy reporter rule', () => {
  const report = (companyId: number, state: string) => ({ id: 1, kind: 'userReport', companyId, state, version: 1 }) as RequestRow;
  const proxy = (actsFor: number[]): WorkflowActor => ({ userId: 7, companyId: 10, roles: ['01', '02'], actsFor });

  it('a proxy reporter (02) sees and acts on the requests of mapped customers only, in role 02', () => {
    expect(seesCompany(proxy([20, 30]), 20)).toBe(true);
    expect(seesCompany(proxy([20, 30]), 40)).toBe(false);
    expect(seesCompany(proxy([20]), 10)).toBe(true);
    // actsFor without the role counts for nothing.
    expect(seesCompany({ userId: 8, companyId: 10, roles: ['01'], actsFor: [20] }, 20)).toBe(false);
    expect(engine.allowed('userReport', report(20, 'SAVED'), proxy([20]))).toContain('submit');
    expect(engine.allowed('userReport', report(40, 'SAVED'), proxy([20]))).toEqual([]);
    expect(engine.mayEdit('userReport', report(20, 'SAVED'), proxy([20]))).toBe(true);
    expect(engine.mayEdit('userReport', report(40, 'SAVED'), proxy([20]))).toBe(false);
    // A member without 02 acts on their own company's only; provider staff on none of the reporter's actions.
    expect(engine.allowed('userReport', report(10, 'SAVED'), { userId: 9, companyId: 10, roles: ['01'] })).toContain('submit');
    expect(engine.allowed('userReport', report(20, 'SAVED'), { userId: 9, companyId: 10, roles: ['01'] })).toEqual([]);
    expect(engine.allowed('userReport', report(20, 'SAVED'), { userId: 5, companyId: 1, roles: ['05'] })).toEqual([]);
  });
});

describe('a request without a company (a visitor’s contract inquiry; decision 077)', () => {
  const inquiry = (createdBy: number | null) =>
    ({ id: 1, kind: 'contractInquiry', companyId: null, createdBy, state: 'OPEN', version: 1 }) as RequestRow;

  it('is seen by provider staff and by its creator only, never by a proxy, the reviewer or another member', () => {
    expect(seesRequest({ userId: 5, companyId: 0, roles: ['05'] }, inquiry(null))).toBe(true);
    expect(seesRequest({ userId: 6, companyId: 0, roles: ['06'] }, inquiry(null))).toBe(true);
    expect(seesRequest({ userId: 9, companyId: 0, roles: ['09'] }, inquiry(null))).toBe(false);
    expect(seesRequest({ userId: 7, companyId: 10, roles: ['01', '02'], actsFor: [10, 20] }, inquiry(null))).toBe(false);
    expect(seesRequest({ userId: 8, companyId: 10, roles: ['01'] }, inquiry(8))).toBe(true);
    expect(seesRequest({ userId: 8, companyId: 10, roles: ['01'] }, inquiry(3))).toBe(false);
  });

  it('takes provider actions only: no customer acts on it, not even its creator', () => {
    expect(engine.allowed('contractInquiry', inquiry(null), { userId: 5, companyId: 0, roles: ['05'] })).toEqual(['assign', 'answer']);
    expect(engine.allowed('contractInquiry', inquiry(8), { userId: 8, companyId: 10, roles: ['01'] })).toEqual([]);
  });
});
