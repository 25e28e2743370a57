import { CALL_PATHS, type TGuestInquiryCreateRequest, type TGuestInquiryCreateResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ALL_INQUIRIES_KEY } from './get-all-inquiries';

/** The createGuestInquiry call: a visitor's inquiry (answered by e-mail). */
export const createGuestInquiry = (body: TGuestInquiryCreateRequest): Promise<TGuestInquiryCreateResponse> =>
  api.call(CALL_PATHS.createGuestInquiry, { body, silent: true });
export const useCreateGuestInquiry = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createGuestInquiry, onSuccess: () => client.invalidateQueries({ queryKey: ALL_INQUIRIES_KEY }) });
};
