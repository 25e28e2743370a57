import { CALL_PATHS, type TInquiryManageSearchRequest, type TInquirySearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the staff's list of all inquiries. */
export const ALL_INQUIRIES_KEY = ['inquiries', 'all'] as const;

/** The searchAllInquiries call: every inquiry (roles 05, 06). */
export const getAllInquiries = (body: TInquiryManageSearchRequest, signal?: AbortSignal): Promise<TInquirySearchResponse> =>
  api.call(CALL_PATHS.searchAllInquiries, { body, signal });
export const getAllInquiriesQueryOptions = (body: TInquiryManageSearchRequest) =>
  queryOptions({
    queryKey: [...ALL_INQUIRIES_KEY, body],
    queryFn: ({ signal }) => getAllInquiries(body, signal),
    placeholderData: keepPreviousData,
  });
export const useAllInquiries = (body: TInquiryManageSearchRequest) => useQuery(getAllInquiriesQueryOptions(body));
