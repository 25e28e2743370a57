import type { Db } from '../platform/db';
import { seedIdentity } from './identity';
import { seedNavigation } from './navigation';
import { seedCodes } from './codes';
import { seedContent } from './content';
import { seedAccounts } from './accounts';
import { seedWorkspace } from './workspace';
// catalogue: reference data
import { seedCatalogue } from './catalogue';
// Notifications
import { seedNotifications } from './notifications';
// Orders and contracts
import { seedOrders } from './orders';
// Suspensions
import { seedSuspensions } from './suspensions';
// Other reported items and contract inquiries
import { seedOtherReports } from './other-reports';
import { seedContractInquiries } from './contract-inquiries';
// Non-display declarations
import { seedNonDisplay } from './non-display';
import { seedNonDisplayApplications } from './non-display-applications';
// Monthly user reports
import { seedUserReports } from './user-reports';
// Entitlement reconciliations
import { seedReconciliations } from './reconciliations';
import { seedClearances } from './clearances';
// Billing
import { seedBilling } from './billing';
// Disputes of a bill line
import { seedBillingDisputes } from './billing-disputes';
// The exceptions dashboard
import { seedExceptions } from './exceptions';
// The audit pack
import { seedAuditPacks } from './audit-packs';
// Versioned policies and the price list
import { seedPolicies } from './policies';
// Signed events: one demo endpoint, turned off (decision 087)
import { seedWebhooks } from './webhooks';
// Company sign-on
import { seedSignOn } from './sign-on';
// Audit events: the demo company administrator and a year of events (decision 086)
import { seedAuditEventYear, seedCompanyAdmin } from './audit-events';

export interface SeedOptions {
  /** 'demo' builds the full demo world; 'test' the same world (tests rely on it) without bulk extras. */
  profile?: 'demo' | 'test';
}

/** Idempotent demo world: each part checks what exists before it writes. */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  await seedIdentity(db);
  await seedNavigation(db);
  await seedCodes(db);
  await seedContent(db);
  await seedAccounts(db);
  await seedWorkspace(db);
  // catalogue: reference data (after accounts: every customer company exists)
  await seedCatalogue(db);
  // Notifications
  await seedNotifications(db);
  // Orders and contracts: after the catalogue (products, customer profiles).
  await seedOrders(db);
  // Suspensions: after the orders' world (its active contracts).
  await seedSuspensions(db);
  // Other reported items and contract inquiries: after the contracts.
  await seedOtherReports(db);
  await seedContractInquiries(db);
  // Non-display declarations: after the orders (they make their own order forms).
  await seedNonDisplay(db);
  await seedNonDisplayApplications(db);
  // Monthly user reports: after the catalogue (prices) and the accounts (the proxy reporter, the exempt firm).
  await seedUserReports(db);
  // Entitlement reconciliations: after the user reports (an extract made from their filed months).
  await seedReconciliations(db);
  // The exceptions dashboard: after the areas it adjusts, a few entries of each kind. Left out of
  // the tests' world, whose counts other areas' tests rely on; the exceptions' tests run it on their own copy.
  if (opts.profile !== 'test') await seedExceptions(db);
  // Clearances of a period: after the reconciliations (their accepted ones); left out of the tests' world, whose
  // corrections an issued clearance would close.
  if (opts.profile !== 'test') await seedClearances(db);
  // Billing: last, after every area it reads (contracts, reports, declarations, and the
  // exceptions' contracts and declarations), so the demo's first start shows the figures the nightly run would.
  await seedBilling(db);
  // Disputes of a bill line: after the billing (a bill two months back is issued and disputed). Left out of the tests'
  // world, whose billing months other areas' tests run (an issued month is never run again).
  if (opts.profile !== 'test') await seedBillingDisputes(db);
  // The audit pack: after every area its sections read (a pack of the last six months, built by the job at start).
  await seedAuditPacks(db);
  // The policies: after the companies and members whose acknowledgements it records (decision 084).
  await seedPolicies(db);
  // The demo company administrator, and a year of audit events outside the tests' world (decision 086).
  await seedCompanyAdmin(db);
  if (opts.profile !== 'test') await seedAuditEventYear(db);
  // One webhook endpoint, turned off (decision 087); not in the tests' world, whose endpoints are their own.
  if (opts.profile !== 'test') await seedWebhooks(db);
  // Company sign-on (decision 088): Gamma Data Vendors through the demo OIDC provider.
  if (opts.profile !== 'test') await seedSignOn(db);
}
