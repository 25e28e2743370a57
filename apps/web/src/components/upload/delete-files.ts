import { CALL_PATHS, type TDeleteFilesResponse } from '@portal/contract';
import { api } from '../../lib/api';

/** The deleteFiles call (ids in the request body): removes uploaded files not yet attached to a sent record. */
export const deleteFiles = (fileUUIDs: string[]): Promise<TDeleteFilesResponse> =>
  api.call(CALL_PATHS.deleteFiles, { body: { fileUUIDs }, silent: true });
