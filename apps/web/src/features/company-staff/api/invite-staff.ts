import { STAFF_PATHS, type TStaffInviteRequest, type TStaffInviteResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './search-staff';

/** POST .../staff/invitations or .../staff/subscriber-invitations: an invitation mail. */
export const inviteStaff = (kind: 'member' | 'subscriber', body: TStaffInviteRequest) =>
  api.post<TStaffInviteResponse>(kind === 'member' ? STAFF_PATHS.invite : STAFF_PATHS.inviteSubscriber, body, { silent: true });
export const useInviteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'member' | 'subscriber'; body: TStaffInviteRequest }) => inviteStaff(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
