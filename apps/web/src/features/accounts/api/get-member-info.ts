import { CALL_PATHS, type TMemberInfo } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of a member's own record. */
export const memberInfoKey = (userId: number) => ['accounts', 'member', userId] as const;

/** The member's own record (the getMember call). */
export const getMemberInfo = (userId: number): Promise<TMemberInfo> => api.call(CALL_PATHS.getMember, { params: { userId } });
export const getMemberInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: memberInfoKey(userId), queryFn: () => getMemberInfo(userId) });
export const useMemberInfo = (userId: number | undefined) => useQuery({ ...getMemberInfoQueryOptions(userId ?? 0), enabled: !!userId });
