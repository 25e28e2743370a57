import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_PACK_MANIFEST,
  AUDIT_PACK_SIGNATURE,
  CALL_PATHS,
  formatKoreaDate,
  ROLE,
  type TAuditPack,
  type TAuditPackKeys,
  type TAuditPackManifest,
  type TAuditPackVerification,
} from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPacks, requestHistory, requests } from '../../db/schema/index';
import { multipartBody } from '../../../test/files-fixtures';
import { build, callApi, loginAs, openApiDocument, openApiOperation, tenancyCast, type TestContext } from '../../../test/helpers';
import { JOB_AUDIT_PACKS, keysFromPublished, verifyPack } from '.';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
let admin: string;
let reviewer: string;
let reporter: string;
const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-pack-test-'));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The current Korean month and the one `n` months before. */
const monthBack = (n: number) => {
  const [y, m] = formatKoreaDate(new Date()).slice(0, 7).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const YEAR = { fromMonth: monthBack(11), toMonth: monthBack(0) };

let goodPack: Buffer;
let goodPackFile: string;
let pubPemFile: string;

beforeAll(async () => {
  ctx = await build({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'audit-pack-data-')) });
  cast = await tenancyCast(ctx);
  admin = await loginAs(ctx, ROLE.providerAdmin);
  reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
  // The demo's proxy reporter is also a member of 알파증권: a token in the proxy reporter's role alone.
  const demoReporter = (await ctx.app.tokens.verify(await loginAs(ctx, ROLE.proxyReporter)))!;
  reporter = await ctx.app.tokens.sign({ userId: demoReporter.userId, companyId: demoReporter.companyId, roles: [ROLE.proxyReporter] });
});
afterAll(() => ctx.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'ko' | 'en') =>
  callApi(ctx, CALL_PATHS.createAuditPack, { token, payload: body, lang });
const status = (token: string, packId: number) => callApi(ctx, CALL_PATHS.getAuditPack, { token, params: { packId } });
const verifyCall = (token: string, pack: Buffer, lang?: 'ko' | 'en') => {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'pack.zip', content: pack, contentType: 'application/zip' }]);
  return callApi(ctx, CALL_PATHS.verifyAuditPack, { token, payload, headers, lang });
};

async function published() {
  const res = await callApi(ctx, CALL_PATHS.getAuditPackKeys);
  expect(res.statusCode).toBe(200);
  return res.json() as TAuditPackKeys;
}

