import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest, ZSortOrder } from './common';
import { ZFileUUID, UPLOAD_MAX_FILES } from './files';

/**
 * Snapshots: a stored, versioned copy of a record or a draft. The caller names the snapshot by a type
 * (e.g. ORDER_DRAFT) and a key (e.g. the order number, or "new"); every save adds a version.
 * A USER snapshot (a draft) is seen by its writer only; a COMPANY snapshot by every member of the company.
 * Both live in the company of the token. docs/decisions/021-snapshots.md.
 */

/** Largest `data` of one version, counted as the bytes of its JSON text. */
export const SNAPSHOT_DATA_MAX_BYTES = 2 * 1024 * 1024;
export const SNAPSHOT_DATA_MAX_MB = SNAPSHOT_DATA_MAX_BYTES / (1024 * 1024);
/** Versions kept per snapshot; saving beyond this drops the oldest. */
export const SNAPSHOT_MAX_VERSIONS = 50;

export const ZSnapshotType = z.string().regex(/^[A-Z][A-Z0-9_]{1,49}$/);
// Printable text without control characters.
export const ZSnapshotKey = z
  .string()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/);
export const ZSnapshotScope = z.enum(['USER', 'COMPANY']);
export type TSnapshotScope = z.infer<typeof ZSnapshotScope>;
export const ZSnapshotsId = z.coerce.number().int().positive().max(2_147_483_647);

/** A JSON object of the caller's own shape. */
export const ZSnapshotData = z.record(z.string(), z.unknown());

export const ZSaveSnapshotRequest = z.object({
  snapshotType: ZSnapshotType,
  snapshotKey: ZSnapshotKey,
  /** USER (default): a draft only its writer sees. COMPANY: a copy shared with the company's members. */
  scope: ZSnapshotScope.default('USER'),
  title: z.string().max(200).optional(),
  /** Why this version was saved (shown in the history). */
  memo: z.string().max(500).optional(),
  data: ZSnapshotData,
  /** The version the caller last loaded: the save is refused if someone saved a newer one meanwhile. */
  expectedVersion: z.number().int().min(0).optional(),
  /** Uploaded files the draft holds, kept while the snapshot exists (docs/decisions/020-uploads.md). */
  fileUUIDs: z
    .array(ZFileUUID)
    .max(UPLOAD_MAX_FILES * 4)
    .optional(),
});
export type TSaveSnapshotRequest = z.input<typeof ZSaveSnapshotRequest>;

export const ZSnapshotSummary = z.object({
  snapshotsId: z.number().int(),
  snapshotType: z.string(),
  snapshotKey: z.string(),
  scope: ZSnapshotScope,
  title: z.string().nullable(),
  /** The latest version number (1 for the first save). */
  version: z.number().int(),
  versionCount: z.number().int(),
  createdBy: z.number().int(),
  updatedBy: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TSnapshotSummary = z.infer<typeof ZSnapshotSummary>;

/** A snapshot with the data of its latest version. */
export const ZSnapshot = ZSnapshotSummary.extend({ memo: z.string().nullable(), data: ZSnapshotData, fileUUIDs: z.array(z.string()) });
export type TSnapshot = z.infer<typeof ZSnapshot>;

export const ZSnapshotSearchRequest = ZPageRequest.extend({
  snapshotType: ZSnapshotType.optional(),
  /** Exact key, or a prefix when it ends with `*`. */
  snapshotKey: z.string().min(1).max(201).optional(),
  scope: ZSnapshotScope.optional(),
  sort: ZSortOrder.default('newest'),
});
export type TSnapshotSearchRequest = z.input<typeof ZSnapshotSearchRequest>;
export const ZSnapshotPage = ZPage(ZSnapshotSummary);

export const ZSnapshotParams = z.object({ snapshotsId: ZSnapshotsId });

/** The versions of one snapshot: by its id, or by type and key (and scope). */
export const ZSnapshotHistoriesRequest = ZPageRequest.extend({
  snapshotsId: z.number().int().positive().max(2_147_483_647).optional(),
  snapshotType: ZSnapshotType.optional(),
  snapshotKey: ZSnapshotKey.optional(),
  scope: ZSnapshotScope.default('USER'),
  sort: ZSortOrder.default('newest'),
}).refine((r) => r.snapshotsId !== undefined || (r.snapshotType !== undefined && r.snapshotKey !== undefined), {
  message: 'snapshotsId, or snapshotType and snapshotKey',
  path: ['snapshotsId'],
});
export type TSnapshotHistoriesRequest = z.input<typeof ZSnapshotHistoriesRequest>;

export const ZSnapshotVersionSummary = z.object({
  snapshotsId: z.number().int(),
  version: z.number().int(),
  memo: z.string().nullable(),
  dataBytes: z.number().int(),
  createdBy: z.number().int(),
  createdAt: ZIsoDateTime,
});
export type TSnapshotVersionSummary = z.infer<typeof ZSnapshotVersionSummary>;
export const ZSnapshotHistoryPage = ZPage(ZSnapshotVersionSummary);

// Ids and versions are PostgreSQL integers: a larger value is refused here (the fuzzer found it failing in the query).
export const ZSnapshotHistoryRequest = z.object({
  snapshotsId: z.number().int().positive().max(2_147_483_647),
  version: z.number().int().positive().max(2_147_483_647),
});
export type TSnapshotHistoryRequest = z.infer<typeof ZSnapshotHistoryRequest>;

export const ZSnapshotVersion = ZSnapshotVersionSummary.extend({
  snapshotType: z.string(),
  snapshotKey: z.string(),
  scope: ZSnapshotScope,
  data: ZSnapshotData,
});
export type TSnapshotVersion = z.infer<typeof ZSnapshotVersion>;

export const ZDeleteSnapshotResponse = z.object({ snapshotsId: z.number().int() });
