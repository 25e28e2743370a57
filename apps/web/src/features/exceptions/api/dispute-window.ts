import { CALL_PATHS, type TBillingDisputeSettings, type TBillingDisputeSettingsUpdate } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The provider's window for disputing a bill line (decision 080), set on this screen with the other provider setting:
 * getBillingDisputeSettings and updateBillingDisputeSettings (the provider administrator).
 */
export const DISPUTE_WINDOW_KEY = ['billing-disputes', 'settings'] as const;
export const useDisputeWindow = (enabled: boolean) =>
  useQuery({
    queryKey: DISPUTE_WINDOW_KEY,
    queryFn: ({ signal }): Promise<TBillingDisputeSettings> => api.call(CALL_PATHS.getBillingDisputeSettings, { signal, silent: true }),
    enabled,
  });
export const useUpdateDisputeWindow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingDisputeSettingsUpdate): Promise<TBillingDisputeSettings> =>
      api.call(CALL_PATHS.updateBillingDisputeSettings, { body, silent: true }),
    onSuccess: (saved) => client.setQueryData(DISPUTE_WINDOW_KEY, saved),
  });
};
