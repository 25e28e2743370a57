#!/usr/bin/env node
// `node scripts/fuzz.mjs`: the schema fuzzer of `npm test` (apps/server/test/fuzz.test.ts) run longer, on PGlite and
// (when PostgreSQL answers at TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) on PostgreSQL.
//   FUZZ_RUNS  valid-shaped and invalid values per route, part and identity (default 8; npm test uses 1)
//   FUZZ_SEED  the seed (default: a new one, printed, so a finding can be replayed with it)
//   FUZZ_ONLY  only the routes whose path contains this text
//   FUZZ_DB    pglite, postgres or both (default both)
// Each run is bounded: a time limit (FUZZ_TIMEOUT_S, default 1200 s per database) stops it, and the child processes
// are ended on the way out, also on failure or Ctrl-C. Prints the summary of each run and ends non-zero on a finding.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FUZZ_RUNS ?? '8';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const timeoutMs = Number(process.env.FUZZ_TIMEOUT_S ?? 1200) * 1000;
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const which = process.env.FUZZ_DB ?? 'both';
const children = new Set();

function stopAll() {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

function run(db) {
  console.info(
    `\n=== fuzz on ${db}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}${process.env.FUZZ_ONLY ? ` FUZZ_ONLY=${process.env.FUZZ_ONLY}` : ''} ===`,
  );
  const env = { ...process.env, TEST_DB: db, FUZZ_SEED: seed, FUZZ_RUNS: runs, FUZZ_VERBOSE: '1' };
  if (db === 'postgres') env.TEST_DATABASE_URL = pgUrl;
  const child = spawn('npx', ['vitest', 'run', 'test/fuzz.test.ts', `--testTimeout=${timeoutMs}`], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: 'inherit',
    detached: true,
  });
  children.add(child);
  const timer = setTimeout(() => {
    console.error(`fuzz on ${db}: over ${timeoutMs / 1000} s, stopped`);
    process.kill(-child.pid, 'SIGTERM');
  }, timeoutMs);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      resolve(code === 0);
    }),
  );
}

const results = [];
try {
  for (const db of which === 'both' ? ['pglite', 'postgres'] : [which]) results.push([db, await run(db)]);
} finally {
  stopAll();
}
for (const [db, ok] of results)
  console.info(`fuzz ${db}: ${ok ? 'no finding' : 'FINDINGS (see above)'} (FUZZ_SEED=${seed} FUZZ_RUNS=${runs})`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
