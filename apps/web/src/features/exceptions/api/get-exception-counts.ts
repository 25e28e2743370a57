import type { TExceptionCounts, TExceptionViewer } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EXCEPTIONS_KEY } from './search-exceptions';

/** The getAdminExceptionCounts (provider staff) or getExchangeExceptionCounts (the reviewer) call: the staff home's counts. */
export const getExceptionCounts = (viewer: TExceptionViewer, signal?: AbortSignal): Promise<TExceptionCounts> =>
  viewer === 'exchange'
    ? api.call(CALL_PATHS.getExchangeExceptionCounts, { signal, silent: true })
    : api.call(CALL_PATHS.getAdminExceptionCounts, { signal, silent: true });
export const getExceptionCountsQueryOptions = (viewer: TExceptionViewer) =>
  queryOptions({
    queryKey: [...EXCEPTIONS_KEY, 'counts', viewer],
    queryFn: ({ signal }) => getExceptionCounts(viewer, signal),
    staleTime: 30_000,
  });
export const useExceptionCounts = (viewer: TExceptionViewer) => useQuery(getExceptionCountsQueryOptions(viewer));
