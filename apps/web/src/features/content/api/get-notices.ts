import type { TNoticeSearchRequest, TNoticeSearchResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The searchNotices call: notices and market notices, paged. */
export const getNotices = (request: TNoticeSearchRequest, signal?: AbortSignal): Promise<TNoticeSearchResponse> =>
  api.call(CALL_PATHS.searchNotices, { body: request, signal });

export const getNoticesQueryOptions = (request: TNoticeSearchRequest) =>
  queryOptions({
    queryKey: ['notices', 'search', request],
    queryFn: ({ signal }) => getNotices(request, signal),
    placeholderData: keepPreviousData,
  });

export const useNotices = (request: TNoticeSearchRequest, enabled = true) => useQuery({ ...getNoticesQueryOptions(request), enabled });
