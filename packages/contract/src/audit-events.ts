import { z } from 'zod';
import { ZPage, ZPageRequest } from './common';

/**
 * The audit events of a company (decision 086, issue 27 section 5): the audit trail (sign-ins, role and staff
 * changes, keys, submissions, approvals, exports and downloads) read for a period, filtered by member and event type,
 * listed page by page and exported as CSV or NDJSON. A company administrator reads their company's; the provider
 * administrator every company's (a company filter).
 */
export const AUDIT_EVENT_TYPES = ['SIGN_IN', 'ROLE', 'STAFF', 'KEY', 'SUBMISSION', 'APPROVAL', 'EXPORT', 'DOWNLOAD', 'OTHER'] as const;
export const ZAuditEventType = z.enum(AUDIT_EVENT_TYPES);
export type TAuditEventType = z.infer<typeof ZAuditEventType>;
export const AUDIT_EVENT_TYPE_LABELS: Record<TAuditEventType, { ko: string; en: string }> = {
  SIGN_IN: { ko: '로그인·로그아웃', en: 'Sign-in and sign-out' },
  ROLE: { ko: '권한 변경', en: 'Role change' },
  STAFF: { ko: '직원 변경', en: 'Staff change' },
  KEY: { ko: '키·인증 수단', en: 'Keys and authenticators' },
  SUBMISSION: { ko: '제출', en: 'Submission' },
  APPROVAL: { ko: '승인·반려', en: 'Approval or rejection' },
  EXPORT: { ko: '내보내기', en: 'Export' },
  DOWNLOAD: { ko: '다운로드', en: 'Download' },
  OTHER: { ko: '기타', en: 'Other' },
};

export const AUDIT_EXPORT_FORMATS = ['csv', 'ndjson'] as const;
export type TAuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];
/** The NDJSON media type of an export (one JSON object a line). */
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

/** The retention of the audit trail: at least a year (Korean rules on access logs), at most ten. */
export const AUDIT_RETENTION_MIN_DAYS = 365;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
export const AUDIT_RETENTION_DEFAULT_DAYS = 730;
/** The longest period one search or export covers. */
export const AUDIT_PERIOD_MAX_DAYS = 400;

/** A calendar day (YYYY-MM-DD that exists: not 2026-13-40). */
const ZDay = z.iso.date('YYYY-MM-DD');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** The filters of a search and an export: a period of days (Korea time, both ends included), a member, event types. */
export const ZAuditEventFilter = z.object({
  /** First day, YYYY-MM-DD (Korea time). Default: 30 days before `to`. */
  from: ZDay.optional(),
  /** Last day, YYYY-MM-DD (Korea time), included. Default: today. */
  to: ZDay.optional(),
  /** The member who acted. */
  userId: ZId.optional(),
  /** Event types joined with `|`; empty: all. */
  eventTypes: z.string().max(200).optional(),
  /** Provider administrator: one company; omitted: every company. Ignored for a company administrator. */
  companyId: ZId.optional(),
});
export type TAuditEventFilter = z.input<typeof ZAuditEventFilter>;
/** The filters as the server reads them (after validation). */
export type TAuditEventFilterValues = z.infer<typeof ZAuditEventFilter>;

export const ZAuditEventSearchRequest = z.object({ ...ZAuditEventFilter.shape, ...ZPageRequest.shape });
export type TAuditEventSearchRequest = z.input<typeof ZAuditEventSearchRequest>;

export const ZAuditEventExportQuery = z.object({ ...ZAuditEventFilter.shape, format: z.enum(AUDIT_EXPORT_FORMATS).default('csv') });
export type TAuditEventExportQuery = z.input<typeof ZAuditEventExportQuery>;

export const ZAuditEvent = z.object({
  id: z.number().int(),
  /** ISO-8601 with the offset of Korea time (+09:00). */
  occurredAt: z.string(),
  eventType: ZAuditEventType,
  /** What was done (SIGNIN_OTP, STAFF_DELETE, WORKFLOW_ORDER_APPROVE, GET /apis/v1/..., ...). */
  action: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  loginEmail: z.string().nullable(),
  target: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number().int(),
  ip: z.string().nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
export const ZAuditEventPage = ZPage(ZAuditEvent);
export type TAuditEventPage = z.infer<typeof ZAuditEventPage>;

export const ZAuditEventSettings = z.object({
  /** Days the audit trail is kept; nothing younger is ever deleted. */
  retentionDays: z.number().int(),
  minRetentionDays: z.number().int(),
});
export type TAuditEventSettings = z.infer<typeof ZAuditEventSettings>;
/** The change (06): whole days, AUDIT_RETENTION_MIN_DAYS..AUDIT_RETENTION_MAX_DAYS (AUD1N4001 otherwise). */
export const ZAuditEventSettingsUpdate = z.object({ retentionDays: z.number().int() });
export type TAuditEventSettingsUpdate = z.input<typeof ZAuditEventSettingsUpdate>;
