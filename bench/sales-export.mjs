// Sales-status export: the streamed Excel download of 500,000 billing summaries
// through the portal's route, against exceljs's own streaming writer writing the same rows in the same run.
//
// The portal app is built with `buildApp` (logger off) on a migrated, seeded database (PGlite in-process, as `npm
// start` runs it; and PostgreSQL on 127.0.0.1:5432 when it answers, a scratch database created and dropped here).
// 500,004 summaries (12 months of 2010 x 3 customer companies x 13,889 products, flags, amounts, both currencies) are
// inserted set-based (one INSERT ... SELECT over generate_series), never through the API. Then, alternating, ROUNDS
// times each:
// 1. the floor: the fastest raw way to write the same file: exceljs's WorkbookWriter (styles on,
//    shared strings off, as the portal's) writing the same 500,004 rows (same 32 cells, values computed in JS, one
//    shared style object per kind of cell, the money cells' number formats) into a byte-counting sink, waiting every
//    2,000 rows while its rows wait for compression (platform/spreadsheet.ts sheetRoom: without it exceljs piles the
//    whole sheet up in memory in front of its deflate stream, hundreds of MB);
// 2. the portal: GET /apis/v1/exchange/sales-status/export over HTTP (the reviewer's token), read by curl in its own
//    process as a browser would: keyset chunks from the database, formula-safe cells, the totals rows.
// Printed: rows per second of both (best of ROUNDS) and their ratio (aim: 60% or more), and the process's peak
// resident memory while each runs (sampled every 20 ms; aim: the portal's within 1.5x of the raw writer's), with how far
// each rose above the memory just before it. The floor does not keep exceljs's default (a new style object
// per cell): that is slower than what the export itself writes, a floor the export could beat without being fast.
//
//   node --import tsx bench/sales-export.mjs      (bench/run.mjs arranges --import tsx)
// Environment: BENCH_EXPORT_ROWS_PER_CELL (products per month and company, default 13889), BENCH_ROUNDS (default 2),
// BENCH_SKIP_PG=1 (PGlite only).
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CALL_PATHS, moneyNumFmt, SALES_OPTION_FLAGS } from '@portal/contract';
import ExcelJS from 'exceljs';
import { pageSetupOf, sheetRoom } from '../apps/server/src/platform/spreadsheet.ts';
import { postgresReachable, query, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const PER_CELL = Number(process.env.BENCH_EXPORT_ROWS_PER_CELL ?? 13_889);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MONTHS = 12;
const MB = 1024 * 1024;
const AIM = { ratio: 0.6, memory: 1.5 };

function collectGarbage() {
  if (!globalThis.gc) {
    v8.setFlagsFromString('--expose-gc');
    globalThis.gc = vm.runInNewContext('gc');
  }
  globalThis.gc();
}

/** Samples the resident memory every 20 ms while `run` runs; answers its result, seconds and peak above the start. */
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
    return { result, seconds: msSince(start) / 1000, peak, peakAbove: peak - base };
  } finally {
    clearInterval(timer);
  }
}

/** A sink that counts bytes and keeps none. */
const countingSink = () => {
  const sink = new Writable({
    write(chunk, _enc, cb) {
      sink.bytes += chunk.length;
      cb();
    },
  });
  sink.bytes = 0;
  return sink;
};

/** The 500,000 summaries, set-based: the three demo customer companies, products BP000001.., the months of 2010. */
async function fill(database) {
  const companies = await query(
    database,
    `select c.id, cp.customer_code as code, c.company_name as name, coalesce(c.company_name_en, c.company_name) as name_en, cp.currency
       from companies c join customer_profiles cp on cp.company_id = c.id order by cp.customer_code limit 3`,
  );
  const values = companies
    .map((c) => `(${c.id}, '${c.code}', '${c.name.replaceAll("'", "''")}', '${c.name_en.replaceAll("'", "''")}', '${c.currency}')`)
    .join(',');
  const t = process.hrtime.bigint();
  await query(
    database,
    `insert into billing_summaries (month, company_id, product_code, product_name_ko, product_name_en, market_main, market_sub,
       customer_code, customer_name, customer_name_en, customer_main_category, customer_middle_category, billing_cycle, currency,
       basic_fee, variable_fee, usage_price, target_price, site_count, line_count, terminal_count, account_count, member_count,
       additional_reception_count, flags, final, run_id)
     select to_char(date '2010-01-01' + make_interval(months => m), 'YYYY-MM'), c.id, 'BP' || lpad(p::text, 6, '0'),
       '벤치 상품 ' || p, 'Bench product ' || p, (array['KOSPI','KOSDAQ','INDICES'])[1 + p % 3], (array['EQUITY','ETF','INDEX'])[1 + p % 3],
       c.code, c.name, c.name_en, 'SECURITIES', 'BROKERAGE', 'MONTHLY', c.currency,
       100000 + p, p % 5000, 100000 + p + p % 5000, 120000 + p, p % 5, p % 7, p % 40, p % 9, p % 11, p % 3,
       case p % 3 when 0 then array['OPEN_API','TCP'] when 1 then array['PB','UDP','REALTIME'] else array['EOD_PRICE'] end,
       p % 2 = 0, 0
     from generate_series(0, ${MONTHS - 1}) m, (values ${values}) as c(id, code, name, name_en, currency), generate_series(1, ${PER_CELL}) p`,
  );
  const [{ n }] = await query(database, `select count(*)::int as n from billing_summaries where month like '2010-%'`);
  console.info(`  inserted ${n.toLocaleString('en-US')} summaries in ${fmt(msSince(t) / 1000)} s`);
  const [reviewer] = await query(
    database,
    `select u.id, coalesce((select company_id from user_companies uc where uc.user_id = u.id limit 1), 0) as company_id
       from users u where u.login_email = 'reviewer@exchange.example'`,
  );
  return { rows: n, companies, reviewer };
}

