/**
 * Gathers every table for drizzle-kit (migrations) and the typed database handle. Each module owns
 * its tables in modules/<area>/schema.ts and the platform its own in platform/schema.ts; code reads
 * a table only in its owner's repo (eslint: no module imports another module's schema or this file).
 */
export * from '../../platform/schema';
export * from '../../modules/identity/schema';
export * from '../../modules/sign-in/schema';
export * from '../../modules/registration/schema';
export * from '../../modules/terms/schema';
export * from '../../modules/navigation/schema';
export * from '../../modules/codes/schema';
export * from '../../modules/contents/schema';
export * from '../../modules/documents/schema';
export * from '../../modules/bulletins/schema';
export * from '../../modules/files/schema';
export * from '../../modules/snapshots/schema';
export * from '../../modules/inquiries/schema';
// catalogue: reference data
export * from '../../modules/catalogue/schema';
// Orders and contracts
export * from '../../modules/orders/schema';
export * from '../../modules/contracts/schema';
// Suspensions
export * from '../../modules/suspensions/schema';
// Other reported items and contract inquiries
export * from '../../modules/other-reports/schema';
export * from '../../modules/contract-inquiries/schema';
// Non-display declarations
export * from '../../modules/non-display/schema';
export * from '../../modules/non-display-applications/schema';
// Monthly user reports
export * from '../../modules/user-reports/schema';
export * from '../../modules/reconciliations/schema';
// Personal API keys
export * from '../../modules/api-keys/schema';
// The reporting API's idempotent submissions
export * from '../../modules/reporting/schema';
// Billing
export * from '../../modules/billing/schema';
// Disputes of a bill line
export * from '../../modules/billing-disputes/schema';
// Exchange approvals
export * from '../../modules/exchange-approvals/schema';
// Passkeys
export * from '../../modules/passkeys/schema';
// The audit pack
export * from '../../modules/audit-packs/schema';
// Clearances of a period
export * from '../../modules/clearances/schema';
// Signed events (webhooks)
export * from '../../modules/webhooks/schema';
// Provisioning by SCIM
export * from '../../modules/scim/schema';
// Company sign-on
export * from '../../modules/sign-on/schema';
