/**
 * Business constants of spec 1, section 9, shared by server and web. This module imports nothing (no
 * zod): the web app's first load takes its values without the schema library. The web's entry, shell and
 * home page import values only from zod-free modules such as this one (`@portal/contract/constants`;
 * decisions 032 and 051).
 */
export const ROOT_MENU_ID = 400000;
export const MAX_MENU_DEPTH = 4;
export const BULLETIN_CODES = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] as const;
export type TBulletinCode = (typeof BULLETIN_CODES)[number];
export const NOTIFICATION_DURATION_MS = 1500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_REFRESH_WINDOW_SECONDS = 600;
export const SESSION_CHECK_INTERVAL_MS = 1000;
export const STARTUP_POLL_MS = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const LOCKOUT_THRESHOLD = 5;
export const DORMANCY_DAYS = 365;
export const RESEND_CONFIRM_INTERVAL_SECONDS = 3600;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
/**
 * Two tabs refreshing at once (decision 055): the same refresh token presented again by the same browser within
 * this many seconds of its rotation gets a fresh token of the same family instead of revoking the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** A session whose tokens were not renewed (nor signed in) for this long cannot be renewed: sign in again (decision 055). */
export const SESSION_IDLE_SECONDS = 12 * 3600;
/** Failed sign-in attempts (password or code) of one account per clock hour; past it every attempt is refused alike. */
export const FAILED_ATTEMPTS_PER_HOUR = 10;

/** Role codes (design of record: Roles). */
export const ROLE = {
  customer: '01',
  proxyReporter: '02',
  sales: '05',
  providerAdmin: '06',
  exchangeReviewer: '09',
} as const;
/**
 * The company administrator (decision 086): a customer-side role held per company, not per user. It is stored as a
 * flag on the membership (user_companies.company_admin) and carried in the token's `roles` for the token's company
 * only; it is not in ROLE, whose codes a user holds in every company.
 */
export const COMPANY_ADMIN_ROLE = '03';
export type TRoleCode = (typeof ROLE)[keyof typeof ROLE] | typeof COMPANY_ADMIN_ROLE;
export const PROVIDER_ROLES: readonly string[] = [ROLE.sales, ROLE.providerAdmin];

/** Layout types (spec 1, section 2). */
export const LAYOUT_TYPES = ['main', 'basic', 'content', 'empty'] as const;
export type TLayoutType = (typeof LAYOUT_TYPES)[number];

/** Standard document and contents type codes used by the shell (spec 1, section 1). */
export const DOC_TERMS = '01_01';
export const DOC_PRIVACY = '01_02';
export const CONTENTS_DIRECTIONS = '01_08';
export const CONTENTS_CONTACT_US = '01_10';

/** Storage keys (spec 1, sections 3 and 9). */
export const STORAGE_KEYS = {
  language: 'language',
  pageId: 'page_id',
  selectedMenu: 'selected_menu',
  openedMenus: 'opened_menus',
  loginEmail: 'login_email',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  selectedCompany: 'selected_company',
} as const;

/** Interface languages and their numeric codes (spec 1, section 9). */
export const LANGUAGES = ['ko', 'en'] as const;
export const LANGUAGE_TYPE_CODE: Record<(typeof LANGUAGES)[number], '01' | '02'> = { ko: '01', en: '02' };
export const languageOfCode = (code: string): (typeof LANGUAGES)[number] => (code === '02' ? 'en' : 'ko');

/** Paging defaults and the page sizes offered by lists (spec 1, section 9). */
export const DEFAULT_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const LIST_PAGE_SIZES = [10, 50, 100] as const;
/** The most matches a list over a large table counts (the order list): beyond it the total reads "1,000+" (decision 041). */
export const LIST_COUNT_CAP = 1000;
export const REPORT_PAGE_SIZES = [10, 20, 50] as const;

