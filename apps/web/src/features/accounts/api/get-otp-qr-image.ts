import { CALL_PATHS, type TOtpQrImageRequest, type TOtpQrImageResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** The enrolment image of the authenticator app (data URL) and the key for manual entry. */
export const getOtpQrImage = (body: TOtpQrImageRequest): Promise<TOtpQrImageResponse> =>
  api.call(CALL_PATHS.getOtpQrImage, { body, silent: true, skipSessionHook: true });
