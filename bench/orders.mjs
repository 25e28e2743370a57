// Orders: the order list (search with filters) over 100,000 orders against a bare Fastify route (the
// floor), and a transition (approve) raced by 20 concurrent callers.
//
// The portal app is built with `buildApp` (logger off) on a migrated, seeded database, once on PostgreSQL (a scratch
// database created and dropped here, on 127.0.0.1:5432) and once on PGlite (in-process, as `npm start` runs it). The
// 100,000 orders are inserted set-based (one INSERT ... SELECT over generate_series for the request headers, one for
// the order rows), never through the API: a tenth belong to 알파증권 (a large customer), the rest to 200 generated
// customer companies; states, request types, products and the last change (over two years) are spread over them.
// The load comes from autocannon in a child process (bench/lib/load.mjs). The list mix has a customer member's
// searches (their own company's orders) and a sales representative's (every company's, or one), with every filter.
//
// The approve race: 200 received orders; 20 connections each send the approval of every one of them in the same
// order, with the version they all saw, so each order is approved by 20 callers at once. Exactly one must succeed
// (200), the other 19 must be refused as stale (409); afterwards each order has exactly one approval in its history
// and one exchange item (the approval sends it to the exchange): "lost" counts orders left unapproved,
// "doubled" orders approved or sent twice.
//
// Run with `node --import tsx bench/orders.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS      seconds of each throughput run (default 15)
//   BENCH_ORDERS       bulk orders to insert (default 100000)
//   BENCH_DIAG=postgres|pglite     instead: each search of the mix alone (median of 7) with its queries' times
//   BENCH_PROFILE=postgres|pglite  instead: a CPU profile of the server during 8 s of list load, top functions
//   BENCH_KEEP=1       keep the PostgreSQL scratch database afterwards (for EXPLAIN)
import { CALL_PATHS, ORDER_AGREEMENT_CODES, ORDER_WORKFLOW, ZOrderForm } from '@portal/contract';
import { runLoad } from './lib/load.mjs';
import { checkClean, floorFigure, headersOf, PG_URL, postgresReachable, query, sqlList, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const SCRATCH_DB = 'portal_bench_orders';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 16;
const FIXED_RATE = 200;
const FIXED_RATE_SECONDS = 20;
const COMPANIES = 200;
const RACE_ORDERS = 200;
const RACE_CALLERS = 20;
const SEARCH_PATH = CALL_PATHS.searchOrders.path;
const PRODUCTS = [
  'KSP-RT-L1',
  'KSQ-RT-L1',
  'KSP-DL',
  'KSQ-DL',
  'DRV-FUT-RT',
  'DRV-OPT-RT',
  'IDX-KRX-RT',
  'IDX-K200-RT',
  'BND-KTS-RT',
  'KNX-EOD',
  'KSP-EOD',
  'KSP-BATCH',
];
const STATES = ['DRAFT', 'SUBMITTED', 'RECEIVED', 'RETURNED', 'RECONFIRM', 'APPROVED', 'CANCELLED'];
const TYPES = ['NEW', 'NEW', 'CHANGE', 'TERMINATION'];

const AIM = { pgRatio: 0.1, pgP99AtRate: 25, pgliteRatio: 0.05, raceP99: 100 };

/** A valid form (as the orders area stores it) for the raced orders: approving them makes real contracts. */
const RACE_FORM = ZOrderForm.parse({
  commencementDate: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
  products: [
    { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
    { productCode: 'DRV-FUT-RT', useType: 'DIRECT' },
  ],
  installationAddress: '서울특별시 영등포구 여의대로 108',
  connectionCount: 2,
  contacts: {
    order: { name: '김민준', email: 'member@alpha-securities.example', phone: '+82-2-3774-1101' },
    billing: { name: '이서연', email: 'staff@alpha-securities.example', phone: '+82-2-3774-1102' },
    it: { name: '박지호', email: 'reporter@alpha-securities.example', phone: '+82-2-3774-1103' },
  },
  acceptedAgreements: [...ORDER_AGREEMENT_CODES],
});

/**
 * The bulk orders, set-based: 200 customer companies, then the request headers and the order rows of `count` orders
 * (each one INSERT ... SELECT), then `race` orders of 알파증권 in RECEIVED at version 3 for the approve race.
 */
async function insertBulkOrders(database, count, race) {
  const [alpha] = await query(database, `select id from companies where customer_code = 'C1001'`);
  const [member] = await query(database, `select id from users where login_email = 'member@alpha-securities.example'`);
  const [sales] = await query(database, `select id from users where login_email = 'sales@krx-data.example'`);
  await query(
    database,
    `insert into companies (company_name, company_name_en, nation_code, customer_code)
     select '벤치고객' || lpad(i::text, 3, '0'), 'Bench Customer ' || lpad(i::text, 3, '0'), 'KR', 'B' || lpad(i::text, 4, '0')
     from generate_series(1, ${COMPANIES}) i`,
  );
  const companies = (await query(database, `select id from companies where customer_code like 'B%' order by id`)).map((r) => r.id);
  const form = JSON.stringify({ products: [], contacts: { order: {}, billing: {}, it: {} } }).replaceAll("'", "''");
  // Company: every tenth order is Alpha's; the others spread over the generated companies.
  const company = `case when i % 10 = 0 then ${alpha.id} else (${`array[${companies.join(',')}]`})[1 + (i % ${COMPANIES})] end`;
  const state = `(${sqlList(STATES)})[1 + (i % ${STATES.length})]`;
  const waitingOn = `(${sqlList(STATES.map((s) => ORDER_WORKFLOW.states[s].waitingOn ?? null))})[1 + (i % ${STATES.length})]`;
  const updated = `now() - make_interval(days => ((i::bigint * 7919) % 730)::int, mins => ((i::bigint * 104729) % 1440)::int)`;
  await query(
    database,
    `insert into requests (kind, company_id, number, title, state, waiting_on, version, created_by, assigned_user_id, created_at, updated_at, state_since)
     select 'order', ${company}, 'OF-2024-' || lpad(i::text, 6, '0'), '신규 주문서', ${state}, ${waitingOn}, 1 + (i % 4), ${member.id}, ${sales.id},
            ${updated} - interval '3 days', ${updated}, ${updated}
     from generate_series(1, ${count}) i`,
  );
  const p1 = `(${sqlList(PRODUCTS)})[1 + (i % ${PRODUCTS.length})]`;
  const p2 = `(${sqlList(PRODUCTS)})[1 + ((i / 7) % ${PRODUCTS.length})]`;
  await query(
    database,
    `insert into orders (request_id, company_id, number, request_type, state, version, commencement_date, product_codes, search_text,
                         form, manager_user_id, created_by, lang, created_at, updated_at)
     select r.id, r.company_id, r.number, (${sqlList(TYPES)})[1 + (i % ${TYPES.length})], r.state, r.version,
            (r.updated_at + interval '20 days')::date,
            case when ${p1} = ${p2} then array[${p1}] else array[${p1}, ${p2}] end,
            lower(r.number || ' ' || ${p1} || ' ' || ${p2}), '${form}'::jsonb, ${sales.id}, ${member.id}, 'ko', r.created_at, r.updated_at
     from generate_series(1, ${count}) i join requests r on r.number = 'OF-2024-' || lpad(i::text, 6, '0')`,
  );
  const raceForm = JSON.stringify(RACE_FORM).replaceAll("'", "''");
  await query(
    database,
    `insert into requests (kind, company_id, number, title, state, waiting_on, version, created_by, assigned_user_id, created_at, updated_at, state_since)
     select 'order', ${alpha.id}, 'OF-2023-' || lpad(i::text, 6, '0'), '신규 주문서', 'RECEIVED', 'provider', 3, ${member.id}, ${sales.id}, now(), now(), now()
     from generate_series(1, ${race}) i`,
  );
  await query(
    database,
    `insert into orders (request_id, company_id, number, request_type, state, version, commencement_date, product_codes, search_text,
                         form, manager_user_id, created_by, lang, created_at, updated_at, submitted_at)
     select r.id, r.company_id, r.number, 'NEW', 'RECEIVED', 3, '${RACE_FORM.commencementDate}', array['KSP-RT-L1', 'DRV-FUT-RT'],
            lower(r.number), '${raceForm}'::jsonb, ${sales.id}, ${member.id}, 'ko', now(), now(), now()
     from requests r where r.number like 'OF-2023-%'`,
  );
  const raceIds = (await query(database, `select request_id from orders where number like 'OF-2023-%' order by request_id`)).map(
    (r) => r.request_id,
  );
  return { alphaId: alpha.id, memberId: member.id, salesId: sales.id, benchCompany: companies[7], raceIds };
}

/** Migrates, seeds, inserts the bulk orders and starts the app (and one without the order-list cache). */
async function startPortal(kind) {
  const t0 = process.hrtime.bigint();
  let insertMs = 0;
  const portal = await startBenchPortal(kind, {
    scratchName: SCRATCH_DB,
    fill: async (database) => {
      const t = process.hrtime.bigint();
      const bulk = await insertBulkOrders(database, ORDERS, RACE_ORDERS);
      insertMs = msSince(t);
      return bulk;
    },
    // The same portal without the order-list cache (ORDER_LIST_CACHE=false): every search reads the database.
    variants: { uncached: { orderListCache: false } },
  });
  const bulk = portal.filled;
  const [provider] = await query(portal.database, `select id from companies where customer_code = 'P0001'`);
  console.info(
    `  (${kind}: prepared in ${fmt(msSince(t0) / 1000, 1)} s; ${ORDERS.toLocaleString('en-US')} orders inserted set-based in ${fmt(insertMs / 1000, 1)} s, ${Math.round(ORDERS / (insertMs / 1000)).toLocaleString('en-US')} orders/s)`,
  );
  return {
    base: portal.base,
    baseUncached: portal.bases.uncached,
    database: portal.database,
    bulk,
    tokens: { member: await portal.sign(bulk.memberId, bulk.alphaId), sales: await portal.sign(bulk.salesId, provider.id) },
    close: portal.close,
  };
}

/** The list mix: a member of 알파증권 (10% of the orders) and a sales representative (every company), every filter. */
async function requestMix(portal) {
  const { member, sales } = portal.tokens;
  const { alphaId, benchCompany } = portal.bulk;
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86400_000).toISOString().slice(0, 10);
  const mix = [
    [member, {}, 'ko'],
    [member, { state: 'SUBMITTED' }, 'ko'],
    [member, { productCode: 'KSP-RT-L1' }, 'en'],
    [member, { requestType: 'CHANGE', pageSize: 50 }, 'ko'],
    [member, { fromDate: day(120), toDate: day(30) }, 'ko'],
    [member, { searchText: 'OF-2024-0012' }, 'ko'],
    [member, { pageNumber: 3, sort: 'numberDesc' }, 'en'],
    [member, { state: 'APPROVED', productCode: 'DRV-FUT-RT' }, 'ko'],
    [sales, { state: 'SUBMITTED' }, 'ko'],
    [sales, { state: 'RECEIVED', productCode: 'IDX-KRX-RT' }, 'ko'],
    [sales, { companyId: benchCompany }, 'ko'],
    [sales, { requestType: 'TERMINATION', pageSize: 50 }, 'en'],
    [sales, {}, 'ko'],
    [sales, { companyId: alphaId, state: 'APPROVED' }, 'ko'],
    [sales, { productCode: 'BND-KTS-RT', fromDate: day(60), toDate: day(0) }, 'en'],
    [sales, { pageNumber: 5, state: 'RETURNED' }, 'ko'],
  ];
  for (const [token, body, lang] of mix) {
    const res = await fetch(portal.base + SEARCH_PATH, { method: 'POST', headers: headersOf(token, lang), body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`order search ${JSON.stringify(body)} answered ${res.status}: ${text.slice(0, 300)}`);
    if (JSON.parse(text).totalCount === 0)
      throw new Error(`order search ${JSON.stringify(body)} finds nothing: the figure would measure nothing`);
  }
  return mix.map(([token, body, lang]) => ({
    method: 'POST',
    path: SEARCH_PATH,
    headers: headersOf(token, lang),
    body: JSON.stringify(body),
  }));
}

async function measureList(kind, portal, floorRps) {
  const requests = await requestMix(portal);
  await measureListAt(kind, portal.baseUncached + SEARCH_PATH, requests, floorRps, false);
  await measureListAt(kind, portal.base + SEARCH_PATH, requests, floorRps, true);
}

/**
 * The list's figures at one portal: with the cache (the portal as it runs: the aims) or without it (every search
 * reads the database: for comparison).
 */
async function measureListAt(kind, url, requests, floorRps, cached) {
  const label = cached ? `${kind}: order list` : `${kind}: order list without the list cache`;
  await runLoad({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  const r = await runLoad({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  checkClean(r, label);
  const ratio = r.rps / floorRps;
  const aim = kind === 'postgres' ? AIM.pgRatio : AIM.pgliteRatio;
  figure({
    bench: 'orders',
    name: `${label}: throughput`,
    value: r.rps,
    unit: 'req/s',
    note: `${CONNECTIONS} connections, ${r.requests.toLocaleString('en-US')} requests in ${r.seconds} s, ${requests.length} searches in the mix`,
  });
  figure({
    bench: 'orders',
    name: `${label}: p99 latency at full load`,
    value: r.latency.p99,
    unit: 'ms',
    note: `p50 ${fmt(r.latency.p50)} ms`,
  });
  figure({
    bench: 'orders',
    name: `${label} vs bare route`,
    value: ratio * 100,
    unit: '%',
    display: `${fmt(ratio * 100, 1)} % of the floor`,
    ...(cached ? { aim: `>= ${aim * 100}%`, ok: ratio >= aim } : {}),
  });
  if (kind === 'postgres') {
    const fixed = await runLoad({ paced: true, url, duration: FIXED_RATE_SECONDS, rate: FIXED_RATE, requests });
    checkClean(fixed, `${label} at ${FIXED_RATE} req/s`);
    figure({
      bench: 'orders',
      name: `${label}: p99 latency at ${FIXED_RATE} req/s`,
      value: fixed.latency.p99,
      unit: 'ms',
      ...(cached ? { aim: `< ${AIM.pgP99AtRate} ms`, ok: fixed.latency.p99 < AIM.pgP99AtRate } : {}),
      note: `achieved ${fmt(fixed.rps)} req/s over ${fixed.seconds} s, p50 ${fmt(fixed.latency.p50)} ms, max ${fmt(fixed.latency.max)} ms`,
    });
  }
}

/** The approve race: every raced order approved by 20 callers at once; exactly one may win each. */
async function measureRace(kind, portal) {
  const { raceIds } = portal.bulk;
  const requests = raceIds.map((orderId) => ({
    method: 'POST',
    path: CALL_PATHS.actOnOrder.path.replace(':orderId', String(orderId)).replace(':action', 'approve'),
    headers: headersOf(portal.tokens.sales, 'ko'),
    body: JSON.stringify({ version: 3 }),
  }));
  const t = process.hrtime.bigint();
  const r = await runLoad({ url: portal.base, connections: RACE_CALLERS, amount: RACE_CALLERS * raceIds.length, requests });
  const seconds = msSince(t) / 1000;
  const ids = raceIds.join(',');
  const [history] = await query(
    portal.database,
    `select count(*)::int as approvals, count(distinct request_id)::int as orders from request_history where action = 'approve' and request_id in (${ids})`,
  );
  // The provider's approval sends an order to the exchange: one exchange item each, the order waiting there.
  const [contracts] = await query(
    portal.database,
    `select count(*)::int as contracts, count(distinct request_id)::int as orders from exchange_approvals where request_id in (${ids})`,
  );
  const [states] = await query(
    portal.database,
    `select count(*)::int as approved from orders where state = 'EXCHANGE_REVIEW' and request_id in (${ids})`,
  );
  const wins = Number(r.statusCodes?.['200']?.count ?? 0);
  const stale = Number(r.statusCodes?.['409']?.count ?? 0);
  const other = r.requests - wins - stale;
  const lost = raceIds.length - Math.min(history.orders, contracts.orders, states.approved);
  const doubled = history.approvals - history.orders + (contracts.contracts - contracts.orders) + Math.max(0, wins - raceIds.length);
  figure({
    bench: 'orders',
    name: `${kind}: approve race, lost or doubled transitions`,
    value: lost + doubled + other + r.errors + r.timeouts,
    unit: '',
    display: `${lost} lost, ${doubled} doubled (${wins} approved, ${stale} refused as stale, ${other + r.errors + r.timeouts} other)`,
    aim: '0',
    ok: lost === 0 && doubled === 0 && other === 0 && r.errors === 0 && r.timeouts === 0,
    note: `${raceIds.length} orders x ${RACE_CALLERS} callers, ${r.requests.toLocaleString('en-US')} requests in ${fmt(seconds, 1)} s`,
  });
  figure({
    bench: 'orders',
    name: `${kind}: approve race p99 latency (${RACE_CALLERS} concurrent callers)`,
    value: r.latency.p99,
    unit: 'ms',
    aim: `< ${AIM.raceP99} ms`,
    ok: r.latency.p99 < AIM.raceP99,
    note: `p50 ${fmt(r.latency.p50)} ms, max ${fmt(r.latency.max)} ms, ${fmt(r.rps)} req/s`,
  });
}

async function measurePortal(kind, floorRps) {
  const portal = await startPortal(kind);
  try {
    await measureList(kind, portal, floorRps);
    await measureRace(kind, portal);
  } finally {
    await portal.close();
  }
}

export async function benchOrders() {
  heading(`Orders: the order list over ${ORDERS.toLocaleString('en-US')} orders, and approvals raced by ${RACE_CALLERS} callers`);
  const floor = await floorFigure('orders', { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });
  if (await postgresReachable()) await measurePortal('postgres', floor.rps);
  else {
    console.info(`  PostgreSQL is not reachable at ${PG_URL}: skipped.`);
    figure({
      bench: 'orders',
      name: 'postgres: order list vs bare route',
      value: NaN,
      unit: '%',
      display: 'not measured (PostgreSQL unreachable)',
      aim: `>= ${AIM.pgRatio * 100}%`,
      ok: false,
    });
  }
  await measurePortal('pglite', floor.rps);
}

export async function diagnose(kind = 'postgres') {
  const portal = await startPortal(kind);
  try {
    const requests = await requestMix(portal);
    const pool = portal.database.pool;
    const log = [];
    if (pool) {
      const orig = pool.query.bind(pool);
      pool.query = async (...a) => {
        const t = process.hrtime.bigint();
        try {
          return await orig(...a);
        } finally {
          log.push([
            msSince(t),
            String(a[0]?.text ?? a[0])
              .replace(/\s+/g, ' ')
              .slice(0, 100),
          ]);
        }
      };
    }
    for (const r of requests) {
      log.length = 0;
      const ms = [];
      for (let i = 0; i < 7; i++) {
        const t = process.hrtime.bigint();
        const res = await fetch(portal.base + r.path, { method: 'POST', headers: r.headers, body: r.body });
        await res.arrayBuffer();
        ms.push(msSince(t));
      }
      ms.sort((a, b) => a - b);
      console.info(
        fmt(ms[3]),
        'ms',
        r.body,
        r.headers.authorization === `Bearer ${portal.tokens.member}` ? 'member' : 'sales',
        log.length / 7,
        'queries',
      );
      for (const [t, q] of log.slice(-Math.round(log.length / 7))) console.info('     ', fmt(t), q);
    }
  } finally {
    await portal.close();
  }
}

export async function profileList(kind = 'postgres') {
  const { Session } = await import('node:inspector/promises');
  const portal = await startPortal(kind);
  try {
    const requests = await requestMix(portal);
    const url = portal.base + SEARCH_PATH;
    await runLoad({ url, connections: CONNECTIONS, duration: 3, requests });
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const r = await runLoad({ url, connections: CONNECTIONS, duration: 8, requests });
    const { profile } = await session.post('Profiler.stop');
    console.info('rps', r.rps);
    const self = new Map();
    const total = profile.samples.length;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const counts = new Map();
    for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const [id, c] of counts) {
      const n = byId.get(id);
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*wt-orders-server\//, '')}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + c);
    }
    for (const [k, c] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.info(fmt((c / total) * 100, 1), '%', k);
  } finally {
    await portal.close();
  }
}

if (process.env.BENCH_PROFILE) {
  profileList(process.env.BENCH_PROFILE).then(() => process.exit(0));
} else if (process.env.BENCH_DIAG) {
  diagnose(process.env.BENCH_DIAG).then(() => process.exit(0));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  benchOrders().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
