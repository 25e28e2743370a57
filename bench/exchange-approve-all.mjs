// Exchange approvals: "approve all" of 1,000 documents in one call (one transaction, all or none),
// against a floor measured in the same run: one single approve of an item (the median of SINGLES sequential calls)
// times 1,000, i.e. the same 1,000 decisions taken one call at a time. The aim: the 1,000 under 5 seconds.
//
// The portal app is built with `buildApp` (logger off) on a migrated, seeded database, on PostgreSQL when reachable (a
// scratch database created and dropped here) and on PGlite (in-process, as `npm start` runs it). The documents are
// new orders of 알파증권 the provider approved, inserted set-based (request headers, order rows with a valid form, and
// their exchange items), never through the API; approving one makes its contract, its history version, audit row,
// notifications and mails, as in the portal. Afterwards every approved order must have exactly one contract.
//
// Run with `node --import tsx bench/exchange-approve-all.mjs` (bench/run.mjs does). Environment:
//   BENCH_PG_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_BULK     documents in the approve-all call (default 1000)
//   BENCH_SINGLES  single approvals timed for the floor (default 100)
import { ORDER_AGREEMENT_CODES, ZOrderForm } from '@portal/contract';
import { PG_URL, postgresReachable, query, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const SCRATCH_DB = 'portal_bench_exchange';
const BULK = Number(process.env.BENCH_BULK ?? 1000);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 100);
const VERSION = 4;
const AIM_MS = 5000;

