import { CALL_PATHS, type TContentsLatest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getLatestContents call: the contents in effect for a type. */
export const getLatestContents = (contentsTypeCode: string, signal?: AbortSignal): Promise<TContentsLatest> =>
  api.call(CALL_PATHS.getLatestContents, { params: { contentsTypeCode }, signal, silent: true });

export const getLatestContentsQueryOptions = (contentsTypeCode: string) =>
  queryOptions({
    queryKey: ['contents', 'latest', contentsTypeCode],
    queryFn: ({ signal }) => getLatestContents(contentsTypeCode, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const useLatestContents = (contentsTypeCode: string | null | undefined) =>
  useQuery({ ...getLatestContentsQueryOptions(contentsTypeCode ?? ''), enabled: Boolean(contentsTypeCode) });
