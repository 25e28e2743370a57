import { CALL_PATHS, type TConfirmPasswordResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Checks the member's password before a sensitive screen (the confirmPassword call). */
export const confirmPassword = (userId: number, loginSecretNo: string): Promise<TConfirmPasswordResponse> =>
  api.call(CALL_PATHS.confirmPassword, { params: { userId }, body: { loginSecretNo }, silent: true });
export const useConfirmPassword = (userId: number) =>
  useMutation({ mutationFn: (loginSecretNo: string) => confirmPassword(userId, loginSecretNo) });
