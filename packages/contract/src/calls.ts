import type { z } from 'zod';
import { ZChangePasswordRequest, ZChangePasswordResponse, ZCompanySimpleSearchRequest, ZCompanySimpleSearchResponse, ZConfirmEmailQuery, ZConfirmEmailResponse, ZConfirmPasswordRequest, ZConfirmPasswordResponse, ZFindEmailRequest, ZFindEmailResponse, ZInvitationInfo, ZInvitationInfoRequest, ZInvitationUserInsertRequest, ZLogoutRequest, ZMemberDecisionResponse, ZMemberInfo, ZMemberUpdateRequest, ZMyInformation, ZNewsletterConfirmRequest, ZNewsletterConfirmResponse, ZOtpLoginRequest, ZOtpQrImageRequest, ZOtpQrImageResponse, ZPendingMemberPage, ZPendingMemberSearchRequest, ZRefreshRequest, ZRefreshResponse, ZRefuseMemberRequest, ZResendByLoginEmailRequest, ZResendConfirmEmailResponse, ZResetDormantRequest, ZResetDormantResponse, ZResetPasswordRequest, ZResetPasswordResponse, ZSecessionRequest, ZSecessionResponse, ZSignInRequest, ZSignInResponse, ZTermsAgreeRequest, ZTermsResponse, ZTokenResponse, ZUserExistsRequest, ZUserExistsResponse, ZUserIdParams, ZUserInsertRequest, ZUserInsertResponse } from './accounts';
import { ZBbsContentIdParams, ZBbsDetail, ZBbsDetailRequest, ZBbsSearchRequest, ZBbsSearchResponse, ZInquireCountParams, ZInquireCountResponse } from './bulletins';
import { ZCodeGroup, ZCodeGroupParams, ZCodeSearchRequest, ZCodeSearchResponse } from './codes';
import { ZContentsLatest, ZContentsTypeParams, ZPopupsResponse } from './contents';
import { ZDocumentClassificationParams, ZStandardDocument, ZStandardDocumentIdParams } from './documents';
import { ZDeleteFilesRequest, ZDeleteFilesResponse, ZDownloadFileQuery, ZEditorImageParams, ZEditorImageQuery, ZEditorImageResponse, ZUploadFilesQuery, ZUploadFilesResponse } from './files';
import { ZMemberHome } from './home';
import { ZGuestInquiryCreateRequest, ZGuestInquiryCreateResponse, ZInquiryAnswerRequest, ZInquiryCreateRequest, ZInquiryDetail, ZInquiryIdParams, ZInquiryManageSearchRequest, ZInquirySearchRequest, ZInquirySearchResponse } from './inquiries';
import { ZMenusResponse, ZPagesResponse } from './menus';
import { ZNoticeFilters, ZNoticeSearchRequest, ZNoticeSearchResponse } from './notices';
import { ZDeleteSnapshotResponse, ZSaveSnapshotRequest, ZSnapshot, ZSnapshotHistoriesRequest, ZSnapshotHistoryPage, ZSnapshotHistoryRequest, ZSnapshotPage, ZSnapshotParams, ZSnapshotSearchRequest, ZSnapshotSummary, ZSnapshotVersion } from './snapshots';
import { ZStaffDeleteRequest, ZStaffDeleteResponse, ZStaffExportRequest, ZStaffInviteRequest, ZStaffInviteResponse, ZStaffSearchRequest, ZStaffSearchResponse, ZStaffUserIdParams } from './staff';
import { ZHostnameResponse, ZSystemDateResponse } from './system';
import { ZApprovalTypeTemplateRequest, ZTemplateBuildRequest, ZTemplateBuildResponse } from './templates';

/**
 * The table of calls: one entry per API operation, keyed by a stable camelCase name that is also its
 * OpenAPI `operationId` (decision 035). Each entry gives the method, the full path as Fastify writes it
 * (`:param` placeholders), the request schemas (params, query, body) and the success answer's schema
 * (`'file'`: bytes, not JSON; `'empty'`: no body) with its status when not 200.
 *
 * The server's test checks that the registered routes and this table agree both ways. The server's
 * routes and the web client's calls are meant to read their paths from here
 * (`callPath(calls.getMember, { userId })`), so a path cannot be spelled two ways. A new call is added
 * here first; its name never changes once published (client generators name their functions from it).
 */
