import { ACCOUNT_PATHS, type TResetPasswordRequest, type TResetPasswordResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Password reset: a temporary password by mail (the same answer for every address). */
export const resetPassword = (body: TResetPasswordRequest) => api.post<TResetPasswordResponse>(ACCOUNT_PATHS.resetPassword, body, { silent: true });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
