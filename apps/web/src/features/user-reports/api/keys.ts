/** The cache keys of the user-report area (mutations invalidate through them). */
export const USER_REPORTS_KEY = ['user-reports'] as const;
export const USER_REPORT_LIST_KEY = [...USER_REPORTS_KEY, 'search'] as const;
export const USER_REPORT_DETAIL_KEY = [...USER_REPORTS_KEY, 'detail'] as const;
