// Benchmark: the monthly user report's grid in Chromium (the grid's time to render and scroll 10,000 rows).
//
// The built portal (apps/web/dist, built first when missing) is served by the server in its own process on a fresh,
// seeded PGlite; the demo member is signed in with a minted token (as sign-in would mint it). In Debian's Chromium
// (playwright-core, the journeys' launch flags), on the monthly report page, each measured three times (median):
// 1. paste: a 10,000-row block copied from a spreadsheet, pasted at the grid's first cell, from the paste event to the
//    grid answering 10,000 rows and the next frame drawn (rows parsed, checked and drawn);
// 2. saved draft: a draft of 10,000 rows (stored through the upload route with a CSV file), from the navigation to
//    `?reportId=` to the rows drawn (page, its scripts, the report with every row fetched, checked and drawn);
// 3. scroll: the grid's scroll area from top to bottom one screen per frame (a fast fling): frames, their p95 and
//    longest interval, the total time, and the frames whose rows were not drawn yet where the view stood.
// The floor, in the same browser and run: a plain page with the same 10,000 rows as a static HTML table (no script
// but the timing), set into the page and drawn, and scrolled the same way in a box of the grid's size. Printed as
// ratios of the grid's figures to the floor's.
//
//   node --import tsx bench/report-grid.mjs       (or `node bench/run.mjs report-grid`)
//   BENCH_GRID_ROWS sets the row count (10,000); BENCH_GRID_PORT the server's port (a free one).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, runInherit, spawnGroup, waitFor200 } from './lib/process.mjs';
import { figure, fmt, heading, ROOT } from './lib/report.mjs';

const BENCH = 'report-grid';
const ROWS = Number(process.env.BENCH_GRID_ROWS ?? 10_000);
const ROUNDS = 3;
const LOGIN = 'member@alpha-securities.example';
const PRODUCTS = ['KSP-RT-L1', 'KSP-RT-L2', 'KSQ-RT-L1', 'KSQ-RT-L2', 'DRV-FUT-RT', 'DRV-OPT-RT', 'IDX-KRX-RT', 'BND-KTS-EOD'];
const HEADER = [
  'provisionMethod',
  'useCategory',
  'accountNumber',
  'billingCode',
  'variableFeeItem',
  'productCode',
  'vendorProductName',
  'subscriberName',
  'subscriberId',
  'address',
  'city',
  'region',
  'country',
  'quantity',
];
// Aims, stated before the run: a person pasting or opening 10,000 rows waits under a second for the paste and under
// two for a page that also fetches them; a fling stays fluid when 95% of frames come within 50 ms (20 frames a second).
const AIM_PASTE_MS = 1000;
const AIM_LOAD_MS = 2000;
const AIM_FRAME_P95_MS = 50;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** One valid row (the codes of the demo catalogue), varied as real rows are. */
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
    `서울특별시 영등포구 여의대로 ${(i % 300) + 1} ${(i % 40) + 1}층`,
    'Seoul',
    'Asia',
    i % 11 ? 'KR' : 'US',
    String((i % 50) + 1),
  ];
}
const ROW_VALUES = Array.from({ length: ROWS }, (_, i) => reportRow(i));

