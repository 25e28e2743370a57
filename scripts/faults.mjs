#!/usr/bin/env node
// Faults, with nothing lost (decision 053). Each scenario starts the built server
// (apps/server/dist/main.js) as a child process on a scratch database, drives an action through HTTP, breaks
// something at the worst moment, and checks the database and the storage afterwards. One PASS/FAIL/SKIP line per
// scenario; the exit code is 1 when any failed.
//
//   node scripts/faults.mjs                      every scenario
//   node scripts/faults.mjs approve-all billing  the scenarios named
//
// Scenarios:
//   report-upload  kill -9 mid-stream of a report upload, then mid-check (rows being stored); re-upload applies once
//   files-store    kill -9 between storing an uploaded object and recording its row; the sweep removes the orphan
//   approval       kill -9 inside the transaction of one exchange approval; the re-run approves it once
//   approve-all    kill -9 inside the transaction of an approve-all; nothing half-approved, the re-run approves all
//   billing        kill -9 inside a billing run's write transaction; the figures stay whole, the re-run's hash is equal
//   pg-restart     PostgreSQL (a cluster of its own on port 3995) stopped and started under load: 503 COM1N5031 while
//                  down, 2xx after, the same server process throughout
//   disk-full      a tmpfs too small for the upload: 507 COM1N5070, no row, no object, no .part, no staged file
//
// The kill scenarios use scratch databases `faults_*` on PostgreSQL (FAULTS_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. Ports 3990-3995. Every wait is bounded; every
// process, mount and database the script made is removed, also on failure. The pause points inside transactions are
// the server's `PORTAL_FAULT_PAUSE` hook (platform/fault-point.ts), honoured only with NODE_ENV=test.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..');

// The server's and the contract's TypeScript are imported directly: run under tsx (re-run so when started plainly).
if (!process.env.PORTAL_FAULTS_TSX) {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_FAULTS_TSX: '1' },
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

