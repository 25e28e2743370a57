/**
 * The method and path of every API operation, keyed by its stable name (the OpenAPI `operationId`,
 * decision 035). Imports nothing, so the web app takes paths from here without zod in its first load
 * (decision 032); `calls.ts` adds the schemas of each call to the same names.
 */
export const CALL_PATHS = {
  signIn: { method: 'POST', path: '/apis/v1/common/auth/signin' },
  getOtpQrImage: { method: 'POST', path: '/apis/v1/common/auth/otp-qr-image' },
  otpLogin: { method: 'POST', path: '/apis/v1/common/auth/otp-login' },
  refreshTokens: { method: 'POST', path: '/apis/v1/common/auth/refresh' },
  logout: { method: 'POST', path: '/apis/v1/common/auth/logout' },
  getMyInformation: { method: 'GET', path: '/apis/v1/common/auth/my-information' },
  searchCompaniesSimple: { method: 'POST', path: '/apis/v1/user/companies/search/simple' },
  registerUser: { method: 'POST', path: '/apis/v1/user/users' },
  registerUserByInvitation: { method: 'POST', path: '/apis/v1/user/users/invitation' },
  getInvitationInfo: { method: 'POST', path: '/apis/v1/user/users/invitation/info' },
  confirmNewsletter: { method: 'POST', path: '/apis/v1/user/users/newsletter-confirm' },
  checkLoginEmailExists: { method: 'POST', path: '/apis/v1/user/users/exists' },
  findLoginEmail: { method: 'POST', path: '/apis/v1/user/users/find-email' },
  confirmEmail: { method: 'GET', path: '/apis/v1/user/users/confirm-email' },
  resendConfirmEmail: { method: 'POST', path: '/apis/v1/user/users/resend-confirm-email' },
  resendConfirmEmailByLoginEmail: { method: 'POST', path: '/apis/v1/user/users/resend-confirm-email/by-logn-email' },
  resetDormant: { method: 'POST', path: '/apis/v1/user/users/reset-dormant' },
  resetPassword: { method: 'POST', path: '/apis/v1/user/users/reset-password' },
  changePassword: { method: 'PUT', path: '/apis/v1/user/users/change-password' },
  getMember: { method: 'GET', path: '/apis/v1/user/users/:userId' },
  updateMember: { method: 'PUT', path: '/apis/v1/user/users/:userId' },
  getMemberTerms: { method: 'GET', path: '/apis/v1/user/users/:userId/terms' },
  agreeMemberTerms: { method: 'POST', path: '/apis/v1/user/users/:userId/terms' },
  confirmPassword: { method: 'POST', path: '/apis/v1/user/users/:userId/confirm-password' },
  startAuthenticatorChange: { method: 'POST', path: '/apis/v1/user/users/:userId/authenticator-change' },
  confirmAuthenticatorChange: { method: 'PUT', path: '/apis/v1/user/users/:userId/authenticator' },
  withdrawMember: { method: 'POST', path: '/apis/v1/user/users/:userId/secession' },
  searchPendingMembers: { method: 'POST', path: '/apis/v1/staff/members/search' },
  approveMember: { method: 'POST', path: '/apis/v1/staff/members/:userId/approve' },
  refuseMember: { method: 'POST', path: '/apis/v1/staff/members/:userId/refuse' },
  getAllMenus: { method: 'GET', path: '/apis/v1/common/auth/all-menus' },
  getAllPages: { method: 'GET', path: '/apis/v1/common/auth/all-pages' },
  getMyMenus: { method: 'GET', path: '/apis/v1/common/auth/my-menus' },
  getMyPages: { method: 'GET', path: '/apis/v1/common/auth/my-pages' },
  searchCodes: { method: 'POST', path: '/apis/v1/common/codes/search' },
  getCodeGroup: { method: 'GET', path: '/apis/v1/common/codes/:codeGroupCode' },
  getSystemDate: { method: 'GET', path: '/apis/v1/common/system' },
  getHostname: { method: 'GET', path: '/apis/v1/common/system/hostname' },
  searchNotices: { method: 'POST', path: '/apis/v1/user/notices/search' },
  getNotice: { method: 'POST', path: '/apis/v1/user/notices/:bbsContentId' },
  searchBbsContents: { method: 'POST', path: '/apis/v1/user/bbss/bbsContents/search' },
  getBbsContent: { method: 'POST', path: '/apis/v1/user/bbss/bbsContents/:bbsContentId' },
  countBbsContentView: { method: 'PUT', path: '/apis/v1/user/bbss/:bbsCode/bbsContents/:bbsContentId/inquire-count' },
  getLatestContents: { method: 'GET', path: '/apis/v1/user/contents/:contentsTypeCode/latest-version' },
  getPopups: { method: 'GET', path: '/apis/v1/user/contents/:contentsTypeCode/popups' },
  getStandardDocument: { method: 'GET', path: '/apis/v1/user/standard-documents/:standardDocumentId' },
  getLatestStandardDocument: { method: 'GET', path: '/apis/v1/user/standard-documents/:documentClassificationCode/latest-version' },
  uploadFiles: { method: 'POST', path: '/apis/v1/common/files' },
  uploadEditorImage: { method: 'POST', path: '/apis/v1/common/files/editor/images' },
  downloadFile: { method: 'GET', path: '/apis/v1/common/files' },
  deleteFiles: { method: 'DELETE', path: '/apis/v1/common/files' },
  getEditorImage: { method: 'GET', path: '/apis/v1/editor/images/:fileUUID' },
  saveSnapshot: { method: 'POST', path: '/apis/v1/common/snapshots' },
  searchSnapshots: { method: 'POST', path: '/apis/v1/common/snapshots/search' },
  getSnapshotHistories: { method: 'POST', path: '/apis/v1/common/snapshots/histories' },
  getSnapshotHistory: { method: 'POST', path: '/apis/v1/common/snapshots/history' },
  getSnapshot: { method: 'GET', path: '/apis/v1/common/snapshots/:snapshotsId' },
  deleteSnapshot: { method: 'DELETE', path: '/apis/v1/common/snapshots/:snapshotsId' },
  searchStaff: { method: 'POST', path: '/apis/v1/user/staff/search' },
  inviteStaff: { method: 'POST', path: '/apis/v1/user/staff/invitations' },
  inviteSubscriber: { method: 'POST', path: '/apis/v1/user/staff/subscriber-invitations' },
  deleteStaff: { method: 'DELETE', path: '/apis/v1/user/staff/:userId' },
  exportStaff: { method: 'POST', path: '/apis/v1/user/staff/export' },
  createInquiry: { method: 'POST', path: '/apis/v1/user/inquiries' },
  searchMyInquiries: { method: 'POST', path: '/apis/v1/user/inquiries/search' },
  createGuestInquiry: { method: 'POST', path: '/apis/v1/user/inquiries/guest' },
  searchAllInquiries: { method: 'POST', path: '/apis/v1/user/inquiries/manage/search' },
  getInquiry: { method: 'GET', path: '/apis/v1/user/inquiries/:inquiryId' },
  answerInquiry: { method: 'PUT', path: '/apis/v1/user/inquiries/:inquiryId/answer' },
  buildTemplate: { method: 'POST', path: '/apis/v1/common/template/build' },
  getApprovalTypeTemplate: { method: 'POST', path: '/apis/v1/common/template/approval-type' },
  getMemberHome: { method: 'GET', path: '/apis/v1/user/home' },
  // Orders and contracts
  searchOrders: { method: 'POST', path: '/apis/v1/user/orders/search' },
  createOrder: { method: 'POST', path: '/apis/v1/user/orders' },
  getOrder: { method: 'GET', path: '/apis/v1/user/orders/:orderId' },
  updateOrder: { method: 'PUT', path: '/apis/v1/user/orders/:orderId' },
  actOnOrder: { method: 'POST', path: '/apis/v1/user/orders/:orderId/actions/:action' },
  getOrderVersions: { method: 'GET', path: '/apis/v1/user/orders/:orderId/versions' },
  getOrderPdf: { method: 'GET', path: '/apis/v1/user/orders/:orderId/pdf' },
  searchContracts: { method: 'POST', path: '/apis/v1/user/contracts/search' },
  getContract: { method: 'GET', path: '/apis/v1/user/contracts/:contractId' },
  getContractVersions: { method: 'GET', path: '/apis/v1/user/contracts/:contractId/versions' },
  downloadContractDocument: { method: 'GET', path: '/apis/v1/user/contracts/:contractId/documents/:fileUUID' },
  downloadAgreementArchive: { method: 'GET', path: '/apis/v1/user/contracts/:contractId/archives/:archiveId' },
  searchInventory: { method: 'POST', path: '/apis/v1/user/contracts/inventory' },
  exportInventory: { method: 'GET', path: '/apis/v1/user/contracts/inventory/export' },
  // catalogue: reference data
  listProducts: { method: 'GET', path: '/apis/v1/user/products' },
  listVendors: { method: 'GET', path: '/apis/v1/user/products/vendors' },
  getNonDisplayFees: { method: 'GET', path: '/apis/v1/user/products/non-display-fees' },
  getMyCustomerProfile: { method: 'GET', path: '/apis/v1/user/products/customer-profile' },
  // Notifications and the provider desk's work queue
  searchNotifications: { method: 'GET', path: '/apis/v1/user/notifications' },
  getUnreadNotificationCount: { method: 'GET', path: '/apis/v1/user/notifications/unread-count' },
  markNotificationRead: { method: 'POST', path: '/apis/v1/user/notifications/:notificationId/read' },
  markAllNotificationsRead: { method: 'POST', path: '/apis/v1/user/notifications/read-all' },
  searchWorkQueue: { method: 'POST', path: '/apis/v1/admin/work-queue/search' },
  getWorkQueueCounts: { method: 'GET', path: '/apis/v1/admin/work-queue/counts' },
  // Entitlement reconciliations
  createReconciliation: { method: 'POST', path: '/apis/v1/user/reconciliations' },
  searchReconciliations: { method: 'POST', path: '/apis/v1/user/reconciliations/search' },
  getReconciliationMapping: { method: 'GET', path: '/apis/v1/user/reconciliations/column-mapping' },
  saveReconciliationMapping: { method: 'PUT', path: '/apis/v1/user/reconciliations/column-mapping' },
  getReconciliation: { method: 'GET', path: '/apis/v1/user/reconciliations/:reconciliationId' },
  uploadReconciliationFile: { method: 'POST', path: '/apis/v1/user/reconciliations/:reconciliationId/file' },
  getReconciliationDifferences: { method: 'GET', path: '/apis/v1/user/reconciliations/:reconciliationId/differences' },
  getReconciliationUsers: { method: 'GET', path: '/apis/v1/user/reconciliations/:reconciliationId/users' },
  draftReconciliationCorrections: { method: 'POST', path: '/apis/v1/user/reconciliations/:reconciliationId/corrections' },
  actOnReconciliation: { method: 'POST', path: '/apis/v1/user/reconciliations/:reconciliationId/actions/:action' },
  getReconciliationVersions: { method: 'GET', path: '/apis/v1/user/reconciliations/:reconciliationId/versions' },
  // Suspensions
  createSuspension: { method: 'POST', path: '/apis/v1/user/suspensions' },
  searchSuspensions: { method: 'POST', path: '/apis/v1/user/suspensions/search' },
  getSuspensionContract: { method: 'GET', path: '/apis/v1/user/contracts/:contractId/suspension-info' },
  getSuspension: { method: 'GET', path: '/apis/v1/user/suspensions/:suspensionId' },
  updateSuspensionMemo: { method: 'PUT', path: '/apis/v1/user/suspensions/:suspensionId' },
  actOnSuspension: { method: 'POST', path: '/apis/v1/user/suspensions/:suspensionId/actions/:action' },
  getSuspensionVersions: { method: 'GET', path: '/apis/v1/user/suspensions/:suspensionId/versions' },
  // Clearances of a period (decision 082)
  searchClearances: { method: 'POST', path: '/apis/v1/user/clearances/search' },
  getClearanceCandidates: { method: 'GET', path: '/apis/v1/user/clearances/candidates' },
  createClearance: { method: 'POST', path: '/apis/v1/user/clearances' },
  getClearance: { method: 'GET', path: '/apis/v1/user/clearances/:clearanceId' },
  updateClearance: { method: 'PUT', path: '/apis/v1/user/clearances/:clearanceId' },
  actOnClearance: { method: 'POST', path: '/apis/v1/user/clearances/:clearanceId/actions/:action' },
  getClearanceVersions: { method: 'GET', path: '/apis/v1/user/clearances/:clearanceId/versions' },
  getClearanceLetter: { method: 'GET', path: '/apis/v1/user/clearances/:clearanceId/letter.pdf' },
  searchExchangeClearances: { method: 'POST', path: '/apis/v1/exchange/clearances/search' },
  getExchangeClearance: { method: 'GET', path: '/apis/v1/exchange/clearances/:clearanceId' },
  actOnExchangeClearance: { method: 'POST', path: '/apis/v1/exchange/clearances/:clearanceId/actions/:action' },
  getExchangeClearanceVersions: { method: 'GET', path: '/apis/v1/exchange/clearances/:clearanceId/versions' },
  getExchangeClearanceLetter: { method: 'GET', path: '/apis/v1/exchange/clearances/:clearanceId/letter.pdf' },
  // Other reported items and contract inquiries
  createOtherReport: { method: 'POST', path: '/apis/v1/user/other-reports' },
  searchOtherReports: { method: 'POST', path: '/apis/v1/user/other-reports/search' },
  getOtherReport: { method: 'GET', path: '/apis/v1/user/other-reports/:requestId' },
  actOnOtherReport: { method: 'POST', path: '/apis/v1/user/other-reports/:requestId/actions/:action' },
  getOtherReportVersions: { method: 'GET', path: '/apis/v1/user/other-reports/:requestId/versions' },
  getContractReportedItems: { method: 'GET', path: '/apis/v1/user/other-reports/contracts/:contractId/items' },
  createContractInquiry: { method: 'POST', path: '/apis/v1/user/contract-inquiries' },
  createGuestContractInquiry: { method: 'POST', path: '/apis/v1/user/contract-inquiries/guest' },
  getContractInquiryPrefill: { method: 'GET', path: '/apis/v1/user/contract-inquiries/prefill' },
  searchContractInquiries: { method: 'POST', path: '/apis/v1/user/contract-inquiries/search' },
  getContractInquiry: { method: 'GET', path: '/apis/v1/user/contract-inquiries/:inquiryId' },
  actOnContractInquiry: { method: 'POST', path: '/apis/v1/user/contract-inquiries/:inquiryId/actions/:action' },
  // Non-display declarations
  searchNonDisplayReports: { method: 'POST', path: '/apis/v1/user/non-display-reports/search' },
  createNonDisplayReport: { method: 'POST', path: '/apis/v1/user/non-display-reports' },
  getNonDisplayReport: { method: 'GET', path: '/apis/v1/user/non-display-reports/:declarationId' },
  updateNonDisplayReport: { method: 'PUT', path: '/apis/v1/user/non-display-reports/:declarationId' },
  actOnNonDisplayReport: { method: 'POST', path: '/apis/v1/user/non-display-reports/:declarationId/actions/:action' },
  getNonDisplayReportVersions: { method: 'GET', path: '/apis/v1/user/non-display-reports/:declarationId/versions' },
  getNonDisplayReportPdf: { method: 'GET', path: '/apis/v1/user/non-display-reports/:declarationId/pdf' },
  // Monthly user reports
  searchUserReports: { method: 'POST', path: '/apis/v1/user/user-reports/search' },
  createUserReport: { method: 'POST', path: '/apis/v1/user/user-reports' },
  getUserReport: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId' },
  saveUserReport: { method: 'PUT', path: '/apis/v1/user/user-reports/:reportId' },
  actOnUserReport: { method: 'POST', path: '/apis/v1/user/user-reports/:reportId/actions/:action' },
  getUserReportVersions: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/versions' },
  getUserReportCorrectionChanges: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/correction-changes' },
  getUserReportXlsx: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/export.xlsx' },
  getUserReportPdf: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/export.pdf' },
  getUserReportForm: { method: 'GET', path: '/apis/v1/user/user-reports/form' },
  replaceUserReportForm: { method: 'POST', path: '/apis/v1/user/user-reports/form' },
  uploadUserReportFile: { method: 'POST', path: '/apis/v1/user/user-reports/upload' },
  getUserReportUpload: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/uploads/:uploadId' },
  getUserReportUploadMarkedCopy: { method: 'GET', path: '/apis/v1/user/user-reports/:reportId/uploads/:uploadId/marked-copy' },
  getUserReportPreviousMonth: { method: 'GET', path: '/apis/v1/user/user-reports/previous-month' },
  getUserReportCalendar: { method: 'GET', path: '/apis/v1/user/user-reports/calendar' },
  getUserReportProxyCustomers: { method: 'GET', path: '/apis/v1/user/user-reports/proxy-customers' },
  getUserReportSettings: { method: 'GET', path: '/apis/v1/user/user-reports/settings' },
  updateUserReportSettings: { method: 'PUT', path: '/apis/v1/user/user-reports/settings' },
  updateUserReportWindow: { method: 'PUT', path: '/apis/v1/user/user-reports/settings/window' },
  // Personal API keys and the reporting API
  searchApiKeys: { method: 'POST', path: '/apis/v1/user/api-keys/search' },
  createApiKey: { method: 'POST', path: '/apis/v1/user/api-keys' },
  revokeApiKey: { method: 'DELETE', path: '/apis/v1/user/api-keys/:apiKeyId' },
  getReportingIdentity: { method: 'GET', path: '/apis/v1/reporting/me' },
  validateReportingRows: { method: 'POST', path: '/apis/v1/reporting/user-reports/validate' },
  validateReportingCsv: { method: 'POST', path: '/apis/v1/reporting/user-reports/validate/csv' },
  submitReportingRows: { method: 'POST', path: '/apis/v1/reporting/user-reports' },
  submitReportingCsv: { method: 'POST', path: '/apis/v1/reporting/user-reports/csv' },
  getReportingReport: { method: 'GET', path: '/apis/v1/reporting/user-reports/:reportId' },
  searchReportingReports: { method: 'POST', path: '/apis/v1/reporting/user-reports/search' },
  // The reporting API's reference lists with a key
  listReportingProducts: { method: 'GET', path: '/apis/v1/reporting/products' },
  getReportingCodes: { method: 'GET', path: '/apis/v1/reporting/codes' },
  // Exchange approvals
  searchExchangeApprovals: { method: 'POST', path: '/apis/v1/exchange/approvals/search' },
  getExchangeApproval: { method: 'GET', path: '/apis/v1/exchange/approvals/:approvalId' },
  approveExchangeApproval: { method: 'POST', path: '/apis/v1/exchange/approvals/:approvalId/approve' },
  rejectExchangeApproval: { method: 'POST', path: '/apis/v1/exchange/approvals/:approvalId/reject' },
  approveAllExchangeApprovals: { method: 'POST', path: '/apis/v1/exchange/approvals/approve-all' },
  downloadExchangeApprovalFile: { method: 'GET', path: '/apis/v1/exchange/approvals/:approvalId/files/:fileUUID' },
  confirmExchangeApproval: { method: 'POST', path: '/apis/v1/exchange/approvals/:approvalId/confirm' },
  getLatestExchangeApproval: { method: 'GET', path: '/apis/v1/exchange/requests/:requestId/approval' },
  // Contract status, sales status and the company popup
  searchContractStatus: { method: 'POST', path: '/apis/v1/exchange/contract-status/search' },
  exportContractStatus: { method: 'GET', path: '/apis/v1/exchange/contract-status/export' },
  searchSalesStatus: { method: 'POST', path: '/apis/v1/exchange/sales-status/search' },
  exportSalesStatus: { method: 'GET', path: '/apis/v1/exchange/sales-status/export' },
  searchCompanyMappings: { method: 'POST', path: '/apis/v1/user/companies/search/mapping' },
  // Billing
  searchAdminBilling: { method: 'POST', path: '/apis/v1/admin/billing/search' },
  runBilling: { method: 'POST', path: '/apis/v1/admin/billing/runs' },
  finalizeBillingMonth: { method: 'POST', path: '/apis/v1/admin/billing/:billingMonth/final' },
  searchBillingLines: { method: 'POST', path: '/apis/v1/admin/billing/:billingMonth/lines/search' },
  searchUserBilling: { method: 'POST', path: '/apis/v1/user/billing/search' },
  getUserBilling: { method: 'GET', path: '/apis/v1/user/billing/:billingMonth' },
  getUserBillingXlsx: { method: 'GET', path: '/apis/v1/user/billing/:billingMonth/statement.xlsx' },
  getUserBillingPdf: { method: 'GET', path: '/apis/v1/user/billing/:billingMonth/statement.pdf' },
  // The exceptions dashboard
  searchExchangeExceptions: { method: 'POST', path: '/apis/v1/exchange/exceptions/search' },
  getExchangeExceptionCounts: { method: 'GET', path: '/apis/v1/exchange/exceptions/counts' },
  searchAdminExceptions: { method: 'POST', path: '/apis/v1/admin/exceptions/search' },
  getAdminExceptionCounts: { method: 'GET', path: '/apis/v1/admin/exceptions/counts' },
  updateExceptionSettings: { method: 'PUT', path: '/apis/v1/admin/exceptions/settings' },
  // The operations screen
  listBackgroundJobs: { method: 'GET', path: '/apis/v1/admin/operations/jobs' },
  searchMailOutbox: { method: 'POST', path: '/apis/v1/admin/operations/mail/search' },
  retryMail: { method: 'POST', path: '/apis/v1/admin/operations/mail/:mailId/retry' },
  // Passkeys
  listPasskeys: { method: 'GET', path: '/apis/v1/user/passkeys' },
  startPasskeyRegistration: { method: 'POST', path: '/apis/v1/user/passkeys/registration-options' },
  registerPasskey: { method: 'POST', path: '/apis/v1/user/passkeys' },
  renamePasskey: { method: 'PUT', path: '/apis/v1/user/passkeys/:passkeyId' },
  removePasskey: { method: 'DELETE', path: '/apis/v1/user/passkeys/:passkeyId' },
  getPasskeyLoginOptions: { method: 'POST', path: '/apis/v1/common/auth/passkey-options' },
  passkeyLogin: { method: 'POST', path: '/apis/v1/common/auth/passkey-login' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type TCallName = keyof typeof CALL_PATHS;

/** The path parameters a path names (`/users/:userId/terms` -> `userId`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a call with its path parameters filled in (each encoded):
 * `callPath(CALL_PATHS.getMember, { userId: 7 })` -> `/apis/v1/user/users/7` (a `calls` entry works too).
 */
export function callPath<C extends { path: string }>(
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
  for (const name of Object.keys(CALL_PATHS) as TCallName[])
    if (CALL_PATHS[name].method === method && CALL_PATHS[name].path === path) return name;
  return undefined;
}
