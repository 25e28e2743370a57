import {
  SNAPSHOT_DATA_MAX_BYTES,
  SNAPSHOT_DATA_MAX_MB,
  SNAPSHOT_MAX_VERSIONS,
  UPLOAD_MAX_FILES,
  type TPage,
  type TSnapshot,
  type TSnapshotScope,
  type TSnapshotSummary,
  type TSnapshotVersion,
  type TSnapshotVersionSummary,
} from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { attachFiles, listFilesOf, releaseFilesOf } from '../files';
import * as repo from './repo';
import type { SnapshotRow } from './repo';
import { toPage } from '../../platform/paging';

/**
 * Snapshots: versioned copies of records and drafts, in the company of the caller's token. A USER snapshot
 * (a draft) is its writer's alone; a COMPANY snapshot is shared with the company's members. Other areas save
 * their drafts through these functions or through the routes.
 */

/** Files held by a snapshot are attached to this owner type (docs/decisions/020-uploads.md). */
export const SNAPSHOT_FILE_OWNER = 'SNAPSHOT';

export type SnapshotActor = Pick<AuthContext, 'userId' | 'companyId' | 'roles'>;

function viewer(actor: SnapshotActor): repo.Viewer {
  // Everything lives in a company: a token without one can hold no snapshot.
  if (!(actor.companyId > 0)) throw new AppError('ATH1N4030');
  return { companyId: actor.companyId, userId: actor.userId };
}

const scopeOf = (row: SnapshotRow): TSnapshotScope => (row.ownerUserId === 0 ? 'COMPANY' : 'USER');

