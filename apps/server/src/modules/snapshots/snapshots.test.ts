import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALL_PATHS, SNAPSHOT_DATA_MAX_BYTES, SNAPSHOT_MAX_VERSIONS, errorMessage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, build, callApi, tenancyCast, type TestContext } from '../../../test/helpers';
import { auditLogs, files } from '../../db/schema/index';
import { attachFiles } from '../files';
import { filesBody, pdf } from '../../../test/files-fixtures';
import { findSnapshot, saveSnapshot } from './service';

let ctx: TestContext;
let dataDir: string;
let member: string; // member@alpha in Alpha (also belongs to Beta)
let memberBeta: string; // the same user using Beta
let colleague: string; // staff@alpha
let outsider: string; // analyst@beta
let sales: string;

const post = (token: string | undefined, entry: ApiCall, payload: unknown, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, entry, { token, lang, payload: payload as Record<string, unknown> });
const get = (token: string | undefined, id: number) =>
  callApi(ctx, CALL_PATHS.getSnapshot, { params: { snapshotsId: id }, token, lang: 'en' });
const del = (token: string | undefined, id: number, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, CALL_PATHS.deleteSnapshot, { params: { snapshotsId: id }, token, lang });

async function save(token: string, body: Record<string, unknown>) {
  const res = await post(token, CALL_PATHS.saveSnapshot, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-snapshots-'));
  ctx = await build({ dataDir });
  ({ member, memberBeta, colleague, outsider, sales } = await tenancyCast(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('saving and reading versions', () => {
  it('creates a draft on the first save, adds a version on each save, and answers the latest', async () => {
    const first = await save(member, {
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'new',
      title: '실시간 시세 신청서',
      memo: '처음 저장',
      data: { products: ['KRX_RT'], quantity: 3, note: '단말기 3대' },
    });
    expect(first).toMatchObject({
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'new',
      scope: 'USER',
      version: 1,
      versionCount: 1,
      title: '실시간 시세 신청서',
    });
    const second = await save(member, {
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'new',
      data: { products: ['KRX_RT', 'KRX_EOD'], quantity: 5 },
      expectedVersion: 1,
    });
    expect(second).toMatchObject({ snapshotsId: first.snapshotsId, version: 2, versionCount: 2, title: '실시간 시세 신청서' });

    const latest = await get(member, first.snapshotsId);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ version: 2, memo: null, data: { products: ['KRX_RT', 'KRX_EOD'], quantity: 5 }, fileUUIDs: [] });

    const histories = await post(member, CALL_PATHS.getSnapshotHistories, { snapshotsId: first.snapshotsId });
    expect(histories.statusCode).toBe(200);
    expect(histories.json()).toMatchObject({ totalCount: 2, pageNumber: 1, pageSize: 10 });
    expect(histories.json().items.map((i: { version: number }) => i.version)).toEqual([2, 1]);
    expect(histories.json().items[1]).toMatchObject({ memo: '처음 저장', snapshotsId: first.snapshotsId });
    expect(histories.json().items[1].dataBytes).toBeGreaterThan(10);
    const byKey = await post(member, CALL_PATHS.getSnapshotHistories, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'new', sort: 'oldest' });
    expect(byKey.json().items.map((i: { version: number }) => i.version)).toEqual([1, 2]);

    const v1 = await post(member, CALL_PATHS.getSnapshotHistory, { snapshotsId: first.snapshotsId, version: 1 });
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({
      version: 1,
      scope: 'USER',
      snapshotType: 'ORDER_DRAFT',
      data: { products: ['KRX_RT'], quantity: 3, note: '단말기 3대' },
    });
    // Saves are in the audit log, reads are not.
    await vi.waitFor(
      async () => {
        const audited = await ctx.db
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.target, String(first.snapshotsId)));
        expect(audited.map((a) => a.action)).toEqual(['SNAPSHOT_SAVE', 'SNAPSHOT_SAVE']);
      },
      { timeout: 10_000 },
    );
    const v9 = await post(member, CALL_PATHS.getSnapshotHistory, { snapshotsId: first.snapshotsId, version: 9 }, 'ko');
    expect(v9.statusCode).toBe(404);
    expect(v9.json()).toEqual({ errorCode: 'SNP1N4042', errorMessage: errorMessage('SNP1N4042', 'ko') });
  });

  it('refuses a save over a newer version than the one the caller loaded', async () => {
    const a = await save(member, { snapshotType: 'CONTRACT_DRAFT', snapshotKey: 'C-1', data: { step: 1 } });
    await save(member, { snapshotType: 'CONTRACT_DRAFT', snapshotKey: 'C-1', data: { step: 2 }, expectedVersion: 1 });
    const stale = await post(
      member,
      CALL_PATHS.saveSnapshot,
      { snapshotType: 'CONTRACT_DRAFT', snapshotKey: 'C-1', data: { step: 'stale' }, expectedVersion: 1 },
      'ko',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('SNP1N4091');
    const notNew = await post(member, CALL_PATHS.saveSnapshot, {
      snapshotType: 'CONTRACT_DRAFT',
      snapshotKey: 'C-1',
      data: {},
      expectedVersion: 0,
    });
    expect(notNew.json().errorCode).toBe('SNP1N4091');
    const gone = await post(member, CALL_PATHS.saveSnapshot, {
      snapshotType: 'CONTRACT_DRAFT',
      snapshotKey: 'C-2',
      data: {},
      expectedVersion: 4,
    });
    expect(gone.json().errorCode).toBe('SNP1N4091');
    expect((await get(member, a.snapshotsId)).json().version).toBe(2);
    // The refused first save left nothing behind.
    expect((await post(member, CALL_PATHS.searchSnapshots, { snapshotKey: 'C-2' })).json().totalCount).toBe(0);
  });

  it('gives each of several simultaneous saves its own version', async () => {
    const me = (await ctx.app.tokens.verify(member))!;
    const saved = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => saveSnapshot(ctx.db, me, { snapshotType: 'REPORT_DRAFT', snapshotKey: '2026-01', data: { n } })),
    );
    expect(saved.map((s) => s.version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(saved.map((s) => s.snapshotsId)).size).toBe(1);
    const found = await findSnapshot(ctx.db, me, { snapshotType: 'REPORT_DRAFT', snapshotKey: '2026-01' });
    expect(found?.version).toBe(5);
  });

  it(`keeps the latest ${SNAPSHOT_MAX_VERSIONS} versions`, async () => {
    const me = (await ctx.app.tokens.verify(member))!;
    let last;
    for (let i = 1; i <= SNAPSHOT_MAX_VERSIONS + 2; i++)
      last = await saveSnapshot(ctx.db, me, { snapshotType: 'LONG_DRAFT', snapshotKey: 'k', data: { i } });
    expect(last).toMatchObject({ version: SNAPSHOT_MAX_VERSIONS + 2, versionCount: SNAPSHOT_MAX_VERSIONS });
    const h = await post(member, CALL_PATHS.getSnapshotHistories, { snapshotsId: last!.snapshotsId, pageSize: 100, sort: 'oldest' });
    expect(h.json().totalCount).toBe(SNAPSHOT_MAX_VERSIONS);
    expect(h.json().items[0].version).toBe(3);
    expect((await post(member, CALL_PATHS.getSnapshotHistory, { snapshotsId: last!.snapshotsId, version: 1 })).json().errorCode).toBe(
      'SNP1N4042',
    );
  });
});

