// Soak: the cluster's realistic traffic (bench/lib/traffic.mjs) at a steady rate for a long time, watching memory and
// database connections (decision 052). Not part of plain `npm run bench`: run it on purpose,
//
//   node bench/run.mjs soak            (or: node --import tsx bench/soak.mjs)
//
// CLUSTER_PROCESSES (2) server processes of the built portal behind nginx on a scratch database `cluster_soak`
// (created and dropped), SOAK_SECONDS (600) at SOAK_RATE requests per second (50). Every 10 s (SOAK_SAMPLE_SECONDS) it
// samples each process's resident memory and V8 heap in use (written by bench/lib/memory-reporter.mjs, preloaded into
// the servers) and PostgreSQL's connections to the database (pg_stat_activity); it prints the series, then the verdict
// per series: flat when, leaving out the first SOAK_WARMUP_SECONDS (60) of warm-up, the last third's mean has grown no
// more than the tolerance over the first third's: resident memory 10%, heap in use 20% (the collector's saw-tooth),
// connections 2.
// Stops by itself; stops what it started, also on failure or Ctrl-C.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureBuilt, ROOT, rssOf, scratchUrl, startCluster } from './lib/cluster.mjs';
import { PG_URL, postgresReachable } from './lib/portal.mjs';
import { figure, fmt } from './lib/report.mjs';
import { addLoadMembers, createTraffic } from './lib/traffic.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const PROCESSES = Number(process.env.CLUSTER_PROCESSES ?? 2);
const PORT = Number(process.env.CLUSTER_PORT ?? 3980);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, SECONDS / 5));
const BENCH = 'soak';
const MB = 1024 * 1024;
const TOLERANCE = { rss: 0.1, heap: 0.2, connections: 2 };

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

/** Flat: the last third's mean within the tolerance of the first third's (samples after the warm-up). */
function verdict(samples, pickValue, { relative, absolute }) {
  const values = samples
    .filter((s) => s.t >= WARMUP_SECONDS)
    .map(pickValue)
    .filter((v) => v !== null && v !== undefined);
  if (values.length < 3) return { ok: false, first: NaN, last: NaN, text: 'too few samples' };
  const third = Math.max(1, Math.floor(values.length / 3));
  const first = mean(values.slice(0, third));
  const last = mean(values.slice(-third));
  // Only growth counts against it: a pool that closes idle connections, or a heap the collector shrank, is not a leak.
  const ok = relative !== undefined ? last <= first * (1 + relative) : last - first <= absolute;
  return { ok, first, last, change: first ? (last - first) / first : 0 };
}

async function main() {
  console.info(`\n# Soak: ${PROCESSES} processes behind nginx, ${RATE} req/s for ${SECONDS} s`);
  if (!(await postgresReachable())) {
    console.info(`  skipped: PostgreSQL not reachable at ${PG_URL}`);
    return;
  }
  ensureBuilt();
  const databaseUrl = scratchUrl('cluster_soak');
  const dbName = 'cluster_soak';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  const reportBase = path.join(dataDir, 'memory');
  await dropDatabase(databaseUrl);
  let cluster;
  const monitor = new pg.Client({ connectionString: PG_URL });
  const cleanup = async () => {
    await cluster?.stop().catch(() => undefined);
    await monitor.end().catch(() => undefined);
    if (!process.env.BENCH_KEEP) await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // First start: migrate and seed; then the members of the load (one sign-in each, spread over the run).
    const first = await startCluster({ processes: 1, port: PORT, databaseUrl, dataDir });
    await first.stop();
    const loadMembers = await addLoadMembers(databaseUrl, Math.max(10, Math.ceil(SECONDS / 5)));
    cluster = await startCluster({
      processes: PROCESSES,
      port: PORT,
      databaseUrl,
      dataDir,
      nodeArgs: ['--import', path.join(ROOT, 'bench/lib/memory-reporter.mjs')],
      env: { MEMORY_REPORT_FILE: reportBase },
    });
    await monitor.connect();
    const traffic = createTraffic({ base: cluster.url, loadMembers, signInsPerSecond: 0.2 });
    await traffic.prepare();

    const samples = [];
    const sample = async (t) => {
      const processes = cluster.servers.map((s) => {
        const file = `${reportBase}.${s.index + 1}`;
        const reported = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
        return { rss: rssOf(s.pid), heap: reported.heapUsed ?? null };
      });
      const { rows } = await monitor.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
      const row = { t: Math.round(t), processes, connections: rows[0].n };
      samples.push(row);
      console.info(
        `  t=${String(row.t).padStart(4)} s  ` +
          processes.map((p, i) => `p${i + 1} rss ${fmt(p.rss / MB)} MB heap ${fmt(p.heap / MB)} MB`).join('  ') +
          `  pg connections ${row.connections}`,
      );
    };
    await sample(0);
    const result = await traffic.run({ rate: RATE, seconds: SECONDS, onSample: sample, sampleEveryMs: SAMPLE_SECONDS * 1000 });
    await sample(result.seconds);
    await traffic.finish();

    console.info(
      `\n  traffic: ${result.requests} requests in ${fmt(result.seconds)} s (${fmt(result.rps)} req/s), p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, ${result.errors} errors; ${result.signedIn} members signed in`,
    );
    for (const k of result.kinds.filter((k) => k.errors))
      console.info(`    ${k.kind}: ${k.errors} errors ${JSON.stringify(k.statuses)} ${k.samples.join(' | ')}`);
    figure({
      bench: BENCH,
      name: 'errors during the soak',
      value: result.errors,
      unit: 'errors',
      display: String(result.errors),
      aim: '0',
      ok: result.errors === 0,
    });
    let allFlat = result.errors === 0;
    for (const s of cluster.servers) {
      const i = s.index;
      const rss = verdict(samples, (x) => x.processes[i].rss, { relative: TOLERANCE.rss });
      const heap = verdict(samples, (x) => x.processes[i].heap, { relative: TOLERANCE.heap });
      figure({
        bench: BENCH,
        name: `process ${i + 1} resident memory, last third against first`,
        value: rss.change * 100,
        unit: '%',
        display: `${fmt(rss.change * 100)}%`,
        aim: `<= +${TOLERANCE.rss * 100}%`,
        ok: rss.ok,
        note: `${fmt(rss.first / MB)} MB -> ${fmt(rss.last / MB)} MB`,
      });
      figure({
        bench: BENCH,
        name: `process ${i + 1} heap in use, last third against first`,
        value: heap.change * 100,
        unit: '%',
        display: `${fmt(heap.change * 100)}%`,
        aim: `<= +${TOLERANCE.heap * 100}%`,
        ok: heap.ok,
        note: `${fmt(heap.first / MB)} MB -> ${fmt(heap.last / MB)} MB`,
      });
      allFlat &&= rss.ok && heap.ok;
    }
    const conns = verdict(samples, (x) => x.connections, { absolute: TOLERANCE.connections });
    figure({
      bench: BENCH,
      name: 'PostgreSQL connections, last third against first',
      value: conns.last - conns.first,
      unit: 'connections',
      display: `${conns.last - conns.first >= 0 ? '+' : ''}${fmt(conns.last - conns.first)}`,
      aim: `<= +${TOLERANCE.connections}`,
      ok: conns.ok,
      note: `${fmt(conns.first)} -> ${fmt(conns.last)}`,
    });
    allFlat &&= conns.ok;
    console.info(`\n  verdict: ${allFlat ? 'FLAT (memory and connections held steady, no errors)' : 'NOT FLAT (see the figures above)'}`);
    if (!allFlat) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