const FLAGS_OF = (p) => (p % 3 === 0 ? ['OPEN_API', 'TCP'] : p % 3 === 1 ? ['PB', 'UDP', 'REALTIME'] : ['EOD_PRICE']);

/**
 * The floor: the fastest way exceljs's streaming writer writes the same file: the same 500,004 rows
 * and cells, values computed in JS (no database, no checks), every plain cell one shared style object and every money
 * cell one shared style per currency with the export's number format (contract `moneyXlsx`: major units with
 * `#,##0 "KRW"` / `#,##0.00 "USD"`), the same title and header rows, widths, frozen rows and print set-up. A style
 * object per cell (exceljs's default) only makes the floor slower: that was the floor before, and it flattered the
 * export.
 */
async function rawWriter(companies) {
  const PLAIN = {};
  const MONEY = Object.fromEntries(['KRW', 'USD'].map((c) => [c, { numFmt: moneyNumFmt(c, 'en') }]));
  const sink = countingSink();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Sales status', { views: [{ state: 'frozen', ySplit: 2 }], pageSetup: pageSetupOf(2) });
  const headers = [
    'Billing month',
    'Market',
    'Sub',
    'Main',
    'Middle',
    'Cycle',
    'Code',
    'Customer',
    'Product',
    'Name',
    'Receptions',
    'Final',
    ...SALES_OPTION_FLAGS,
    'Currency',
    'Basic',
    'Variable',
    'Usage',
  ];
  ws.columns = headers.map((_, i) => ({ width: [12, 20, 14, 18, 18, 12, 14, 28, 16, 30][i] ?? 12 }));
  const title = ws.addRow(['Sales status 2010-01 to 2010-12']);
  title.getCell(1).style = { font: { bold: true } };
  title.commit();
  const header = ws.addRow(headers);
  const headerStyle = { font: { bold: true }, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } };
  header.eachCell((cell) => (cell.style = headerStyle));
  header.commit();
  const moneyFrom = headers.length - 2;
  let rows = 0;
  for (let m = 0; m < MONTHS; m++) {
    const month = `2010-${String(m + 1).padStart(2, '0')}`;
    for (const c of companies) {
      const minor = c.currency === 'USD' ? 100 : 1;
      const money = MONEY[c.currency];
      for (let p = 1; p <= PER_CELL; p++) {
        const flags = FLAGS_OF(p);
        const row = ws.addRow([
          month,
          ['KOSPI market', 'KOSDAQ market', 'Indices'][p % 3],
          ['Equities', 'ETFs', 'Indices'][p % 3],
          'Securities firm',
          'Brokerage',
          'Monthly',
          c.code,
          c.name_en,
          `BP${String(p).padStart(6, '0')}`,
          `Bench product ${p}`,
          p % 3,
          p % 2 === 0 ? 'Final' : 'Provisional',
          ...SALES_OPTION_FLAGS.map((f) => (flags.includes(f) ? 'Y' : 'N')),
          c.currency,
          (100000 + p) / minor,
          (p % 5000) / minor,
          (100000 + p + (p % 5000)) / minor,
        ]);
        for (let i = 1; i <= headers.length; i++) row.getCell(i).style = i >= moneyFrom ? money : PLAIN;
        row.commit();
        rows++;
        // Every 2,000 rows, as the portal's chunks: wait while the rows wait to be compressed (the same bound on memory;
        // without it exceljs piles the whole sheet up in front of its deflate stream).
        if (rows % 2000 === 0) await sheetRoom(ws);
      }
    }
  }
  await wb.commit();
  return { rows, bytes: sink.bytes };
}

