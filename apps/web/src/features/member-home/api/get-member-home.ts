import { HOME_PATH, type TMemberHome } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /apis/v1/user/home: the blocks of the home page for a signed-in member. */
export const getMemberHome = (signal?: AbortSignal) => api.get<TMemberHome>(HOME_PATH, { signal, silent: true });
export const memberHomeQueryOptions = () => queryOptions({ queryKey: ['workspace', 'home'], queryFn: ({ signal }) => getMemberHome(signal), staleTime: 30_000 });
export const useMemberHome = (enabled = true) => useQuery({ ...memberHomeQueryOptions(), enabled });
