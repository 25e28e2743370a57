import type { TExceptionSearchRequest, TExceptionSearchResponse, TExceptionViewer } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the exceptions (their pages and their counts). */
export const EXCEPTIONS_KEY = ['exceptions'] as const;

/** The searchAdminExceptions (provider staff) or searchExchangeExceptions (the reviewer) call. */
export const searchExceptions = (
  viewer: TExceptionViewer,
  body: TExceptionSearchRequest,
  signal?: AbortSignal,
): Promise<TExceptionSearchResponse> =>
  viewer === 'exchange'
    ? api.call(CALL_PATHS.searchExchangeExceptions, { body, signal })
    : api.call(CALL_PATHS.searchAdminExceptions, { body, signal });
export const searchExceptionsQueryOptions = (viewer: TExceptionViewer, body: TExceptionSearchRequest) =>
  queryOptions({
    queryKey: [...EXCEPTIONS_KEY, 'list', viewer, body],
    queryFn: ({ signal }) => searchExceptions(viewer, body, signal),
    placeholderData: keepPreviousData,
  });
export const useExceptions = (viewer: TExceptionViewer, body: TExceptionSearchRequest) =>
  useQuery(searchExceptionsQueryOptions(viewer, body));
