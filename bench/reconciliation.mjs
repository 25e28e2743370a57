// Benchmark: an entitlement reconciliation of 100,000 rows against twelve months of filed reports (issue 25 §5,
// decision 079), on PGlite and on PostgreSQL (when reachable).
//
// The world: the demo world plus twelve filed monthly user reports of 알파증권 for 2015-01..2015-12 (made through the
// user reports' own calls on a clock inside each month's window, 240 rows each over 8 products and 3 use categories).
// The extract: a CSV of 100,000 entitlement rows (60,000 users, some with two rows, over the same products and use
// categories, start and end days spread across 2014-2016: many entitled across month boundaries), about 6 MB.
// Measured in the same run, one after the other:
// 1. the floor: reading the same file with the report reader (readEntitlementFile of the user reports' sheet module:
//    kind and size checks, the CSV parsed, every row checked), in this process;
// 2. the reconciliation through its HTTP call (POST createReconciliation, multipart, read in the reader thread,
//    compared, stored), with the p99 of /healthz while it runs against the idle p99.
// Printed: the seconds of both and their ratio; aims: under 10 s on PGlite, under 5 s on PostgreSQL; /healthz p99
// within 5 times idle.
//
// Run with `node --import tsx bench/reconciliation.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL          PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_RECON_ROWS      rows of the extract (default 100000)
//   BENCH_KINDS           pglite,postgres (default both)
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CALL_PATHS } from '@portal/contract';
import { readEntitlementFile } from '../apps/server/src/modules/user-reports/sheet/index.ts';
import { actOnReportRecord, createReportRecord, reportActor } from '../apps/server/src/modules/user-reports/index.ts';
import { seedEngine } from '../apps/server/src/seed/engine.ts';
import { rolesOf } from '../apps/server/src/modules/identity/index.ts';
import { postgresReachable, query, startBenchPortal } from './lib/portal.mjs';
import { startProbe } from './lib/probe.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const ROWS = Number(process.env.BENCH_RECON_ROWS ?? 100_000);
const AIM_SECONDS = { pglite: 10, postgres: 5 };
const IDLE_SECONDS = 3;
const PRODUCTS = ['KSP-RT-L1', 'KSP-RT-L2', 'KSQ-RT-L1', 'KSQ-RT-L2', 'DRV-FUT-RT', 'DRV-OPT-RT', 'IDX-KRX-RT', 'BND-KTS-EOD'];
const CATEGORIES = ['151', '152', '155'];
const MONTHS = Array.from({ length: 12 }, (_, i) => `2015-${String(i + 1).padStart(2, '0')}`);

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A deterministic day "YYYY-MM-DD" between 2014-06-01 and 2016-06-30. */
function dayOf(n) {
  const base = Date.UTC(2014, 5, 1);
  return new Date(base + (n % 760) * 86_400_000).toISOString().slice(0, 10);
}

/** The extract: ROWS rows, 60% as many users (the others a second row of one of them). */
function writeExtract(dir) {
  const lines = ['User or device ID,Name,Product code,Use category,Start date,End date,Location'];
  const users = Math.max(1, Math.floor(ROWS * 0.6));
  for (let i = 0; i < ROWS; i++) {
    const u = i < users ? i : (i * 7919) % users;
    const start = dayOf(i * 37 + u);
    const end = i % 5 === 0 ? '' : dayOf(i * 37 + u + 20 + (i % 300));
    const [s, e] = end && end < start ? [end, start] : [start, end];
    lines.push(
      [
        `U${String(u).padStart(7, '0')}`,
        `사용자 ${u}`,
        PRODUCTS[u % PRODUCTS.length],
        CATEGORIES[(u >> 3) % CATEGORIES.length],
        s,
        e,
        i % 2 ? 'KR Seoul' : 'US New York',
      ].join(','),
    );
  }
  const file = path.join(dir, 'entitlements.csv');
  writeFileSync(file, lines.join('\r\n') + '\r\n');
  return file;
}

/** Twelve filed monthly reports of the member's company, through the user reports' calls on a clock in each window. */
async function fill(database) {
  const [{ id: userId }] = await query(database, `select id from users where login_email = 'member@alpha-securities.example'`);
  const [{ id: companyId }] = await query(database, `select id from companies where customer_code = 'C1001'`);
  const auth = { userId, companyId, roles: await rolesOf(database.db, userId) };
  const engine = seedEngine({ notify: false });
  const c = { db: database.db, config: {}, workflow: engine };
  const actor = await reportActor(database.db, auth);
  for (const month of MONTHS) {
    const [y, m] = month.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const rows = Array.from({ length: 240 }, (_, i) => ({
      provisionMethod: i % 2 ? 'TERMINAL' : 'DATAFEED',
      variableFeeItem: i % 2 ? 'TERMINAL' : 'USER',
      useCategory: CATEGORIES[i % 3],
      productCode: PRODUCTS[(i >> 2) % PRODUCTS.length],
      subscriberName: `가입자 ${i}`,
      subscriberId: `S${i}`,
      country: 'KR',
      quantity: 100 + ((i * 13) % 200),
    }));
    const created = await createReportRecord(
      c,
      auth,
      actor,
      { type: 'MONTHLY', reportMonth: month, memo: '', method: 'MANUAL', rows, copyRows: false },
      { now: new Date(`${next}-03T10:00:00+09:00`) },
    );
    await actOnReportRecord(c, actor, created.request.id, 'submit', { version: created.request.version, attested: true }, 'ko', {
      now: new Date(`${next}-05T10:00:00+09:00`),
    });
  }
  return { userId, companyId };
}

