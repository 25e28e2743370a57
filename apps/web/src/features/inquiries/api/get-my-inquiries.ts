import { INQUIRY_PATHS, type TInquirySearchRequest, type TInquirySearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the member's own inquiries (mutations invalidate through it). */
export const MY_INQUIRIES_KEY = ['inquiries', 'mine'] as const;

/** POST /apis/v1/user/inquiries/search: the member's own inquiries. */
export const getMyInquiries = (body: TInquirySearchRequest, signal?: AbortSignal) => api.post<TInquirySearchResponse>(INQUIRY_PATHS.search, body, { signal });
export const getMyInquiriesQueryOptions = (body: TInquirySearchRequest) =>
  queryOptions({ queryKey: [...MY_INQUIRIES_KEY, body], queryFn: ({ signal }) => getMyInquiries(body, signal), placeholderData: keepPreviousData });
export const useMyInquiries = (body: TInquirySearchRequest) => useQuery(getMyInquiriesQueryOptions(body));
