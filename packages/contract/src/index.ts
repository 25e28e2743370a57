export * from './common';
export * from './constants';
export * from './text';
export * from './presentation';
export * from './money';
export * from './diff';
export * from './korean';
export * from './errors/index';
export * from './pages';
export * from './menus';
export * from './codes';
export * from './system';
export * from './bulletins';
export * from './notices';
export * from './contents';
export * from './documents';
export * from './accounts';
export * from './files';
export * from './media-types';
export * from './snapshots';
export * from './staff';
export * from './audit-events';
export * from './inquiries';
export * from './templates';
export * from './home';
export * from './call-paths';
export * from './calls';
export * from './permissions';
export * from './workflow';
export * from './orders';
export * from './sales-options';
// catalogue: reference data
export * from './catalogue';
// Notifications and the provider desk's work queue
export * from './notifications';
export * from './work-queue';
// Suspensions
export * from './suspensions';
// Other reported items and contract inquiries
export * from './other-reports';
export * from './contract-inquiries';
export * from './clearances';
export * from './policies';
// Non-display declarations
export * from './non-display';
// The non-display application inventory
export * from './non-display-applications';
export * from './request-flags';
// Monthly user reports: the detail rows of every channel
export * from './user-report-rows';
export * from './user-reports';
// Entitlement reconciliations
export * from './reconciliations';
// Personal API keys and the reporting API
export * from './api-keys';
export * from './webhooks';
export * from './scim';
export * from './sign-on';
export * from './reporting-api';
// Exchange approvals
export * from './exchange-approvals';
// Contract status, sales status and the company popup
export * from './exchange-status';
// Billing
export * from './billing';
// The fee of a change before it is filed
export * from './fee-estimates';
// Disputes of a bill line
export * from './billing-disputes';
// The exceptions dashboard
export * from './exceptions';
// The operations screen
export * from './operations';
// Passkeys
export * from './passkeys';
// The audit pack
export * from './audit-packs';
// Company sign-on (OIDC and SAML)
export * from './sign-on';
