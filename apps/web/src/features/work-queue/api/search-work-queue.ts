import type { TWorkQueuePage, TWorkQueueSearchRequest } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the work queue (its pages and its counts). */
export const WORK_QUEUE_KEY = ['work-queue'] as const;

/** The searchWorkQueue call: everything waiting on the provider (05, 06). */
export const searchWorkQueue = (body: TWorkQueueSearchRequest, signal?: AbortSignal): Promise<TWorkQueuePage> =>
  api.call(CALL_PATHS.searchWorkQueue, { body, signal });
export const searchWorkQueueQueryOptions = (body: TWorkQueueSearchRequest) =>
  queryOptions({
    queryKey: [...WORK_QUEUE_KEY, 'list', body],
    queryFn: ({ signal }) => searchWorkQueue(body, signal),
    placeholderData: keepPreviousData,
  });
export const useWorkQueue = (body: TWorkQueueSearchRequest) => useQuery(searchWorkQueueQueryOptions(body));
