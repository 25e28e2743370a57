// Audit export: the streamed CSV export of 100,000 audit events (a busy company's year) through the portal's route,
// against a floor measured in the same run: reading the same rows from the same database with the same keyset batches
// (1,000 rows by id), doing nothing with them.
//
// The portal app is built with `buildApp` (logger off) on a migrated, seeded database (PGlite in-process, as `npm
// start` runs it; and PostgreSQL on 127.0.0.1:5432 when it answers, a scratch database created and dropped here).
// 100,000 events of Alpha Securities over the last 365 days (sign-ins, downloads, submissions, approvals, staff
// changes) are inserted set-based (INSERT ... SELECT over generate_series). Then, alternating, ROUNDS times each:
// 1. the floor: the rows read in keyset batches of 1,000 (the export's query without the event type, the names and the
//    CSV), counted and dropped;
// 2. the portal: GET /apis/v1/admin/audit-events/export?format=csv for the company and the year over HTTP (the
//    provider administrator's token), read by curl in its own process; the lines counted.
// Printed: the time of both (best of ROUNDS) and the floor's time as a share of the export's, and how far the process's
// resident memory rose above its start while each ran (sampled every 20 ms). Aim: the export's rise within 64 MB (it
// holds one batch, whatever the period: a year of a bank's trail must not grow the server).
//
//   node --import tsx bench/audit-export.mjs      (bench/run.mjs arranges --import tsx)
// Environment: BENCH_AUDIT_EVENTS (default 100000), BENCH_ROUNDS (default 2), BENCH_SKIP_PG=1 (PGlite only).
import { spawn } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CALL_PATHS } from '@portal/contract';
import { postgresReachable, query, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MB = 1024 * 1024;
const AIM = { riseMb: 64 };

function collectGarbage() {
  if (!globalThis.gc) {
    v8.setFlagsFromString('--expose-gc');
    globalThis.gc = vm.runInNewContext('gc');
  }
  globalThis.gc();
}

/** Samples the resident memory every 20 ms while `run` runs; answers its result, seconds and rise above the start. */
async function measured(run) {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 50));
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const start = process.hrtime.bigint();
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, seconds: msSince(start) / 1000, rise: peak - base };
  } finally {
    clearInterval(timer);
  }
}

const ACTIONS = [
  'SIGNIN_OTP',
  'LOGOUT',
  'STAFF_EXPORT',
  'WORKFLOW_ORDER_SUBMIT',
  'WORKFLOW_ORDER_APPROVE',
  'API_KEY_CREATE',
  'STAFF_DELETE',
];

async function fill(database) {
  const [alpha] = await query(database, `select id from companies where customer_code = 'C1001'`);
  const members = (await query(database, `select user_id from user_companies where company_id = ${alpha.id}`)).map((r) => r.user_id);
  const t = process.hrtime.bigint();
  await query(
    database,
    `insert into audit_logs (user_id, company_id, page_id, method, route, action, target, status_code, ip, detail, created_at)
     select (array[${members.join(',')}])[1 + g % ${members.length}], ${alpha.id}, null,
       case when g % 9 = 0 then 'GET' else 'POST' end, '/apis/v1/bench/' || (g % 50),
       case when g % 9 = 0 then 'GET /apis/v1/user/orders/:orderId/pdf' else (array['${ACTIONS.join("','")}'])[1 + g % ${ACTIONS.length}] end,
       case when g % 97 = 0 then '=cmd|'' /C calc''!A0' else 'T-' || g end, 200, '10.1.' || (g % 250) || '.' || (g % 200), null,
       now() - make_interval(secs => (${EVENTS} - g) * (364.0 * 86400 / ${EVENTS}))
     from generate_series(1, ${EVENTS}) g`,
  );
  console.info(`  inserted ${EVENTS.toLocaleString('en-US')} events in ${fmt(msSince(t) / 1000)} s`);
  const [admin] = await query(
    database,
    `select u.id, (select company_id from user_companies uc where uc.user_id = u.id limit 1) as company_id
       from users u where u.login_email = 'admin@krx-data.example'`,
  );
  const from = new Date(Date.now() - 365 * 86400_000 + 9 * 3600_000).toISOString().slice(0, 10);
  const [{ n }] = await query(
    database,
    `select count(*)::int as n from audit_logs where company_id = ${alpha.id} and created_at >= '${from}T00:00:00+09:00'`,
  );
  return { companyId: alpha.id, admin, from, rows: n };
}

