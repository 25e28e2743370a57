import { CALL_PATHS } from '@portal/contract';
import { api } from '../../../lib/api';

/** The deleteSnapshot call: removes a snapshot with all its versions (a draft once submitted or discarded). */
export const deleteSnapshot = (snapshotsId: number) => api.call(CALL_PATHS.deleteSnapshot, { params: { snapshotsId }, silent: true });
