import { CALL_PATHS, type TChangePasswordRequest, type TChangePasswordResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Change password: signed in (bearer token) or during sign-in with a temporary password (with the
 * challenge). Every session of the member ends: the member signs in again.
 */
export const changePassword = (body: TChangePasswordRequest): Promise<TChangePasswordResponse> =>
  api.call(CALL_PATHS.changePassword, { body, silent: true, skipSessionHook: !!body.challengeToken });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