async function main() {
  const { spawnGroup, waitFor200, probe } = await import('../bench/lib/process.mjs');
  const src = (p) => import(pathToFileURL(path.join(ROOT, p)).href);
  const contract = await src('packages/contract/src/index.ts');
  const dbModule = await src('apps/server/src/platform/db.ts');
  const { seed } = await src('apps/server/src/seed/index.ts');
  const { seedUserReportForm } = await src('apps/server/src/seed/user-reports.ts');
  const { createStorage } = await src('apps/server/src/platform/storage.ts');
  const { TokenService } = await src('apps/server/src/platform/auth.ts');
  const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));
  const pg = (await import(pathToFileURL(serverRequire.resolve('pg')).href)).default;
  const { default: ExcelJS } = await import(pathToFileURL(serverRequire.resolve('exceljs')).href);
  const P = contract.CALL_PATHS;

  const PG_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const PORT = 3990;
  const CLUSTER_PORT = 3995;
  const SECRET = randomBytes(48).toString('base64url');
  const ENCRYPTION_KEY = randomBytes(32).toString('hex');
  const HOUR = 3600_000;
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
  const cleanups = [];
  /** What outlives a scenario (the seeded base database), removed at the end. */
  const atExit = [];
  const results = [];

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const urlOf = (name, base = PG_URL) => {
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  };
  async function admin(text, base = PG_URL) {
    const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      return (await c.query(text)).rows;
    } finally {
      await c.end();
    }
  }
  /** One query on a scenario's database (its own short connection). */
  const sqlOn = (url) => async (text, params) => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      return (await c.query(text, params)).rows;
    } finally {
      await c.end();
    }
  };
  /** Polls `check` (answers truthy when done) every 200 ms for at most `ms`; answers its last value. */
  async function until(check, ms, label) {
    const end = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${label}`);
      await sleep(200);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // The server process

  function serverEnv({ url, dataDir, testMode, pause }) {
    const env = {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: SECRET,
      ENCRYPTION_KEY,
      NODE_ENV: testMode ? 'test' : 'production',
      SEED_DEMO: 'false',
      LOCAL_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(work, 'no-web'),
    };
    delete env.PORTAL_FAULTS_TSX;
    delete env.PORTAL_FAULT_PAUSE;
    if (pause) env.PORTAL_FAULT_PAUSE = pause;
    return env;
  }

  /** Starts the built server; answers its handle with `reached(point)` (the pause hook's line) and `kill9()`. */
  async function startServer(opts) {
    const server = spawnGroup(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      env: serverEnv(opts),
    });
    const stop = () => server.stop(5000);
    cleanups.push(stop);
    let out = '';
    const waiting = [];
    server.child.stdout.on('data', (c) => {
      out += c.toString();
      for (const w of waiting) if (out.includes(`FAULT-POINT ${w.point}`)) w.resolve();
    });
    await waitFor200(`http://127.0.0.1:${PORT}/healthz`, { isDead: server.isDead, timeoutMs: 90_000 });
    return {
      pid: server.child.pid,
      output: server.output,
      isDead: server.isDead,
      stop,
      /** Resolves when the process printed that it waits at the point (at most 60 s). */
      reached: (point) =>
        new Promise((resolve, reject) => {
          if (out.includes(`FAULT-POINT ${point}`)) return resolve();
          const timer = setTimeout(() => reject(new Error(`the server never reached ${point}: ${server.output().slice(-800)}`)), 60_000);
          waiting.push({ point, resolve: () => (clearTimeout(timer), resolve()) });
        }),
      async kill9() {
        try {
          process.kill(-server.child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        const r = await server.done;
        return r.signal;
      },
    };
  }

  /** One call of the contract's table; answers { status, body, json }. Never throws for an HTTP status. */
  function api(entry, { params, query, body, token, lang = 'en', raw, contentType, timeoutMs = 60_000 } = {}) {
    let url = contract.callPath(entry, params);
    if (query) url += `?${new URLSearchParams(query)}`;
    const payload = raw ?? (body !== undefined ? Buffer.from(JSON.stringify(body)) : undefined);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `http://127.0.0.1:${PORT}${url}`,
        {
          method: entry.method,
          timeout: timeoutMs,
          headers: {
            'accept-language': lang,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': contentType ?? 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode, body: text, json });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  }
  const ok = (res, label) => {
    if (res.status >= 300) throw new Error(`${label} answered ${res.status}: ${res.body.slice(0, 400)}`);
    return res.json;
  };

  // ---------------------------------------------------------------------------------------------------------
  // Databases, tokens, files

  /** A migrated, seeded database (the demo world with the report form) to copy per scenario. */
  let baseReady;
  async function baseDatabase() {
    baseReady ??= (async () => {
      await admin('drop database if exists faults_base with (force)');
      await admin('create database faults_base');
      atExit.push(() => admin('drop database if exists faults_base with (force)'));
      await seedInto(urlOf('faults_base'), path.join(work, 'base-data'));
    })();
    return baseReady;
  }
  async function seedInto(url, dataDir) {
    const database = await dbModule.openDatabase({ databaseUrl: url, dataDir });
    database.pool.on('error', () => undefined);
    try {
      await dbModule.runMigrations(database);
      await seed(database.db);
      await seedUserReportForm(database.db, createStorage({ dataDir }));
    } finally {
      await database.close();
    }
  }
  /** A scenario's database (a copy of the seeded one) and data directory (with the base's stored form). */
  async function scenarioWorld(name) {
    await baseDatabase();
    const db = `faults_${name.replace(/-/g, '_')}`;
    await admin(`drop database if exists ${db} with (force)`);
    await admin(`create database ${db} template faults_base`);
    cleanups.push(() => admin(`drop database if exists ${db} with (force)`));
    const dataDir = path.join(work, `${name}-data`);
    mkdirSync(dataDir, { recursive: true });
    execFileSync('cp', ['-a', path.join(work, 'base-data', 'files'), path.join(dataDir, 'files')]);
    const url = urlOf(db);
    return { url, dataDir, sql: sqlOn(url) };
  }
  const tokens = new TokenService(SECRET, 3600);
  async function tokenOf(sql, email) {
    const [user] = await sql('select id from users where login_email = $1', [email]);
    const roles = (await sql('select role_code from user_roles where user_id = $1', [user.id])).map((r) => r.role_code.trim());
    const [m] = await sql(`select company_id from user_companies where user_id = $1 and status = 'ACTIVE' order by company_id limit 1`, [
      user.id,
    ]);
    return tokens.sign({ userId: user.id, companyId: m?.company_id ?? 0, roles });
  }
  const MEMBER = 'member@alpha-securities.example';
  const REVIEWER = 'reviewer@exchange.example';
  const ADMIN = 'admin@krx-data.example';

  /** Every stored object, unfinished write and staged upload of a data directory. */
  function diskState(dataDir) {
    const root = path.join(dataDir, 'files');
    const objects = [];
    const partial = [];
    if (existsSync(root))
      for (const d of readdirSync(root, { withFileTypes: true, recursive: true })) {
        if (!d.isFile()) continue;
        const rel = path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/');
        (rel.endsWith('.part') ? partial : objects).push(rel);
      }
    const stagingDir = path.join(dataDir, 'tmp', 'uploads');
    const staged = existsSync(stagingDir) ? readdirSync(stagingDir).map((n) => path.join(stagingDir, n)) : [];
    return { objects, partial, staged };
  }
  /** Objects without a row, rows without their object, unfinished writes, staged uploads: [] when whole. */
  async function integrity(sql, dataDir) {
    const { objects, partial, staged } = diskState(dataDir);
    const named = new Set(
      (
        await sql(`select storage_key as k from files
                   union all select marked_key from user_report_uploads where marked_key is not null
                   union all select storage_key from user_report_form`)
      ).map((r) => r.k),
    );
    const problems = [];
    for (const o of objects) if (!named.has(o)) problems.push(`object without a row: ${o}`);
    const present = new Set(objects);
    for (const k of named) if (!present.has(k)) problems.push(`row without its object: ${k}`);
    for (const p of partial) problems.push(`unfinished write: ${p}`);
    for (const s of staged) problems.push(`staged upload left: ${path.basename(s)}`);
    return problems;
  }
  /** Time passes (the sweep's hour): the leftovers of a dead process are made older than the sweep's age. */
  function ageLeftovers(dataDir) {
    const old = new Date(Date.now() - 2 * HOUR);
    const { objects, partial, staged } = diskState(dataDir);
    const root = path.join(dataDir, 'files');
    for (const rel of [...objects, ...partial]) utimesSync(path.join(root, rel), old, old);
    for (const s of staged) utimesSync(s, old, old);
  }
  /** Restarts in production mode (the file sweep runs 1-3 s after start) and waits until the storage is whole. */
  async function restartAndSettle(world) {
    const server = await startServer({ url: world.url, dataDir: world.dataDir });
    let last = [];
    try {
      await until(async () => (last = await integrity(world.sql, world.dataDir)).length === 0, 30_000, 'the sweep');
    } catch {
      throw new Error(`after the restart and the sweep: ${last.join('; ')}`);
    }
    return server;
  }

  function multipart(field, filename, content, type) {
    const boundary = `----portalFaults${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    return {
      body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const PRODUCTS = ['KSP-RT-L1', 'KSP-RT-L2', 'KSQ-RT-L1', 'KSQ-RT-L2', 'DRV-FUT-RT', 'DRV-OPT-RT', 'IDX-KRX-RT', 'BND-KTS-EOD'];
  /** A clean user report file of `rows` rows (as bench/user-report-upload.mjs writes one). */
  async function reportFile(rows) {
    const file = path.join(work, `report-${rows}.xlsx`);
    if (existsSync(file)) return file;
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
    const ws = wb.addWorksheet('사용자 리포트 (User report)');
    ws.addRow(contract.REPORT_COLUMNS.map((c) => `${c.label.ko} / ${c.label.en}${c.required ? ' *' : ''}`)).commit();
    for (let i = 0; i < rows; i++) {
      ws.addRow([
        i % 3 ? 'DATAFEED' : 'TERMINAL',
        ['151', '152', '155'][i % 3],
        `110-${String(i % 97).padStart(2, '0')}-${String(i).padStart(6, '0')}`,
        '',
        ['USER', 'TERMINAL', 'ACCOUNT', 'INDEX'][i % 4],
        PRODUCTS[i % PRODUCTS.length],
        '',
        `가입자 ${i}`,
        `sub${i}`,
        `서울특별시 영등포구 여의대로 ${(i % 300) + 1}`,
        'Seoul',
        'Asia',
        'KR',
        (i % 50) + 1,
      ]).commit();
    }
    await ws.commit();
    await wb.commit();
    return file;
  }
  const readFile = (f) => import('node:fs').then((fs) => fs.readFileSync(f));

  // ---------------------------------------------------------------------------------------------------------
  // Scenarios

  const scenarios = {
    async 'report-upload'() {
      const world = await scenarioWorld('report-upload');
      const token = await tokenOf(world.sql, MEMBER);
      const ROWS = 40_000;
      const file = await readFile(await reportFile(ROWS));
      const { body, contentType } = multipart('file', 'user-report.xlsx', file, XLSX_TYPE);
      let server = await startServer({ url: world.url, dataDir: world.dataDir });
      const { reportId } = ok(
        await api(P.createUserReport, { token, body: { type: 'MONTHLY', reportMonth: '2016-03', rows: [] } }),
        'draft',
      );
      const detail = async () => ok(await api(P.getUserReport, { token, params: { reportId } }), 'report');
      const before = await detail();

      // 1. Killed mid-stream: half the body sent, the staging file growing, the request still open.
      const url = `${contract.callPath(P.uploadUserReportFile)}?reportId=${reportId}`;
      const req = http.request(`http://127.0.0.1:${PORT}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) },
      });
      req.on('error', () => undefined);
      req.write(body.subarray(0, Math.floor(body.length / 2)));
      await until(
        () => diskState(world.dataDir).staged.some((f) => statSync(f, { throwIfNoEntry: false })?.size > 0),
        30_000,
        'the staging file',
      );
      await server.kill9();
      req.destroy();
      const afterStream = diskState(world.dataDir);
      const uploadsAfterStream = await world.sql('select count(*)::int as n from user_report_uploads where request_id = $1', [reportId]);
      if (uploadsAfterStream[0].n !== 0) throw new Error('an upload row was recorded for a file never received whole');
      ageLeftovers(world.dataDir);
      server = await restartAndSettle(world);
      let now = await detail();
      if (now.version !== before.version || now.rows.totalCount !== 0)
        throw new Error(`the report changed: ${JSON.stringify({ v: now.version, rows: now.rows.totalCount })}`);

      // 2. Killed mid-check: the whole file received, its rows being read and stored in the background.
      const started = ok(await api(P.uploadUserReportFile, { token, query: { reportId }, raw: body, contentType }), 'upload');
      await until(
        async () => {
          const [u] = await world.sql('select status, rows_read from user_report_uploads where id = $1', [started.uploadId]);
          if (u.status !== 'CHECKING') throw new Error(`the check ended (${u.status}) before the kill: use a larger file`);
          return u.rows_read > 0;
        },
        60_000,
        'the check to progress',
      );
      await server.kill9();
      const afterCheck = diskState(world.dataDir);
      ageLeftovers(world.dataDir);
      server = await restartAndSettle(world);
      now = await detail();
      if (now.version !== before.version || now.rows.totalCount !== 0) throw new Error('a half-checked file changed the report');
      // The check's lease (5 minutes without a heartbeat) passes: the upload reads refused, a new one is taken.
      await world.sql(`update user_report_uploads set heartbeat_at = now() - interval '6 minutes' where id = $1`, [started.uploadId]);
      const abandoned = ok(await api(P.getUserReportUpload, { token, params: { reportId, uploadId: started.uploadId } }), 'status');
      if (abandoned.status !== 'REFUSED') throw new Error(`the abandoned check reads ${abandoned.status}`);

      // 3. The re-run: the same file applies once, with every row, exactly as a clean upload.
      const again = ok(await api(P.uploadUserReportFile, { token, query: { reportId }, raw: body, contentType }), 're-upload');
      const done = await until(
        async () => {
          const s = ok(await api(P.getUserReportUpload, { token, params: { reportId, uploadId: again.uploadId } }), 'status');
          return s.status === 'CHECKING' ? null : s;
        },
        120_000,
        'the re-upload check',
      );
      if (done.status !== 'APPLIED' || done.rowsRead !== ROWS)
        throw new Error(`the re-upload ended ${done.status} with ${done.rowsRead} rows`);
      now = await detail();
      if (now.rows.totalCount !== ROWS) throw new Error(`the report holds ${now.rows.totalCount} rows, not ${ROWS}`);
      await server.stop();
      const problems = await integrity(world.sql, world.dataDir);
      if (problems.length) throw new Error(problems.join('; '));
      return `killed mid-stream (${afterStream.staged.length} staged file left, no upload row; swept after its hour) and mid-check (${abandoned.rowsRead} rows read, ${afterCheck.staged.length} staged file left and swept; report untouched, refused after the lease); re-upload APPLIED ${ROWS} rows once; storage whole`;
    },

    async 'files-store'() {
      const world = await scenarioWorld('files-store');
      const token = await tokenOf(world.sql, MEMBER);
      const rowsBefore = (await world.sql('select count(*)::int as n from files'))[0].n;
      let server = await startServer({ url: world.url, dataDir: world.dataDir, testMode: true, pause: 'files-store' });
      const text = Buffer.from('시세 데이터 문의 첨부 파일입니다.\n'.repeat(2000));
      const { body, contentType } = multipart('files', 'inquiry.txt', text, 'text/plain');
      const call = api(P.uploadFiles, { token, query: { fileTypeGroup: 'INQUIRY' }, raw: body, contentType }).catch((e) => e);
      await server.reached('files-store');
      await server.kill9();
      await call;
      const left = await integrity(world.sql, world.dataDir);
      if (!left.some((p) => p.startsWith('object without a row')))
        throw new Error(`expected the stored object without its row, found: ${left.join('; ') || 'nothing'}`);
      if ((await world.sql('select count(*)::int as n from files'))[0].n !== rowsBefore) throw new Error('a file row was recorded');
      ageLeftovers(world.dataDir);
      server = await restartAndSettle(world);
      const res = await api(P.uploadFiles, { token, query: { fileTypeGroup: 'INQUIRY' }, raw: body, contentType });
      ok(res, 'upload again');
      await server.stop();
      const problems = await integrity(world.sql, world.dataDir);
      if (problems.length) throw new Error(problems.join('; '));
      return `killed between storing and recording: ${left.length} orphan object(s), removed by the sweep once old; the upload again stores one object with its row`;
    },

    async approval() {
      const world = await scenarioWorld('approval');
      const token = await tokenOf(world.sql, REVIEWER);
      let server = await startServer({ url: world.url, dataDir: world.dataDir, testMode: true, pause: 'approval' });
      const page = ok(await api(P.searchExchangeApprovals, { token, body: { status: 'WAITING', pageSize: 50 } }), 'search');
      const item = page.items[0];
      if (!item) throw new Error('no waiting approval in the seeded world');
      const snapshot = () => stateOf(world.sql, [item.requestId]);
      const before = await snapshot();
      const call = api(P.approveExchangeApproval, {
        token,
        params: { approvalId: item.approvalId },
        body: { version: item.version },
      }).catch((e) => e);
      await server.reached('approval');
      await server.kill9();
      await call;
      const after = await snapshot();
      if (after !== before) throw new Error(`the killed approval left changes: ${diffOf(before, after)}`);
      server = await startServer({ url: world.url, dataDir: world.dataDir });
      ok(
        await api(P.approveExchangeApproval, { token, params: { approvalId: item.approvalId }, body: { version: item.version } }),
        're-run',
      );
      const twice = await api(P.approveExchangeApproval, {
        token,
        params: { approvalId: item.approvalId },
        body: { version: item.version },
      });
      const [row] = await world.sql('select status from exchange_approvals where id = $1', [item.approvalId]);
      await server.stop();
      if (row.status !== 'APPROVED') throw new Error(`the re-run left the item ${row.status}`);
      if (twice.status !== 409) throw new Error(`a second approval answered ${twice.status}`);
      return `killed inside the transaction: item, request, history, notifications and mail unchanged; the re-run approved it once (again: 409 ${twice.json?.errorCode})`;
    },

    async 'approve-all'() {
      const world = await scenarioWorld('approve-all');
      const token = await tokenOf(world.sql, REVIEWER);
      let server = await startServer({ url: world.url, dataDir: world.dataDir, testMode: true, pause: 'approve-all' });
      const page = ok(await api(P.searchExchangeApprovals, { token, body: { status: 'WAITING', pageSize: 50 } }), 'search');
      const items = page.items.map((i) => ({ approvalId: i.approvalId, version: i.version, requestId: i.requestId }));
      if (items.length < 2) throw new Error(`approve-all needs at least 2 waiting items, the seeded world has ${items.length}`);
      const requestIds = items.map((i) => i.requestId);
      const before = await stateOf(world.sql, requestIds);
      const body = { items: items.map(({ approvalId, version }) => ({ approvalId, version })) };
      const call = api(P.approveAllExchangeApprovals, { token, body }).catch((e) => e);
      await server.reached('approve-all');
      await server.kill9();
      await call;
      const after = await stateOf(world.sql, requestIds);
      if (after !== before) throw new Error(`the killed approve-all left changes: ${diffOf(before, after)}`);
      server = await startServer({ url: world.url, dataDir: world.dataDir });
      const res = ok(await api(P.approveAllExchangeApprovals, { token, body }), 're-run');
      const again = await api(P.approveAllExchangeApprovals, { token, body });
      const statuses = await world.sql('select status from exchange_approvals where id = any($1)', [items.map((i) => i.approvalId)]);
      await server.stop();
      if (res.approvedCount !== items.length || statuses.some((s) => s.status !== 'APPROVED'))
        throw new Error('the re-run did not approve every item');
      if (again.status !== 409) throw new Error(`a second approve-all answered ${again.status}`);
      return `killed inside the transaction of ${items.length} approvals: none approved, nothing written; the re-run approved all ${items.length} once (again: 409)`;
    },

    async billing() {
      const world = await scenarioWorld('billing');
      const token = await tokenOf(world.sql, ADMIN);
      const [month] = await world.sql(
        `select month, lines_hash, run_count, last_run_id from billing_months where status = 'OPEN' and run_count > 0 order by month desc limit 1`,
      );
      if (!month) throw new Error('no billed month in the seeded world');
      const figures = async () =>
        JSON.stringify(
          await world.sql(`select id, company_id, product_code, line_type, amount::text from billing_lines where month = $1 order by id`, [
            month.month,
          ]),
        );
      const before = await figures();
      const lineCount = JSON.parse(before).length;
      const runsBefore = (await world.sql('select count(*)::int as n from billing_runs'))[0].n;
      // The figures changed since the last run, as far as the month knows: the next run rewrites every line.
      await world.sql(`update billing_months set lines_hash = 'stale' where month = $1`, [month.month]);
      let server = await startServer({ url: world.url, dataDir: world.dataDir, testMode: true, pause: 'billing-write' });
      const call = api(P.runBilling, { token, body: { month: month.month } }).catch((e) => e);
      await server.reached('billing-write');
      await server.kill9();
      await call;
      const [m] = await world.sql('select lines_hash, run_count from billing_months where month = $1', [month.month]);
      if (m.lines_hash !== 'stale' || m.run_count !== month.run_count) throw new Error('the killed run changed the month');
      if ((await figures()) !== before) throw new Error('the killed run left partial lines');
      const runs = await world.sql('select status from billing_runs');
      if (runs.length !== runsBefore || runs.some((r) => r.status === 'RUNNING')) throw new Error('the killed run left a run row');
      server = await startServer({ url: world.url, dataDir: world.dataDir });
      const first = ok(await api(P.runBilling, { token, body: { month: month.month } }), 're-run').items[0];
      const [afterRun] = await world.sql('select lines_hash from billing_months where month = $1', [month.month]);
      const rewritten = await figures();
      const second = ok(await api(P.runBilling, { token, body: { month: month.month } }), 'second run').items[0];
      const [afterSecond] = await world.sql('select lines_hash from billing_months where month = $1', [month.month]);
      await server.stop();
      const strip = (json) => JSON.stringify(JSON.parse(json).map(({ id: _id, ...rest }) => rest));
      if (first.status !== 'DONE') throw new Error(`the re-run ended ${first.status}`);
      if (afterRun.lines_hash !== month.lines_hash)
        throw new Error(`the re-run's hash ${afterRun.lines_hash} differs from the month's ${month.lines_hash}`);
      if (strip(rewritten) !== strip(before)) throw new Error('the re-run computed other figures');
      if (second.status !== 'UNCHANGED' || afterSecond.lines_hash !== month.lines_hash || (await figures()) !== rewritten)
        throw new Error(`the second run was ${second.status}: not idempotent`);
      return `killed inside the write of ${month.month} (${lineCount} lines): lines, month and runs as before; the re-run DONE with the same hash ${month.lines_hash.slice(0, 12)}… and the same figures; once more UNCHANGED, nothing rewritten`;
    },

    async 'pg-restart'() {
      const cluster = await startCluster();
      const url = `postgres://postgres@127.0.0.1:${CLUSTER_PORT}/faults_pg`;
      await admin('create database faults_pg', `postgres://postgres@127.0.0.1:${CLUSTER_PORT}/postgres`);
      const dataDir = path.join(work, 'pg-restart-data');
      await seedInto(url, dataDir);
      const sql = sqlOn(url);
      const token = await tokenOf(sql, MEMBER);
      const server = await startServer({ url, dataDir });
      const pid = server.pid;
      // The load: visitors searching notices, a member reading their reports, readiness probes, 6 callers at once.
      const answers = [];
      let phase = 'up';
      let stop = false;
      const kinds = [
        () => api(P.searchNotices, { body: { searchText: `공지 ${randomBytes(2).toString('hex')}` }, lang: 'ko', timeoutMs: 15_000 }),
        () => api(P.searchUserReports, { token, body: {}, lang: 'en', timeoutMs: 15_000 }),
        () => api({ method: 'GET', path: '/readyz' }, { timeoutMs: 15_000 }),
      ];
      const caller = async (n) => {
        for (let i = 0; !stop; i++) {
          const kind = (n + i) % kinds.length;
          const at = phase;
          try {
            const r = await kinds[kind]();
            answers.push({ at, kind, status: r.status, json: r.json });
          } catch (err) {
            answers.push({ at, kind, status: 0, error: String(err.message) });
          }
          await sleep(20);
        }
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(caller));
      try {
        return await measure();
      } catch (err) {
        throw new Error(`${err.message}${server.isDead() ? `; the server process ended: ${server.output().slice(-1500)}` : ''}`);
      } finally {
        stop = true;
        await load.catch(() => undefined);
        await server.stop();
      }
      async function measure() {
        await sleep(3000);
        phase = 'down';
        cluster.ctl('stop', '-m', 'fast');
        await sleep(4000);
        const downHealth = await probe(`http://127.0.0.1:${PORT}/healthz`);
        phase = 'starting';
        cluster.ctl('start', '-w');
        // Recovered: every call of a round answers 2xx, within 30 s, without a server restart.
        await until(
          async () => {
            const rs = await Promise.all(kinds.map((k) => k().catch(() => ({ status: 0 }))));
            return rs.every((r) => r.status < 300);
          },
          30_000,
          'recovery',
        );
        phase = 'after';
        await sleep(3000);
        stop = true;
        await load;
        // A change made through one call is read by the next (caches recovered).
        const made = ok(
          await api(P.createUserReport, { token, body: { type: 'MONTHLY', reportMonth: '2016-04', rows: [] } }),
          'draft after recovery',
        );
        const found = ok(
          await api(P.searchUserReports, { token, body: { periodStart: '2016-04', periodEnd: '2016-04' } }),
          'reports after recovery',
        );
        if (!found.items.some((r) => r.reportId === made.reportId)) throw new Error('the report made after recovery is not listed');
        if (server.isDead() || server.pid !== pid) throw new Error('the server process did not survive');

        const down = answers.filter((a) => a.at === 'down');
        const bad = answers.filter(
          (a) =>
            !(
              a.status < 300 ||
              (a.status === 503 &&
                (a.kind === 2 ? a.json?.status : a.json?.errorCode === 'COM1N5031' && typeof a.json.errorMessage === 'string'))
            ),
        );
        const after = answers.filter((a) => a.at === 'after');
        if (bad.length) throw new Error(`answers neither 2xx nor a 503 in the error shape: ${JSON.stringify(bad.slice(0, 5))}`);
        const refused = down.filter((a) => a.status === 503);
        if (!refused.some((a) => a.kind !== 2)) throw new Error('no call answered 503 while the database was down');
        if (!down.some((a) => a.kind === 2 && a.status === 503)) throw new Error('/readyz never answered 503 while down');
        if (downHealth !== 200) throw new Error(`/healthz answered ${downHealth} while the database was down`);
        if (!after.length || after.some((a) => a.status >= 300)) throw new Error('calls still failed after recovery');
        const count = (xs, f) => xs.filter(f).length;
        return `${answers.length} answers: while down ${refused.length}/${down.length} were 503 (COM1N5031; /readyz 503), the rest served; ${count(answers, (a) => a.status >= 500 && a.status !== 503)} other 5xx; after the start ${after.length} calls all 2xx, same pid ${pid}; a report made after recovery is listed`;
      }
    },

    async 'disk-full'() {
      const world = await scenarioWorld('disk-full');
      const token = await tokenOf(world.sql, MEMBER);
      const mountOf = (dir, size) => {
        mkdirSync(dir, { recursive: true });
        const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
        if (r.status !== 0) return `mount is not permitted here (${(r.stderr || r.error?.message || '').trim()})`;
        cleanups.push(() => spawnSync('umount', ['-l', dir]));
        return null;
      };
      // The staging directory (tmp) on a file system of 512 KB: a 2 MB upload fills it mid-stream. The storage (files)
      // on one of 1 MB, holding what the base copied: a second case fills it while the object is copied in.
      const tmp = path.join(world.dataDir, 'tmp');
      const skip = mountOf(tmp, '512k');
      if (skip) return { skip };
      const rowsBefore = (await world.sql('select count(*)::int as n from files'))[0].n;
      const text = Buffer.from('시세 데이터 문의 첨부 파일입니다.\n'.repeat(40_000)); // about 2 MB of UTF-8 text
      const { body, contentType } = multipart('files', 'inquiry.txt', text, 'text/plain');
      const server = await startServer({ url: world.url, dataDir: world.dataDir });
      const seen = [];
      try {
        for (const lang of ['ko', 'en']) {
          const res = await api(P.uploadFiles, { token, lang, query: { fileTypeGroup: 'INQUIRY' }, raw: body, contentType });
          const expected = contract.errorMessage('COM1N5070', lang);
          if (res.status !== 507 || res.json?.errorCode !== 'COM1N5070' || res.json.errorMessage !== expected)
            throw new Error(`staging full answered ${res.status} ${res.body.slice(0, 300)}`);
          seen.push(`${lang}: ${res.json.errorMessage}`);
        }
        // A report file (user reports stage through the same directory): refused alike, no upload recorded.
        const { reportId } = ok(
          await api(P.createUserReport, { token, body: { type: 'MONTHLY', reportMonth: '2016-05', rows: [] } }),
          'draft',
        );
        const report = multipart('file', 'user-report.xlsx', await readFile(await reportFile(40_000)), XLSX_TYPE);
        const res = await api(P.uploadUserReportFile, {
          token,
          lang: 'ko',
          query: { reportId },
          raw: report.body,
          contentType: report.contentType,
        });
        if (res.status !== 507 || res.json?.errorCode !== 'COM1N5070')
          throw new Error(`report upload on a full disk answered ${res.status} ${res.body.slice(0, 300)}`);
        const [uploads] = await world.sql('select count(*)::int as n from user_report_uploads where request_id = $1', [reportId]);
        if (uploads.n !== 0) throw new Error('an upload row was recorded for a report file never stored');
        seen.push('report file: 507');
        // The storage full: staging on the main disk again, the storage on a small file system of its own.
        await server.stop();
        spawnSync('umount', [tmp]);
        const filesDir = path.join(world.dataDir, 'files');
        const keep = path.join(work, 'disk-full-files');
        execFileSync('cp', ['-a', filesDir, keep]);
        rmSync(filesDir, { recursive: true, force: true });
        const skip2 = mountOf(filesDir, '1m');
        if (skip2) return { skip: skip2 };
        execFileSync('cp', ['-a', `${keep}/.`, filesDir]);
        const again = await startServer({ url: world.url, dataDir: world.dataDir });
        try {
          const res = await api(P.uploadFiles, { token, lang: 'en', query: { fileTypeGroup: 'INQUIRY' }, raw: body, contentType });
          if (res.status !== 507 || res.json?.errorCode !== 'COM1N5070')
            throw new Error(`storage full answered ${res.status} ${res.body.slice(0, 300)}`);
        } finally {
          await again.stop();
        }
      } finally {
        await server.stop();
      }
      if ((await world.sql('select count(*)::int as n from files'))[0].n !== rowsBefore) throw new Error('a file row was recorded');
      const problems = await integrity(world.sql, world.dataDir);
      if (problems.length) throw new Error(problems.join('; '));
      return `a 2 MB upload on a 512 KB staging disk and on a 1 MB storage disk, and a report file on the full staging disk: 507 COM1N5070 (${seen.join(' | ')}); no row, no upload, no object, no .part, no staged file`;
    },
  };

  /** The rows an approval may touch, for the requests named, as one comparable text. */
  async function stateOf(sql, requestIds) {
    const parts = await Promise.all([
      sql('select id, status, decided_at from exchange_approvals where request_id = any($1) order by id', [requestIds]),
      sql('select id, state, version from requests where id = any($1) order by id', [requestIds]),
      sql('select count(*)::int as n from request_history where request_id = any($1)', [requestIds]),
      sql('select count(*)::int as n from notifications'),
      sql('select count(*)::int as n from mail_outbox'),
    ]);
    return JSON.stringify(parts);
  }
  const diffOf = (a, b) => `${a.slice(0, 300)} → ${b.slice(0, 300)}`;

  /** A PostgreSQL cluster of the script's own (initdb as the postgres user), on CLUSTER_PORT, removed at the end. */
  async function startCluster() {
    const bin = readdirSync('/usr/lib/postgresql')
      .map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
      .find((d) => existsSync(path.join(d, 'initdb')));
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-pg-'));
    const asPostgres = process.getuid?.() === 0;
    if (asPostgres) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    const run = (tool, args) => {
      const cmd = asPostgres ? 'runuser' : path.join(bin, tool);
      const argv = asPostgres ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
      const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
      if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${r.stderr || r.stdout}`);
    };
    run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const ctl = (...args) =>
      run('pg_ctl', [
        '-D',
        path.join(dir, 'data'),
        '-l',
        path.join(dir, 'log'),
        '-o',
        `-p ${CLUSTER_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-t',
        '60',
        ...args,
      ]);
    cleanups.push(() => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        /* not running */
      }
      rmSync(dir, { recursive: true, force: true });
    });
    ctl('start', '-w');
    return { ctl };
  }

  // ---------------------------------------------------------------------------------------------------------

  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !scenarios[w]);
  if (unknown.length) {
    console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${Object.keys(scenarios).join(', ')}`);
    process.exit(2);
  }
  const names = wanted.length ? wanted : Object.keys(scenarios);
  const deadline = setTimeout(() => {
    console.error('FAIL faults: the whole run took longer than 20 minutes; stopping');
    void cleanup().then(() => process.exit(1));
  }, 20 * 60_000);
  deadline.unref();
  async function cleanup() {
    for (const c of [...atExit.splice(0), ...cleanups.splice(0)].reverse())
      await Promise.resolve()
        .then(c)
        .catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void cleanup().then(() => process.exit(1)));

  try {
    console.info('Building the server (apps/server/dist/main.js)…');
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@portal/server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    for (const name of names) {
      const t0 = Date.now();
      const mark = cleanups.length;
      try {
        const r = await scenarios[name]();
        const secs = ((Date.now() - t0) / 1000).toFixed(1);
        if (r && typeof r === 'object' && r.skip) {
          results.push({ name, status: 'SKIP' });
          console.info(`SKIP ${name}: ${r.skip}`);
        } else {
          results.push({ name, status: 'PASS' });
          console.info(`PASS ${name}: ${r} (${secs} s)`);
        }
      } catch (err) {
        results.push({ name, status: 'FAIL' });
        console.info(`FAIL ${name}: ${err.message}`);
      } finally {
        // The scenario's processes, mounts and database go now; the seeded base stays for the next scenario.
        const mine = cleanups.splice(mark);
        for (const c of mine.reverse())
          await Promise.resolve()
            .then(c)
            .catch(() => undefined);
      }
    }
  } finally {
    await cleanup();
  }
  const failed = results.filter((r) => r.status === 'FAIL');
  console.info(
    `faults: ${results.filter((r) => r.status === 'PASS').length} passed, ${failed.length} failed, ${results.filter((r) => r.status === 'SKIP').length} skipped`,
  );
  process.exit(failed.length ? 1 : 0);
}
