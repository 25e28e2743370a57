// The billing area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { billingRoutes } from './routes';
export {
  billedSubtotal,
  billingMonthState,
  companyBillingInputs,
  firstBillOf,
  companyBill,
  companyBillLine,
  companyBillLines,
  finalizeMonth,
  JOB_BILLING_RUNS,
  koreaMonth,
  lineLabel as billingLineLabel,
  nextOpenMonth,
  runMonth,
  useBillingAdjustments,
} from './service';
export type { BillingAdjustmentReader } from './service';
export type { BillingAdjustment, BillingInputs, ComputedLine } from './compute';
// The run's pure calculation: the fee estimate computes with it over the inputs the run reads (decision 083)
export { computeBilling, monthRange } from './compute';
export { billingSummaryChunk, billingSummaryCompanies, billingSummaryTotals, searchBillingSummaries } from './summaries';
export type { SummaryChunkOrder, SummaryFilter, SummaryOrder, SummaryRow } from './summaries';
// The audit pack's section of this area (decision 081)
export { billingPackSection } from './audit-pack';
