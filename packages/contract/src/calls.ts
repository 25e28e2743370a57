import type { z } from 'zod';
import { CALL_PATHS, type TCallName } from './call-paths';
import { MEDIA_TYPE } from './media-types';
import { ZJobStatusList, ZMailIdParams, ZMailOutboxItem, ZMailOutboxSearchRequest, ZMailOutboxSearchResponse } from './operations';
import {
  ZArchiveParams,
  ZContractDetail,
  ZContractIdParams,
  ZContractSearchRequest,
  ZContractSearchResponse,
  ZContractVersions,
  ZInventoryExportQuery,
  ZInventorySearchRequest,
  ZInventorySearchResponse,
  ZOrderActionParams,
  ZOrderCreateRequest,
  ZOrderDetail,
  ZOrderIdParams,
  ZOrderSearchRequest,
  ZOrderSearchResponse,
  ZOrderUpdateRequest,
  ZRequestVersions,
  ZWorkflowActionRequest,
} from './orders';
import { ZFileUUID } from './files';
// Company sign-on
import {
  ZSignOnAcsForm,
  ZSignOnCallbackQuery,
  ZSignOnCompanyParams,
  ZSignOnDiscoverRequest,
  ZSignOnDiscoverResponse,
  ZSignOnExchangeRequest,
  ZSignOnExchangeResponse,
  ZSignOnSettings,
  ZSignOnSettingsRequest,
  ZSignOnStartQuery,
} from './sign-on';
// Signed events (webhooks)
import {
  ZWebhookDeliveryParams,
  ZWebhookDeliverySearchRequest,
  ZWebhookDeliverySearchResponse,
  ZWebhookEndpoint,
  ZWebhookEndpointCreateRequest,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointUpdateRequest,
  ZWebhookEndpointWithSecret,
  ZWebhookEventParams,
  ZWebhookQueued,
} from './webhooks';
// Provisioning by SCIM
import { ZScimToken, ZScimTokenCreateRequest, ZScimTokenCreated, ZScimTokenList, ZScimTokenParams } from './scim';
// Billing
import {
  ZAdminBillingSearchRequest,
  ZAdminBillingSearchResponse,
  ZBillingLinesSearchRequest,
  ZBillingLinesSearchResponse,
  ZBillingMonthItem,
  ZBillingMonthParams,
  ZBillingRunRequest,
  ZBillingRunResponse,
  ZUserBillingDetail,
  ZUserBillingSearchRequest,
  ZUserBillingSearchResponse,
} from './billing';
// The fee of a change before it is filed
import { ZFeeEstimate, ZFeeEstimateRequest, ZPublicFeeEstimateRequest } from './fee-estimates';
// The exceptions dashboard
import {
  ZExceptionCounts,
  ZExceptionSearchRequest,
  ZExceptionSearchResponse,
  ZExceptionSettings,
  ZExceptionSettingsUpdate,
} from './exceptions';
// The audit pack
import {
  ZAuditPack,
  ZAuditPackCreateRequest,
  ZAuditPackIdParams,
  ZAuditPackKeys,
  ZAuditPackPage,
  ZAuditPackSearchRequest,
  ZAuditPackVerification,
} from './audit-packs';
// Passkeys
import {
  ZPasskey,
  ZPasskeyIdParams,
  ZPasskeyList,
  ZPasskeyLoginOptions,
  ZPasskeyLoginOptionsRequest,
  ZPasskeyLoginRequest,
  ZPasskeyLoginResponse,
  ZPasskeyRegisterRequest,
  ZPasskeyRegistrationOptions,
  ZPasskeyRegistrationStart,
  ZPasskeyRenameRequest,
} from './passkeys';
// The non-display application inventory
import {
  ZNonDisplayApplicationChange,
  ZNonDisplayApplicationIdParams,
  ZNonDisplayApplicationBody,
  ZNonDisplayApplicationSearchRequest,
  ZNonDisplayApplicationSearchResponse,
  ZNonDisplayTierQuery,
  ZNonDisplayTierSummary,
} from './non-display-applications';
// Personal API keys and the reporting API
import {
  ZApiKey,
  ZApiKeyCreateRequest,
  ZApiKeyCreated,
  ZApiKeyIdParams,
  ZApiKeySearchRequest,
  ZApiKeySearchResponse,
  ZReportingIdentity,
} from './api-keys';
import {
  ZReportingCsvBody,
  ZReportingCsvQuery,
  ZReportingReportParams,
  ZReportingReportStatus,
  ZReportingRowsDocumented,
  ZReportingRowsRequest,
  ZReportingSearchRequest,
  ZReportingSearchResponse,
  ZReportingCodes,
  ZReportingSubmission,
  ZReportingSubmitDocumented,
  ZReportingSubmitRequest,
  ZReportingValidation,
} from './reporting-api';
// Other reported items and contract inquiries
import {
  ZContractReportedItems,
  ZOtherReportActionParams,
  ZOtherReportContractParams,
  ZOtherReportCreateRequest,
  ZOtherReportDetail,
  ZOtherReportIdParams,
  ZOtherReportSearchRequest,
  ZOtherReportSearchResponse,
} from './other-reports';
import {
  ZContractInquiryActionParams,
  ZContractInquiryActionRequest,
  ZContractInquiryCreateRequest,
  ZContractInquiryCreateResponse,
  ZContractInquiryDetail,
  ZContractInquiryIdParams,
  ZContractInquiryPrefill,
  ZContractInquirySearchRequest,
  ZContractInquirySearchResponse,
} from './contract-inquiries';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZCompanySimpleSearchRequest,
  ZCompanySimpleSearchResponse,
  ZConfirmEmailQuery,
  ZConfirmEmailResponse,
  ZConfirmPasswordRequest,
  ZAuthenticatorChangeConfirmRequest,
  ZAuthenticatorChangeConfirmResponse,
  ZAuthenticatorChangeStartRequest,
  ZAuthenticatorChangeStartResponse,
  ZConfirmPasswordResponse,
  ZFindEmailRequest,
  ZFindEmailResponse,
  ZInvitationInfo,
  ZInvitationInfoRequest,
  ZInvitationUserInsertRequest,
  ZLogoutRequest,
  ZMemberDecisionResponse,
  ZMemberInfo,
  ZMemberUpdateRequest,
  ZMyInformation,
  ZNewsletterConfirmRequest,
  ZNewsletterConfirmResponse,
  ZOtpLoginRequest,
  ZOtpQrImageRequest,
  ZOtpQrImageResponse,
  ZPendingMemberPage,
  ZPendingMemberSearchRequest,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRefuseMemberRequest,
  ZResendByLoginEmailRequest,
  ZResendConfirmEmailResponse,
  ZResetDormantRequest,
  ZResetDormantResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZSecessionRequest,
  ZSecessionResponse,
  ZSignInRequest,
  ZSignInResponse,
  ZTermsAgreeRequest,
  ZTermsResponse,
  ZTokenResponse,
  ZUserExistsRequest,
  ZUserExistsResponse,
  ZUserIdParams,
  ZUserInsertRequest,
  ZUserInsertResponse,
} from './accounts';
import {
  ZBbsContentIdParams,
  ZBbsDetail,
  ZBbsDetailRequest,
  ZBbsSearchRequest,
  ZBbsSearchResponse,
  ZInquireCountParams,
  ZInquireCountResponse,
} from './bulletins';
import { ZCodeGroup, ZCodeGroupParams, ZCodeSearchRequest, ZCodeSearchResponse } from './codes';
import { ZContentsLatest, ZContentsTypeParams, ZPopupsResponse } from './contents';
import { ZDocumentClassificationParams, ZStandardDocument, ZStandardDocumentIdParams } from './documents';
import {
  ZDeleteFilesRequest,
  ZDeleteFilesResponse,
  ZDownloadFileQuery,
  ZEditorImageParams,
  ZEditorImageQuery,
  ZEditorImageResponse,
  ZUploadFilesQuery,
  ZUploadFilesResponse,
} from './files';
import { ZMemberHome } from './home';
import {
  ZGuestInquiryCreateRequest,
  ZGuestInquiryCreateResponse,
  ZInquiryAnswerRequest,
  ZInquiryCreateRequest,
  ZInquiryDetail,
  ZInquiryIdParams,
  ZInquiryManageSearchRequest,
  ZInquirySearchRequest,
  ZInquirySearchResponse,
} from './inquiries';
import { ZMenusResponse, ZPagesResponse } from './menus';
import { ZNoticeFilters, ZNoticeSearchRequest, ZNoticeSearchResponse } from './notices';
import {
  ZDeleteSnapshotResponse,
  ZSaveSnapshotRequest,
  ZSnapshot,
  ZSnapshotHistoriesRequest,
  ZSnapshotHistoryPage,
  ZSnapshotHistoryRequest,
  ZSnapshotPage,
  ZSnapshotParams,
  ZSnapshotSearchRequest,
  ZSnapshotSummary,
  ZSnapshotVersion,
} from './snapshots';
import {
  ZCompanyAdminRequest,
  ZCompanyAdminResponse,
  ZStaffDeleteRequest,
  ZStaffDeleteResponse,
  ZStaffExportRequest,
  ZStaffInviteRequest,
  ZStaffInviteResponse,
  ZStaffSearchRequest,
  ZStaffSearchResponse,
  ZStaffUserIdParams,
} from './staff';
import {
  NDJSON_MEDIA_TYPE,
  ZAuditEventExportQuery,
  ZAuditEventPage,
  ZAuditEventSearchRequest,
  ZAuditEventSettings,
  ZAuditEventSettingsUpdate,
} from './audit-events';
import { ZHostnameResponse, ZSystemDateResponse } from './system';
import { ZApprovalTypeTemplateRequest, ZTemplateBuildRequest, ZTemplateBuildResponse } from './templates';
// catalogue: reference data
import {
  ZCustomerProfile,
  ZCustomerProfileQuery,
  ZNonDisplayFeesQuery,
  ZNonDisplayFeesResponse,
  ZProductListQuery,
  ZProductListResponse,
  ZVendorListResponse,
} from './catalogue';
// Notifications and the provider desk's work queue
import {
  ZNotificationIdParams,
  ZNotificationPage,
  ZNotificationReadResponse,
  ZNotificationSearchQuery,
  ZNotificationsReadAllResponse,
  ZUnreadNotificationCount,
} from './notifications';
import { ZWorkQueueCounts, ZWorkQueuePage, ZWorkQueueSearchRequest } from './work-queue';
// Contract status, sales status and the company popup
import {
  ZCompanyMappingSearchRequest,
  ZCompanyMappingSearchResponse,
  ZContractStatusExportQuery,
  ZContractStatusSearchRequest,
  ZContractStatusSearchResponse,
  ZSalesStatusExportQuery,
  ZSalesStatusSearchRequest,
  ZSalesStatusSearchResponse,
} from './exchange-status';
// Entitlement reconciliations
import {
  ZEntitlementMapping,
  ZEntitlementMappingAnswer,
  ZReconciliationActionParams,
  ZReconciliationActionRequest,
  ZReconciliationCorrections,
  ZReconciliationCorrectionsRequest,
  ZReconciliationCreateQuery,
  ZReconciliationDetail,
  ZReconciliationDifferences,
  ZReconciliationDifferencesQuery,
  ZReconciliationIdParams,
  ZReconciliationSearchRequest,
  ZReconciliationSearchResponse,
  ZReconciliationUploadQuery,
  ZReconciliationUsers,
  ZReconciliationReportedOnly,
  ZReconciliationUsersQuery,
} from './reconciliations';
// Clearances of a period
import {
  ZClearanceActionParams,
  ZClearanceActionRequest,
  ZClearanceCandidates,
  ZClearanceCandidatesQuery,
  ZClearanceCreateRequest,
  ZClearanceDetail,
  ZClearanceIdParams,
  ZClearanceSearchRequest,
  ZClearanceSearchResponse,
  ZClearanceUpdateRequest,
} from './clearances';
// Versioned policies and the price list
import {
  ZPolicyAcknowledgement,
  ZPolicyDiff,
  ZPolicyDraftCreate,
  ZPolicyDraftUpdate,
  ZPolicyIdParams,
  ZPolicyList,
  ZPolicyVersion,
  ZUserPolicyDiff,
  ZUserPolicyList,
} from './policies';
// Suspensions
import {
  ZSuspensionActionParams,
  ZSuspensionActionRequest,
  ZSuspensionContractInfo,
  ZSuspensionCreateRequest,
  ZSuspensionDetail,
  ZSuspensionIdParams,
  ZSuspensionMemoRequest,
  ZSuspensionSearchRequest,
  ZSuspensionSearchResponse,
} from './suspensions';
// Disputes of a bill line
import {
  ZBillDisputeLines,
  ZBillDisputeLinesQuery,
  ZBillingDisputeActionParams,
  ZBillingDisputeActionRequest,
  ZBillingDisputeCreateRequest,
  ZBillingDisputeDetail,
  ZBillingDisputeFileParams,
  ZBillingDisputeIdParams,
  ZBillingDisputeSearchRequest,
  ZBillingDisputeSearchResponse,
  ZBillingDisputeSettings,
  ZBillingDisputeSettingsUpdate,
} from './billing-disputes';
// Non-display declarations
import {
  ZNonDisplayActionParams,
  ZNonDisplayCreateRequest,
  ZNonDisplayDetail,
  ZNonDisplayIdParams,
  ZNonDisplaySearchRequest,
  ZNonDisplaySearchResponse,
  ZNonDisplayUpdateRequest,
} from './non-display';
// Monthly user reports
import {
  ZPreviousMonthQuery,
  ZPreviousMonthResponse,
  ZProxyCustomers,
  ZReportSettingsQuery,
  ZReportWindowSettings,
  ZUserReportActionParams,
  ZUserReportActionRequest,
  ZUserReportCalendar,
  ZUserReportCalendarQuery,
  ZUserReportCreateRequest,
  ZUserReportDetail,
  ZUserReportCorrectionChanges,
  ZUserReportCorrectionQuery,
  ZUserReportDetailQuery,
  ZUserReportFormInfo,
  ZUserReportIdParams,
  ZUserReportSaveRequest,
  ZUserReportSearchRequest,
  ZUserReportSearchResponse,
  ZUserReportSettings,
  ZUserReportSettingsUpdate,
  ZUserReportUploadParams,
  ZUserReportUploadQuery,
  ZUserReportUploadStatus,
} from './user-reports';

