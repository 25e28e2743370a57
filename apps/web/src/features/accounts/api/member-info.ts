import { ACCOUNT_PATHS, type TMemberInfo, type TMemberUpdateRequest } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The member's own record (GET /users/{userId}). */
export const getMemberInfo = (userId: number) => api.get<TMemberInfo>(ACCOUNT_PATHS.user(userId));
export const memberInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['accounts', 'member', userId], queryFn: () => getMemberInfo(userId) });
export const useMemberInfo = (userId: number | undefined) => useQuery({ ...memberInfoQueryOptions(userId ?? 0), enabled: !!userId });

/** Edits the member's own profile (COM1N4002 "No data modified." when nothing changed). */
export const updateMemberInfo = (userId: number, body: TMemberUpdateRequest) => api.put<TMemberInfo>(ACCOUNT_PATHS.user(userId), body, { silent: true });
export function useUpdateMemberInfo(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberUpdateRequest) => updateMemberInfo(userId, body),
    onSuccess: (data) => client.setQueryData(memberInfoQueryOptions(userId).queryKey, data),
  });
}
