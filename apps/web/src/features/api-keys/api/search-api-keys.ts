import { CALL_PATHS, type TApiKeySearchRequest, type TApiKeySearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the caller's API keys: making or revoking one invalidates it. */
export const API_KEYS_KEY = ['api-keys'] as const;

/** The searchApiKeys call: the caller's keys in the company of the session, newest first. */
export const searchApiKeys = (body: TApiKeySearchRequest, signal?: AbortSignal): Promise<TApiKeySearchResponse> =>
  api.call(CALL_PATHS.searchApiKeys, { body, signal, silent: true });
export const searchApiKeysQueryOptions = (body: TApiKeySearchRequest) =>
  queryOptions({
    queryKey: [...API_KEYS_KEY, 'list', body],
    queryFn: ({ signal }) => searchApiKeys(body, signal),
    placeholderData: keepPreviousData,
  });
export const useApiKeys = (body: TApiKeySearchRequest) => useQuery(searchApiKeysQueryOptions(body));
