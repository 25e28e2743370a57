import { ROLE, errorEntry, errorMessage } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { loginAs, SEEDED_LOGIN, type TestContext } from '../helpers';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, invalidObjectArb, jsonSchemaOf, validArb, wrongValueArb } from './arbitraries';

/**
 * The schema-driven fuzzer (docs/decisions/054-schema-fuzzer.md): every route the app registered under /apis/v1
 * (`app.apiRoutes`, the same table the OpenAPI document is built from), with its zod schemas for params, querystring
 * and body, receives valid-shaped and invalid values as a visitor and as each role. Each answer is checked: never a
 * 5xx, every 4xx in the error shape and in the request's language, and a batch of calls that were all refused wrote
 * no row in any table (a row trigger on every table counts the writes).
 */

export interface FuzzOptions {
  seed: number;
  /** Valid-shaped and invalid values per route, identity and part. */
  runs: number;
  /** Only the routes whose path contains this (a longer run on one area); all when empty. */
  only?: string;
}

export interface FuzzFinding {
  kind: '5xx' | 'shape' | 'language' | 'changed';
  call: string;
  who: string;
  status: number;
  request: string;
  answer: string;
}

export interface FuzzReport {
  routes: number;
  /** Each route reached, as "METHOD /path/:param". */
  reached: string[];
  requests: number;
  refusedBatchesChecked: number;
  statuses: Record<string, number>;
  /** Where the time went (printed by scripts/fuzz.mjs, never asserted). */
  ms: { requests: number; digests: number };
  findings: FuzzFinding[];
}

interface ApiRoute {
  method: string;
  url: string;
  schema?: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; consumes?: string[] };
}

/**
 * Tables whose rows a refused call changes by design: the failed sign-ins of unknown addresses (counted so their
 * answers match those of accounts, decision 010), and the security-event counter of failed attempts per account
 * and hour (decision 055). Everything else must stay as it was.
 */
const CHANGED_BY_REFUSALS = new Set(['login_attempts', 'failed_attempts_hourly']);

/** Routes whose valid-shaped calls start heavy work (a whole billing run, exports of every row): few cases. */
const HEAVY = /billing\/run|approve-all|\/export|upload|\/files$|\/csv|snapshots$/;

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

type Who = { name: string; token?: string };

/** The identities: a visitor and the seeded user of each role (test/helpers SEEDED_LOGIN). */
export async function identities(ctx: TestContext): Promise<Who[]> {
  const out: Who[] = [{ name: 'visitor' }];
  for (const [name, code] of Object.entries(ROLE))
    if (code in SEEDED_LOGIN) out.push({ name, token: await loginAs(ctx, code as keyof typeof SEEDED_LOGIN) });
  return out;
}

/**
 * A digest of the database: every row written (inserted, updated or deleted) in a table counts, through a row
 * trigger this test database gets on each table (the fuzzer's own copy of the template). Reading it is one small
 * query, so every batch of calls can be checked.
 */
export async function makeDigest(ctx: TestContext): Promise<() => Promise<string>> {
  const skipped = [...CHANGED_BY_REFUSALS].map((t) => `'${t}'`).join(', ');
  for (const statement of [
    'create table if not exists fuzz_writes (t text primary key, n bigint not null)',
    `create or replace function fuzz_count_write() returns trigger language plpgsql as $$
     begin
       insert into fuzz_writes values (tg_table_name, 1) on conflict (t) do update set n = fuzz_writes.n + 1;
       return null;
     end $$`,
    `do $$
     declare r record;
     begin
       for r in select table_name from information_schema.tables
                where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('fuzz_writes', ${skipped})
       loop
         execute format('create or replace trigger fuzz_count_write after insert or update or delete on %I for each row execute function fuzz_count_write()', r.table_name);
       end loop;
     end $$`,
  ])
    await ctx.db.execute(sql.raw(statement));
  const query = sql.raw(`select coalesce(string_agg(t || '=' || n, ';' order by t), '') as d from fuzz_writes`);
  return async () => {
    const result = (await ctx.db.execute(query)) as unknown as { rows?: { d: string }[] } | { d: string }[];
    const list = Array.isArray(result) ? result : (result.rows ?? []);
    return list[0]?.d ?? '';
  };
}

