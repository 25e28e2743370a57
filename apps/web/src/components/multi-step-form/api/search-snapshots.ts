import { CALL_PATHS, type TSnapshotSearchRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** The searchSnapshots call: the caller's snapshots of a type and key, newest first (without their data). */
export const searchSnapshots = (body: TSnapshotSearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchSnapshots, { body, signal, silent: true });
