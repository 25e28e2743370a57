import { CALL_PATHS, type TContractInquiryCreateRequest, type TContractInquiryCreateResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The createContractInquiry call: a signed-in member's contract inquiry. */
export const createContractInquiry = (body: TContractInquiryCreateRequest): Promise<TContractInquiryCreateResponse> =>
  api.call(CALL_PATHS.createContractInquiry, { body, silent: true });
export const useCreateContractInquiry = () => useMutation({ mutationFn: createContractInquiry });
