import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

export type Feedback = useAppProps;

/**
 * The message, modal and notification APIs of Ant Design's `App.useApp()`, without importing Ant Design's
 * App component (which brings the modal, the message and the notification with their styles into the
 * importing chunk). In the app they come from `FeedbackProvider` (lazily loaded, decision 051); under
 * Ant Design's own `<App>` (tests) from that.
 */
export function useFeedback(): Feedback {
  return useContext(AppContext);
}
