import type { ComponentType } from 'react';
import { accountPages } from '../features/accounts/pages';
import { companyStaffPages } from '../features/company-staff/pages';
import { contentPages } from '../features/content/pages';
import { inquiryPages } from '../features/inquiries/pages';
import { memberBoardPages } from '../features/member-boards/pages';
// Order forms and contracts
import { contractPages } from '../features/contracts/pages';
import { orderPages } from '../features/orders/pages';
// Notifications and the provider desk
import { notificationPages } from '../features/notifications/pages';
import { workQueuePages } from '../features/work-queue/pages';
// Suspensions
import { suspensionPages } from '../features/suspensions/pages';
import { clearancePages } from '../features/clearances/pages';
import { policyPages } from '../features/policies/pages';
// Exchange approvals
import { exchangeApprovalPages } from '../features/exchange-approvals/pages';
// Other reported items and contract inquiries
import { otherReportPages } from '../features/other-reports/pages';
import { contractInquiryPages } from '../features/contract-inquiries/pages';
// Non-display declarations
import { nonDisplayPages } from '../features/non-display/pages';
// Personal API keys
import { apiKeyPages } from '../features/api-keys/pages';
import { nonDisplayApplicationPages } from '../features/non-display-applications/pages';
import { webhookPages } from '../features/webhooks/pages';
import { companyProvisioningPages } from '../features/company-provisioning/pages';
import { companySignOnPages } from '../features/company-sign-on/pages';
// Monthly user reports
import { userReportPages } from '../features/user-reports/pages';
// Entitlement reconciliations
import { reconciliationPages } from '../features/reconciliations/pages';
import { feeEstimatePages } from '../features/fee-estimates/pages';
// Contract status and sales status
import { exchangeStatusPages } from '../features/exchange-status/pages';
// Billing
import { billingPages } from '../features/billing/pages';
// Disputes of a bill line
import { billingDisputePages } from '../features/billing-disputes/pages';
// The exceptions dashboard
import { exceptionPages } from '../features/exceptions/pages';
import { auditEventPages } from '../features/audit-events/pages';
// The operations screen
import { operationsPages } from '../features/operations/pages';
// The audit pack
import { auditPackPages } from '../features/audit-packs/pages';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * pageUri (as in the server's page records) -> lazily loaded page component. A page record
 * whose pageUri is not here cannot be shown; a path here without a record goes to /pageNotAccess.
 * Each feature lists its pages in its own `pages.ts`; pages that compose several areas (the home
 * page) are the app's own, in `app/pages/`.
 */
export const pageRegistry: Record<string, Loader> = {
  '/home': () => import('./pages/home-page'),
  ...contentPages,
  ...accountPages,
  ...companyStaffPages,
  ...inquiryPages,
  ...memberBoardPages,
  // Order forms and contracts
  ...orderPages,
  ...contractPages,
  // Notifications and the provider desk
  ...notificationPages,
  ...workQueuePages,
  // Suspensions
  ...suspensionPages,
  ...clearancePages,
  ...policyPages,
  ...exchangeApprovalPages,
  // Other reported items and contract inquiries
  ...otherReportPages,
  ...contractInquiryPages,
  // Non-display declarations
  ...nonDisplayPages,
  // Personal API keys
  ...apiKeyPages,
  ...nonDisplayApplicationPages,
  ...webhookPages,
  ...companyProvisioningPages,
  ...companySignOnPages,
  // Monthly user reports
  ...userReportPages,
  // Entitlement reconciliations
  ...reconciliationPages,
  ...feeEstimatePages,
  // Contract status and sales status
  ...exchangeStatusPages,
  // Billing
  ...billingPages,
  ...billingDisputePages,
  // The exceptions dashboard
  ...exceptionPages,
  ...auditEventPages,
  // The operations screen
  ...operationsPages,
  // The audit pack
  ...auditPackPages,
};
