// Benchmark: file uploads.
//
// 1. Throughput of one 10 MB upload (POST /apis/v1/common/files, multipart, a PDF of random bytes) against
//    its floor: writing the same bytes to a file directly (a write stream in 64 KiB chunks, as the server writes)
//    while hashing them with SHA-256 (the content hash is part of the upload's job: duplicates are found by it), as a
//    ratio. Measured in the same run. Aim: 75% of that floor or more. The plain write is shown too.
// 2. The server's resident memory while 20 such uploads run at once, above its idle memory. Aim: under 200 MB.
// 3. The p99 latency of GET /healthz while those uploads run, against its idle p99. Aim: within 5 times.
//
// The server runs as a separate process (the TypeScript sources through tsx) on PGlite in a temporary data
// directory, migrated and seeded by this script first; requests carry an access token minted with the same
// JWT secret. /healthz is probed from a worker thread so the upload client does not delay the probe.
// Measuring starts once the server has settled (its start-up jobs done: under 5% of a core for a second, 60 s at most).
//
//   node --import tsx bench/upload.mjs      (bench/run.mjs arranges --import tsx; run directly, it re-runs itself so)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { figure, fmt, heading, ROOT } from './lib/report.mjs';
import { freePort, spawnGroup, waitFor200 } from './lib/process.mjs';

const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
const CONCURRENT = 20;
const ROUNDS = 3;
const SEQUENTIAL = 8;
const LOGIN = 'member@alpha-securities.example';

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);

// ---------------------------------------------------------------------------------------------------------
// The /healthz prober (worker thread): one request at a time on a kept-alive connection, every 2 ms.
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

// ---------------------------------------------------------------------------------------------------------

async function loadServerModules() {
  const src = path.join(ROOT, 'apps/server/src');
  const load = (p) => import(pathToFileURL(path.join(src, p)).href);
  const [db, seed, auth] = await Promise.all([load('platform/db.ts'), load('seed/index.ts'), load('platform/auth.ts')]);
  return { ...db, ...seed, ...auth };
}

/** Migrates and seeds the data directory, and mints a token for the demo member (as sign-in would). */
async function prepare(dataDir, secret) {
  const m = await loadServerModules();
  const database = await m.openDatabase({ dataDir });
  try {
    await m.runMigrations(database);
    await m.seed(database.db);
    const q = (text, params) => database.pglite.query(text, params).then((r) => r.rows);
    const [user] = await q('select id from users where login_email = $1', [LOGIN]);
    const roles = (await q('select role_code from user_roles where user_id = $1', [user.id])).map((r) => r.role_code.trim());
    const [membership] = await q(
      `select company_id from user_companies where user_id = $1 and status = 'ACTIVE' order by company_id limit 1`,
      [user.id],
    );
    const tokens = new m.TokenService(secret, 3600);
    return tokens.sign({ userId: user.id, companyId: membership.company_id, roles });
  } finally {
    await database.close();
  }
}

