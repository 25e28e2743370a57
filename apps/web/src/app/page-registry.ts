import type { ComponentType } from 'react';
import { accountPages } from '../features/accounts/pages';
import { companyStaffPages } from '../features/company-staff/pages';
import { contentPages } from '../features/content/pages';
import { inquiryPages } from '../features/inquiries/pages';
import { memberBoardPages } from '../features/member-boards/pages';
// orders-web (issue 11): order forms and contracts
import { contractPages } from '../features/contracts/pages';
import { orderPages } from '../features/orders/pages';
// Notifications and the provider desk (issue 11, part desk)
import { notificationPages } from '../features/notifications/pages';
import { workQueuePages } from '../features/work-queue/pages';
// Suspensions (issue 12 section 2)
import { suspensionPages } from '../features/suspensions/pages';
// Exchange approvals (issue 14 section 1)
import { exchangeApprovalPages } from '../features/exchange-approvals/pages';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
import { otherReportPages } from '../features/other-reports/pages';
import { contractInquiryPages } from '../features/contract-inquiries/pages';
// Non-display declarations (issue 12 section 1)
import { nonDisplayPages } from '../features/non-display/pages';
// Personal API keys (issue 13 section 4)
import { apiKeyPages } from '../features/api-keys/pages';
// Monthly user reports (issue 13)
import { userReportPages } from '../features/user-reports/pages';
// Contract status and sales status (issue 14 sections 2 and 3)
import { exchangeStatusPages } from '../features/exchange-status/pages';
// Billing (issue 14 sections 4 and 7)
import { billingPages } from '../features/billing/pages';
// The exceptions dashboard (issue 14 section 5)
import { exceptionPages } from '../features/exceptions/pages';
// The operations screen (issue 22 section 6)
import { operationsPages } from '../features/operations/pages';

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
  // orders-web (issue 11): order forms and contracts
  ...orderPages,
  ...contractPages,
  // Notifications and the provider desk (issue 11, part desk)
  ...notificationPages,
  ...workQueuePages,
  // Suspensions (issue 12 section 2)
  ...suspensionPages,
  ...exchangeApprovalPages,
  // Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
  ...otherReportPages,
  ...contractInquiryPages,
  // Non-display declarations (issue 12 section 1)
  ...nonDisplayPages,
  // Personal API keys (issue 13 section 4)
  ...apiKeyPages,
  // Monthly user reports (issue 13)
  ...userReportPages,
  // Contract status and sales status (issue 14 sections 2 and 3)
  ...exchangeStatusPages,
  // Billing (issue 14 sections 4 and 7)
  ...billingPages,
  // The exceptions dashboard (issue 14 section 5)
  ...exceptionPages,
  // The operations screen (issue 22 section 6)
  ...operationsPages,
};