/** Migrates and seeds the data directory (the demo world), and mints a token for the demo member. */
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
    const token = await new auth.TokenService(secret, 3600).sign({ userId: user.id, companyId: membership.company_id, roles });
    return { token, companyId: membership.company_id };
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
          if (res.statusCode >= 300) reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text.slice(0, 500)}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** An empty monthly draft of an old month (the demo world's months are left alone). */
async function createDraft(base, token, paths, month) {
  const body = Buffer.from(JSON.stringify({ type: 'MONTHLY', reportMonth: month, rows: [] }));
  const { reportId } = await request(base, token, {
    ...paths.createUserReport,
    url: paths.createUserReport.path,
    body,
    contentType: 'application/json',
  });
  return reportId;
}

/** A draft holding the rows, stored through the upload route with a CSV file (the JSON save takes 1 MB at most). */
async function draftWithRows(base, token, paths, month) {
  const reportId = await createDraft(base, token, paths, month);
  const csv = [HEADER, ...ROW_VALUES].map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\n');
  const boundary = `----portalBench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="user-report.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let status = await request(base, token, {
    method: paths.uploadUserReportFile.method,
    url: `${paths.uploadUserReportFile.path}?reportId=${reportId}`,
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  const uploadId = status.uploadId;
  while (status.status === 'CHECKING') {
    await new Promise((r) => setTimeout(r, 100));
    status = await request(base, token, {
      method: paths.getUserReportUpload.method,
      url: paths.getUserReportUpload.path.replace(':reportId', reportId).replace(':uploadId', uploadId),
    });
  }
  if (status.status !== 'APPLIED') throw new Error(`the upload ended ${status.status}: ${JSON.stringify(status).slice(0, 500)}`);
  return reportId;
}

const GRID = '[role=grid]';

/** Waits in the page until the grid answers `rows` rows and its first row is drawn; answers performance.now() after the next frame. */
const whenDrawn = (page, rows) =>
  page.evaluate(
    ({ GRID, rows }) =>
      new Promise((resolve) => {
        const check = () => {
          const grid = document.querySelector(GRID);
          const ok =
            grid &&
            Number(grid.getAttribute('aria-rowcount')) >= rows + 1 &&
            grid.querySelector('[role=row][aria-rowindex="2"] [role=gridcell]')?.textContent?.trim();
          if (ok) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { GRID, rows },
  );

/**
 * Scrolls the element (a selector) from top to bottom one screen per frame; answers the frame intervals, the total
 * time, and how many frames showed no drawn row where the view stood (the grid's rows carry aria-rowindex).
 */
const fling = (page, selector, rowHeight) =>
  page.evaluate(
    ({ selector, rowHeight }) =>
      new Promise((resolve) => {
        const el = document.querySelector(selector);
        el.scrollTop = 0;
        const frames = [];
        let blank = 0;
        let last = null;
        const start = performance.now();
        const step = (ts) => {
          if (last !== null) frames.push(ts - last);
          last = ts;
          if (rowHeight) {
            // The row that should stand at the top of the view now: drawn, or the frame is blank there.
            const want = Math.floor(el.scrollTop / rowHeight) + 2;
            if (!el.querySelector(`[role=row][aria-rowindex="${want}"]`)) blank += 1;
          }
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) {
            resolve({ frames, blank, ms: performance.now() - start, height: el.scrollHeight });
            return;
          }
          el.scrollTop += el.clientHeight;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { selector, rowHeight },
  );

async function gridRuns(browser, base, session, { pasteIds, loadId }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${base}/healthz`);
  await page.evaluate(
    ({ token, companyId, email }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('login_email', email);
      localStorage.setItem('selected_company', String(companyId));
      localStorage.setItem('language', 'en');
    },
    { ...session, email: LOGIN },
  );
  const block = ROW_VALUES.map((r) => r.join('\t')).join('\n');
  const paste = [];
  let scroll = null;
  for (const reportId of pasteIds) {
    await page.goto(`${base}/report/user-report-write?reportId=${reportId}`);
    await page.locator(GRID).waitFor();
    // The empty draft's grid takes the block at its first cell (the paste event bubbles to the grid from a cell).
    const t0 = await page.locator(GRID).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const t = performance.now();
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      return t;
    }, block);
    const t1 = await whenDrawn(page, ROWS);
    paste.push(t1 - t0);
    // The scroll is measured on the last pasted grid (the rows as a person would have them).
    const rowHeight = await page.locator(`${GRID} [role=row][aria-rowindex="2"]`).evaluate((el) => el.getBoundingClientRect().height);
    scroll = { ...(await fling(page, '.editable-grid__scroll', rowHeight)), rowHeight };
    const drawnLast = await page.locator(`${GRID} [role=row][aria-rowindex="${ROWS + 1}"]`).count();
    if (!drawnLast) throw new Error('the grid did not draw its last row at the bottom of the scroll');
  }
  const box = await page.locator('.editable-grid__scroll').evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));

  const load = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    // A fresh start: the navigation's own clock (performance.now() is 0 at the navigation).
    await page.goto(`${base}/healthz`);
    await page.goto(`${base}/report/user-report-write?reportId=${loadId}`, { waitUntil: 'commit' });
    load.push(await whenDrawn(page, ROWS));
  }
  await context.close();
  return { paste, load, scroll, box };
}

