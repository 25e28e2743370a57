import { CALL_PATHS, type TContractInquiryCreateRequest, type TContractInquiryCreateResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The createGuestContractInquiry call: a visitor's contract inquiry (public, rate-limited). */
export const createGuestContractInquiry = (body: TContractInquiryCreateRequest): Promise<TContractInquiryCreateResponse> =>
  api.call(CALL_PATHS.createGuestContractInquiry, { body, silent: true });
export const useCreateGuestContractInquiry = () => useMutation({ mutationFn: createGuestContractInquiry });