describe('validation', () => {
  it('refuses data over the size limit, unstorable data and bad fields', async () => {
    const big = { rows: 'x'.repeat(SNAPSHOT_DATA_MAX_BYTES) };
    const tooLarge = await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'big', data: big }, 'ko');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ errorCode: 'SNP1N4131', errorMessage: '저장할 데이터가 너무 큽니다. (최대 2MB)' });
    const wayTooLarge = await post(member, CALL_PATHS.saveSnapshot, {
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'big',
      data: { rows: 'x'.repeat(SNAPSHOT_DATA_MAX_BYTES * 2) },
    });
    expect(wayTooLarge.statusCode).toBe(413);
    const nul = await post(member, CALL_PATHS.saveSnapshot, {
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'nul',
      data: { text: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    // Refused by the platform for every call, before the service sees it (decision 035).
    expect(nul.json()).toEqual({ errorCode: 'COM1N4001', errorMessage: 'Invalid format. (data.text)' });
    // A literal backslash-u sequence is fine.
    expect(
      (await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'slash', data: { text: '\\u0000' } }))
        .statusCode,
    ).toBe(200);
    expect((await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'x' })).json().errorCode).toBe(
      'COM1N4000',
    );
    expect((await post(member, CALL_PATHS.saveSnapshot, { snapshotKey: 'x', data: {} })).json().errorCode).toBe('COM1N4000');
    expect(
      (await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'order draft', snapshotKey: 'x', data: {} })).json().errorCode,
    ).toBe('COM1N4001');
    expect(
      (await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'x', data: [1, 2] })).json().errorCode,
    ).toBe('COM1N4001');
    expect(
      (await post(member, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'x', data: {}, scope: 'WORLD' })).json()
        .errorCode,
    ).toBe('COM1N4001');
    expect((await post(member, CALL_PATHS.getSnapshotHistories, {})).json().errorCode).toBe('COM1N4001');
    expect((await post(member, CALL_PATHS.getSnapshotHistory, { snapshotsId: 1 })).json().errorCode).toBe('COM1N4000');
    expect((await callApi(ctx, CALL_PATHS.getSnapshot, { params: { snapshotsId: 'abc' }, token: member })).json().errorCode).toBe(
      'COM1N4001',
    );
  });

  it('needs a session on every call', async () => {
    expect((await post(undefined, CALL_PATHS.saveSnapshot, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'x', data: {} })).statusCode).toBe(
      401,
    );
    expect((await post(undefined, CALL_PATHS.searchSnapshots, {})).json().errorCode).toBe('ATH1N4001');
    expect((await post(undefined, CALL_PATHS.getSnapshotHistories, { snapshotsId: 1 })).statusCode).toBe(401);
    expect((await post(undefined, CALL_PATHS.getSnapshotHistory, { snapshotsId: 1, version: 1 })).statusCode).toBe(401);
    expect((await get(undefined, 1)).statusCode).toBe(401);
    expect((await del(undefined, 1)).statusCode).toBe(401);
  });
});

