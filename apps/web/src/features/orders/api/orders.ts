import { CALL_PATHS } from '@portal/contract';
import { orderCalls } from '../../../lib/calls/orders';

/** The searchOrders call: a customer's company's orders, or every company's for provider staff. */
export const { useSearch: useOrders } = orderCalls.search(CALL_PATHS.searchOrders);
/** The getOrderVersions call: every version of an order (creation, transitions, edits) with its content then. */
export const { useRecord: useOrderVersions } = orderCalls.versions(CALL_PATHS.getOrderVersions);
/** The createOrder call: the order is created on the server as a draft at its first save. */
export const useCreateOrder = orderCalls.change(CALL_PATHS.createOrder);
/** The updateOrder call: saves the fields (a customer's draft, or provider staff's edit before returning, with a memo). */
export const useUpdateOrder = orderCalls.change(CALL_PATHS.updateOrder);
/** The actOnOrder call: one transition of the order's workflow; contracts change on approval, so they are read again too. */
export const useActOnOrder = orderCalls.change(CALL_PATHS.actOnOrder, [['contracts']]);
