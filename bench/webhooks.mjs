// Signed events (issue 27 section 6, decision 087): 10,000 events delivered to a slow receiver (each answer 50 ms late)
// by the built server as a child process on PostgreSQL, with /healthz probed throughout: its p99 while delivering
// against its p99 idle (measured in the same run, the floor; aim: within 5 times). Mid-way the sending process is
// killed with SIGKILL and started again; the receiver counts the deliveries by webhook-id per endpoint: none may be
// missing, none may arrive under an unknown id, and each is verified with the standardwebhooks library. Same-id
// redeliveries (a try in flight when the process died, sent again after its lease: at-least-once, which receivers
// deduplicate by webhook-id) are counted and reported.
//
// Run with `node --import tsx bench/webhooks.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_EVENTS       events in all (default 10000), split over two endpoints
//   BENCH_DELAY_MS     the receiver's delay per answer (default 50)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { dropDatabase, ensureBuilt, ensureDatabase, scratchUrl, SERVER_MAIN } from './lib/cluster.mjs';
import { postgresReachable } from './lib/portal.mjs';
import { startProbe } from './lib/probe.mjs';
import { freePort, spawnGroup, waitFor200 } from './lib/process.mjs';
import { figure, fmt, heading } from './lib/report.mjs';

const BENCH = 'webhooks';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 50);
const IDLE_SECONDS = 5;
const AIM_RATIO = 5;
const ENDPOINTS = 2;

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The slow receiver: verifies each delivery with the reference library and counts it by webhook-id per endpoint. */
async function startReceiver(secrets) {
  const seen = Array.from({ length: ENDPOINTS }, () => new Map());
  let bad = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const n = Number(/^\/hook\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        new Webhook(secrets[n]).verify(body, req.headers);
        const id = req.headers['webhook-id'];
        seen[n].set(id, (seen[n].get(id) ?? 0) + 1);
      } catch {
        bad++;
      }
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), DELAY_MS);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    seen,
    bad: () => bad,
    distinct: () => seen.reduce((n, m) => n + m.size, 0),
    close: () => new Promise((r) => server.close(r)),
  };
}

