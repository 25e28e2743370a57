import { CALL_PATHS, type TNewsletterConfirmResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Confirms a newsletter subscription invited by a company (the link of the invitation mail). */
export const confirmNewsletter = (invitationToken: string): Promise<TNewsletterConfirmResponse> =>
  api.call(CALL_PATHS.confirmNewsletter, { body: { invitationToken }, silent: true });
export const confirmNewsletterQueryOptions = (invitationToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'newsletter-confirm', invitationToken],
    queryFn: () => confirmNewsletter(invitationToken),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
export const useConfirmNewsletter = (invitationToken: string) =>
  useQuery({ ...confirmNewsletterQueryOptions(invitationToken), enabled: !!invitationToken });
