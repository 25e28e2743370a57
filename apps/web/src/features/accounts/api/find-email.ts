import { ACCOUNT_PATHS, type TFindEmailRequest, type TFindEmailResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Find id: the masked login e-mails of the member with this name and phone. */
export const findEmail = (body: TFindEmailRequest) => api.post<TFindEmailResponse>(ACCOUNT_PATHS.findEmail, body, { silent: true });
export const useFindEmail = () => useMutation({ mutationFn: findEmail });
