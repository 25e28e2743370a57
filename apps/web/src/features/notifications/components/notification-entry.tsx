import type { TNotificationItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import '../notifications.css';

/**
 * One notification as a link to its document: the document (kind and number), the state it went to, the action and
 * who took it, the reason, when. Unread ones are highlighted (and say so to screen readers); opening one marks it read.
 */
export function NotificationEntry({ item, onOpen }: { item: TNotificationItem; onOpen?: () => void }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  return (
    <Link
      to={item.link}
      className={`ntf-entry${item.read ? '' : ' is-unread'}`}
      onClick={() => {
        if (!item.read) markRead.mutate(item.notificationId);
        onOpen?.();
      }}
    >
      <span className="ntf-entry-head">
        {!item.read && <span className="ntf-dot" aria-hidden />}
        {!item.read && <span className="sr-only">{t('entry.unread')}</span>}
        <span className="ntf-doc">
          {item.kindLabel} {item.requestNumber}
        </span>
        <span className="ntf-state">{item.stateLabel}</span>
      </span>
      <span className="ntf-what">{t('entry.what', { action: item.actionLabel, actor: item.actorName })}</span>
      {item.reason && <span className="ntf-reason">{t('entry.reason', { reason: item.reason })}</span>}
      <time className="ntf-time" dateTime={item.createdAt}>
        {formatDateTime(item.createdAt)}
      </time>
    </Link>
  );
}
