// Benchmark 1: notice search over 100,000 notices against a bare Fastify route (the floor).
//
// The portal app is built with `buildApp` (logger off) on a migrated, seeded database plus
// `insertBulkNotices(db, 100_000)`, once on PostgreSQL (a scratch database created and dropped here, on
// 127.0.0.1:5432) and once on PGlite (in-process, files in a temporary data directory, as `npm start` runs
// it). The load comes from autocannon in a child process (bench/lib/load.mjs), so the load generator never
// shares the server's event loop. The requests cycle through a mix of plain pages, page sizes, sort orders,
// category filters and text searches (a Korean and an English term). The floor (a bare Fastify route, and on
// PostgreSQL its p99 at the same 200 requests per second) is measured right before each database's figures.
//
// Run with `node --import tsx bench/notice-search.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS      seconds of each throughput run (default 15)
//   BENCH_NOTICES      bulk notices to insert (default 100000)
//   BENCH_DB_PREFIX    prefix of the scratch database name (default none: portal_bench_notices)
import { insertBulkNotices } from '../apps/server/src/seed/bulk-notices.ts';
import { runLoad } from './lib/load.mjs';
import { checkClean, floorFigure, PG_URL, postgresReachable, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const SCRATCH_DB = 'portal_bench_notices';
const NOTICES = Number(process.env.BENCH_NOTICES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 16;
const FIXED_RATE = 200;
const FIXED_RATE_SECONDS = 20;
const SEARCH_PATH = '/apis/v1/user/notices/search';
/** The text search terms: both occur in the bulk notices' subjects and bodies. */
export const KO_TERM = '휴장일';
export const EN_TERM = 'holiday';

const AIM = { pgRatio: 0.25, pgP99AtRate: 10, pgliteRatio: 0.15 };

async function post(base, body, lang) {
  const res = await fetch(base + SEARCH_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`notice search ${JSON.stringify(body)} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * The request mix, built from the categories the data really has. Every request is tried once first:
 * each must answer 200, and each text search must find notices (else the figure would measure nothing).
 */
async function requestMix(base) {
  const sample = await post(base, { pageSize: 100 }, 'ko');
  const categories = [...new Set(sample.items.map((i) => i.categoryCode).filter(Boolean))];
  if (sample.totalCount < NOTICES) throw new Error(`notice search sees ${sample.totalCount} notices, expected at least ${NOTICES}`);
  const [c1, c2 = c1] = categories;
  const cat = (...cs) => (c1 ? { categoryCodes: cs.join('|') } : {});
  const mix = [
    [{}, 'ko'],
    [{ pageNumber: 2 }, 'en'],
    [{ searchText: KO_TERM }, 'ko'],
    [{ pageSize: 50 }, 'en'],
    [{ searchText: EN_TERM }, 'en'],
    [{ ...cat(c1) }, 'ko'],
    [{ pageSize: 100, sort: 'oldest' }, 'ko'],
    [{ searchText: KO_TERM, pageNumber: 2 }, 'ko'],
    [{ ...cat(c1, c2), pageNumber: 3 }, 'en'],
    [{ searchText: EN_TERM, ...cat(c1) }, 'en'],
    [{ bbsCodes: 'MARKET_NOTICE' }, 'ko'],
    [{ pageNumber: 100 }, 'ko'],
    [{ searchText: KO_TERM, sort: 'oldest', ...cat(c2) }, 'ko'],
    [{ searchText: EN_TERM, pageSize: 50 }, 'en'],
    [{}, 'en'],
    [{ ...cat(c2), sort: 'oldest', pageSize: 50 }, 'ko'],
  ];
  const found = {};
  for (const [body, lang] of mix) {
    const r = await post(base, body, lang);
    if (body.searchText) {
      if (r.totalCount === 0) throw new Error(`the text search ${JSON.stringify(body)} (${lang}) finds no notice`);
      if (!body.categoryCodes && !body.pageNumber && !body.sort && !body.pageSize) found[body.searchText] = r.totalCount;
    }
  }
  const requests = mix.map(([body, lang]) => ({
    method: 'POST',
    path: SEARCH_PATH,
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  }));
  return { requests, categories, found, textShare: mix.filter(([b]) => b.searchText).length / mix.length };
}

/** Where the time goes: each request of the mix alone, five times in a row; prints the slowest medians. */
async function slowestRequests(base, requests, kind) {
  const timed = [];
  for (const r of requests) {
    const ms = [];
    for (let i = 0; i < 5; i++) {
      const t = process.hrtime.bigint();
      const res = await fetch(base + r.path, { method: 'POST', headers: r.headers, body: r.body });
      await res.arrayBuffer();
      ms.push(msSince(t));
    }
    ms.sort((a, b) => a - b);
    timed.push({ body: r.body, lang: r.headers['accept-language'], ms: ms[2] });
  }
  timed.sort((a, b) => b.ms - a.ms);
  const all = timed.reduce((n, t) => n + t.ms, 0) / timed.length;
  console.info(
    `  (${kind}: one request at a time, mean of medians ${fmt(all)} ms; slowest: ${timed
      .slice(0, 3)
      .map((t) => `${t.body} ${t.lang} ${fmt(t.ms)} ms`)
      .join('; ')})`,
  );
}

/** The portal on a migrated, seeded database plus the bulk notices (bench/lib/portal.mjs), listening. */
async function startPortal(kind) {
  const t0 = process.hrtime.bigint();
  let insertMs = 0;
  const portal = await startBenchPortal(kind, {
    scratchName: SCRATCH_DB,
    fill: async (database) => {
      const t = process.hrtime.bigint();
      await insertBulkNotices(database.db, NOTICES);
      insertMs = msSince(t);
    },
  });
  console.info(
    `  (${kind}: prepared in ${fmt(msSince(t0) / 1000, 1)} s; ${NOTICES.toLocaleString('en-US')} notices inserted in ${fmt(insertMs / 1000, 1)} s, ${Math.round(NOTICES / (insertMs / 1000)).toLocaleString('en-US')} rows/s)`,
  );
  return portal;
}

async function measurePortal(kind) {
  const portal = await startPortal(kind);
  try {
    const { requests, categories, found, textShare } = await requestMix(portal.base);
    console.info(
      `  (${kind}: ${requests.length} requests in the mix, ${Math.round(textShare * 100)}% text searches; '${KO_TERM}' matches ${found[KO_TERM]}, '${EN_TERM}' matches ${found[EN_TERM]}; categories ${categories.join(', ') || 'none'})`,
    );
    const url = portal.base + SEARCH_PATH;
    await runLoad({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
    await slowestRequests(portal.base, requests, kind);
    // The floor right before the figure: the machine is shared, and its load moves within minutes.
    const floor = await floorFigure('notice-search', {
      label: kind,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      ...(kind === 'postgres' ? { rate: FIXED_RATE, rateSeconds: FIXED_RATE_SECONDS } : {}),
    });
    const r = await runLoad({ url, connections: CONNECTIONS, duration: SECONDS, requests });
    checkClean(r, `${kind} notice search`);
    const ratio = r.rps / floor.rps;
    const aim = kind === 'postgres' ? AIM.pgRatio : AIM.pgliteRatio;
    figure({
      bench: 'notice-search',
      name: `${kind}: notice search throughput`,
      value: r.rps,
      unit: 'req/s',
      note: `${CONNECTIONS} connections, ${r.requests.toLocaleString('en-US')} requests in ${r.seconds} s`,
    });
    figure({
      bench: 'notice-search',
      name: `${kind}: notice search p99 latency at full load`,
      value: r.latency.p99,
      unit: 'ms',
      note: `p50 ${fmt(r.latency.p50)} ms`,
    });
    figure({
      bench: 'notice-search',
      name: `${kind}: notice search vs bare route`,
      value: ratio * 100,
      unit: '%',
      display: `${fmt(ratio * 100, 1)} % of the floor`,
      aim: `>= ${aim * 100}%`,
      ok: ratio >= aim,
    });
    if (kind === 'postgres') {
      const fixed = await runLoad({ paced: true, url, duration: FIXED_RATE_SECONDS, rate: FIXED_RATE, requests });
      checkClean(fixed, `${kind} notice search at ${FIXED_RATE} req/s`);
      figure({
        bench: 'notice-search',
        name: `${kind}: notice search p99 latency at ${FIXED_RATE} req/s`,
        value: fixed.latency.p99,
        unit: 'ms',
        aim: `< ${AIM.pgP99AtRate} ms`,
        ok: fixed.latency.p99 < AIM.pgP99AtRate,
        note: `achieved ${fmt(fixed.rps)} req/s over ${fixed.seconds} s, p50 ${fmt(fixed.latency.p50)} ms, max ${fmt(fixed.latency.max)} ms; the bare route's p99 at this rate: ${fmt(floor.atRate.latency.p99)} ms`,
      });
    }
  } finally {
    await portal.close();
  }
}

export async function benchNoticeSearch() {
  heading(`Notice search over ${NOTICES.toLocaleString('en-US')} notices`);
  if (await postgresReachable()) await measurePortal('postgres');
  else {
    console.info(`  PostgreSQL is not reachable at ${PG_URL}: skipped.`);
    figure({
      bench: 'notice-search',
      name: 'postgres: notice search vs bare route',
      value: NaN,
      unit: '%',
      display: 'not measured (PostgreSQL unreachable)',
      aim: `>= ${AIM.pgRatio * 100}%`,
      ok: false,
    });
  }
  await measurePortal('pglite');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchNoticeSearch().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
