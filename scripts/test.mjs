#!/usr/bin/env node
// `npm test`: lint, type checks, translation parity, unit tests, API tests on PGlite (and on PostgreSQL
// when TEST_DATABASE_URL is set), the production build, then the browser journeys in Chromium.
// Ends with one line "tests: N passed, N failed" and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const only = process.argv.slice(2);
const results = [];
let passed = 0;
let failed = 0;

function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return true;
  const started = Date.now();
  console.info(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function vitest(name, cwd, env = {}) {
  const out = path.join(tmp, `${name}.json`);
  const ok = run(name, 'npx', ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { cwd: path.join(root, cwd), env });
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0) + (ok || j.numFailedTests ? 0 : 1);
  } else if (!ok) failed += 1;
  return ok;
}

let ok = true;
ok = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']) && ok;
ok = run('typecheck', 'npx', ['tsc', '-b']) && ok;
ok = run('i18n', 'node', ['scripts/i18n-parity.mjs']) && ok;
ok = vitest('unit-contract', 'packages/contract') && ok;
ok = vitest('unit-web', 'apps/web') && ok;
ok = vitest('api-pglite', 'apps/server', { TEST_DB: 'pglite' }) && ok;
if (process.env.TEST_DATABASE_URL) ok = vitest('api-postgres', 'apps/server', { TEST_DB: 'postgres' }) && ok;
else console.info('\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.CI === 'true' || process.env.REQUIRE_E2E === '1';
if (!only.length || only.includes('e2e')) {
  if (!existsSync(chromium)) {
    console.error(`\nChromium not found at ${chromium}: browser journeys cannot run (install Debian's chromium).`);
    if (e2eRequired) {
      ok = false;
      failed += 1;
      results.push({ name: 'e2e', ok: false, seconds: 0 });
    }
  } else {
    ok = run('build', 'npm', ['run', 'build', '--silent']) && ok;
    const out = path.join(tmp, 'e2e.json');
    const e2eOk = run('e2e', 'npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
    ok = e2eOk && ok;
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      if (e2eRequired && (s.expected ?? 0) === 0) {
        console.error('No browser journey ran.');
        ok = false;
        failed += 1;
      }
    } else if (!e2eOk || e2eRequired) {
      failed += 1;
      ok = false;
    }
  }
}

console.info('\n=== summary ===');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
