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
export * from './inquiries';
export * from './templates';
export * from './home';
export * from './call-paths';
export * from './calls';
export * from './permissions';
export * from './workflow';
export * from './orders';
export * from './sales-options';
// catalogue (issue 11): reference data
export * from './catalogue';
// Notifications and the provider desk's work queue (issue 11, part desk)
export * from './notifications';
export * from './work-queue';
// Suspensions (issue 12 section 2)
export * from './suspensions';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
export * from './other-reports';
export * from './contract-inquiries';
// Non-display declarations (issue 12 section 1)
export * from './non-display';
export * from './request-flags';
// Monthly user reports (issue 13): the detail rows of every channel
export * from './user-report-rows';
export * from './user-reports';
// Personal API keys and the reporting API (issue 13 section 4)
export * from './api-keys';
export * from './reporting-api';
// Exchange approvals (issue 14 section 1)
export * from './exchange-approvals';
// Contract status, sales status and the company popup (issue 14 sections 2 and 3)
export * from './exchange-status';
// Billing (issue 14 sections 4 and 7)
export * from './billing';
// The exceptions dashboard (issue 14 section 5)
export * from './exceptions';
// The operations screen (issue 22 section 6)
export * from './operations';
// Passkeys (issue 15 section 5)
export * from './passkeys';
