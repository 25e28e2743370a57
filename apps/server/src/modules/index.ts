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
// catalogue: reference data
import { catalogueRoutes } from './catalogue';
// Notifications and the provider desk's work queue
import { notificationRoutes } from './notifications';
import { workQueueRoutes } from './work-queue';
// Orders and contracts
import { contractOrderReads, orderRoutes } from './orders';
import { contractRoutes } from './contracts';
// Suspensions
import { suspensionRoutes } from './suspensions';
// Other reported items and contract inquiries
import { otherReportRoutes } from './other-reports';
import { contractInquiryRoutes } from './contract-inquiries';
import { clearanceRoutes } from './clearances';
// Non-display declarations
import { nonDisplayRoutes } from './non-display';
// The non-display application inventory
import { nonDisplayApplicationRoutes } from './non-display-applications';
// Monthly user reports
import { userReportRoutes } from './user-reports';
// Entitlement reconciliations
import { reconciliationRoutes } from './reconciliations';
// Personal API keys and the reporting API
import { apiKeyRoutes } from './api-keys';
import { reportingRoutes } from './reporting';
// Exchange approvals
import { exchangeApprovalRoutes } from './exchange-approvals';
// Contract status, sales status and the company popup
import { exchangeStatusRoutes } from './exchange-status';
// Billing
import { billingRoutes } from './billing';
// Disputes of a bill line
import { billingDisputeRoutes } from './billing-disputes';
// The fee of a change before it is filed
import { feeEstimateRoutes } from './fee-estimates';
// The exceptions dashboard
import { exceptionRoutes } from './exceptions';
// Passkeys
import { passkeyRoutes } from './passkeys';
// The operations screen
import { operationsRoutes } from './operations';
// The audit pack
import { auditPackRoutes } from './audit-packs';
// Versioned policies and the price list
import { policyRoutes } from './policies';
// Signed events (webhooks)
import { webhookRoutes } from './webhooks';
// Audit events
import { auditEventRoutes } from './audit-events';
// Provisioning by SCIM
import { scimRoutes } from './scim';
// Company sign-on
import { signOnRoutes } from './sign-on';

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
  { name: 'contracts', plugin: contractRoutes(contractOrderReads) },
  // Suspensions
  { name: 'suspensions', plugin: suspensionRoutes },
  // Other reported items and contract inquiries
  { name: 'other-reports', plugin: otherReportRoutes },
  { name: 'contract-inquiries', plugin: contractInquiryRoutes },
  { name: 'clearances', plugin: clearanceRoutes },
  // Non-display declarations
  { name: 'non-display', plugin: nonDisplayRoutes },
  { name: 'non-display-applications', plugin: nonDisplayApplicationRoutes },
  // Monthly user reports
  { name: 'user-reports', plugin: userReportRoutes },
  // Entitlement reconciliations
  { name: 'reconciliations', plugin: reconciliationRoutes },
  // Personal API keys and the reporting API
  { name: 'api-keys', plugin: apiKeyRoutes },
  { name: 'reporting', plugin: reportingRoutes },
  // Exchange approvals
  { name: 'exchange-approvals', plugin: exchangeApprovalRoutes },
  // Contract status, sales status and the company popup
  { name: 'exchange-status', plugin: exchangeStatusRoutes },
  // Billing
  { name: 'billing', plugin: billingRoutes },
  // Disputes of a bill line
  { name: 'billing-disputes', plugin: billingDisputeRoutes },
  // The fee of a change before it is filed
  { name: 'fee-estimates', plugin: feeEstimateRoutes },
  // The exceptions dashboard
  { name: 'exceptions', plugin: exceptionRoutes },
  // Passkeys
  { name: 'passkeys', plugin: passkeyRoutes },
  // The operations screen
  { name: 'operations', plugin: operationsRoutes },
  // The audit pack
  { name: 'audit-packs', plugin: auditPackRoutes },
  { name: 'policies', plugin: policyRoutes },
  // Signed events (webhooks)
  { name: 'webhooks', plugin: webhookRoutes },
  // Audit events (decision 086)
  { name: 'audit-events', plugin: auditEventRoutes },
  // Provisioning by SCIM (decision 089)
  { name: 'scim', plugin: scimRoutes },
  // Company sign-on (decision 088)
  { name: 'sign-on', plugin: signOnRoutes },
];
