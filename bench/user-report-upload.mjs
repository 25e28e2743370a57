// Benchmark: a 100,000-row user report file.
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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { freePort, spawnGroup, waitFor200 } from './lib/process.mjs';
import { figure, fmt, heading, msSince, ROOT } from './lib/report.mjs';

const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const ROUNDS = 3;
const PRODUCTS = ['KSP-RT-L1', 'KSP-RT-L2', 'KSQ-RT-L1', 'KSQ-RT-L2', 'DRV-FUT-RT', 'DRV-OPT-RT', 'IDX-KRX-RT', 'BND-KTS-EOD'];

const LOGIN = 'member@alpha-securities.example';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

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

    figure({
      bench: 'user-report-upload',
      name: 'readReportFile event-loop delay p99',
      value: memory.loopP99,
      unit: 'ms',
      display: `${fmt(memory.loopP99, 2)} ms`,
      note: `longest ${fmt(memory.loopMax, 2)} ms: the longest the reader holds the event loop at a time (5 ms resolution)`,
    });

    if (contract.CALL_PATHS.uploadUserReportFile && process.env.BENCH_REPORT_HTTP !== 'false') await httpUpload(contract, file);
    else console.info('  (parse and check only: BENCH_REPORT_HTTP=false, or the upload route is not in the table of calls)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// 3. The full upload through the HTTP route (as bench/upload.mjs runs the server: its own process, PGlite).

/** The /healthz prober (worker thread): one request at a time on a kept-alive connection, every 2 ms. */
function runProbe() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let stop = false;
  parentPort.on('message', (m) => {
    if (m === 'stop') stop = true;
  });
  const once = () =>
    new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = http.get(`${workerData.base}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
      });
      req.on('error', reject);
    });
  (async () => {
    while (!stop) {
      latencies.push(await once());
      await new Promise((r) => setTimeout(r, 2));
    }
    agent.destroy();
    parentPort.postMessage(latencies);
  })();
}

function startProbe(base) {
  const worker = new Worker(SELF, { workerData: { base } });
  return {
    async stop() {
      const result = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}

const rssOf = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
};

/** Migrates and seeds the data directory, and mints a token for the demo member (as sign-in would). */
async function prepare(dataDir, secret) {
  const src = path.join(ROOT, 'apps/server/src');
  const load = (p) => import(pathToFileURL(path.join(src, p)).href);
  const [db, seed, auth] = await Promise.all([load('platform/db.ts'), load('seed/index.ts'), load('platform/auth.ts')]);
  const database = await db.openDatabase({ dataDir });
  try {
    await db.runMigrations(database);
    await seed.seed(database.db);
    const q = (text, params) => database.pglite.query(text, params).then((r) => r.rows);
    const [user] = await q('select id from users where login_email = $1', [LOGIN]);
    const roles = (await q('select role_code from user_roles where user_id = $1', [user.id])).map((r) => r.role_code.trim());
    const [membership] = await q(
      `select company_id from user_companies where user_id = $1 and status = 'ACTIVE' order by company_id limit 1`,
      [user.id],
    );
    return new auth.TokenService(secret, 3600).sign({ userId: user.id, companyId: membership.company_id, roles });
  } finally {
    await database.close();
  }
}

function request(base, token, { method, url, body, contentType }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(body ? { 'content-type': contentType, 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300) reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const fill = (p, params) => p.replace(/:(\w+)/g, (_, k) => encodeURIComponent(String(params[k])));

async function httpUpload(contract, file) {
  const paths = contract.CALL_PATHS;
  heading(
    `User report file: ${ROWS.toLocaleString('en-US')} rows uploaded through ${paths.uploadUserReportFile.method} ${paths.uploadUserReportFile.path} (PGlite)`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-report-http-'));
  const secret = randomBytes(48).toString('base64url');
  let server;
  try {
    const token = await prepare(dataDir, secret);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    };
    delete env.DATABASE_URL;
    delete env.BENCH_RESULTS;
    server = spawnGroup(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env });
    await waitFor200(`${base}/healthz`, { isDead: server.isDead });
    const pid = server.child.pid;

    const boundary = `----portalBench${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="user-report.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      readFileSync(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const draft = (month) =>
      request(base, token, {
        method: paths.createUserReport.method,
        url: paths.createUserReport.path,
        body: Buffer.from(JSON.stringify({ type: 'MONTHLY', reportMonth: month, rows: [] })),
        contentType: 'application/json',
      });
    /** Uploads into a new draft and polls its status until the check ends; answers the status and the milliseconds. */
    const uploadOnce = async (month) => {
      const { reportId } = await draft(month);
      const t0 = process.hrtime.bigint();
      const started = await request(base, token, {
        method: paths.uploadUserReportFile.method,
        url: `${paths.uploadUserReportFile.path}?reportId=${reportId}`,
        body,
        contentType,
      });
      let status = started;
      while (status.status === 'CHECKING') {
        await new Promise((r) => setTimeout(r, 100));
        status = await request(base, token, {
          method: paths.getUserReportUpload.method,
          url: fill(paths.getUserReportUpload.path, { reportId, uploadId: started.uploadId }),
        });
      }
      if (status.status !== 'APPLIED') throw new Error(`the upload ended ${status.status}: ${JSON.stringify(status).slice(0, 500)}`);
      return { status, ms: msSince(t0) };
    };

    // The route, the reader and the row store all warm up on a first full upload (not counted); then the idle
    // figures, then the measured upload.
    await uploadOnce('2015-01');
    await new Promise((r) => setTimeout(r, 500));
    const idleRss = rssOf(pid);
    const idleProbe = startProbe(base);
    await new Promise((r) => setTimeout(r, 3000));
    const idleLatencies = await idleProbe.stop();

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid));
    }, 20);
    const probe = startProbe(base);
    const { status, ms } = await uploadOnce('2015-02');
    const busyLatencies = await probe.stop();
    clearInterval(sampler);

    figure({
      bench: 'user-report-upload',
      name: 'full upload: request to rows stored',
      value: ROWS / (ms / 1000),
      unit: 'rows/s',
      note: `${fmt(ms / 1000, 2)} s for ${status.rowsRead.toLocaleString('en-US')} rows (multipart, staged, read and checked in the background, stored), polled every 100 ms`,
    });
    const above = (peakRss - idleRss) / MB;
    figure({
      bench: 'user-report-upload',
      name: 'full upload: server memory above idle',
      value: above,
      unit: 'MB',
      aim: '< 300 MB',
      ok: above < 300,
      note: `peak ${fmt(peakRss / MB)} MB, idle ${fmt(idleRss / MB)} MB (after one upload)`,
    });
    const idleP99 = percentile(idleLatencies, 99);
    const busyP99 = percentile(busyLatencies, 99);
    figure({
      bench: 'user-report-upload',
      name: '/healthz p99, idle',
      value: idleP99,
      unit: 'ms',
      display: `${fmt(idleP99, 2)} ms`,
      note: `${idleLatencies.length} requests`,
    });
    figure({
      bench: 'user-report-upload',
      name: '/healthz p99 during the upload',
      value: busyP99,
      unit: 'ms',
      display: `${fmt(busyP99, 2)} ms (${fmt(busyP99 / idleP99, 1)}x idle)`,
      aim: 'within 5x idle',
      ok: busyP99 <= idleP99 * 5,
      note: `${busyLatencies.length} requests, median ${fmt(median(busyLatencies), 2)} ms`,
    });
  } finally {
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
  // How long the reader holds the event loop at a time (what a server's other requests would wait).
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const result = await sheet.readReportFile(file, 'user-report.xlsx', { productCodes: new Set(PRODUCTS) });
  delay.disable();
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  clearInterval(timer);
  const loopP99 = delay.percentile(99) / 1e6;
  const loopMax = delay.max / 1e6;
  console.info(JSON.stringify({ idleRss, peakRss, rows: result.rows.length, loopP99, loopMax }));
}

const memoryArg = process.argv.indexOf('--memory-of');
if (!isMainThread) runProbe();
else if (memoryArg > 0) await memoryOf(process.argv[memoryArg + 1]);
else await main();
