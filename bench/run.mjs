#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, each in its own process, each printing its figures with their
// units and aims; then one summary table. Exits non-zero when a benchmark could not run (a missed aim is
// reported, not an error). Takes a few minutes on a 2-core machine.
//
//   node bench/run.mjs [bundle] [startup] [notice-search] [accounts] [<other bench/*.mjs by name>]   (all when none is named;
//   the soak runs only when named: node bench/run.mjs soak)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, fmt } from './lib/report.mjs';

// The named benchmarks, in this order; any other bench/*.mjs (a later area's) runs after them.
const KNOWN = [
  { name: 'bundle', title: 'First-load JavaScript' },
  { name: 'startup', title: 'Start-up time' },
  { name: 'notice-search', title: 'Notice search' },
  { name: 'accounts', title: 'Accounts' },
  { name: 'upload', title: 'Uploads' },
  // The platform's PDF service: order-form-sized documents per second, latency and memory
  { name: 'pdf', title: 'Order-form PDF' },
  // Exchange approvals: "approve all" of 1,000 documents in one call against 1,000 single approvals
  { name: 'exchange-approve-all', title: 'Exchange approve-all' },
  // The monthly billing run for 1,000 customers x 12 months, on PGlite and on PostgreSQL
  { name: 'billing-run', title: 'Billing run' },
  // The streamed sales-status export of 500,000 billing summaries against exceljs's own streaming writer
  { name: 'sales-export', title: 'Sales-status export' },
  // The fee of a change before it is filed: an estimate's p99 at 50 req/s on PGlite against the bare route's
  { name: 'fee-estimate', title: 'Fee estimate' },
  // Audit events (decision 086): 100,000 events streamed as CSV, with the memory rise against a keyset read
  { name: 'audit-export', title: 'Audit export' },
  // Several servers behind nginx on one PostgreSQL database: the realistic mix against one process and against the cluster
  { name: 'cluster-load', title: 'Cluster load' },
  // Versioned policies: the clause diff of two 300-clause versions against reading them (decision 084)
  { name: 'policy-diff', title: 'Policy diff' },
  // Signed events: 10,000 deliveries to a slow receiver, /healthz p99 against idle, none lost after a kill -9 of the sender
  { name: 'webhooks', title: 'Signed events (webhooks)' },
  // Provisioning by SCIM: from PATCH active=false on one process to the member's next call refused on another (decision 089)
  { name: 'scim-deactivation', title: 'SCIM deactivation' },
  // Company sign-on: the OIDC round trip against a local provider, p99 against the password-and-code sign-in
  { name: 'sign-on', title: 'Company sign-on' },
];
// Run only when named (`node bench/run.mjs soak`): the soak takes ten minutes by itself.
const ON_DEMAND = [{ name: 'soak', title: 'Soak (cluster, 10 minutes)' }];
const BENCHES = [
  ...KNOWN.filter((b) => existsSync(path.join(ROOT, 'bench', `${b.name}.mjs`))),
  ...readdirSync(path.join(ROOT, 'bench'))
    .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs' && ![...KNOWN, ...ON_DEMAND].some((b) => `${b.name}.mjs` === f))
    .sort()
    .map((f) => ({ name: f.replace(/\.mjs$/, ''), title: f.replace(/\.mjs$/, '').replace(/-/g, ' ') })),
  ...ON_DEMAND.filter((b) => process.argv.slice(2).includes(b.name)),
].map((b) => ({ ...b, file: `bench/${b.name}.mjs` }));

function runBench(bench, resultsFile) {
  return new Promise((resolve) => {
    // tsx lets a benchmark import the server's TypeScript; plain scripts are unaffected.
    const args = ['--import', 'tsx', path.join(ROOT, bench.file)];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BENCH_RESULTS: resultsFile, BENCH_NAME: bench.name },
    });
    let out = '';
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      out += c;
    });
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.on('exit', (code) => resolve({ code, out }));
    child.on('error', (err) => resolve({ code: -1, out: String(err) }));
  });
}

const only = process.argv.slice(2);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const resultsFile = path.join(tmp, 'results.jsonl');
const started = Date.now();
const outcomes = [];

console.info(`Benchmarks on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
const countLines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0);

for (const bench of BENCHES) {
  if (only.length && !only.includes(bench.name)) continue;
  const t = Date.now();
  const before = countLines(resultsFile);
  const { code, out } = await runBench(bench, resultsFile);
  const after = countLines(resultsFile);
  // A benchmark that prints its own lines (not through lib/report.mjs): keep its lines that carry figures.
  const printed =
    after === before
      ? out
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => /\d/.test(l) && /[:=]/.test(l))
      : [];
  outcomes.push({
    bench,
    ok: code === 0,
    seconds: (Date.now() - t) / 1000,
    figures: [before, after],
    printed,
    note: code === 0 ? '' : `exited with ${code}`,
  });
}

const figures = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
rmSync(tmp, { recursive: true, force: true });

// The summary table.
const rows = [['benchmark', 'figure', 'value', 'aim', 'result']];
for (const o of outcomes) {
  const mine = figures.slice(o.figures[0], o.figures[1]);
  for (const f of mine) rows.push([o.bench.title, f.name, f.display, f.aim ?? '', f.aim ? (f.ok ? 'met' : 'NOT MET') : '']);
  for (const line of o.printed ?? []) rows.push([o.bench.title, line, '', '', '']);
  if (!o.ok) rows.push([o.bench.title, 'FAILED', o.note, '', 'ERROR']);
}
const widths = rows[0].map((_, i) => Math.min(70, Math.max(...rows.map((r) => String(r[i]).length))));
const line = (r) =>
  r
    .map((c, i) => String(c).padEnd(widths[i]))
    .join(' | ')
    .trimEnd();
console.info('\n## Summary');
console.info(line(rows[0]));
console.info(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows.slice(1)) console.info(line(r));
const aims = figures.filter((f) => f.aim);
console.info(
  `\n${aims.filter((f) => f.ok).length} of ${aims.length} aims met; ${outcomes.filter((o) => !o.ok).length} benchmark(s) failed; ` +
    `total ${fmt((Date.now() - started) / 1000, 0)} s (${outcomes.map((o) => `${o.bench.name} ${fmt(o.seconds, 0)} s`).join(', ')})`,
);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
