// Benchmark: several servers behind nginx on one PostgreSQL database under realistic traffic (decision 052).
// The built portal (`npm run build`; built when missing), on a scratch database `cluster_bench` (created
// and dropped; BENCH_PG_URL names the server) with the demo world and CLUSTER_LOAD_MEMBERS more members copied from the
// demo members (they sign in during the run, once each, as people do):
//
// 1. the floor: a bare Fastify route at the same paced rate (its p99), and its most requests per second (autocannon);
// 2. one server process behind nginx: the mix (bench/lib/traffic.mjs) at CLUSTER_LOAD_RATE requests per second (200)
//    for CLUSTER_LOAD_SECONDS (60): per kind of call, the throughput, p50/p99 and the errors;
// 3. CLUSTER_PROCESSES (2) server processes behind nginx: the same.
// Aim: zero errors in both. Each p99 is also printed as a ratio to the floor's p99 at the same rate (same run), and
// the CPU the portal's processes (servers and nginx) spent per request, which does not depend on the machine's other
// work: on a shared machine the offered rate may exceed what the portal gets of the cores, and the latencies show it.
// Ports 3980 (nginx) and 3981.. (servers); CLUSTER_PORT moves them. Stops by itself and stops what it started.
//
//   node bench/run.mjs cluster-load      (or: node --import tsx bench/cluster-load.mjs)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cpuSecondsOfGroup, dropDatabase, ensureBuilt, NGINX, scratchUrl, startCluster } from './lib/cluster.mjs';
import { runLoad } from './lib/load.mjs';
import { measureFloor, PG_URL, postgresReachable } from './lib/portal.mjs';
import { figure, fmt } from './lib/report.mjs';
import { addLoadMembers, createTraffic } from './lib/traffic.mjs';

const RATE = Number(process.env.CLUSTER_LOAD_RATE ?? 200);
const SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 60);
const PROCESSES = Number(process.env.CLUSTER_PROCESSES ?? 2);
const PORT = Number(process.env.CLUSTER_PORT ?? 3980);
const MEMBERS = Number(process.env.CLUSTER_LOAD_MEMBERS ?? 60);
const BENCH = 'cluster-load';

/** The bare route at the same paced rate: the p99 a route with no work has on this machine in this run. */
async function pacedFloor(rate, seconds) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${app.server.address().port}/`;
    return await runLoad({ url, paced: true, rate, duration: seconds, requests: [{ method: 'GET', path: '/' }] });
  } finally {
    await app.close();
  }
}

function printRun(label, r, floorP99) {
  console.info(`\n  ${label}: ${r.requests} requests in ${fmt(r.seconds)} s, ${r.errors} errors; upstreams ${JSON.stringify(r.upstreams)}`);
  const w = Math.max(...r.kinds.map((k) => k.kind.length));
  console.info(
    `    ${'kind of call'.padEnd(w)}  ${'count'.padStart(6)}  ${'req/s'.padStart(6)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  errors`,
  );
  for (const k of r.kinds) {
    console.info(
      `    ${k.kind.padEnd(w)}  ${String(k.count).padStart(6)}  ${fmt(k.rps).padStart(6)}  ${fmt(k.p50).padStart(7)}  ${fmt(k.p99).padStart(7)}  ${k.errors}` +
        (k.errors ? `  ${JSON.stringify(k.statuses)} ${k.samples.join(' | ')}` : ''),
    );
  }
  figure({
    bench: BENCH,
    name: `${label}: throughput at ${RATE} req/s offered`,
    value: r.rps,
    unit: 'req/s',
    note: `p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms = ${fmt(r.p99 / floorP99)} times the floor's p99`,
  });
  figure({
    bench: BENCH,
    name: `${label}: errors`,
    value: r.errors,
    unit: 'errors',
    display: String(r.errors),
    aim: '0',
    ok: r.errors === 0,
  });
  // CPU charged to the portal's processes per request (the machine's other work does not count): the cores give at most
  // cores x 1000 / (servers + nginx) requests per second of this mix, less PostgreSQL's and the load generator's share.
  const perRequest = r.cpuMsPerRequest.servers + r.cpuMsPerRequest.nginx;
  figure({
    bench: BENCH,
    name: `${label}: CPU per request (server processes + nginx)`,
    value: perRequest,
    unit: 'ms',
    note:
      `servers ${fmt(r.cpuMsPerRequest.servers)} ms, nginx ${fmt(r.cpuMsPerRequest.nginx)} ms; ${RATE} req/s take ` +
      `${fmt((perRequest * RATE) / 10)}% of one core; ${os.cpus().length} idle cores would serve about ` +
      `${fmt((os.cpus().length * 1000) / perRequest)} req/s of this mix before PostgreSQL's share`,
  });
}

