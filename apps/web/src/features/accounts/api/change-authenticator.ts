import {
  CALL_PATHS,
  type TAuthenticatorChangeConfirmRequest,
  type TAuthenticatorChangeConfirmResponse,
  type TAuthenticatorChangeStartResponse,
} from '@portal/contract';
import { api } from '../../../lib/api';

/** The password again, then a new key (QR image and manual key) with its change token (the startAuthenticatorChange call). */
export const startAuthenticatorChange = (userId: number, loginSecretNo: string): Promise<TAuthenticatorChangeStartResponse> =>
  api.call(CALL_PATHS.startAuthenticatorChange, { params: { userId }, body: { loginSecretNo }, silent: true });

/** A code of the new authenticator with the token: the new key replaces the old one (the confirmAuthenticatorChange call). */
export const confirmAuthenticatorChange = (
  userId: number,
  body: TAuthenticatorChangeConfirmRequest,
): Promise<TAuthenticatorChangeConfirmResponse> =>
  api.call(CALL_PATHS.confirmAuthenticatorChange, { params: { userId }, body, silent: true });
