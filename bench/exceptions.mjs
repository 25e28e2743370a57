// The exceptions dashboard (decision 049) over 100,000 requests waiting on the provider or the
// exchange (half of them longer than the default 7 days) and 50,000 more that wait on the customer or have ended: the
// provider's and the reviewer's browsing (the page, a kind, a customer, the next pages, the staff home's counts; p99
// aim under 100 ms at a steady 20 requests per second) and searching (a text over every waiting request, a page 300
// pages down; aim under 500 ms), each at full load against a bare Fastify route (the floor) too, on PostgreSQL and PGlite,
// as the portal runs (answers kept a few seconds, decision 049: the aims) and without the cache (for comparison). The demo world (seeded: the exceptions' own seed included) gives the four small
// kinds their entries.
//
// Run with `node --import tsx bench/exceptions.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS      seconds of each run (default 8)
//   BENCH_REQUESTS     waiting requests to insert (default 100000)
import { CALL_PATHS, QUEUE_KINDS, WORKFLOWS } from '@portal/contract';
import { runLoad } from './lib/load.mjs';
import { checkClean, floorFigure, headersOf, PG_URL, postgresReachable, query, sqlList, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const SCRATCH_DB = 'portal_bench_exceptions';
const WAITING = Number(process.env.BENCH_REQUESTS ?? 100_000);
const OTHER = Math.round(WAITING / 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 8;
const RATE = 20;
const COMPANIES = 200;
/** Browsing (opening the page, a kind, a customer, the counts) and searching (a text, a page far down). */
const AIM = { p99AtRate: 100, p99Searching: 500 };

/** The (kind, state) pairs that wait on the provider or the exchange, and those that do not. */
function statePairs() {
  // The kinds with a desk of their own (contract inquiries) are not among the stale requests.
  const all = QUEUE_KINDS.flatMap((kind) => Object.entries(WORKFLOWS[kind].states).map(([state, s]) => [kind, state, s.waitingOn ?? null]));
  return {
    waiting: all.filter(([, , w]) => w === 'provider' || w === 'exchange'),
    other: all.filter(([, , w]) => w !== 'provider' && w !== 'exchange'),
  };
}

async function insertRequests(database, count) {
  const [member] = await query(database, `select id from users where login_email = 'member@alpha-securities.example'`);
  await query(
    database,
    `insert into companies (company_name, company_name_en, nation_code, customer_code)
     select '예외고객' || lpad(i::text, 3, '0'), 'Exception Customer ' || lpad(i::text, 3, '0'), 'KR', 'E' || lpad(i::text, 4, '0')
     from generate_series(1, ${COMPANIES}) i`,
  );
  const companies = (await query(database, `select id from companies where customer_code like 'E%' order by id`)).map((r) => r.id);
  const { waiting, other } = statePairs();
  const insert = async (pairs, n, prefix) => {
    const kinds = sqlList(pairs.map(([k]) => k));
    const states = sqlList(pairs.map(([, s]) => s));
    const parties = sqlList(pairs.map(([, , w]) => w));
    const pick = `1 + (i % ${pairs.length})`;
    // From minutes to 14 days: about half have waited longer than 7 days.
    const since = `now() - make_interval(mins => ((i::bigint * 104729) % (14 * 1440))::int)`;
    await query(
      database,
      `insert into requests (kind, company_id, number, title, state, waiting_on, version, created_by, created_at, updated_at, state_since)
       select (${kinds})[${pick}], (array[${companies.join(',')}])[1 + ((i / 3) % ${COMPANIES})], '${prefix}-' || lpad(i::text, 7, '0'),
              '예외 요청 ' || i, (${states})[${pick}], (${parties})[${pick}], 2, ${member.id}, ${since}, ${since}, ${since}
       from generate_series(1, ${n}) i`,
    );
  };
  await insert(waiting, count, 'EX');
  await insert(other, OTHER, 'EO');
  return { someCompany: companies[11] };
}

async function startPortal(kind) {
  const t0 = process.hrtime.bigint();
  const portal = await startBenchPortal(kind, {
    scratchName: SCRATCH_DB,
    fill: (database) => insertRequests(database, WAITING),
    // The same portal without the answers kept (EXCEPTIONS_CACHE=false): every call computes anew.
    variants: { uncached: { exceptionsCache: false } },
  });
  const ids = async (email) => (await query(portal.database, `select id from users where login_email = '${email}'`))[0].id;
  const [provider] = await query(portal.database, `select id from companies where customer_code = 'P0001'`);
  const [exchange] = await query(portal.database, `select id from companies where customer_code = 'X0001'`);
  const stale = await query(
    portal.database,
    `select count(*)::int as n from requests where waiting_on in ('provider', 'exchange') and state_since < now() - interval '7 days'`,
  );
  console.info(
    `  (${kind}: prepared in ${fmt(msSince(t0) / 1000, 1)} s: ${WAITING.toLocaleString('en-US')} waiting requests, ${stale[0].n.toLocaleString('en-US')} of them stale, and ${OTHER.toLocaleString('en-US')} others)`,
  );
  return {
    ...portal,
    stale: stale[0].n,
    tokens: {
      admin: await portal.sign(await ids('admin@krx-data.example'), provider.id),
      reviewer: await portal.sign(await ids('reviewer@exchange.example'), exchange.id),
    },
  };
}

/** The dashboard's calls: searches of provider staff and the reviewer with every filter, and the home's counts. */
async function requestMix(portal, mixOf) {
  const { admin, reviewer } = portal.tokens;
  const { someCompany } = portal.filled;
  const admins = CALL_PATHS.searchAdminExceptions.path;
  const exchanges = CALL_PATHS.searchExchangeExceptions.path;
  // Browsing: the page as opened, a kind, a customer, the next pages; and the home's counts.
  const browsing = [
    [admins, admin, {}, 'ko'],
    [admins, admin, { kind: 'STALE_REQUEST' }, 'en'],
    [admins, admin, { kind: 'STALE_REQUEST', pageNumber: 3 }, 'ko'],
    [admins, admin, { companyId: someCompany }, 'ko'],
    [admins, admin, { kind: 'MISSING_REPORT' }, 'ko'],
    [exchanges, reviewer, {}, 'en'],
    [exchanges, reviewer, { kind: 'STALE_REQUEST', pageNumber: 2, pageSize: 50 }, 'ko'],
  ];
  // Searching: a text over every waiting request, and a page far down the list (offset 29,900).
  const searching = [
    [admins, admin, { searchText: 'EX-00012' }, 'ko'],
    [exchanges, reviewer, { searchText: '예외 요청 42' }, 'en'],
    [admins, admin, { kind: 'STALE_REQUEST', pageNumber: 300, pageSize: 100 }, 'ko'],
  ];
  const searches = mixOf === 'searching' ? searching : browsing;
  const mix = [];
  for (const [path, token, body, lang] of searches) {
    const res = await fetch(portal.base + path, { method: 'POST', headers: headersOf(token, lang), body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`exceptions ${JSON.stringify(body)} answered ${res.status}: ${text.slice(0, 300)}`);
    if (JSON.parse(text).items.length === 0)
      throw new Error(`exceptions ${JSON.stringify(body)} finds nothing: the figure would measure nothing`);
    mix.push({ method: 'POST', path, headers: headersOf(token, lang), body: JSON.stringify(body) });
  }
  for (const [path, token, lang] of mixOf === 'searching'
    ? []
    : [
        [CALL_PATHS.getAdminExceptionCounts.path, admin, 'ko'],
        [CALL_PATHS.getExchangeExceptionCounts.path, reviewer, 'en'],
      ]) {
    const res = await fetch(portal.base + path, { headers: headersOf(token, lang) });
    const counts = await res.json();
    const stale = counts.kinds?.find((k) => k.kind === 'STALE_REQUEST')?.count ?? 0;
    if (res.status !== 200 || stale < portal.stale)
      throw new Error(`exceptions counts answered ${res.status}: ${JSON.stringify(counts).slice(0, 300)}`);
    mix.push({ method: 'GET', path, headers: headersOf(token, lang) });
  }
  return mix;
}

async function measurePortal(kind, floorRps) {
  const portal = await startPortal(kind);
  try {
    for (const [base, cached] of [
      [portal.bases.uncached, false],
      [portal.base, true],
    ])
      for (const mixOf of ['browsing', 'searching']) {
        const requests = await requestMix(portal, mixOf);
        const label = `${kind}: exceptions ${mixOf}${cached ? '' : ' without the cache'}`;
        const url = base + requests[0].path;
        await runLoad({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
        const full = await runLoad({ url, connections: CONNECTIONS, duration: SECONDS, requests });
        checkClean(full, `${label} at full load`);
        figure({
          bench: 'exceptions',
          name: `${label}: throughput vs bare route`,
          value: (full.rps / floorRps) * 100,
          unit: '%',
          display: `${fmt((full.rps / floorRps) * 100, 2)} % of the floor (${fmt(full.rps)} req/s)`,
          note: `${CONNECTIONS} connections, p99 ${fmt(full.latency.p99)} ms, ${requests.length} calls in the mix`,
        });
        const fixed = await runLoad({ paced: true, url, duration: SECONDS, rate: RATE, requests });
        checkClean(fixed, `${label} at ${RATE} req/s`);
        const aim = mixOf === 'browsing' ? AIM.p99AtRate : AIM.p99Searching;
        figure({
          bench: 'exceptions',
          name: `${label}: p99 latency at ${RATE} req/s`,
          value: fixed.latency.p99,
          unit: 'ms',
          ...(cached ? { aim: `< ${aim} ms`, ok: fixed.latency.p99 < aim } : {}),
          note: `over ${WAITING.toLocaleString('en-US')} waiting requests; achieved ${fmt(fixed.rps)} req/s over ${fixed.seconds} s, p50 ${fmt(fixed.latency.p50)} ms, max ${fmt(fixed.latency.max)} ms`,
        });
      }
  } finally {
    await portal.close();
  }
}

export async function benchExceptions() {
  heading(`Exceptions dashboard over ${WAITING.toLocaleString('en-US')} waiting requests`);
  const floor = await floorFigure('exceptions', { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });
  if (await postgresReachable()) await measurePortal('postgres', floor.rps);
  else {
    console.info(`  PostgreSQL is not reachable at ${PG_URL}: skipped.`);
    figure({
      bench: 'exceptions',
      name: 'postgres: exceptions p99 latency',
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
  benchExceptions().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
