import { CALL_PATHS, type TOrderAction, type TOrderDetail, type TWorkflowActionRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDER_DETAIL_KEY } from '../../../lib/calls/orders';
import { ORDER_VERSIONS_KEY } from './get-order-versions';
import { ORDERS_KEY } from './search-orders';

/** The actOnOrder call: one transition of the order's workflow (submit, receive, approve, return, ...). */
export const actOnOrder = (orderId: number, action: TOrderAction, body: TWorkflowActionRequest): Promise<TOrderDetail> =>
  api.call(CALL_PATHS.actOnOrder, { params: { orderId, action }, body, silent: true });
export const useActOnOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action, body }: { orderId: number; action: TOrderAction; body: TWorkflowActionRequest }) =>
      actOnOrder(orderId, action, body),
    onSuccess: (order) => {
      client.setQueryData([...ORDER_DETAIL_KEY, order.orderId], order);
      // Contracts change on approval: their lists and details are read again too.
      return Promise.all([ORDERS_KEY, ORDER_VERSIONS_KEY, ['contracts']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
