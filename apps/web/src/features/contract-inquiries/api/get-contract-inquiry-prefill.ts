import { CALL_PATHS, type TContractInquiryPrefill } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getContractInquiryPrefill call: what a signed-in member's form starts with. */
export const getContractInquiryPrefill = (signal?: AbortSignal): Promise<TContractInquiryPrefill> =>
  api.call(CALL_PATHS.getContractInquiryPrefill, { signal, silent: true });
export const getContractInquiryPrefillQueryOptions = () =>
  queryOptions({ queryKey: ['contract-inquiries', 'prefill'], queryFn: ({ signal }) => getContractInquiryPrefill(signal), retry: false });
export const useContractInquiryPrefill = (enabled: boolean) => useQuery({ ...getContractInquiryPrefillQueryOptions(), enabled });
