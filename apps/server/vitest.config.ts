import { defineConfig } from 'vitest/config';

/**
 * The API tests. Test files share one module graph per worker (isolate: false): each file builds its own app on its
 * own copy of the template database, so what the server keeps per app or per database handle stays apart, and the
 * server's modules are loaded once per worker instead of once per file (the largest part of a small file's time).
 * Files that replace a module (vi.mock) keep a module graph of their own. Per-process state keyed by anything but the
 * app or the database handle is a defect here as it would be with two apps in one process.
 */
const OWN_MODULES = ['src/modules/sign-in/sign-in.test.ts'];
const name = process.env.TEST_DB === 'postgres' ? 'api:postgres' : 'api:pglite';

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
        test: { name, include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: `${name} (own modules)`, include: OWN_MODULES } },
    ],
  },
});
