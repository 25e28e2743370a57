import { CALL_PATHS, type TSignInRequest, type TSignInResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The password step of sign-in: a challenge for the OTP step and the member's companies. */
export const signIn = (body: TSignInRequest): Promise<TSignInResponse> =>
  api.call(CALL_PATHS.signIn, { body, silent: true, skipSessionHook: true });
export const useSignIn = () => useMutation({ mutationFn: signIn });
