import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { BELL_LATEST_COUNT, NOTIFICATION_LIST_PAGE } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Popover from 'antd/es/popover';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATIONS_KEY, useNotifications } from '../api/get-notifications';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';
import { NotificationEntry } from './notification-entry';
import '../notifications.css';

/** The accessible name of the bell: "알림 3건" / "3 notifications" (the unread ones). */
export const bellLabel = (t: (key: string, opts: { count: number }) => string, count: number) => t('bell.label', { count });

/** Refreshes the notifications after any successful mutation (a workflow action anywhere in the app tells people). */
function useRefreshAfterMutations() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      }),
    [client],
  );
}

function LatestNotifications({ onNavigate, onEscape }: { onNavigate: () => void; onEscape: () => void }) {
  const { t } = useTranslation('notifications');
  const latest = useNotifications({ pageNumber: 1, pageSize: 10, unreadOnly: 'false' });
  const items = latest.data?.items.slice(0, BELL_LATEST_COUNT) ?? [];
  // The panel opens at the end of the page (a portal): the focus moves into it, so Tab walks its links next.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="ntf-panel"
      role="dialog"
      aria-label={t('bell.latest')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onEscape();
      }}
    >
      <div className="ntf-panel-head">
        <strong>{t('bell.latest')}</strong>
      </div>
      <div aria-live="polite" aria-busy={latest.isFetching}>
        {latest.isPending ? (
          <p className="ntf-panel-note">{t('bell.loading')}</p>
        ) : latest.isError && !latest.data ? (
          <p className="ntf-panel-note">{t('bell.failed')}</p>
        ) : items.length === 0 ? (
          <p className="ntf-panel-note">{t('bell.empty')}</p>
        ) : (
          <ul className="ntf-list">
            {items.map((item) => (
              <li key={item.notificationId}>
                <NotificationEntry item={item} onOpen={onNavigate} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link className="ntf-panel-all" to={NOTIFICATION_LIST_PAGE} onClick={onNavigate}>
        {t('bell.viewAll')}
      </Link>
    </div>
  );
}

/**
 * The bell of the top bar (filled into the shell's slot by the app): the unread count as a badge, polled every
 * minute, on window focus and after any workflow action; a click opens the latest notifications with "View all".
 */
export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotificationCount();
  useRefreshAfterMutations();
  const count = unread.data?.unreadCount ?? 0;
  return (
    <span className="ntf-bell-wrap">
      <Popover
        content={
          <LatestNotifications
            onNavigate={() => setOpen(false)}
            onEscape={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        }
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        // Centred under the bell and shifted to stay inside a narrow window (a phone).
        placement="bottom"
        arrow={false}
        destroyOnHidden
      >
        <button
          ref={button}
          type="button"
          className="shell-icon-button ntf-bell"
          aria-label={bellLabel(t, count)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) setOpen(false);
          }}
        >
          <BellOutlined aria-hidden />
        </button>
      </Popover>
      {/* The count is in the button's name ("알림 3건"); the badge beside it is only its picture. */}
      <Badge count={count} overflowCount={99} size="small" className="ntf-badge" aria-hidden />
    </span>
  );
}
