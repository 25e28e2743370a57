/** Business constants of spec 1, section 9, shared by server and web. */
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

/** Role codes (design of record: Roles). */
export const ROLE = {
  customer: '01',
  proxyReporter: '02',
  sales: '05',
  providerAdmin: '06',
  exchangeReviewer: '09',
} as const;
export type TRoleCode = (typeof ROLE)[keyof typeof ROLE];
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
