import type { CallDef } from '@portal/contract';
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
  /** The error answers (status -> schema); the success answer comes from the table. */
  errors: Record<number, z.ZodType>;
  /** For a call whose answer is a file ('file' in the table): how the bytes are documented. */
  file?: z.ZodType;
  consumes?: string[];
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

/**
 * Declares one route from its entry in the contract's table of calls (`packages/contract/src/calls.ts`):
 * method, path, params/query/body schemas and the success answer (with its status) come from the table,
 * so a path or a schema cannot be spelled twice; the route adds its guard (platform/guard.ts), tags, texts,
 * error answers, hooks and config. Modules register without a prefix, so the url is the table's full path
 * (under a prefix, the prefix is taken off; a call outside it is refused at start-up).
 */
export function defineRoute<C extends CallDef>(app: ZodApp, call: C, spec: RouteSpec, handler: CallHandler<C>): void {
  const success =
    call.response === 'file' ? (spec.file ?? z.unknown().describe('The file bytes')) : call.response === 'empty' ? z.null() : call.response;
  const schema: Record<string, unknown> = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
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
    ...(spec.config ? { config: spec.config } : {}),
    ...(spec.compress === false ? { compress: false } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.preValidation ? { preValidation: spec.preValidation } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  } as RouteOptions);
}
