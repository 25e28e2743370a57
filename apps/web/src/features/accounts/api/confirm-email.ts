import { CALL_PATHS, type TConfirmEmailResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The link of the confirmation mail: confirms the address once (a second call answers ALREADY_CONFIRMED). */
export const confirmEmail = (token: string): Promise<TConfirmEmailResponse> =>
  api.call(CALL_PATHS.confirmEmail, { query: { token }, silent: true });
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['accounts', 'confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
export const useConfirmEmail = (token: string) => useQuery({ ...confirmEmailQueryOptions(token), enabled: !!token });
