import { CALL_PATHS, type TResetPasswordRequest, type TResetPasswordResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Password reset: a temporary password by mail (the same answer for every address). */
export const resetPassword = (body: TResetPasswordRequest): Promise<TResetPasswordResponse> =>
  api.call(CALL_PATHS.resetPassword, { body, silent: true });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