function toSummary(row: SnapshotRow): TSnapshotSummary {
  return {
    snapshotsId: row.id,
    snapshotType: row.snapshotType,
    snapshotKey: row.snapshotKey,
    scope: scopeOf(row),
    title: row.title,
    version: row.latestVersion,
    versionCount: row.versionCount,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A NUL character cannot be stored in jsonb: an escaped \u0000 not itself preceded by an escaping backslash.
const JSON_NUL = /(^|[^\\])(\\\\)*\\u0000/;

/** The JSON text of the data, refused when too large or unstorable. */
function measure(data: Record<string, unknown>): number {
  const json = JSON.stringify(data);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > SNAPSHOT_DATA_MAX_BYTES) throw new AppError('SNP1N4131', { max: SNAPSHOT_DATA_MAX_MB });
  if (JSON_NUL.test(json)) throw new AppError('SNP1N4001');
  return bytes;
}

export interface SaveSnapshotInput {
  snapshotType: string;
  snapshotKey: string;
  scope?: TSnapshotScope;
  title?: string;
  memo?: string;
  data: Record<string, unknown>;
  expectedVersion?: number;
  fileUUIDs?: string[];
}

/**
 * Saves a new version (the first save creates the snapshot). With `expectedVersion`, refuses when the latest
 * version is another (SNP1N4091): 0 means "I expect none". Keeps the latest SNAPSHOT_MAX_VERSIONS versions.
 */
export async function saveSnapshot(db: Db, actor: SnapshotActor, input: SaveSnapshotInput): Promise<TSnapshotSummary> {
  const v = viewer(actor);
  const dataBytes = measure(input.data);
  const scope = input.scope ?? 'USER';
  const ownerUserId = scope === 'USER' ? actor.userId : 0;
  return db.transaction(async (tx) => {
    const now = new Date();
    let head = await repo.insertHead(tx, {
      companyId: v.companyId,
      ownerUserId,
      scope,
      snapshotType: input.snapshotType,
      snapshotKey: input.snapshotKey,
      title: input.title ?? null,
      latestVersion: 1,
      versionCount: 1,
      createdBy: actor.userId,
      updatedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (head) {
      if (input.expectedVersion !== undefined && input.expectedVersion !== 0) throw new AppError('SNP1N4091');
    } else {
      const current = await repo.findByKey(
        tx,
        v,
        { snapshotType: input.snapshotType, snapshotKey: input.snapshotKey, ownerUserId },
        { lock: true },
      );
      if (!current) throw new AppError('SNP1N4091');
      if (input.expectedVersion !== undefined && input.expectedVersion !== current.latestVersion) throw new AppError('SNP1N4091');
      head = await repo.updateHead(tx, current.id, {
        latestVersion: current.latestVersion + 1,
        versionCount: Math.min(current.versionCount + 1, SNAPSHOT_MAX_VERSIONS),
        title: input.title ?? current.title,
        updatedBy: actor.userId,
        updatedAt: now,
      });
    }
    await repo.insertVersion(tx, {
      snapshotId: head.id,
      version: head.latestVersion,
      data: input.data,
      dataBytes,
      memo: input.memo ?? null,
      createdBy: actor.userId,
      createdAt: now,
    });
    await repo.pruneVersions(tx, head.id, head.latestVersion - SNAPSHOT_MAX_VERSIONS);
    if (input.fileUUIDs?.length) {
      await attachFiles(tx, actor, {
        ownerType: SNAPSHOT_FILE_OWNER,
        ownerId: head.id,
        fileUUIDs: input.fileUUIDs,
        draft: true,
        ownerCompanyId: v.companyId,
        maxFiles: UPLOAD_MAX_FILES * 4,
      });
    }
    return toSummary(head);
  });
}

/** A snapshot with its latest version, or SNP1N4041 when the caller cannot see it. */
export async function getSnapshot(db: DbOrTx, actor: SnapshotActor, snapshotsId: number): Promise<TSnapshot> {
  const head = await repo.findVisible(db, viewer(actor), snapshotsId);
  if (!head) throw new AppError('SNP1N4041');
  const version = await repo.findVersion(db, head.id, head.latestVersion);
  if (!version) throw new AppError('SNP1N4042');
  const files = (await listFilesOf(db, SNAPSHOT_FILE_OWNER, [head.id])).get(String(head.id)) ?? [];
  return {
    ...toSummary(head),
    memo: version.memo,
    data: version.data as Record<string, unknown>,
    fileUUIDs: files.map((f) => f.fileUUID),
  };
}

/** The latest snapshot of a type and key (e.g. to reopen a draft), or null. */
export async function findSnapshot(
  db: DbOrTx,
  actor: SnapshotActor,
  key: { snapshotType: string; snapshotKey: string; scope?: TSnapshotScope },
): Promise<TSnapshot | null> {
  const v = viewer(actor);
  const head = await repo.findByKey(db, v, {
    snapshotType: key.snapshotType,
    snapshotKey: key.snapshotKey,
    ownerUserId: (key.scope ?? 'USER') === 'USER' ? actor.userId : 0,
  });
  return head ? getSnapshot(db, actor, head.id) : null;
}

export async function searchSnapshots(db: DbOrTx, actor: SnapshotActor, filters: repo.SearchFilters): Promise<TPage<TSnapshotSummary>> {
  const { rows, total } = await repo.search(db, viewer(actor), filters);
  return toPage(rows.map(toSummary), total, filters);
}

async function resolveHead(
  db: DbOrTx,
  actor: SnapshotActor,
  ref: { snapshotsId?: number; snapshotType?: string; snapshotKey?: string; scope?: TSnapshotScope },
): Promise<SnapshotRow> {
  const v = viewer(actor);
  const head =
    ref.snapshotsId !== undefined
      ? await repo.findVisible(db, v, ref.snapshotsId)
      : await repo.findByKey(db, v, {
          snapshotType: ref.snapshotType!,
          snapshotKey: ref.snapshotKey!,
          ownerUserId: (ref.scope ?? 'USER') === 'USER' ? actor.userId : 0,
        });
  if (!head) throw new AppError('SNP1N4041');
  return head;
}

/** The versions of one snapshot, newest first by default. */
export async function snapshotHistories(
  db: DbOrTx,
  actor: SnapshotActor,
  req: {
    snapshotsId?: number;
    snapshotType?: string;
    snapshotKey?: string;
    scope?: TSnapshotScope;
    sort: 'newest' | 'oldest';
    pageNumber: number;
    pageSize: number;
  },
): Promise<TPage<TSnapshotVersionSummary>> {
  const head = await resolveHead(db, actor, req);
  const { rows, total } = await repo.versions(db, head.id, req);
  return toPage(
    rows.map((r) => ({
      snapshotsId: r.snapshotId,
      version: r.version,
      memo: r.memo,
      dataBytes: r.dataBytes,
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    req,
  );
}

/** One version with its data. */
export async function snapshotHistory(
  db: DbOrTx,
  actor: SnapshotActor,
  req: { snapshotsId: number; version: number },
): Promise<TSnapshotVersion> {
  const head = await resolveHead(db, actor, { snapshotsId: req.snapshotsId });
  const row = await repo.findVersion(db, head.id, req.version);
  if (!row) throw new AppError('SNP1N4042');
  return {
    snapshotsId: head.id,
    snapshotType: head.snapshotType,
    snapshotKey: head.snapshotKey,
    scope: scopeOf(head),
    version: row.version,
    memo: row.memo,
    dataBytes: row.dataBytes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    data: row.data as Record<string, unknown>,
  };
}

/**
 * Deletes a snapshot with all its versions; the files it held are released. A draft by its writer; a
 * shared snapshot by the member who first saved it (SNP1N4030 for the others).
 */
export async function deleteSnapshot(db: Db, actor: SnapshotActor, snapshotsId: number): Promise<void> {
  const v = viewer(actor);
  await db.transaction(async (tx) => {
    const head = await repo.findVisible(tx, v, snapshotsId, { lock: true });
    if (!head) throw new AppError('SNP1N4041');
    if (head.ownerUserId === 0 && head.createdBy !== actor.userId) throw new AppError('SNP1N4030');
    await releaseFilesOf(tx, SNAPSHOT_FILE_OWNER, head.id);
    await repo.deleteHead(tx, head.id);
  });
}
