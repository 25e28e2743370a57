import { CALL_PATHS, type TFileTypeGroup, type TUploadFilesResponse } from '@portal/contract';
import { api } from '../../lib/api';

/**
 * The uploadFiles call with one file, through the api client like every call (session renewal,
 * headers, error messages, an expired session); its progress is reported in percent. The control
 * shows a refusal next to the file, so the call is silent. `alongside` names the files already in the
 * form: the server refuses the same content again (FIL1N4094) now rather than at the save.
 */
export const uploadFile = (
  file: File,
  opts: {
    group: TFileTypeGroup;
    companyId?: number;
    alongside?: readonly string[];
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  },
): Promise<TUploadFilesResponse> => {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.call(CALL_PATHS.uploadFiles, {
    body: form,
    query: {
      fileTypeGroup: opts.group,
      companyId: opts.companyId,
      alongside: opts.alongside?.length ? opts.alongside.join(',') : undefined,
    },
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });
};
