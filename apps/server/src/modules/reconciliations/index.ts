// The reconciliations area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
// The clearance of a period (issue 25 section 2) reads an accepted reconciliation through `acceptedReconciliation`.
export { reconciliationRoutes } from './routes';
// The audit pack's section of this area (decision 081)
export { reconciliationsPackSection } from './audit-pack';
export {
  acceptedReconciliation,
  actOnReconciliationRecord,
  createReconciliationRecord,
  findReconciliationBySeedKeys,
  registerReconciliationKind,
  RECONCILIATION_KIND,
} from './service';
export type { AcceptedReconciliation, ReadExtract, ReconciliationRecord, ReconciliationsContext } from './service';
