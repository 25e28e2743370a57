import { MEDIA_TYPE, ZErrorBody, type CallDef } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth';
import type { Db } from './db';
import { sendAttachment } from './disposition';
import type { RouteGuard } from './guard';
import { defineRoute, type CallHandler, type RouteSpec, type ZodApp } from './routes';
import { kickMail } from './services';
import { actorOf, type KindDefinition, type KindRecord, type WorkflowActor, type WorkflowEngine } from './workflow';

/** The error answers of a kind's calls. */
export const KIND_ERRORS = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

type CallRequest<C extends CallDef> = Parameters<CallHandler<C>>[0];

/** One call of a kind: its entry in the table of calls, its texts, and what it answers. */
export interface KindCall<C extends CallDef, A> {
  call: C;
  summary: string;
  description?: string;
  /** Another guard than the kind's for this call. */
  guard?: RouteGuard;
  /** A body larger than the server's default (a report's rows). */
  bodyLimit?: number;
  /** What the call does; a get or versions call without it reads the request named by the kind's id parameter. */
  handle?: (request: CallRequest<C>) => Promise<A>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each call's own types are checked where it is declared (`kindCall`) */
type AnyCall = KindCall<any, any>;

/**
 * A kind's standard calls (decision 078), declared from its definition, permissions and texts: search, create, get,
 * save, act, memo, versions and its PDF. The guards, audit rows, answers (201 for a creation, the file headers of a
 * PDF), the mail kick after a change, a get and the versions are the same for every kind; a call on one request
 * answers its record as the kind presents it to the caller.
 */
export interface KindRoutes<D, R> {
  tag: string;
  db: Db;
  workflow: WorkflowEngine;
  definition: KindDefinition<R>;
  /** The path parameter naming a request of the kind (e.g. `orderId`). */
  idParam: string;
  /** Who the caller acts as (default: the token's user, company and roles). */
  actor?: (request: FastifyRequest) => Promise<WorkflowActor>;
  /** The answer of a call on one request: its record as the caller sees it. */
  present: (record: KindRecord<R>, request: FastifyRequest) => Promise<D>;
  /** The kind's reads (search, get, versions, PDF), its creation, and its work (save, act, memo). */
  guards: { read: RouteGuard; write: RouteGuard; work: RouteGuard };
  /** The audit actions' prefix: `${audit}_CREATE`, `_UPDATE`, `_ACTION`, `_MEMO`. */
  audit: string;
  /** What the audit row names of an answer: its number and the ids it carries (an action's name and state are added). */
  auditOf: (detail: D) => { target: string; detail?: Record<string, unknown>; companyId?: number };
  search?: AnyCall;
  /** These answer a record of the kind (presented by `present`). */
  create?: AnyCall;
  get?: AnyCall;
  update?: AnyCall;
  act?: AnyCall;
  memo?: AnyCall;
  versions?: AnyCall;
  pdf?: KindCall<any, { fileName: string; pdf: Buffer }>;
  /** After an action succeeded (besides the mail, which is always kicked): e.g. a job the approval feeds. */
  afterAct?: (action: string) => void;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A call of a kind, typed by its entry in the table of calls (its request's params and body come from it). */
export const kindCall = <C extends CallDef, A>(entry: KindCall<C, A>): KindCall<C, A> => entry;

/** Declares a kind's standard calls (see KindRoutes). */
export function defineKindRoutes<D extends object, R>(app: ZodApp, kind: KindRoutes<D, R>): void {
  const { read, write, work } = kind.guards;
  const actor = kind.actor ?? (async (request: FastifyRequest) => actorOf(request.auth as AuthContext));
  const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[kind.idParam]!;
  const audited = (request: FastifyRequest, detail: D, more: Record<string, unknown> = {}) => {
    const { target, detail: ids, companyId } = kind.auditOf(detail);
    request.audit = { target, ...(companyId !== undefined ? { companyId } : {}), detail: { ...ids, ...more } };
  };
  const route = (
    entry: AnyCall | undefined,
    guard: RouteGuard,
    extra: Partial<RouteSpec>,
    answer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    if (!entry) return;
    const spec: RouteSpec = {
      guard: entry.guard ?? guard,
      tags: [kind.tag],
      summary: entry.summary,
      ...(entry.description ? { description: entry.description } : {}),
      errors: KIND_ERRORS,
      ...(entry.bodyLimit ? { bodyLimit: entry.bodyLimit } : {}),
      ...extra,
    };
    defineRoute(app, entry.call, spec, (request, reply) => answer(request, reply));
  };
  // A call on one request: its record, presented to the caller.
  const presented = async (entry: AnyCall, request: FastifyRequest): Promise<D> =>
    kind.present(await entry.handle!(request as never), request);

  route(kind.search, read, { config: { readOnly: true } }, (request) => kind.search!.handle!(request as never));
  route(kind.create, write, { config: { auditAction: `${kind.audit}_CREATE` } }, async (request, reply) => {
    const detail = await presented(kind.create!, request);
    audited(request, detail);
    kickMail(app);
    return reply.status(201).send(detail);
  });
  route(kind.get, read, {}, async (request) =>
    kind.get!.handle
      ? presented(kind.get!, request)
      : kind.present(await kind.workflow.loadRecord(kind.db, kind.definition, idOf(request), await actor(request)), request),
  );
  route(kind.update, work, { config: { auditAction: `${kind.audit}_UPDATE` } }, async (request) => {
    const detail = await presented(kind.update!, request);
    audited(request, detail, { version: (detail as { version?: number }).version });
    return detail;
  });
  route(kind.act, work, { config: { auditAction: `${kind.audit}_ACTION` } }, async (request) => {
    const detail = await presented(kind.act!, request);
    const action = (request.params as { action: string }).action;
    audited(request, detail, { action, state: (detail as { state?: string }).state });
    kickMail(app);
    kind.afterAct?.(action);
    return detail;
  });
  route(kind.memo, work, { config: { auditAction: `${kind.audit}_MEMO` } }, async (request) => {
    const detail = await presented(kind.memo!, request);
    audited(request, detail);
    return detail;
  });
  route(kind.versions, read, {}, async (request) =>
    kind.versions!.handle
      ? kind.versions!.handle(request as never)
      : kind.workflow.versionsOf(kind.db, kind.definition, idOf(request), await actor(request), request.lang),
  );
  route(kind.pdf, read, { compress: false }, async (request, reply) => {
    const { fileName, pdf } = await kind.pdf!.handle!(request as never);
    return sendAttachment(reply, { type: MEDIA_TYPE.pdf, fileName, body: pdf });
  });
}
