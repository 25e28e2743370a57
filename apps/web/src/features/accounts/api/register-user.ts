import { CALL_PATHS, type TInvitationUserInsertRequest, type TUserInsertRequest, type TUserInsertResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Self-registration (with a company picked from the search or a new one). */
export const registerUser = (body: TUserInsertRequest): Promise<TUserInsertResponse> =>
  api.call(CALL_PATHS.registerUser, { body, silent: true });
/** Registration from a member invitation (the company comes from the invitation). */
export const registerByInvitation = (body: TInvitationUserInsertRequest): Promise<TUserInsertResponse> =>
  api.call(CALL_PATHS.registerUserByInvitation, { body, silent: true });
export const useRegisterUser = () =>
  useMutation({
    mutationFn: (body: { kind: 'self'; data: TUserInsertRequest } | { kind: 'invitation'; data: TInvitationUserInsertRequest }) =>
      body.kind === 'self' ? registerUser(body.data) : registerByInvitation(body.data),
  });
