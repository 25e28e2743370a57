// Realistic portal traffic for the cluster benchmarks (bench/cluster-load.mjs, bench/soak.mjs; decision 052):
// visitors browsing public pages and notices; members signing in (password, then the authenticator code, once per
// member, as people do) and working through their lists and details, uploading documents, filing order forms and
// checking monthly reports through the reporting API; provider staff working the queue and receiving and approving
// the submitted orders. Sent open-loop at a steady rate (one request every 1000/rate ms whatever the answers do; each
// latency counted from the moment its request was due, so a stall is not hidden), through kept-alive connections.
// Every answer other than 2xx counts as an error of its kind.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CALL_PATHS, callPath, ORDER_AGREEMENT_CODES } from '@portal/contract';
import { DEMO_TOTP_SECRETS } from '../../apps/server/src/seed/accounts.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/identity.ts';
import { totpCode } from '../../apps/server/src/modules/sign-in/totp.ts';
import { formatKoreaDate } from '@portal/contract';

/** The demo members the load members are copied from, by company (docs/demo.md). */
const TEMPLATES = ['staff@alpha-securities.example', 'analyst@beta-am.example', 'ops@gamma-data.example'];
const STAFF = ['admin@krx-data.example', 'sales@krx-data.example'];
/** Members signed in before the load starts (the load's first member calls use them). */
const EARLY_MEMBERS = ['member@alpha-securities.example', 'reporter@alpha-securities.example'];
const LOAD_DOMAIN = 'load.example';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * Adds `count` members for the load (load-<n>@load.example), each a copy of a demo member of Alpha, Beta or Gamma:
 * the same roles, memberships, agreed terms, password and authenticator key (so that each signs in like the demo
 * member it copies). Idempotent. Answers their logins and keys.
 */
