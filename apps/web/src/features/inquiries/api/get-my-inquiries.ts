import { CALL_PATHS, type TInquirySearchRequest, type TInquirySearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the member's own inquiries (mutations invalidate through it). */
export const MY_INQUIRIES_KEY = ['inquiries', 'mine'] as const;

/** The searchMyInquiries call: the member's own inquiries. */
export const getMyInquiries = (body: TInquirySearchRequest, signal?: AbortSignal): Promise<TInquirySearchResponse> =>
  api.call(CALL_PATHS.searchMyInquiries, { body, signal });
export const getMyInquiriesQueryOptions = (body: TInquirySearchRequest) =>
  queryOptions({
    queryKey: [...MY_INQUIRIES_KEY, body],
    queryFn: ({ signal }) => getMyInquiries(body, signal),
    placeholderData: keepPreviousData,
  });
export const useMyInquiries = (body: TInquirySearchRequest) => useQuery(getMyInquiriesQueryOptions(body));
