import type { TNoticeSearchRequest, TNoticeSearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /apis/v1/user/notices/search: notices and market notices, paged. */
export const getNotices = (request: TNoticeSearchRequest, signal?: AbortSignal) =>
  api.post<TNoticeSearchResponse>('/apis/v1/user/notices/search', request, { signal });

export const getNoticesQueryOptions = (request: TNoticeSearchRequest) =>
  queryOptions({
    queryKey: ['notices', 'search', request],
    queryFn: ({ signal }) => getNotices(request, signal),
    placeholderData: keepPreviousData,
  });

export const useNotices = (request: TNoticeSearchRequest, enabled = true) =>
  useQuery({ ...getNoticesQueryOptions(request), enabled });
