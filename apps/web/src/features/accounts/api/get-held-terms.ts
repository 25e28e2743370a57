import { CALL_PATHS, type TTermsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withHeldToken } from './held-token';

/** The terms the member still has to agree to, read with the held token of the terms step. */
export const getHeldTerms = (userId: number): Promise<TTermsResponse> => withHeldToken(CALL_PATHS.getMemberTerms, { userId });
export const getHeldTermsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['accounts', 'terms', userId], queryFn: () => getHeldTerms(userId), retry: false });
export const useHeldTerms = (userId: number) => useQuery({ ...getHeldTermsQueryOptions(userId), enabled: userId > 0 });
