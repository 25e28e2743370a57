import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { dormancyModule } from './dormancy';
import { profileModule } from './profile';
import { registrationModule } from './registration';
import { signInModule } from './sign-in';
import { staffApprovalModule } from './staff-approval';
import { fileRoutes } from './files';
import { snapshotRoutes } from './snapshots';
import { navigationRoutes } from './navigation';
import { codeRoutes } from './codes';
import { systemRoutes } from './system';
import { noticeRoutes } from './notices';
import { bulletinRoutes } from './bulletins';
import { contentsRoutes } from './contents';
import { documentRoutes } from './documents';
import { staffRoutes } from './staff';
import { inquiryRoutes } from './inquiries';
import { templateRoutes } from './templates';
import { homeRoutes } from './home';
// catalogue (issue 11): reference data
import { catalogueRoutes } from './catalogue';
// Notifications and the provider desk's work queue (issue 11, part desk)
import { notificationRoutes } from './notifications';
import { workQueueRoutes } from './work-queue';
// Orders and contracts (part orders-server, issue 11)
import { contractOrderReads, orderRoutes } from './orders';
import { contractRoutes } from './contracts';
// Suspensions (issue 12 section 2)
import { suspensionRoutes } from './suspensions';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
import { otherReportRoutes } from './other-reports';
import { contractInquiryRoutes } from './contract-inquiries';
// Non-display declarations (issue 12 section 1)
import { nonDisplayRoutes } from './non-display';
// Monthly user reports (issue 13)
import { userReportRoutes } from './user-reports';
// Personal API keys and the reporting API (issue 13 section 4)
import { apiKeyRoutes } from './api-keys';
import { reportingRoutes } from './reporting';
// Exchange approvals (issue 14 section 1)
import { exchangeApprovalRoutes } from './exchange-approvals';
// Contract status, sales status and the company popup (issue 14 sections 2 and 3)
import { exchangeStatusRoutes } from './exchange-status';
// Billing (issue 14 sections 4 and 7)
import { billingRoutes } from './billing';
// The exceptions dashboard (issue 14 section 5)
import { exceptionRoutes } from './exceptions';
// Passkeys (issue 15 section 5)
import { passkeyRoutes } from './passkeys';
// The operations screen (issue 22 section 6)
import { operationsRoutes } from './operations';

/**
 * One entry per business area, registered in this order. Modules register without a prefix: each route
 * takes its full path from the contract's table of calls (platform/routes.ts `defineRoute`).
 */
export interface ModuleEntry {
  name: string;
  plugin: FastifyPluginAsync<AppDeps>;
}

export const modules: ModuleEntry[] = [
  { name: 'sign-in', plugin: signInModule },
  { name: 'registration', plugin: registrationModule },
  { name: 'profile', plugin: profileModule },
  { name: 'dormancy', plugin: dormancyModule },
  { name: 'staff-approval', plugin: staffApprovalModule },
  { name: 'navigation', plugin: navigationRoutes },
  { name: 'codes', plugin: codeRoutes },
  { name: 'system', plugin: systemRoutes },
  { name: 'notices', plugin: noticeRoutes },
  { name: 'bulletins', plugin: bulletinRoutes },
  { name: 'contents', plugin: contentsRoutes },
  { name: 'documents', plugin: documentRoutes },
  { name: 'files', plugin: fileRoutes },
  { name: 'snapshots', plugin: snapshotRoutes },
  { name: 'staff', plugin: staffRoutes },
  { name: 'inquiries', plugin: inquiryRoutes },
  { name: 'templates', plugin: templateRoutes },
  { name: 'home', plugin: homeRoutes },
  // catalogue (issue 11): reference data
  { name: 'catalogue', plugin: catalogueRoutes },
  // Notifications and the provider desk's work queue (issue 11, part desk)
  { name: 'notifications', plugin: notificationRoutes },
  { name: 'work-queue', plugin: workQueueRoutes },
  // Orders and contracts (part orders-server, issue 11)
  { name: 'orders', plugin: orderRoutes },
  { name: 'contracts', plugin: contractRoutes(contractOrderReads) },
  // Suspensions (issue 12 section 2)
  { name: 'suspensions', plugin: suspensionRoutes },
  // Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
  { name: 'other-reports', plugin: otherReportRoutes },
  { name: 'contract-inquiries', plugin: contractInquiryRoutes },
  // Non-display declarations (issue 12 section 1)
  { name: 'non-display', plugin: nonDisplayRoutes },
  // Monthly user reports (issue 13)
  { name: 'user-reports', plugin: userReportRoutes },
  // Personal API keys and the reporting API (issue 13 section 4)
  { name: 'api-keys', plugin: apiKeyRoutes },
  { name: 'reporting', plugin: reportingRoutes },
  // Exchange approvals (issue 14 section 1)
  { name: 'exchange-approvals', plugin: exchangeApprovalRoutes },
  // Contract status, sales status and the company popup (issue 14 sections 2 and 3)
  { name: 'exchange-status', plugin: exchangeStatusRoutes },
  // Billing (issue 14 sections 4 and 7)
  { name: 'billing', plugin: billingRoutes },
  // The exceptions dashboard (issue 14 section 5)
  { name: 'exceptions', plugin: exceptionRoutes },
  // Passkeys (issue 15 section 5)
  { name: 'passkeys', plugin: passkeyRoutes },
  // The operations screen (issue 22 section 6)
  { name: 'operations', plugin: operationsRoutes },
];
