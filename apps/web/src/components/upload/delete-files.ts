import { FILES_PATH, type TDeleteFilesResponse } from '@portal/contract';
import { api } from '../../lib/api';

/** DELETE /apis/v1/common/files (request body): removes uploaded files not yet attached to a sent record. */
export const deleteFiles = (fileUUIDs: string[]) => api.delete<TDeleteFilesResponse>(FILES_PATH, { fileUUIDs }, { silent: true });
