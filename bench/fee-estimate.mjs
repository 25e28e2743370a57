// Benchmark: the fee of a change before it is filed (issue 26 §4, decision 083): a member's fee estimate (POST
// /apis/v1/user/fee-estimates) at a steady 50 requests a second on PGlite, its p99 against the bare route's p99 at the
// same rate measured in the same run (the floor: what the machine itself allows).
//
// The world: the demo world (알파증권's contracts, declarations and reports as seeded). The mix: the three kinds of change
// a member estimates from the forms (a new order of two products from a day inside the month, a non-display declaration
// at the premium tier, a monthly report's rows), in both languages. Each estimate reads what the month's billing run
// reads for the company and computes the run's calculation twice (without and with the change) and once more for a
// whole month.
// Printed: the p99 at 50 req/s, the floor's p99 at that rate, their ratio; aim: p99 under 50 ms.
//
// Run with `node --import tsx bench/fee-estimate.mjs` (bench/run.mjs does). Environment:
//   BENCH_SECONDS   seconds of the steady load (default 10)
import { CALL_PATHS } from '@portal/contract';
import { runLoad } from './lib/load.mjs';
import { checkClean, floorFigure, headersOf, query, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading } from './lib/report.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const RATE = 50;
const AIM_P99_MS = 50;

const koreaDay = (offsetDays = 0) => new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

function changes() {
  const day = koreaDay();
  return [
    {
      kind: 'order',
      requestType: 'NEW',
      commencementDate: day,
      products: [
        { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
        { productCode: 'KSQ-RT-L1', useType: 'DIRECT' },
      ],
      connectionCount: 2,
    },
    {
      kind: 'nonDisplay',
      effectiveDate: day,
      purposes: { TRADING: { applications: 3, chargeHold: false }, OTHER: { applications: 1, chargeHold: false } },
    },
    {
      kind: 'report',
      reportMonth: day.slice(0, 7),
      rows: [
        { productCode: 'KSP-RT-L1', useCategory: '151', quantity: 12 },
        { productCode: 'KSQ-RT-L1', useCategory: '152', quantity: 4 },
      ],
    },
  ];
}

export async function benchFeeEstimate() {
  heading(`Fee estimate at ${RATE} requests a second (PGlite)`);
  const floor = await floorFigure('fee-estimate', { connections: 4, seconds: 5, warmupSeconds: 2, rate: RATE, rateSeconds: SECONDS });
  const portal = await startBenchPortal('pglite', { scratchName: 'portal_bench_fee_estimate', fill: async () => ({}) });
  try {
    const [member] = await query(portal.database, `select id from users where login_email = 'member@alpha-securities.example'`);
    const [alpha] = await query(portal.database, `select id from companies where customer_code = 'C1001'`);
    const token = await portal.sign(member.id, alpha.id);
    const path = CALL_PATHS.estimateFee.path;
    const requests = [];
    for (const change of changes())
      for (const lang of ['ko', 'en']) {
        const body = JSON.stringify({ change });
        const res = await fetch(portal.base + path, { method: 'POST', headers: headersOf(token, lang), body });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`fee estimate ${change.kind} answered ${res.status}: ${text.slice(0, 300)}`);
        if (JSON.parse(text).change.lines.length === 0)
          throw new Error(`fee estimate ${change.kind} moves nothing: the figure would measure nothing`);
        requests.push({ method: 'POST', path, headers: headersOf(token, lang), body });
      }
    const url = portal.base + path;
    await runLoad({ paced: true, url, duration: WARMUP_SECONDS, rate: RATE, requests });
    const r = await runLoad({ paced: true, url, duration: SECONDS, rate: RATE, requests });
    checkClean(r, `fee estimate at ${RATE} req/s`);
    const floorP99 = floor.atRate.latency.p99;
    figure({
      bench: 'fee-estimate',
      name: `pglite: fee estimate p99 latency at ${RATE} req/s`,
      value: r.latency.p99,
      unit: 'ms',
      aim: `< ${AIM_P99_MS} ms`,
      ok: r.latency.p99 < AIM_P99_MS,
      note: `achieved ${fmt(r.rps)} req/s over ${r.seconds} s, p50 ${fmt(r.latency.p50)} ms, max ${fmt(r.latency.max)} ms; ${requests.length} calls in the mix`,
    });
    figure({
      bench: 'fee-estimate',
      name: `pglite: fee estimate p99 / bare route p99 at ${RATE} req/s`,
      value: r.latency.p99 / floorP99,
      unit: 'x',
      display: `${fmt(r.latency.p99 / floorP99, 1)} × the floor (${fmt(r.latency.p99)} ms vs ${fmt(floorP99)} ms)`,
    });
  } finally {
    await portal.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchFeeEstimate().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
