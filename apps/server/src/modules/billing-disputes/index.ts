// The billing disputes area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { billingDisputeRoutes } from './routes';
// The audit pack's section of this area (decision 081)
export { billingDisputesPackSection } from './audit-pack';
export {
  actOnDisputeRecord,
  companyDisputesOfPeriod,
  createDisputeRecord,
  findDisputesBySeedKeys,
  registerBillingDisputeKind,
  updateDisputeSettings,
} from './service';
export type { BillingDisputeRecord, DisputesContext } from './service';