/**
 * The portal: the export route over HTTP, read by curl in its own process (as a browser would be: not in the server's
 * process), the body counted and dropped; answers the rows announced and the bytes received.
 */
function portalExport(base, token, toMonth = '2010-12') {
  const url = new URL(CALL_PATHS.exportSalesStatus.path, base);
  url.searchParams.set('fromMonth', '2010-01');
  url.searchParams.set('toMonth', toMonth);
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', [
      '-sS',
      '-D',
      '-',
      '-o',
      '/dev/null',
      '-w',
      '\\n%{http_code} %{size_download}',
      '-H',
      `authorization: Bearer ${token}`,
      '-H',
      'accept-language: en',
      url.toString(),
    ]);
    let out = '';
    curl.stdout.on('data', (c) => (out += c));
    curl.stderr.on('data', (c) => process.stderr.write(c));
    curl.on('error', reject);
    curl.on('exit', () => {
      const [status, size] = out.trim().split('\n').pop().split(' ').map(Number);
      if (status !== 200) return reject(new Error(`export answered ${status}`));
      const rows = Number(/^x-total-rows: *(\d+)/im.exec(out)?.[1]);
      resolve({ rows, bytes: size });
    });
  });
}

async function benchKind(kind) {
  heading(`Sales-status export of ${(MONTHS * 3 * PER_CELL).toLocaleString('en-US')} rows (${kind})`);
  const portal = await startBenchPortal(kind, { scratchName: 'portal_bench_sales_export', fill });
  try {
    const { rows, companies, reviewer } = portal.filled;
    const token = await portal.sign(reviewer.id, reviewer.company_id);
    // Warm-up: one month's export (the code paths compiled), and the raw writer once.
    await portalExport(portal.base, token, '2010-01');
    const raw = [];
    const ours = [];
    for (let i = 0; i < ROUNDS; i++) {
      raw.push(await measured(() => rawWriter(companies)));
      ours.push(await measured(() => portalExport(portal.base, token)));
    }
    const best = (runs) => runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const r = best(raw);
    const o = best(ours);
    if (o.result.rows !== rows) throw new Error(`the export announced ${o.result.rows} rows, ${rows} were inserted`);
    const rawRate = r.result.rows / r.seconds;
    const ourRate = o.result.rows / o.seconds;
    figure({
      bench: 'sales-export',
      name: `${kind}: raw exceljs streaming writer, shared styles (the floor)`,
      value: rawRate,
      unit: 'rows/s',
      note: `${fmt(r.seconds)} s, ${fmt(r.result.bytes / MB)} MB`,
    });
    figure({
      bench: 'sales-export',
      name: `${kind}: portal export route`,
      value: ourRate,
      unit: 'rows/s',
      note: `${fmt(o.seconds)} s, ${fmt(o.result.bytes / MB)} MB`,
    });
    const ratio = ourRate / rawRate;
    figure({
      bench: 'sales-export',
      name: `${kind}: export speed / raw writer`,
      value: ratio * 100,
      unit: '%',
      aim: `>= ${AIM.ratio * 100}%`,
      ok: ratio >= AIM.ratio,
    });
    // The process's peak resident memory while each runs (the same process: the database, the app and the writer), and
    // how far each rose above the memory just before it started.
    const rawPeak = Math.max(...raw.map((x) => x.peak));
    const ourPeak = Math.max(...ours.map((x) => x.peak));
    const rawRise = Math.max(...raw.map((x) => x.peakAbove));
    const ourRise = Math.max(...ours.map((x) => x.peakAbove));
    figure({
      bench: 'sales-export',
      name: `${kind}: peak RSS, raw writer`,
      value: rawPeak / MB,
      unit: 'MB',
      note: `${fmt(rawRise / MB)} MB above its start`,
    });
    figure({
      bench: 'sales-export',
      name: `${kind}: peak RSS, portal export`,
      value: ourPeak / MB,
      unit: 'MB',
      note: `${fmt(ourRise / MB)} MB above its start`,
    });
    const memRatio = ourPeak / rawPeak;
    figure({
      bench: 'sales-export',
      name: `${kind}: peak RSS / raw writer's`,
      value: memRatio,
      unit: 'x',
      aim: `<= ${AIM.memory}x`,
      ok: memRatio <= AIM.memory,
    });
  } finally {
    await portal.close();
  }
}

await benchKind('pglite');
if (!process.env.BENCH_SKIP_PG && (await postgresReachable())) await benchKind('postgres');
else console.info('  PostgreSQL not reachable (or BENCH_SKIP_PG): PGlite only.');
process.exit(0);
