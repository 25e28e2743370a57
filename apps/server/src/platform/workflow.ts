import {
  CREATE_ACTION,
  creationParties,
  PROVIDER_ROLES,
  EDIT_ACTION,
  WORKFLOW_LINKS,
  WORKFLOWS,
  type TWorkflowKind,
  type TWorkflowParty,
  type TLanguage,
  type TRequestVersion,
  type TWorkflowRole,
  type WorkflowDeclaration,
} from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from './db';
import { koreaDay } from './clock';
import type { KindCopy } from './kind-table';
export type { KindCopy } from './kind-table';
import { AppError } from './errors';
import { auditLogs, notifications, requestHistory, requests } from './schema';

/**
 * The one transition function of the business domain (design of record "The request workflow", decision 039).
 * A kind is declared in the contract (workflow.ts); its module registers here only what the declaration cannot
 * say: how to read the document's content for the history, and what a transition does to other records (an
 * approved order makes a contract). Everything else (the check of the declaration, the caller's role and
 * company, the optimistic version, the history row, the audit row and the notifications) happens here, in the
 * caller's one transaction.
 */

/** Who acts: from the token. */
export interface WorkflowActor {
  userId: number;
  companyId: number;
  roles: readonly string[];
  /**
   * The customer companies a proxy reporter (02) acts for (their mappings, read by the kind's module that knows them):
   * with role 02 the actor sees and acts on those companies' requests as a proxy reporter. Empty or absent otherwise.
   */
  actsFor?: readonly number[];
}

/**
 * Someone not signed in who makes a request (a visitor sending a contract inquiry; decision 077): no user, no company,
 * no role. Named as they wrote their name; only a creation has such an actor (every action is taken by someone signed in).
 */
export interface VisitorActor {
  visitorName: string;
}
/** Who makes a request: a signed-in actor or a visitor. */
export type CreationActor = WorkflowActor | VisitorActor;
export const isVisitor = (actor: CreationActor): actor is VisitorActor => 'visitorName' in actor;

/** The actor of a signed-in caller (their token's user, company and roles). */
export const actorOf = (auth: WorkflowActor): WorkflowActor => ({ userId: auth.userId, companyId: auth.companyId, roles: auth.roles });

/** A person a notification goes to. */
export interface Recipient {
  userId: number;
  email: string;
  /** 01 Korean, 02 English. */
  mailLanguageCode: string;
}

export type RequestRow = typeof requests.$inferSelect;
export type HistoryRow = typeof requestHistory.$inferSelect;

export interface TransitionContext {
  tx: Tx;
  request: RequestRow;
  action: string;
  from: string;
  to: string;
  actor: WorkflowActor;
  actorRole: TWorkflowRole;
  reason: string | null;
  memo: string | null;
  now: Date;
}

/** What a kind's module tells the engine. */

export interface KindHooks {
  /** The document's content now (stored with each history version); plain JSON. */
  content(tx: Tx, requestId: number): Promise<Record<string, unknown>>;
  /** The kind's copy of the state and version (see KindCopy). */
  copy?: KindCopy;
  /** Runs inside the transaction after the state changed, before the history row: effects on other records. Throwing rolls all back. */
  onTransition?(ctx: TransitionContext): Promise<void>;
  /**
   * The content of many documents at once (a batch of `transitionMany`); without it the engine asks `content` once per
   * document. Must answer what `content` answers for each.
   */
  contentMany?(tx: Tx, requestIds: readonly number[]): Promise<Map<number, Record<string, unknown>>>;
  /**
   * The effects of many transitions of the kind in one batch (`transitionMany`), in input order; without it the engine
   * calls `onTransition` once per document. Must do what `onTransition` does for each, with fewer statements.
   */
  onTransitionMany?(ctxs: readonly TransitionContext[]): Promise<void>;
}

/**
 * A kind of request, defined once (`defineKind`): its declaration's name, its number prefix, its own row (read by
 * request id) and its hooks. The engine runs the kind's whole life from it: `createRecord` (the header numbered
 * `PREFIX-YYYY-NNNNNN`, the kind's row, the creation's history and notices), `editRecord` (a version when something
 * changed), `act`, `loadRecord` and `versionsOf`; the kind's module writes only what is its own.
 */
export interface KindDefinition<R> extends KindHooks {
  kind: TWorkflowKind;
  /** The number's prefix: a request is numbered `${prefix}-YYYY-NNNNNN` (the Korean year of its creation). */
  prefix: string;
  /** The kind's row of a request, in its own table. */
  read: (db: DbOrTx, requestId: number) => Promise<R | null | undefined>;
}

/** What a kind's calls work with: the database, the app's configuration (its business clock) and the engine. */
export interface KindContext {
  db: Db;
  config: object;
  workflow: WorkflowEngine;
}

/** A kind's definition (see KindDefinition), typed by its row; registered with an engine by `engine.register`. */
export const defineKind = <R>(definition: KindDefinition<R>): KindDefinition<R> => definition;

/** What a kind's row copies of its header when it is created (the engine keeps state and version in step after). */
export interface HeaderCopy {
  requestId: number;
  number: string;
  state: string;
  version: number;
}

/** The fields of an action's body that every kind's action call carries (the contract's ZWorkflowActionRequest). */
export interface ActionBody {
  version: number;
  reason?: string | null;
  memo?: string | null;
}

/**
 * What another area does after any transition of a kind, in the transition's transaction, once the kind's own effects,
 * the history, the audit row and the notifications are written (e.g. the exchange-approvals area keeps an item of each
 * request that enters a state waiting on the exchange). `notified` holds the users told of the transition; `actorName`
 * the actor's name as the history reads it. Throwing rolls all back. Areas register effects at start-up, so the kind's
 * own module needs no import of theirs.
 */
export type TransitionEffect = (ctx: EffectContext) => Promise<void>;
export type EffectContext = TransitionContext & { notified: readonly number[]; actorName: string; actorNames: ActorNames };
/** The same effect for many transitions of one batch (`transitionMany`), in input order. */
export type TransitionEffectMany = (ctxs: readonly EffectContext[]) => Promise<void>;

/**
 * A check another area runs before a transition of a kind (e.g. the non-display area: an order that declares
 * non-display use is not submitted without a declaration). It throws an AppError to refuse; it runs in the
 * transition's transaction after the declaration, role, version and state checks. Areas register guards at start-up,
 * so the kind's own module needs no import of theirs.
 */