/** One run of the mix against a fresh cluster of `processes` on the database; answers the figures. */
async function measureCluster({ processes, databaseUrl, dataDir, loadMembers, rate, seconds, label }) {
  const cluster = await startCluster({ processes, port: PORT, databaseUrl, dataDir });
  try {
    const traffic = createTraffic({ base: cluster.url, loadMembers });
    await traffic.prepare();
    // A short warm-up at a tenth of the rate (code paths compiled, pools filled), then the measured run.
    const warm = await traffic.run({ rate: rate / 10, seconds: 5, signIns: false });
    if (warm.errors) console.info(`  warm-up errors: ${JSON.stringify(warm.kinds.filter((k) => k.errors))}`);
    console.info(`  ${label}: measuring ${rate} req/s for ${seconds} s…`);
    const groups = { servers: cluster.servers.map((s) => s.pid), nginx: [cluster.nginxPid] };
    const cpu = () =>
      Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, pids.reduce((a, p) => a + cpuSecondsOfGroup(p), 0)]));
    const before = cpu();
    const r = await traffic.run({ rate, seconds });
    const after = cpu();
    await traffic.finish();
    r.cpuMsPerRequest = Object.fromEntries(Object.keys(groups).map((k) => [k, ((after[k] - before[k]) * 1000) / r.requests]));
    return r;
  } finally {
    await cluster.stop();
  }
}

async function main() {
  console.info(`\n# Several servers behind nginx (${PROCESSES} processes) against one (${RATE} req/s for ${SECONDS} s)`);
  if (!(await postgresReachable())) {
    console.info(`  skipped: PostgreSQL not reachable at ${PG_URL}`);
    return;
  }
  if (!existsSync(NGINX)) {
    console.info(`  skipped: nginx not found at ${NGINX} (apt-get install -y nginx)`);
    return;
  }
  ensureBuilt();
  const databaseUrl = scratchUrl('cluster_bench');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-bench-'));
  await dropDatabase(databaseUrl);
  try {
    const floorPaced = await pacedFloor(RATE, Math.min(SECONDS, 20));
    const floorMax = await measureFloor({ connections: 32, seconds: 10, warmupSeconds: 2 });
    figure({
      bench: BENCH,
      name: 'bare Fastify route (the floor)',
      value: floorMax.rps,
      unit: 'req/s',
      note: `p99 at ${RATE} req/s paced: ${fmt(floorPaced.latency.p99)} ms`,
    });
    const floorP99 = Math.max(floorPaced.latency.p99, 0.1);

    // The first start migrates and seeds; the load members are added once, before either run.
    const first = await startCluster({ processes: 1, port: PORT, databaseUrl, dataDir });
    await first.stop();
    const loadMembers = await addLoadMembers(databaseUrl, MEMBERS);

    const one = await measureCluster({
      processes: 1,
      databaseUrl,
      dataDir,
      loadMembers,
      rate: RATE,
      seconds: SECONDS,
      label: 'one process',
    });
    printRun('one process', one, floorP99);
    const many = await measureCluster({
      processes: PROCESSES,
      databaseUrl,
      dataDir,
      loadMembers,
      rate: RATE,
      seconds: SECONDS,
      label: `${PROCESSES} processes`,
    });
    printRun(`${PROCESSES} processes`, many, floorP99);
    figure({
      bench: BENCH,
      name: `p99: ${PROCESSES} processes against one`,
      value: many.p99 / one.p99,
      unit: 'times',
      display: `${fmt(many.p99 / one.p99)} times`,
      note: `${fmt(many.p99)} ms against ${fmt(one.p99)} ms`,
    });
  } finally {
    if (!process.env.BENCH_KEEP) await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
