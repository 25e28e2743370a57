import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * Theme of the account screens, on top of the app theme: Ant Design's default error red (#ff4d4f,
 * 3.3:1 on white) fails WCAG AA for the field errors and the danger buttons; this red is 5.6:1.
 */
export const ACCOUNT_THEME: ThemeConfig = {
  token: { colorError: '#cf1322' },
};