export type TransitionGuard = (ctx: { tx: Tx; request: RequestRow; action: string; actor: WorkflowActor }) => Promise<void>;

/**
 * Resolves the people of a party for a request (identity and catalogue know them; set once at start). The customer party
 * of a request without a company (a visitor's) is nobody.
 */
export type PartyResolver = (tx: DbOrTx, party: TWorkflowParty, request: RequestRow, actor: CreationActor) => Promise<Recipient[]>;

/** Queues the mail of a transition to one recipient (the notifications module renders its template). */
export type TransitionMailer = (
  tx: Tx,
  mail: {
    recipient: Recipient;
    kind: TWorkflowKind;
    request: RequestRow;
    action: string;
    to: string;
    reason: string | null;
    link: string;
    /** The actor's name in each language (the mailer writes the recipient's). */
    actorName: ActorNames;
  },
) => Promise<void>;

/** One document of a digest mail: what a batch did to it. */
export interface DigestItem {
  kind: TWorkflowKind;
  request: RequestRow;
  action: string;
  to: string;
  reason: string | null;
  link: string;
}

/**
 * Queues ONE mail to a recipient told of several documents of one batch (`transitionMany`): the digest lists them
 * (the notifications module renders its template). A recipient told of one document of a batch gets the ordinary mail.
 */
export type DigestMailer = (
  tx: Tx,
  mail: { recipient: Recipient; items: readonly DigestItem[]; actorName: ActorNames; now: Date },
) => Promise<void>;

/** A person's name as shown in each language (formatPersonName): the registered name in Korean, the English name in English. */
export interface ActorNames {
  ko: string;
  en: string;
}
/** Answers the display names of a user as they read now (formatPersonName). */
export type NameResolver = (tx: DbOrTx, userId: number) => Promise<ActorNames>;

const PROVIDER_SIDE: readonly string[] = ['05', '06'];
const EXCHANGE_SIDE: readonly string[] = ['09'];
const PROXY_REPORTER = '02';

/** Whether the actor is a proxy reporter (02) for the company (one of their mapped customers); never for no company. */
export const proxiesFor = (actor: WorkflowActor, companyId: number | null): boolean =>
  companyId !== null && actor.roles.includes(PROXY_REPORTER) && (actor.actsFor ?? []).includes(companyId);

/** The party a role acts for. */
export const partyOfRole = (role: string): TWorkflowParty =>
  PROVIDER_SIDE.includes(role) ? 'provider' : EXCHANGE_SIDE.includes(role) ? 'exchange' : 'customer';

/**
 * Whether the actor may see requests of the company: customers their own; a proxy reporter their mapped customers';
 * provider staff and the reviewer every one.
 */
export const seesCompany = (actor: WorkflowActor, companyId: number): boolean =>
  actor.roles.some((r) => PROVIDER_SIDE.includes(r) || EXCHANGE_SIDE.includes(r)) ||
  actor.companyId === companyId ||
  proxiesFor(actor, companyId);

/**
 * Whether the actor may see a request: one of a company as `seesCompany` says; one without a company (a visitor's or a
 * member's contract inquiry; decision 077) provider staff only, and its creator when a member made it. Proxy reporters
 * and the exchange's reviewer never see one.
 */
export const seesRequest = (actor: WorkflowActor, request: Pick<RequestRow, 'companyId' | 'createdBy'>): boolean =>
  request.companyId === null
    ? actor.roles.some((r) => PROVIDER_SIDE.includes(r)) || (request.createdBy !== null && request.createdBy === actor.userId)
    : seesCompany(actor, request.companyId);

/**
 * The company of a request of a kind that always has one (every kind but the contract inquiry): a request without one
 * here is a fault of the caller, not a null to carry on with.
 */
export function companyOf(request: Pick<RequestRow, 'companyId' | 'number'>): number {
  if (request.companyId === null) throw new Error(`request ${request.number} has no company`);
  return request.companyId;
}

/** Which role an actor who holds several acts in: the administrator before the representative, the customer, the proxy last. */
const ROLE_PREFERENCE: readonly string[] = ['06', '05', '09', '01', '02'];

/** The role an actor takes an action in: the most senior of the action's roles the actor holds, customer last. */
function roleFor(actor: WorkflowActor, roles: readonly TWorkflowRole[], companyId: number | null): TWorkflowRole | null {
  const held = roles.filter((r) => actor.roles.includes(r));
  // A customer acts in their own company only, a proxy reporter for their mapped customers only (neither on a request
  // without a company); provider and exchange roles act on any company.
  const usable = held.filter(
    (r) => (r !== '01' || (companyId !== null && actor.companyId === companyId)) && (r !== PROXY_REPORTER || proxiesFor(actor, companyId)),
  );
  return [...usable].sort((a, b) => ROLE_PREFERENCE.indexOf(a) - ROLE_PREFERENCE.indexOf(b))[0] ?? null;
}

export interface TransitionInput {
  kind: TWorkflowKind;
  requestId: number;
  action: string;
  /** The version the caller saw; a stale one answers 409. */
  version: number;
  actor: WorkflowActor;
  reason?: string | null;
  memo?: string | null;
  now?: Date;
  /** The request's row as `change` locked it in this transaction, visible to the actor (saves reading it again). */
  locked?: RequestRow;
  /** The kind's module takes an automatic action (declared `auto`): refused when it comes from the actions call. */
  auto?: boolean;
  /**
   * The kind's own rules and preparations for this action (its fields checked with its error codes, its row brought up
   * to date), run once the engine has found the action allowed (declared, the actor's role, the version seen, the
   * state) and before anything of the engine's changes. A kind never asks `allowed` first and then the engine again:
   * the one check is here.
   */
  before?: (request: RequestRow) => Promise<void>;
}

/** One action on a request of a kind, with the kind's own row (see `WorkflowEngine.act`). */
export interface ActInput<R> {
  requestId: number;
  action: string;
  /** The action call's body: the version the caller saw, the reason and the memo (blank ones are none). */
  body: ActionBody;
  actor: WorkflowActor;
  now?: Date;
  /** The kind's rules and preparations for this action, given its row as it stood (see `TransitionInput.before`). */
  before?: (ctx: { tx: Tx; request: RequestRow; row: R }) => Promise<void>;
  /** What the action does once done, in its transaction (e.g. a mail queued with it), given the request and row after it. */
  after?: (ctx: { tx: Tx; request: RequestRow; row: R }) => Promise<void>;
}

