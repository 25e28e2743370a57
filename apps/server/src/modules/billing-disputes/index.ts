// The billing disputes area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { billingDisputeRoutes } from './routes';
export {
  actOnDisputeRecord,
  companyDisputesOfPeriod,
  createDisputeRecord,
  findDisputesBySeedKeys,
  registerBillingDisputeKind,
  updateDisputeSettings,
} from './service';
export type { BillingDisputeRecord, DisputesContext } from './service';
