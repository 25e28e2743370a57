import { CALL_PATHS } from '@portal/contract';
import { api } from '../../../lib/api';

/** The getSnapshot call: a snapshot with the data of its latest version. */
export const getSnapshot = (snapshotsId: number, signal?: AbortSignal) =>
  api.call(CALL_PATHS.getSnapshot, { params: { snapshotsId }, signal, silent: true });
