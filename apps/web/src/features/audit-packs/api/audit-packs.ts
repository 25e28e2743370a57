import {
  CALL_PATHS,
  type TAuditPack,
  type TAuditPackCreateRequest,
  type TAuditPackPage,
  type TAuditPackSearchRequest,
  type TAuditPackVerification,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** The cache key of the audit packs (the list). */
export const AUDIT_PACKS_KEY = ['audit-packs'] as const;

const waiting = (p: TAuditPack) => p.state === 'QUEUED' || p.state === 'BUILDING';

/** The searchAuditPacks call; polled every two seconds while a pack of the page is queued or building. */
export const searchAuditPacks = (body: Partial<TAuditPackSearchRequest>, signal?: AbortSignal): Promise<TAuditPackPage> =>
  api.call(CALL_PATHS.searchAuditPacks, { body, signal });
export const searchAuditPacksQueryOptions = (body: Partial<TAuditPackSearchRequest>) =>
  queryOptions({
    queryKey: [...AUDIT_PACKS_KEY, 'list', body],
    queryFn: ({ signal }) => searchAuditPacks(body, signal),
    refetchInterval: (query) => (query.state.data?.items.some(waiting) ? 2000 : false),
  });
export const useAuditPacks = (body: Partial<TAuditPackSearchRequest>) => useQuery(searchAuditPacksQueryOptions(body));

/** The createAuditPack call (errors shown by the form, not the global message). */
export const createAuditPack = (
  body: Partial<TAuditPackCreateRequest> & Pick<TAuditPackCreateRequest, 'fromMonth' | 'toMonth'>,
): Promise<TAuditPack> => api.call(CALL_PATHS.createAuditPack, { body, silent: true });
export const useCreateAuditPack = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAuditPack, onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_PACKS_KEY }) });
};

/** The downloadAuditPack call, saved under the pack's name. */
export async function downloadAuditPack(pack: Pick<TAuditPack, 'packId' | 'fileName'>): Promise<void> {
  const blob = await api.call(CALL_PATHS.downloadAuditPack, { params: { packId: pack.packId }, blob: true });
  saveBlob(blob, pack.fileName);
}

/** The verifyAuditPack call: one file, with its upload progress. */
export const verifyAuditPack = (file: File, onProgress?: (percent: number) => void): Promise<TAuditPackVerification> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call(CALL_PATHS.verifyAuditPack, { body: form, silent: true, onUploadProgress: onProgress ?? (() => undefined) });
};
