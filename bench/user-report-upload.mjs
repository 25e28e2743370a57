// Benchmark: a 100,000-row user report file (issue 13, "Tests and measures").
//
// A 100,000-row xlsx as Excel writes one (shared strings, realistic varied rows) is generated first. Then, in this
// process, one after the other and alternating:
// 1. the floor: exceljs's own streaming read of the same file (WorkbookReader over the first sheet, every row's
//    values touched, nothing checked);
// 2. readReportFile (apps/server/src/modules/user-reports/sheet): kind and size checks, the parts taken from the
//    archive with every inflated byte counted, the header matched, every row through checkReportRow.
// Printed: rows per second of both and their ratio (aim: 60% or more), and the resident memory of one
// readReportFile above the idle process (aim: under 300 MB; the 100,000 clean rows it answers count).
// 3. When the user reports module is in the server (its upload route in the table of calls): the full upload
//    through the HTTP route (multipart upload into a draft, checked in the background, the rows stored), from the
//    request to the applied status, on PGlite, with the p99 of /healthz while it runs against idle (aim: within 5x).
//
//   node --import tsx bench/user-report-upload.mjs      (bench/run.mjs arranges --import tsx; run directly, it re-runs itself so)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { figure, fmt, heading, msSince, ROOT } from './lib/report.mjs';

const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const ROUNDS = 3;
const PRODUCTS = ['KSP-RT-L1', 'KSP-RT-L2', 'KSQ-RT-L1', 'KSQ-RT-L2', 'DRV-FUT-RT', 'DRV-OPT-RT', 'IDX-KRX-RT', 'BND-KTS-EOD'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function collectGarbage() {
  if (!globalThis.gc) {
    v8.setFlagsFromString('--expose-gc');
    globalThis.gc = vm.runInNewContext('gc');
  }
  globalThis.gc();
}

/** One realistic row: varied names, ids, addresses; every code valid. */
function reportRow(i) {
  const family = ['김', '이', '박', '최', '정', 'Smith', 'Tanaka'][i % 7];
  return [
    i % 3 ? 'DATAFEED' : 'TERMINAL',
    ['151', '152', '155'][i % 3],
    `110-${String(i % 97).padStart(2, '0')}-${String(i).padStart(6, '0')}`,
    i % 5 ? '' : `BC-${i % 40}`,
    ['USER', 'TERMINAL', 'ACCOUNT', 'INDEX'][i % 4],
    PRODUCTS[i % PRODUCTS.length],
    i % 4 ? '' : 'Alpha Terminal Pro',
    `${family}${family.length > 1 ? ' ' : ''}가입자 ${i}`,
    `sub${i}`,
    `서울특별시 영등포구 여의대로 ${(i % 300) + 1}, ${(i % 40) + 1}층`,
    'Seoul',
    'Asia',
    i % 11 ? 'KR' : 'US',
    (i % 50) + 1,
  ];
}

async function writeReportFile(ExcelJS, file, header) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const ws = wb.addWorksheet('사용자 리포트 (User report)');
  ws.addRow(header).commit();
  for (let i = 0; i < ROWS; i++) ws.addRow(reportRow(i)).commit();
  await ws.commit();
  await wb.commit();
}

/** exceljs's own streaming read of the first sheet: the floor. */
async function rawRead(ExcelJS, file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  let cells = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows++;
      cells += row.values.length;
    }
    break;
  }
  return { rows, cells };
}

