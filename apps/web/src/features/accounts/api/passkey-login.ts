import { CALL_PATHS, type TPasskeyLoginOptions, type TPasskeyLoginRequest, type TTokenResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** After the password step: the request options for the member's passkeys. */
export const getPasskeyLoginOptions = (challengeToken: string): Promise<TPasskeyLoginOptions> =>
  api.call(CALL_PATHS.getPasskeyLoginOptions, { body: { challengeToken }, silent: true, skipSessionHook: true });
/** The passkey step: answers the token pair for the chosen company, like the code. */
export const passkeyLogin = (body: TPasskeyLoginRequest): Promise<TTokenResponse> =>
  api.call(CALL_PATHS.passkeyLogin, { body, silent: true, skipSessionHook: true });
export const usePasskeyLogin = () => useMutation({ mutationFn: passkeyLogin });
