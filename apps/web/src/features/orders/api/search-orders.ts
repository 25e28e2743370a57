import { CALL_PATHS, type TOrderSearchRequest, type TOrderSearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the order list (mutations invalidate through it). */
export const ORDERS_KEY = ['orders', 'search'] as const;

/** The searchOrders call: a customer's company's orders, or every company's for provider staff. */
export const searchOrders = (body: TOrderSearchRequest, signal?: AbortSignal): Promise<TOrderSearchResponse> =>
  api.call(CALL_PATHS.searchOrders, { body, signal });
export const searchOrdersQueryOptions = (body: TOrderSearchRequest) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, body],
    queryFn: ({ signal }) => searchOrders(body, signal),
    placeholderData: keepPreviousData,
  });
export const useOrders = (body: TOrderSearchRequest) => useQuery(searchOrdersQueryOptions(body));
