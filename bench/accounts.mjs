// Benchmark: accounts.
//
//  1. Sign-in throughput (the password step, POST /apis/v1/common/auth/signin with a correct password)
//     against the bare argon2id verification rate of this machine with the same parameters
//     (apps/server/src/platform/password.ts: 19 MiB, t=2, p=1). Aim: 85% or more.
//  2. The cost of the session check: the same read with and without a bearer token (JWT verification
//     plus the session check of the accounts area, cached and invalidated by NOTIFY). Aim: under 10% more
//     time per request. Measured on a database read (the standard document in effect) and, without an
//     aim, on the cheapest route there is (the system date) as the worst case.
//
// The app is built in-process with `buildApp` on PGlite (a migrated, seeded temporary data directory), as
// `npm start` runs it; the load comes from autocannon in a child process (bench/lib/load.mjs). The rate
// limits of the accounts area are turned off for the run (they would cap one client at 30 sign-ins a
// minute): the figure is the handler's own cost.
//
// Run with `node --import tsx bench/accounts.mjs` (bench/run.mjs does). Environment:
//   BENCH_SECONDS  seconds of each measured run (default 10)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db.ts';
import { ARGON2_OPTIONS } from '../apps/server/src/platform/password.ts';
import { rateLimitSettings } from '../apps/server/src/platform/rate-limit-keys.ts';
import { seed } from '../apps/server/src/seed/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/identity.ts';
import { runLoad } from './lib/load.mjs';
import { figure, fmt, heading } from './lib/report.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const AIM = { signInRatio: 0.85, authOverhead: 0.1 };
const MEMBER = 'analyst@beta-am.example';

/**
 * The bare verification rate: as many verifications in flight as libuv has pool threads busy in the
 * server (argon2 runs there), for SECONDS seconds. Answers verifications per second.
 */
export async function measureArgon2VerifyRate(seconds = SECONDS, concurrency = 8) {
  const stored = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      if (!(await verify(stored, DEMO_PASSWORD))) throw new Error('verify failed');
      done++;
    }
  };
  const t = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / (Number(process.hrtime.bigint() - t) / 1e9);
}