/** A request and the kind's row of it, as the engine's record calls answer them. */
export interface KindRecord<R> {
  request: RequestRow;
  row: R;
}

/** The creation of a request of a kind (see `WorkflowEngine.createRecord`). */
export interface CreateInput {
  companyId: number | null;
  /** In both languages (a plain string serves both). */
  title: string | { ko: string; en: string };
  actor: CreationActor;
  assignedUserId: number | null;
  now?: Date;
  /**
   * An automatic action (declared `auto`) taken at once after the creation, in its transaction (a change applied as
   * soon as it is asked): it tells its own parties, and the creation tells no one (they would hear twice of one request).
   */
  autoAction?: string;
}

/** The party a request of a kind waits on in a state (its `waiting_on` column): the declaration's, null when final. */
export const waitingOnOf = (kind: TWorkflowKind, state: string): TWorkflowParty | null => {
  const states = (WORKFLOWS[kind] as WorkflowDeclaration).states;
  return Object.prototype.hasOwnProperty.call(states, state) ? (states[state]!.waitingOn ?? null) : null;
};

/** A request's title in a language. */
export const requestTitle = (row: Pick<RequestRow, 'title' | 'titleEn'>, lang: 'ko' | 'en'): string =>
  lang === 'en' ? (row.titleEn ?? row.title) : row.title;

/** Rows a multi-row statement takes at once (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;
const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** PostgreSQL's lock_not_available (a NOWAIT lock held by another transaction), wherever the driver wrapped it. */
function isLockNotAvailable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '55P03') return true;
  return false;
}

export class WorkflowEngine {
  private readonly hooks = new Map<string, KindHooks>();
  private readonly guards = new Map<string, Set<TransitionGuard>>();
  private readonly effects = new Map<string, Map<TransitionEffect, TransitionEffectMany | undefined>>();
  private parties: PartyResolver = async () => [];
  private mailer: TransitionMailer | null = null;
  private digestMailer: DigestMailer | null = null;
  private names: NameResolver = async (_tx, id) => ({ ko: `#${id}`, en: `#${id}` });
  /** The requests a change is under way for in this process, with their company and creator once read (see `change`). */
  private readonly inFlight = new Map<number, Pick<RequestRow, 'companyId' | 'createdBy'> | null>();
  /** Told after each `change` ended (committed or not): caches of requests drop what they hold (decision 042). */
  private readonly changeListeners = new Set<() => void>();

