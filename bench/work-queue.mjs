// The provider desk: the work queue over 100,000 open requests of every declared kind, at a steady 50
// requests per second (p99 aim under 50 ms on PostgreSQL and on PGlite), and at full load against a bare Fastify
// route (the floor).
//
// The requests are inserted set-based into the platform's `requests` table (the only table the work queue reads):
// 100,000 in states waiting on the provider, spread over every declared kind and its waiting states (from the
// contract's declarations, so a later kind is measured by its declaration), 200 generated customer companies and
// three assignees (the seeded sales representative, the administrator, nobody), waiting from minutes to two years;
// and 50,000 more that wait on the customer or have ended (the queue must pass them by). The mix is the desk page's:
// an administrator's and a sales representative's searches with every filter, and the counts of the staff home.
//
// Run with `node --import tsx bench/work-queue.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS      seconds of each run (default 15)
//   BENCH_QUEUE        open requests to insert (default 100000)
//   BENCH_KEEP=1       keep the PostgreSQL scratch database afterwards (for EXPLAIN)
import { CALL_PATHS, QUEUE_KINDS, queueStates, WORKFLOWS } from '@portal/contract';
import { runLoad } from './lib/load.mjs';
import { checkClean, floorFigure, headersOf, PG_URL, postgresReachable, query, sqlList, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const SCRATCH_DB = 'portal_bench_work_queue';
const OPEN = Number(process.env.BENCH_QUEUE ?? 100_000);
const CLOSED = Math.round(OPEN / 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 16;
const RATE = 50;
const COMPANIES = 200;
const AIM = { p99AtRate: 50 };
const SEARCH = CALL_PATHS.searchWorkQueue;
const COUNTS = CALL_PATHS.getWorkQueueCounts;

/** The (kind, state) pairs that wait on the provider, and those that do not. */
function statePairs() {
  const waiting = queueStates().map((s) => [s.kind, s.state]);
  const other = QUEUE_KINDS.flatMap((kind) =>
    Object.keys(WORKFLOWS[kind].states)
      .filter((state) => !waiting.some(([k, s]) => k === kind && s === state))
      .map((state) => [kind, state]),
  );
  return { waiting, other };
}

async function insertRequests(database, count) {
  const [member] = await query(database, `select id from users where login_email = 'member@alpha-securities.example'`);
  const [sales] = await query(database, `select id from users where login_email = 'sales@krx-data.example'`);
  const [admin] = await query(database, `select id from users where login_email = 'admin@krx-data.example'`);
  await query(
    database,
    `insert into companies (company_name, company_name_en, nation_code, customer_code)
     select '데스크고객' || lpad(i::text, 3, '0'), 'Desk Customer ' || lpad(i::text, 3, '0'), 'KR', 'Q' || lpad(i::text, 4, '0')
     from generate_series(1, ${COMPANIES}) i`,
  );
  const companies = (await query(database, `select id from companies where customer_code like 'Q%' order by id`)).map((r) => r.id);
  const { waiting, other } = statePairs();
  const insert = async (pairs, n, prefix) => {
    const kinds = sqlList(pairs.map(([k]) => k));
    const states = sqlList(pairs.map(([, s]) => s));
    const parties = sqlList(pairs.map(([k, s]) => WORKFLOWS[k].states[s].waitingOn ?? null));
    const pick = `1 + (i % ${pairs.length})`;
    const since = `now() - make_interval(mins => ((i::bigint * 104729) % (730 * 1440))::int)`;
    await query(
      database,
      `insert into requests (kind, company_id, number, title, state, waiting_on, version, created_by, assigned_user_id, created_at, updated_at, state_since)
       select (${kinds})[${pick}], (array[${companies.join(',')}])[1 + ((i / 3) % ${COMPANIES})], '${prefix}-' || lpad(i::text, 7, '0'),
              '데스크 요청 ' || i, (${states})[${pick}], (${parties})[${pick}], 2, ${member.id},
              case i % 3 when 0 then ${sales.id} when 1 then ${admin.id} else null end, ${since}, ${since}, ${since}
       from generate_series(1, ${n}) i`,
    );
  };
  await insert(waiting, count, 'WQ');
  await insert(other, CLOSED, 'WC');
  return { salesId: sales.id, adminId: admin.id, someCompany: companies[11] };
}

async function startPortal(kind) {
  const t0 = process.hrtime.bigint();
  const portal = await startBenchPortal(kind, {
    scratchName: SCRATCH_DB,
    fill: (database) => insertRequests(database, OPEN),
    // The same portal without the work-queue cache (WORK_QUEUE_CACHE=false): every call reads the database.
    variants: { uncached: { workQueueCache: false } },
  });
  const [provider] = await query(portal.database, `select id from companies where customer_code = 'P0001'`);
  console.info(
    `  (${kind}: prepared in ${fmt(msSince(t0) / 1000, 1)} s: ${OPEN.toLocaleString('en-US')} open and ${CLOSED.toLocaleString('en-US')} other requests)`,
  );
  return {
    ...portal,
    tokens: { sales: await portal.sign(portal.filled.salesId, provider.id), admin: await portal.sign(portal.filled.adminId, provider.id) },
  };
}

/** The desk page's calls: searches of an administrator and a sales representative with every filter, and the counts. */
async function requestMix(portal) {
  const { sales, admin } = portal.tokens;
  const { someCompany } = portal.filled;
  const [firstKind, firstState] = statePairs().waiting[0];
  const searches = [
    [admin, {}, 'ko'],
    [admin, { kind: firstKind }, 'en'],
    [admin, { kind: firstKind, state: firstState, sort: 'newest' }, 'ko'],
    [admin, { companyId: someCompany }, 'ko'],
    [admin, { minAgeDays: 7, pageNumber: 4 }, 'ko'],
    [admin, { assignee: 'unassigned', pageSize: 50 }, 'en'],
    [sales, {}, 'ko'],
    [sales, { assignee: 'mine' }, 'ko'],
    [sales, { kind: QUEUE_KINDS[QUEUE_KINDS.length - 1], minAgeDays: 3 }, 'en'],
    [sales, { pageNumber: 20 }, 'ko'],
  ];
  const mix = [];
  for (const [token, body, lang] of searches) {
    const res = await fetch(portal.base + SEARCH.path, { method: 'POST', headers: headersOf(token, lang), body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`work queue ${JSON.stringify(body)} answered ${res.status}: ${text.slice(0, 300)}`);
    if (JSON.parse(text).items.length === 0)
      throw new Error(`work queue ${JSON.stringify(body)} finds nothing: the figure would measure nothing`);
    mix.push({ method: 'POST', path: SEARCH.path, headers: headersOf(token, lang), body: JSON.stringify(body) });
  }
  for (const [token, lang] of [
    [admin, 'ko'],
    [sales, 'en'],
  ]) {
    const res = await fetch(portal.base + COUNTS.path, { headers: headersOf(token, lang) });
    const counts = await res.json();
    if (res.status !== 200 || counts.total < OPEN)
      throw new Error(`work queue counts answered ${res.status}: ${JSON.stringify(counts).slice(0, 300)}`);
    mix.push({ method: 'GET', path: COUNTS.path, headers: headersOf(token, lang) });
  }
  return mix;
}

async function measurePortal(kind, floorRps) {
  const portal = await startPortal(kind);
  try {
    const requests = await requestMix(portal);
    await measureAt(kind, portal.bases.uncached, requests, floorRps, false);
    await measureAt(kind, portal.base, requests, floorRps, true);
  } finally {
    await portal.close();
  }
}

/** The figures at one portal: with the cache (as the portal runs: the aims) or without it (for comparison). */
async function measureAt(kind, base, requests, floorRps, cached) {
  const label = cached ? `${kind}: work queue` : `${kind}: work queue without its cache`;
  {
    const url = base + SEARCH.path;
    await runLoad({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
    const full = await runLoad({ url, connections: CONNECTIONS, duration: SECONDS, requests });
    checkClean(full, `${label} at full load`);
    figure({
      bench: 'work-queue',
      name: `${label}: throughput vs bare route`,
      value: (full.rps / floorRps) * 100,
      unit: '%',
      display: `${fmt((full.rps / floorRps) * 100, 1)} % of the floor (${fmt(full.rps)} req/s)`,
      note: `${CONNECTIONS} connections, p99 ${fmt(full.latency.p99)} ms, ${requests.length} calls in the mix`,
    });
    const fixed = await runLoad({ paced: true, url, duration: SECONDS, rate: RATE, requests });
    checkClean(fixed, `${label} at ${RATE} req/s`);
    figure({
      bench: 'work-queue',
      name: `${label}: p99 latency at ${RATE} req/s`,
      value: fixed.latency.p99,
      unit: 'ms',
      ...(cached ? { aim: `< ${AIM.p99AtRate} ms`, ok: fixed.latency.p99 < AIM.p99AtRate } : {}),
      note: `over ${OPEN.toLocaleString('en-US')} open requests; achieved ${fmt(fixed.rps)} req/s over ${fixed.seconds} s, p50 ${fmt(fixed.latency.p50)} ms, max ${fmt(fixed.latency.max)} ms`,
    });
  }
}

export async function benchWorkQueue() {
  heading(`Provider desk: the work queue over ${OPEN.toLocaleString('en-US')} open requests of ${QUEUE_KINDS.length} kinds`);
  const floor = await floorFigure('work-queue', { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });
  if (await postgresReachable()) await measurePortal('postgres', floor.rps);
  else {
    console.info(`  PostgreSQL is not reachable at ${PG_URL}: skipped.`);
    figure({
      bench: 'work-queue',
      name: 'postgres: work queue p99 latency',
      value: NaN,
      unit: 'ms',
      display: 'not measured',
      aim: `< ${AIM.p99AtRate} ms`,
      ok: false,
    });
  }
  await measurePortal('pglite', floor.rps);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchWorkQueue().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
