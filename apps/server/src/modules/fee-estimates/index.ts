// The fee-estimates area's face (decision 083): its routes plugin and the estimate other areas reuse.
//
// estimateChange(db, { who, change, now, lang }): Promise<TFeeEstimate>
//   who:    { companyId } for a company (its contracts, declarations and reports as the billing run reads them), or
//           { companyId: null, currency } for a visitor (public prices, nothing held);
//   change: a TFeeEstimateChange of the contract (`order`, `nonDisplay` or `report`), validated with its zod schema.
// Answers the bill of the month the change takes effect without and with it (the run's own calculation), the fee the
// change causes, its whole-month fee, the difference from last month's bill and the first bill it lands on.
// Throws AppError FEE1N4001/4002/4041/4042 for a change naming what is missing or another company's.
export { feeEstimateRoutes, PUBLIC_ESTIMATE_LIMIT } from './routes';
export { estimateChange } from './service';
export type { EstimateFor } from './service';
