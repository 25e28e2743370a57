import type { TJobStatusList } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the operations screen (jobs and outbox). */
export const OPERATIONS_KEY = ['operations'] as const;

/** The listBackgroundJobs call (the provider administrator). */
export const listBackgroundJobs = (signal?: AbortSignal): Promise<TJobStatusList> => api.call(CALL_PATHS.listBackgroundJobs, { signal });
export const listBackgroundJobsQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATIONS_KEY, 'jobs'], queryFn: ({ signal }) => listBackgroundJobs(signal), refetchInterval: 30_000 });
export const useBackgroundJobs = () => useQuery(listBackgroundJobsQueryOptions());
