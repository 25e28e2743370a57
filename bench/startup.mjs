// Benchmark 3: seconds from `npm start` on a built tree to the first answered request (GET /healthz
// polled every 50 ms), first with a fresh data directory (first start: PGlite initdb, migrations, demo
// seed), then again on the same directory (warm start, twice).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure, fmt, heading, msSince, ROOT } from './lib/report.mjs';
import { freePort, runInherit, spawnGroup, waitFor200 } from './lib/process.mjs';
import { isBuilt } from '../scripts/build-state.mjs';

/** The same rule as `npm start`: the tree is built when both outputs are newer than every source. */
export const treeIsBuilt = () => isBuilt(ROOT);

/** Builds the tree (not timed) when `npm start` would otherwise build it first. */
export async function ensureBuilt() {
  if (treeIsBuilt()) return;
  console.info('  (building the portal first: npm run build, not timed)');
  await runInherit('npm', ['run', 'build', '--silent'], { cwd: ROOT });
}

async function timeStart(dataDir) {
  // Others may edit sources meanwhile: rebuild (untimed) right before each start, so npm start finds it built.
  await ensureBuilt();
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    FORCE_BUILD: 'false',
  };
  delete env.DATABASE_URL;
  const started = process.hrtime.bigint();
  const proc = spawnGroup('npm', ['start', '--silent'], { cwd: ROOT, env });
  try {
    const answered = await waitFor200(`http://127.0.0.1:${port}/healthz`, { everyMs: 50, isDead: proc.isDead });
    const seconds = Number(answered - started) / 1e9;
    return { seconds, rebuilt: proc.output().includes('Building the portal') };
  } catch (err) {
    throw new Error(`${err.message}\n--- output ---\n${proc.output()}`);
  } finally {
    await proc.stop();
  }
}

export async function benchStartup() {
  heading('Start-up: `npm start` to the first answered request');
  const t0 = process.hrtime.bigint();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  try {
    const fresh = await timeStart(dataDir);
    figure({
      bench: 'startup',
      name: 'first start, fresh data dir (initdb, migrate, seed)',
      value: fresh.seconds,
      unit: 's',
      display: `${fmt(fresh.seconds, 2)} s`,
      note: fresh.rebuilt ? 'npm start rebuilt the tree: sources changed meanwhile' : undefined,
    });
    const warm = [];
    for (let i = 0; i < 2; i++) warm.push(await timeStart(dataDir));
    const mean = warm.reduce((n, w) => n + w.seconds, 0) / warm.length;
    figure({
      bench: 'startup',
      name: 'warm start, same data dir',
      value: mean,
      unit: 's',
      display: `${fmt(mean, 2)} s`,
      note: `mean of ${warm.map((w) => fmt(w.seconds, 2)).join(' and ')} s${warm.some((w) => w.rebuilt) ? '; npm start rebuilt the tree: sources changed meanwhile' : ''}`,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(`  (start-up benchmark took ${fmt(msSince(t0) / 1000, 1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStartup().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
