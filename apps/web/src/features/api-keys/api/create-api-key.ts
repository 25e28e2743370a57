import { CALL_PATHS, type TApiKeyCreateRequest, type TApiKeyCreated } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { API_KEYS_KEY } from './search-api-keys';

/** The createApiKey call: the answer carries the key, this once. */
export const createApiKey = (body: TApiKeyCreateRequest): Promise<TApiKeyCreated> =>
  api.call(CALL_PATHS.createApiKey, { body, silent: true });
export const useCreateApiKey = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }) });
};
