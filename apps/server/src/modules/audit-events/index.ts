// The audit events area's face (decision 086): its routes plugin and what the seed, the bench and the tests use.
export { auditEventRoutes } from './routes';
export { CSV_COLUMNS, EXPORT_BATCH, exportEvents, JOB_AUDIT_PURGE, koreaIso, purgeExpired, queryOf } from './service';
