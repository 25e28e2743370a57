import { CALL_PATHS, type TSaveSnapshotRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** The saveSnapshot call: saves a new version of a snapshot (the first save creates it); a draft is the USER scope. */
export const saveSnapshot = (body: TSaveSnapshotRequest) => api.call(CALL_PATHS.saveSnapshot, { body, silent: true });
