// The contracts area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { contractRoutes } from './routes';
export {
  addArchive,
  addArchives,
  changeContract,
  contractOfCompany,
  contractProductsInRange,
  contractProductsOf,
  contractProductSpans,
  contractsEndingBetween,
  createContract,
  createContracts,
  endDueContracts,
  isChangeable,
  isContractSuspended,
  isSuspendable,
  JOB_AGREEMENT_ARCHIVES,
  scheduleTermination,
  searchContracts,
  shownStatus,
  useSuspensionProbe,
  visibleContract,
} from './service';
export type { ContractOrderReads } from './routes';
// What an approved order does to a contract's products, pure (the fee estimate applies it: decision 083)
export { orderDay, planChange, planTermination } from './plan';
export type { PlannedProduct } from './plan';
export type { ApprovedOrder, ContractProductInRange, ContractRow } from './service';
// The audit pack's section of this area (decision 081)
export { contractsPackSection } from './audit-pack';
