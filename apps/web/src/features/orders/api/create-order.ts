import { CALL_PATHS, type TOrderCreateRequest, type TOrderDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_DETAIL_KEY } from '../../../lib/calls/orders';
import { ORDERS_KEY } from './search-orders';

/** The createOrder call: the order is created on the server as a draft at its first save. */
export const createOrder = (body: TOrderCreateRequest): Promise<TOrderDetail> => api.call(CALL_PATHS.createOrder, { body, silent: true });
export const useCreateOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      client.setQueryData([...ORDER_DETAIL_KEY, order.orderId], order);
      return client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
};