  /** Calls `fn` after every change run through `change` in this process has ended; answers the unsubscriber. */
  onChange(fn: () => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  /** A kind's definition, registered once at start (modules/kinds.ts). */
  register<R>(definition: KindDefinition<R>): void {
    this.hooks.set(definition.kind, definition);
  }

  /** Brings the kind's copy of state, version and time (KindCopy) in step with the headers of `ids`, in one statement. */
  private async writeCopy(tx: Tx, kind: TWorkflowKind, ids: readonly number[]): Promise<void> {
    const copy = this.hooks.get(kind)?.copy;
    if (!copy || !ids.length) return;
    const col = (c: PgColumn) => sql.identifier(c.name);
    await tx.execute(sql`update ${copy.table} set ${col(copy.state)} = h.state, ${col(copy.version)} = h.version, ${col(copy.updatedAt)} = h.updated_at
      from (select ${requests.id} as id, ${requests.state} as state, ${requests.version} as version, ${requests.updatedAt} as updated_at
            from ${requests} where ${inArray(requests.id, [...ids])}) h
      where ${copy.requestId} = h.id`);
  }

  /** Another area's check before the transitions of a kind (see TransitionGuard); registering one twice keeps one. */
  addGuard(kind: TWorkflowKind, guard: TransitionGuard): void {
    const set = this.guards.get(kind) ?? new Set<TransitionGuard>();
    set.add(guard);
    this.guards.set(kind, set);
  }

  /**
   * Another area's effect after the transitions of a kind (see TransitionEffect); registering one twice keeps one.
   * `many`, when given, does the same for the transitions of one batch (`transitionMany`) with fewer statements.
   */
  addEffect(kind: TWorkflowKind, effect: TransitionEffect, many?: TransitionEffectMany): void {
    const map = this.effects.get(kind) ?? new Map<TransitionEffect, TransitionEffectMany | undefined>();
    map.set(effect, many);
    this.effects.set(kind, map);
  }

  /** Sets the warnings of a request (REQUEST_FLAG_LABELS codes), in the transaction of the kind's change. */
  async setFlags(tx: Tx, requestId: number, flags: readonly string[]): Promise<void> {
    await tx
      .update(requests)
      .set({ flags: [...new Set(flags)] })
      .where(eq(requests.id, requestId));
  }

  /**
   * Sets the provider staff member in charge of a request (the header's `assigned_user_id`, which the work queue and the
   * provider party read), in the transaction of the kind's change (a contract inquiry taken on or given back).
   */
  async setAssignee(tx: Tx, requestId: number, userId: number | null): Promise<void> {
    await tx.update(requests).set({ assignedUserId: userId }).where(eq(requests.id, requestId));
  }

  /** Set by the modules that know people (identity, catalogue) and mail templates (notifications). */
  useParties(resolver: PartyResolver): void {
    this.parties = resolver;
  }
  useMailer(mailer: TransitionMailer): void {
    this.mailer = mailer;
  }
  /** The digest of a batch (see DigestMailer); without it a batch mails each document as a single transition does. */
  useDigestMailer(mailer: DigestMailer): void {
    this.digestMailer = mailer;
  }
  useNames(names: NameResolver): void {
    this.names = names;
  }

  declaration(kind: TWorkflowKind): WorkflowDeclaration {
    return WORKFLOWS[kind] as WorkflowDeclaration;
  }

  private hooksOf(kind: string): KindHooks {
    const hooks = this.hooks.get(kind);
    if (!hooks) throw new Error(`workflow kind ${kind} has no registered hooks`);
    return hooks;
  }

  /** Reads a request of a kind the actor may see, or answers 404 (never telling another company's ids apart). */
  async load(
    db: DbOrTx,
    kind: TWorkflowKind,
    requestId: number,
    actor: WorkflowActor,
    opts: { forUpdate?: boolean } = {},
  ): Promise<RequestRow> {
    const base = db
      .select()
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.kind, kind)));
    const [row] = opts.forUpdate ? await base.for('update') : await base;
    if (!row || !seesRequest(actor, row)) throw new AppError('WFL1N4041');
    return row;
  }

  /** A request of a kind the actor may see with the kind's own row, or 404 for either missing. */
  async loadRecord<R>(db: DbOrTx, def: KindDefinition<R>, requestId: number, actor: WorkflowActor): Promise<KindRecord<R>> {
    const request = await this.load(db, def.kind, requestId, actor);
    return { request, row: await this.rowOf(db, def, requestId) };
  }

  /** The kind's row of a request (404 when missing). */
  private async rowOf<R>(db: DbOrTx, def: KindDefinition<R>, requestId: number): Promise<R> {
    const row = await def.read(db, requestId);
    if (!row) throw new AppError('WFL1N4041');
    return row;
  }

  /**
   * Creates a request of a kind with its row, in the caller's transaction: the header (numbered by the kind's prefix,
   * in its initial state, version 1), then the kind's row from `insert` (given what it copies of the header; it may do
   * more of its own in `tx`, e.g. attach files), then the creation's history row and notices (`recordCreation`).
   */
  async createRecord<R>(
    tx: Tx,
    def: KindDefinition<R>,
    input: CreateInput,
    insert: (header: HeaderCopy, request: RequestRow) => Promise<R>,
  ): Promise<KindRecord<R>> {
    const now = input.now ?? new Date();
    const year = koreaDay(now).slice(0, 4);
    const request = await this.create(tx, {
      kind: def.kind,
      companyId: input.companyId,
      number: (id) => `${def.prefix}-${year}-${String(id).padStart(6, '0')}`,
      title: input.title,
      actor: input.actor,
      assignedUserId: input.assignedUserId,
      now,
    });
    const row = await insert({ requestId: request.id, number: request.number, state: request.state, version: request.version }, request);
    await this.recordCreation(tx, request, input.actor, now, { announce: !input.autoAction });
    if (!input.autoAction || isVisitor(input.actor)) return { request, row };
    const after = await this.transition(tx, {
      kind: def.kind,
      requestId: request.id,
      action: input.autoAction,
      version: request.version,
      actor: input.actor,
      auto: true,
      now,
      locked: request,
    });
    return { request: after, row: await this.rowOf(tx, def, request.id) };
  }

  /**
   * Saves a kind's fields: under the request's lock (`change`), by whom the state's `editableBy` names, with the version
   * the caller saw; `apply` writes the kind's fields and answers whether anything changed. A change is a version of
   * its own (`recordEdit`: the history row with the content); a save that changes nothing writes nothing.
   */
  async editRecord<R>(
    db: Db,
    def: KindDefinition<R>,
    input: { requestId: number; version: number; actor: WorkflowActor; memo?: string | null; now?: Date },
    apply: (ctx: { tx: Tx; request: RequestRow; row: R }) => Promise<boolean>,
  ): Promise<KindRecord<R>> {
    return this.change(db, def.kind, input.requestId, input.actor, async (tx, request) => {
      const row = await this.rowOf(tx, def, input.requestId);
      if (!this.mayEdit(def.kind, request, input.actor)) throw new AppError('WFL1N4032');
      if (request.version !== input.version) throw new AppError('WFL1N4091');
      if (!(await apply({ tx, request, row }))) return { request, row };
      const updated = await this.recordEdit(tx, { ...input, kind: def.kind });
      return { request: updated, row: await this.rowOf(tx, def, input.requestId) };
    });
  }

  /**
   * Runs one change of a request (a transition, an edit) in a transaction holding the request's row lock, and hands
   * the locked row to `fn`. A caller who finds another change of the same request under way, in this process or
   * holding the row lock in any process, is answered at once instead of queueing behind it: 409 WFL1N4091 as a stale
   * version (what it saw is being changed), or 404 when the request is not theirs to see.
   */
  async change<T>(
    db: Db,
    kind: TWorkflowKind,
    requestId: number,
    actor: WorkflowActor,
    fn: (tx: Tx, request: RequestRow) => Promise<T>,
  ): Promise<T> {
    const busy = async (): Promise<never> => {
      // Whether the caller may see the request decides 404 or 409: known without a query while its change is under way.
      const seen = this.inFlight.get(requestId);
      if (seen == null) await this.load(db, kind, requestId, actor);
      else if (!seesRequest(actor, seen)) throw new AppError('WFL1N4041');
      throw new AppError('WFL1N4091');
    };
    if (this.inFlight.has(requestId)) return busy();
    this.inFlight.set(requestId, null);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(requests)
          .where(and(eq(requests.id, requestId), eq(requests.kind, kind)))
          .for('update', { noWait: true });
        if (row) this.inFlight.set(requestId, { companyId: row.companyId, createdBy: row.createdBy });
        if (!row || !seesRequest(actor, row)) throw new AppError('WFL1N4041');
        return fn(tx, row);
      });
    } catch (err) {
      if (isLockNotAvailable(err)) return busy();
      throw err;
    } finally {
      this.inFlight.delete(requestId);
      for (const fn of this.changeListeners) fn();
    }
  }

  /**
   * Creates a request in the kind's initial state, version 1, with its first history row. The kind's module
   * inserts its own row (keyed by the returned id) in the same transaction, then calls `recordCreation`. A visitor's
   * request (decision 077) has no company (`companyId: null`) and no creator.
   */
  async create(
    tx: Tx,
    input: {
      kind: TWorkflowKind;
      companyId: number | null;
      number: (id: number) => string;
      /** In both languages (a plain string serves both). */
      title: string | { ko: string; en: string };
      actor: CreationActor;
      assignedUserId: number | null;
      now?: Date;
    },
  ): Promise<RequestRow> {
    const decl = this.declaration(input.kind);
    const now = input.now ?? new Date();
    const [row] = await tx
      .insert(requests)
      .values({
        kind: input.kind,
        companyId: input.companyId,
        number: `tmp-${crypto.randomUUID().slice(0, 24)}`,
        title: typeof input.title === 'string' ? input.title : input.title.ko,
        titleEn: typeof input.title === 'string' ? null : input.title.en,
        state: decl.initial,
        waitingOn: waitingOnOf(input.kind, decl.initial),
        version: 1,
        createdBy: isVisitor(input.actor) ? null : input.actor.userId,
        assignedUserId: input.assignedUserId,
        createdAt: now,
        updatedAt: now,
        stateSince: now,
      })
      .returning();
    const [numbered] = await tx
      .update(requests)
      .set({ number: input.number(row!.id) })
      .where(eq(requests.id, row!.id))
      .returning();
    return numbered!;
  }

  /**
   * Writes the creation's history row (version 1) once the kind's own row exists, and tells the creation's parties, as
   * a transition does (`creationParties`: the party the new request waits on, unless that is the creator's own side).
   * `announce: false` when the caller takes an automatic action at once in the same transaction (a change applied at
   * once): that transition tells its own parties, who would otherwise hear twice of one request. A visitor writes on
   * the customer's side (role 01), under the name they wrote.
   */
  async recordCreation(
    tx: Tx,
    request: RequestRow,
    actor: CreationActor,
    now = new Date(),
    opts: { announce?: boolean } = {},
  ): Promise<void> {
    const role = isVisitor(actor)
      ? '01'
      : actor.roles.includes('01') && actor.companyId === request.companyId
        ? '01'
        : proxiesFor(actor, request.companyId)
          ? PROXY_REPORTER
          : (actor.roles[0] ?? '01');
    // The kind inserted its row after create(): its copy now says what the header says.
    await this.writeCopy(tx, request.kind as TWorkflowKind, [request.id]);
    const actorName = await this.writeHistory(tx, request, {
      versionNo: 1,
      action: CREATE_ACTION,
      from: null,
      to: request.state,
      actor,
      role,
      reason: null,
      memo: null,
      now,
    });
    if (opts.announce === false) return;
    await this.notify(tx, {
      kind: request.kind as TWorkflowKind,
      request,
      action: CREATE_ACTION,
      to: request.state,
      parties: creationParties(this.declaration(request.kind as TWorkflowKind), partyOfRole(role)),
      actor,
      actorName,
      reason: null,
      now,
    });
  }

  /**
   * An edit of the fields: allowed to the roles the state's `editableBy` names (a customer in their own company).
   * The kind's module writes its fields first (in `tx`), then calls this to bump the version and write the history
   * row. Answers the updated header.
   */
  async recordEdit(
    tx: Tx,
    input: { kind: TWorkflowKind; requestId: number; version: number; actor: WorkflowActor; memo?: string | null; now?: Date },
  ): Promise<RequestRow> {
    const now = input.now ?? new Date();
    const request = await this.load(tx, input.kind, input.requestId, input.actor, { forUpdate: true });
    const decl = this.declaration(input.kind);
    const role = roleFor(input.actor, decl.states[request.state]?.editableBy ?? [], request.companyId);
    if (!role) throw new AppError('WFL1N4032');
    if (request.version !== input.version) throw new AppError('WFL1N4091');
    const [updated] = await tx
      .update(requests)
      .set({ version: sql`${requests.version} + 1`, updatedAt: now })
      .where(and(eq(requests.id, request.id), eq(requests.version, input.version)))
      .returning();
    if (!updated) throw new AppError('WFL1N4091');
    await this.writeCopy(tx, input.kind, [updated.id]);
    await this.writeHistory(tx, updated, {
      versionNo: updated.version,
      action: EDIT_ACTION,
      from: request.state,
      to: request.state,
      actor: input.actor,
      role,
      reason: null,
      memo: input.memo ?? null,
      now,
    });
    await this.audit(tx, updated, EDIT_ACTION, input.actor, { version: updated.version });
    return updated;
  }

  /** Whether the caller may edit now (for the detail answer). */
  mayEdit(kind: TWorkflowKind, request: RequestRow, actor: WorkflowActor): boolean {
    return roleFor(actor, this.declaration(kind).states[request.state]?.editableBy ?? [], request.companyId) !== null;
  }

  /** The actions the caller may take now (the detail answer's `allowedActions`; the web shows exactly these). */
  allowed(kind: TWorkflowKind, request: RequestRow, actor: WorkflowActor): string[] {
    const decl = this.declaration(kind);
    return Object.entries(decl.actions)
      .filter(([, a]) => !a.auto && a.from.includes(request.state) && roleFor(actor, a.roles, request.companyId) !== null)
      .map(([name]) => name);
  }

  /**
   * The transition: checks the action is declared, starts from the current state, the caller holds one of its
   * roles (a customer in the request's company) and saw the current version; writes the new state, the history
   * row with the content, the audit row, the notifications and their mail, and runs the kind's effects; all in `tx`.
   */
  async transition(tx: Tx, input: TransitionInput): Promise<RequestRow> {
    const now = input.now ?? new Date();
    const decl = this.declaration(input.kind);
    const action = Object.prototype.hasOwnProperty.call(decl.actions, input.action) ? decl.actions[input.action] : undefined;
    if (!action || (action.auto === true) !== (input.auto === true)) throw new AppError('WFL1N4001');
    const request =
      input.locked?.id === input.requestId && input.locked.kind === input.kind
        ? input.locked
        : await this.load(tx, input.kind, input.requestId, input.actor, { forUpdate: true });
    const role = roleFor(input.actor, action.roles, request.companyId);
    if (!role) throw new AppError('WFL1N4031');
    if (request.version !== input.version) throw new AppError('WFL1N4091');
    if (!action.from.includes(request.state))
      throw new AppError('WFL1N4092', { state: decl.states[request.state]?.label.ko ?? request.state });
    if (input.before) await input.before(request);
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    if (action.reason === 'required' && !reason) throw new AppError('WFL1N4002');
    const memo = input.memo?.trim() ? input.memo.trim() : null;
    for (const guard of this.guards.get(input.kind) ?? []) await guard({ tx, request, action: input.action, actor: input.actor });

    const [updated] = await tx
      .update(requests)
      .set({
        state: action.to,
        waitingOn: waitingOnOf(input.kind, action.to),
        version: sql`${requests.version} + 1`,
        updatedAt: now,
        stateSince: now,
      })
      .where(and(eq(requests.id, request.id), eq(requests.version, input.version), eq(requests.state, request.state)))
      .returning();
    if (!updated) throw new AppError('WFL1N4091');
    await this.writeCopy(tx, input.kind, [updated.id]);

    const hooks = this.hooksOf(input.kind);
    const ctx: TransitionContext = {
      tx,
      request: updated,
      action: input.action,
      from: request.state,
      to: action.to,
      actor: input.actor,
      actorRole: role,
      reason,
      memo,
      now,
    };
    if (hooks.onTransition) await hooks.onTransition(ctx);
    const actorName = await this.writeHistory(tx, updated, {
      versionNo: updated.version,
      action: input.action,
      from: request.state,
      to: action.to,
      actor: input.actor,
      role,
      reason,
      memo,
      now,
    });
    await this.audit(tx, updated, input.action, input.actor, { from: request.state, to: action.to, version: updated.version });
    const notified = await this.notify(tx, {
      kind: input.kind,
      request: updated,
      action: input.action,
      to: action.to,
      parties: action.notify,
      actor: input.actor,
      actorName,
      reason,
      now,
    });
    for (const effect of this.effects.get(input.kind)?.keys() ?? [])
      await effect({ ...ctx, notified, actorName: actorName.ko, actorNames: actorName });
    return updated;
  }

  /** The checks of `transition` on one document (its row as locked, undefined when missing). */
  private check(input: TransitionInput, row: RequestRow | undefined) {
    const decl = this.declaration(input.kind);
    const action = Object.prototype.hasOwnProperty.call(decl.actions, input.action) ? decl.actions[input.action] : undefined;
    if (!action || (action.auto === true) !== (input.auto === true)) throw new AppError('WFL1N4001');
    if (!row || row.kind !== input.kind || !seesRequest(input.actor, row)) throw new AppError('WFL1N4041');
    const role = roleFor(input.actor, action.roles, row.companyId);
    if (!role) throw new AppError('WFL1N4031');
    if (row.version !== input.version) throw new AppError('WFL1N4091');
    if (!action.from.includes(row.state)) throw new AppError('WFL1N4092', { state: decl.states[row.state]?.label.ko ?? row.state });
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    if (action.reason === 'required' && !reason) throw new AppError('WFL1N4002');
    const memo = input.memo?.trim() ? input.memo.trim() : null;
    return { action, role, reason, memo };
  }

  /**
   * Many transitions in the caller's one transaction (approve all; decision 046): the same checks per document as
   * `transition` (declared action, role, version, state: the first that fails answers its error and, the caller's
   * transaction rolling back, nothing changes), but the rows locked with one statement, the state updates, history,
   * audit rows and notifications written with a few multi-row statements, each party's people resolved once per
   * company (and assigned representative), the actor's name read once, the kinds' and areas' batch effects, and ONE
   * digest mail to each recipient told of several documents (a recipient told of one gets the ordinary mail).
   * Answers the updated headers in input order. A batch of one is `transition`.
   */
  async transitionMany(tx: Tx, inputs: readonly TransitionInput[]): Promise<RequestRow[]> {
    if (!inputs.length) return [];
    if (inputs.length === 1) return [await this.transition(tx, inputs[0]!)];
    const batchNow = new Date();
    const ids = inputs.map((i) => i.requestId);
    if (new Set(ids).size !== ids.length) throw new Error('transitionMany: a request appears twice in one batch');
    // Locked in id order (two batches over the same documents never deadlock).
    const locked = new Map<number, RequestRow>();
    for (const part of chunks(
      [...ids].sort((a, b) => a - b),
      CHUNK,
    ))
      for (const r of await tx.select().from(requests).where(inArray(requests.id, part)).orderBy(asc(requests.id)).for('update'))
        locked.set(r.id, r);
    const checked = inputs.map((input) => ({
      input,
      request: locked.get(input.requestId)!,
      ...this.check(input, locked.get(input.requestId)),
    }));
    for (const c of checked)
      for (const guard of this.guards.get(c.input.kind) ?? [])
        await guard({ tx, request: c.request, action: c.input.action, actor: c.input.actor });

    // The state updates: one statement per kind, target state and time.
    const groups = new Map<string, typeof checked>();
    for (const c of checked) {
      const key = `${c.input.kind}|${c.action.to}|${(c.input.now ?? batchNow).getTime()}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const updatedById = new Map<number, RequestRow>();
    for (const group of groups.values()) {
      const { input, action } = group[0]!;
      const now = input.now ?? batchNow;
      for (const part of chunks(group, CHUNK)) {
        const rows = await tx
          .update(requests)
          .set({
            state: action.to,
            waitingOn: waitingOnOf(input.kind, action.to),
            version: sql`${requests.version} + 1`,
            updatedAt: now,
            stateSince: now,
          })
          .where(
            inArray(
              requests.id,
              part.map((c) => c.request.id),
            ),
          )
          .returning();
        if (rows.length !== part.length) throw new AppError('WFL1N4091');
        for (const r of rows) updatedById.set(r.id, r);
      }
    }
    for (const kind of new Set(checked.map((c) => c.input.kind)))
      for (const part of chunks(
        checked.filter((c) => c.input.kind === kind).map((c) => c.request.id),
        CHUNK,
      ))
        await this.writeCopy(tx, kind, part);
    const ctxs: TransitionContext[] = checked.map((c) => ({
      tx,
      request: updatedById.get(c.request.id)!,
      action: c.input.action,
      from: c.request.state,
      to: c.action.to,
      actor: c.input.actor,
      actorRole: c.role,
      reason: c.reason,
      memo: c.memo,
      now: c.input.now ?? batchNow,
    }));
    const byKind = new Map<TWorkflowKind, TransitionContext[]>();
    for (const ctx of ctxs) byKind.set(ctx.request.kind as TWorkflowKind, [...(byKind.get(ctx.request.kind as TWorkflowKind) ?? []), ctx]);

    // The kinds' own effects.
    for (const [kind, group] of byKind) {
      const hooks = this.hooksOf(kind);
      if (hooks.onTransitionMany) await hooks.onTransitionMany(group);
      else if (hooks.onTransition) for (const ctx of group) await hooks.onTransition(ctx);
    }

    // History (with each document's content as it reads now) and audit rows.
    const names = new Map<number, ActorNames>();
    for (const ctx of ctxs) if (!names.has(ctx.actor.userId)) names.set(ctx.actor.userId, await this.names(tx, ctx.actor.userId));
    const contents = new Map<number, Record<string, unknown>>();
    for (const [kind, group] of byKind) {
      const hooks = this.hooksOf(kind);
      const groupIds = group.map((c) => c.request.id);
      if (hooks.contentMany) for (const [id, content] of await hooks.contentMany(tx, groupIds)) contents.set(id, content);
      else for (const id of groupIds) contents.set(id, await hooks.content(tx, id));
    }
    for (const part of chunks(ctxs, CHUNK)) {
      await tx.insert(requestHistory).values(
        part.map((ctx) => ({
          requestId: ctx.request.id,
          versionNo: ctx.request.version,
          action: ctx.action,
          fromState: ctx.from,
          toState: ctx.to,
          actorUserId: ctx.actor.userId,
          actorName: names.get(ctx.actor.userId)!.ko,
          actorNameEn: names.get(ctx.actor.userId)!.en,
          actorRole: ctx.actorRole,
          actorCompanyId: ctx.actor.companyId,
          reason: ctx.reason,
          memo: ctx.memo,
          content: contents.get(ctx.request.id) ?? {},
          at: ctx.now,
        })),
      );
      await tx
        .insert(auditLogs)
        .values(
          part.map((ctx) =>
            this.auditRow(ctx.request, ctx.action, ctx.actor, { from: ctx.from, to: ctx.to, version: ctx.request.version }),
          ),
        );
    }

    // Notifications: one per document and person told; the people of a party read once per company and representative.
    const people = new Map<string, Recipient[]>();
    const told: { ctx: TransitionContext; recipient: Recipient; link: string }[] = [];
    for (const ctx of ctxs) {
      const kind = ctx.request.kind as TWorkflowKind;
      const seen = new Set<number>();
      for (const party of this.declaration(kind).actions[ctx.action]!.notify) {
        const key = `${party}|${ctx.request.companyId}|${ctx.request.assignedUserId}`;
        if (!people.has(key)) people.set(key, await this.parties(tx, party, ctx.request, ctx.actor));
        const link = WORKFLOW_LINKS[kind][party](ctx.request.id);
        for (const recipient of people.get(key)!) {
          if (recipient.userId === ctx.actor.userId || seen.has(recipient.userId)) continue;
          seen.add(recipient.userId);
          told.push({ ctx, recipient, link });
        }
      }
    }
    for (const part of chunks(told, CHUNK))
      await tx.insert(notifications).values(
        part.map(({ ctx, recipient, link }) => ({
          userId: recipient.userId,
          kind: ctx.request.kind,
          requestId: ctx.request.id,
          requestNumber: ctx.request.number,
          action: ctx.action,
          toState: ctx.to,
          actorName: names.get(ctx.actor.userId)!.ko,
          actorNameEn: names.get(ctx.actor.userId)!.en,
          reason: ctx.reason,
          link,
          createdAt: ctx.now,
        })),
      );
    // Mail: one per recipient and actor, a digest when it tells of several documents.
    const mails = new Map<string, typeof told>();
    for (const t of told) {
      const key = `${t.recipient.userId}|${t.ctx.actor.userId}`;
      mails.set(key, [...(mails.get(key) ?? []), t]);
    }
    for (const group of mails.values()) {
      const { recipient, ctx } = group[0]!;
      const actorName = names.get(ctx.actor.userId)!;
      if (group.length > 1 && this.digestMailer)
        await this.digestMailer(tx, {
          recipient,
          actorName,
          now: ctx.now,
          items: group.map((t) => ({
            kind: t.ctx.request.kind as TWorkflowKind,
            request: t.ctx.request,
            action: t.ctx.action,
            to: t.ctx.to,
            reason: t.ctx.reason,
            link: t.link,
          })),
        });
      else if (this.mailer)
        for (const t of group)
          await this.mailer(tx, {
            recipient,
            kind: t.ctx.request.kind as TWorkflowKind,
            request: t.ctx.request,
            action: t.ctx.action,
            to: t.ctx.to,
            reason: t.ctx.reason,
            link: t.link,
            actorName,
          });
    }

    // Other areas' effects.
    const notifiedOf = new Map<number, number[]>();
    for (const t of told) notifiedOf.set(t.ctx.request.id, [...(notifiedOf.get(t.ctx.request.id) ?? []), t.recipient.userId]);
    for (const [kind, group] of byKind) {
      const effectCtxs = group.map((ctx) => ({
        ...ctx,
        notified: notifiedOf.get(ctx.request.id) ?? [],
        actorName: names.get(ctx.actor.userId)!.ko,
        actorNames: names.get(ctx.actor.userId)!,
      }));
      for (const [effect, many] of this.effects.get(kind) ?? []) {
        if (many) await many(effectCtxs);
        else for (const ctx of effectCtxs) await effect(ctx);
      }
    }
    return ctxs.map((ctx) => ctx.request);
  }

  /**
   * One action on a request of a kind, as every kind runs it: under the request's lock (`change`: a concurrent change
   * answers 409 at once), the kind's row read, the transition with the kind's rules run inside it (`before`, after the
   * engine's own checks), then the kind's row read again in the same transaction. A request without its kind's row
   * answers 404.
   */
  async act<R>(db: Db, def: KindDefinition<R>, input: ActInput<R>): Promise<KindRecord<R>> {
    const { before, after, body } = input;
    return this.change(db, def.kind, input.requestId, input.actor, async (tx, locked) => {
      const row = await this.rowOf(tx, def, input.requestId);
      const request = await this.transition(tx, {
        kind: def.kind,
        requestId: input.requestId,
        action: input.action,
        version: body.version,
        actor: input.actor,
        reason: body.reason ?? null,
        memo: body.memo ?? null,
        now: input.now,
        locked,
        before: before && ((current) => before({ tx, request: current, row })),
      });
      const record = { request, row: await this.rowOf(tx, def, input.requestId) };
      if (after) await after({ tx, ...record });
      return record;
    });
  }

  /**
   * An action on a request of any kind that needs none of the kind's row (the exchange's decision, which every kind it
   * reviews takes alike): under the request's lock, `before` first (in the transaction, e.g. the caller's own item read
   * again), then the transition. Answers the header after it.
   */
  async actOnRequest(
    db: Db,
    kind: TWorkflowKind,
    input: Omit<ActInput<never>, 'before' | 'after'> & { before?: (tx: Tx) => Promise<void>; after?: (tx: Tx) => Promise<void> },
  ): Promise<RequestRow> {
    const { body } = input;
    return this.change(db, kind, input.requestId, input.actor, async (tx, locked) => {
      if (input.before) await input.before(tx);
      const request = await this.transition(tx, {
        kind,
        requestId: input.requestId,
        action: input.action,
        version: body.version,
        actor: input.actor,
        reason: body.reason ?? null,
        memo: body.memo ?? null,
        now: input.now,
        locked,
      });
      if (input.after) await input.after(tx);
      return request;
    });
  }

  /** The versions of a request of a kind the actor may see (404 otherwise), as `versions` answers them to the actor. */
  async versionsOf(
    db: DbOrTx,
    def: Pick<KindDefinition<unknown>, 'kind'>,
    requestId: number,
    actor: WorkflowActor,
    lang: TLanguage = 'ko',
  ): Promise<{ items: TRequestVersion[] }> {
    await this.load(db, def.kind, requestId, actor);
    return { items: await this.versions(db, requestId, actor, lang) };
  }

  /** The history of a request, oldest first (the caller checked access with `load`). */
  async history(db: DbOrTx, requestId: number): Promise<HistoryRow[]> {
    return db.select().from(requestHistory).where(eq(requestHistory.requestId, requestId)).orderBy(asc(requestHistory.versionNo));
  }

  /**
   * The history as the versions call answers it, oldest first (the caller checked access with `load`), as `viewer` may
   * read it. A memo written by provider staff is their internal note (the reason is what the other parties read): only a
   * viewer holding a provider role (05, 06) receives it; a customer, a proxy reporter or the exchange's reviewer gets
   * `memo: null` on those versions, whatever the kind (otherwise a returned order's memo would reach the customer). A memo
   * the customer's side wrote (a note on their own submission) stays readable to them.
   */
  async versions(db: DbOrTx, requestId: number, viewer: Pick<WorkflowActor, 'roles'>, lang: TLanguage = 'ko'): Promise<TRequestVersion[]> {
    const memos = viewer.roles.some((r) => PROVIDER_ROLES.includes(r));
    const rows = await this.history(db, requestId);
    // In English the actor's English name as it read then (decision 072); a version written before it was kept reads
    // the actor's English name now (never the Hangul name in an English screen), once per actor.
    const englishNow = new Map<number, string>();
    if (lang === 'en')
      for (const h of rows)
        if (h.actorNameEn === null && h.actorUserId !== null && !englishNow.has(h.actorUserId))
          englishNow.set(h.actorUserId, (await this.names(db, h.actorUserId)).en);
    return rows.map((h) => ({
      versionNo: h.versionNo,
      action: h.action,
      fromState: h.fromState,
      toState: h.toState,
      actorName:
        lang === 'en' ? (h.actorNameEn ?? (h.actorUserId === null ? null : englishNow.get(h.actorUserId)) ?? h.actorName) : h.actorName,
      actorRole: h.actorRole,
      at: h.at.toISOString(),
      reason: h.reason,
      memo: memos || !PROVIDER_ROLES.includes(h.actorRole) ? h.memo : null,
      content: (h.content ?? {}) as Record<string, unknown>,
    }));
  }

  private async writeHistory(
    tx: Tx,
    request: RequestRow,
    h: {
      versionNo: number;
      action: string;
      from: string | null;
      to: string;
      actor: CreationActor;
      role: string;
      reason: string | null;
      memo: string | null;
      now: Date;
    },
  ): Promise<ActorNames> {
    const content = await this.hooksOf(request.kind).content(tx, request.id);
    const actorName = await this.nameOf(tx, h.actor);
    await tx.insert(requestHistory).values({
      requestId: request.id,
      versionNo: h.versionNo,
      action: h.action,
      fromState: h.from,
      toState: h.to,
      actorUserId: isVisitor(h.actor) ? null : h.actor.userId,
      actorName: actorName.ko,
      actorNameEn: actorName.en,
      actorRole: h.role,
      actorCompanyId: isVisitor(h.actor) ? null : h.actor.companyId,
      reason: h.reason,
      memo: h.memo,
      content,
      at: h.now,
    });
    return actorName;
  }

  /** The actor's names: a user's as they read now, a visitor's as they wrote it (in both languages). */
  private async nameOf(tx: DbOrTx, actor: CreationActor): Promise<ActorNames> {
    return isVisitor(actor) ? { ko: actor.visitorName, en: actor.visitorName } : this.names(tx, actor.userId);
  }

  private async audit(tx: Tx, request: RequestRow, action: string, actor: WorkflowActor, detail: Record<string, unknown>): Promise<void> {
    await tx.insert(auditLogs).values(this.auditRow(request, action, actor, detail));
  }

  private auditRow(request: RequestRow, action: string, actor: WorkflowActor, detail: Record<string, unknown>) {
    return {
      userId: actor.userId,
      companyId: actor.companyId,
      pageId: null,
      method: 'WORKFLOW',
      route: `workflow/${request.kind}`,
      action: `WORKFLOW_${request.kind.toUpperCase()}_${action.toUpperCase()}`.slice(0, 100),
      target: request.number,
      statusCode: 200,
      ip: null,
      detail: { requestId: request.id, ...detail },
    };
  }

  private async notify(
    tx: Tx,
    n: {
      kind: TWorkflowKind;
      request: RequestRow;
      action: string;
      to: string;
      parties: readonly TWorkflowParty[];
      actor: CreationActor;
      actorName: ActorNames;
      reason: string | null;
      now: Date;
    },
  ): Promise<number[]> {
    const seen = new Set<number>();
    const actorUserId = isVisitor(n.actor) ? null : n.actor.userId;
    const told: { recipient: Awaited<ReturnType<PartyResolver>>[number]; link: string }[] = [];
    for (const party of n.parties) {
      const people = await this.parties(tx, party, n.request, n.actor);
      const link = WORKFLOW_LINKS[n.kind][party](n.request.id);
      for (const recipient of people) {
        // Nobody is told of their own act, nor twice of one.
        if (recipient.userId === actorUserId || seen.has(recipient.userId)) continue;
        seen.add(recipient.userId);
        told.push({ recipient, link });
      }
    }
    if (!told.length) return [];
    // One statement for every recipient's notification.
    await tx.insert(notifications).values(
      told.map(({ recipient, link }) => ({
        userId: recipient.userId,
        kind: n.kind,
        requestId: n.request.id,
        requestNumber: n.request.number,
        action: n.action,
        toState: n.to,
        actorName: n.actorName.ko,
        actorNameEn: n.actorName.en,
        reason: n.reason,
        link,
        createdAt: n.now,
      })),
    );
    if (this.mailer)
      for (const { recipient, link } of told)
        await this.mailer(tx, {
          recipient,
          kind: n.kind,
          request: n.request,
          action: n.action,
          to: n.to,
          reason: n.reason,
          link,
          actorName: n.actorName,
        });
    return told.map(({ recipient }) => recipient.userId);
  }
}

/** Runs `fn` in one transaction (the unit of a transition with the kind's own writes). */
export const inTransaction = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(fn);
