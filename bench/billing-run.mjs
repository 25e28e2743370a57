// Billing: the monthly billing run for 1,000 customers x 12 months, on PGlite and on
// PostgreSQL (when reachable), through the HTTP call the provider's page makes (POST runBilling { from, to }), with the
// p99 of /healthz while it runs against the idle p99 measured in the same run (aim: within 5x). Aims: the 12 months
// under 60 s on PGlite and under 20 s on PostgreSQL.
//
// The world is inserted set-based on top of the demo world: 1,000 customer companies (a quarter billing in USD) with
// their profiles; one contract each with three products (one from the start, one starting mid-month six months ago,
// one that ended mid-month three months ago), made by an order form with connections, service options and delivery
// protocols; an approved monthly user report for each customer and month (20 rows: 240,000 rows in all); a
// non-display declaration for every tenth customer; an approved correction for every tenth customer, approved in the
// previous month. Then, measured: the first run of the 12 months (every month DONE), and a re-run (every month
// UNCHANGED: the figures computed, hashed, nothing rewritten).
//
// Run with `node --import tsx bench/billing-run.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_CUSTOMERS     customers (default 1000)
//   BENCH_ROWS          rows per monthly report (default 20)
import { CALL_PATHS } from '@portal/contract';
import { postgresReachable, query, startBenchPortal } from './lib/portal.mjs';
import { startProbe } from './lib/probe.mjs';
import { figure, fmt, heading } from './lib/report.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const ROWS = Number(process.env.BENCH_ROWS ?? 20);
const MONTHS = 12;
const AIM_SECONDS = { pglite: 60, postgres: 20 };
const IDLE_SECONDS = 3;

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** "YYYY-MM" of the Korean month of now plus n. */
function koreaMonth(n = 0) {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The bench world, set-based (a handful of statements). */
async function fill(database) {
  const q = (text) => query(database, text);
  const [{ id: userId }] = await q(`select id from users where login_email = 'member@alpha-securities.example'`);
  const first = koreaMonth(-(MONTHS - 1));
  const months = Array.from({ length: MONTHS }, (_, i) => koreaMonth(-(MONTHS - 1) + i));
  const monthsSql = `array[${months.map((m) => `'${m}'`).join(',')}]::text[]`;
  await q(`insert into companies (company_name, company_name_en, nation_code, customer_code)
    select '벤치고객 ' || g, 'Bench customer ' || g, 'KR', 'BN' || lpad(g::text, 5, '0') from generate_series(1, ${CUSTOMERS}) g`);
  await q(`insert into customer_profiles (company_id, customer_code, classification, customer_main_category, customer_middle_category, currency, billing_cycle)
    select id, customer_code, 'DIRECT', 'FINANCIAL', 'SECURITIES', case when id % 4 = 0 then 'USD' else 'KRW' end,
      case when id % 3 = 0 then 'QUARTERLY' else 'MONTHLY' end
    from companies where customer_code like 'BN%'`);
  // Order forms (request header + order row) and contracts.
  await q(`insert into requests (kind, company_id, number, state, created_by)
    select 'order', id, 'BNOF-' || id, 'APPROVED', ${userId} from companies where customer_code like 'BN%'`);
  await q(`insert into orders (request_id, company_id, number, request_type, state, form, created_by)
    select r.id, r.company_id, r.number, 'NEW', 'APPROVED',
      jsonb_build_object('connectionCount', 1 + r.company_id % 3, 'serviceOptions', jsonb_build_array('OPEN_API'),
        'deliveryProtocols', jsonb_build_array('TCP', 'UDP'), 'affiliateExtension', r.company_id % 5 = 0), ${userId}
    from requests r where r.number like 'BNOF-%'`);
  await q(`insert into contracts (number, company_id, name_ko, name_en, order_type, contract_date, begin_date, created_order_id)
    select 'BNCT-' || o.company_id, o.company_id, '벤치 계약', 'Bench contract', 'NEW', '${first}-01', '${first}-01', o.request_id
    from orders o where o.number like 'BNOF-%'`);
  await q(`insert into contract_products (contract_id, company_id, product_code, use_type, effective_from, effective_to, order_id)
    select c.id, c.company_id, p.code, p.use_type, p.from_day::date, p.to_day::date, c.created_order_id
    from contracts c cross join (values
      ('KSP-RT-L1', 'DIRECT', '${first}-01', null),
      ('KSQ-RT-L1', 'SEMI_DIRECT', '${koreaMonth(-6)}-15', null),
      ('KSP-DL', 'INDIRECT', '${first}-01', '${koreaMonth(-3)}-10')) as p(code, use_type, from_day, to_day)
    where c.number like 'BNCT-%'`);
  // An approved monthly report per customer and month.
  await q(`insert into requests (kind, company_id, number, state, created_by)
    select 'userReport', c.id, 'BNUR-' || c.id || '-' || m, 'APPROVED', ${userId}
    from companies c cross join unnest(${monthsSql}) m where c.customer_code like 'BN%'`);
  await q(
    `insert into user_report_row_sets (request_id, frozen, row_count) select id, true, ${ROWS} from requests where number like 'BNUR-%'`,
  );
  await q(`insert into user_reports (request_id, company_id, number, state, type, method, report_month, billing_month, currency, created_by, decided_at, row_set_id, row_count)
    select r.id, r.company_id, r.number, 'APPROVED', 'MONTHLY', 'UPLOAD', right(r.number, 7), right(r.number, 7), 'KRW', ${userId},
      (right(r.number, 7) || '-10T10:00:00+09:00')::timestamptz + interval '1 month', s.id, ${ROWS}
    from requests r join user_report_row_sets s on s.request_id = r.id where r.number like 'BNUR-%'`);
  await q(`insert into user_report_rows (row_set_id, row_no, provision_method, use_category, account_number, product_code, subscriber_id,
      address, city, country, quantity, qty, amount)
    select s.id, g, case when g % 3 = 0 then 'DATAFEED' else 'TERMINAL' end, case when g % 4 = 0 then '152' else '151' end,
      'AC-' || (g % 7), (array['KSP-RT-L1', 'KSQ-RT-L1', 'KSP-DL'])[1 + g % 3], 'S' || g, 'Yeouidaero ' || (g % 3), 'Seoul', 'KR',
      (1 + g % 4)::text, 1 + g % 4, (1 + g % 4) * 11000
    from user_report_row_sets s join requests r on r.id = s.request_id cross join generate_series(1, ${ROWS}) g
    where r.number like 'BNUR-%'`);
  // A correction of the month before last for every tenth customer, approved last month.
  const corrected = koreaMonth(-2);
  await q(`insert into requests (kind, company_id, number, state, created_by)
    select 'userReport', company_id, 'BNCR-' || company_id, 'APPROVED', ${userId} from user_reports
    where number like 'BNUR-%' and report_month = '${corrected}' and company_id % 10 = 0`);
  await q(
    `insert into user_report_row_sets (request_id, frozen, row_count) select id, true, ${ROWS} from requests where number like 'BNCR-%'`,
  );
  await q(`insert into user_reports (request_id, company_id, number, state, type, method, report_month, billing_month, corrects_request_id, currency, created_by, decided_at, row_set_id, row_count)
    select r.id, r.company_id, r.number, 'APPROVED', 'CORRECTION', 'MANUAL', '${corrected}', '${koreaMonth(-1)}', m.request_id, 'KRW', ${userId},
      '${koreaMonth(-1)}-20T10:00:00+09:00', s.id, ${ROWS}
    from requests r join user_report_row_sets s on s.request_id = r.id
      join user_reports m on m.company_id = r.company_id and m.report_month = '${corrected}' and m.type = 'MONTHLY'
    where r.number like 'BNCR-%'`);
  await q(`insert into user_report_rows (row_set_id, row_no, provision_method, use_category, account_number, product_code, subscriber_id,
      address, city, country, quantity, qty, amount)
    select s.id, x.row_no, x.provision_method, x.use_category, x.account_number, x.product_code, x.subscriber_id, x.address, x.city,
      x.country, x.quantity, x.qty, case when x.row_no % 5 = 0 then x.amount / 2 else x.amount end
    from requests r join user_report_row_sets s on s.request_id = r.id
      join user_reports m on m.company_id = r.company_id and m.report_month = '${corrected}' and m.type = 'MONTHLY'
      join user_report_rows x on x.row_set_id = m.row_set_id
    where r.number like 'BNCR-%'`);
  // A non-display declaration (trading BASIC, other PREMIUM) for every tenth customer, effective mid-year.
  await q(`insert into requests (kind, company_id, number, state, created_by)
    select 'nonDisplay', id, 'BNND-' || id, 'APPROVED', ${userId} from companies where customer_code like 'BN%' and id % 10 = 5`);
  await q(`insert into non_display_declarations (request_id, company_id, number, state, order_id, order_number, order_type, use,
      trading_tier, other_tier, effective_date, form, created_by)
    select r.id, r.company_id, r.number, 'APPROVED', o.request_id, o.number, 'NEW', 'USE', 'BASIC', 'PREMIUM', '${koreaMonth(-5)}-11',
      '{}'::jsonb, ${userId}
    from requests r join orders o on o.company_id = r.company_id and o.number like 'BNOF-%' where r.number like 'BNND-%'`);
  const [{ n }] = await q(
    `select count(*)::int as n from user_report_rows x join user_reports r on r.row_set_id = x.row_set_id where r.number like 'BN%'`,
  );
  return { userId, rows: n, from: months[0], to: months[MONTHS - 1] };
}

async function runOnce(base, token, body) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${base}${CALL_PATHS.runBilling.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const json = await res.json();
  if (res.status !== 200) throw new Error(`runBilling answered ${res.status}: ${JSON.stringify(json)}`);
  return { seconds, items: json.items };
}

async function benchKind(kind) {
  heading(`Billing run, ${CUSTOMERS.toLocaleString('en-US')} customers x ${MONTHS} months (${kind})`);
  const portal = await startBenchPortal(kind, { scratchName: 'portal_bench_billing', fill });
  try {
    const { rows, from, to } = portal.filled;
    const [{ id: adminId }] = await query(portal.database, `select id from users where login_email = 'admin@krx-data.example'`);
    const [{ company_id: providerCompany }] = await query(
      portal.database,
      `select company_id from user_companies where user_id = ${adminId} limit 1`,
    );
    const token = await portal.sign(adminId, providerCompany);
    console.info(`  world: ${CUSTOMERS} customers, ${rows.toLocaleString('en-US')} report rows, months ${from}..${to}`);

    const idle = startProbe(portal.base);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleLatencies = await idle.stop();
    const idleP99 = percentile(idleLatencies, 99);
    figure({
      bench: 'billing-run',
      name: `/healthz p99 idle (${kind})`,
      value: idleP99,
      unit: 'ms',
      display: `${fmt(idleP99, 2)} ms`,
      note: `${idleLatencies.length} requests`,
    });

    const busy = startProbe(portal.base);
    const first = await runOnce(portal.base, token, { from, to });
    const busyLatencies = await busy.stop();
    const busyP99 = percentile(busyLatencies, 99);
    const lines = first.items.reduce((a, r) => a + r.lineCount, 0);
    figure({
      bench: 'billing-run',
      name: `12 months, first run (${kind})`,
      value: first.seconds,
      unit: 's',
      display: `${fmt(first.seconds, 1)} s`,
      aim: `under ${AIM_SECONDS[kind]} s`,
      ok: first.seconds < AIM_SECONDS[kind],
      note: `${lines.toLocaleString('en-US')} lines; per month ${fmt(first.seconds / MONTHS, 2)} s; ${first.items.map((r) => r.status).join(',')}`,
    });
    figure({
      bench: 'billing-run',
      name: `/healthz p99 during the run (${kind})`,
      value: busyP99,
      unit: 'ms',
      display: `${fmt(busyP99, 2)} ms (${fmt(busyP99 / idleP99, 1)}x idle)`,
      aim: 'within 5x idle',
      ok: busyP99 <= idleP99 * 5,
      note: `${busyLatencies.length} requests, max ${fmt(Math.max(...busyLatencies), 1)} ms`,
    });

    const again = await runOnce(portal.base, token, { from, to });
    figure({
      bench: 'billing-run',
      name: `12 months, re-run with the same figures (${kind})`,
      value: again.seconds,
      unit: 's',
      display: `${fmt(again.seconds, 1)} s`,
      aim: `under ${AIM_SECONDS[kind]} s`,
      ok: again.seconds < AIM_SECONDS[kind] && again.items.every((r) => r.status === 'UNCHANGED'),
      note: again.items.every((r) => r.status === 'UNCHANGED') ? 'every month UNCHANGED' : again.items.map((r) => r.status).join(','),
    });
  } finally {
    await portal.close();
  }
}

const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) await benchKind('pglite');
if (!kinds.includes('postgres')) console.info('\n  PostgreSQL left out (BENCH_KINDS).');
else if (await postgresReachable()) await benchKind('postgres');
else console.info('\n  PostgreSQL not reachable: its figures are left out.');
process.exit(0);
