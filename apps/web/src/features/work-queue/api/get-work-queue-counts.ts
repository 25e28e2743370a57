import type { TWorkQueueCounts } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { WORK_QUEUE_KEY } from './search-work-queue';

export const WORK_QUEUE_COUNTS_KEY = [...WORK_QUEUE_KEY, 'counts'] as const;

/** The getWorkQueueCounts call: counts per kind and state, the caller's own, per company and assignee. */
export const getWorkQueueCounts = (signal?: AbortSignal): Promise<TWorkQueueCounts> =>
  api.call(CALL_PATHS.getWorkQueueCounts, { signal, silent: true });
export const getWorkQueueCountsQueryOptions = () =>
  queryOptions({ queryKey: WORK_QUEUE_COUNTS_KEY, queryFn: ({ signal }) => getWorkQueueCounts(signal), staleTime: 30_000 });
export const useWorkQueueCounts = (enabled = true) => useQuery({ ...getWorkQueueCountsQueryOptions(), enabled });
