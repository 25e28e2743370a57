import { mediaTypeMatches, MEDIA_TYPE, type CallDef } from '@portal/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardHooks, type RouteGuard } from './guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the table of calls (set by defineRoute): uploads check their declared part against it. */
    call?: CallDef;
  }
}

/** A module's Fastify instance with the zod type provider (`root.withTypeProvider<ZodTypeProvider>()`). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Hook = NonNullable<RouteOptions['preHandler']>;
type SchemaOr<T> = T extends z.ZodType ? T : undefined;

/** The request schemas of a call of the table, as Fastify's `schema` (so the handler's request is typed from them). */
export interface CallSchema<C extends CallDef> {
  params: SchemaOr<C['params']>;
  querystring: SchemaOr<C['query']>;
  body: SchemaOr<C['body']>;
  response: Record<number, z.ZodType>;
}

export type CallHandler<C extends CallDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  CallSchema<C>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its entry in the table of calls: its guard, texts, error answers and hooks. */
export interface RouteSpec {
  /** Who may call it and which company it works on (platform/guard.ts); none for a public call. */
  guard?: RouteGuard;
  tags: string[];
  summary: string;
  description?: string;
  /**
   * The error answers (status -> schema); the success answer, its media type (`produces` of a file), an upload's
   * multipart body and a file body's media type come from the table (decision 060).
   */
  errors: Record<number, z.ZodType>;
  /** Documents the bearer token on a route whose authentication is conditional (a guard derives it otherwise). */
  bearer?: true;
  config?: FastifyContextConfig;
  compress?: false;
  bodyLimit?: number;
  /** Other hooks (rate limits, size checks, a conditional sign-in); the guard's hooks come first. */
  preValidation?: Hook | Hook[];
  preHandler?: Hook | Hook[];
}

/** The route's url under the plugin's prefix (modules register without one: the url is the table's full path). */
export function urlUnder(prefix: string, path: string): string {
  if (!path.startsWith(prefix)) throw new Error(`The call ${path} is not under the plugin prefix ${prefix}`);
  return path.slice(prefix.length);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A permission says what a route does: a route that changes data (a write method, unless it is marked `readOnly` like a
 * search sent as POST, or answers a file like an export) never stands behind a `*.read` permission. Refused at start-up, so the table cannot drift.
 */
export function assertPermissionFits(call: Pick<CallDef, 'method' | 'path' | 'response'>, spec: Pick<RouteSpec, 'guard' | 'config'>): void {
  // A call that answers a file (a download, an export sent as POST with its filters) reads.
  if (call.response === 'file') return;
  const permission = typeof spec.guard === 'object' && 'permission' in spec.guard ? spec.guard.permission : undefined;
  const readOnly = (spec.config as { readOnly?: boolean } | undefined)?.readOnly === true;
  if (permission?.endsWith('.read') && WRITES.has(call.method) && !readOnly) {
    throw new Error(
      `${call.method} ${call.path} changes data behind the read permission ${permission}: name a permission that says what it does`,
    );
  }
}

/**
 * Declares one route from its entry in the contract's table of calls (`packages/contract/src/calls.ts`):
 * method, path, params/query/body schemas and the success answer (with its status) come from the table,
 * so a path or a schema cannot be spelled twice; the route adds its guard (platform/guard.ts), tags, texts,
 * error answers, hooks and config. Modules register without a prefix, so the url is the table's full path
 * (under a prefix, the prefix is taken off; a call outside it is refused at start-up).
 */
export function defineRoute<C extends CallDef>(app: ZodApp, call: C, spec: RouteSpec, handler: CallHandler<C>): void {
  assertPermissionFits(call, spec);
  // A file's bytes are not serialized (the document declares them from `produces`, platform/openapi.ts).
  const success = call.response === 'file' ? z.unknown() : call.response === 'empty' ? z.null() : call.response;
  const schema: Record<string, unknown> = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    // The media type of a body that is not JSON, from the table (the fuzzer sends such a body; the document too).
    ...(call.upload ? { consumes: [MEDIA_TYPE.multipart] } : call.consumes ? { consumes: [call.consumes] } : {}),
    ...(spec.bearer ? { security: [{ bearer: [] }] } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { [call.status ?? 200]: success, ...spec.errors },
  };
  const guard = spec.guard ? guardHooks(app, spec.guard, call.path) : undefined;
  const preHandler = [guard?.guard, guard?.company, ...[spec.preHandler ?? []].flat()].filter((h) => !!h) as Hook[];
  app.route({
    method: call.method,
    url: urlUnder(app.prefix, call.path),
    schema,
    config: { ...spec.config, call },
    onSend: answersAsDeclared(call),
    ...(spec.compress === false ? { compress: false } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.preValidation ? { preValidation: spec.preValidation } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  } as RouteOptions);
}

/**
 * The media type a successful answer must carry: one of a file call's `produces`, JSON for every other call with a
 * body. A route answering otherwise is a defect of the table or of the route (a generated client would parse the
 * bytes wrongly), so it fails loudly (a 500, logged) instead of sending what the document does not say.
 */
function answersAsDeclared(call: CallDef): NonNullable<RouteOptions['onSend']> {
  const declared: readonly string[] = call.produces ?? [MEDIA_TYPE.json];
  return function checkMediaType(request, reply, payload, done) {
    if (reply.statusCode >= 300 || payload === null || payload === undefined || reply.statusCode === 204) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (mediaTypeMatches(typeof type === 'string' ? type : undefined, declared)) return done(null, payload);
    done(
      new Error(
        `${call.method} ${call.path} answered ${String(type)}, but its entry in the table of calls declares ${declared.join(', ')}`,
      ),
    );
  } as NonNullable<RouteOptions['onSend']>;
}
