import type { TBbsSearchRequest, TBbsSearchResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The searchBbsContents call: one board's contents, paged. */
export const getBulletins = (request: TBbsSearchRequest, signal?: AbortSignal): Promise<TBbsSearchResponse> =>
  api.call(CALL_PATHS.searchBbsContents, { body: request, signal });

export const getBulletinsQueryOptions = (request: TBbsSearchRequest) =>
  queryOptions({
    queryKey: ['bulletins', 'search', request],
    queryFn: ({ signal }) => getBulletins(request, signal),
    placeholderData: keepPreviousData,
  });

export const useBulletins = (request: TBbsSearchRequest, enabled = true) => useQuery({ ...getBulletinsQueryOptions(request), enabled });
