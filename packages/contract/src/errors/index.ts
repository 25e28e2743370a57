import { COMMON_ERRORS } from './common';
import { ACCOUNT_ERRORS } from './accounts';
import { CONTENT_ERRORS } from './content';
import { FILES_ERRORS } from './files';
import { WORKSPACE_ERRORS } from './workspace';
import { WORKFLOW_ERRORS } from './workflow';
import { ORDER_ERRORS } from './orders';
// catalogue (issue 11): reference data
import { CATALOGUE_ERRORS } from './catalogue';
// Notifications (issue 11, part desk)
import { NOTIFICATION_ERRORS } from './notifications';
// Suspensions (issue 12 section 2)
import { SUSPENSION_ERRORS } from './suspensions';
// Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
import { OTHER_REPORT_ERRORS } from './other-reports';
import { CONTRACT_INQUIRY_ERRORS } from './contract-inquiries';
// Non-display declarations (issue 12 section 1)
import { NON_DISPLAY_ERRORS } from './non-display';
// User reports (issue 13)
import { USER_REPORT_ERRORS } from './user-reports';
// User report files (issue 13, part sheet)
import { USER_REPORT_FILE_ERRORS } from './user-report-files';
// Personal API keys (issue 13 section 4)
import { API_KEY_ERRORS } from './api-keys';
// Exchange approvals (issue 14 section 1)
import { EXCHANGE_APPROVAL_ERRORS } from './exchange-approvals';
// Contract status and sales status (issue 14 sections 2 and 3)
import { EXCHANGE_STATUS_ERRORS } from './exchange-status';
// Billing (issue 14 sections 4 and 7)
import { BILLING_ERRORS } from './billing';
// The exceptions dashboard (issue 14 section 5)
import { EXCEPTION_ERRORS } from './exceptions';
// Passkeys (issue 15 section 5)
import { PASSKEY_ERRORS } from './passkeys';
// The operations screen (issue 22 section 6)
import { OPERATION_ERRORS } from './operations';
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
  ...WORKFLOW_ERRORS,
  ...ORDER_ERRORS,
  // catalogue (issue 11): reference data
  ...CATALOGUE_ERRORS,
  // Notifications (issue 11, part desk)
  ...NOTIFICATION_ERRORS,
  // Suspensions (issue 12 section 2)
  ...SUSPENSION_ERRORS,
  // Other reported items and contract inquiries (issue 12 sections 3 and 4, part other)
  ...OTHER_REPORT_ERRORS,
  ...CONTRACT_INQUIRY_ERRORS,
  // Non-display declarations (issue 12 section 1)
  ...NON_DISPLAY_ERRORS,
  // User reports (issue 13)
  ...USER_REPORT_ERRORS,
  // User report files (issue 13, part sheet)
  ...USER_REPORT_FILE_ERRORS,
  // Personal API keys (issue 13 section 4)
  ...API_KEY_ERRORS,
  // Exchange approvals (issue 14 section 1)
  ...EXCHANGE_APPROVAL_ERRORS,
  // Contract status and sales status (issue 14 sections 2 and 3)
  ...EXCHANGE_STATUS_ERRORS,
  // Billing (issue 14 sections 4 and 7)
  ...BILLING_ERRORS,
  // The exceptions dashboard (issue 14 section 5)
  ...EXCEPTION_ERRORS,
  // Passkeys (issue 15 section 5)
  ...PASSKEY_ERRORS,
  // The operations screen (issue 22 section 6)
  ...OPERATION_ERRORS,
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
