import { ROLE, type TWorkflowKind } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { companies, requests, userCompanies, userRoles, users } from '../src/db/schema/index';
import { waitingOnOf, type RequestRow, type TransitionContext, type WorkflowActor, type WorkflowEngine } from '../src/platform/workflow';
import type { TestContext } from './helpers';

/**
 * Helpers of the workflow tests (the engine, notifications, the work queue; imported by *.test.ts only): fake hooks
 * for a kind (its content is a small JSON kept here, so no kind's module is needed), actors of the seeded cast, and
 * requests created through the engine then put in any state.
 */

/** The content a fake kind answers for each request (the history stores it with each version). */
export const FAKE_CONTENT = new Map<number, Record<string, unknown>>();
/** Every transition the fake hooks saw, in order. */
export const FAKE_TRANSITIONS: Pick<TransitionContext, 'action' | 'from' | 'to' | 'actorRole' | 'reason' | 'memo'>[] = [];

/** Registers fake hooks for a kind (on a fresh engine, or on the app's to stand in for the kind's module). */
export function registerFakeHooks(engine: WorkflowEngine, kind: TWorkflowKind = 'order'): void {
  engine.register({
    kind,
    prefix: 'FK',
    read: async (_db, requestId) => ({ requestId }),
    content: async (_tx, requestId) => ({ requestId, ...(FAKE_CONTENT.get(requestId) ?? { note: 'initial' }) }),
    onTransition: async (c) => {
      FAKE_TRANSITIONS.push({ action: c.action, from: c.from, to: c.to, actorRole: c.actorRole, reason: c.reason, memo: c.memo });
    },
  });
}

/** Seeded people by login e-mail: id and mail language. */
export async function seededPeople(ctx: TestContext): Promise<Map<string, { id: number; mailLanguageCode: string }>> {
  const rows = await ctx.db.select({ id: users.id, email: users.loginEmail, mailLanguageCode: users.mailLanguageCode }).from(users);
  return new Map(rows.map((r) => [r.email, { id: r.id, mailLanguageCode: r.mailLanguageCode }]));
}

/** Seeded companies by customer code (C1001 Alpha, C1002 Beta, C2001 Gamma, P0001 provider, X0001 exchange). */
export async function seededCompanies(ctx: TestContext): Promise<Map<string, number>> {
  const rows = await ctx.db.select({ id: companies.id, code: companies.customerCode }).from(companies);
  return new Map(rows.map((r) => [r.code ?? '', r.id]));
}

/** An actor as a token would carry them: a seeded user, a company and the roles given (default: all they hold). */
export async function actorOf(ctx: TestContext, email: string, companyCode: string, roles?: string[]): Promise<WorkflowActor> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.loginEmail, email));
  if (!user) throw new Error(`no seeded user ${email}`);
  const held = (await ctx.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.roleCode);
  const companyId = (await seededCompanies(ctx)).get(companyCode);
  if (!companyId) throw new Error(`no seeded company ${companyCode}`);
  return { userId: user.id, companyId, roles: roles ?? held };
}

/** The five workflow roles of the tests: a customer of the request's company (Alpha) and of another (Beta), 05, 06, 09. */
export async function workflowCast(ctx: TestContext) {
  return {
    customer: await actorOf(ctx, 'member@alpha-securities.example', 'C1001', [ROLE.customer]),
    otherCustomer: await actorOf(ctx, 'analyst@beta-am.example', 'C1002', [ROLE.customer]),
    sales: await actorOf(ctx, 'sales@krx-data.example', 'P0001', [ROLE.sales]),
    admin: await actorOf(ctx, 'admin@krx-data.example', 'P0001', [ROLE.providerAdmin]),
    reviewer: await actorOf(ctx, 'reviewer@exchange.example', 'X0001', [ROLE.exchangeReviewer]),
  };
}

let numberCounter = 0;

/**
 * A request created through the engine (create + recordCreation, one transaction), then put in `state` directly when
 * another state is asked for (the setup of a test, not a transition), entering it at `stateSince`.
 */
export async function createRequest(
  ctx: TestContext,
  engine: WorkflowEngine,
  opts: {
    companyId: number;
    actor: WorkflowActor;
    kind?: TWorkflowKind;
    state?: string;
    assignedUserId?: number | null;
    title?: string | { ko: string; en: string };
    stateSince?: Date;
  },
): Promise<RequestRow> {
  const kind = opts.kind ?? 'order';
  const created = await ctx.db.transaction(async (tx) => {
    const row = await engine.create(tx, {
      kind,
      companyId: opts.companyId,
      number: (id) => `WF-${process.pid % 1000}-${++numberCounter}-${id}`,
      title: opts.title ?? `Test request ${numberCounter}`,
      actor: opts.actor,
      assignedUserId: opts.assignedUserId ?? null,
    });
    await engine.recordCreation(tx, row, opts.actor);
    return row;
  });
  if (!opts.state && !opts.stateSince) return created;
  const [moved] = await ctx.db
    .update(requests)
    .set({
      state: opts.state ?? created.state,
      waitingOn: waitingOnOf(kind, opts.state ?? created.state),
      stateSince: opts.stateSince ?? created.stateSince,
    })
    .where(eq(requests.id, created.id))
    .returning();
  return moved!;
}

/** Adds an active provider user with the roles given (a second representative, an inactive one). */
export async function addProviderUser(
  ctx: TestContext,
  email: string,
  roles: string[],
  opts: { status?: string; mailLanguageCode?: string; firstName?: string; lastName?: string } = {},
): Promise<number> {
  const providerId = (await seededCompanies(ctx)).get('P0001')!;
  const [row] = await ctx.db
    .insert(users)
    .values({
      loginEmail: email,
      firstName: opts.firstName ?? '지우',
      lastName: opts.lastName ?? '한',
      officePhone: '+82-2-3774-9099',
      status: opts.status ?? 'ACTIVE',
      mailLanguageCode: opts.mailLanguageCode ?? '01',
      createdAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: users.id });
  await ctx.db.insert(userRoles).values(roles.map((roleCode) => ({ userId: row!.id, roleCode })));
  await ctx.db.insert(userCompanies).values({ userId: row!.id, companyId: providerId });
  return row!.id;
}

/** Ids of users by login e-mail. */
export async function idsOf(ctx: TestContext, emails: string[]): Promise<number[]> {
  const rows = await ctx.db.select({ id: users.id }).from(users).where(inArray(users.loginEmail, emails));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
