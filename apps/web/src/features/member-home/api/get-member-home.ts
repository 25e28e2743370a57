import type { TMemberHome } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the member's home blocks. */
export const MEMBER_HOME_KEY = ['member-home'] as const;

/** The getMemberHome call: the blocks of the home page for a signed-in member. */
export const getMemberHome = (signal?: AbortSignal): Promise<TMemberHome> => api.call(CALL_PATHS.getMemberHome, { signal, silent: true });
export const getMemberHomeQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_HOME_KEY, queryFn: ({ signal }) => getMemberHome(signal), staleTime: 30_000 });
export const useMemberHome = (enabled = true) => useQuery({ ...getMemberHomeQueryOptions(), enabled });
