import { CALL_PATHS, type TTermsAgreeRequest, type TTermsResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { withHeldToken } from './held-token';

/** Agrees to the terms with the held token of the terms step. */
export const agreeHeldTerms = (userId: number, body: TTermsAgreeRequest): Promise<TTermsResponse> =>
  withHeldToken(CALL_PATHS.agreeMemberTerms, { userId }, body);
export const useAgreeHeldTerms = (userId: number) =>
  useMutation({ mutationFn: (body: TTermsAgreeRequest) => agreeHeldTerms(userId, body) });
