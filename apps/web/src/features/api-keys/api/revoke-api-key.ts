import { CALL_PATHS, type TApiKey } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { API_KEYS_KEY } from './search-api-keys';

/** The revokeApiKey call: the key stops at once. */
export const revokeApiKey = (apiKeyId: number): Promise<TApiKey> =>
  api.call(CALL_PATHS.revokeApiKey, { params: { apiKeyId }, silent: true });
export const useRevokeApiKey = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }) });
};