describe("scope: a draft is its writer's, a shared snapshot its company's, nothing crosses companies", () => {
  let draft: { snapshotsId: number };
  let shared: { snapshotsId: number };
  let betaDraft: { snapshotsId: number };

  beforeAll(async () => {
    draft = await save(member, { snapshotType: 'SCOPE_TEST', snapshotKey: 'draft-1', data: { secret: 'mine' } });
    shared = await save(member, { snapshotType: 'SCOPE_TEST', snapshotKey: 'order-77', scope: 'COMPANY', data: { order: 77 } });
    betaDraft = await save(outsider, { snapshotType: 'SCOPE_TEST', snapshotKey: 'draft-1', data: { secret: 'beta' } });
  });

  it("keeps a draft from the writer's colleagues and from the writer's other company", async () => {
    expect((await get(member, draft.snapshotsId)).statusCode).toBe(200);
    const colleagueRead = await get(colleague, draft.snapshotsId);
    expect(colleagueRead.statusCode).toBe(404);
    expect(colleagueRead.json().errorCode).toBe('SNP1N4041');
    expect((await get(memberBeta, draft.snapshotsId)).statusCode).toBe(404);
    expect((await post(colleague, CALL_PATHS.getSnapshotHistories, { snapshotsId: draft.snapshotsId })).statusCode).toBe(404);
    expect((await post(colleague, CALL_PATHS.getSnapshotHistory, { snapshotsId: draft.snapshotsId, version: 1 })).statusCode).toBe(404);
    expect((await del(colleague, draft.snapshotsId)).statusCode).toBe(404);
    // The same type and key are another draft for another writer.
    const colleagueDraft = await save(colleague, { snapshotType: 'SCOPE_TEST', snapshotKey: 'draft-1', data: { secret: 'colleague' } });
    expect(colleagueDraft.snapshotsId).not.toBe(draft.snapshotsId);
    expect((await get(member, draft.snapshotsId)).json().data).toEqual({ secret: 'mine' });
  });

  it('shares a COMPANY snapshot with the company: colleagues read it and save versions', async () => {
    expect((await get(colleague, shared.snapshotsId)).json().data).toEqual({ order: 77 });
    const v2 = await save(colleague, {
      snapshotType: 'SCOPE_TEST',
      snapshotKey: 'order-77',
      scope: 'COMPANY',
      data: { order: 77, checked: true },
    });
    expect(v2).toMatchObject({ snapshotsId: shared.snapshotsId, version: 2 });
    expect(
      (
        await post(member, CALL_PATHS.getSnapshotHistories, { snapshotType: 'SCOPE_TEST', snapshotKey: 'order-77', scope: 'COMPANY' })
      ).json().totalCount,
    ).toBe(2);
  });

  it('lets no member of another company read, list or delete anything by any id', async () => {
    for (const id of [draft.snapshotsId, shared.snapshotsId]) {
      expect((await get(outsider, id)).statusCode).toBe(404);
      expect((await get(memberBeta, id)).statusCode).toBe(404);
      expect((await post(outsider, CALL_PATHS.getSnapshotHistories, { snapshotsId: id })).statusCode).toBe(404);
      expect((await post(outsider, CALL_PATHS.getSnapshotHistory, { snapshotsId: id, version: 1 })).statusCode).toBe(404);
      expect((await del(outsider, id)).statusCode).toBe(404);
    }
    expect(
      (await post(outsider, CALL_PATHS.getSnapshotHistories, { snapshotType: 'SCOPE_TEST', snapshotKey: 'order-77', scope: 'COMPANY' }))
        .statusCode,
    ).toBe(404);
    const list = await post(outsider, CALL_PATHS.searchSnapshots, { snapshotType: 'SCOPE_TEST' });
    expect(list.json().items.map((i: { snapshotsId: number }) => i.snapshotsId)).toEqual([betaDraft.snapshotsId]);
    // Provider staff see their own company only through these calls.
    expect((await get(sales, shared.snapshotsId)).statusCode).toBe(404);
    expect((await get(member, betaDraft.snapshotsId)).statusCode).toBe(404);
    expect((await get(member, shared.snapshotsId)).statusCode).toBe(200);
  });

  it('searches by type, key (exact or prefix) and scope, with paging and sort', async () => {
    await save(member, { snapshotType: 'SEARCH_TEST', snapshotKey: 'A-1', data: {} });
    await save(member, { snapshotType: 'SEARCH_TEST', snapshotKey: 'A-2', data: {} });
    await save(member, { snapshotType: 'SEARCH_TEST', snapshotKey: 'B-1', data: {} });
    await save(member, { snapshotType: 'SEARCH_TEST', snapshotKey: 'A_3', scope: 'COMPANY', data: {} });
    const all = await post(member, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST' });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((i: { snapshotKey: string }) => i.snapshotKey)).toEqual(['A_3', 'B-1', 'A-2', 'A-1']);
    const prefix = await post(member, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST', snapshotKey: 'A-*', sort: 'oldest' });
    expect(prefix.json().items.map((i: { snapshotKey: string }) => i.snapshotKey)).toEqual(['A-1', 'A-2']);
    expect((await post(member, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST', snapshotKey: 'B-1' })).json().totalCount).toBe(1);
    expect((await post(member, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST', scope: 'COMPANY' })).json().items).toHaveLength(
      1,
    );
    const paged = await post(member, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST', pageSize: 10, pageNumber: 2 });
    expect(paged.json()).toMatchObject({ items: [], totalCount: 4, pageNumber: 2 });
    expect(all.json().items[0]).not.toHaveProperty('data');
    // A colleague sees the shared one only.
    expect(
      (await post(colleague, CALL_PATHS.searchSnapshots, { snapshotType: 'SEARCH_TEST' }))
        .json()
        .items.map((i: { snapshotKey: string }) => i.snapshotKey),
    ).toEqual(['A_3']);
    expect((await post(member, CALL_PATHS.searchSnapshots, { pageSize: 7 })).json().errorCode).toBe('COM1N4001');
  });

  it("lets a draft's writer delete it, and only the first writer delete a shared one", async () => {
    const refused = await del(colleague, shared.snapshotsId, 'ko');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorCode: 'SNP1N4030', errorMessage: errorMessage('SNP1N4030', 'ko') });
    expect((await del(member, shared.snapshotsId)).json()).toEqual({ snapshotsId: shared.snapshotsId });
    expect((await get(member, shared.snapshotsId)).statusCode).toBe(404);
    expect((await post(member, CALL_PATHS.getSnapshotHistory, { snapshotsId: shared.snapshotsId, version: 1 })).statusCode).toBe(404);
    expect((await del(member, draft.snapshotsId)).statusCode).toBe(200);
    expect((await del(member, draft.snapshotsId)).statusCode).toBe(404);
  });
});

describe('files held by a draft', () => {
  async function uploadPdf(token: string, name: string, text: string): Promise<string> {
    const body = filesBody([{ name, content: pdf(text) }]);
    const res = await callApi(ctx, CALL_PATHS.uploadFiles, {
      query: { fileTypeGroup: 'ORDER' },
      token,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().files[0].fileUUID;
  }
  const statusOf = async (id: string) => (await ctx.db.select({ s: files.status }).from(files).where(eq(files.id, id)))[0]?.s;

  it('keeps the files of a draft, lets a submitted record take them, and releases the rest with the draft', async () => {
    const a = await uploadPdf(member, 'plan.pdf', 'plan');
    const b = await uploadPdf(member, 'terms.pdf', 'terms');
    const saved = await save(member, { snapshotType: 'ORDER_DRAFT', snapshotKey: 'with-files', data: { step: 3 }, fileUUIDs: [a, b] });
    expect(await statusOf(a)).toBe('DRAFT');
    expect((await get(member, saved.snapshotsId)).json().fileUUIDs.sort()).toEqual([a, b].sort());
    // Someone else's file cannot be put in my draft.
    const theirs = await uploadPdf(colleague, 'theirs.pdf', 'theirs');
    const refused = await post(member, CALL_PATHS.saveSnapshot, {
      snapshotType: 'ORDER_DRAFT',
      snapshotKey: 'with-files',
      data: {},
      fileUUIDs: [theirs],
    });
    expect(refused.json().errorCode).toBe('FIL1N4041');
    expect((await get(member, saved.snapshotsId)).json().version).toBe(1);

    // Submitting the order takes file a from the draft.
    await attachFiles(ctx.db, (await ctx.app.tokens.verify(member))!, { ownerType: 'ORDER', ownerId: 'O-1', fileUUIDs: [a] });
    expect(await statusOf(a)).toBe('ATTACHED');
    expect((await del(member, saved.snapshotsId)).statusCode).toBe(200);
    expect(await statusOf(a)).toBe('ATTACHED');
    expect(await statusOf(b)).toBe('RELEASED');
  });
});
