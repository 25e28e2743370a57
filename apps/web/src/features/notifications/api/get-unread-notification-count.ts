import { BELL_POLL_MS, CALL_PATHS, type TUnreadNotificationCount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** The cache key of the unread count (under NOTIFICATIONS_KEY, so invalidating that refreshes it too). */
export const UNREAD_NOTIFICATION_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;

/** The getUnreadNotificationCount call: the bell's number. */
export const getUnreadNotificationCount = (signal?: AbortSignal): Promise<TUnreadNotificationCount> =>
  api.call(CALL_PATHS.getUnreadNotificationCount, { signal, silent: true });
/** Polled every minute while the page is shown, and asked again whenever the window gets the focus back. */
export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_NOTIFICATION_COUNT_KEY,
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
    refetchInterval: BELL_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });
export const useUnreadNotificationCount = () => useQuery(getUnreadNotificationCountQueryOptions());
