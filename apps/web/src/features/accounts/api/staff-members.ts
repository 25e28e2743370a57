import {
  ACCOUNT_PATHS,
  type TMemberDecisionResponse,
  type TPendingMemberPage,
  type TPendingMemberSearchRequest,
  type TRefuseMemberRequest,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Staff (roles 05, 06): members by status, newest first. */
export const searchStaffMembers = (body: TPendingMemberSearchRequest) => api.post<TPendingMemberPage>(ACCOUNT_PATHS.staffPendingSearch, body);
export const staffMembersQueryOptions = (body: TPendingMemberSearchRequest) =>
  queryOptions({ queryKey: ['accounts', 'staff-members', body], queryFn: () => searchStaffMembers(body), placeholderData: keepPreviousData });
export const useStaffMembers = (body: TPendingMemberSearchRequest) => useQuery(staffMembersQueryOptions(body));

export const approveMember = (userId: number) => api.post<TMemberDecisionResponse>(ACCOUNT_PATHS.staffApprove(userId), {});
export const refuseMember = (userId: number, body: TRefuseMemberRequest) => api.post<TMemberDecisionResponse>(ACCOUNT_PATHS.staffRefuse(userId), body);

export function useMemberDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { userId: number; decision: 'approve' } | { userId: number; decision: 'refuse'; reason: string }) =>
      d.decision === 'approve' ? approveMember(d.userId) : refuseMember(d.userId, { reason: d.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['accounts', 'staff-members'] }),
  });
}