async function main() {
  heading('Signed events: 10,000 to a slow receiver, with a kill -9 of the sender');
  if (!(await postgresReachable())) {
    console.info('  skipped: no PostgreSQL server (BENCH_PG_URL)');
    return;
  }
  ensureBuilt();
  const url = scratchUrl('portal_bench_webhooks');
  await dropDatabase(url);
  await ensureDatabase(url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-webhooks-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // The receiver is on this machine: the dev/test setting (http://127.0.0.1).
    WEBHOOK_ALLOW_LOCAL: 'true',
    WEBHOOK_CONCURRENCY: '16',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_RETRY_BASE_MS: '1000',
  };
  let server = null;
  const start = async () => {
    server = spawnGroup(process.execPath, [SERVER_MAIN], { env });
    await waitFor200(`${base}/readyz`, { everyMs: 200, timeoutMs: 180_000, isDead: server.isDead });
  };
  const db = new pg.Client({ connectionString: url });
  let receiver = null;
  try {
    // The first start migrates the database; the endpoints and events are written while it is stopped.
    await start();
    await server.stop();
    await db.connect();
    const secrets = Array.from({ length: ENDPOINTS }, () => `whsec_${randomBytes(32).toString('base64')}`);
    receiver = await startReceiver(secrets);
    const [company] = (
      await db.query(
        `insert into companies (company_name, company_name_en, nation_code, customer_code) values ('웹훅벤치', 'Webhook Bench', 'KR', 'W0001') returning id`,
      )
    ).rows;
    const endpointIds = [];
    for (let n = 0; n < ENDPOINTS; n++) {
      // Stored readable (`plain.`, as the seed does): the server encrypts it when it starts.
      const { rows } = await db.query(
        `insert into webhook_endpoints (company_id, url, event_types, enabled, secret_enc, secret_hint)
         values ($1, $2, array['request.submitted'], true, $3, 'whsec_…') returning id`,
        [company.id, `${receiver.url}/hook/${n}`, `plain.${secrets[n]}`],
      );
      endpointIds.push(rows[0].id);
    }
    // The events as the outbox holds them (written by publishEvent in a change's transaction in the portal), all due now.
    await db.query(
      `insert into webhook_events (id, company_id, type, body)
       select 'msg_bench' || lpad(i::text, 8, '0'), $1, 'request.submitted',
              json_build_object('type', 'request.submitted', 'timestamp', now(), 'data', json_build_object('requestId', i))::text
       from generate_series(1, ${EVENTS}) i`,
      [company.id],
    );
    await db.query(
      `insert into webhook_deliveries (event_id, endpoint_id, company_id)
       select 'msg_bench' || lpad(i::text, 8, '0'), (array[${endpointIds.join(',')}])[1 + i % ${ENDPOINTS}], $1
       from generate_series(1, ${EVENTS}) i`,
      [company.id],
    );
    // Idle: the server up with nothing due (the deliveries are put off until the idle probe ends).
    await db.query(`update webhook_deliveries set next_attempt_at = now() + interval '1 hour'`);
    await start();
    const idleProbe = startProbe(base);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await idleProbe.stop();
    // Delivering: the deliveries due; the probe runs throughout; the sender is killed at 40 % and started again.
    await db.query(`update webhook_deliveries set next_attempt_at = now()`);
    const t0 = Date.now();
    let probe = startProbe(base);
    const busy = [];
    while (receiver.distinct() < EVENTS * 0.4) await sleep(50);
    const atKill = receiver.distinct();
    busy.push(...(await probe.stop()));
    process.kill(-server.child.pid, 'SIGKILL');
    await server.done;
    const killedAt = Date.now();
    await start();
    const restartMs = Date.now() - killedAt;
    probe = startProbe(base);
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      const { rows } = await db.query(`select count(*)::int as n from webhook_deliveries where status <> 'DELIVERED'`);
      if (rows[0].n === 0) break;
      await sleep(250);
    }
    busy.push(...(await probe.stop()));
    const seconds = (Date.now() - t0) / 1000;

    // Count by webhook-id per endpoint.
    const expected = Array.from({ length: ENDPOINTS }, () => new Set());
    for (let i = 1; i <= EVENTS; i++) expected[i % ENDPOINTS].add(`msg_bench${String(i).padStart(8, '0')}`);
    let missing = 0;
    let unknown = 0;
    let redelivered = 0;
    for (let n = 0; n < ENDPOINTS; n++) {
      for (const id of expected[n]) if (!receiver.seen[n].has(id)) missing++;
      for (const [id, count] of receiver.seen[n]) {
        if (!expected[n].has(id)) unknown++;
        redelivered += count - 1;
      }
    }
    const idleP99 = percentile(idle, 99);
    const busyP99 = percentile(busy, 99);
    const ratio = busyP99 / Math.max(idleP99, 0.001);
    figure({
      bench: BENCH,
      name: 'events delivered',
      value: EVENTS - missing,
      unit: 'events',
      display: `${fmt(EVENTS - missing)} of ${fmt(EVENTS)} in ${fmt(seconds, 1)} s (${fmt((EVENTS - missing) / seconds, 0)}/s; receiver ${DELAY_MS} ms per answer; killed at ${fmt(atKill)}, restarted in ${fmt(restartMs / 1000, 1)} s)`,
    });
    figure({
      bench: BENCH,
      name: 'lost or doubled per endpoint (by webhook-id)',
      value: missing + unknown,
      unit: 'events',
      display: `${missing} missing, ${unknown} under an unknown id, ${receiver.bad()} failing verification`,
      aim: '0',
      ok: missing + unknown + receiver.bad() === 0,
      note: `${redelivered} same-id redeliveries of tries in flight at the kill (at-least-once; receivers deduplicate by webhook-id)`,
    });
    figure({
      bench: BENCH,
      name: '/healthz p99 while delivering / idle',
      value: ratio,
      unit: 'x',
      display: `${fmt(ratio, 2)} x (${fmt(busyP99, 2)} ms against ${fmt(idleP99, 2)} ms idle; ${busy.length} and ${idle.length} probes)`,
      aim: `<= ${AIM_RATIO} x`,
      ok: ratio <= AIM_RATIO,
    });
  } finally {
    await server?.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await receiver?.close();
    await dropDatabase(url).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
