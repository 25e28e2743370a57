import { CALL_PATHS } from '@portal/contract/call-paths';
import { kindCalls } from '../request-queries';

/**
 * The order kind's calls (keys under `['orders']`) and its detail, used by several areas (the order pages, the
 * non-display declaration of an order): one call, one cache key, which the order's changes write and invalidate.
 */
export const orderCalls = kindCalls('orders', 'orderId');

/** The getOrder call: an order form with its fields, files, agreements and what the caller may do now. */
const orderRecord = orderCalls.record(CALL_PATHS.getOrder);
export const { fetch: getOrder, useRecord: useOrder } = orderRecord;
