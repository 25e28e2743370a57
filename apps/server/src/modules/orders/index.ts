// The orders area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { orderRoutes } from './routes';
export {
  actOnOrderRecord,
  approvedFormOfContract,
  contractOrderReads,
  createOrderRecord,
  findOrderBySeedKeys,
  nonDisplayUsesByOrder,
  ORDER_FILE_OWNER,
  orderAttachmentCounts,
  orderBillingFacts,
  orderExchangeDocument,
  orderFacts,
  orderRequestType,
  registerOrderKind,
  updateOrderRecord,
  useReportedTerms,
} from './service';
export type { OrderBillingFacts, OrderFacts, OrdersContext, ReportedTerm } from './service';
