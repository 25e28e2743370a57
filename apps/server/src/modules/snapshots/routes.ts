import { calls, SNAPSHOT_DATA_MAX_BYTES, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { deleteSnapshot, getSnapshot, saveSnapshot, searchSnapshots, snapshotHistories, snapshotHistory } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Snapshots';
const ERRORS = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Snapshots (spec 1, section 7: Snapshots), under /apis/v1/common/snapshots. Signed-in members, scoped to the token's company. */
export const snapshotRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.saveSnapshot,
    {
      guard: 'signed-in',
      // Room for the largest data with the JSON around it; the service measures the data itself.
      bodyLimit: SNAPSHOT_DATA_MAX_BYTES + 512 * 1024,
      config: { auditAction: 'SNAPSHOT_SAVE' },
      tags: [TAG],
      summary: 'Save a new version of a snapshot (the first save creates it)',
      description:
        'Names the snapshot by snapshotType and snapshotKey; USER scope (default) is a draft only the writer sees, COMPANY scope is shared ' +
        'with the company. `expectedVersion` refuses the save when someone saved another version meanwhile (0: expect none).',
      errors: { ...ERRORS, 409: ZErrorBody, 413: ZErrorBody },
    },
    async (request) => {
      const saved = await saveSnapshot(deps.db, request.auth!, request.body);
      request.audit = {
        target: saved.snapshotsId,
        detail: { snapshotType: saved.snapshotType, version: saved.version, scope: saved.scope },
      };
      return saved;
    },
  );

  defineRoute(
    app,
    calls.searchSnapshots,
    {
      guard: 'signed-in',
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Snapshots the caller can see',
      description: 'Filtered by type, key (exact, or a prefix ending in *) and scope; newest (last saved) first by default. Without data.',
      errors: { ...ERRORS },
    },
    async (request) => searchSnapshots(deps.db, request.auth!, request.body),
  );

  defineRoute(
    app,
    calls.getSnapshotHistories,
    {
      guard: 'signed-in',
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The versions of one snapshot',
      description: 'By snapshotsId, or by snapshotType, snapshotKey and scope. Without data.',
      errors: { ...ERRORS },
    },
    async (request) => snapshotHistories(deps.db, request.auth!, request.body),
  );

  defineRoute(
    app,
    calls.getSnapshotHistory,
    {
      guard: 'signed-in',
      config: { readOnly: true },
      tags: [TAG],
      summary: 'One version of a snapshot, with its data',
      errors: { ...ERRORS },
    },
    async (request) => snapshotHistory(deps.db, request.auth!, request.body),
  );

  defineRoute(
    app,
    calls.getSnapshot,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'A snapshot with its latest version',
      errors: { ...ERRORS },
    },
    async (request) => getSnapshot(deps.db, request.auth!, request.params.snapshotsId),
  );

  defineRoute(
    app,
    calls.deleteSnapshot,
    {
      guard: 'signed-in',
      config: { auditAction: 'SNAPSHOT_DELETE' },
      tags: [TAG],
      summary: 'Delete a snapshot and all its versions',
      description: 'A draft by its writer; a shared snapshot by the member who first saved it. Files it held are released.',
      errors: { ...ERRORS },
    },
    async (request) => {
      await deleteSnapshot(deps.db, request.auth!, request.params.snapshotsId);
      request.audit = { target: request.params.snapshotsId };
      return { snapshotsId: request.params.snapshotsId };
    },
  );
};
