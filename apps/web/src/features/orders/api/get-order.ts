import { CALL_PATHS, type TOrderDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every order detail. */
export const ORDER_DETAIL_KEY = ['orders', 'detail'] as const;

/** The getOrder call: an order form with its fields, files, agreements and what the caller may do now. */
export const getOrder = (orderId: number, signal?: AbortSignal): Promise<TOrderDetail> =>
  api.call(CALL_PATHS.getOrder, { params: { orderId }, signal, silent: true });
export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: [...ORDER_DETAIL_KEY, orderId], queryFn: ({ signal }) => getOrder(orderId, signal), retry: false });
export const useOrder = (orderId: number | null) =>
  useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null && Number.isInteger(orderId) && orderId > 0 });
