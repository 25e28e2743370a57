import { CALL_PATHS, type TInvitationInfo } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What an invitation link is for: the company and the invited address. */
export const getInvitationInfo = (invitationToken: string): Promise<TInvitationInfo> =>
  api.call(CALL_PATHS.getInvitationInfo, { body: { invitationToken }, silent: true });
export const getInvitationInfoQueryOptions = (invitationToken: string) =>
  queryOptions({ queryKey: ['accounts', 'invitation', invitationToken], queryFn: () => getInvitationInfo(invitationToken), retry: false });
export const useInvitationInfo = (invitationToken: string | null) =>
  useQuery({ ...getInvitationInfoQueryOptions(invitationToken ?? ''), enabled: !!invitationToken });
