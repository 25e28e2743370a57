import { CALL_PATHS, type TStaffInviteRequest, type TStaffInviteResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from '../../../lib/calls/staff';

/** The inviteStaff or inviteSubscriber call: an invitation mail. */
export const inviteStaff = (kind: 'member' | 'subscriber', body: TStaffInviteRequest): Promise<TStaffInviteResponse> =>
  kind === 'member'
    ? api.call(CALL_PATHS.inviteStaff, { body, silent: true })
    : api.call(CALL_PATHS.inviteSubscriber, { body, silent: true });
export const useInviteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'member' | 'subscriber'; body: TStaffInviteRequest }) => inviteStaff(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
