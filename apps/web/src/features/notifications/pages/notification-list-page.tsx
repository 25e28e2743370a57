import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../components/filter-tabs';
import { useListState } from '../../../components/list/list-state';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationEntry } from '../components/notification-entry';
import '../notifications.css';

const SHOW_KEY = 'show';
const EXTRA_KEYS = [SHOW_KEY];
type Show = 'unread';

/**
 * /notification/notification-list: the caller's notifications, newest first, unread ones highlighted; each entry
 * opens its document and marks it read; "Mark all as read" says what it did.
 */
export default function NotificationListPage() {
  const { t } = useTranslation('notifications');
  const { message } = useFeedback();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const show: Show | undefined = extra[SHOW_KEY] === 'unread' ? 'unread' : undefined;
  const query = useNotifications({ pageNumber: state.pageNumber, pageSize: state.pageSize, unreadOnly: show ? 'true' : 'false' });
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = query.data?.unreadCount;

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: (answer) =>
        void (answer.markedCount > 0
          ? message.success(t('page.markedAll', { count: answer.markedCount }))
          : message.info(t('page.nothingUnread'))),
      onError: () => void message.error(t('page.markAllFailed')),
    });

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')}>
      <div className="ntf-toolbar">
        <FilterTabs<Show>
          label={t('page.filter')}
          allLabel={t('page.all')}
          value={show}
          options={[
            { value: 'unread', label: unreadCount === undefined ? t('page.unread') : t('page.unreadCount', { count: unreadCount }) },
          ]}
          onChange={(v) => setExtra(SHOW_KEY, v)}
        />
        <Button icon={<CheckOutlined aria-hidden />} onClick={onMarkAll} loading={markAll.isPending}>
          {t('page.markAll')}
        </Button>
      </div>
      <div className="list-toolbar-meta ntf-meta">
        <ListCount totalCount={query.data?.totalCount} />
        <div className="ntf-toolbar-actions">
          <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
        </div>
      </div>
      <ListView query={query} state={state} onChange={update} searching={false} emptyText={show ? t('page.emptyUnread') : t('page.empty')}>
        {(page) => (
          <ul className="ntf-page-list" aria-label={t('page.title')}>
            {page.items.map((item) => (
              <li key={item.notificationId}>
                <NotificationEntry item={item} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </PageFrame>
  );
}
