import type { Db } from '../platform/db';
import { seedIdentity } from './identity';
import { seedNavigation } from './navigation';
import { seedCodes } from './codes';
import { seedContent } from './content';
import { seedAccounts } from './accounts';
import { seedWorkspace } from './workspace';
// catalogue (issue 11): reference data
import { seedCatalogue } from './catalogue';
// Notifications (issue 11, part desk)
import { seedNotifications } from './notifications';
// Orders and contracts (part orders-server, issue 11)
import { seedOrders } from './orders';
// Suspensions (issue 12 section 2)
import { seedSuspensions } from './suspensions';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
import { seedOtherReports } from './other-reports';
import { seedContractInquiries } from './contract-inquiries';
// Non-display declarations (issue 12 section 1)
import { seedNonDisplay } from './non-display';
// Monthly user reports (issue 13)
import { seedUserReports } from './user-reports';
// Billing (issue 14 sections 4 and 7)
import { seedBilling } from './billing';
// The exceptions dashboard (issue 14 section 5)
import { seedExceptions } from './exceptions';

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
  // catalogue (issue 11): reference data (after accounts: every customer company exists)
  await seedCatalogue(db);
  // Notifications (issue 11, part desk)
  await seedNotifications(db);
  // Orders and contracts (part orders-server, issue 11): after the catalogue (products, customer profiles).
  await seedOrders(db);
  // Suspensions (issue 12 section 2): after the orders' world (its active contracts).
  await seedSuspensions(db);
  // Other reported items and contract inquiries (issue 12 sections 3 and 4, part other): after the contracts.
  await seedOtherReports(db);
  await seedContractInquiries(db);
  // Non-display declarations (issue 12 section 1): after the orders (they make their own order forms).
  await seedNonDisplay(db);
  // Monthly user reports (issue 13): after the catalogue (prices) and the accounts (the proxy reporter, the exempt firm).
  await seedUserReports(db);
  // The exceptions dashboard (issue 14 section 5): after the areas it adjusts, a few entries of each kind. Left out of
  // the tests' world, whose counts other areas' tests rely on; the exceptions' tests run it on their own copy.
  if (opts.profile !== 'test') await seedExceptions(db);
  // Billing (issue 14 sections 4 and 7): last, after every area it reads (contracts, reports, declarations, and the
  // exceptions' contracts and declarations), so the demo's first start shows the figures the nightly run would.
  await seedBilling(db);
}
