#!/usr/bin/env node
// `npm test`: lint and format check, type checks, translation parity, unit tests (with the production build beside
// them); then, side by side, the API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set)
// and the browser journeys in Chromium (two workers). Ends with each stage's time, the slowest
// journeys, the wall time and one line "tests: N passed, N failed", and a non-zero exit on any
// failure. `node scripts/test.mjs lint api-pglite ...` runs only the named stages.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const startedAt = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const only = process.argv.slice(2);
const results = [];
let passed = 0;
let failed = 0;
/** Names of the tests that failed (and journeys that passed only on a retry), repeated in the summary. */
const failures = [];
const flaky = [];
/** Each journey's time (all its tries), for the slowest ones in the summary. */
const journeyTimes = [];

/**
 * Runs one stage. With `quiet`, its output goes to a log file that is printed when it ends, so two
 * stages can run side by side without interleaving their reports.
 */
async function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name) && !opts.always) return true;
  const started = Date.now();
  const log = opts.quiet ? path.join(tmp, `${name}.log`) : null;
  if (!log) console.info(`\n=== ${name} ===`);
  else console.info(`\n=== ${name} (running beside the other stages; its report follows when it ends) ===`);
  const child = spawn(cmd, args, {
    cwd: opts.cwd ?? root,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...opts.env },
  });
  if (log) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (log) console.info(`\n=== ${name} (report) ===\n${readFileSync(log, 'utf8')}`);
  const ok = status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

async function vitest(name, cwd, env = {}, opts = {}) {
  if (only.length && !only.includes(name)) return true;
  const out = path.join(tmp, `${name}.json`);
  const ok = await run(
    name,
    'npx',
    ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: path.join(root, cwd), env, ...opts },
  );
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    for (const file of j.testResults ?? []) {
      const rel = path.relative(root, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${name}: ${rel} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && !failedTests.length) failures.push(`${name}: ${rel}: ${firstLine(file.message)}`);
    }
    failed += (j.numFailedTests ?? 0) + (ok || j.numFailedTests ? 0 : 1);
  } else if (!ok) failed += 1;
  return ok;
}

/** The API tests on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set. */
async function apiStages(opts = {}) {
  let good = await vitest('api-pglite', 'apps/server', { TEST_DB: 'pglite' }, opts);
  if (process.env.TEST_DATABASE_URL) good = (await vitest('api-postgres', 'apps/server', { TEST_DB: 'postgres' }, opts)) && good;
  else console.info('\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.');
  return good;
}

const e2eRequired = process.env.CI === 'true' || process.env.REQUIRE_E2E === '1';

/** The production build the journeys run on; false when it failed (the journeys are then not run). */
async function buildStage(opts = {}) {
  return run('build', 'npm', ['run', 'build', '--silent'], { always: true, ...opts });
}

/** The browser journeys in Chromium, on the built portal (buildStage first). */
async function journeyStage(opts = {}) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`\nChromium not found at ${chromium}: browser journeys cannot run (install Debian's chromium).`);
    if (!e2eRequired) return true;
    failed += 1;
    results.push({ name: 'e2e', ok: false, seconds: 0 });
    return false;
  }
  let good = true;
  const out = path.join(tmp, 'e2e.json');
  const e2eOk = await run('e2e', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    ...opts,
  });
  good = e2eOk && good;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const st = report.stats ?? {};
    walkJourneys(report.suites ?? []);
    passed += (st.expected ?? 0) + (st.flaky ?? 0);
    failed += st.unexpected ?? 0;
    if (e2eRequired && (st.expected ?? 0) === 0) {
      console.error('No browser journey ran.');
      failed += 1;
      good = false;
    }
  } else if (!e2eOk || e2eRequired) {
    failed += 1;
    good = false;
  }
  return good;
}

function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/** Collects failed and flaky journeys from Playwright's JSON report. */
function walkJourneys(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const where = `e2e: ${spec.file}:${spec.line} › ${spec.title}`;
        const errors = (t.results ?? []).flatMap((r) => r.errors ?? (r.error ? [r.error] : []));
        journeyTimes.push({
          where: `${spec.file}:${spec.line} › ${spec.title}`,
          ms: (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0),
        });
        if (t.status === 'unexpected') failures.push(`${where}: ${firstLine(errors[0]?.message)}`);
        else if (t.status === 'flaky') flaky.push(`${where}: ${firstLine(errors[0]?.message)}`);
      }
    }
    walkJourneys(suite.suites ?? []);
  }
}

const wantE2e = !only.length || only.includes('e2e');
const besides = wantE2e && process.env.SERIAL_TESTS !== '1';
// The build needs none of the checks: it runs beside them (its report follows when it ends), so the
// journeys can start as soon as the checks are done.
const building = besides ? buildStage({ quiet: true }) : null;

/**
 * Runs stages two at a time, each lane taking the next when it is free (the longest first). The checks and the
 * component tests are each one process on one core (tsc, eslint, prettier; vitest runs one worker on two cores): one
 * after the other they left the second core idle. Their reports follow each as it ends (`quiet`).
 */
async function twoLanes(stages) {
  const queue = [...stages];
  const lane = async () => {
    let good = true;
    for (let next = queue.shift(); next; next = queue.shift()) good = (await next()) && good;
    return good;
  };
  const lanes = await Promise.all([lane(), lane()]);
  return lanes.every(Boolean);
}

let ok = await twoLanes([
  () => vitest('unit-web', 'apps/web', {}, { quiet: true }),
  () => run('typecheck', 'npx', ['tsc', '-b'], { quiet: true }),
  () => run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
  () => run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.'], { quiet: true }),
  () => vitest('unit-contract', 'packages/contract', {}, { quiet: true }),
  () => run('i18n', 'node', ['scripts/i18n-parity.mjs'], { quiet: true }),
  () => run('cycles', 'node', ['scripts/import-cycles.mjs'], { quiet: true }),
  () => run('decisions', 'node', ['scripts/decisions-index.mjs'], { quiet: true }),
]);

// Then two lanes, each taking the next stage when it is free: the journeys (once built) and the API
// suites on PGlite, then on PostgreSQL in whichever lane frees first. Two heavy stages at a time keep
// both cores busy to the end without a third crowding them (SERIAL_TESTS=1: one after the other).
if (besides) {
  const queue = [
    () => building.then((built) => built && journeyStage({ quiet: true })),
    () => vitest('api-pglite', 'apps/server', { TEST_DB: 'pglite' }, { quiet: true }),
  ];
  if (process.env.TEST_DATABASE_URL) queue.push(() => vitest('api-postgres', 'apps/server', { TEST_DB: 'postgres' }, { quiet: true }));
  else console.info('\nTEST_DATABASE_URL is not set: API tests run on PGlite only.');
  ok = (await twoLanes(queue)) && ok;
} else {
  ok = (await apiStages()) && ok;
  if (wantE2e) ok = (await buildStage()) && (await journeyStage()) && ok;
}

console.info('\n=== summary ===');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
if (journeyTimes.length) {
  const slowest = journeyTimes.sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.info(`slowest journeys:\n${slowest.map((j) => `  ${(j.ms / 1000).toFixed(1)}s ${j.where}`).join('\n')}`);
}
console.info(`wall time: ${Math.round((Date.now() - startedAt) / 1000)}s`);
if (flaky.length) console.info(`passed on a retry:\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.info(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
