import { HOME_PATH, type TMemberHome } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the member's home blocks. */
export const MEMBER_HOME_KEY = ['member-home'] as const;

/** GET /apis/v1/user/home: the blocks of the home page for a signed-in member. */
export const getMemberHome = (signal?: AbortSignal) => api.get<TMemberHome>(HOME_PATH, { signal, silent: true });
export const getMemberHomeQueryOptions = () => queryOptions({ queryKey: MEMBER_HOME_KEY, queryFn: ({ signal }) => getMemberHome(signal), staleTime: 30_000 });
export const useMemberHome = (enabled = true) => useQuery({ ...getMemberHomeQueryOptions(), enabled });
