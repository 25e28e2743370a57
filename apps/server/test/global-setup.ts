import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, runMigrations, wrapPglite, wrapPostgres } from '../src/platform/db';
import { seed } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: a gzipped dump of the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: server URL and the template database's name. */
    pgServerUrl: string;
    pgTemplateName: string;
  }
}

type Template = { pgliteTemplate: string; pgServerUrl: string; pgTemplateName: string; teardown: () => Promise<void> | void };
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
  return async () => {
    shared.__portalTemplateUsers = (shared.__portalTemplateUsers ?? 1) - 1;
    if (shared.__portalTemplateUsers === 0) await template.teardown();
  };
}

async function makeTemplate(kind: 'pglite' | 'postgres'): Promise<Template> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tpl-'));
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = wrapPglite(client);
    await runMigrations(database);
    await seed(database.db, { profile: 'test' });
    const dump = await client.dumpDataDir('gzip');
    const file = path.join(dir, 'template.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    return { pgliteTemplate: file, pgServerUrl: '', pgTemplateName: '', teardown: () => rmSync(dir, { recursive: true, force: true }) };
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
  await runMigrations(database);
  await seed(database.db, { profile: 'test' });
  await pool.end();
  const teardown = async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}%`]);
    for (const r of rows.reverse()) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.end();
  };
  return { pgliteTemplate: '', pgServerUrl: serverUrl, pgTemplateName: name, teardown };
}