function reconcile(base, token, file, body) {
  const boundary = `----portalBench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="entitlements.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = `${base}${CALL_PATHS.createReconciliation.path}?fromMonth=2015-01&toMonth=2015-12`;
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method: CALL_PATHS.createReconciliation.method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(payload.length),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 201) reject(new Error(`createReconciliation answered ${res.statusCode}: ${text.slice(0, 500)}`));
          else resolve({ ms: msSince(t0), detail: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function floorOf(file) {
  const productCodes = new Set(PRODUCTS);
  const t0 = process.hrtime.bigint();
  const read = await readEntitlementFile(file, 'entitlements.csv', { productCodes });
  const ms = msSince(t0);
  if (read.fileError || read.issueCount)
    throw new Error(`the reader refused the extract: ${JSON.stringify(read.fileError ?? read.issues[0])}`);
  return { ms, rows: read.rowCount };
}

async function benchKind(kind, file, body) {
  heading(`Entitlement reconciliation: ${ROWS.toLocaleString('en-US')} rows against 12 filed months (${kind})`);
  const portal = await startBenchPortal(kind, { scratchName: 'portal_bench_reconciliation', fill });
  try {
    const token = await portal.sign(portal.filled.userId, portal.filled.companyId);
    // Warm-up (not counted): the reader thread starts, the route and the statements are prepared.
    await reconcile(portal.base, token, file, body);
    await floorOf(file);

    const floor = await floorOf(file);
    figure({
      bench: 'reconciliation',
      name: `floor: the report reader reads the extract (${kind} run)`,
      value: floor.ms / 1000,
      unit: 's',
      display: `${fmt(floor.ms / 1000, 2)} s`,
      note: `${floor.rows.toLocaleString('en-US')} rows read and checked, in this process`,
    });

    const idle = startProbe(portal.base);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleLatencies = await idle.stop();
    const idleP99 = percentile(idleLatencies, 99);

    const busy = startProbe(portal.base);
    const { ms, detail } = await reconcile(portal.base, token, file, body);
    const busyLatencies = await busy.stop();
    const busyP99 = percentile(busyLatencies, 99);
    const seconds = ms / 1000;
    figure({
      bench: 'reconciliation',
      name: `reconciliation of ${ROWS.toLocaleString('en-US')} rows x 12 months (${kind})`,
      value: seconds,
      unit: 's',
      display: `${fmt(seconds, 2)} s (${fmt(ms / floor.ms, 1)}x the floor)`,
      aim: `under ${AIM_SECONDS[kind]} s`,
      ok: seconds < AIM_SECONDS[kind],
      note: `${detail.rowCount.toLocaleString('en-US')} rows, ${detail.differenceCount} differences; multipart, read in the reader thread, compared, stored`,
    });
    figure({
      bench: 'reconciliation',
      name: `/healthz p99 idle (${kind})`,
      value: idleP99,
      unit: 'ms',
      display: `${fmt(idleP99, 2)} ms`,
      note: `${idleLatencies.length} requests`,
    });
    figure({
      bench: 'reconciliation',
      name: `/healthz p99 during the reconciliation (${kind})`,
      value: busyP99,
      unit: 'ms',
      display: `${fmt(busyP99, 2)} ms (${fmt(busyP99 / idleP99, 1)}x idle)`,
      aim: 'within 5x idle',
      ok: busyP99 <= idleP99 * 5,
      note: `${busyLatencies.length} requests, max ${fmt(Math.max(...busyLatencies), 1)} ms`,
    });
  } finally {
    await portal.close();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reconciliation-'));
try {
  const file = writeExtract(dir);
  const body = readFileSync(file);
  console.info(
    `\n  extract: ${ROWS.toLocaleString('en-US')} rows, ${fmt(statSync(file).size / 1024 / 1024, 1)} MB, sha256 ${createHash('sha256').update(body).digest('hex').slice(0, 12)}`,
  );
  const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
  if (kinds.includes('pglite')) await benchKind('pglite', file, body);
  if (!kinds.includes('postgres')) console.info('\n  PostgreSQL left out (BENCH_KINDS).');
  else if (await postgresReachable()) await benchKind('postgres', file, body);
  else console.info('\n  PostgreSQL not reachable: its figures are left out.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
