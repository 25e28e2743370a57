import { INQUIRY_PATHS, type TInquiryCreateRequest, type TInquiryDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ALL_INQUIRIES_KEY } from './get-all-inquiries';
import { MY_INQUIRIES_KEY } from './get-my-inquiries';

/** POST /apis/v1/user/inquiries: a member's new inquiry; the lists that show it are read again. */
export const createInquiry = (body: TInquiryCreateRequest) => api.post<TInquiryDetail>(INQUIRY_PATHS.create, body, { silent: true });
export const useCreateInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: MY_INQUIRIES_KEY }), client.invalidateQueries({ queryKey: ALL_INQUIRIES_KEY })]),
  });
};
