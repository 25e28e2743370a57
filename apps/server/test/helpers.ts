import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { callPath, COMPANY_ADMIN_ROLE, ROLE, type PathParams } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { companies, userCompanies, userRoles, users } from '../src/db/schema/index';
import { loadConfig, type Config } from '../src/platform/config';
import { PGLITE_EXTENSIONS, wrapPglite, wrapPostgres, type Database } from '../src/platform/db';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
}

let cloneCounter = 0;

/** A fresh copy of the migrated, seeded template for this test file. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('dbKind') === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client);
  }
  const serverUrl = inject('pgServerUrl');
  const template = inject('pgTemplateName');
  const name = `${template}_${process.pid}_${++cloneCounter}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return wrapPostgres(new pg.Pool({ connectionString: url.toString(), max: 4 }));
}

/** Builds the same app as production on a fresh database copy (with a logger to capture the log, when given). */
export async function build(overrides: Partial<Config> = {}, opts: { logger?: object } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    dataDir: path.join(os.tmpdir(), `portal-test-${process.pid}`),
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    encryptionKey: '0'.repeat(64),
    publicUrl: 'http://portal.test',
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Demo users of the seed, one per role (docs/demo.md). */
export const SEEDED_LOGIN = {
  [ROLE.customer]: 'member@alpha-securities.example',
  [ROLE.proxyReporter]: 'reporter@alpha-securities.example',
  [ROLE.sales]: 'sales@krx-data.example',
  [ROLE.providerAdmin]: 'admin@krx-data.example',
  [ROLE.exchangeReviewer]: 'reviewer@exchange.example',
} as const;

/** Mints an access token for a seeded user (as sign-in would), for the company given or their first one. */
export async function tokenFor(ctx: TestContext, loginEmail: string, companyId?: number): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.loginEmail, loginEmail));
  if (!user) throw new Error(`no seeded user ${loginEmail}`);
  const roles = (await ctx.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.roleCode);
  const memberships = await ctx.db
    .select()
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.status, 'ACTIVE')));
  const company = companyId ?? memberships[0]?.companyId ?? 0;
  // The company administrator (03) is held per company (decision 086): the token carries it for its company only.
  if (memberships.some((m) => m.companyId === company && m.companyAdmin)) roles.push(COMPANY_ADMIN_ROLE);
  return ctx.app.tokens.sign({ userId: user.id, companyId: company, roles });
}

/** Token of the seeded user holding a role. */
export const loginAs = (ctx: TestContext, role: keyof typeof SEEDED_LOGIN) => tokenFor(ctx, SEEDED_LOGIN[role]);

/** `app.inject` with the portal's headers. */
export function call(ctx: TestContext, opts: InjectOptions & { token?: string; lang?: 'ko' | 'en'; pageId?: string }) {
  const { token, lang, pageId, headers, ...rest } = opts;
  return ctx.app.inject({
    ...rest,
    headers: {
      ...(lang ? { 'accept-language': lang } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(pageId ? { 'x-page-id': pageId } : {}),
      ...headers,
    },
  });
}

/** An entry of the contract's table of calls (`CALL_PATHS.searchStaff`, or the same name in `calls`). */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** Query values of a call; `undefined` leaves the parameter out, an array repeats it. */
export type ApiQuery = Record<string, string | number | boolean | undefined | ReadonlyArray<string | number | boolean>>;

export type ApiCallOptions<C extends ApiCall> = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query'> & {
  token?: string;
  lang?: 'ko' | 'en';
  pageId?: string;
  /** Appended to the path as `?name=value&...` (encoded). */
  query?: ApiQuery;
} & ([PathParams<C['path']>] extends [never] ? { params?: undefined } : { params: Record<PathParams<C['path']>, string | number> });

/** The URL of a call: the table's path with its parameters filled in (`callPath`) and the query appended. */
export function apiUrl<C extends ApiCall>(entry: C, params?: Record<string, string | number>, query?: ApiQuery): string {
  const path = (callPath as (c: ApiCall, p?: Record<string, string | number>) => string)(entry, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The entry with its path parameters filled in (`callPath`), for helpers that take an entry:
 * `send(ctx, filled(CALL_PATHS.approveMember, { userId }), {})`.
 */
export function filled<C extends ApiCall>(
  entry: C,
  params: Record<PathParams<C['path']>, string | number>,
): { method: C['method']; path: string } {
  return { method: entry.method, path: (callPath as (c: ApiCall, p: Record<string, string | number>) => string)(entry, params) };
}

/**
 * A call of the contract's table of calls (method and path from the entry, so no test spells either):
 * `callApi(ctx, CALL_PATHS.getMember, { params: { userId }, token })`.
 */
export function callApi<C extends ApiCall>(
  ctx: TestContext,
  entry: C,
  ...[opts]: [PathParams<C['path']>] extends [never] ? [ApiCallOptions<C>?] : [ApiCallOptions<C>]
) {
  const { params, query, ...rest } = (opts ?? {}) as ApiCallOptions<ApiCall> & { params?: Record<string, string | number> };
  return call(ctx, { ...rest, method: entry.method, url: apiUrl(entry, params, query) });
}

/** The OpenAPI path and method of a table entry (`/users/:userId` -> `['/users/{userId}', 'get']`). */
export function openApiOperation(entry: ApiCall): [path: string, method: string] {
  return [entry.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), entry.method.toLowerCase()];
}

/** The server's OpenAPI document. */
export async function openApiDocument(ctx: TestContext) {
  // eslint-disable-next-line no-restricted-syntax -- the document's own address, not a call of the table
  return (await call(ctx, { url: '/apis/docs/json' })).json();
}

/**
 * The seeded cast of a tenancy test: companies Alpha (C1001) and Beta (C1002), a member of both with a
 * token for each, an Alpha colleague, a Beta outsider and a sales representative.
 */
export async function tenancyCast(ctx: TestContext) {
  const ids = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  const alphaId = ids.get('C1001')!;
  const betaId = ids.get('C1002')!;
  return {
    alphaId,
    betaId,
    member: await tokenFor(ctx, 'member@alpha-securities.example', alphaId),
    memberBeta: await tokenFor(ctx, 'member@alpha-securities.example', betaId),
    colleague: await tokenFor(ctx, 'staff@alpha-securities.example', alphaId),
    outsider: await tokenFor(ctx, 'analyst@beta-am.example', betaId),
    sales: await loginAs(ctx, ROLE.sales),
  };
}
