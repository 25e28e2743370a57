import { CALL_PATHS, type TUserReportUploadStatus } from '@portal/contract';
import { api } from '../../../lib/api';

/** The uploadUserReportFile call: one file for a draft, answered at once and checked in the background. */
export const uploadUserReportFile = (
  reportId: number,
  file: File,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<TUserReportUploadStatus> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call(CALL_PATHS.uploadUserReportFile, {
    body: form,
    query: { reportId },
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });
};
