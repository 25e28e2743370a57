import { CALL_PATHS, type TInquiryDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every inquiry detail. */
export const INQUIRY_DETAIL_KEY = ['inquiries', 'detail'] as const;

/** The getInquiry call: an inquiry with its answer. */
export const getInquiry = (inquiryId: number, signal?: AbortSignal): Promise<TInquiryDetail> =>
  api.call(CALL_PATHS.getInquiry, { params: { inquiryId }, signal, silent: true });
export const getInquiryQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: [...INQUIRY_DETAIL_KEY, inquiryId], queryFn: ({ signal }) => getInquiry(inquiryId, signal), retry: false });
export const useInquiry = (inquiryId: number) =>
  useQuery({ ...getInquiryQueryOptions(inquiryId), enabled: Number.isInteger(inquiryId) && inquiryId > 0 });
