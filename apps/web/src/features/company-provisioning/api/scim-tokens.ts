import { CALL_PATHS, type TScimToken, type TScimTokenCreated, type TScimTokenCreateRequest, type TScimTokenList } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the company's SCIM tokens: every change invalidates it. */
export const SCIM_TOKENS_KEY = ['scim-tokens'] as const;

export const listScimTokens = (signal?: AbortSignal): Promise<TScimTokenList> =>
  api.call(CALL_PATHS.listScimTokens, { signal, silent: true });
export const scimTokensQueryOptions = () => queryOptions({ queryKey: SCIM_TOKENS_KEY, queryFn: ({ signal }) => listScimTokens(signal) });
export const useScimTokens = () => useQuery(scimTokensQueryOptions());

/** The createScimToken call: the answer carries the token, this once. */
export const createScimToken = (body: TScimTokenCreateRequest): Promise<TScimTokenCreated> =>
  api.call(CALL_PATHS.createScimToken, { body, silent: true });
export const useCreateScimToken = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createScimToken, onSuccess: () => client.invalidateQueries({ queryKey: SCIM_TOKENS_KEY }) });
};

export const revokeScimToken = (tokenId: number): Promise<TScimToken> =>
  api.call(CALL_PATHS.revokeScimToken, { params: { tokenId }, silent: true });
export const useRevokeScimToken = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeScimToken, onSuccess: () => client.invalidateQueries({ queryKey: SCIM_TOKENS_KEY }) });
};
