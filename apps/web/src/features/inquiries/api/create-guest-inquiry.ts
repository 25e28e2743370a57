import { INQUIRY_PATHS, type TGuestInquiryCreateRequest, type TGuestInquiryCreateResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ALL_INQUIRIES_KEY } from './get-all-inquiries';

/** POST /apis/v1/user/inquiries/guest: a visitor's inquiry (answered by e-mail). */
export const createGuestInquiry = (body: TGuestInquiryCreateRequest) => api.post<TGuestInquiryCreateResponse>(INQUIRY_PATHS.guest, body, { silent: true });
export const useCreateGuestInquiry = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createGuestInquiry, onSuccess: () => client.invalidateQueries({ queryKey: ALL_INQUIRIES_KEY }) });
};
