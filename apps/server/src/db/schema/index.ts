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
// catalogue (issue 11): reference data
export * from '../../modules/catalogue/schema';
// Orders and contracts (part orders-server, issue 11)
export * from '../../modules/orders/schema';
export * from '../../modules/contracts/schema';
// Suspensions (issue 12 section 2)
export * from '../../modules/suspensions/schema';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
export * from '../../modules/other-reports/schema';
export * from '../../modules/contract-inquiries/schema';
// Non-display declarations (issue 12 section 1)
export * from '../../modules/non-display/schema';
// Monthly user reports (issue 13)
export * from '../../modules/user-reports/schema';
// Personal API keys (issue 13 section 4)
export * from '../../modules/api-keys/schema';
// The reporting API's idempotent submissions (issue 22 section 4)
export * from '../../modules/reporting/schema';
// Billing (issue 14 section 4)
export * from '../../modules/billing/schema';
// Exchange approvals (issue 14 section 1)
export * from '../../modules/exchange-approvals/schema';
// Passkeys (issue 15 section 5)
export * from '../../modules/passkeys/schema';
