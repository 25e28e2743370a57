import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveMember } from './approve-member';
import { refuseMember } from './refuse-member';
import { STAFF_MEMBERS_KEY } from './search-staff-members';

/** One decision on a member awaiting approval (approve, or refuse with a reason); the list is read again. */
export function useMemberDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { userId: number; decision: 'approve' } | { userId: number; decision: 'refuse'; reason: string }) =>
      d.decision === 'approve' ? approveMember(d.userId) : refuseMember(d.userId, { reason: d.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_MEMBERS_KEY }),
  });
}
