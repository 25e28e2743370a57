import { CALL_PATHS, type TNotificationsReadAllResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** The markAllNotificationsRead call: every unread notification of the caller is read; answers how many. */
export const markAllNotificationsRead = (): Promise<TNotificationsReadAllResponse> =>
  api.call(CALL_PATHS.markAllNotificationsRead, { silent: true });
export const useMarkAllNotificationsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