const FORM = ZOrderForm.parse({
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

/** `count` orders waiting on the exchange under a number prefix, with their items; answers the item ids. */
async function insertWaiting(database, prefix, count, ids) {
  await query(
    database,
    `insert into requests (kind, company_id, number, title, title_en, state, waiting_on, version, created_by, assigned_user_id, created_at, updated_at, state_since)
     select 'order', ${ids.alpha}, '${prefix}' || lpad(i::text, 6, '0'), '신규 주문서', 'New order form', 'EXCHANGE_REVIEW', 'exchange', ${VERSION},
            ${ids.member}, ${ids.sales}, now(), now(), now()
     from generate_series(1, ${count}) i`,
  );
  const form = JSON.stringify(FORM).replaceAll("'", "''");
  await query(
    database,
    `insert into orders (request_id, company_id, number, request_type, state, version, commencement_date, product_codes, search_text,
                         form, manager_user_id, created_by, lang, created_at, updated_at, submitted_at)
     select r.id, r.company_id, r.number, 'NEW', 'EXCHANGE_REVIEW', ${VERSION}, '${FORM.commencementDate}', array['KSP-RT-L1', 'DRV-FUT-RT'],
            lower(r.number), '${form}'::jsonb, ${ids.sales}, ${ids.member}, 'ko', now(), now(), now()
     from requests r where r.number like '${prefix}%'`,
  );
  await query(
    database,
    `insert into exchange_approvals (request_id, kind, company_id, company_name, company_name_en, document_number, title, title_en, approval_type,
                                     writer_user_id, writer_name, registered_at, stage, status, request_version)
     select r.id, 'order', r.company_id, '알파증권', 'Alpha Securities', r.number, r.title, r.title_en, 'NEW', ${ids.member}, '김민준', now(),
            'EXCHANGE_REVIEW', 'WAITING', ${VERSION}
     from requests r where r.number like '${prefix}%'`,
  );
  return (await query(database, `select id from exchange_approvals where document_number like '${prefix}%' order by id`)).map((r) => r.id);
}

async function fill(database) {
  const [alpha] = await query(database, `select id from companies where customer_code = 'C1001'`);
  const [exchange] = await query(database, `select id from companies where customer_code = 'X0001'`);
  const [member] = await query(database, `select id from users where login_email = 'member@alpha-securities.example'`);
  const [sales] = await query(database, `select id from users where login_email = 'sales@krx-data.example'`);
  const [reviewer] = await query(database, `select id from users where login_email = 'reviewer@exchange.example'`);
  const ids = { alpha: alpha.id, member: member.id, sales: sales.id };
  return {
    reviewer: reviewer.id,
    exchange: exchange.id,
    bulk: await insertWaiting(database, 'OF-2025-B', BULK, ids),
    singles: await insertWaiting(database, 'OF-2025-S', SINGLES, ids),
  };
}

async function measure(kind) {
  const t0 = process.hrtime.bigint();
  const portal = await startBenchPortal(kind, { scratchName: SCRATCH_DB, fill });
  try {
    const { bulk, singles } = portal.filled;
    const token = await portal.sign(portal.filled.reviewer, portal.filled.exchange);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'ko' };
    console.info(`  (${kind}: prepared in ${fmt(msSince(t0) / 1000, 1)} s)`);
    // Warm-up: one single approve (code paths, prepared statements), not counted.
    const call = async (path, body) => {
      const res = await fetch(portal.base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    await call(`/apis/v1/exchange/approvals/${singles[0]}/approve`, { version: VERSION });
    const times = [];
    for (const id of singles.slice(1)) {
      const t = process.hrtime.bigint();
      await call(`/apis/v1/exchange/approvals/${id}/approve`, { version: VERSION });
      times.push(msSince(t));
    }
    times.sort((a, b) => a - b);
    const single = times[Math.floor(times.length / 2)];
    const floorMs = single * BULK;

    const t = process.hrtime.bigint();
    const answer = await call('/apis/v1/exchange/approvals/approve-all', {
      items: bulk.map((approvalId) => ({ approvalId, version: VERSION })),
    });
    const allMs = msSince(t);
    const [check] = await query(
      portal.database,
      `select count(*)::int as approved,
              (select count(*)::int from contracts c join exchange_approvals a on a.request_id = c.created_order_id where a.id in (${bulk.join(',')})) as contracts
       from exchange_approvals where status = 'APPROVED' and id in (${bulk.join(',')})`,
    );
    const whole = answer.approvedCount === BULK && check.approved === BULK && check.contracts === BULK;
    figure({
      bench: 'exchange-approve-all',
      name: `${kind}: approve all of ${BULK.toLocaleString('en-US')} documents`,
      value: allMs,
      unit: 'ms',
      aim: `< ${AIM_MS} ms`,
      ok: allMs < AIM_MS && whole,
      note: `${fmt(allMs / BULK, 2)} ms a document; ${check.approved} approved, ${check.contracts} contracts${whole ? '' : ' (INCOMPLETE)'}`,
    });
    figure({
      bench: 'exchange-approve-all',
      name: `${kind}: approve all vs ${BULK.toLocaleString('en-US')} single approvals (floor)`,
      value: (allMs / floorMs) * 100,
      unit: '%',
      display: `${fmt((allMs / floorMs) * 100, 1)} % of the floor (${fmt(floorMs / 1000, 1)} s: single approve median ${fmt(single, 1)} ms x ${BULK})`,
      note: `single approve p10 ${fmt(times[Math.floor(times.length / 10)], 1)} ms, p90 ${fmt(times[Math.floor((times.length * 9) / 10)], 1)} ms over ${times.length} calls`,
    });
  } finally {
    await portal.close();
  }
}

export async function benchExchangeApproveAll() {
  heading(`Exchange approvals: approve all of ${BULK.toLocaleString('en-US')} documents in one call`);
  if (await postgresReachable()) await measure('postgres');
  else {
    console.info(`  PostgreSQL is not reachable at ${PG_URL}: skipped.`);
    figure({
      bench: 'exchange-approve-all',
      name: `postgres: approve all of ${BULK} documents`,
      value: NaN,
      unit: 'ms',
      display: 'not measured (PostgreSQL unreachable)',
      aim: `< ${AIM_MS} ms`,
      ok: false,
    });
  }
  await measure('pglite');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchExchangeApproveAll().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
