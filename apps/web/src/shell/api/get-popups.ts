import type { TPopupsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /apis/v1/user/contents/{contentsTypeCode}/popups: posted popups whose display window holds now. */
export const getPopups = (contentsTypeCode: string, signal?: AbortSignal) =>
  api.get<TPopupsResponse>(`/apis/v1/user/contents/${encodeURIComponent(contentsTypeCode)}/popups`, { signal, silent: true });

export const getPopupsQueryOptions = (contentsTypeCode: string) =>
  queryOptions({
    queryKey: ['contents', 'popups', contentsTypeCode],
    queryFn: ({ signal }) => getPopups(contentsTypeCode, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const usePopups = (contentsTypeCode: string) => useQuery(getPopupsQueryOptions(contentsTypeCode));