export interface CallDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | 'file' | 'empty';
  /** The success status when not 200. */
  status?: 201 | 204;
}

export const calls = {
  signIn: { method: 'POST', path: '/apis/v1/common/auth/signin', body: ZSignInRequest, response: ZSignInResponse },
  getOtpQrImage: { method: 'POST', path: '/apis/v1/common/auth/otp-qr-image', body: ZOtpQrImageRequest, response: ZOtpQrImageResponse },
  otpLogin: { method: 'POST', path: '/apis/v1/common/auth/otp-login', body: ZOtpLoginRequest, response: ZTokenResponse },
  refreshTokens: { method: 'POST', path: '/apis/v1/common/auth/refresh', body: ZRefreshRequest, response: ZRefreshResponse },
  logout: { method: 'POST', path: '/apis/v1/common/auth/logout', body: ZLogoutRequest.nullish(), response: 'empty', status: 204 },
  getMyInformation: { method: 'GET', path: '/apis/v1/common/auth/my-information', response: ZMyInformation },
  searchCompaniesSimple: { method: 'POST', path: '/apis/v1/user/companies/search/simple', body: ZCompanySimpleSearchRequest, response: ZCompanySimpleSearchResponse },
  registerUser: { method: 'POST', path: '/apis/v1/user/users', body: ZUserInsertRequest, response: ZUserInsertResponse, status: 201 },
  registerUserByInvitation: { method: 'POST', path: '/apis/v1/user/users/invitation', body: ZInvitationUserInsertRequest, response: ZUserInsertResponse, status: 201 },
  getInvitationInfo: { method: 'POST', path: '/apis/v1/user/users/invitation/info', body: ZInvitationInfoRequest, response: ZInvitationInfo },
  confirmNewsletter: { method: 'POST', path: '/apis/v1/user/users/newsletter-confirm', body: ZNewsletterConfirmRequest, response: ZNewsletterConfirmResponse },
  checkLoginEmailExists: { method: 'POST', path: '/apis/v1/user/users/exists', body: ZUserExistsRequest, response: ZUserExistsResponse },
  findLoginEmail: { method: 'POST', path: '/apis/v1/user/users/find-email', body: ZFindEmailRequest, response: ZFindEmailResponse },
  confirmEmail: { method: 'GET', path: '/apis/v1/user/users/confirm-email', query: ZConfirmEmailQuery, response: ZConfirmEmailResponse },
  resendConfirmEmail: { method: 'POST', path: '/apis/v1/user/users/resend-confirm-email', query: ZConfirmEmailQuery, response: ZResendConfirmEmailResponse },
  resendConfirmEmailByLoginEmail: { method: 'POST', path: '/apis/v1/user/users/resend-confirm-email/by-logn-email', body: ZResendByLoginEmailRequest, response: ZResendConfirmEmailResponse },
  resetDormant: { method: 'POST', path: '/apis/v1/user/users/reset-dormant', body: ZResetDormantRequest, response: ZResetDormantResponse },
  resetPassword: { method: 'POST', path: '/apis/v1/user/users/reset-password', body: ZResetPasswordRequest, response: ZResetPasswordResponse },
  changePassword: { method: 'PUT', path: '/apis/v1/user/users/change-password', body: ZChangePasswordRequest, response: ZChangePasswordResponse },
  getMember: { method: 'GET', path: '/apis/v1/user/users/:userId', params: ZUserIdParams, response: ZMemberInfo },
  updateMember: { method: 'PUT', path: '/apis/v1/user/users/:userId', params: ZUserIdParams, body: ZMemberUpdateRequest, response: ZMemberInfo },
  getMemberTerms: { method: 'GET', path: '/apis/v1/user/users/:userId/terms', params: ZUserIdParams, response: ZTermsResponse },
  agreeMemberTerms: { method: 'POST', path: '/apis/v1/user/users/:userId/terms', params: ZUserIdParams, body: ZTermsAgreeRequest, response: ZTermsResponse },
  confirmPassword: { method: 'POST', path: '/apis/v1/user/users/:userId/confirm-password', params: ZUserIdParams, body: ZConfirmPasswordRequest, response: ZConfirmPasswordResponse },
  withdrawMember: { method: 'POST', path: '/apis/v1/user/users/:userId/secession', params: ZUserIdParams, body: ZSecessionRequest, response: ZSecessionResponse },
  searchPendingMembers: { method: 'POST', path: '/apis/v1/staff/members/search', body: ZPendingMemberSearchRequest, response: ZPendingMemberPage },
  approveMember: { method: 'POST', path: '/apis/v1/staff/members/:userId/approve', params: ZUserIdParams, response: ZMemberDecisionResponse },
  refuseMember: { method: 'POST', path: '/apis/v1/staff/members/:userId/refuse', params: ZUserIdParams, body: ZRefuseMemberRequest, response: ZMemberDecisionResponse },
  getAllMenus: { method: 'GET', path: '/apis/v1/common/auth/all-menus', response: ZMenusResponse },
  getAllPages: { method: 'GET', path: '/apis/v1/common/auth/all-pages', response: ZPagesResponse },
  getMyMenus: { method: 'GET', path: '/apis/v1/common/auth/my-menus', response: ZMenusResponse },
  getMyPages: { method: 'GET', path: '/apis/v1/common/auth/my-pages', response: ZPagesResponse },
  searchCodes: { method: 'POST', path: '/apis/v1/common/codes/search', body: ZCodeSearchRequest, response: ZCodeSearchResponse },
  getCodeGroup: { method: 'GET', path: '/apis/v1/common/codes/:codeGroupCode', params: ZCodeGroupParams, response: ZCodeGroup },
  getSystemDate: { method: 'GET', path: '/apis/v1/common/system', response: ZSystemDateResponse },
  getHostname: { method: 'GET', path: '/apis/v1/common/system/hostname', response: ZHostnameResponse },
  searchNotices: { method: 'POST', path: '/apis/v1/user/notices/search', body: ZNoticeSearchRequest, response: ZNoticeSearchResponse },
  getNotice: { method: 'POST', path: '/apis/v1/user/notices/:bbsContentId', params: ZBbsContentIdParams, body: ZNoticeFilters, response: ZBbsDetail },
  searchBbsContents: { method: 'POST', path: '/apis/v1/user/bbss/bbsContents/search', body: ZBbsSearchRequest, response: ZBbsSearchResponse },
  getBbsContent: { method: 'POST', path: '/apis/v1/user/bbss/bbsContents/:bbsContentId', params: ZBbsContentIdParams, body: ZBbsDetailRequest, response: ZBbsDetail },
  countBbsContentView: { method: 'PUT', path: '/apis/v1/user/bbss/:bbsCode/bbsContents/:bbsContentId/inquire-count', params: ZInquireCountParams, response: ZInquireCountResponse },
  getLatestContents: { method: 'GET', path: '/apis/v1/user/contents/:contentsTypeCode/latest-version', params: ZContentsTypeParams, response: ZContentsLatest },
  getPopups: { method: 'GET', path: '/apis/v1/user/contents/:contentsTypeCode/popups', params: ZContentsTypeParams, response: ZPopupsResponse },
  getStandardDocument: { method: 'GET', path: '/apis/v1/user/standard-documents/:standardDocumentId', params: ZStandardDocumentIdParams, response: ZStandardDocument },
  getLatestStandardDocument: { method: 'GET', path: '/apis/v1/user/standard-documents/:documentClassificationCode/latest-version', params: ZDocumentClassificationParams, response: ZStandardDocument },
  uploadFiles: { method: 'POST', path: '/apis/v1/common/files', query: ZUploadFilesQuery, response: ZUploadFilesResponse },
  uploadEditorImage: { method: 'POST', path: '/apis/v1/common/files/editor/images', query: ZEditorImageQuery, response: ZEditorImageResponse },
  downloadFile: { method: 'GET', path: '/apis/v1/common/files', query: ZDownloadFileQuery, response: 'file' },
  deleteFiles: { method: 'DELETE', path: '/apis/v1/common/files', body: ZDeleteFilesRequest, response: ZDeleteFilesResponse },
  getEditorImage: { method: 'GET', path: '/apis/v1/editor/images/:fileUUID', params: ZEditorImageParams, response: 'file' },
  saveSnapshot: { method: 'POST', path: '/apis/v1/common/snapshots', body: ZSaveSnapshotRequest, response: ZSnapshotSummary },
  searchSnapshots: { method: 'POST', path: '/apis/v1/common/snapshots/search', body: ZSnapshotSearchRequest, response: ZSnapshotPage },
  getSnapshotHistories: { method: 'POST', path: '/apis/v1/common/snapshots/histories', body: ZSnapshotHistoriesRequest, response: ZSnapshotHistoryPage },
  getSnapshotHistory: { method: 'POST', path: '/apis/v1/common/snapshots/history', body: ZSnapshotHistoryRequest, response: ZSnapshotVersion },
  getSnapshot: { method: 'GET', path: '/apis/v1/common/snapshots/:snapshotsId', params: ZSnapshotParams, response: ZSnapshot },
  deleteSnapshot: { method: 'DELETE', path: '/apis/v1/common/snapshots/:snapshotsId', params: ZSnapshotParams, response: ZDeleteSnapshotResponse },
  searchStaff: { method: 'POST', path: '/apis/v1/user/staff/search', body: ZStaffSearchRequest, response: ZStaffSearchResponse },
  inviteStaff: { method: 'POST', path: '/apis/v1/user/staff/invitations', body: ZStaffInviteRequest, response: ZStaffInviteResponse },
  inviteSubscriber: { method: 'POST', path: '/apis/v1/user/staff/subscriber-invitations', body: ZStaffInviteRequest, response: ZStaffInviteResponse },
  deleteStaff: { method: 'DELETE', path: '/apis/v1/user/staff/:userId', params: ZStaffUserIdParams, body: ZStaffDeleteRequest, response: ZStaffDeleteResponse },
  exportStaff: { method: 'POST', path: '/apis/v1/user/staff/export', body: ZStaffExportRequest, response: 'file' },
  createInquiry: { method: 'POST', path: '/apis/v1/user/inquiries', body: ZInquiryCreateRequest, response: ZInquiryDetail },
  searchMyInquiries: { method: 'POST', path: '/apis/v1/user/inquiries/search', body: ZInquirySearchRequest, response: ZInquirySearchResponse },
  createGuestInquiry: { method: 'POST', path: '/apis/v1/user/inquiries/guest', body: ZGuestInquiryCreateRequest, response: ZGuestInquiryCreateResponse },
  searchAllInquiries: { method: 'POST', path: '/apis/v1/user/inquiries/manage/search', body: ZInquiryManageSearchRequest, response: ZInquirySearchResponse },
  getInquiry: { method: 'GET', path: '/apis/v1/user/inquiries/:inquiryId', params: ZInquiryIdParams, response: ZInquiryDetail },
  answerInquiry: { method: 'PUT', path: '/apis/v1/user/inquiries/:inquiryId/answer', params: ZInquiryIdParams, body: ZInquiryAnswerRequest, response: ZInquiryDetail },
  buildTemplate: { method: 'POST', path: '/apis/v1/common/template/build', body: ZTemplateBuildRequest, response: ZTemplateBuildResponse },
  getApprovalTypeTemplate: { method: 'POST', path: '/apis/v1/common/template/approval-type', body: ZApprovalTypeTemplateRequest, response: ZTemplateBuildResponse },
  getMemberHome: { method: 'GET', path: '/apis/v1/user/home', response: ZMemberHome },
} as const satisfies Record<string, CallDef>;

export type TCallName = keyof typeof calls;

/** The path parameters a path names (`/users/:userId/terms` -> `userId`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a call with its path parameters filled in (each encoded):
 * `callPath(calls.getMember, { userId: 7 })` -> `/apis/v1/user/users/7`.
 */
export function callPath<C extends CallDef>(
  call: C,
  ...[params]: [PathParams<C['path']>] extends [never] ? [] : [Record<PathParams<C['path']>, string | number>]
): string {
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined || value === '') throw new Error(`callPath: ${name} is missing for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The name of the call for a method and a Fastify path, or undefined. */
export function callNameOf(method: string, path: string): TCallName | undefined {
  for (const [name, call] of Object.entries(calls) as [TCallName, CallDef][]) if (call.method === method && call.path === path) return name;
  return undefined;
}
