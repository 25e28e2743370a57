import { CALL_PATHS, type TNonDisplaySearchRequest, type TNonDisplaySearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the declaration list (mutations invalidate through it). */
export const DECLARATIONS_KEY = ['non-display', 'search'] as const;

/** The searchNonDisplayReports call: the company's declarations, or every company's for provider staff. */
export const searchNonDisplayReports = (body: TNonDisplaySearchRequest, signal?: AbortSignal): Promise<TNonDisplaySearchResponse> =>
  api.call(CALL_PATHS.searchNonDisplayReports, { body, signal });
export const searchNonDisplayReportsQueryOptions = (body: TNonDisplaySearchRequest) =>
  queryOptions({
    queryKey: [...DECLARATIONS_KEY, body],
    queryFn: ({ signal }) => searchNonDisplayReports(body, signal),
    placeholderData: keepPreviousData,
  });
export const useNonDisplayReports = (body: TNonDisplaySearchRequest, enabled = true) =>
  useQuery({ ...searchNonDisplayReportsQueryOptions(body), enabled });
