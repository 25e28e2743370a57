import { z } from 'zod';
import { ZLanguageTypeCode, ZPage, ZPageRequest, ZSortOrder } from './common';

/**
 * Company staff (/mypage/manager-list); their calls are in call-paths.ts. The company is the token's
 * companyId; provider staff (roles 05, 06) name the company they act on.
 */

/** A staff member's state as the list shows it: the account's state, or awaiting approval for the company. */
/** SUSPENDED: the membership deactivated by the company's identity provider (SCIM active=false, decision 089). */
export const STAFF_STATUSES = ['ACTIVE', 'PENDING_APPROVAL', 'UNVERIFIED', 'DORMANT', 'REFUSED', 'WITHDRAWN', 'SUSPENDED'] as const;
export const ZStaffStatus = z.enum(STAFF_STATUSES);
export type TStaffStatus = z.infer<typeof ZStaffStatus>;
export const STAFF_STATUS_LABELS: Record<TStaffStatus, { ko: string; en: string }> = {
  ACTIVE: { ko: '정상', en: 'Active' },
  PENDING_APPROVAL: { ko: '승인 대기', en: 'Awaiting approval' },
  UNVERIFIED: { ko: '이메일 미인증', en: 'E-mail not verified' },
  DORMANT: { ko: '휴면', en: 'Dormant' },
  REFUSED: { ko: '승인 거절', en: 'Refused' },
  WITHDRAWN: { ko: '탈퇴', en: 'Withdrawn' },
  SUSPENDED: { ko: '사용 중지', en: 'Deactivated' },
};

export const STAFF_SORT_FIELDS = ['registeredAt', 'lastLoginAt', 'name', 'loginEmail'] as const;
/** Most rows one export may hold. */
export const STAFF_EXPORT_MAX = 1000;
/** Byte limit of a deletion reason. */
export const STAFF_DELETE_REASON_MAX_BYTES = 1000;

const ZCompanyIdOption = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const ZStaffSearchRequest = z.object({
  /** Provider staff: the company they act on. Members: omitted (the token's company) or equal to it. */
  companyId: ZCompanyIdOption,
  /** Text searched in name, login e-mail and department. */
  searchText: z.string().trim().max(100).optional(),
  /** Status codes joined with `|`; empty: all. */
  statusCodes: z.string().max(200).optional(),
  sortBy: z.enum(STAFF_SORT_FIELDS).default('registeredAt'),
  /** newest: descending, oldest: ascending (names: Z..A / A..Z). */
  sort: ZSortOrder.default('newest'),
  ...ZPageRequest.shape,
});
export type TStaffSearchRequest = z.input<typeof ZStaffSearchRequest>;

export const ZStaffMember = z.object({
  userId: z.number().int(),
  loginEmail: z.string(),
  /** Name as the request's language writes it (김민준 / Minjun Kim). */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  department: z.string().nullable(),
  chargeJob: z.string().nullable(),
  officePhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  statusCode: ZStaffStatus,
  statusName: z.string(),
  /** ISO-8601: when the member joined the company. */
  registeredAt: z.string(),
  /** ISO-8601: when the member was approved, or null. */
  approvedAt: z.string().nullable(),
  /** ISO-8601: last sign-in, or null. */
  lastLoginAt: z.string().nullable(),
  roles: z.array(z.string()),
  /** The member is an administrator of this company (decision 086). */
  companyAdmin: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffSearchResponse = ZPage(ZStaffMember);
export type TStaffSearchResponse = z.infer<typeof ZStaffSearchResponse>;

export const ZStaffInviteRequest = z.object({
  companyId: ZCompanyIdOption,
  email: z.email().max(254),
  /** Language of the invitation mail: 01 Korean, 02 English (default: the request's language). */
  mailLanguageCode: ZLanguageTypeCode.optional(),
});
export type TStaffInviteRequest = z.input<typeof ZStaffInviteRequest>;
export const ZStaffInviteResponse = z.object({
  invitationId: z.number().int(),
  kind: z.enum(['MEMBER', 'SUBSCRIBER']),
  email: z.string(),
  companyId: z.number().int(),
  mailLanguageCode: ZLanguageTypeCode,
  /** ISO-8601. */
  expiresAt: z.string(),
});
export type TStaffInviteResponse = z.infer<typeof ZStaffInviteResponse>;

export const ZStaffUserIdParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZStaffDeleteRequest = z.object({
  companyId: ZCompanyIdOption,
  /** Required (STF1N4001 when empty), at most STAFF_DELETE_REASON_MAX_BYTES bytes. */
  reason: z.string().max(2000).optional(),
});
export type TStaffDeleteRequest = z.input<typeof ZStaffDeleteRequest>;
export const ZStaffDeleteResponse = z.object({ userId: z.number().int(), companyId: z.number().int(), status: z.literal('REMOVED') });
export type TStaffDeleteResponse = z.infer<typeof ZStaffDeleteResponse>;

export const ZStaffExportRequest = z.object({
  companyId: ZCompanyIdOption,
  /** The selected rows. Ids that are not staff of the company are left out. */
  userIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(STAFF_EXPORT_MAX),
});
export type TStaffExportRequest = z.input<typeof ZStaffExportRequest>;
export const STAFF_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Make a member the company's administrator, or revoke it (decision 086). Provider administrators name the company. */
export const ZCompanyAdminRequest = z.object({
  companyId: ZCompanyIdOption,
  companyAdmin: z.boolean(),
});
export type TCompanyAdminRequest = z.input<typeof ZCompanyAdminRequest>;
export const ZCompanyAdminResponse = z.object({ userId: z.number().int(), companyId: z.number().int(), companyAdmin: z.boolean() });
export type TCompanyAdminResponse = z.infer<typeof ZCompanyAdminResponse>;
