import { CALL_PATHS, type TInquiryAnswerRequest, type TInquiryDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ALL_INQUIRIES_KEY } from './get-all-inquiries';
import { INQUIRY_DETAIL_KEY } from './get-inquiry';
import { MY_INQUIRIES_KEY } from './get-my-inquiries';

/** The answerInquiry call: provider staff answer; the writer is told by e-mail. */
export const answerInquiry = (inquiryId: number, body: TInquiryAnswerRequest): Promise<TInquiryDetail> =>
  api.call(CALL_PATHS.answerInquiry, { params: { inquiryId }, body, silent: true });
export const useAnswerInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, body }: { inquiryId: number; body: TInquiryAnswerRequest }) => answerInquiry(inquiryId, body),
    onSuccess: () =>
      Promise.all([INQUIRY_DETAIL_KEY, ALL_INQUIRIES_KEY, MY_INQUIRIES_KEY].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};
