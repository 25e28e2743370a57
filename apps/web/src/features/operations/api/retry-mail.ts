import { CALL_PATHS, type TMailOutboxItem } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OPERATIONS_KEY } from './list-background-jobs';

/** The retryMail call: a given-up mail back in the queue. */
export const retryMail = (mailId: number): Promise<TMailOutboxItem> => api.call(CALL_PATHS.retryMail, { params: { mailId }, silent: true });
export const useRetryMail = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => client.invalidateQueries({ queryKey: OPERATIONS_KEY }) });
};
