import { CALL_PATHS, type TContractInquiryAction, type TContractInquiryActionRequest, type TContractInquiryDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTRACT_INQUIRY_DETAIL_KEY } from './get-contract-inquiry';
import { CONTRACT_INQUIRIES_KEY } from './search-contract-inquiries';

/** The actOnContractInquiry call: assign (to me), unassign, answer. */
export const actOnContractInquiry = (
  inquiryId: number,
  action: TContractInquiryAction,
  body: TContractInquiryActionRequest,
): Promise<TContractInquiryDetail> => api.call(CALL_PATHS.actOnContractInquiry, { params: { inquiryId, action }, body, silent: true });
export const useActOnContractInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, action, body }: { inquiryId: number; action: TContractInquiryAction; body: TContractInquiryActionRequest }) =>
      actOnContractInquiry(inquiryId, action, body),
    onSuccess: (detail) => {
      client.setQueryData([...CONTRACT_INQUIRY_DETAIL_KEY, detail.inquiryId], detail);
      return client.invalidateQueries({ queryKey: CONTRACT_INQUIRIES_KEY });
    },
  });
};
