import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, runMigrations, wrapPglite, wrapPostgres } from '../src/platform/db';
import { seed } from '../src/seed/index';
import { busyClientWarnings, watchBusyClient } from './busy-client';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: a gzipped dump of the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: server URL and the template database's name. */
    pgServerUrl: string;
    pgTemplateName: string;
    /** The report file reader's thread, bundled once per run (user-reports/sheet/pool.ts). */
    sheetWorkerFile: string;
  }
}

type Template = {
  pgliteTemplate: string;
  pgServerUrl: string;
  pgTemplateName: string;
  sheetWorkerFile: string;
  teardown: () => Promise<void> | void;
};
const shared = globalThis as typeof globalThis & { __portalTemplate?: Promise<Template>; __portalTemplateUsers?: number };

/**
 * Migrates and seeds one template database per run; each test file clones it (never initdb per test). The projects of
 * vitest.config.ts (shared modules, and the few files that need a module graph of their own) share the one template:
 * the first project's setup makes it, the last one's teardown removes it.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  shared.__portalTemplateUsers = (shared.__portalTemplateUsers ?? 0) + 1;
  const template = await (shared.__portalTemplate ??= makeTemplate(kind));
  project.provide('pgliteTemplate', template.pgliteTemplate);
  project.provide('pgServerUrl', template.pgServerUrl);
  project.provide('pgTemplateName', template.pgTemplateName);
  project.provide('sheetWorkerFile', template.sheetWorkerFile);
  return async () => {
    shared.__portalTemplateUsers = (shared.__portalTemplateUsers ?? 1) - 1;
    if (shared.__portalTemplateUsers === 0) await template.teardown();
  };
}

/**
 * The report file reader's thread as one bundle (as build.mjs makes it for the server): a thread started from the
 * TypeScript source loads tsx and compiles the reader again, seconds per thread on a busy machine.
 */
async function bundleSheetWorker(dir: string): Promise<string> {
  const outfile = path.join(dir, 'sheet-worker.mjs');
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies?: object };
  // npm dependencies stay external; the contract package (TypeScript) is bundled.
  const external = Object.keys(pkg.dependencies ?? {}).filter((n) => !n.startsWith('@portal/'));
  await build({
    entryPoints: [fileURLToPath(new URL('../src/modules/user-reports/sheet/worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((n) => `${n}/*`)],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return outfile;
}

async function makeTemplate(kind: 'pglite' | 'postgres'): Promise<Template> {
  // The bundle imports its npm dependencies from node_modules: it lives under the package, not in the system's tmp.
  const cache = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const bundleDir = mkdtempSync(path.join(cache, 'portal-sheet-worker-'));
  const sheetWorkerFile = await bundleSheetWorker(bundleDir);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tpl-'));
  const removeDir = () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = wrapPglite(client);
    await runMigrations(database);
    await seed(database.db, { profile: 'test' });
    const dump = await client.dumpDataDir('gzip');
    const file = path.join(dir, 'template.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    return { pgliteTemplate: file, pgServerUrl: '', pgTemplateName: '', sheetWorkerFile, teardown: removeDir };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const database = wrapPostgres(pool);
  watchBusyClient();
  await runMigrations(database);
  // The seed, as `npm start` runs it on PostgreSQL, must never ask a connection for a query while it runs one.
  await seed(database.db, { profile: 'test' });
  await pool.end();
  const busy = busyClientWarnings();
  if (busy.length) throw new Error(`the seed sent a query on a busy pg connection:\n${busy.join('\n')}`);
  const teardown = async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}%`]);
    for (const r of rows.reverse()) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.end();
    removeDir();
  };
  return { pgliteTemplate: '', pgServerUrl: serverUrl, pgTemplateName: name, sheetWorkerFile, teardown };
}
