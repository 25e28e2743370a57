import {
  CALL_PATHS,
  type TWebhookEndpoint,
  type TWebhookEndpointCreateRequest,
  type TWebhookEndpointList,
  type TWebhookEndpointUpdateRequest,
  type TWebhookEndpointWithSecret,
  type TWebhookQueued,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the company's endpoints and deliveries: every change invalidates it. */
export const WEBHOOKS_KEY = ['webhooks'] as const;

export const listWebhookEndpoints = (signal?: AbortSignal): Promise<TWebhookEndpointList> =>
  api.call(CALL_PATHS.listWebhookEndpoints, { signal, silent: true });
export const webhookEndpointsQueryOptions = () =>
  queryOptions({ queryKey: [...WEBHOOKS_KEY, 'endpoints'], queryFn: ({ signal }) => listWebhookEndpoints(signal) });
export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

/** A mutation that refreshes the endpoints and the log once it succeeded. */
function useWebhookMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}

/** The createWebhookEndpoint call: the answer carries the secret, this once. */
export const createWebhookEndpoint = (body: TWebhookEndpointCreateRequest): Promise<TWebhookEndpointWithSecret> =>
  api.call(CALL_PATHS.createWebhookEndpoint, { body, silent: true });
export const useCreateWebhookEndpoint = () => useWebhookMutation(createWebhookEndpoint);

export const updateWebhookEndpoint = ({
  endpointId,
  body,
}: {
  endpointId: number;
  body: TWebhookEndpointUpdateRequest;
}): Promise<TWebhookEndpoint> => api.call(CALL_PATHS.updateWebhookEndpoint, { params: { endpointId }, body, silent: true });
export const useUpdateWebhookEndpoint = () => useWebhookMutation(updateWebhookEndpoint);

export const deleteWebhookEndpoint = (endpointId: number): Promise<TWebhookEndpoint> =>
  api.call(CALL_PATHS.deleteWebhookEndpoint, { params: { endpointId }, silent: true });
export const useDeleteWebhookEndpoint = () => useWebhookMutation(deleteWebhookEndpoint);

/** The rotateWebhookSecret call: the new secret, this once. */
export const rotateWebhookSecret = (endpointId: number): Promise<TWebhookEndpointWithSecret> =>
  api.call(CALL_PATHS.rotateWebhookSecret, { params: { endpointId }, silent: true });
export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);

export const testWebhookEndpoint = (endpointId: number): Promise<TWebhookQueued> =>
  api.call(CALL_PATHS.testWebhookEndpoint, { params: { endpointId }, silent: true });
export const useTestWebhookEndpoint = () => useWebhookMutation(testWebhookEndpoint);
