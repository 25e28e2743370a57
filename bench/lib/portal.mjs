// What the benchmarks of the portal's areas share: the floor (a bare Fastify route), a scratch PostgreSQL database,
// raw queries on either database, and the portal app built on a migrated, seeded database (bench/orders.mjs,
// bench/work-queue.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { openDatabase, runMigrations } from '../../apps/server/src/platform/db.ts';
import { seed } from '../../apps/server/src/seed/index.ts';
import { runLoad } from './load.mjs';
import { figure, fmt } from './report.mjs';

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The bare route: the most a Fastify route can answer on this machine in this run. With `rate`, also its latency at that
 * steady rate (`paced`, `rateSeconds` long): what the machine itself allows a p99 aim at that rate.
 */
export async function measureFloor({ connections, seconds, warmupSeconds, rate, rateSeconds = 10 }) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${app.server.address().port}/`;
    await runLoad({ url, connections, duration: warmupSeconds });
    const r = await runLoad({ url, connections, duration: seconds });
    if (rate) r.atRate = await runLoad({ paced: true, url, rate, duration: rateSeconds, requests: [{ method: 'GET', path: '/' }] });
    return r;
  } finally {
    await app.close();
  }
}

/**
 * The floor measured and printed as a figure of `bench` (`label` first in its name when a bench measures it more than
 * once, e.g. right before each database's figures, so that each ratio compares with the machine as it was then).
 */
export async function floorFigure(bench, opts) {
  const floor = await measureFloor(opts);
  checkClean(floor, 'bare route');
  const prefix = opts.label ? `${opts.label}: ` : '';
  figure({
    bench,
    name: `${prefix}bare Fastify route (the floor)`,
    value: floor.rps,
    unit: 'req/s',
    note: `p99 ${fmt(floor.latency.p99)} ms`,
  });
  if (floor.atRate) {
    checkClean(floor.atRate, `bare route at ${opts.rate} req/s`);
    figure({
      bench,
      name: `${prefix}bare Fastify route p99 latency at ${opts.rate} req/s`,
      value: floor.atRate.latency.p99,
      unit: 'ms',
      note: `p50 ${fmt(floor.atRate.latency.p50)} ms, max ${fmt(floor.atRate.latency.max)} ms`,
    });
  }
  return floor;
}

export async function query(database, text) {
  if (database.kind === 'pglite') return (await database.pglite.query(text)).rows;
  return (await database.pool.query(text)).rows;
}

export const sqlList = (xs) => `array[${xs.map((x) => (x == null ? 'null' : `'${x}'`)).join(',')}]::text[]`;

export function checkClean(r, label) {
  const bad = r.errors + r.timeouts + r.non2xx;
  if (bad > 0)
    throw new Error(`${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodes)})`);
}

export const headersOf = (token, lang) => ({
  'content-type': 'application/json',
  'accept-language': lang,
  authorization: `Bearer ${token}`,
});

export async function postgresReachable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function adminQuery(text) {
  const a = new pg.Client({ connectionString: PG_URL });
  await a.connect();
  try {
    await a.query(text);
  } finally {
    await a.end();
  }
}

/**
 * A migrated, seeded database of a kind ('postgres': a scratch database `scratchName` on the server, dropped on close
 * unless BENCH_KEEP is set; 'pglite': in a temporary folder) with `fill(database)` run on it, vacuumed and analysed as
 * autovacuum would leave it, and the portal app built on it and listening. `variants` build more apps on the same
 * database with changed configuration (e.g. a cache off). Answers the database, the apps' base URLs, the fill's
 * result, a token signer and a closer.
 */
/** A scratch database's name: BENCH_DB_PREFIX (e.g. a developer's name) first, so runs side by side do not collide. */
export const scratchDbName = (name) => `${process.env.BENCH_DB_PREFIX ?? ''}${name}`;

export async function startBenchPortal(kind, { scratchName: baseName, fill, variants = {} }) {
  const scratchName = scratchDbName(baseName);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-${scratchName}-${kind}-`));
  let database;
  let scratchUrl;
  if (kind === 'postgres') {
    await adminQuery(`drop database if exists ${scratchName} with (force)`);
    await adminQuery(`create database ${scratchName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${scratchName}`;
    scratchUrl = url.toString();
    database = await openDatabase({ databaseUrl: scratchUrl, dataDir, poolSize: 10 });
    database.pool.on('error', () => undefined);
  } else {
    database = await openDatabase({ dataDir });
  }
  const apps = [];
  const cleanup = async () => {
    for (const a of apps.reverse()) await a.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if (scratchUrl && !process.env.BENCH_KEEP) await adminQuery(`drop database if exists ${scratchName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database);
    await seed(database.db);
    const filled = await fill(database);
    if (database.kind === 'pglite') await database.pglite.exec('vacuum analyze');
    else await database.pool.query('vacuum analyze');
    const config = loadConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      { dataDir, jwtSecret: 'bench-secret-bench-secret-bench-secret-0', encryptionKey: '0'.repeat(64), webDist: undefined },
    );
    const listen = async (cfg) => {
      const app = await buildApp({ config: cfg, database, logger: false });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };
    const app = await listen(config);
    const bases = { main: `http://127.0.0.1:${app.server.address().port}` };
    for (const [name, change] of Object.entries(variants)) {
      const v = await listen({ ...config, ...change });
      bases[name] = `http://127.0.0.1:${v.server.address().port}`;
    }
    const rolesOf = async (userId) =>
      (await query(database, `select role_code from user_roles where user_id = ${userId}`)).map((r) => r.role_code);
    return {
      database,
      filled,
      base: bases.main,
      bases,
      /** A token of a user acting in a company, with the user's roles. */
      sign: async (userId, companyId) => app.tokens.sign({ userId, companyId, roles: await rolesOf(userId) }),
      close: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
