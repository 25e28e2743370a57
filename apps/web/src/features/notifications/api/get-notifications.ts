import { CALL_PATHS, type TNotificationPage, type TNotificationSearchQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The cache key of everything about the caller's notifications (the pages and the unread count): invalidating it
 * refreshes the bell and the notifications page. The bell also refreshes after any successful mutation (a workflow
 * action anywhere in the app), so other areas need not import this.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The searchNotifications call: the caller's own notifications, newest first, with the unread count. */
export const getNotifications = (query: TNotificationSearchQuery, signal?: AbortSignal): Promise<TNotificationPage> =>
  api.call(CALL_PATHS.searchNotifications, { query, signal, silent: true });
export const getNotificationsQueryOptions = (query: TNotificationSearchQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', query],
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
export const useNotifications = (query: TNotificationSearchQuery, enabled = true) =>
  useQuery({ ...getNotificationsQueryOptions(query), enabled });
