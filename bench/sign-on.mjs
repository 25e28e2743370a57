// Benchmark: company sign-on (issue 27 section 6, decision 088).
//
// The sign-on round trip against a local OIDC provider (`oidc-provider`, the tests' provider: test/oidc-provider.ts):
// start (the attempt written, PKCE), the provider's authorization and login, the callback (the code exchanged at the
// provider's token endpoint, the ID token's signature checked with its keys, the attempt consumed once), the exchange of
// the one-time code, then the portal's code step. Its p99 is compared with the floor measured in the same run: the
// password-and-code sign-in of the same member (argon2id, then the TOTP step). Aim: the sign-on's p99 within 4 times the
// password's (it adds two HTTP round trips to the provider and the provider's own work; discovery and keys are cached).
//
// The portal is built in-process on PGlite, as `npm start` runs it; the rate limits are off (one client). Interleaved
// halves, so a neighbour's load on the shared machine hits both sides alike.
//   BENCH_ROUNDS  round trips of each kind (default 120)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db.ts';
import { rateLimitSettings } from '../apps/server/src/platform/rate-limit-keys.ts';
import { seed } from '../apps/server/src/seed/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/identity.ts';
import { DEMO_TOTP_SECRETS } from '../apps/server/src/seed/accounts.ts';
import { totpCode } from '../apps/server/src/modules/sign-in/totp.ts';
import { companies, usedTotpSteps, userRoles, users } from '../apps/server/src/db/schema/index.ts';
import { followProvider, startTestProvider } from '../apps/server/test/oidc-provider.ts';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 120);
const AIM = 4;
const MEMBER = 'ops@gamma-data.example';

const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  heading('Company sign-on: OIDC round trip against the password-and-code sign-in (PGlite, in-process)');
  rateLimitSettings.enabled = false;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-sign-on-'));
  const publicUrl = 'http://portal.bench';
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, { dataDir, publicUrl });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await seed(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const db = database.db;
  const [gamma] = await db.select().from(companies).where(eq(companies.customerCode, 'C2001'));
  const [member] = await db.select().from(users).where(eq(users.loginEmail, MEMBER));
  const idp = await startTestProvider({
    redirectUris: [`${publicUrl}/apis/v1/auth/sso/${gamma.id}/callback`],
    accounts: { ops: { email: MEMBER } },
  });
  try {
    const [admin] = await db.select().from(users).where(eq(users.loginEmail, 'admin@krx-data.example'));
    const roles = (await db.select().from(userRoles).where(eq(userRoles.userId, admin.id))).map((r) => r.roleCode);
    const token = await app.tokens.sign({ userId: admin.id, companyId: 0, roles });
    const put = await app.inject({
      method: 'PUT',
      url: `/apis/v1/admin/companies/${gamma.id}/sign-on`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        protocol: 'oidc',
        enabled: true,
        required: false,
        breakGlassUserId: null,
        domains: ['gamma-data.example'],
        acceptProviderMfa: false,
        groupRoles: [],
        issuer: idp.issuer,
        clientId: 'portal',
        clientSecret: 'portal-secret-0123456789',
      },
    });
    if (put.statusCode !== 200) throw new Error(`settings ${put.statusCode} ${put.body}`);

    const codeStep = async (challengeToken) => {
      await db.delete(usedTotpSteps).where(eq(usedTotpSteps.userId, member.id));
      const o = await app.inject({
        method: 'POST',
        url: '/apis/v1/common/auth/otp-login',
        payload: { challengeToken, otpCode: totpCode(DEMO_TOTP_SECRETS[MEMBER]) },
      });
      if (o.statusCode !== 200) throw new Error(`otp-login ${o.statusCode} ${o.body}`);
    };
    const passwordRound = async () => {
      const t = process.hrtime.bigint();
      const s = await app.inject({
        method: 'POST',
        url: '/apis/v1/common/auth/signin',
        payload: { loginEmail: MEMBER, loginSecretNo: DEMO_PASSWORD },
      });
      if (s.statusCode !== 200) throw new Error(`signin ${s.statusCode} ${s.body}`);
      await codeStep(s.json().challengeToken);
      return msSince(t);
    };
    const signOnRound = async () => {
      const t = process.hrtime.bigint();
      const started = await app.inject({ method: 'GET', url: `/apis/v1/auth/sso/${gamma.id}/start` });
      const cookie = String(started.headers['set-cookie']).split(';')[0];
      idp.signInNext('ops');
      const back = await followProvider(String(started.headers.location), idp.issuer);
      const cb = await app.inject({ method: 'GET', url: back.slice(publicUrl.length), headers: { cookie } });
      const code = new URL(String(cb.headers.location)).searchParams.get('ssoCode');
      if (!code) throw new Error(`callback refused: ${cb.headers.location}`);
      const x = await app.inject({ method: 'POST', url: '/apis/v1/auth/sso/exchange', payload: { code } });
      if (x.statusCode !== 200) throw new Error(`exchange ${x.statusCode} ${x.body}`);
      await codeStep(x.json().challengeToken);
      return msSince(t);
    };

    for (let i = 0; i < 5; i++) {
      await passwordRound();
      await signOnRound();
    }
    const password = [];
    const signOn = [];
    const half = Math.ceil(ROUNDS / 2);
    for (const [list, round] of [
      [password, passwordRound],
      [signOn, signOnRound],
      [signOn, signOnRound],
      [password, passwordRound],
    ]) {
      for (let i = 0; i < half / 2; i++) list.push(await round());
    }
    password.sort((a, b) => a - b);
    signOn.sort((a, b) => a - b);
    const ratio = p(signOn, 0.99) / p(password, 0.99);
    figure({
      bench: 'sign-on',
      name: 'password-and-code sign-in (floor)',
      value: p(password, 0.99),
      unit: 'ms p99',
      note: `p50 ${fmt(p(password, 0.5))} ms, ${password.length} rounds`,
    });
    figure({
      bench: 'sign-on',
      name: 'OIDC sign-on round trip',
      value: p(signOn, 0.99),
      unit: 'ms p99',
      note: `p50 ${fmt(p(signOn, 0.5))} ms, ${signOn.length} rounds`,
    });
    figure({
      bench: 'sign-on',
      name: 'sign-on p99 / password p99',
      value: ratio,
      unit: '×',
      display: `${fmt(ratio, 2)}×`,
      aim: `≤ ${AIM}×`,
      ok: ratio <= AIM,
    });
  } finally {
    await idp.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
