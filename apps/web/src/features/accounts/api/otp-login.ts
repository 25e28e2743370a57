import { CALL_PATHS, type TOtpLoginRequest, type TTokenResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The TOTP step: answers the token pair for the chosen company. */
export const otpLogin = (body: TOtpLoginRequest): Promise<TTokenResponse> =>
  api.call(CALL_PATHS.otpLogin, { body, silent: true, skipSessionHook: true });
export const useOtpLogin = () => useMutation({ mutationFn: otpLogin });
