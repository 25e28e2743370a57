import { FILES_PATH, type TFileTypeGroup, type TUploadFilesResponse } from '@portal/contract';
import { api } from '../../lib/api';

/**
 * POST /apis/v1/common/files with one file, through the api client like every call (session renewal,
 * headers, error messages, an expired session); its progress is reported in percent. The control
 * shows a refusal next to the file, so the call is silent.
 */
export const uploadFile = (
  file: File,
  opts: { group: TFileTypeGroup; companyId?: number; onProgress?: (percent: number) => void; signal?: AbortSignal },
) => {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.post<TUploadFilesResponse>(FILES_PATH, form, {
    query: { fileTypeGroup: opts.group, companyId: opts.companyId },
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });
};
