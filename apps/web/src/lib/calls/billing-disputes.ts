import type { TFileTypeGroup, TUploadFilesResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { api } from '../api';

/**
 * The evidence upload of a bill dispute (uploadBillingDisputeEvidence), used where a dispute is made (the bill's line) and
 * read (the dispute pages): one file at a time with its progress, as the kit's upload control sends (its `send`).
 */
export const uploadDisputeEvidence = (
  file: File,
  opts: { group: TFileTypeGroup; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<TUploadFilesResponse> => {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.call(CALL_PATHS.uploadBillingDisputeEvidence, {
    body: form,
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });
};

/** The cache key of the disputes (their lists and details): a new dispute reads them again. */
export const BILLING_DISPUTES_KEY = ['billing-disputes'] as const;
