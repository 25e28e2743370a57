import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import koKR from 'antd/es/locale/ko_KR';
import { useMemo, type ReactNode } from 'react';
import { FeedbackProvider } from '../components/feedback/feedback-provider';
import { currentLanguage } from '../lib/i18n';
import { useReducedMotion } from '../lib/use-reduced-motion';

/**
 * networkMode 'always': calls go to the portal's own server whatever the browser thinks of the network.
 * In the default mode a browser that reports itself offline (a network change, a closed network)
 * pauses every mutation before its request: a submit button would spin forever and no error shows.
 * A call that truly cannot reach the server fails and says so (common:error.network).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

export const theme = {
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    // Secondary text at WCAG AA contrast on white and on the page background.
    colorTextDescription: '#5c6470',
    colorTextPlaceholder: '#6b7480',
    // Danger buttons, error texts and tags at AA contrast on white (the default #ff4d4f is 3.3:1).
    colorError: '#c62828',
    borderRadius: 6,
    fontFamily:
      "'Pretendard', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif",
  },
  components: {
    // Selected rows in a light tint of the primary colour, so secondary text on them stays readable.
    Table: { rowSelectedBg: '#e8eef8', rowSelectedHoverBg: '#dde6f5' },
  },
};

/**
 * The theme, without Ant Design's motion (dialogs, drawers, messages and menus appear and leave at once) for a person
 * whose system asks for reduced motion (lib/use-reduced-motion.ts). Nested providers (the account pages' theme) inherit it.
 */
export const themeFor = (reducedMotion: boolean) => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme);

/**
 * The spinner of a busy button: shown without the collapse animation and hidden from assistive
 * technology. Ant Design's default spinner leaves through a width transition that can fail to end
 * (a fast answer), leaving an invisible "loading" icon that stays in the button's accessible name.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined aria-hidden /> };
/**
 * Every form scrolls to its first invalid field and focuses it; the field lands below the sticky top
 * bar (styles.css: scroll-margin-top of form items).
 */
const formConfig = { scrollToFirstError: { focus: true } };

/** Ant Design in the matching locale (dayjs follows with the first screen that handles dates: components/form/dayjs.ts), messages and dialogs (lazily loaded), the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  const lang = currentLanguage();
  const reduced = useReducedMotion();
  const themed = useMemo(() => themeFor(reduced), [reduced]);
  return (
    <ConfigProvider locale={lang === 'ko' ? koKR : enUS} theme={themed} button={buttonConfig} form={formConfig}>
      <FeedbackProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