/** The floor: the same rows as a static table in a plain page: set and drawn, then scrolled in a box of the grid's size. */
async function floorRuns(browser, box) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = `<table><tbody>${ROW_VALUES.map((r) => `<tr>${r.map((v) => `<td>${esc(v)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const render = [];
  let scroll = null;
  for (let i = 0; i < ROUNDS; i += 1) {
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><style>body{margin:0;font:14px sans-serif}#box{overflow:auto;width:${box.width}px;height:${box.height}px}td{padding:0 8px;height:36px;white-space:nowrap}</style><div id="box"></div>`,
    );
    render.push(
      await page.evaluate(
        (html) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            document.getElementById('box').innerHTML = html;
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
        html,
      ),
    );
    scroll = await fling(page, '#box', 0);
  }
  await context.close();
  return { render, scroll };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    console.info('Building the web app (apps/web/dist is missing)…');
    await runInherit('npm', ['run', 'build', '-w', '@portal/web'], { cwd: ROOT });
  }
  const contract = await import(pathToFileURL(path.join(ROOT, 'packages/contract/src/index.ts')).href);
  const paths = contract.CALL_PATHS;
  heading(`User report grid: ${ROWS.toLocaleString('en-US')} rows in Chromium (the built portal, PGlite)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-grid-'));
  const secret = randomBytes(48).toString('base64url');
  let server;
  let browser;
  try {
    const session = await prepare(dataDir, secret);
    const port = Number(process.env.BENCH_GRID_PORT) || (await freePort());
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
      PUBLIC_URL: base,
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
    };
    delete env.DATABASE_URL;
    delete env.BENCH_RESULTS;
    server = spawnGroup(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env });
    await waitFor200(`${base}/healthz`, { isDead: server.isDead });

    const loadId = await draftWithRows(base, session.token, paths, '2015-01');
    const pasteIds = [];
    for (let i = 0; i < ROUNDS; i += 1)
      pasteIds.push(await createDraft(base, session.token, paths, `2015-${String(i + 2).padStart(2, '0')}`));

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const grid = await gridRuns(browser, base, session, { pasteIds, loadId });
    const floor = await floorRuns(browser, grid.box);

    const floorRender = median(floor.render);
    const pasteMs = median(grid.paste);
    figure({
      bench: BENCH,
      name: 'floor: static 10,000-row table set and drawn',
      value: floorRender,
      unit: 'ms',
      note: `plain page, no script; median of ${ROUNDS}: ${floor.render.map((x) => fmt(x)).join(', ')} ms`,
    });
    figure({
      bench: BENCH,
      name: 'paste of 10,000 rows to drawn',
      value: pasteMs,
      unit: 'ms',
      display: `${fmt(pasteMs)} ms (${fmt(pasteMs / floorRender, 2)}x the floor)`,
      aim: `< ${AIM_PASTE_MS} ms`,
      ok: pasteMs < AIM_PASTE_MS,
      note: `parsed, checked and drawn; median of ${ROUNDS}: ${grid.paste.map((x) => fmt(x)).join(', ')} ms`,
    });
    const loadMs = median(grid.load);
    figure({
      bench: BENCH,
      name: 'saved 10,000-row draft: navigation to drawn',
      value: loadMs,
      unit: 'ms',
      display: `${fmt(loadMs)} ms (${fmt(loadMs / floorRender, 2)}x the floor)`,
      aim: `< ${AIM_LOAD_MS} ms`,
      ok: loadMs < AIM_LOAD_MS,
      note: `page, scripts, every row fetched, checked and drawn; median of ${ROUNDS}: ${grid.load.map((x) => fmt(x)).join(', ')} ms`,
    });
    const fp95 = percentile(floor.scroll.frames, 95);
    figure({
      bench: BENCH,
      name: 'floor: static table scrolled top to bottom',
      value: fp95,
      unit: 'ms',
      display: `p95 frame ${fmt(fp95)} ms`,
      note: `${floor.scroll.frames.length} frames of one screen (${box(grid.box)}), longest ${fmt(Math.max(...floor.scroll.frames))} ms, ${fmt(floor.scroll.ms)} ms in all`,
    });
    const s = grid.scroll;
    const gp95 = percentile(s.frames, 95);
    figure({
      bench: BENCH,
      name: 'grid scrolled top to bottom: p95 frame',
      value: gp95,
      unit: 'ms',
      display: `${fmt(gp95)} ms (${fmt(gp95 / fp95, 2)}x the floor)`,
      aim: `< ${AIM_FRAME_P95_MS} ms`,
      ok: gp95 < AIM_FRAME_P95_MS,
      note: `${s.frames.length} frames of one screen, median ${fmt(median(s.frames))} ms`,
    });
    figure({
      bench: BENCH,
      name: 'grid scrolled top to bottom: longest frame',
      value: Math.max(...s.frames),
      unit: 'ms',
      note: `floor ${fmt(Math.max(...floor.scroll.frames))} ms`,
    });
    figure({
      bench: BENCH,
      name: 'grid scrolled top to bottom: time',
      value: s.ms,
      unit: 'ms',
      display: `${fmt(s.ms)} ms (${fmt(s.ms / floor.scroll.ms, 2)}x the floor)`,
      note: `${fmt(s.height)} px at ${fmt(s.rowHeight)} px a row; frames with no row drawn where the view stood: ${s.blank}`,
    });
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const box = (b) => `${b.width}x${b.height} px`;

await main();
