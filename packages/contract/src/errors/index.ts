import { COMMON_ERRORS } from './common';
import { ACCOUNT_ERRORS } from './accounts';
import { CONTENT_ERRORS } from './content';
import { FILES_ERRORS } from './files';
import { WORKSPACE_ERRORS } from './workspace';
import { WORKFLOW_ERRORS } from './workflow';
import { ORDER_ERRORS } from './orders';
// catalogue: reference data
import { CATALOGUE_ERRORS } from './catalogue';
// Notifications
import { NOTIFICATION_ERRORS } from './notifications';
// Suspensions
import { SUSPENSION_ERRORS } from './suspensions';
// Other reported items and contract inquiries
import { OTHER_REPORT_ERRORS } from './other-reports';
import { CONTRACT_INQUIRY_ERRORS } from './contract-inquiries';
// Non-display declarations
import { NON_DISPLAY_ERRORS } from './non-display';
import { NON_DISPLAY_APPLICATION_ERRORS } from './non-display-applications';
// User reports
import { USER_REPORT_ERRORS } from './user-reports';
// User report files
import { USER_REPORT_FILE_ERRORS } from './user-report-files';
// Personal API keys
import { API_KEY_ERRORS } from './api-keys';
// Exchange approvals
import { EXCHANGE_APPROVAL_ERRORS } from './exchange-approvals';
// Contract status and sales status
import { EXCHANGE_STATUS_ERRORS } from './exchange-status';
// Billing
import { BILLING_ERRORS } from './billing';
// Disputes of a bill line
import { BILLING_DISPUTE_ERRORS } from './billing-disputes';
// The exceptions dashboard
import { EXCEPTION_ERRORS } from './exceptions';
// Passkeys
import { PASSKEY_ERRORS } from './passkeys';
// The operations screen
import { OPERATION_ERRORS } from './operations';
// The audit pack
import { AUDIT_PACK_ERRORS } from './audit-packs';
// Entitlement reconciliations
import { RECONCILIATION_ERRORS } from './reconciliations';
// Clearances of a period
import { CLEARANCE_ERRORS } from './clearances';
// Versioned policies and the price list
import { POLICY_ERRORS } from './policies';
// The fee of a change before it is filed
import { FEE_ESTIMATE_ERRORS } from './fee-estimates';
// Signed events (webhooks)
import { WEBHOOK_ERRORS } from './webhooks';
// Company sign-on
import { SIGN_ON_ERRORS } from './sign-on';
// Audit events
import { AUDIT_EVENT_ERRORS } from './audit-events';
// Provisioning by SCIM
import { SCIM_ERRORS } from './scim';
import type { ErrorEntry } from './types';
import { resolveParticles } from '../korean';

export type { ErrorEntry, ErrorTable } from './types';

/**
 * The one bilingual error catalogue: code -> HTTP status and both languages' messages.
 * Each area keeps its codes in its own file under errors/ and is merged here.
 */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...FILES_ERRORS,
  ...ACCOUNT_ERRORS,
  ...CONTENT_ERRORS,
  ...WORKSPACE_ERRORS,
  // Audit events
  ...AUDIT_EVENT_ERRORS,
  ...WORKFLOW_ERRORS,
  ...ORDER_ERRORS,
  // catalogue: reference data
  ...CATALOGUE_ERRORS,
  // Notifications
  ...NOTIFICATION_ERRORS,
  // Suspensions
  ...SUSPENSION_ERRORS,
  // Other reported items and contract inquiries
  ...OTHER_REPORT_ERRORS,
  ...CONTRACT_INQUIRY_ERRORS,
  // Non-display declarations
  ...NON_DISPLAY_ERRORS,
  ...NON_DISPLAY_APPLICATION_ERRORS,
  // User reports
  ...USER_REPORT_ERRORS,
  // User report files
  ...USER_REPORT_FILE_ERRORS,
  // Personal API keys
  ...API_KEY_ERRORS,
  // Exchange approvals
  ...EXCHANGE_APPROVAL_ERRORS,
  // Contract status and sales status
  ...EXCHANGE_STATUS_ERRORS,
  // Billing
  ...BILLING_ERRORS,
  // Disputes of a bill line
  ...BILLING_DISPUTE_ERRORS,
  // The exceptions dashboard
  ...EXCEPTION_ERRORS,
  // Passkeys
  ...PASSKEY_ERRORS,
  // The operations screen
  ...OPERATION_ERRORS,
  // The audit pack
  ...AUDIT_PACK_ERRORS,
  // Entitlement reconciliations
  ...RECONCILIATION_ERRORS,
  // Clearances of a period
  ...CLEARANCE_ERRORS,
  ...POLICY_ERRORS,
  ...FEE_ESTIMATE_ERRORS,
  ...WEBHOOK_ERRORS,
  ...SCIM_ERRORS,
  // Company sign-on
  ...SIGN_ON_ERRORS,
} as const;

export type TErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: string): code is TErrorCode => Object.prototype.hasOwnProperty.call(ERRORS, code);

export function errorEntry(code: string): ErrorEntry {
  return (ERRORS as Record<string, ErrorEntry>)[code] ?? ERRORS.COM1N5000;
}

/**
 * The message of a code in a language, its `{param}`s filled in. A length limit counted in bytes
 * (`max`) is told in characters: `{max}` Latin characters or `{maxHangul}` Hangul ones (2 bytes
 * each). In Korean, the two-way particles of the catalogue (`{item}을(를)`) become the one that fits
 * the word filled in (`제목을`, `이메일 주소를`).
 */
export function errorMessage(code: string, lang: 'ko' | 'en', params?: Record<string, string | number>): string {
  let text = errorEntry(code)[lang];
  const all: Record<string, string | number> = { ...params };
  if (typeof all.max === 'number' && all.maxHangul === undefined) all.maxHangul = Math.floor(all.max / 2);
  for (const [k, v] of Object.entries(all)) text = text.replaceAll(`{${k}}`, String(v));
  return lang === 'ko' ? resolveParticles(text) : text;
}
