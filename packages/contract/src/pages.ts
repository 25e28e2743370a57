import type { TLayoutType } from './constants';

/**
 * The catalogue of screens that exist and of the menu tree that leads to them. The seed writes one
 * page record for each page, one menu for each menu group and for each page that names a `menu`;
 * the web app maps each `pageUri` to a lazily loaded component. Path parameters use the router's
 * `:name` form. A route without a page record goes to /pageNotAccess. Each area adds its pages here.
 */
export interface MenuPlacement {
  /** Numeric menu id (the root is 400000). */
  menuId: number;
  /** Parent menu id: a MENU_GROUPS id (or 400000 for a top menu). */
  upperMenuId: number;
  ko: string;
  en: string;
  sortOrder: number;
  /** Selects the banner contents of the menu (contents type code). */
  iconCode?: string;
}

export interface PageDefinition {
  pageId: string;
  pageUri: string;
  layout: TLayoutType;
  /** Login required ("Y") or public ("N"). */
  loginYn: 'Y' | 'N';
  /** Roles that may open the page; empty means every signed-in member (or everyone when public). */
  roles?: readonly string[];
  /** The page this one sits under (details under their list), for breadcrumb and menu highlight. */
  upperPageId?: string;
  /** The menu entry that opens this page, if any. */
  menu?: MenuPlacement;
}

/** Menus that group pages (no page of their own). exchangeYn marks the exchange-side menu. */
export const MENU_GROUPS: readonly (MenuPlacement & { exchangeYn?: 'Y' })[] = [
  { menuId: 410000, upperMenuId: 400000, ko: '정보상품', en: 'Products', sortOrder: 1, iconCode: 'BN_PRODUCT' },
  { menuId: 420000, upperMenuId: 400000, ko: '공지·자료', en: 'Notices', sortOrder: 2, iconCode: 'BN_NOTICE' },
  { menuId: 430000, upperMenuId: 400000, ko: '고객지원', en: 'Support', sortOrder: 4, iconCode: 'BN_SERVICE' },
  { menuId: 431000, upperMenuId: 430000, ko: '이용 안내', en: 'Guides', sortOrder: 3, iconCode: 'BN_SERVICE' },
  { menuId: 490000, upperMenuId: 400000, ko: '거래소 업무', en: 'Exchange desk', sortOrder: 9, iconCode: 'BN_EXCHANGE', exchangeYn: 'Y' },
  { menuId: 440000, upperMenuId: 400000, ko: '마이페이지', en: 'My page', sortOrder: 5, iconCode: 'BN_MYPAGE' },
  { menuId: 424000, upperMenuId: 420000, ko: '회원 게시판', en: 'Member boards', sortOrder: 4, iconCode: 'BN_NOTICE' },
  { menuId: 450000, upperMenuId: 400000, ko: '고객 관리', en: 'Customer admin', sortOrder: 6, iconCode: 'BN_ADMIN' },
  { menuId: 460000, upperMenuId: 400000, ko: '주문·계약', en: 'Orders and contracts', sortOrder: 3, iconCode: 'BN_CONTRACT' },
  // Non-display declarations: the reports group
  // Audit-ready (issue 25): the audit pack, reconciliations, clearances
  { menuId: 470000, upperMenuId: 400000, ko: '감사 대응', en: 'Audit', sortOrder: 7, iconCode: 'BN_AUDIT' },
  // My company (decision 086): the company administrator's settings of their company (audit events; sign-on, webhooks
  // and SCIM tokens join it). The group shows only when one of its pages does: role 03.
  { menuId: 447000, upperMenuId: 440000, ko: '내 회사', en: 'My company', sortOrder: 7, iconCode: 'BN_MYPAGE' },
];

