import { CALL_PATHS, type TExceptionSettings, type TExceptionSettingsUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EXCEPTIONS_KEY } from './search-exceptions';

/** The updateExceptionSettings call (the provider administrator): the days after which a waiting request is stale. */
export const updateExceptionSettings = (body: TExceptionSettingsUpdate): Promise<TExceptionSettings> =>
  api.call(CALL_PATHS.updateExceptionSettings, { body, silent: true });
export const useUpdateExceptionSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateExceptionSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: EXCEPTIONS_KEY }),
  });
};