/** A pack rebuilt with a change: `edit` gets the entries (name -> bytes) and may change, add or remove them. */
async function rebuilt(edit: (files: Map<string, Buffer>) => void): Promise<Buffer> {
  const zip = await JSZip.loadAsync(goodPack);
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files)) if (!zip.files[name]!.dir) files.set(name, await zip.files[name]!.async('nodebuffer'));
  edit(files);
  const out = new JSZip();
  for (const [name, bytes] of files) out.file(name, bytes);
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('the audit pack of the demo world', () => {
  let packId: number;

  it('is asked for by a member, built in the background with progress, and downloads as a ZIP that verifies', async () => {
    // A provider's internal memo on a version of one of Alpha's requests, and a member's memo on another: the pack
    // keeps the member's and never the provider's (checked in the next test).
    const alphaVersions = (role: readonly string[]) =>
      ctx.db
        .select({ id: requestHistory.id })
        .from(requestHistory)
        .innerJoin(requests, eq(requests.id, requestHistory.requestId))
        .where(
          and(
            eq(requests.companyId, cast.alphaId),
            inArray(requests.kind, ['userReport', 'nonDisplay']),
            inArray(requestHistory.actorRole, role),
          ),
        )
        .limit(1);
    const [byProvider] = await alphaVersions([ROLE.sales, ROLE.providerAdmin]);
    const [byMember] = await alphaVersions([ROLE.customer]);
    await ctx.db.update(requestHistory).set({ memo: 'INTERNAL-MEMO-7731' }).where(eq(requestHistory.id, byProvider!.id));
    await ctx.db.update(requestHistory).set({ memo: 'MEMBER-MEMO-5512' }).where(eq(requestHistory.id, byMember!.id));

    const res = await create(cast.member, YEAR);
    expect(res.statusCode).toBe(201);
    const asked = res.json() as TAuditPack;
    expect(asked).toMatchObject({ state: 'QUEUED', companyId: cast.alphaId, customerCode: 'C1001', documentsDone: 0, ...YEAR });
    packId = asked.packId;
    expect(res.headers['cache-control']).toBe('no-store');

    // The same pack again while it waits: refused.
    expect((await create(cast.member, YEAR)).json().errorCode).toBe('ADP1N4092');

    expect(await ctx.app.jobs.runNow(JOB_AUDIT_PACKS)).toBeGreaterThanOrEqual(1);
    const ready = (await status(cast.member, packId)).json() as TAuditPack;
    expect(ready.state).toBe('READY');
    expect(ready.documentsTotal).toBeGreaterThan(10);
    expect(ready.documentsDone).toBe(ready.documentsTotal);
    expect(ready.keyId).toBe((await published()).keys[0]!.keyId);

    const download = await callApi(ctx, CALL_PATHS.downloadAuditPack, { token: cast.member, params: { packId } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('no-store');
    goodPack = download.rawPayload;
    expect(goodPack.length).toBe(ready.sizeBytes);
    expect(createHash('sha256').update(goodPack).digest('hex')).toBe(ready.sha256);
    goodPackFile = path.join(dir, 'good.zip');
    writeFileSync(goodPackFile, goodPack);

    // Offline: the verifier with the published key only.
    const keys = keysFromPublished((await published()).keys);
    const verdict = await verifyPack(goodPackFile, keys);
    expect(verdict.problems).toEqual([]);
    expect(verdict).toMatchObject({ ok: true, keyId: ready.keyId, customerCode: 'C1001', ...YEAR });
    pubPemFile = path.join(dir, 'portal.pem');
    writeFileSync(pubPemFile, (await published()).keys[0]!.publicKeyPem);
  });

  it('holds every section: agreements and archives, standard documents, price lists, declarations, reports, bills, the audit trail', async () => {
    const zip = await JSZip.loadAsync(goodPack);
    const manifest = JSON.parse(await zip.file(AUDIT_PACK_MANIFEST)!.async('string')) as TAuditPackManifest;
    const kinds = new Set(manifest.files.map((f) => f.kind));
    for (const kind of [
      'contract',
      'agreement-archive',
      'standard-document',
      'price-list',
      'report-version',
      'report-rows',
      'bill',
      'reconciliation-version',
      'reconciliation-comparison',
      'audit-trail',
    ])
      expect(kinds, kind).toContain(kind);
    // Each bill month has its PDF and its Excel; each report version names who acted, in which role, when.
    const bills = manifest.files.filter((f) => f.kind === 'bill').map((f) => f.path);
    expect(bills.some((p) => p.endsWith('statement.pdf'))).toBe(true);
    expect(bills.some((p) => p.endsWith('statement.xlsx'))).toBe(true);
    const version = manifest.files.find((f) => f.kind === 'report-version')!;
    const content = JSON.parse(await zip.file(version.path)!.async('string'));
    expect(content).toMatchObject({
      number: version.number,
      version: version.version,
      actor: { role: expect.any(String), name: expect.any(String) },
    });
    expect(content.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The trail is NDJSON: one JSON object a line, the request history and the audit log's rows of those documents.
    const trail = (await zip.file('audit-trail.ndjson')!.async('string'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(trail.some((t) => t.source === 'request-history')).toBe(true);
    // A reconciliation's comparison: its period, counting rule, extract's hash, and entitled against reported per cell.
    const comparison = JSON.parse(
      await zip.file(manifest.files.find((f) => f.kind === 'reconciliation-comparison')!.path)!.async('string'),
    );
    expect(comparison.extract.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(comparison.cells.length).toBeGreaterThan(0);
    expect(comparison.cells[0]).toEqual({
      month: expect.any(String),
      productCode: expect.any(String),
      useCategory: expect.any(String),
      entitled: expect.any(Number),
      reported: expect.any(Number),
    });
    // The versions carry the member's memo and never the provider's internal one.
    const versions = await Promise.all(
      manifest.files.filter((f) => f.kind.endsWith('-version')).map((f) => zip.file(f.path)!.async('string')),
    );
    expect(versions.some((v) => v.includes('MEMBER-MEMO-5512'))).toBe(true);
    expect(versions.some((v) => v.includes('INTERNAL-MEMO-7731'))).toBe(false);
    // No other company's document: every report and agreement is Alpha's.
    expect(manifest.company).toMatchObject({ companyId: cast.alphaId, customerCode: 'C1001' });
    expect(manifest.signature.keyId).toBe((await published()).keys[0]!.keyId);
  });

  it('verifies on the page call, and names the file of each tampering', async () => {
    const good = await verifyCall(cast.member, goodPack);
    expect(good.statusCode).toBe(200);
    expect((good.json() as TAuditPackVerification).ok).toBe(true);

    const zip = await JSZip.loadAsync(goodPack);
    const manifest = JSON.parse(await zip.file(AUDIT_PACK_MANIFEST)!.async('string')) as TAuditPackManifest;
    const target = manifest.files.find((f) => f.kind === 'price-list')!.path;
    const removed = manifest.files.find((f) => f.kind === 'bill')!.path;

    const changed = await rebuilt((files) => {
      const b = Buffer.from(files.get(target)!);
      b[10] = b[10]! ^ 1;
      files.set(target, b);
    });
    const missing = await rebuilt((files) => files.delete(removed));
    const added = await rebuilt((files) => files.set('bills/extra-invoice.pdf', Buffer.from('%PDF-1.4 not ours')));
    const other = generateKeyPairSync('ed25519');
    const resigned = await rebuilt((files) => {
      const m = JSON.parse(files.get(AUDIT_PACK_MANIFEST)!.toString('utf8')) as TAuditPackManifest;
      m.company.name = 'Someone else';
      const bytes = Buffer.from(JSON.stringify(m, null, 2) + '\n');
      files.set(AUDIT_PACK_MANIFEST, bytes);
      files.set(AUDIT_PACK_SIGNATURE, sign(null, bytes, other.privateKey));
    });

    const problemsOf = async (pack: Buffer) => {
      const res = await verifyCall(cast.member, pack);
      expect(res.statusCode).toBe(200);
      const v = res.json() as TAuditPackVerification;
      expect(v.ok).toBe(false);
      return v.problems.map((p) => `${p.code} ${p.file}`);
    };
    expect(await problemsOf(changed)).toEqual([`CHANGED ${target}`]);
    expect(await problemsOf(missing)).toEqual([`MISSING ${removed}`]);
    expect(await problemsOf(added)).toEqual(['ADDED bills/extra-invoice.pdf']);
    expect(await problemsOf(resigned)).toEqual([`SIGNATURE ${AUDIT_PACK_MANIFEST}`]);
    // A file that is not a ZIP at all.
    expect(await problemsOf(Buffer.from('hello, not a zip'))).toEqual(['ARCHIVE ']);

    for (const [name, pack] of Object.entries({ changed, missing, added, resigned })) writeFileSync(path.join(dir, `${name}.zip`), pack);
  });

  it('npm run verify-pack: exit 0 for a good pack, 1 with the problems by file, 2 when it cannot run', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'scripts/verify-pack.mjs'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, INIT_CWD: dir },
      });
    const good = run('good.zip', '--key', 'portal.pem');
    expect(good.stdout).toContain('GOOD');
    expect(good.status).toBe(0);
    const changed = run('changed.zip', '--key', 'portal.pem');
    expect(changed.status).toBe(1);
    expect(changed.stdout).toMatch(/CHANGED\s+price-lists\//);
    const resigned = run('resigned.zip', '--key', 'portal.pem');
    expect(resigned.status).toBe(1);
    expect(resigned.stdout).toMatch(/SIGNATURE\s+manifest\.json/);
    expect(run('no-such-pack.zip', '--key', 'portal.pem').status).toBe(2);
    expect(run().status).toBe(2);
  });

  it('publishes the key in the OpenAPI document as a public call, and declares the download binary and the verification multipart', async () => {
    const doc = await openApiDocument(ctx);
    const [dl, dlMethod] = openApiOperation(CALL_PATHS.downloadAuditPack);
    expect(doc.paths[dl][dlMethod].responses['200'].content['application/zip'].schema).toMatchObject({ type: 'string', format: 'binary' });
    const [vf, vfMethod] = openApiOperation(CALL_PATHS.verifyAuditPack);
    expect(Object.keys(doc.paths[vf][vfMethod].requestBody.content)).toEqual(['multipart/form-data']);
    const [key, keyMethod] = openApiOperation(CALL_PATHS.getAuditPackKeys);
    expect(doc.paths[key][keyMethod].security ?? []).toEqual([]);
    const keys = await published();
    expect(keys.keys[0]).toMatchObject({
      algorithm: 'Ed25519',
      current: true,
      jwk: { kty: 'OKP', crv: 'Ed25519', kid: keys.keys[0]!.keyId },
    });
    expect(keys.keys[0]!.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });
});

describe('who may make and read packs', () => {
  it('refuses the roles without the right on every call, and a caller without a token', async () => {
    const sales = cast.sales;
    for (const token of [reporter, sales]) {
      expect((await create(token, YEAR)).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.searchAuditPacks, { token, payload: {} })).statusCode).toBe(403);
      expect((await status(token, 1)).statusCode).toBe(403);
      expect((await callApi(ctx, CALL_PATHS.downloadAuditPack, { token, params: { packId: 1 } })).statusCode).toBe(403);
      expect((await verifyCall(token, Buffer.from('x'))).statusCode).toBe(403);
    }
    expect((await callApi(ctx, CALL_PATHS.createAuditPack, { payload: YEAR })).statusCode).toBe(401);
  });

  it('lets the exchange reviewer and the provider administrator make the pack of a customer they name', async () => {
    expect((await create(reviewer, YEAR)).json().errorCode).toBe('ADP1N4004');
    const made = await create(reviewer, { ...YEAR, companyId: cast.betaId });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ companyId: cast.betaId, customerCode: 'C1002' });
    const byAdmin = await create(admin, { fromMonth: monthBack(2), toMonth: monthBack(1), companyId: cast.alphaId }, 'en');
    expect(byAdmin.statusCode).toBe(201);
    // Not a customer (the provider's own company): not found.
    const list = (await callApi(ctx, CALL_PATHS.searchAuditPacks, { token: admin, payload: {} })).json();
    expect(list.items.map((p: TAuditPack) => p.companyId)).toEqual(expect.arrayContaining([cast.alphaId, cast.betaId]));
    const onlyBeta = (await callApi(ctx, CALL_PATHS.searchAuditPacks, { token: reviewer, payload: { companyId: cast.betaId } })).json();
    expect(onlyBeta.items.every((p: TAuditPack) => p.companyId === cast.betaId)).toBe(true);
  });

  it('keeps a member to their own company: another company’s pack id answers not found, naming another company is refused', async () => {
    const beta = (await callApi(ctx, CALL_PATHS.searchAuditPacks, { token: reviewer, payload: { companyId: cast.betaId } })).json()
      .items[0] as TAuditPack;
    const seen = await status(cast.member, beta.packId);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().errorCode).toBe('ADP1N4041');
    expect((await callApi(ctx, CALL_PATHS.downloadAuditPack, { token: cast.member, params: { packId: beta.packId } })).statusCode).toBe(
      404,
    );
    // The same member signed in to Beta sees it (their token's company).
    expect((await status(cast.memberBeta, beta.packId)).statusCode).toBe(200);
    const named = await create(cast.member, { ...YEAR, companyId: cast.betaId }, 'en');
    expect(named.statusCode).toBe(403);
    expect(named.json()).toEqual({ errorCode: 'ADP1N4031', errorMessage: 'You cannot make the audit pack of another company.' });
    // The member's list holds only Alpha's packs.
    const mine = (await callApi(ctx, CALL_PATHS.searchAuditPacks, { token: cast.member, payload: {} })).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((p: TAuditPack) => p.companyId === cast.alphaId)).toBe(true);
  });

  it('answers bad input with a clear error in the request’s language and records nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(auditPacks))[0]!.n;
    const reversed = await create(cast.member, { fromMonth: monthBack(1), toMonth: monthBack(3) }, 'en');
    expect(reversed.json()).toEqual({ errorCode: 'ADP1N4001', errorMessage: 'The first month cannot be after the last month.' });
    const long = await create(cast.member, { fromMonth: monthBack(30), toMonth: monthBack(0) });
    expect(long.json().errorCode).toBe('ADP1N4002');
    expect(long.json().errorMessage).toContain('24개월');
    const future = await create(cast.member, { fromMonth: monthBack(0), toMonth: monthBack(-2) });
    expect(future.json().errorCode).toBe('ADP1N4003');
    const products = await create(cast.member, { ...YEAR, productCodes: ['NO-SUCH'] }, 'en');
    expect(products.json()).toMatchObject({ errorCode: 'ADP1N4005', errorMessage: 'Unknown product codes: NO-SUCH' });
    expect((await create(cast.member, { fromMonth: '2026-13', toMonth: '2026-12' })).statusCode).toBe(400);
    expect((await ctx.db.select({ n: count() }).from(auditPacks))[0]!.n).toBe(before);
    // A verification whose multipart body is cut short (as the fuzzer sent it) is the caller's error, in its language.
    for (const [lang, message] of [
      ['ko', '요청 본문을 읽을 수 없습니다.'],
      ['en', 'The request body could not be read.'],
    ] as const) {
      const cut = await callApi(ctx, CALL_PATHS.verifyAuditPack, {
        token: cast.member,
        lang,
        headers: { 'content-type': 'multipart/form-data; boundary=xx' },
        payload: '--xx\nContent-Disposition: form-data; name="file"; filename="../../a .csv"\n\nabc',
      });
      expect([cut.statusCode, cut.json()]).toEqual([400, { errorCode: 'COM1N4003', errorMessage: message }]);
    }
    // A pack still building cannot be downloaded yet.
    const waiting = (await ctx.db.select().from(auditPacks).where(eq(auditPacks.state, 'QUEUED')))[0]!;
    const early = await callApi(ctx, CALL_PATHS.downloadAuditPack, { token: admin, params: { packId: waiting.id } });
    expect(early.json().errorCode).toBe('ADP1N4091');
  });
});
