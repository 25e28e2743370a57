import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import type { Feedback } from './use-feedback';

/**
 * The lazily loaded half of `FeedbackProvider`: Ant Design's message, modal and notification hooks (as
 * Ant Design's App makes them), their holders rendered inside the config provider (theme, locale), and
 * the APIs handed to the provider once they exist.
 */
export default function FeedbackHolder({ onReady }: { onReady: (apis: Feedback) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [message, notification, modal, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
