import { CALL_PATHS, type TWebhookDeliverySearchRequest, type TWebhookDeliverySearchResponse, type TWebhookQueued } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { WEBHOOKS_KEY } from './endpoints';

/** The company's delivery log, newest first; refreshed every few seconds while something waits. */
export const searchWebhookDeliveries = (
  body: TWebhookDeliverySearchRequest,
  signal?: AbortSignal,
): Promise<TWebhookDeliverySearchResponse> => api.call(CALL_PATHS.searchWebhookDeliveries, { body, signal, silent: true });
export const webhookDeliveriesQueryOptions = (body: TWebhookDeliverySearchRequest) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', body],
    queryFn: ({ signal }) => searchWebhookDeliveries(body, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'PENDING') ? 3000 : false),
  });
export const useWebhookDeliveries = (body: TWebhookDeliverySearchRequest) => useQuery(webhookDeliveriesQueryOptions(body));

export const replayWebhookDelivery = (deliveryId: number): Promise<TWebhookQueued> =>
  api.call(CALL_PATHS.replayWebhookDelivery, { params: { deliveryId }, silent: true });
export const useReplayWebhookDelivery = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: replayWebhookDelivery, onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
};
