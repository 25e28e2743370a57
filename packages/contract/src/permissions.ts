import { COMPANY_ADMIN_ROLE, PROVIDER_ROLES, ROLE, type TRoleCode } from './constants';

const ALL_ROLES = [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer] as const;
const PROVIDER = [ROLE.sales, ROLE.providerAdmin] as const;

/**
 * Typed permissions and the roles that hold each (design of record: Roles; spec 1, section 6). A route
 * names the permission it needs (`guard: { permission: 'staff.manage' }`, server platform/routes.ts) and
 * the platform's guard checks the token's roles against this table; the web may read the same table to
 * show or hide an action. A new permission is added here with its roles; giving a role a permission is a
 * change of this table only.
 *
 * - `staff.read`, `staff.manage`: the staff of a company (list, invite, remove, export). Every member acts
 *   on their own company (spec: "A company's staff can invite staff ... and remove staff"); provider staff
 *   (05, 06) on the company they name.
 * - `members.approve`: approve or refuse new members (provider staff).
 * - `inquiries.file`: file a 1:1 inquiry and list one's own.
 * - `inquiries.manage`: every inquiry, and answering them (provider staff).
 * - `desk.work`: the provider desk's work queue, every request waiting on the provider (provider staff).
 */
export const PERMISSIONS = {
  'staff.read': ALL_ROLES,
  'staff.manage': ALL_ROLES,
  'members.approve': PROVIDER,
  'inquiries.file': ALL_ROLES,
  'inquiries.manage': PROVIDER,
  // The provider desk's work queue: every request waiting on the provider.
  'desk.work': PROVIDER,
  // Orders and contracts. orders.read: see the company's orders (provider staff: every
  // company's) and work on them: saving fields and taking actions are then decided per state and action by the workflow
  // declaration (ORDER_WORKFLOW), not by a permission; orders.write: create an order (customer members);
  // contracts.read: contracts, their documents and agreement archives, the licence inventory.
  'orders.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'orders.write': [ROLE.customer],
  // orders.work: save an order's fields and take its actions; which ones, per state and role, ORDER_WORKFLOW decides.
  'orders.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'contracts.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // Suspensions. suspensions.read: see the company's suspension requests (provider staff: every
  // company's) and act on them as SUSPENSION_WORKFLOW allows (the staff memo: provider staff, checked per request so a
  // customer of another company is answered 404); suspensions.write: request a suspension (customer members).
  'suspensions.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'suspensions.write': [ROLE.customer],
  // suspensions.work: save a suspension's fields or the staff memo and take its actions, as SUSPENSION_WORKFLOW allows.
  'suspensions.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // Other reported items and contract inquiries. otherReports.read: see the
  // company's changes (provider staff: every company's) and act on them as the declaration allows (OTHER_REPORT_WORKFLOW);
  // otherReports.write: request a change (customer members); contractInquiries.file: a signed-in member's contract
  // inquiry (visitors use the public call); contractInquiries.manage: see, assign and answer them (provider staff).
  'otherReports.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'otherReports.write': [ROLE.customer],
  // otherReports.work: take a change's actions, as OTHER_REPORT_WORKFLOW allows.
  'otherReports.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'contractInquiries.file': ALL_ROLES,
  'contractInquiries.manage': PROVIDER,
  // Clearances of a period (decision 082). clearances.read: see the company's clearances (customers their own; provider
  // staff every company's) and their letters; clearances.write: prepare one from an accepted reconciliation (provider
  // staff); clearances.work: revise it and take its actions as CLEARANCE_WORKFLOW allows (the customer accepts or
  // comments, provider staff offer again or withdraw); clearances.review: the exchange reviewer's calls (issue, return).
  'clearances.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'clearances.write': PROVIDER,
  'clearances.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'clearances.review': [ROLE.exchangeReviewer],
  // Non-display declarations. nonDisplay.read: see the company's declarations (provider staff:
  // every company's) and work on them, per state and action by NON_DISPLAY_WORKFLOW. Filing one belongs with the order
  // it is for: orders.write (customer members).
  'nonDisplay.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // nonDisplayApps.manage: the company's non-display application inventory (decision 085): customer members, who file
  // the declarations it drafts (a proxy reporter files no declaration).
  'nonDisplayApps.manage': [ROLE.customer],
  // nonDisplay.work: save a declaration's fields and take its actions, as NON_DISPLAY_WORKFLOW allows.
  'nonDisplay.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // Monthly user reports. reports.read: see reports (members their company's, a proxy reporter their mapped
  // customers', provider staff every company's), the calendar, the form and the settings, and act on reports as
  // USER_REPORT_WORKFLOW allows; reports.write: make and save reports, upload files (members and proxy reporters);
  // reports.manage: the provider's form file, a company's exemption, the reporting window (provider staff).
  'reports.read': [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin],
  'reports.write': [ROLE.customer, ROLE.proxyReporter],
  'reports.manage': PROVIDER,
  // reports.work: take a report's actions as USER_REPORT_WORKFLOW allows, and change a company's report settings (the
  // service decides the fields: members their company's four-eyes, provider staff every field).
  'reports.work': [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin],
  // reports.export: download a submitted report as Excel or PDF: its company's members and proxy reporters,
  // provider staff and the exchange-side reviewer (auditors and exchange users expect the filed figures as files).
  'reports.export': [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer],
  // Personal API keys: members and proxy reporters make, list and revoke their own keys for the
  // reporting API; a key works only while its user still holds this permission in the key's company.
  'apiKeys.manage': [ROLE.customer, ROLE.proxyReporter],
  // Exchange approvals. exchange.review: the approval list, detail, attachments and decisions (the
  // exchange reviewer); exchange.confirm: provider staff see a document's latest item and confirm they saw its result.
  'exchange.review': [ROLE.exchangeReviewer],
  'exchange.confirm': PROVIDER,
  // The exchange side. exchange.status: the contract status and the sales status with their
  // exports (the exchange-side reviewer); companies.search: the company popup's customer-mapping search (provider staff
  // and the reviewer).
  'exchange.status': [ROLE.exchangeReviewer],
  'companies.search': [ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer],
  // Billing. billing.manage: the provider's billing (run months, mark them final, read every
  // customer's lines); billing.read: a customer member's own company's bill. The reviewer (09) reads the figures
  // through the contract status, not here.
  'billing.manage': PROVIDER,
  'billing.read': [ROLE.customer],
  // The fee of a change before it is filed (decision 083): members estimate against their company's contracts, provider
  // staff against the company they name. Visitors estimate at public prices through the public call (no permission).
  'feeEstimates.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // Disputes of a bill line (decision 080). billingDisputes.read: see the company's disputes (provider staff: every
  // company's), their evidence and what a bill's lines allow; billingDisputes.write: dispute a line and upload evidence
  // (customer members); billingDisputes.work: act as BILLING_DISPUTE_WORKFLOW allows (the desk accepts or rejects, the
  // member withdraws); billingDisputes.manage: the dispute window (the provider administrator). The reviewer (09) none.
  'billingDisputes.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'billingDisputes.write': [ROLE.customer],
  'billingDisputes.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  'billingDisputes.manage': [ROLE.providerAdmin],
  // The exceptions dashboard. exceptions.read: see it (provider staff on the admin calls, the exchange
  // reviewer on the exchange calls); exceptions.manage: change the days after which a waiting request is stale (06).
  'exceptions.read': [ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer],
  'exceptions.manage': [ROLE.providerAdmin],
  // Entitlement reconciliations (decision 079). reconciliations.read: the company's reconciliations (provider staff and
  // the exchange's reviewer: every company's); reconciliations.write: upload an extract, save the column mapping, draft
  // the corrections (customer members); reconciliations.work: take its actions as RECONCILIATION_WORKFLOW allows.
  'reconciliations.read': [ROLE.customer, ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer],
  'reconciliations.write': [ROLE.customer],
  'reconciliations.work': [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
  // The operations screen: background jobs and the mail outbox, with a retry of a given-up mail
  // (the provider administrator only).
  'operations.manage': [ROLE.providerAdmin],
  // The audit pack (decision 081): make, follow, download and verify the pack of a customer: a customer member for
  // their own company, the exchange reviewer and the provider administrator for the customer they name.
  'auditPacks.make': [ROLE.customer, ROLE.providerAdmin, ROLE.exchangeReviewer],
  // Versioned policies and the price list (decision 084). policies.manage: draft, preview and publish versions (the
  // provider administrator); policies.read: the published versions and their diffs (members, proxy reporters, provider
  // staff); policies.acknowledge: acknowledge a material version for the company (customer members).
  'policies.manage': [ROLE.providerAdmin],
  'policies.read': [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin],
  'policies.acknowledge': [ROLE.customer],
  // The company administrator (decision 086). company.admin: the "My company" area of the token's company (its audit
  // events, and the company settings that later areas add: sign-on, webhooks, SCIM tokens); companyAdmins.designate:
  // make a member of the company its administrator or revoke it (a company administrator for their own company, the
  // provider administrator for the company they name); auditEvents.manage: every company's audit events and the
  // retention of the audit trail (the provider administrator).
  'company.admin': [COMPANY_ADMIN_ROLE],
  // Company sign-on (decision 088): any company's sign-on settings (the provider administrator; a company's own
  // administrator uses company.admin for the token's company).
  'companySignOn.manage': [ROLE.providerAdmin],
  'companyAdmins.designate': [COMPANY_ADMIN_ROLE, ROLE.providerAdmin],
  'auditEvents.manage': [ROLE.providerAdmin],
} as const satisfies Record<string, readonly TRoleCode[]>;

export type TPermission = keyof typeof PERMISSIONS;

/** The roles that hold a permission. */
export const rolesWith = (permission: TPermission): readonly string[] => PERMISSIONS[permission];

/** Whether any of the roles holds the permission. */
export const hasPermission = (roles: readonly string[], permission: TPermission): boolean =>
  roles.some((r) => (PERMISSIONS[permission] as readonly string[]).includes(r));

/** Roles that act on any company (the company they name) rather than only their token's company. */
export const ANY_COMPANY_ROLES: readonly string[] = PROVIDER_ROLES;
