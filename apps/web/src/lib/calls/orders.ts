import type { TOrderDetail } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The order form's detail, used by several areas (the order pages, the non-display declaration of an order): one call,
 * one cache key, which the order's mutations write and invalidate.
 */
export const ORDER_DETAIL_KEY = ['orders', 'detail'] as const;

/** The getOrder call: an order form with its fields, files, agreements and what the caller may do now. */
export const getOrder = (orderId: number, signal?: AbortSignal): Promise<TOrderDetail> =>
  api.call(CALL_PATHS.getOrder, { params: { orderId }, signal, silent: true });
export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: [...ORDER_DETAIL_KEY, orderId], queryFn: ({ signal }) => getOrder(orderId, signal), retry: false });
/** An order's detail once its id is known (a positive whole number). */
export const useOrder = (orderId: number | null | undefined) =>
  useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: Number.isInteger(orderId) && (orderId ?? 0) > 0 });