function multipart(fileName, content) {
  const boundary = `----portalBench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadOnce(base, token, upload, agent) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      `${base}/apis/v1/common/files?fileTypeGroup=INQUIRY`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': upload.contentType,
          'content-length': String(upload.body.length),
          'accept-language': 'en',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (res.statusCode !== 200) reject(new Error(`upload answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`));
          else resolve({ ms, fileUUID: JSON.parse(Buffer.concat(chunks).toString()).files[0].fileUUID });
        });
      },
    );
    req.on('error', reject);
    req.end(upload.body);
  });
}

/** Writes the bytes to a new file in 64 KiB chunks through a write stream (hashing them too if asked); answers the milliseconds. */
async function writeDirect(dir, content, { sha256 = false } = {}) {
  const file = path.join(dir, `direct-${randomBytes(6).toString('hex')}.bin`);
  const t0 = process.hrtime.bigint();
  await new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    const hash = sha256 ? createHash('sha256') : null;
    out.on('error', reject);
    out.on('finish', () => {
      hash?.digest('hex');
      resolve();
    });
    let offset = 0;
    const pump = () => {
      while (offset < content.length) {
        const chunk = content.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        hash?.update(chunk);
        if (!out.write(chunk)) return out.once('drain', pump);
      }
      out.end();
    };
    pump();
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  await unlink(file);
  return ms;
}

/** CPU time (user + system) the process has used, in milliseconds. */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const rssOf = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
};

function sampleRss(pid, everyMs = 20) {
  const samples = [];
  const timer = setInterval(() => {
    try {
      samples.push(rssOf(pid));
    } catch (err) {
      if (!samples.length) console.error(`  cannot read the memory of process ${pid}: ${err.message}`);
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * Waits until the server process uses under 5% of a core over a second (its start-up jobs, e.g. the agreement archives
 * of the seeded contracts, done), at most `maxMs`: the idle figures and the uploads then measure the uploads only.
 */
async function settle(pid, maxMs = 60_000) {
  const start = Date.now();
  let last = cpuMsOf(pid);
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMsOf(pid);
    if (now - last < 50) return (Date.now() - start) / 1000;
    last = now;
  }
  return NaN;
}

async function probeFor(base, ms) {
  const probe = startProbe(base);
  await new Promise((r) => setTimeout(r, ms));
  return probe.stop();
}

async function main() {
  // Run under tsx (bench/run.mjs does); run directly, re-run this script so.
  if (!process.env.PORTAL_BENCH_UPLOAD_TSX) {
    try {
      await import(pathToFileURL(path.join(ROOT, 'apps/server/src/platform/storage.ts')).href);
    } catch {
      const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...process.argv.slice(2)], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, PORTAL_BENCH_UPLOAD_TSX: '1' },
      });
      const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
      process.exit(code);
    }
  }

  heading('Uploads: 10 MB files through POST /apis/v1/common/files');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
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
    // BENCH_SERVER_NODE_ARGS: extra Node options for the server process (e.g. --cpu-prof to profile it).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawnGroup(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env });
    await waitFor200(`${base}/healthz`, { isDead: server.isDead });
    const pid = server.child.pid;

    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]);
    const upload = multipart('시세 보고서.pdf', content);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT });

    // Warm up (module loading, JIT), then idle figures.
    for (let i = 0; i < 2; i++) await uploadOnce(base, token, upload, agent);
    const settled = await settle(pid);
    console.info(Number.isNaN(settled) ? '  (the server did not settle within 60 s)' : `  (the server settled after ${fmt(settled, 0)} s)`);
    const idleRssSampler = sampleRss(pid);
    const idleLatencies = await probeFor(base, 3000);
    const idleRss = median(idleRssSampler.stop());

    // 1. Throughput, one upload at a time, against direct writes of the same bytes.
    const uploadMs = [];
    const cpuBefore = cpuMsOf(pid);
    for (let i = 0; i < SEQUENTIAL; i++) uploadMs.push((await uploadOnce(base, token, upload, agent)).ms);
    const serverCpuPerUpload = (cpuMsOf(pid) - cpuBefore) / SEQUENTIAL;
    // The floors, interleaved so that both see the same machine: a plain write, and a write with SHA-256 of the bytes.
    const directMs = [];
    const floorMs = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      directMs.push(await writeDirect(dataDir, content));
      floorMs.push(await writeDirect(dataDir, content, { sha256: true }));
    }
    const uploadRate = FILE_BYTES / MB / (median(uploadMs) / 1000);
    const directRate = FILE_BYTES / MB / (median(directMs) / 1000);
    const floorRate = FILE_BYTES / MB / (median(floorMs) / 1000);
    const ratio = uploadRate / floorRate;
    figure({
      bench: 'upload',
      name: 'direct write of 10 MB (median)',
      value: directRate,
      unit: 'MB/s',
      note: `${fmt(median(directMs))} ms; the upload is ${fmt((uploadRate / directRate) * 100, 1)} % of it`,
    });
    figure({
      bench: 'upload',
      name: 'direct write + SHA-256 of 10 MB (median; the floor)',
      value: floorRate,
      unit: 'MB/s',
      note: `${fmt(median(floorMs))} ms`,
    });
    figure({
      bench: 'upload',
      name: 'upload of 10 MB (median)',
      value: uploadRate,
      unit: 'MB/s',
      note: `${fmt(median(uploadMs))} ms per upload; server CPU ${fmt(serverCpuPerUpload)} ms per upload`,
    });
    const bestRatio = Math.min(...floorMs) / Math.min(...uploadMs);
    figure({
      bench: 'upload',
      name: 'upload / (direct write + SHA-256) throughput',
      value: ratio * 100,
      unit: '%',
      display: `${fmt(ratio * 100, 1)} %`,
      aim: '>= 75%',
      ok: ratio >= 0.75,
      note: `medians of ${SEQUENTIAL}; best against best ${fmt(bestRatio * 100, 1)} %`,
    });

    // 2 and 3. Twenty uploads at once (three rounds), memory sampled and /healthz probed meanwhile.
    const rss = sampleRss(pid);
    const probe = startProbe(base);
    const t0 = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(Array.from({ length: CONCURRENT }, () => uploadOnce(base, token, upload, agent)));
    }
    const loadedSeconds = (Date.now() - t0) / 1000;
    const busyLatencies = await probe.stop();
    const peakRss = Math.max(...rss.stop());
    agent.destroy();

    const above = (peakRss - idleRss) / MB;
    figure({ bench: 'upload', name: 'server memory, idle', value: idleRss / MB, unit: 'MB' });
    figure({
      bench: 'upload',
      name: `server memory above idle, ${CONCURRENT} uploads at once`,
      value: above,
      unit: 'MB',
      aim: '< 200 MB',
      ok: above < 200,
      note: `peak ${fmt(peakRss / MB)} MB; ${ROUNDS} rounds, ${fmt((ROUNDS * CONCURRENT * FILE_BYTES) / MB / loadedSeconds)} MB/s together`,
    });
    const idleP99 = percentile(idleLatencies, 99);
    const busyP99 = percentile(busyLatencies, 99);
    figure({
      bench: 'upload',
      name: '/healthz p99, idle',
      value: idleP99,
      unit: 'ms',
      display: `${fmt(idleP99, 2)} ms`,
      note: `${idleLatencies.length} requests`,
    });
    figure({
      bench: 'upload',
      name: `/healthz p99 during ${CONCURRENT} uploads`,
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

if (isMainThread) await main();
else runProbe();
