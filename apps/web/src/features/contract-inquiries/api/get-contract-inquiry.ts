import { CALL_PATHS, type TContractInquiryDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every contract inquiry's detail. */
export const CONTRACT_INQUIRY_DETAIL_KEY = ['contract-inquiries', 'detail'] as const;

/** The getContractInquiry call (provider staff): every field, the answer, what the caller may do. */
export const getContractInquiry = (inquiryId: number, signal?: AbortSignal): Promise<TContractInquiryDetail> =>
  api.call(CALL_PATHS.getContractInquiry, { params: { inquiryId }, signal, silent: true });
export const getContractInquiryQueryOptions = (inquiryId: number) =>
  queryOptions({
    queryKey: [...CONTRACT_INQUIRY_DETAIL_KEY, inquiryId],
    queryFn: ({ signal }) => getContractInquiry(inquiryId, signal),
    retry: false,
  });
export const useContractInquiry = (inquiryId: number | undefined) =>
  useQuery({ ...getContractInquiryQueryOptions(inquiryId ?? 0), enabled: !!inquiryId && inquiryId > 0 });