export const PAGES = [
  // Home and public content
  { pageId: 'P0001', pageUri: '/home', layout: 'basic', loginYn: 'N' },
  {
    pageId: 'P0101',
    pageUri: '/product/information-product-outline',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 411000, upperMenuId: 410000, ko: '정보상품 개요', en: 'Product outline', sortOrder: 1, iconCode: 'BN_PRODUCT' },
  },
  {
    pageId: 'P0102',
    pageUri: '/product/realtime-product',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 412000, upperMenuId: 410000, ko: '실시간 정보상품', en: 'Real-time products', sortOrder: 2, iconCode: 'BN_PRODUCT' },
  },
  {
    pageId: 'P0103',
    pageUri: '/product/closing-price-product',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 413000, upperMenuId: 410000, ko: '종가 정보상품', en: 'Closing price products', sortOrder: 3, iconCode: 'BN_PRODUCT' },
  },
  {
    pageId: 'P0104',
    pageUri: '/product/stock-information-companies',
    layout: 'content',
    loginYn: 'N',
    menu: {
      menuId: 414000,
      upperMenuId: 410000,
      ko: '증권정보업체 현황',
      en: 'Stock information companies',
      sortOrder: 4,
      iconCode: 'BN_PRODUCT',
    },
  },
  // The fee of a change before it is filed (issue 26 section 1): visitors at public prices, members against their contracts.
  {
    pageId: 'P0109',
    pageUri: '/product/fee-estimator',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 415000, upperMenuId: 410000, ko: '이용료 계산기', en: 'Fee estimator', sortOrder: 5, iconCode: 'BN_PRODUCT' },
  },
  { pageId: 'P0105', pageUri: '/policy', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0106', pageUri: '/epolicy', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0107', pageUri: '/tncdef', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  { pageId: 'P0108', pageUri: '/deftnc', layout: 'content', loginYn: 'N', upperPageId: 'P0101' },
  {
    pageId: 'P0201',
    pageUri: '/notice/notice-list',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 421000, upperMenuId: 420000, ko: '시장 공지', en: 'Market notices', sortOrder: 1, iconCode: 'BN_NOTICE' },
  },
  { pageId: 'P0202', pageUri: '/notice/:bbsContentId/notice-detail', layout: 'content', loginYn: 'N', upperPageId: 'P0201' },
  {
    pageId: 'P0203',
    pageUri: '/krx-derivatives/krx-derivatives-list',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 422000, upperMenuId: 420000, ko: '파생상품 공지', en: 'Derivatives notices', sortOrder: 2, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P0204',
    pageUri: '/krx-derivatives/:bbsContentId/krx-derivatives-detail',
    layout: 'content',
    loginYn: 'N',
    upperPageId: 'P0203',
  },
  {
    pageId: 'P0205',
    pageUri: '/faq/faq-list',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 432000, upperMenuId: 430000, ko: '자주 묻는 질문', en: 'FAQ', sortOrder: 2, iconCode: 'BN_SERVICE' },
  },
  { pageId: 'P0206', pageUri: '/bbs/:code/:bbsContentId/bbs-contents-detail', layout: 'content', loginYn: 'N', upperPageId: 'P0201' },
  {
    pageId: 'P0301',
    pageUri: '/service/homepage-guideline',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 431100, upperMenuId: 431000, ko: '홈페이지 이용 안내', en: 'Using this site', sortOrder: 1, iconCode: 'BN_SERVICE' },
  },
  {
    pageId: 'P0302',
    pageUri: '/service/visit-guideline',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 431200, upperMenuId: 431000, ko: '방문 안내', en: 'Visiting us', sortOrder: 2, iconCode: 'BN_SERVICE' },
  },
  // Accounts, sign-in and sessions
  { pageId: 'P1001', pageUri: '/login', layout: 'basic', loginYn: 'N' },
  { pageId: 'P1002', pageUri: '/login/find-id', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1003', pageUri: '/login/find-id-result', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1004', pageUri: '/login/auth-email-uncertified', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1005', pageUri: '/login/auth-approving-user', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1006', pageUri: '/login/auth-password-error', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1007', pageUri: '/login/auth-dormant-user', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1008', pageUri: '/login/reset-password', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1009', pageUri: '/login/reset-password-completed', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1010', pageUri: '/login/change-password', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1101', pageUri: '/user/user-join-guide', layout: 'basic', loginYn: 'N' },
  { pageId: 'P1102', pageUri: '/user/user-join-terms', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1103', pageUri: '/user/user-join', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1104', pageUri: '/user/user-join-complete', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1105', pageUri: '/user/user-join-re-terms', layout: 'basic', loginYn: 'N', upperPageId: 'P1001' },
  { pageId: 'P1106', pageUri: '/user/user-auth-confirmed', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1107', pageUri: '/user/user-auth-completed', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1108', pageUri: '/user/user-auth-failed', layout: 'basic', loginYn: 'N', upperPageId: 'P1101' },
  { pageId: 'P1109', pageUri: '/news-letter-confirm', layout: 'basic', loginYn: 'N' },
  { pageId: 'P1110', pageUri: '/member-with-drwal-done', layout: 'basic', loginYn: 'N' },
  {
    pageId: 'P1201',
    pageUri: '/mypage/member-info',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 441000, upperMenuId: 440000, ko: '회원정보 수정', en: 'Member information', sortOrder: 1, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P1202',
    pageUri: '/mypage/member-with-drawal',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 449000, upperMenuId: 440000, ko: '회원 탈퇴', en: 'Withdraw membership', sortOrder: 9, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P1301',
    pageUri: '/admin/member-approval',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 451000, upperMenuId: 450000, ko: '회원 가입 승인', en: 'Member approval', sortOrder: 1, iconCode: 'BN_ADMIN' },
  },
  // Member workspace: staff, inquiries, member boards
  {
    pageId: 'P2001',
    pageUri: '/mypage/manager-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 442000, upperMenuId: 440000, ko: '회원 관리', en: 'Manage members', sortOrder: 2, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P2101',
    pageUri: '/mypage/my-inquiry-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 443000, upperMenuId: 440000, ko: '1:1 문의', en: 'My inquiries', sortOrder: 3, iconCode: 'BN_MYPAGE' },
  },
  { pageId: 'P2102', pageUri: '/mypage/my-inquiry-write', layout: 'content', loginYn: 'Y', upperPageId: 'P2101' },
  { pageId: 'P2103', pageUri: '/mypage/:inquiryId/my-inquiry-detail', layout: 'content', loginYn: 'Y', upperPageId: 'P2101' },
  {
    pageId: 'P2104',
    pageUri: '/support/inquiry',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 433000, upperMenuId: 430000, ko: '비회원 문의', en: 'Inquiry for visitors', sortOrder: 4, iconCode: 'BN_SERVICE' },
  },
  {
    pageId: 'P2105',
    pageUri: '/admin/inquiry-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 452000, upperMenuId: 450000, ko: '문의 답변', en: 'Answer inquiries', sortOrder: 2, iconCode: 'BN_ADMIN' },
  },
  {
    pageId: 'P2106',
    pageUri: '/admin/:inquiryId/inquiry-answer',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    upperPageId: 'P2105',
  },
  {
    pageId: 'P2202',
    pageUri: '/bbs/02/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424002, upperMenuId: 424000, ko: '자료실', en: 'Library', sortOrder: 1, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2203',
    pageUri: '/bbs/03/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424003, upperMenuId: 424000, ko: '시세 데이터 규격', en: 'Data specifications', sortOrder: 2, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2204',
    pageUri: '/bbs/04/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424004, upperMenuId: 424000, ko: '기술 공지', en: 'Technical bulletins', sortOrder: 3, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2205',
    pageUri: '/bbs/05/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424005, upperMenuId: 424000, ko: '교육·세미나', en: 'Training and seminars', sortOrder: 4, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2206',
    pageUri: '/bbs/06/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424006, upperMenuId: 424000, ko: '보도자료', en: 'Press releases', sortOrder: 5, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2207',
    pageUri: '/bbs/07/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424007, upperMenuId: 424000, ko: '정보이용료 안내', en: 'Fee schedules', sortOrder: 6, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2208',
    pageUri: '/bbs/08/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424008, upperMenuId: 424000, ko: '이용 사례', en: 'Customer stories', sortOrder: 7, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2209',
    pageUri: '/bbs/09/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424009, upperMenuId: 424000, ko: '시장 통계', en: 'Market statistics', sortOrder: 8, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2210',
    pageUri: '/bbs/10/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424010, upperMenuId: 424000, ko: '제도 변경 안내', en: 'Rule changes', sortOrder: 9, iconCode: 'BN_NOTICE' },
  },
  {
    pageId: 'P2211',
    pageUri: '/bbs/11/bbs-contents-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 424011, upperMenuId: 424000, ko: '고객 제안', en: 'Customer suggestions', sortOrder: 10, iconCode: 'BN_NOTICE' },
  },
  // Business domain part 1: orders, contracts, notifications, the provider desk
  {
    pageId: 'P3001',
    pageUri: '/order/order-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 461000, upperMenuId: 460000, ko: '주문서', en: 'Order forms', sortOrder: 1, iconCode: 'BN_CONTRACT' },
  },
  { pageId: 'P3002', pageUri: '/order/order-write', layout: 'content', loginYn: 'Y', roles: ['01'], upperPageId: 'P3001' },
  {
    pageId: 'P3003',
    pageUri: '/order/:orderId/order-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3001',
  },
  { pageId: 'P3004', pageUri: '/order/:orderId/order-change', layout: 'content', loginYn: 'Y', roles: ['01'], upperPageId: 'P3001' },
  {
    pageId: 'P3005',
    pageUri: '/order/:orderId/order-print',
    layout: 'empty',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3001',
  },
  {
    pageId: 'P3006',
    pageUri: '/order/:orderId/order-history',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3001',
  },
  {
    pageId: 'P3101',
    pageUri: '/contract/contract-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 462000, upperMenuId: 460000, ko: '계약', en: 'Contracts', sortOrder: 2, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P3102',
    pageUri: '/contract/:contractId/contract-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3101',
  },
  {
    pageId: 'P3103',
    pageUri: '/contract/inventory',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 463000, upperMenuId: 460000, ko: '이용 상품 현황', en: 'Licence inventory', sortOrder: 3, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P3201',
    pageUri: '/notification/notification-list',
    layout: 'content',
    loginYn: 'Y',
    menu: { menuId: 448000, upperMenuId: 440000, ko: '알림', en: 'Notifications', sortOrder: 8, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P3301',
    pageUri: '/admin/work-queue',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 453000, upperMenuId: 450000, ko: '업무 대기함', en: 'Work queue', sortOrder: 0, iconCode: 'BN_ADMIN' },
  },
  {
    pageId: 'P3302',
    pageUri: '/admin/order/:orderId/order-review',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    upperPageId: 'P3301',
  },
  // Entitlement reconciliations (issue 25 section 1): customer members, provider staff; the exchange's reviewer reads.
  {
    pageId: 'P4301',
    pageUri: '/audit/reconciliation-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06', '09'],
    menu: { menuId: 471000, upperMenuId: 470000, ko: '권한 대사', en: 'Entitlement reconciliation', sortOrder: 1, iconCode: 'BN_AUDIT' },
  },
  {
    pageId: 'P4302',
    pageUri: '/audit/reconciliation-write',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    upperPageId: 'P4301',
  },
  {
    pageId: 'P4303',
    pageUri: '/audit/:reconciliationId/reconciliation-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06', '09'],
    upperPageId: 'P4301',
  },
  // Suspensions
  {
    pageId: 'P3501',
    pageUri: '/contract/suspension-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 464000, upperMenuId: 460000, ko: '일시 중지', en: 'Suspensions', sortOrder: 4, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P3502',
    pageUri: '/contract/:contractId/suspension-request',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    upperPageId: 'P3501',
  },
  {
    pageId: 'P3503',
    pageUri: '/contract/suspension/:suspensionId/suspension-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3501',
  },
  {
    pageId: 'P3511',
    pageUri: '/admin/suspension-approval-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 454000, upperMenuId: 450000, ko: '일시 중지 승인', en: 'Suspension approvals', sortOrder: 4, iconCode: 'BN_ADMIN' },
  },
  {
    pageId: 'P3512',
    pageUri: '/admin/suspension/:suspensionId/suspension-approval-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    upperPageId: 'P3511',
  },
  // Clearances of a period (issue 25 section 2; decision 082): provider staff's list, the reviewer's list, and the
  // document for all three parties (a customer reaches its own from the notice it is sent).
  {
    pageId: 'P4311',
    pageUri: '/admin/clearance-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 459000, upperMenuId: 450000, ko: '정산 확인서', en: 'Clearances', sortOrder: 9, iconCode: 'BN_ADMIN' },
  },
  {
    pageId: 'P4312',
    pageUri: '/exchange/clearance-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    menu: { menuId: 495000, upperMenuId: 490000, ko: '정산 확인서 발행', en: 'Clearances', sortOrder: 5, iconCode: 'BN_EXCHANGE' },
  },
  {
    pageId: 'P4314',
    pageUri: '/audit/clearance-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    menu: { menuId: 472000, upperMenuId: 470000, ko: '정산 확인서', en: 'Clearances', sortOrder: 2, iconCode: 'BN_AUDIT' },
  },
  {
    pageId: 'P4313',
    pageUri: '/audit/:clearanceId/clearance-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06', '09'],
  },
  // Other reported items and contract inquiries
  {
    pageId: 'P3601',
    pageUri: '/contract/other-report-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 465000, upperMenuId: 460000, ko: '기타 신고사항', en: 'Other reported items', sortOrder: 5, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P3602',
    pageUri: '/contract/:contractId/other-report-request',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    upperPageId: 'P3601',
  },
  {
    pageId: 'P3701',
    pageUri: '/support/contract-inquiry',
    layout: 'content',
    loginYn: 'N',
    menu: { menuId: 434000, upperMenuId: 430000, ko: '계약 문의', en: 'Contract inquiry', sortOrder: 5, iconCode: 'BN_SERVICE' },
  },
  { pageId: 'P3702', pageUri: '/support/contract-inquiry-done', layout: 'content', loginYn: 'N', upperPageId: 'P3701' },
  {
    pageId: 'P3711',
    pageUri: '/admin/contract-inquiry-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 455000, upperMenuId: 450000, ko: '계약 문의', en: 'Contract inquiries', sortOrder: 5, iconCode: 'BN_ADMIN' },
  },
  // Non-display declarations
  {
    pageId: 'P3401',
    pageUri: '/report/non-display-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: {
      menuId: 466000,
      upperMenuId: 460000,
      ko: '비조회형 이용 신고',
      en: 'Non-display declarations',
      sortOrder: 6,
      iconCode: 'BN_CONTRACT',
    },
  },
  { pageId: 'P3402', pageUri: '/report/non-display-write', layout: 'content', loginYn: 'Y', roles: ['01'], upperPageId: 'P3401' },
  {
    pageId: 'P3403',
    pageUri: '/report/:declarationId/non-display-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P3401',
  },
  // The non-display application inventory, beside the declarations it drafts (decision 085)
  {
    pageId: 'P3404',
    pageUri: '/report/non-display-applications',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    menu: {
      menuId: 466500,
      upperMenuId: 460000,
      ko: '비조회형 애플리케이션',
      en: 'Non-display applications',
      sortOrder: 7,
      iconCode: 'BN_CONTRACT',
    },
  },
  // Monthly user reports, under Orders and contracts beside the non-display declarations (a seventh top menu
  // does not fit the staff's top bar)
  {
    pageId: 'P3801',
    pageUri: '/report/user-report-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02', '05', '06'],
    menu: { menuId: 467000, upperMenuId: 460000, ko: '사용자 리포트', en: 'User reports', sortOrder: 8, iconCode: 'BN_CONTRACT' },
  },
  { pageId: 'P3802', pageUri: '/report/user-report-write', layout: 'content', loginYn: 'Y', roles: ['01', '02'], upperPageId: 'P3801' },
  {
    pageId: 'P3803',
    pageUri: '/report/:reportId/user-report-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02', '05', '06'],
    upperPageId: 'P3801',
  },
  { pageId: 'P3804', pageUri: '/report/correction-write', layout: 'content', loginYn: 'Y', roles: ['01', '02'], upperPageId: 'P3801' },
  { pageId: 'P3805', pageUri: '/report/exemption', layout: 'content', loginYn: 'Y', roles: ['01', '02'], upperPageId: 'P3801' },
  {
    pageId: 'P3806',
    pageUri: '/report/calendar',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02', '05', '06'],
    menu: { menuId: 468000, upperMenuId: 460000, ko: '리포트 일정', en: 'Reporting calendar', sortOrder: 9, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P3811',
    pageUri: '/admin/report/:reportId/report-review',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    upperPageId: 'P3801',
  },
  // Personal API keys
  {
    pageId: 'P3951',
    pageUri: '/mypage/api-keys',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02'],
    menu: { menuId: 446000, upperMenuId: 440000, ko: 'API 키', en: 'API keys', sortOrder: 6, iconCode: 'BN_MYPAGE' },
  },
  // Signed events (webhooks, decision 087): the company administrator's (03), under My company
  {
    pageId: 'P3952',
    pageUri: '/mypage/webhooks',
    layout: 'content',
    loginYn: 'Y',
    roles: ['03'],
    menu: { menuId: 447200, upperMenuId: 447000, ko: '웹훅', en: 'Webhooks', sortOrder: 2, iconCode: 'BN_MYPAGE' },
  },
  // Provisioning by SCIM (decision 089): the company administrator's (03) tokens, under My company
  {
    pageId: 'P3953',
    pageUri: '/mypage/company-provisioning',
    layout: 'content',
    loginYn: 'Y',
    roles: ['03'],
    menu: { menuId: 447400, upperMenuId: 447000, ko: '사용자 프로비저닝', en: 'User provisioning', sortOrder: 4, iconCode: 'BN_MYPAGE' },
  },
  // Exchange approvals: the reviewer's approval list and detail
  {
    pageId: 'P4001',
    pageUri: '/exchange/approval-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    menu: { menuId: 491000, upperMenuId: 490000, ko: '승인 목록', en: 'Approvals', sortOrder: 1, iconCode: 'BN_EXCHANGE' },
  },
  {
    pageId: 'P4002',
    pageUri: '/exchange/approval/:approvalId/approval-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    upperPageId: 'P4001',
  },
  // Contract status and sales status
  {
    pageId: 'P4003',
    pageUri: '/exchange/contract-status',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    menu: { menuId: 492000, upperMenuId: 490000, ko: '계약 현황', en: 'Contract status', sortOrder: 2, iconCode: 'BN_EXCHANGE' },
  },
  {
    pageId: 'P4004',
    pageUri: '/exchange/sales-status',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    menu: { menuId: 493000, upperMenuId: 490000, ko: '매출 현황', en: 'Sales status', sortOrder: 3, iconCode: 'BN_EXCHANGE' },
  },
  // Billing
  {
    pageId: 'P4101',
    pageUri: '/admin/billing',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 456000, upperMenuId: 450000, ko: '청구 관리', en: 'Billing', sortOrder: 6, iconCode: 'BN_ADMIN' },
  },
  {
    pageId: 'P4201',
    pageUri: '/billing/billing-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    menu: { menuId: 469000, upperMenuId: 460000, ko: '청구 내역', en: 'Billing', sortOrder: 10, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P4202',
    pageUri: '/billing/:billingMonth/billing-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01'],
    upperPageId: 'P4201',
  },
  // Disputes of a bill line (decision 080): the customer's and the desk's list, one page
  {
    pageId: 'P4211',
    pageUri: '/billing/dispute-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    menu: { menuId: 469500, upperMenuId: 460000, ko: '청구 이의', en: 'Bill disputes', sortOrder: 11, iconCode: 'BN_CONTRACT' },
  },
  {
    pageId: 'P4212',
    pageUri: '/billing/:disputeId/dispute-detail',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '05', '06'],
    upperPageId: 'P4211',
  },
  // The exceptions dashboard: one page component at two addresses
  {
    pageId: 'P4005',
    pageUri: '/exchange/exceptions',
    layout: 'content',
    loginYn: 'Y',
    roles: ['09'],
    menu: { menuId: 494000, upperMenuId: 490000, ko: '예외 현황', en: 'Exceptions', sortOrder: 4, iconCode: 'BN_EXCHANGE' },
  },
  {
    pageId: 'P4102',
    pageUri: '/admin/exceptions',
    layout: 'content',
    loginYn: 'Y',
    roles: ['05', '06'],
    menu: { menuId: 457000, upperMenuId: 450000, ko: '예외 현황', en: 'Exceptions', sortOrder: 7, iconCode: 'BN_ADMIN' },
  },
  // The operations screen: background jobs and the mail outbox, for the provider administrator
  {
    pageId: 'P4103',
    pageUri: '/admin/operations',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    menu: { menuId: 458000, upperMenuId: 450000, ko: '운영 현황', en: 'Operations', sortOrder: 8, iconCode: 'BN_ADMIN' },
  },
  // The audit pack: made and verified by customer members, the provider administrator and the exchange reviewer
  {
    pageId: 'P4390',
    pageUri: '/audit/audit-pack',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '06', '09'],
    menu: { menuId: 479000, upperMenuId: 470000, ko: '감사 자료', en: 'Audit pack', sortOrder: 9, iconCode: 'BN_AUDIT' },
  },
  // Versioned policies and the price list (issue 26 section 2; decision 084): the provider administrator drafts and
  // publishes; members read the changes and their diffs and acknowledge a material one for the company.
  {
    pageId: 'P4601',
    pageUri: '/admin/policy-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    menu: {
      menuId: 459100,
      upperMenuId: 450000,
      ko: '정책·가격표 관리',
      en: 'Policies and price list',
      sortOrder: 10,
      iconCode: 'BN_ADMIN',
    },
  },
  {
    pageId: 'P4602',
    pageUri: '/admin/policy/:policyId/policy-edit',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    upperPageId: 'P4601',
  },
  {
    pageId: 'P4603',
    pageUri: '/policy/policy-list',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02', '05', '06'],
    menu: { menuId: 449100, upperMenuId: 440000, ko: '정책 변경 내역', en: 'Policy changes', sortOrder: 5, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P4604',
    pageUri: '/policy/:policyId/policy-diff',
    layout: 'content',
    loginYn: 'Y',
    roles: ['01', '02', '05', '06'],
    upperPageId: 'P4603',
  },
  // Audit events (decision 086): the company administrator's (03) and the provider administrator's (06)
  {
    pageId: 'P4401',
    pageUri: '/mypage/audit-events',
    layout: 'content',
    loginYn: 'Y',
    roles: ['03'],
    menu: { menuId: 447100, upperMenuId: 447000, ko: '감사 기록', en: 'Audit events', sortOrder: 1, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P4403',
    pageUri: '/admin/company-admins',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    menu: {
      menuId: 459600,
      upperMenuId: 450000,
      ko: '회사 관리자 지정',
      en: 'Company administrators',
      sortOrder: 12,
      iconCode: 'BN_ADMIN',
    },
  },
  {
    pageId: 'P4402',
    pageUri: '/admin/audit-events',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    menu: { menuId: 459500, upperMenuId: 450000, ko: '감사 기록', en: 'Audit events', sortOrder: 11, iconCode: 'BN_ADMIN' },
  },
  // Company sign-on (decision 088): the company administrator's (03) under My company; the provider administrator's (06)
  // for the company named.
  {
    pageId: 'P4701',
    pageUri: '/mypage/company-sign-on',
    layout: 'content',
    loginYn: 'Y',
    roles: ['03'],
    menu: { menuId: 447300, upperMenuId: 447000, ko: '회사 로그인(SSO)', en: 'Company sign-on', sortOrder: 3, iconCode: 'BN_MYPAGE' },
  },
  {
    pageId: 'P4702',
    pageUri: '/admin/company/:companyId/sign-on',
    layout: 'content',
    loginYn: 'Y',
    roles: ['06'],
    upperPageId: 'P4403',
  },
] as const satisfies readonly PageDefinition[];

/** System pages exist without server records (empty layout). */
export const SYSTEM_PATHS = {
  pageNotAccess: '/pageNotAccess',
  pageError: '/pageError',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
} as const;
