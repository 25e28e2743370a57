// The clearances area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { clearanceRoutes } from './routes';
// The audit pack's section of this area (decision 081)
export { clearancesPackSection } from './audit-pack';
export {
  actOnClearanceRecord,
  createClearanceRecord,
  findClearanceBySeedKeys,
  registerClearanceKind,
  useReconciliationPort,
} from './service';
export type { ClearanceRecord, ClearancesContext, ReconciliationFacts, ReconciliationLine, ReconciliationPort } from './service';
