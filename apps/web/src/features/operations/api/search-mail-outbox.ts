import type { TMailOutboxSearchRequest, TMailOutboxSearchResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OPERATIONS_KEY } from './list-background-jobs';

/** The searchMailOutbox call (the provider administrator): a page of the outbox with the rows per status. */
export const searchMailOutbox = (body: TMailOutboxSearchRequest, signal?: AbortSignal): Promise<TMailOutboxSearchResponse> =>
  api.call(CALL_PATHS.searchMailOutbox, { body, signal });
export const searchMailOutboxQueryOptions = (body: TMailOutboxSearchRequest) =>
  queryOptions({
    queryKey: [...OPERATIONS_KEY, 'outbox', body],
    queryFn: ({ signal }) => searchMailOutbox(body, signal),
    placeholderData: keepPreviousData,
  });
export const useMailOutbox = (body: TMailOutboxSearchRequest) => useQuery(searchMailOutboxQueryOptions(body));
