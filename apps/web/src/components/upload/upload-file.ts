import {
  FILES_PATH,
  HEADER_PAGE_ID,
  STORAGE_KEYS,
  type TDeleteFilesResponse,
  type TErrorBody,
  type TFileTypeGroup,
  type TUploadFilesResponse,
} from '@portal/contract';
import { api, ApiError, buildQuery } from '../../lib/api';
import { currentLanguage, i18next } from '../../lib/i18n';
import { refreshIfNeeded } from '../../lib/session';
import { local } from '../../lib/storage';
import { tokens } from '../../lib/tokens';

export interface UploadHandle {
  promise: Promise<TUploadFilesResponse>;
  abort: () => void;
}

/**
 * POST /apis/v1/common/files with one file, through XMLHttpRequest so that the upload reports its
 * progress (fetch cannot). Carries the same headers as lib/api; a refusal rejects with an ApiError
 * whose message is the server's errorMessage in the reader's language.
 */
export function uploadFile(
  file: File,
  opts: { group: TFileTypeGroup; companyId?: number; onProgress?: (percent: number) => void },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const promise = (async () => {
    await refreshIfNeeded().catch(() => false);
    if (aborted) throw new DOMException('aborted', 'AbortError');
    return new Promise<TUploadFilesResponse>((resolve, reject) => {
      xhr.open('POST', FILES_PATH + buildQuery({ fileTypeGroup: opts.group, companyId: opts.companyId }));
      xhr.setRequestHeader('Accept-Language', currentLanguage());
      const access = tokens.access();
      if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
      const pageId = local.get(STORAGE_KEYS.pageId);
      if (pageId) xhr.setRequestHeader(HEADER_PAGE_ID, pageId);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) opts.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          opts.onProgress?.(100);
          resolve(xhr.response as TUploadFilesResponse);
          return;
        }
        const body = (xhr.response ?? {}) as Partial<TErrorBody>;
        const code = body.errorCode ?? String(xhr.status);
        if (code === 'ATH1N4002') tokens.clear();
        reject(new ApiError(xhr.status, code, body.errorMessage ?? i18next.t('common:error.api')));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK', i18next.t('common:error.network')));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      const form = new FormData();
      form.append('files', file, file.name);
      xhr.send(form);
    });
  })();
  return {
    promise,
    abort: () => {
      aborted = true;
      if (xhr.readyState !== XMLHttpRequest.UNSENT && xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
    },
  };
}

/** DELETE /apis/v1/common/files (request body): removes uploaded files not yet attached to a sent record. */
export const deleteFiles = (fileUUIDs: string[]) => api.delete<TDeleteFilesResponse>(FILES_PATH, { fileUUIDs }, { silent: true });