/** The floor: the same rows in the same keyset batches, counted and dropped. */
async function floorRead(database, { companyId, from }) {
  let after = 0;
  let rows = 0;
  for (;;) {
    const batch = await query(
      database,
      `select id, created_at, action, company_id, user_id, target, method, route, status_code, ip from audit_logs
        where company_id = ${companyId} and created_at >= '${from}T00:00:00+09:00' and id > ${after} order by id limit 1000`,
    );
    rows += batch.length;
    if (batch.length < 1000) return { rows };
    after = batch[batch.length - 1].id;
  }
}

/** The portal: the export route over HTTP, read by curl in its own process; answers the data lines and bytes. */
function portalExport(base, token, { companyId, from }) {
  const url = new URL(CALL_PATHS.exportAdminAuditEvents.path, base);
  url.searchParams.set('format', 'csv');
  url.searchParams.set('companyId', String(companyId));
  url.searchParams.set('from', from);
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', ['-sS', '--fail', '-H', `authorization: Bearer ${token}`, '-H', 'accept-language: en', url.toString()]);
    let lines = 0;
    let bytes = 0;
    curl.stdout.on('data', (c) => {
      bytes += c.length;
      for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) lines++;
    });
    curl.stderr.on('data', (c) => process.stderr.write(c));
    curl.on('error', reject);
    curl.on('exit', (code) => (code === 0 ? resolve({ rows: lines - 1, bytes }) : reject(new Error(`curl exited ${code}`))));
  });
}

async function benchKind(kind) {
  heading(`Audit export of ${EVENTS.toLocaleString('en-US')} events (${kind})`);
  const portal = await startBenchPortal(kind, { scratchName: 'portal_bench_audit_export', fill });
  try {
    const filled = portal.filled;
    const token = await portal.sign(filled.admin.id, filled.admin.company_id);
    await floorRead(portal.database, filled);
    const floor = [];
    const ours = [];
    for (let i = 0; i < ROUNDS; i++) {
      floor.push(await measured(() => floorRead(portal.database, filled)));
      ours.push(await measured(() => portalExport(portal.base, token, filled)));
    }
    const best = (runs) => runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const f = best(floor);
    const o = best(ours);
    if (o.result.rows !== filled.rows || f.result.rows !== filled.rows)
      throw new Error(`the export wrote ${o.result.rows} rows and the floor read ${f.result.rows}; ${filled.rows} match`);
    figure({
      bench: 'audit-export',
      name: `${kind}: keyset read of the rows (the floor)`,
      value: f.seconds,
      unit: 's',
      note: `${fmt(filled.rows / f.seconds)} rows/s`,
    });
    figure({
      bench: 'audit-export',
      name: `${kind}: portal CSV export`,
      value: o.seconds,
      unit: 's',
      note: `${fmt(filled.rows / o.seconds)} rows/s, ${fmt(o.result.bytes / MB)} MB`,
    });
    figure({ bench: 'audit-export', name: `${kind}: floor time / export time`, value: (f.seconds / o.seconds) * 100, unit: '%' });
    const floorRise = Math.max(...floor.map((x) => x.rise));
    const ourRise = Math.max(...ours.map((x) => x.rise));
    figure({ bench: 'audit-export', name: `${kind}: RSS rise, floor read`, value: floorRise / MB, unit: 'MB' });
    figure({
      bench: 'audit-export',
      name: `${kind}: RSS rise, portal export`,
      value: ourRise / MB,
      unit: 'MB',
      aim: `<= ${AIM.riseMb} MB`,
      ok: ourRise / MB <= AIM.riseMb,
    });
  } finally {
    await portal.close();
  }
}

await benchKind('pglite');
if (!process.env.BENCH_SKIP_PG && (await postgresReachable())) await benchKind('postgres');
else console.info('  PostgreSQL not reachable (or BENCH_SKIP_PG): PGlite only.');
process.exit(0);
