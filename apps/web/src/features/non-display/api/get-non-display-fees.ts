import { CALL_PATHS, type TNonDisplayFeesResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getNonDisplayFees call: the non-display fee table in effect on a date (default today). */
export const getNonDisplayFees = (date: string | undefined, signal?: AbortSignal): Promise<TNonDisplayFeesResponse> =>
  api.call(CALL_PATHS.getNonDisplayFees, { query: date ? { date } : {}, signal, silent: true });
export const getNonDisplayFeesQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'non-display-fees', date ?? 'today'],
    queryFn: ({ signal }) => getNonDisplayFees(date, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
export const useNonDisplayFees = (date: string | undefined) => useQuery(getNonDisplayFeesQueryOptions(date));