/** Multi-value filters travel joined with a vertical bar (spec 1, section 5). */
export const MULTI_VALUE_SEPARATOR = '|';
export const splitMulti = (value: string | undefined | null): string[] =>
  (value ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

/** Date formats of the specification (spec 1, section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const COMPACT_DATE_TIME_FORMAT = 'YYYYMMDDHHmmss';
export const COMPACT_DATE_FORMAT = 'YYYYMMDD';
export const COMPACT_MONTH_FORMAT = 'YYYYMM';

/** Headers every request may carry (design of record: Headers). */
export const HEADER_PAGE_ID = 'x-page-id';

/** Contents type codes of the portal's pages (see contents.ts for the calls). */
export const CONTENTS_TYPES = {
  directions: CONTENTS_DIRECTIONS,
  contactUs: CONTENTS_CONTACT_US,
  /** Popups of the portal (home and every page). */
  popup: '01_20',
  productOutline: '02_01',
  realtimeProduct: '02_02',
  closingPriceProduct: '02_03',
  stockInformationCompanies: '02_04',
  homepageGuideline: '03_01',
  visitGuideline: '03_02',
} as const;

/**
 * Who a popup is for (decision 073), applied by the server's popups call: everyone (visitors included; also a popup
 * without an audience), or only signed-in members who have no second factor set up (neither an authenticator app
 * nor a passkey), such as the call to enrol in OTP, which a member who has just entered a code must never see.
 */
export const POPUP_AUDIENCE = {
  everyone: 'ALL',
  withoutSecondFactor: 'NO_SECOND_FACTOR',
} as const;
export type TPopupAudience = (typeof POPUP_AUDIENCE)[keyof typeof POPUP_AUDIENCE];
/** Contents of each product and guide page, by pageUri (the page shows the latest version of its type). */
export const PAGE_CONTENTS_TYPES: Record<string, string> = {
  '/product/information-product-outline': CONTENTS_TYPES.productOutline,
  '/policy': CONTENTS_TYPES.productOutline,
  '/epolicy': CONTENTS_TYPES.productOutline,
  '/tncdef': CONTENTS_TYPES.productOutline,
  '/deftnc': CONTENTS_TYPES.productOutline,
  '/product/realtime-product': CONTENTS_TYPES.realtimeProduct,
  '/product/closing-price-product': CONTENTS_TYPES.closingPriceProduct,
  '/product/stock-information-companies': CONTENTS_TYPES.stockInformationCompanies,
  '/service/homepage-guideline': CONTENTS_TYPES.homepageGuideline,
  '/service/visit-guideline': CONTENTS_TYPES.visitGuideline,
};

/** The error code answering each account state at sign-in, and the page the client opens for it. */
export const ACCOUNT_STATE_PAGES = {
  ATH1N4011: '/login/auth-email-uncertified',
  ATH1N4012: '/login/auth-approving-user',
  ATH1N4013: '/login/auth-password-error',
  ATH1N4014: '/login/auth-dormant-user',
} as const;

/** Boards (see bulletins.ts for the calls). */
export const BBS_CODES = {
  notice: 'NOTICE',
  marketNotice: 'MARKET_NOTICE',
  krxDerivatives: 'KRX_DERIVATIVES',
  faq: 'FAQ',
} as const;
export const NOTICE_BBS_CODES = [BBS_CODES.notice, BBS_CODES.marketNotice] as const;
export type TNoticeBbsCode = (typeof NOTICE_BBS_CODES)[number];
export const ALL_BBS_CODES = [
  BBS_CODES.notice,
  BBS_CODES.marketNotice,
  BBS_CODES.krxDerivatives,
  BBS_CODES.faq,
  ...BULLETIN_CODES,
] as const;
/** Boards read through the bulletin calls (notice boards go through notices.ts). */
export const BBS_SEARCH_CODES = [BBS_CODES.krxDerivatives, BBS_CODES.faq, ...BULLETIN_CODES] as const;
/** Boards whose list needs a signed-in member (spec 1, section 6). */
export const LOGIN_REQUIRED_BBS_CODES: readonly string[] = BULLETIN_CODES;

/** Member home (see home.ts). */
export const HOME_LIST_SIZE = 5;

/** The code of "Other" in every code list: always shown last, whatever its sort order (spec 1, section 9: codes 00 to 25 and 99). */
export const OTHER_CODE = '99';

/** Display order of codes: "Other" (99) last, then by sort order when given, then by code. */
export function compareCodes(a: string, b: string, sortA = 0, sortB = 0): number {
  return Number(a === OTHER_CODE) - Number(b === OTHER_CODE) || sortA - sortB || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The codes of a code map in display order. Never `Object.keys` order: JavaScript puts integer-like keys
 * such as '99' before '01', which showed "Other" first.
 */
export function orderedCodes<K extends string>(map: Readonly<Record<K, unknown>>): K[] {
  return (Object.keys(map) as K[]).sort((a, b) => compareCodes(a, b));
}

/** Inquiries (see inquiries.ts for the calls). */
export const INQUIRY_CATEGORIES = {
  '01': { ko: '상품 및 서비스', en: 'Products and services' },
  '02': { ko: '신청 및 계약', en: 'Orders and contracts' },
  '03': { ko: '이용 보고', en: 'Usage reports' },
  '04': { ko: '요금 및 청구', en: 'Fees and billing' },
  '05': { ko: '회원 및 사이트 이용', en: 'Membership and site use' },
  '99': { ko: '기타', en: 'Other' },
} as const;
export type TInquiryCategoryCode = keyof typeof INQUIRY_CATEGORIES;
export const INQUIRY_CATEGORY_CODES = orderedCodes(INQUIRY_CATEGORIES) as [TInquiryCategoryCode, ...TInquiryCategoryCode[]];

export const INQUIRY_STATUSES = {
  AWAITING: { ko: '답변 대기', en: 'Awaiting answer' },
  ANSWERED: { ko: '답변 완료', en: 'Answered' },
} as const;
export type TInquiryStatus = keyof typeof INQUIRY_STATUSES;

/** Monthly user reports: the states of a month on the reporting calendar (see user-reports.ts for the calls). */
export const CALENDAR_STATUS_LABELS = {
  NOT_DUE: { ko: '신고 전', en: 'Not yet due' },
  DUE: { ko: '신고 기간', en: 'Due' },
  SAVED: { ko: '임시 저장', en: 'Saved' },
  SUBMITTED: { ko: '제출', en: 'Submitted' },
  IN_REVIEW: { ko: '검토 중', en: 'In review' },
  APPROVED: { ko: '승인', en: 'Approved' },
  OVERDUE: { ko: '기한 경과', en: 'Overdue' },
  EXEMPT: { ko: '면제', en: 'Exempt' },
} as const satisfies Record<string, { ko: string; en: string }>;

/** The provider's work queue (see work-queue.ts for the calls): its page and the "waiting more than N days" choices. */
export const WORK_QUEUE_PAGE = '/admin/work-queue';
export const WORK_QUEUE_AGES = [1, 3, 7] as const;

/** The exceptions dashboard (see exceptions.ts for the calls): its kinds in display order and its two pages. */
export const EXCEPTION_KINDS = [
  'MISSING_REPORT',
  'UNCONTRACTED_PRODUCT',
  'NON_DISPLAY_MISMATCH',
  'CONTRACT_ENDING',
  'STALE_REQUEST',
] as const;
export const adminExceptionsPage = '/admin/exceptions';
export const exchangeExceptionsPage = '/exchange/exceptions';
