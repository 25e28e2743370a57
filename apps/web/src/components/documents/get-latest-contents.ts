import type { TContentsLatest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /apis/v1/user/contents/{contentsTypeCode}/latest-version: the contents in effect for a type. */
export const getLatestContents = (contentsTypeCode: string, signal?: AbortSignal) =>
  api.get<TContentsLatest>(`/apis/v1/user/contents/${encodeURIComponent(contentsTypeCode)}/latest-version`, { signal, silent: true });

export const getLatestContentsQueryOptions = (contentsTypeCode: string) =>
  queryOptions({
    queryKey: ['contents', 'latest', contentsTypeCode],
    queryFn: ({ signal }) => getLatestContents(contentsTypeCode, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const useLatestContents = (contentsTypeCode: string | null | undefined) =>
  useQuery({ ...getLatestContentsQueryOptions(contentsTypeCode ?? ''), enabled: Boolean(contentsTypeCode) });