// Exchange approvals
import {
  ZExchangeApprovalDetail,
  ZExchangeApprovalFileParams,
  ZExchangeApprovalIdParams,
  ZExchangeApprovalSearchRequest,
  ZExchangeApprovalSearchResponse,
  ZExchangeApproveAllRequest,
  ZExchangeApproveAllResponse,
  ZExchangeDecisionRequest,
  ZExchangeLatestResponse,
  ZExchangeRequestIdParams,
} from './exchange-approvals';

/**
 * The table of calls: one entry per API operation, keyed by a stable camelCase name that is also its
 * OpenAPI `operationId` (decision 035). Each entry gives the method and the full path as Fastify writes
 * it (`:param` placeholders; from `call-paths.ts`, which imports nothing), the request schemas (params,
 * query, body) and the success answer's schema (`'file'`: bytes, not JSON; `'empty'`: no body) with its
 * status when not 200.
 *
 * The server's test checks that the registered routes and this table agree both ways. The server's
 * routes and the web client's calls are meant to read their paths from here
 * (`callPath(CALL_PATHS.getMember, { userId })`), so a path cannot be spelled two ways. A new call is
 * added here first; its name never changes once published (client generators name their functions from it).
 */
interface CallCommon {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status when not 200. */
  status?: 201 | 204 | 302 | 303;
  /**
   * A `multipart/form-data` upload (decision 060): the part that carries the file (several when `multiple`) and the
   * media types it accepts. The route reads only that part (`receiveUploads` refuses a call that does not declare it).
   */
  upload?: { field: string; multiple?: true; accepts: readonly string[] };
  /** The media type of a body that is a file itself, not JSON (a CSV report as the body). */
  consumes?: typeof MEDIA_TYPE.csv | typeof MEDIA_TYPE.form;
  /**
   * The body as a correct call sends it, when the route takes more so that it can answer each wrong cell as an issue
   * in the caller's language instead of refusing the call (the reporting API's rows): what the document shows.
   */
  documentedBody?: z.ZodType;
  /** Headers of the success answer beyond Content-Type and Content-Disposition (name -> what it holds). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * One call. A file answer (`response: 'file'`) names the media types its route sends (`produces`): the document
 * declares them with a binary schema, and the route is refused at run time if it answers another type.
 */
export type CallDef = CallCommon &
  ({ response: z.ZodType | 'empty'; produces?: undefined } | { response: 'file'; produces: readonly [string, ...string[]] });

export const calls = {
  signIn: { ...CALL_PATHS.signIn, body: ZSignInRequest, response: ZSignInResponse },
  getOtpQrImage: { ...CALL_PATHS.getOtpQrImage, body: ZOtpQrImageRequest, response: ZOtpQrImageResponse },
  otpLogin: { ...CALL_PATHS.otpLogin, body: ZOtpLoginRequest, response: ZTokenResponse },
  refreshTokens: { ...CALL_PATHS.refreshTokens, body: ZRefreshRequest, response: ZRefreshResponse },
  logout: { ...CALL_PATHS.logout, body: ZLogoutRequest.nullish(), response: 'empty', status: 204 },
  getMyInformation: { ...CALL_PATHS.getMyInformation, response: ZMyInformation },
  searchCompaniesSimple: { ...CALL_PATHS.searchCompaniesSimple, body: ZCompanySimpleSearchRequest, response: ZCompanySimpleSearchResponse },
  registerUser: { ...CALL_PATHS.registerUser, body: ZUserInsertRequest, response: ZUserInsertResponse, status: 201 },
  registerUserByInvitation: {
    ...CALL_PATHS.registerUserByInvitation,
    body: ZInvitationUserInsertRequest,
    response: ZUserInsertResponse,
    status: 201,
  },
  getInvitationInfo: { ...CALL_PATHS.getInvitationInfo, body: ZInvitationInfoRequest, response: ZInvitationInfo },
  confirmNewsletter: { ...CALL_PATHS.confirmNewsletter, body: ZNewsletterConfirmRequest, response: ZNewsletterConfirmResponse },
  checkLoginEmailExists: { ...CALL_PATHS.checkLoginEmailExists, body: ZUserExistsRequest, response: ZUserExistsResponse },
  findLoginEmail: { ...CALL_PATHS.findLoginEmail, body: ZFindEmailRequest, response: ZFindEmailResponse },
  confirmEmail: { ...CALL_PATHS.confirmEmail, query: ZConfirmEmailQuery, response: ZConfirmEmailResponse },
  resendConfirmEmail: { ...CALL_PATHS.resendConfirmEmail, query: ZConfirmEmailQuery, response: ZResendConfirmEmailResponse },
  resendConfirmEmailByLoginEmail: {
    ...CALL_PATHS.resendConfirmEmailByLoginEmail,
    body: ZResendByLoginEmailRequest,
    response: ZResendConfirmEmailResponse,
  },
  resetDormant: { ...CALL_PATHS.resetDormant, body: ZResetDormantRequest, response: ZResetDormantResponse },
  resetPassword: { ...CALL_PATHS.resetPassword, body: ZResetPasswordRequest, response: ZResetPasswordResponse },
  changePassword: { ...CALL_PATHS.changePassword, body: ZChangePasswordRequest, response: ZChangePasswordResponse },
  getMember: { ...CALL_PATHS.getMember, params: ZUserIdParams, response: ZMemberInfo },
  updateMember: { ...CALL_PATHS.updateMember, params: ZUserIdParams, body: ZMemberUpdateRequest, response: ZMemberInfo },
  getMemberTerms: { ...CALL_PATHS.getMemberTerms, params: ZUserIdParams, response: ZTermsResponse },
  agreeMemberTerms: { ...CALL_PATHS.agreeMemberTerms, params: ZUserIdParams, body: ZTermsAgreeRequest, response: ZTermsResponse },
  confirmPassword: {
    ...CALL_PATHS.confirmPassword,
    params: ZUserIdParams,
    body: ZConfirmPasswordRequest,
    response: ZConfirmPasswordResponse,
  },
  startAuthenticatorChange: {
    ...CALL_PATHS.startAuthenticatorChange,
    params: ZUserIdParams,
    body: ZAuthenticatorChangeStartRequest,
    response: ZAuthenticatorChangeStartResponse,
  },
  confirmAuthenticatorChange: {
    ...CALL_PATHS.confirmAuthenticatorChange,
    params: ZUserIdParams,
    body: ZAuthenticatorChangeConfirmRequest,
    response: ZAuthenticatorChangeConfirmResponse,
  },
  withdrawMember: { ...CALL_PATHS.withdrawMember, params: ZUserIdParams, body: ZSecessionRequest, response: ZSecessionResponse },
  searchPendingMembers: { ...CALL_PATHS.searchPendingMembers, body: ZPendingMemberSearchRequest, response: ZPendingMemberPage },
  approveMember: { ...CALL_PATHS.approveMember, params: ZUserIdParams, response: ZMemberDecisionResponse },
  refuseMember: { ...CALL_PATHS.refuseMember, params: ZUserIdParams, body: ZRefuseMemberRequest, response: ZMemberDecisionResponse },
  getAllMenus: { ...CALL_PATHS.getAllMenus, response: ZMenusResponse },
  getAllPages: { ...CALL_PATHS.getAllPages, response: ZPagesResponse },
  getMyMenus: { ...CALL_PATHS.getMyMenus, response: ZMenusResponse },
  getMyPages: { ...CALL_PATHS.getMyPages, response: ZPagesResponse },
  searchCodes: { ...CALL_PATHS.searchCodes, body: ZCodeSearchRequest, response: ZCodeSearchResponse },
  getCodeGroup: { ...CALL_PATHS.getCodeGroup, params: ZCodeGroupParams, response: ZCodeGroup },
  getSystemDate: { ...CALL_PATHS.getSystemDate, response: ZSystemDateResponse },
  getHostname: { ...CALL_PATHS.getHostname, response: ZHostnameResponse },
  searchNotices: { ...CALL_PATHS.searchNotices, body: ZNoticeSearchRequest, response: ZNoticeSearchResponse },
  getNotice: { ...CALL_PATHS.getNotice, params: ZBbsContentIdParams, body: ZNoticeFilters, response: ZBbsDetail },
  searchBbsContents: { ...CALL_PATHS.searchBbsContents, body: ZBbsSearchRequest, response: ZBbsSearchResponse },
  getBbsContent: { ...CALL_PATHS.getBbsContent, params: ZBbsContentIdParams, body: ZBbsDetailRequest, response: ZBbsDetail },
  countBbsContentView: { ...CALL_PATHS.countBbsContentView, params: ZInquireCountParams, response: ZInquireCountResponse },
  getLatestContents: { ...CALL_PATHS.getLatestContents, params: ZContentsTypeParams, response: ZContentsLatest },
  getPopups: { ...CALL_PATHS.getPopups, params: ZContentsTypeParams, response: ZPopupsResponse },
  getStandardDocument: { ...CALL_PATHS.getStandardDocument, params: ZStandardDocumentIdParams, response: ZStandardDocument },
  getLatestStandardDocument: {
    ...CALL_PATHS.getLatestStandardDocument,
    params: ZDocumentClassificationParams,
    response: ZStandardDocument,
  },
  uploadFiles: {
    ...CALL_PATHS.uploadFiles,
    query: ZUploadFilesQuery,
    upload: { field: 'files', multiple: true, accepts: [MEDIA_TYPE.stored] },
    response: ZUploadFilesResponse,
  },
  uploadEditorImage: {
    ...CALL_PATHS.uploadEditorImage,
    query: ZEditorImageQuery,
    upload: { field: 'file', accepts: [MEDIA_TYPE.gif, MEDIA_TYPE.png, MEDIA_TYPE.jpeg] },
    response: ZEditorImageResponse,
  },
  downloadFile: { ...CALL_PATHS.downloadFile, query: ZDownloadFileQuery, response: 'file', produces: [MEDIA_TYPE.stored] },
  deleteFiles: { ...CALL_PATHS.deleteFiles, body: ZDeleteFilesRequest, response: ZDeleteFilesResponse },
  getEditorImage: {
    ...CALL_PATHS.getEditorImage,
    params: ZEditorImageParams,
    response: 'file',
    produces: [MEDIA_TYPE.gif, MEDIA_TYPE.png, MEDIA_TYPE.jpeg],
  },
  saveSnapshot: { ...CALL_PATHS.saveSnapshot, body: ZSaveSnapshotRequest, response: ZSnapshotSummary },
  searchSnapshots: { ...CALL_PATHS.searchSnapshots, body: ZSnapshotSearchRequest, response: ZSnapshotPage },
  getSnapshotHistories: { ...CALL_PATHS.getSnapshotHistories, body: ZSnapshotHistoriesRequest, response: ZSnapshotHistoryPage },
  getSnapshotHistory: { ...CALL_PATHS.getSnapshotHistory, body: ZSnapshotHistoryRequest, response: ZSnapshotVersion },
  getSnapshot: { ...CALL_PATHS.getSnapshot, params: ZSnapshotParams, response: ZSnapshot },
  deleteSnapshot: { ...CALL_PATHS.deleteSnapshot, params: ZSnapshotParams, response: ZDeleteSnapshotResponse },
  searchStaff: { ...CALL_PATHS.searchStaff, body: ZStaffSearchRequest, response: ZStaffSearchResponse },
  inviteStaff: { ...CALL_PATHS.inviteStaff, body: ZStaffInviteRequest, response: ZStaffInviteResponse },
  inviteSubscriber: { ...CALL_PATHS.inviteSubscriber, body: ZStaffInviteRequest, response: ZStaffInviteResponse },
  deleteStaff: { ...CALL_PATHS.deleteStaff, params: ZStaffUserIdParams, body: ZStaffDeleteRequest, response: ZStaffDeleteResponse },
  setCompanyAdmin: {
    ...CALL_PATHS.setCompanyAdmin,
    params: ZStaffUserIdParams,
    body: ZCompanyAdminRequest,
    response: ZCompanyAdminResponse,
  },
  searchUserAuditEvents: { ...CALL_PATHS.searchUserAuditEvents, body: ZAuditEventSearchRequest, response: ZAuditEventPage },
  exportUserAuditEvents: {
    ...CALL_PATHS.exportUserAuditEvents,
    query: ZAuditEventExportQuery,
    response: 'file',
    produces: [MEDIA_TYPE.csv, NDJSON_MEDIA_TYPE],
  },
  searchAdminAuditEvents: { ...CALL_PATHS.searchAdminAuditEvents, body: ZAuditEventSearchRequest, response: ZAuditEventPage },
  exportAdminAuditEvents: {
    ...CALL_PATHS.exportAdminAuditEvents,
    query: ZAuditEventExportQuery,
    response: 'file',
    produces: [MEDIA_TYPE.csv, NDJSON_MEDIA_TYPE],
  },
  getAuditEventSettings: { ...CALL_PATHS.getAuditEventSettings, response: ZAuditEventSettings },
  updateAuditEventSettings: { ...CALL_PATHS.updateAuditEventSettings, body: ZAuditEventSettingsUpdate, response: ZAuditEventSettings },
  exportStaff: { ...CALL_PATHS.exportStaff, body: ZStaffExportRequest, response: 'file', produces: [MEDIA_TYPE.xlsx] },
  createInquiry: { ...CALL_PATHS.createInquiry, body: ZInquiryCreateRequest, response: ZInquiryDetail },
  searchMyInquiries: { ...CALL_PATHS.searchMyInquiries, body: ZInquirySearchRequest, response: ZInquirySearchResponse },
  createGuestInquiry: { ...CALL_PATHS.createGuestInquiry, body: ZGuestInquiryCreateRequest, response: ZGuestInquiryCreateResponse },
  searchAllInquiries: { ...CALL_PATHS.searchAllInquiries, body: ZInquiryManageSearchRequest, response: ZInquirySearchResponse },
  getInquiry: { ...CALL_PATHS.getInquiry, params: ZInquiryIdParams, response: ZInquiryDetail },
  answerInquiry: { ...CALL_PATHS.answerInquiry, params: ZInquiryIdParams, body: ZInquiryAnswerRequest, response: ZInquiryDetail },
  buildTemplate: { ...CALL_PATHS.buildTemplate, body: ZTemplateBuildRequest, response: ZTemplateBuildResponse },
  getApprovalTypeTemplate: { ...CALL_PATHS.getApprovalTypeTemplate, body: ZApprovalTypeTemplateRequest, response: ZTemplateBuildResponse },
  getMemberHome: { ...CALL_PATHS.getMemberHome, response: ZMemberHome },
  // Orders and contracts
  searchOrders: { ...CALL_PATHS.searchOrders, body: ZOrderSearchRequest, response: ZOrderSearchResponse },
  createOrder: { ...CALL_PATHS.createOrder, body: ZOrderCreateRequest, response: ZOrderDetail, status: 201 },
  getOrder: { ...CALL_PATHS.getOrder, params: ZOrderIdParams, response: ZOrderDetail },
  updateOrder: { ...CALL_PATHS.updateOrder, params: ZOrderIdParams, body: ZOrderUpdateRequest, response: ZOrderDetail },
  actOnOrder: { ...CALL_PATHS.actOnOrder, params: ZOrderActionParams, body: ZWorkflowActionRequest, response: ZOrderDetail },
  getOrderVersions: { ...CALL_PATHS.getOrderVersions, params: ZOrderIdParams, response: ZRequestVersions },
  getOrderPdf: { ...CALL_PATHS.getOrderPdf, params: ZOrderIdParams, response: 'file', produces: [MEDIA_TYPE.pdf] },
  searchContracts: { ...CALL_PATHS.searchContracts, body: ZContractSearchRequest, response: ZContractSearchResponse },
  getContract: { ...CALL_PATHS.getContract, params: ZContractIdParams, response: ZContractDetail },
  getContractVersions: { ...CALL_PATHS.getContractVersions, params: ZContractIdParams, response: ZContractVersions },
  downloadContractDocument: {
    ...CALL_PATHS.downloadContractDocument,
    params: ZContractIdParams.extend({ fileUUID: ZFileUUID }),
    response: 'file',
    produces: [MEDIA_TYPE.stored],
  },
  downloadAgreementArchive: {
    ...CALL_PATHS.downloadAgreementArchive,
    params: ZArchiveParams,
    response: 'file',
    produces: [MEDIA_TYPE.pdf],
  },
  searchInventory: { ...CALL_PATHS.searchInventory, body: ZInventorySearchRequest, response: ZInventorySearchResponse },
  exportInventory: { ...CALL_PATHS.exportInventory, query: ZInventoryExportQuery, response: 'file', produces: [MEDIA_TYPE.xlsx] },
  // catalogue: reference data
  listProducts: { ...CALL_PATHS.listProducts, query: ZProductListQuery, response: ZProductListResponse },
  listVendors: { ...CALL_PATHS.listVendors, response: ZVendorListResponse },
  getNonDisplayFees: { ...CALL_PATHS.getNonDisplayFees, query: ZNonDisplayFeesQuery, response: ZNonDisplayFeesResponse },
  getMyCustomerProfile: { ...CALL_PATHS.getMyCustomerProfile, query: ZCustomerProfileQuery, response: ZCustomerProfile },
  // Notifications and the provider desk's work queue
  searchNotifications: { ...CALL_PATHS.searchNotifications, query: ZNotificationSearchQuery, response: ZNotificationPage },
  getUnreadNotificationCount: { ...CALL_PATHS.getUnreadNotificationCount, response: ZUnreadNotificationCount },
  markNotificationRead: { ...CALL_PATHS.markNotificationRead, params: ZNotificationIdParams, response: ZNotificationReadResponse },
  markAllNotificationsRead: { ...CALL_PATHS.markAllNotificationsRead, response: ZNotificationsReadAllResponse },
  searchWorkQueue: { ...CALL_PATHS.searchWorkQueue, body: ZWorkQueueSearchRequest, response: ZWorkQueuePage },
  getWorkQueueCounts: { ...CALL_PATHS.getWorkQueueCounts, response: ZWorkQueueCounts },
  // The fee of a change before it is filed
  estimateFee: { ...CALL_PATHS.estimateFee, body: ZFeeEstimateRequest, response: ZFeeEstimate },
  estimatePublicFee: { ...CALL_PATHS.estimatePublicFee, body: ZPublicFeeEstimateRequest, response: ZFeeEstimate },
  listPublicProducts: { ...CALL_PATHS.listPublicProducts, query: ZProductListQuery, response: ZProductListResponse },
  // Entitlement reconciliations
  createReconciliation: {
    ...CALL_PATHS.createReconciliation,
    query: ZReconciliationCreateQuery,
    upload: { field: 'file', accepts: [MEDIA_TYPE.csv, MEDIA_TYPE.xlsx, MEDIA_TYPE.xls] },
    response: ZReconciliationDetail,
    status: 201,
  },
  searchReconciliations: {
    ...CALL_PATHS.searchReconciliations,
    body: ZReconciliationSearchRequest,
    response: ZReconciliationSearchResponse,
  },
  getReconciliationMapping: { ...CALL_PATHS.getReconciliationMapping, response: ZEntitlementMappingAnswer },
  saveReconciliationMapping: { ...CALL_PATHS.saveReconciliationMapping, body: ZEntitlementMapping, response: ZEntitlementMappingAnswer },
  getReconciliation: { ...CALL_PATHS.getReconciliation, params: ZReconciliationIdParams, response: ZReconciliationDetail },
  uploadReconciliationFile: {
    ...CALL_PATHS.uploadReconciliationFile,
    params: ZReconciliationIdParams,
    query: ZReconciliationUploadQuery,
    upload: { field: 'file', accepts: [MEDIA_TYPE.csv, MEDIA_TYPE.xlsx, MEDIA_TYPE.xls] },
    response: ZReconciliationDetail,
  },
  getReconciliationDifferences: {
    ...CALL_PATHS.getReconciliationDifferences,
    params: ZReconciliationIdParams,
    query: ZReconciliationDifferencesQuery,
    response: ZReconciliationDifferences,
  },
  getReconciliationUsers: {
    ...CALL_PATHS.getReconciliationUsers,
    params: ZReconciliationIdParams,
    query: ZReconciliationUsersQuery,
    response: ZReconciliationUsers,
  },
  getReconciliationReportedOnly: {
    ...CALL_PATHS.getReconciliationReportedOnly,
    params: ZReconciliationIdParams,
    query: ZReconciliationUsersQuery,
    response: ZReconciliationReportedOnly,
  },
  draftReconciliationCorrections: {
    ...CALL_PATHS.draftReconciliationCorrections,
    params: ZReconciliationIdParams,
    body: ZReconciliationCorrectionsRequest,
    response: ZReconciliationCorrections,
    status: 201,
  },
  actOnReconciliation: {
    ...CALL_PATHS.actOnReconciliation,
    params: ZReconciliationActionParams,
    body: ZReconciliationActionRequest,
    response: ZReconciliationDetail,
  },
  getReconciliationVersions: { ...CALL_PATHS.getReconciliationVersions, params: ZReconciliationIdParams, response: ZRequestVersions },
  // Suspensions
  createSuspension: { ...CALL_PATHS.createSuspension, body: ZSuspensionCreateRequest, response: ZSuspensionDetail, status: 201 },
  searchSuspensions: { ...CALL_PATHS.searchSuspensions, body: ZSuspensionSearchRequest, response: ZSuspensionSearchResponse },
  getSuspensionContract: { ...CALL_PATHS.getSuspensionContract, params: ZContractIdParams, response: ZSuspensionContractInfo },
  getSuspension: { ...CALL_PATHS.getSuspension, params: ZSuspensionIdParams, response: ZSuspensionDetail },
  updateSuspensionMemo: {
    ...CALL_PATHS.updateSuspensionMemo,
    params: ZSuspensionIdParams,
    body: ZSuspensionMemoRequest,
    response: ZSuspensionDetail,
  },
  actOnSuspension: {
    ...CALL_PATHS.actOnSuspension,
    params: ZSuspensionActionParams,
    body: ZSuspensionActionRequest,
    response: ZSuspensionDetail,
  },
  getSuspensionVersions: { ...CALL_PATHS.getSuspensionVersions, params: ZSuspensionIdParams, response: ZRequestVersions },
  // Disputes of a bill line
  searchBillingDisputes: {
    ...CALL_PATHS.searchBillingDisputes,
    body: ZBillingDisputeSearchRequest,
    response: ZBillingDisputeSearchResponse,
  },
  createBillingDispute: {
    ...CALL_PATHS.createBillingDispute,
    body: ZBillingDisputeCreateRequest,
    response: ZBillingDisputeDetail,
    status: 201,
  },
  uploadBillingDisputeEvidence: {
    ...CALL_PATHS.uploadBillingDisputeEvidence,
    upload: { field: 'files', multiple: true, accepts: [MEDIA_TYPE.stored] },
    response: ZUploadFilesResponse,
  },
  getBillingDisputeSettings: { ...CALL_PATHS.getBillingDisputeSettings, response: ZBillingDisputeSettings },
  updateBillingDisputeSettings: {
    ...CALL_PATHS.updateBillingDisputeSettings,
    body: ZBillingDisputeSettingsUpdate,
    response: ZBillingDisputeSettings,
  },
  getBillDisputeLines: { ...CALL_PATHS.getBillDisputeLines, query: ZBillDisputeLinesQuery, response: ZBillDisputeLines },
  getBillingDispute: { ...CALL_PATHS.getBillingDispute, params: ZBillingDisputeIdParams, response: ZBillingDisputeDetail },
  actOnBillingDispute: {
    ...CALL_PATHS.actOnBillingDispute,
    params: ZBillingDisputeActionParams,
    body: ZBillingDisputeActionRequest,
    response: ZBillingDisputeDetail,
  },
  getBillingDisputeVersions: { ...CALL_PATHS.getBillingDisputeVersions, params: ZBillingDisputeIdParams, response: ZRequestVersions },
  downloadBillingDisputeEvidence: {
    ...CALL_PATHS.downloadBillingDisputeEvidence,
    params: ZBillingDisputeFileParams,
    response: 'file',
    produces: [MEDIA_TYPE.stored],
  },
  // Clearances of a period
  searchClearances: { ...CALL_PATHS.searchClearances, body: ZClearanceSearchRequest, response: ZClearanceSearchResponse },
  getClearanceCandidates: { ...CALL_PATHS.getClearanceCandidates, query: ZClearanceCandidatesQuery, response: ZClearanceCandidates },
  createClearance: { ...CALL_PATHS.createClearance, body: ZClearanceCreateRequest, response: ZClearanceDetail, status: 201 },
  getClearance: { ...CALL_PATHS.getClearance, params: ZClearanceIdParams, response: ZClearanceDetail },
  updateClearance: { ...CALL_PATHS.updateClearance, params: ZClearanceIdParams, body: ZClearanceUpdateRequest, response: ZClearanceDetail },
  actOnClearance: {
    ...CALL_PATHS.actOnClearance,
    params: ZClearanceActionParams,
    body: ZClearanceActionRequest,
    response: ZClearanceDetail,
  },
  getClearanceVersions: { ...CALL_PATHS.getClearanceVersions, params: ZClearanceIdParams, response: ZRequestVersions },
  getClearanceLetter: { ...CALL_PATHS.getClearanceLetter, params: ZClearanceIdParams, response: 'file', produces: [MEDIA_TYPE.pdf] },
  searchExchangeClearances: { ...CALL_PATHS.searchExchangeClearances, body: ZClearanceSearchRequest, response: ZClearanceSearchResponse },
  getExchangeClearance: { ...CALL_PATHS.getExchangeClearance, params: ZClearanceIdParams, response: ZClearanceDetail },
  actOnExchangeClearance: {
    ...CALL_PATHS.actOnExchangeClearance,
    params: ZClearanceActionParams,
    body: ZClearanceActionRequest,
    response: ZClearanceDetail,
  },
  getExchangeClearanceVersions: { ...CALL_PATHS.getExchangeClearanceVersions, params: ZClearanceIdParams, response: ZRequestVersions },
  getExchangeClearanceLetter: {
    ...CALL_PATHS.getExchangeClearanceLetter,
    params: ZClearanceIdParams,
    response: 'file',
    produces: [MEDIA_TYPE.pdf],
  },
  // Other reported items and contract inquiries
  createOtherReport: { ...CALL_PATHS.createOtherReport, body: ZOtherReportCreateRequest, response: ZOtherReportDetail, status: 201 },
  searchOtherReports: { ...CALL_PATHS.searchOtherReports, body: ZOtherReportSearchRequest, response: ZOtherReportSearchResponse },
  getOtherReport: { ...CALL_PATHS.getOtherReport, params: ZOtherReportIdParams, response: ZOtherReportDetail },
  actOnOtherReport: {
    ...CALL_PATHS.actOnOtherReport,
    params: ZOtherReportActionParams,
    body: ZWorkflowActionRequest,
    response: ZOtherReportDetail,
  },
  getOtherReportVersions: { ...CALL_PATHS.getOtherReportVersions, params: ZOtherReportIdParams, response: ZRequestVersions },
  getContractReportedItems: {
    ...CALL_PATHS.getContractReportedItems,
    params: ZOtherReportContractParams,
    response: ZContractReportedItems,
  },
  createContractInquiry: {
    ...CALL_PATHS.createContractInquiry,
    body: ZContractInquiryCreateRequest,
    response: ZContractInquiryCreateResponse,
    status: 201,
  },
  createGuestContractInquiry: {
    ...CALL_PATHS.createGuestContractInquiry,
    body: ZContractInquiryCreateRequest,
    response: ZContractInquiryCreateResponse,
    status: 201,
  },
  getContractInquiryPrefill: { ...CALL_PATHS.getContractInquiryPrefill, response: ZContractInquiryPrefill },
  searchContractInquiries: {
    ...CALL_PATHS.searchContractInquiries,
    body: ZContractInquirySearchRequest,
    response: ZContractInquirySearchResponse,
  },
  getContractInquiry: { ...CALL_PATHS.getContractInquiry, params: ZContractInquiryIdParams, response: ZContractInquiryDetail },
  actOnContractInquiry: {
    ...CALL_PATHS.actOnContractInquiry,
    params: ZContractInquiryActionParams,
    body: ZContractInquiryActionRequest,
    response: ZContractInquiryDetail,
  },
  // Non-display declarations
  searchNonDisplayReports: { ...CALL_PATHS.searchNonDisplayReports, body: ZNonDisplaySearchRequest, response: ZNonDisplaySearchResponse },
  createNonDisplayReport: {
    ...CALL_PATHS.createNonDisplayReport,
    body: ZNonDisplayCreateRequest,
    response: ZNonDisplayDetail,
    status: 201,
  },
  getNonDisplayReport: { ...CALL_PATHS.getNonDisplayReport, params: ZNonDisplayIdParams, response: ZNonDisplayDetail },
  updateNonDisplayReport: {
    ...CALL_PATHS.updateNonDisplayReport,
    params: ZNonDisplayIdParams,
    body: ZNonDisplayUpdateRequest,
    response: ZNonDisplayDetail,
  },
  actOnNonDisplayReport: {
    ...CALL_PATHS.actOnNonDisplayReport,
    params: ZNonDisplayActionParams,
    body: ZWorkflowActionRequest,
    response: ZNonDisplayDetail,
  },
  getNonDisplayReportVersions: { ...CALL_PATHS.getNonDisplayReportVersions, params: ZNonDisplayIdParams, response: ZRequestVersions },
  getNonDisplayReportPdf: {
    ...CALL_PATHS.getNonDisplayReportPdf,
    params: ZNonDisplayIdParams,
    response: 'file',
    produces: [MEDIA_TYPE.pdf],
  },
  // Monthly user reports
  searchUserReports: { ...CALL_PATHS.searchUserReports, body: ZUserReportSearchRequest, response: ZUserReportSearchResponse },
  createUserReport: { ...CALL_PATHS.createUserReport, body: ZUserReportCreateRequest, response: ZUserReportDetail, status: 201 },
  getUserReport: { ...CALL_PATHS.getUserReport, params: ZUserReportIdParams, query: ZUserReportDetailQuery, response: ZUserReportDetail },
  saveUserReport: { ...CALL_PATHS.saveUserReport, params: ZUserReportIdParams, body: ZUserReportSaveRequest, response: ZUserReportDetail },
  actOnUserReport: {
    ...CALL_PATHS.actOnUserReport,
    params: ZUserReportActionParams,
    body: ZUserReportActionRequest,
    response: ZUserReportDetail,
  },
  getUserReportVersions: { ...CALL_PATHS.getUserReportVersions, params: ZUserReportIdParams, response: ZRequestVersions },
  /** A correction report: what it changes against the report it corrects, a page of rows at a time, and the billing difference. */
  getUserReportCorrectionChanges: {
    ...CALL_PATHS.getUserReportCorrectionChanges,
    params: ZUserReportIdParams,
    query: ZUserReportCorrectionQuery,
    response: ZUserReportCorrectionChanges,
  },
  /** A submitted report (not a draft) as an Excel workbook or a PDF, in the request's language. */
  getUserReportXlsx: { ...CALL_PATHS.getUserReportXlsx, params: ZUserReportIdParams, response: 'file', produces: [MEDIA_TYPE.xlsx] },
  getUserReportPdf: { ...CALL_PATHS.getUserReportPdf, params: ZUserReportIdParams, response: 'file', produces: [MEDIA_TYPE.pdf] },
  getUserReportForm: { ...CALL_PATHS.getUserReportForm, response: 'file', produces: [MEDIA_TYPE.xlsx] },
  /** Multipart: one file part (xlsx, at most 10 MB); provider staff replace the form every customer downloads. */
  replaceUserReportForm: {
    ...CALL_PATHS.replaceUserReportForm,
    upload: { field: 'file', accepts: [MEDIA_TYPE.xlsx] },
    response: ZUserReportFormInfo,
  },
  /** Multipart: one file part (xlsx, xls or csv, at most 10 MB) for the draft `reportId`; answered at once, checked in the background. */
  uploadUserReportFile: {
    ...CALL_PATHS.uploadUserReportFile,
    query: ZUserReportUploadQuery,
    upload: { field: 'file', accepts: [MEDIA_TYPE.xlsx, MEDIA_TYPE.xls, MEDIA_TYPE.csv] },
    response: ZUserReportUploadStatus,
    status: 201,
  },
  getUserReportUpload: { ...CALL_PATHS.getUserReportUpload, params: ZUserReportUploadParams, response: ZUserReportUploadStatus },
  getUserReportUploadMarkedCopy: {
    ...CALL_PATHS.getUserReportUploadMarkedCopy,
    params: ZUserReportUploadParams,
    response: 'file',
    produces: [MEDIA_TYPE.xlsx],
  },
  getUserReportPreviousMonth: { ...CALL_PATHS.getUserReportPreviousMonth, query: ZPreviousMonthQuery, response: ZPreviousMonthResponse },
  getUserReportCalendar: { ...CALL_PATHS.getUserReportCalendar, query: ZUserReportCalendarQuery, response: ZUserReportCalendar },
  getUserReportProxyCustomers: { ...CALL_PATHS.getUserReportProxyCustomers, response: ZProxyCustomers },
  getUserReportSettings: { ...CALL_PATHS.getUserReportSettings, query: ZReportSettingsQuery, response: ZUserReportSettings },
  updateUserReportSettings: { ...CALL_PATHS.updateUserReportSettings, body: ZUserReportSettingsUpdate, response: ZUserReportSettings },
  updateUserReportWindow: { ...CALL_PATHS.updateUserReportWindow, body: ZReportWindowSettings, response: ZReportWindowSettings },
  // The non-display application inventory
  searchNonDisplayApplications: {
    ...CALL_PATHS.searchNonDisplayApplications,
    body: ZNonDisplayApplicationSearchRequest,
    response: ZNonDisplayApplicationSearchResponse,
  },
  createNonDisplayApplication: {
    ...CALL_PATHS.createNonDisplayApplication,
    body: ZNonDisplayApplicationBody,
    response: ZNonDisplayApplicationChange,
    status: 201,
  },
  getNonDisplayApplicationTiers: {
    ...CALL_PATHS.getNonDisplayApplicationTiers,
    query: ZNonDisplayTierQuery,
    response: ZNonDisplayTierSummary,
  },
  updateNonDisplayApplication: {
    ...CALL_PATHS.updateNonDisplayApplication,
    params: ZNonDisplayApplicationIdParams,
    body: ZNonDisplayApplicationBody,
    response: ZNonDisplayApplicationChange,
  },
  deleteNonDisplayApplication: {
    ...CALL_PATHS.deleteNonDisplayApplication,
    params: ZNonDisplayApplicationIdParams,
    response: ZNonDisplayApplicationChange,
  },
  // Personal API keys and the reporting API
  searchApiKeys: { ...CALL_PATHS.searchApiKeys, body: ZApiKeySearchRequest, response: ZApiKeySearchResponse },
  createApiKey: { ...CALL_PATHS.createApiKey, body: ZApiKeyCreateRequest, response: ZApiKeyCreated, status: 201 },
  revokeApiKey: { ...CALL_PATHS.revokeApiKey, params: ZApiKeyIdParams, response: ZApiKey },
  // Company sign-on (decision 088)
  discoverSignOn: { ...CALL_PATHS.discoverSignOn, body: ZSignOnDiscoverRequest, response: ZSignOnDiscoverResponse },
  startSignOn: { ...CALL_PATHS.startSignOn, params: ZSignOnCompanyParams, query: ZSignOnStartQuery, response: 'empty', status: 302 },
  signOnCallback: {
    ...CALL_PATHS.signOnCallback,
    params: ZSignOnCompanyParams,
    query: ZSignOnCallbackQuery,
    response: 'empty',
    status: 302,
  },
  signOnAcs: {
    ...CALL_PATHS.signOnAcs,
    params: ZSignOnCompanyParams,
    body: ZSignOnAcsForm,
    consumes: MEDIA_TYPE.form,
    response: 'empty',
    status: 303,
  },
  getSignOnMetadata: {
    ...CALL_PATHS.getSignOnMetadata,
    params: ZSignOnCompanyParams,
    response: 'file',
    produces: [MEDIA_TYPE.samlMetadata],
  },
  exchangeSignOn: { ...CALL_PATHS.exchangeSignOn, body: ZSignOnExchangeRequest, response: ZSignOnExchangeResponse },
  getCompanySignOn: { ...CALL_PATHS.getCompanySignOn, response: ZSignOnSettings },
  updateCompanySignOn: { ...CALL_PATHS.updateCompanySignOn, body: ZSignOnSettingsRequest, response: ZSignOnSettings },
  getAdminCompanySignOn: { ...CALL_PATHS.getAdminCompanySignOn, params: ZSignOnCompanyParams, response: ZSignOnSettings },
  updateAdminCompanySignOn: {
    ...CALL_PATHS.updateAdminCompanySignOn,
    params: ZSignOnCompanyParams,
    body: ZSignOnSettingsRequest,
    response: ZSignOnSettings,
  },
  // Signed events (webhooks)
  listWebhookEndpoints: { ...CALL_PATHS.listWebhookEndpoints, response: ZWebhookEndpointList },
  createWebhookEndpoint: {
    ...CALL_PATHS.createWebhookEndpoint,
    body: ZWebhookEndpointCreateRequest,
    response: ZWebhookEndpointWithSecret,
    status: 201,
  },
  updateWebhookEndpoint: {
    ...CALL_PATHS.updateWebhookEndpoint,
    params: ZWebhookEndpointParams,
    body: ZWebhookEndpointUpdateRequest,
    response: ZWebhookEndpoint,
  },
  deleteWebhookEndpoint: { ...CALL_PATHS.deleteWebhookEndpoint, params: ZWebhookEndpointParams, response: ZWebhookEndpoint },
  rotateWebhookSecret: { ...CALL_PATHS.rotateWebhookSecret, params: ZWebhookEndpointParams, response: ZWebhookEndpointWithSecret },
  testWebhookEndpoint: { ...CALL_PATHS.testWebhookEndpoint, params: ZWebhookEndpointParams, response: ZWebhookQueued },
  searchWebhookDeliveries: {
    ...CALL_PATHS.searchWebhookDeliveries,
    body: ZWebhookDeliverySearchRequest,
    response: ZWebhookDeliverySearchResponse,
  },
  replayWebhookDelivery: { ...CALL_PATHS.replayWebhookDelivery, params: ZWebhookDeliveryParams, response: ZWebhookQueued },
  replayWebhookEvent: { ...CALL_PATHS.replayWebhookEvent, params: ZWebhookEventParams, response: ZWebhookQueued },
  // Provisioning by SCIM: the company's tokens
  listScimTokens: { ...CALL_PATHS.listScimTokens, response: ZScimTokenList },
  createScimToken: { ...CALL_PATHS.createScimToken, body: ZScimTokenCreateRequest, response: ZScimTokenCreated, status: 201 },
  revokeScimToken: { ...CALL_PATHS.revokeScimToken, params: ZScimTokenParams, response: ZScimToken },
  getReportingIdentity: { ...CALL_PATHS.getReportingIdentity, response: ZReportingIdentity },
  validateReportingRows: {
    ...CALL_PATHS.validateReportingRows,
    body: ZReportingRowsRequest,
    documentedBody: ZReportingRowsDocumented,
    response: ZReportingValidation,
  },
  /** Body: the CSV file (text/csv, UTF-8, one header row). */
  validateReportingCsv: {
    ...CALL_PATHS.validateReportingCsv,
    query: ZReportingCsvQuery,
    consumes: MEDIA_TYPE.csv,
    body: ZReportingCsvBody,
    response: ZReportingValidation,
  },
  submitReportingRows: {
    ...CALL_PATHS.submitReportingRows,
    body: ZReportingSubmitRequest,
    documentedBody: ZReportingSubmitDocumented,
    response: ZReportingSubmission,
    status: 201,
  },
  /** Body: the CSV file (text/csv, UTF-8, one header row). */
  submitReportingCsv: {
    ...CALL_PATHS.submitReportingCsv,
    query: ZReportingCsvQuery,
    consumes: MEDIA_TYPE.csv,
    body: ZReportingCsvBody,
    response: ZReportingSubmission,
    status: 201,
  },
  getReportingReport: { ...CALL_PATHS.getReportingReport, params: ZReportingReportParams, response: ZReportingReportStatus },
  searchReportingReports: { ...CALL_PATHS.searchReportingReports, body: ZReportingSearchRequest, response: ZReportingSearchResponse },
  listReportingProducts: { ...CALL_PATHS.listReportingProducts, query: ZProductListQuery, response: ZProductListResponse },
  getReportingCodes: { ...CALL_PATHS.getReportingCodes, response: ZReportingCodes },
  // Exchange approvals
  searchExchangeApprovals: {
    ...CALL_PATHS.searchExchangeApprovals,
    body: ZExchangeApprovalSearchRequest,
    response: ZExchangeApprovalSearchResponse,
  },
  getExchangeApproval: { ...CALL_PATHS.getExchangeApproval, params: ZExchangeApprovalIdParams, response: ZExchangeApprovalDetail },
  approveExchangeApproval: {
    ...CALL_PATHS.approveExchangeApproval,
    params: ZExchangeApprovalIdParams,
    body: ZExchangeDecisionRequest,
    response: ZExchangeApprovalDetail,
  },
  rejectExchangeApproval: {
    ...CALL_PATHS.rejectExchangeApproval,
    params: ZExchangeApprovalIdParams,
    body: ZExchangeDecisionRequest,
    response: ZExchangeApprovalDetail,
  },
  approveAllExchangeApprovals: {
    ...CALL_PATHS.approveAllExchangeApprovals,
    body: ZExchangeApproveAllRequest,
    response: ZExchangeApproveAllResponse,
  },
  downloadExchangeApprovalFile: {
    ...CALL_PATHS.downloadExchangeApprovalFile,
    params: ZExchangeApprovalFileParams,
    response: 'file',
    produces: [MEDIA_TYPE.stored],
  },
  confirmExchangeApproval: { ...CALL_PATHS.confirmExchangeApproval, params: ZExchangeApprovalIdParams, response: ZExchangeApprovalDetail },
  getLatestExchangeApproval: {
    ...CALL_PATHS.getLatestExchangeApproval,
    params: ZExchangeRequestIdParams,
    response: ZExchangeLatestResponse,
  },
  // Contract status, sales status and the company popup
  searchContractStatus: { ...CALL_PATHS.searchContractStatus, body: ZContractStatusSearchRequest, response: ZContractStatusSearchResponse },
  exportContractStatus: {
    ...CALL_PATHS.exportContractStatus,
    query: ZContractStatusExportQuery,
    response: 'file',
    produces: [MEDIA_TYPE.xlsx],
    headers: { 'X-Total-Rows': 'The number of rows in the file, sent before the rows.' },
  },
  searchSalesStatus: { ...CALL_PATHS.searchSalesStatus, body: ZSalesStatusSearchRequest, response: ZSalesStatusSearchResponse },
  exportSalesStatus: {
    ...CALL_PATHS.exportSalesStatus,
    query: ZSalesStatusExportQuery,
    response: 'file',
    produces: [MEDIA_TYPE.xlsx],
    headers: { 'X-Total-Rows': 'The number of rows in the file, sent before the rows.' },
  },
  searchCompanyMappings: {
    ...CALL_PATHS.searchCompanyMappings,
    body: ZCompanyMappingSearchRequest,
    response: ZCompanyMappingSearchResponse,
  },
  // Billing
  searchAdminBilling: { ...CALL_PATHS.searchAdminBilling, body: ZAdminBillingSearchRequest, response: ZAdminBillingSearchResponse },
  runBilling: { ...CALL_PATHS.runBilling, body: ZBillingRunRequest, response: ZBillingRunResponse },
  finalizeBillingMonth: { ...CALL_PATHS.finalizeBillingMonth, params: ZBillingMonthParams, response: ZBillingMonthItem },
  searchBillingLines: {
    ...CALL_PATHS.searchBillingLines,
    params: ZBillingMonthParams,
    body: ZBillingLinesSearchRequest,
    response: ZBillingLinesSearchResponse,
  },
  searchUserBilling: { ...CALL_PATHS.searchUserBilling, body: ZUserBillingSearchRequest, response: ZUserBillingSearchResponse },
  getUserBilling: { ...CALL_PATHS.getUserBilling, params: ZBillingMonthParams, response: ZUserBillingDetail },
  getUserBillingXlsx: { ...CALL_PATHS.getUserBillingXlsx, params: ZBillingMonthParams, response: 'file', produces: [MEDIA_TYPE.xlsx] },
  getUserBillingPdf: { ...CALL_PATHS.getUserBillingPdf, params: ZBillingMonthParams, response: 'file', produces: [MEDIA_TYPE.pdf] },
  // The exceptions dashboard
  searchExchangeExceptions: { ...CALL_PATHS.searchExchangeExceptions, body: ZExceptionSearchRequest, response: ZExceptionSearchResponse },
  getExchangeExceptionCounts: { ...CALL_PATHS.getExchangeExceptionCounts, response: ZExceptionCounts },
  searchAdminExceptions: { ...CALL_PATHS.searchAdminExceptions, body: ZExceptionSearchRequest, response: ZExceptionSearchResponse },
  getAdminExceptionCounts: { ...CALL_PATHS.getAdminExceptionCounts, response: ZExceptionCounts },
  updateExceptionSettings: { ...CALL_PATHS.updateExceptionSettings, body: ZExceptionSettingsUpdate, response: ZExceptionSettings },
  // The operations screen
  listBackgroundJobs: { ...CALL_PATHS.listBackgroundJobs, response: ZJobStatusList },
  searchMailOutbox: { ...CALL_PATHS.searchMailOutbox, body: ZMailOutboxSearchRequest, response: ZMailOutboxSearchResponse },
  retryMail: { ...CALL_PATHS.retryMail, params: ZMailIdParams, response: ZMailOutboxItem },
  // Passkeys
  listPasskeys: { ...CALL_PATHS.listPasskeys, response: ZPasskeyList },
  startPasskeyRegistration: {
    ...CALL_PATHS.startPasskeyRegistration,
    body: ZPasskeyRegistrationStart,
    response: ZPasskeyRegistrationOptions,
  },
  registerPasskey: { ...CALL_PATHS.registerPasskey, body: ZPasskeyRegisterRequest, response: ZPasskey, status: 201 },
  renamePasskey: { ...CALL_PATHS.renamePasskey, params: ZPasskeyIdParams, body: ZPasskeyRenameRequest, response: ZPasskey },
  removePasskey: { ...CALL_PATHS.removePasskey, params: ZPasskeyIdParams, response: 'empty', status: 204 },
  getPasskeyLoginOptions: { ...CALL_PATHS.getPasskeyLoginOptions, body: ZPasskeyLoginOptionsRequest, response: ZPasskeyLoginOptions },
  passkeyLogin: { ...CALL_PATHS.passkeyLogin, body: ZPasskeyLoginRequest, response: ZPasskeyLoginResponse },
  // The audit pack
  createAuditPack: { ...CALL_PATHS.createAuditPack, body: ZAuditPackCreateRequest, response: ZAuditPack, status: 201 },
  searchAuditPacks: { ...CALL_PATHS.searchAuditPacks, body: ZAuditPackSearchRequest, response: ZAuditPackPage },
  getAuditPack: { ...CALL_PATHS.getAuditPack, params: ZAuditPackIdParams, response: ZAuditPack },
  downloadAuditPack: { ...CALL_PATHS.downloadAuditPack, params: ZAuditPackIdParams, response: 'file', produces: [MEDIA_TYPE.zip] },
  /** Multipart: one file part `file` (a pack, at most AUDIT_PACK_VERIFY_MAX_MB); answers what the verifier found. */
  verifyAuditPack: {
    ...CALL_PATHS.verifyAuditPack,
    upload: { field: 'file', accepts: [MEDIA_TYPE.zip] },
    response: ZAuditPackVerification,
  },
  getAuditPackKeys: { ...CALL_PATHS.getAuditPackKeys, response: ZAuditPackKeys },
  // Versioned policies and the price list
  listAdminPolicies: { ...CALL_PATHS.listAdminPolicies, response: ZPolicyList },
  createPolicyDraft: { ...CALL_PATHS.createPolicyDraft, body: ZPolicyDraftCreate, response: ZPolicyVersion, status: 201 },
  getAdminPolicy: { ...CALL_PATHS.getAdminPolicy, params: ZPolicyIdParams, response: ZPolicyVersion },
  updatePolicyDraft: { ...CALL_PATHS.updatePolicyDraft, params: ZPolicyIdParams, body: ZPolicyDraftUpdate, response: ZPolicyVersion },
  getAdminPolicyDiff: { ...CALL_PATHS.getAdminPolicyDiff, params: ZPolicyIdParams, response: ZPolicyDiff },
  publishPolicy: { ...CALL_PATHS.publishPolicy, params: ZPolicyIdParams, response: ZPolicyVersion },
  listUserPolicies: { ...CALL_PATHS.listUserPolicies, response: ZUserPolicyList },
  getUserPolicyDiff: { ...CALL_PATHS.getUserPolicyDiff, params: ZPolicyIdParams, response: ZUserPolicyDiff },
  acknowledgePolicy: { ...CALL_PATHS.acknowledgePolicy, params: ZPolicyIdParams, response: ZPolicyAcknowledgement, status: 201 },
} as const satisfies Record<TCallName, CallDef>;
