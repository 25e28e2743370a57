import { CALL_PATHS, type TRequestVersion } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every order's history. */
export const ORDER_VERSIONS_KEY = ['orders', 'versions'] as const;

/** The getOrderVersions call: every version of an order (creation, transitions, edits) with its content then. */
export const getOrderVersions = (orderId: number, signal?: AbortSignal): Promise<{ items: TRequestVersion[] }> =>
  api.call(CALL_PATHS.getOrderVersions, { params: { orderId }, signal, silent: true });
export const getOrderVersionsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDER_VERSIONS_KEY, orderId],
    queryFn: ({ signal }) => getOrderVersions(orderId, signal),
    retry: false,
  });
export const useOrderVersions = (orderId: number) =>
  useQuery({ ...getOrderVersionsQueryOptions(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
