import { CALL_PATHS, type TOrderDetail, type TOrderUpdateRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_DETAIL_KEY } from '../../../lib/calls/orders';
import { ORDER_VERSIONS_KEY } from './get-order-versions';
import { ORDERS_KEY } from './search-orders';

/** The updateOrder call: saves the fields (a customer's draft, or provider staff's edit before returning, with a memo). */
export const updateOrder = (orderId: number, body: TOrderUpdateRequest): Promise<TOrderDetail> =>
  api.call(CALL_PATHS.updateOrder, { params: { orderId }, body, silent: true });
export const useUpdateOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: TOrderUpdateRequest }) => updateOrder(orderId, body),
    onSuccess: (order) => {
      client.setQueryData([...ORDER_DETAIL_KEY, order.orderId], order);
      return Promise.all([ORDERS_KEY, ORDER_VERSIONS_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
