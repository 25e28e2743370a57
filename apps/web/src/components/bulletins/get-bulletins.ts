import type { TBbsSearchRequest, TBbsSearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** POST /apis/v1/user/bbss/bbsContents/search: one board's contents, paged. */
export const getBulletins = (request: TBbsSearchRequest, signal?: AbortSignal) =>
  api.post<TBbsSearchResponse>('/apis/v1/user/bbss/bbsContents/search', request, { signal });

export const getBulletinsQueryOptions = (request: TBbsSearchRequest) =>
  queryOptions({
    queryKey: ['bulletins', 'search', request],
    queryFn: ({ signal }) => getBulletins(request, signal),
    placeholderData: keepPreviousData,
  });

export const useBulletins = (request: TBbsSearchRequest, enabled = true) =>
  useQuery({ ...getBulletinsQueryOptions(request), enabled });
