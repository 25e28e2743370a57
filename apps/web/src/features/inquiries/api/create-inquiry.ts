import { CALL_PATHS, type TInquiryCreateRequest, type TInquiryDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ALL_INQUIRIES_KEY } from './get-all-inquiries';
import { MY_INQUIRIES_KEY } from './get-my-inquiries';

/** The createInquiry call: a member's new inquiry; the lists that show it are read again. */
export const createInquiry = (body: TInquiryCreateRequest): Promise<TInquiryDetail> =>
  api.call(CALL_PATHS.createInquiry, { body, silent: true });
export const useCreateInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: MY_INQUIRIES_KEY }), client.invalidateQueries({ queryKey: ALL_INQUIRIES_KEY })]),
  });
};
