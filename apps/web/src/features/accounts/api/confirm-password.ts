import { ACCOUNT_PATHS, type TConfirmPasswordResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Checks the member's password before a sensitive screen (POST /users/{userId}/confirm-password). */
export const confirmPassword = (userId: number, loginSecretNo: string) =>
  api.post<TConfirmPasswordResponse>(ACCOUNT_PATHS.confirmPassword(userId), { loginSecretNo }, { silent: true });
export const useConfirmPassword = (userId: number) => useMutation({ mutationFn: (loginSecretNo: string) => confirmPassword(userId, loginSecretNo) });
