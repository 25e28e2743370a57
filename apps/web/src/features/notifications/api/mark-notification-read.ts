import { CALL_PATHS, type TNotificationReadResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** The markNotificationRead call: one of the caller's notifications is read (opening its document does it). */
export const markNotificationRead = (notificationId: number): Promise<TNotificationReadResponse> =>
  api.call(CALL_PATHS.markNotificationRead, { params: { notificationId }, silent: true });
export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