/** Builds and starts the portal on a fresh PGlite directory; answers { base, close }. */
export async function startPortal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-accounts-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, { dataDir });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await seed(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  return {
    app,
    base,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign-in (password step) throughput of the portal: answers requests per second (all 200). */
export async function measureSignIn(base, seconds = SECONDS) {
  const opts = {
    url: `${base}/apis/v1/common/auth/signin`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ko' },
    body: JSON.stringify({ loginEmail: MEMBER, loginSecretNo: DEMO_PASSWORD }),
    connections: 8,
  };
  await runLoad({ ...opts, duration: WARMUP_SECONDS });
  const r = await runLoad({ ...opts, duration: seconds });
  if (r.non2xx || r.errors) throw new Error(`sign-in answered ${JSON.stringify(r.statusCodes)} (${r.errors} errors)`);
  return r;
}

/** Signs the demo member in (both steps) and answers the access token. */
export async function accessToken(app) {
  const { totpCode } = await import('../apps/server/src/modules/sign-in/totp.ts');
  const { DEMO_TOTP_SECRETS } = await import('../apps/server/src/seed/accounts.ts');
  const s = await app.inject({
    method: 'POST',
    url: '/apis/v1/common/auth/signin',
    payload: { loginEmail: MEMBER, loginSecretNo: DEMO_PASSWORD },
  });
  const { challengeToken } = s.json();
  const o = await app.inject({
    method: 'POST',
    url: '/apis/v1/common/auth/otp-login',
    payload: { challengeToken, otpCode: totpCode(DEMO_TOTP_SECRETS[MEMBER]) },
  });
  if (o.statusCode !== 200) throw new Error(`otp-login ${o.statusCode} ${o.body}`);
  return o.json().access_token;
}

/** The same GET with and without the bearer token: answers both results and the added time per request. */
export async function measureAuthOverhead(base, urlPath, token, seconds = SECONDS) {
  const url = base + urlPath;
  const anon = { url, connections: 16, headers: { 'accept-language': 'ko' } };
  const auth = { url, connections: 16, headers: { 'accept-language': 'ko', authorization: `Bearer ${token}` } };
  await runLoad({ ...anon, duration: WARMUP_SECONDS });
  await runLoad({ ...auth, duration: WARMUP_SECONDS });
  // Interleaved halves, so a neighbour's load on the shared machine hits both sides alike.
  const half = Math.max(2, Math.round(seconds / 2));
  const a1 = await runLoad({ ...anon, duration: half });
  const b1 = await runLoad({ ...auth, duration: half });
  const b2 = await runLoad({ ...auth, duration: half });
  const a2 = await runLoad({ ...anon, duration: half });
  for (const r of [a1, a2, b1, b2]) if (r.non2xx || r.errors) throw new Error(`${urlPath} answered ${JSON.stringify(r.statusCodes)}`);
  const anonRps = (a1.rps + a2.rps) / 2;
  const authRps = (b1.rps + b2.rps) / 2;
  return { anonRps, authRps, overhead: anonRps / authRps - 1 };
}

async function main() {
  heading('Accounts: sign-in throughput and the cost of the session check (PGlite, in-process)');
  rateLimitSettings.enabled = false;
  const portal = await startPortal();
  try {
    // Interleaved (verify, sign-in, sign-in, verify), so a neighbour's load on a shared machine hits both alike.
    const half = Math.max(3, Math.round(SECONDS / 2));
    const v1 = await measureArgon2VerifyRate(half);
    const s1 = await measureSignIn(portal.base, half);
    const s2 = await measureSignIn(portal.base, half);
    const v2 = await measureArgon2VerifyRate(half);
    const verifyRate = (v1 + v2) / 2;
    const signInRps = (s1.rps + s2.rps) / 2;
    figure({ bench: 'accounts', name: 'bare argon2id verify rate (19 MiB, t=2, p=1)', value: verifyRate, unit: 'verifications/s' });
    figure({
      bench: 'accounts',
      name: 'sign-in (password step) throughput',
      value: signInRps,
      unit: 'req/s',
      note: `p99 ${fmt(Math.max(s1.latency.p99, s2.latency.p99))} ms`,
    });
    const ratio = signInRps / verifyRate;
    figure({
      bench: 'accounts',
      name: 'sign-in throughput / bare argon2id verify rate',
      value: ratio * 100,
      unit: '%',
      display: `${fmt(ratio * 100, 1)} %`,
      aim: `>= ${AIM.signInRatio * 100}%`,
      ok: ratio >= AIM.signInRatio,
    });

    const token = await accessToken(portal.app);
    const read = await measureAuthOverhead(portal.base, '/apis/v1/user/standard-documents/01_01/latest-version', token);
    figure({
      bench: 'accounts',
      name: 'document read without / with a token',
      value: read.authRps,
      unit: 'req/s',
      display: `${fmt(read.anonRps)} / ${fmt(read.authRps)} req/s`,
    });
    figure({
      bench: 'accounts',
      name: 'authenticated read: added time per request',
      value: read.overhead * 100,
      unit: '%',
      display: `${fmt(read.overhead * 100, 1)} %`,
      aim: `< ${AIM.authOverhead * 100}%`,
      ok: read.overhead < AIM.authOverhead,
    });
    const cheap = await measureAuthOverhead(portal.base, '/apis/v1/common/system', token);
    figure({
      bench: 'accounts',
      name: 'cheapest route (system date), added time per request (worst case)',
      value: cheap.overhead * 100,
      unit: '%',
      display: `${fmt(cheap.overhead * 100, 1)} % (${fmt(cheap.anonRps)} / ${fmt(cheap.authRps)} req/s)`,
    });
    const sessions = portal.app.sessions;
    figure({
      bench: 'accounts',
      name: 'session check cache',
      value: sessions.hits,
      unit: 'hits',
      display: `${sessions.hits} hits, ${sessions.misses} misses`,
    });
  } finally {
    await portal.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