const diff = (a: string, b: string) => {
  const before = new Map(a.split(';').map((p) => p.split('=') as [string, string]));
  return b
    .split(';')
    .map((p) => p.split('=') as [string, string])
    .filter(([t, d]) => before.get(t) !== d)
    .map(([t, d]) => `${t}: ${before.get(t)} -> ${d}`)
    .join(', ');
};

function encodeSegment(value: unknown): string {
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(raw);
  } catch {
    return '%E0%A4%A'; // A lone surrogate cannot be encoded: a malformed escape instead.
  }
}

function queryString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return `q=${encodeSegment(value)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeSegment(k)}=${encodeSegment(one ?? '')}`);
  }
  return parts.join('&');
}

/** A JSON text of a value; `undefined` stays absent. */
const json = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));

interface Case {
  params?: Record<string, unknown>;
  query?: unknown;
  /** A JSON text, or a raw body (malformed JSON, multipart). */
  body?: string;
  contentType?: string;
  valid: boolean;
}

/** The cases of one route: `runs` valid-shaped ones, then invalid ones for each part it has. */
function casesOf(route: ApiRoute, seed: number, runs: number): Case[] {
  const s = route.schema ?? {};
  const ps = s.params ? jsonSchemaOf(s.params) : undefined;
  const qs = s.querystring ? jsonSchemaOf(s.querystring) : undefined;
  const bs = s.body ? jsonSchemaOf(s.body) : undefined;
  const multipart = !!s.consumes?.some((c) => c.startsWith('multipart/'));
  const csv = !!s.consumes?.includes('text/csv');
  const heavy = HEAVY.test(route.url);
  const n = heavy ? 1 : runs;
  const sample = <T>(arb: fc.Arbitrary<T>, k = n, salt = 0): T[] => (k > 0 ? fc.sample(arb, { seed: seed + salt, numRuns: k }) : []);
  const validParams = () => (ps ? (validArb(ps) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined));
  const validQuery = () => (qs ? validArb(qs) : fc.constant(undefined));
  const validBody = () => (bs && !multipart && !csv ? validArb(bs).map(json) : fc.constant(undefined));
  const cases: Case[] = [];
  // Valid-shaped calls.
  for (const [params, query, body] of sample(fc.tuple(validParams(), validQuery(), validBody())))
    cases.push({ params, query, body, valid: true });
  // Invalid path parameters: hostile strings and numbers in each.
  if (ps) {
    const names = Object.keys(ps.properties ?? {});
    const hostile = fc.constantFrom<unknown>(...HOSTILE_STRINGS.slice(0, 11), ...HOSTILE_NUMBERS);
    for (const [base, name, bad] of sample(fc.tuple(validParams(), fc.constantFrom(...names), hostile), Math.max(1, n), 1))
      cases.push({ params: { ...base, [name]: bad }, body: multipart || csv ? undefined : json(bs ? {} : undefined), valid: false });
  }
  // Invalid query: a wrong value in a field, an unknown field.
  if (qs)
    for (const query of sample(invalidObjectArb(qs), Math.max(1, n), 2))
      cases.push({ params: sample(validParams(), 1, 3)[0], query, valid: false });
  if (multipart) {
    // An upload route: a JSON body where a form is expected, and a form whose boundary never ends.
    cases.push({ params: sample(validParams(), 1, 4)[0], body: '{}', valid: false });
    cases.push({
      params: sample(validParams(), 1, 5)[0],
      body: '--xx\r\nContent-Disposition: form-data; name="file"; filename="../../a\u0000.csv"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=xx',
      valid: false,
    });
  } else if (csv) {
    cases.push({ params: sample(validParams(), 1, 4)[0], body: 'a,b\n"unterminated', contentType: 'text/csv', valid: false });
  } else if (bs || MUTATING.has(route.method)) {
    const params = sample(validParams(), 1, 6)[0];
    // Malformed JSON, a JSON of the wrong kind, and values invalid for the body's schema.
    cases.push({ params, body: '{"a": [1, 2', valid: false });
    cases.push({ params, body: '[]', valid: false });
    if (bs) {
      const invalid = bs.properties ? invalidObjectArb(bs) : wrongValueArb(bs);
      for (const body of sample(invalid, Math.max(1, n), 7)) cases.push({ params, body: json(body), valid: false });
    }
  }
  return cases;
}

