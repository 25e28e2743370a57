import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The API tests. Test files share one module graph per worker (isolate: false): each file builds its own app on its
 * own copy of the template database, so what the server keeps per app or per database handle stays apart, and the
 * server's modules are loaded once per worker instead of once per file (the largest part of a small file's time).
 * Files that replace a module (vi.mock) keep a module graph of their own. Per-process state keyed by anything but the
 * app or the database handle is a defect here as it would be with two apps in one process.
 */
const OWN_MODULES = ['src/modules/sign-in/sign-in.test.ts'];
const onPostgres = process.env.TEST_DB === 'postgres';
const name = onPostgres ? 'api:postgres' : 'api:pglite';

/**
 * The test files that never open a database (the report file readers, the PDF and spreadsheet writers, paging, the
 * cluster's supervisor): what they test is the same on either database, so they run in the PGlite run only. A file
 * counts as opening one when it names a fixture that builds an app or a database, or the database itself.
 */
const DATABASE_MARKERS =
  /test\/(helpers|accounts|orders|exchange|non-display|billing-summaries|workflow-fixtures|passkeys|cluster|files-fixtures)'|\.\.?\/helpers'|inject\(|openDatabase|buildApp|wrapPglite|wrapPostgres|PGlite|from 'pg'/;
function databaseFree(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts') && !DATABASE_MARKERS.test(readFileSync(file, 'utf8'))) out.push(file);
    }
  };
  for (const dir of ['src', 'test']) walk(path.join(import.meta.dirname, dir));
  return out.map((file) => path.relative(import.meta.dirname, file));
}
const SKIPPED_ON_POSTGRES = onPostgres ? databaseFree() : [];

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-each.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A budget, not an assertion: the heaviest files (the reader threads, 10 MB files) need it on a busy 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...OWN_MODULES, ...SKIPPED_ON_POSTGRES],
          isolate: false,
        },
      },
      { extends: true, test: { name: `${name} (own modules)`, include: OWN_MODULES } },
    ],
  },
});