async function main() {
  // Run under tsx (bench/run.mjs does); run directly, re-run this script so.
  let sheet;
  try {
    sheet = await import(pathToFileURL(path.join(ROOT, 'apps/server/src/modules/user-reports/sheet/index.ts')).href);
  } catch (err) {
    if (process.env.PORTAL_BENCH_REPORT_TSX) throw err;
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORTAL_BENCH_REPORT_TSX: '1' },
    });
    process.exit(await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1))));
  }
  const contract = await import(pathToFileURL(path.join(ROOT, 'packages/contract/src/index.ts')).href);
  const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));
  const { default: ExcelJS } = await import(pathToFileURL(serverRequire.resolve('exceljs')).href);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-report-'));
  try {
    heading(`User report file: ${ROWS.toLocaleString('en-US')} rows (xlsx, parse and check, in process)`);
    const file = path.join(dir, 'user-report.xlsx');
    const header = contract.REPORT_COLUMNS.map((c) => `${c.label.ko} / ${c.label.en}${c.required ? ' *' : ''}`);
    const written = process.hrtime.bigint();
    await writeReportFile(ExcelJS, file, header);
    const bytes = statSync(file).size;
    const ctx = { productCodes: new Set(PRODUCTS) };

    // Warm up both (module loading, JIT) on the same file.
    const check = await sheet.readReportFile(file, 'user-report.xlsx', ctx);
    if (check.fileError || check.issues.length || check.rowCount !== ROWS) {
      throw new Error(
        `the generated file did not read clean: ${JSON.stringify({ ...check, rows: check.rows.length, issues: check.issues.slice(0, 3) })}`,
      );
    }
    await rawRead(ExcelJS, file);

    const rawMs = [];
    const readMs = [];
    for (let round = 0; round < ROUNDS; round++) {
      collectGarbage();
      let t = process.hrtime.bigint();
      await rawRead(ExcelJS, file);
      rawMs.push(msSince(t));
      collectGarbage();
      t = process.hrtime.bigint();
      await sheet.readReportFile(file, 'user-report.xlsx', ctx);
      readMs.push(msSince(t));
    }
    const rawRate = ROWS / (median(rawMs) / 1000);
    const readRate = ROWS / (median(readMs) / 1000);
    const ratio = readRate / rawRate;
    figure({
      bench: 'user-report-upload',
      name: 'floor: exceljs streaming read (median)',
      value: rawRate,
      unit: 'rows/s',
      note: `${fmt(median(rawMs))} ms for ${ROWS.toLocaleString('en-US')} rows; file ${fmt(bytes / MB, 2)} MB, written in ${fmt(msSince(written) / 1000, 1)} s`,
    });
    figure({
      bench: 'user-report-upload',
      name: 'readReportFile: parse and check (median)',
      value: readRate,
      unit: 'rows/s',
      note: `${fmt(median(readMs))} ms; runs ${readMs.map((m) => fmt(m)).join(', ')} ms against ${rawMs.map((m) => fmt(m)).join(', ')} ms`,
    });
    figure({
      bench: 'user-report-upload',
      name: 'readReportFile / exceljs streaming read throughput',
      value: ratio * 100,
      unit: '%',
      display: `${fmt(ratio * 100, 1)} %`,
      aim: '>= 60%',
      ok: ratio >= 0.6,
      note: `medians of ${ROUNDS}, alternating`,
    });

    // Memory: one read in a fresh process (modules loaded, then idle), the resident set sampled every 10 ms.
    const memory = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--memory-of', file], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, PORTAL_BENCH_REPORT_TSX: '1', BENCH_RESULTS: '' },
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`memory run exited ${code}`)),
      );
    });
    const above = (memory.peakRss - memory.idleRss) / MB;
    figure({
      bench: 'user-report-upload',
      name: 'readReportFile memory above idle',
      value: above,
      unit: 'MB',
      aim: '< 300 MB',
      ok: above < 300,
      note: `peak ${fmt(memory.peakRss / MB)} MB, idle ${fmt(memory.idleRss / MB)} MB, a fresh process; the ${memory.rows.toLocaleString('en-US')} rows answered included`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--memory-of <file>`: one readReportFile in this fresh process; prints idle and peak resident memory as JSON. */
async function memoryOf(file) {
  const sheet = await import(pathToFileURL(path.join(ROOT, 'apps/server/src/modules/user-reports/sheet/index.ts')).href);
  collectGarbage();
  const idleRss = process.memoryUsage.rss();
  let peakRss = idleRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 10);
  const result = await sheet.readReportFile(file, 'user-report.xlsx', { productCodes: new Set(PRODUCTS) });
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  clearInterval(timer);
  console.info(JSON.stringify({ idleRss, peakRss, rows: result.rows.length }));
}

const memoryArg = process.argv.indexOf('--memory-of');
if (memoryArg > 0) await memoryOf(process.argv[memoryArg + 1]);
else await main();
