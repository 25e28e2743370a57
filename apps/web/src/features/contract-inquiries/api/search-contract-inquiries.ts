import { CALL_PATHS, type TContractInquirySearchRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the staff's list of contract inquiries. */
export const CONTRACT_INQUIRIES_KEY = ['contract-inquiries', 'search'] as const;

/** The searchContractInquiries call (provider staff), with the counts of the list's header. */
export const searchContractInquiries = (body: TContractInquirySearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchContractInquiries, { body, signal });
export const searchContractInquiriesQueryOptions = (body: TContractInquirySearchRequest) =>
  queryOptions({
    queryKey: [...CONTRACT_INQUIRIES_KEY, body],
    queryFn: ({ signal }) => searchContractInquiries(body, signal),
    placeholderData: keepPreviousData,
  });
export const useContractInquiries = (body: TContractInquirySearchRequest) => useQuery(searchContractInquiriesQueryOptions(body));
