import { CALL_PATHS, type TResendByLoginEmailRequest, type TResendConfirmEmailResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A new confirmation mail from the token of an expired link (the failed page). */
export const resendConfirmEmailByToken = (token: string): Promise<TResendConfirmEmailResponse> =>
  api.call(CALL_PATHS.resendConfirmEmail, { query: { token }, silent: true });
/** A new confirmation mail by login e-mail (the unverified notice and the join-complete page). */
export const resendConfirmEmailByLoginEmail = (body: TResendByLoginEmailRequest): Promise<TResendConfirmEmailResponse> =>
  api.call(CALL_PATHS.resendConfirmEmailByLoginEmail, { body, silent: true });

export const useResendConfirmEmail = () =>
  useMutation({
    mutationFn: (by: { token: string } | { loginEmail: string }) =>
      'token' in by ? resendConfirmEmailByToken(by.token) : resendConfirmEmailByLoginEmail({ loginEmail: by.loginEmail }),
  });
