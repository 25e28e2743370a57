import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { dormancyModule } from './dormancy/index';
import { profileModule } from './profile/index';
import { registrationModule } from './registration/index';
import { signInModule } from './sign-in/index';
import { staffApprovalModule } from './staff-approval/index';
import { fileRoutes } from './files/routes';
import { snapshotRoutes } from './snapshots/routes';
import { navigationRoutes } from './navigation/routes';
import { codeRoutes } from './codes/routes';
import { systemRoutes } from './system/routes';
import { noticeRoutes } from './notices/routes';
import { bulletinRoutes } from './bulletins/routes';
import { contentsRoutes } from './contents/routes';
import { documentRoutes } from './documents/routes';
import { staffRoutes } from './staff/routes';
import { inquiryRoutes } from './inquiries/routes';
import { templateRoutes } from './templates/routes';
import { homeRoutes } from './home/routes';
// catalogue: reference data
import { catalogueRoutes } from './catalogue/routes';
// Notifications and the provider desk's work queue
import { notificationRoutes } from './notifications/routes';
import { workQueueRoutes } from './work-queue/routes';
// Orders and contracts
import { orderRoutes } from './orders/routes';
import { contractRoutes } from './contracts/routes';
// Suspensions
import { suspensionRoutes } from './suspensions/routes';
// Other reported items and contract inquiries
import { otherReportRoutes } from './other-reports/routes';
import { contractInquiryRoutes } from './contract-inquiries/routes';
// Non-display declarations
import { nonDisplayRoutes } from './non-display/routes';
// Monthly user reports
import { userReportRoutes } from './user-reports/routes';
// Personal API keys and the reporting API
import { apiKeyRoutes } from './api-keys/routes';
import { reportingRoutes } from './reporting/routes';
// Exchange approvals
import { exchangeApprovalRoutes } from './exchange-approvals/routes';
// Contract status, sales status and the company popup
import { exchangeStatusRoutes } from './exchange-status/routes';
// Billing
import { billingRoutes } from './billing/routes';
// The exceptions dashboard
import { exceptionRoutes } from './exceptions/routes';
// Passkeys
import { passkeyRoutes } from './passkeys/routes';
// The operations screen
import { operationsRoutes } from './operations/routes';

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
  // catalogue: reference data
  { name: 'catalogue', plugin: catalogueRoutes },
  // Notifications and the provider desk's work queue
  { name: 'notifications', plugin: notificationRoutes },
  { name: 'work-queue', plugin: workQueueRoutes },
  // Orders and contracts
  { name: 'orders', plugin: orderRoutes },
  { name: 'contracts', plugin: contractRoutes },
  // Suspensions
  { name: 'suspensions', plugin: suspensionRoutes },
  // Other reported items and contract inquiries
  { name: 'other-reports', plugin: otherReportRoutes },
  { name: 'contract-inquiries', plugin: contractInquiryRoutes },
  // Non-display declarations
  { name: 'non-display', plugin: nonDisplayRoutes },
  // Monthly user reports
  { name: 'user-reports', plugin: userReportRoutes },
  // Personal API keys and the reporting API
  { name: 'api-keys', plugin: apiKeyRoutes },
  { name: 'reporting', plugin: reportingRoutes },
  // Exchange approvals
  { name: 'exchange-approvals', plugin: exchangeApprovalRoutes },
  // Contract status, sales status and the company popup
  { name: 'exchange-status', plugin: exchangeStatusRoutes },
  // Billing
  { name: 'billing', plugin: billingRoutes },
  // The exceptions dashboard
  { name: 'exceptions', plugin: exceptionRoutes },
  // Passkeys
  { name: 'passkeys', plugin: passkeyRoutes },
  // The operations screen
  { name: 'operations', plugin: operationsRoutes },
];