function urlOf(route: ApiRoute, c: Case): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeSegment(c.params?.[k] ?? '1'));
  const q = queryString(c.query);
  return q ? `${path}?${q}` : path;
}

const HANGUL = /[\uac00-\ud7a3]/;

/** The message of an error code in a language, up to its first parameter (what must be there whatever the values). */
const fixedPart = (code: string, lang: 'ko' | 'en') => errorMessage(code, lang).split('{')[0].slice(0, 12);

/** Sends every case of every route as every identity; answers what was found (empty: nothing to fix). */
export async function fuzz(ctx: TestContext, opts: FuzzOptions): Promise<FuzzReport> {
  const routes = (ctx.app.apiRoutes as ApiRoute[]).filter((r) => !opts.only || r.url.includes(opts.only));
  const who = await identities(ctx);
  const digest = await makeDigest(ctx);
  const report: FuzzReport = {
    routes: routes.length,
    reached: routes.map((r) => `${r.method} ${r.url}`),
    requests: 0,
    refusedBatchesChecked: 0,
    statuses: {},
    ms: { requests: 0, digests: 0 },
    findings: [],
  };
  const timed = async <T>(part: 'requests' | 'digests', work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      report.ms[part] += performance.now() - t0;
    }
  };
  let address = 0;
  let routeIndex = 0;
  for (const route of routes) {
    routeIndex++;
    const cases = casesOf(route, opts.seed + routeIndex * 7919, opts.runs);
    const mutating = MUTATING.has(route.method);
    const name = `${route.method} ${route.url}`;
    for (const identity of who) {
      address++;
      // The invalid values first (all must be refused), then the valid-shaped ones: two batches, each checked.
      for (const batch of [cases.filter((c) => !c.valid), cases.filter((c) => c.valid)]) {
        if (!batch.length) continue;
        const before = mutating ? await timed('digests', digest) : '';
        let allRefused = true;
        for (const [i, c] of batch.entries()) {
          const lang = (address + i) % 2 ? 'en' : 'ko';
          const url = urlOf(route, c);
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            remoteAddress: `10.${200 + (address % 50)}.${(address >> 8) % 250}.${address % 250}`,
            headers: {
              'accept-language': lang,
              ...(identity.token ? { authorization: `Bearer ${identity.token}` } : {}),
              ...(c.body !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
            },
            ...(c.body !== undefined && route.method !== 'GET' ? { payload: c.body } : {}),
          };
          const res = await timed('requests', () => ctx.app.inject(request));
          report.requests++;
          report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
          const shown = `${url.slice(0, 200)} ${c.body?.slice(0, 200) ?? ''}`;
          const finding = (kind: FuzzFinding['kind']) =>
            report.findings.push({
              kind,
              call: name,
              who: identity.name,
              status: res.statusCode,
              request: shown,
              answer: res.body.slice(0, 300),
            });
          if (res.statusCode >= 500) {
            finding('5xx');
            continue;
          }
          if (res.statusCode < 400) {
            allRefused = false;
            continue;
          }
          let body: { errorCode?: unknown; errorMessage?: unknown } = {};
          try {
            body = res.json();
          } catch {
            // Not JSON: reported as a shape finding below.
          }
          const keys = Object.keys(body ?? {})
            .sort()
            .join(',');
          if (keys !== 'errorCode,errorMessage' || typeof body.errorCode !== 'string' || typeof body.errorMessage !== 'string') {
            finding('shape');
            continue;
          }
          if (errorEntry(body.errorCode).status !== res.statusCode && body.errorCode !== 'COM1N5000') finding('shape');
          const fixed = fixedPart(body.errorCode, lang);
          if (!body.errorMessage.startsWith(fixed) || (lang === 'ko') !== HANGUL.test(body.errorMessage.split('(')[0] || body.errorMessage))
            finding('language');
        }
        if (mutating && allRefused) {
          const after = await timed('digests', digest);
          report.refusedBatchesChecked++;
          if (after !== before)
            report.findings.push({
              kind: 'changed',
              call: name,
              who: identity.name,
              status: 0,
              request: `${batch.length} refused calls`,
              answer: diff(before, after),
            });
        }
      }
    }
  }
  return report;
}
