// The order form's contract choice: the shared call of lib/calls (the fee estimator chooses from the same list).
export { activeContractsQueryOptions, searchContracts, useActiveContracts } from '../../../lib/calls/contracts';
