import { CALL_PATHS, type TFindEmailRequest, type TFindEmailResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Find id: the masked login e-mails of the member with this name and phone. */
export const findEmail = (body: TFindEmailRequest): Promise<TFindEmailResponse> =>
  api.call(CALL_PATHS.findLoginEmail, { body, silent: true });
export const useFindEmail = () => useMutation({ mutationFn: findEmail });