export async function addLoadMembers(databaseUrl, count) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const columnsOf = async (table) =>
      (
        await c.query(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and coalesce(column_default, '') not like 'nextval%'`,
          [table],
        )
      ).rows.map((r) => r.column_name);
    const userCols = await columnsOf('users');
    const children = [];
    for (const t of ['user_roles', 'user_companies', 'term_agreements']) children.push([t, await columnsOf(t)]);
    const out = [];
    for (let i = 1; i <= count; i++) {
      const template = TEMPLATES[(i - 1) % TEMPLATES.length];
      const email = `load-${i}@${LOAD_DOMAIN}`;
      out.push({ email, secret: DEMO_TOTP_SECRETS[template], template });
      const exists = await c.query('select id from users where login_email = $1', [email]);
      if (exists.rows.length) continue;
      await c.query('begin');
      try {
        const list = userCols.map((col) => `"${col}"`).join(', ');
        const values = userCols.map((col) => (col === 'login_email' ? '$2' : `"${col}"`)).join(', ');
        const { rows } = await c.query(`insert into users (${list}) select ${values} from users where login_email = $1 returning id`, [
          template,
          email,
        ]);
        const id = rows[0].id;
        for (const [table, cols] of children) {
          const l = cols.map((col) => `"${col}"`).join(', ');
          const v = cols.map((col) => (col === 'user_id' ? '$2' : `"${col}"`)).join(', ');
          await c.query(
            `insert into ${table} (${l}) select ${v} from ${table} where user_id = (select id from users where login_email = $1)`,
            [template, id],
          );
        }
        await c.query('commit');
      } catch (err) {
        await c.query('rollback');
        throw err;
      }
    }
    return out;
  } finally {
    await c.end();
  }
}

/** A small document as the browser's upload sends it (multipart, one file). */
function uploadBody(n) {
  const boundary = `----portalLoad${randomBytes(8).toString('hex')}`;
  const content = `signed order form ${n} ${Date.now()}\n`.repeat(40);
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="signed-order-${n}.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const koreaDayFrom = (days) => formatKoreaDate(new Date(Date.now() + days * 86400_000));

function orderForm(fileUUID) {
  return {
    commencementDate: koreaDayFrom(10),
    products: [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }],
    installationAddress: '서울특별시 영등포구 여의대로 108',
    connectionCount: 1,
    brokerCompany: '알파증권',
    distributionOptions: ['GENERAL'],
    contacts: {
      order: { name: '김민준', email: 'member@alpha-securities.example', phone: '+82-2-3774-1101' },
      billing: { name: '이서연', email: 'staff@alpha-securities.example', phone: '+82-2-3774-1102' },
      it: { name: '박지호', email: 'reporter@alpha-securities.example', phone: '+82-2-3774-1103' },
    },
    cfdTrading: 'NONE',
    fileUUIDs: [fileUUID],
    acceptedAgreements: [...ORDER_AGREEMENT_CODES],
  };
}

const REPORT_ROWS = Array.from({ length: 50 }, (_, i) => ({
  provisionMethod: 'DATAFEED',
  useCategory: '151',
  variableFeeItem: 'USER',
  productCode: 'KSP-RT-L1',
  subscriberName: `구독자 ${i + 1}`,
  country: 'KR',
  quantity: 1 + (i % 5),
}));

/**
 * The traffic of one run against `base`: `prepare()` signs the staff and a few members in and makes the reporting
 * keys (before the measured run), then `run({ rate, seconds })` sends the mix and answers the figures per kind.
 * `loadMembers` (from addLoadMembers) sign in during the run, one after another.
 */
export function createTraffic({ base, loadMembers, lang = 'ko', signInsPerSecond = 1 }) {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let addressCounter = 0;
  /** Each simulated person has an address of their own (nginx appends the real peer; the portal trusts 127.0.0.1). */
  const nextAddress = () => `10.${(++addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  const visitorAddresses = Array.from({ length: 500 }, nextAddress);

  /** One request; resolves with { status, json, upstream } (json parsed when asked). */
  function send({ method, path, token, apiKey, body, contentType, address, parse = false }) {
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const headers = {
        'accept-language': lang,
        'x-forwarded-for': address ?? visitorAddresses[0],
        ...(payload ? { 'content-type': contentType ?? 'application/json', 'content-length': String(payload.length) } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(apiKey ? { 'x-api-key': apiKey } : {}),
      };
      const req = http.request({ host: target.hostname, port: target.port, method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => parse && chunks.push(c));
        res.on('end', () => {
          let json;
          if (parse && chunks.length) {
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode, json, upstream: res.headers['x-portal-upstream'] });
        });
        res.on('error', () => resolve({ status: 0 }));
      });
      req.on('error', () => resolve({ status: 0 }));
      if (payload) req.write(payload);
      req.end();
    });
  }

  const members = []; // signed-in sessions: { email, token, address, orderIds, fileUUIDs }
  const staff = [];
  const apiKeys = [];
  let noticeIds = [];
  const waitingSignIns = [...loadMembers];
  const followUps = []; // requests that must follow an earlier answer (the OTP step, an order's next action)
  let uploads = 0;
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

  async function signIn(email, secret, address) {
    const s = await send({
      method: 'POST',
      path: CALL_PATHS.signIn.path,
      body: { loginEmail: email, loginSecretNo: DEMO_PASSWORD },
      address,
      parse: true,
    });
    if (s.status !== 200) throw new Error(`sign-in of ${email}: ${s.status} ${JSON.stringify(s.json)}`);
    const o = await send({
      method: 'POST',
      path: CALL_PATHS.otpLogin.path,
      body: { challengeToken: s.json.challengeToken, otpCode: totpCode(secret), companyId: s.json.companies?.[0]?.companyId },
      address,
      parse: true,
    });
    if (o.status !== 200) throw new Error(`code step of ${email}: ${o.status} ${JSON.stringify(o.json)}`);
    return o.json.access_token;
  }

  /** Before the measured run: staff and two members signed in, six reporting keys, the notice ids. */
  async function prepare() {
    for (const email of STAFF) staff.push({ email, token: await signIn(email, DEMO_TOTP_SECRETS[email], nextAddress()) });
    for (const email of EARLY_MEMBERS) {
      const address = nextAddress();
      members.push({ email, address, token: await signIn(email, DEMO_TOTP_SECRETS[email], address), orderIds: [], fileUUIDs: [] });
    }
    const owner = members[0];
    for (let i = 0; i < 6; i++) {
      const r = await send({
        method: 'POST',
        path: CALL_PATHS.createApiKey.path,
        token: owner.token,
        address: owner.address,
        body: { name: `Load ${Date.now()}-${i}` },
        parse: true,
      });
      if (r.status !== 201) throw new Error(`API key: ${r.status} ${JSON.stringify(r.json)}`);
      apiKeys.push(r.json.apiKey);
    }
    const n = await send({ method: 'POST', path: CALL_PATHS.searchNotices.path, body: { pageNumber: 1, pageSize: 50 }, parse: true });
    noticeIds = (n.json?.items ?? []).map((i) => i.bbsContentId);
    if (!noticeIds.length) throw new Error('no notices to read');
  }

  /** After the run: the reporting keys revoked (a member may hold ten). */
  async function finish() {
    const owner = members.find((m) => m.email === EARLY_MEMBERS[0]);
    const listed = await send({
      method: 'POST',
      path: CALL_PATHS.searchApiKeys.path,
      token: owner.token,
      address: owner.address,
      body: {},
      parse: true,
    });
    for (const k of listed.json?.items ?? [])
      if (k.status === 'ACTIVE')
        await send({
          method: 'DELETE',
          path: callPath(CALL_PATHS.revokeApiKey, { apiKeyId: k.apiKeyId }),
          token: owner.token,
          address: owner.address,
        });
    agent.destroy();
  }

  // ---- the mix: [kind, weight, make() -> request or null (null: not possible now, another kind is sent)] ----
  const visitor = () => ({ address: pick(visitorAddresses) });
  const member = () => pick(members);
  const mix = [
    ['visitor: home page', 8, () => ({ ...visitor(), method: 'GET', path: '/' })],
    [
      'visitor: notice list',
      12,
      () => ({
        ...visitor(),
        method: 'POST',
        path: CALL_PATHS.searchNotices.path,
        body: { pageNumber: 1 + Math.floor(Math.random() * 3), pageSize: 10 },
      }),
    ],
    [
      'visitor: notice',
      8,
      () => ({ ...visitor(), method: 'POST', path: callPath(CALL_PATHS.getNotice, { bbsContentId: pick(noticeIds) }), body: {} }),
    ],
    [
      'visitor: FAQ',
      5,
      () => ({
        ...visitor(),
        method: 'POST',
        path: CALL_PATHS.searchBbsContents.path,
        body: { bbsCode: 'FAQ', pageNumber: 1, pageSize: 10 },
      }),
    ],
    ['visitor: menus', 4, () => ({ ...visitor(), method: 'GET', path: CALL_PATHS.getAllMenus.path })],
    ['member: home', 7, () => withMember(() => ({ method: 'GET', path: CALL_PATHS.getMemberHome.path }))],
    [
      'member: order list',
      9,
      () =>
        withMember((m) => ({
          method: 'POST',
          path: CALL_PATHS.searchOrders.path,
          body: { pageNumber: 1, pageSize: 10 },
          parse: true,
          onAnswer: (j) => (m.orderIds = (j?.items ?? []).map((i) => i.orderId)),
        })),
    ],
    [
      'member: order',
      6,
      () =>
        withMember((m) =>
          m.orderIds.length ? { method: 'GET', path: callPath(CALL_PATHS.getOrder, { orderId: pick(m.orderIds) }) } : null,
        ),
    ],
    [
      'member: contract list',
      5,
      () => withMember(() => ({ method: 'POST', path: CALL_PATHS.searchContracts.path, body: { pageNumber: 1, pageSize: 10 } })),
    ],
    ['member: unread count', 5, () => withMember(() => ({ method: 'GET', path: CALL_PATHS.getUnreadNotificationCount.path }))],
    [
      'member: upload',
      3,
      () =>
        withMember((m) => {
          const { body, contentType } = uploadBody(++uploads);
          return {
            method: 'POST',
            path: `${CALL_PATHS.uploadFiles.path}?fileTypeGroup=ORDER`,
            body,
            contentType,
            parse: true,
            onAnswer: (j) => j?.files?.[0] && m.fileUUIDs.push(j.files[0].fileUUID),
          };
        }),
    ],
    [
      'member: order filed',
      2,
      () =>
        withMember((m) => {
          const file = m.fileUUIDs.shift();
          if (!file) return null;
          return {
            method: 'POST',
            path: CALL_PATHS.createOrder.path,
            body: { requestType: 'NEW', form: orderForm(file) },
            parse: true,
            onAnswer: (j) => j?.orderId && followUps.push(() => orderAction(m, j, 'submit', 'member: order submitted')),
          };
        }),
    ],
    [
      'member: report check (API)',
      3,
      () =>
        apiKeys.length
          ? {
              method: 'POST',
              path: CALL_PATHS.validateReportingRows.path,
              apiKey: pick(apiKeys),
              address: members[0].address,
              body: { reportMonth: previousMonth(), rows: REPORT_ROWS },
            }
          : null,
    ],
    [
      'staff: work queue',
      5,
      () => withStaff(() => ({ method: 'POST', path: CALL_PATHS.searchWorkQueue.path, body: { pageNumber: 1, pageSize: 10 } })),
    ],
    ['staff: queue counts', 3, () => withStaff(() => ({ method: 'GET', path: CALL_PATHS.getWorkQueueCounts.path }))],
  ];

  function withMember(fn) {
    const m = member();
    if (!m) return null;
    const req = fn(m);
    return req && { token: m.token, address: m.address, ...req };
  }
  function withStaff(fn) {
    const s = pick(staff);
    return { token: s.token, address: visitorAddresses[1], ...fn(s) };
  }
  /** The next step of an order: the member submits; the administrator receives, then approves. */
  function orderAction(actor, order, action, kind) {
    const s = staff[0];
    const who = action === 'submit' ? actor : s;
    const next = { submit: ['receive', 'staff: order received'], receive: ['approve', 'staff: order approved'] }[action];
    return {
      kind,
      token: who.token,
      address: who.address ?? visitorAddresses[1],
      method: 'POST',
      path: callPath(CALL_PATHS.actOnOrder, { orderId: order.orderId, action }),
      body: { version: order.version },
      parse: true,
      onAnswer: (j) =>
        next && j?.version && followUps.push(() => orderAction(actor, { orderId: order.orderId, version: j.version }, next[0], next[1])),
    };
  }
  const previousMonth = () => {
    const d = formatKoreaDate(new Date()).slice(0, 7);
    const [y, m] = d.split('-').map(Number);
    return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  };
  const totalWeight = mix.reduce((a, [, w]) => a + w, 0);

  /** The next request of the stream. */
  function next(signInDue) {
    if (followUps.length) return followUps.shift()();
    if (signInDue && waitingSignIns.length) {
      const who = waitingSignIns.shift();
      const address = nextAddress();
      return {
        kind: 'member: sign-in (password)',
        method: 'POST',
        path: CALL_PATHS.signIn.path,
        body: { loginEmail: who.email, loginSecretNo: DEMO_PASSWORD },
        address,
        parse: true,
        onAnswer: (j) =>
          j?.challengeToken &&
          followUps.push(() => ({
            kind: 'member: sign-in (code)',
            method: 'POST',
            path: CALL_PATHS.otpLogin.path,
            body: { challengeToken: j.challengeToken, otpCode: totpCode(who.secret), companyId: j.companies?.[0]?.companyId },
            address,
            parse: true,
            onAnswer: (o) =>
              o?.access_token && members.push({ email: who.email, address, token: o.access_token, orderIds: [], fileUUIDs: [] }),
          })),
      };
    }
    for (let tries = 0; tries < 10; tries++) {
      let r = Math.random() * totalWeight;
      const entry = mix.find(([, w]) => (r -= w) < 0) ?? mix[0];
      const req = entry[2]();
      if (req) return { kind: entry[0], ...req };
    }
    return {
      kind: 'visitor: notice list',
      ...visitor(),
      method: 'POST',
      path: CALL_PATHS.searchNotices.path,
      body: { pageNumber: 1, pageSize: 10 },
    };
  }

  /**
   * Sends the mix at `rate` requests per second for `seconds` (sign-ins of the waiting members at `signInsPerSecond`).
   * `onSample(elapsedSeconds)` is called every `sampleEveryMs`. Answers per kind: count, errors, statuses, latencies.
   */
  async function run({ rate, seconds, onSample, sampleEveryMs = 10_000, signIns = true }) {
    const interval = 1000 / rate;
    const total = Math.round(rate * seconds);
    const signInEvery = Math.max(1, Math.round(rate / signInsPerSecond));
    const kinds = new Map();
    const upstreams = new Map();
    const statOf = (kind) => {
      let s = kinds.get(kind);
      if (!s) kinds.set(kind, (s = { kind, count: 0, errors: 0, statuses: {}, latencies: [], samples: [] }));
      return s;
    };
    const t0 = performance.now();
    let nextSample = sampleEveryMs;
    const pending = new Set();
    for (let i = 0; i < total; i++) {
      const due = t0 + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (onSample && performance.now() - t0 >= nextSample) {
        nextSample += sampleEveryMs;
        void onSample((performance.now() - t0) / 1000);
      }
      const req = next(signIns && i % signInEvery === 0);
      const p = send(req).then((res) => {
        const s = statOf(req.kind);
        s.count++;
        s.latencies.push(performance.now() - due);
        s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
        if (res.status < 200 || res.status >= 300) {
          s.errors++;
          if (s.samples.length < 3)
            s.samples.push(`${res.status} ${req.method} ${req.path} ${JSON.stringify(res.json ?? '').slice(0, 200)}`);
        } else req.onAnswer?.(res.json);
        if (res.upstream) upstreams.set(res.upstream, (upstreams.get(res.upstream) ?? 0) + 1);
        pending.delete(p);
      });
      pending.add(p);
    }
    await Promise.all(pending);
    const elapsed = (performance.now() - t0) / 1000;
    const rows = [...kinds.values()]
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .map((s) => {
        const sorted = s.latencies.sort((a, b) => a - b);
        return {
          kind: s.kind,
          count: s.count,
          rps: s.count / elapsed,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          errors: s.errors,
          statuses: s.statuses,
          samples: s.samples,
        };
      });
    const all = [...kinds.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
    return {
      seconds: elapsed,
      requests: all.length,
      rps: all.length / elapsed,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      errors: rows.reduce((a, r) => a + r.errors, 0),
      kinds: rows,
      upstreams: Object.fromEntries(upstreams),
      signedIn: members.length,
    };
  }

  return { prepare, run, finish, stats: () => ({ members: members.length, waitingSignIns: waitingSignIns.length }) };
}
