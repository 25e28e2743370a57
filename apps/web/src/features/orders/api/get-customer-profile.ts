import { CALL_PATHS, type TCustomerProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getMyCustomerProfile call: a company's customer profile (provider staff name the company). */
export const getCustomerProfile = (companyId: number, signal?: AbortSignal): Promise<TCustomerProfile> =>
  api.call(CALL_PATHS.getMyCustomerProfile, { query: { companyId }, signal, silent: true });
export const getCustomerProfileQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'customer-profile', companyId],
    queryFn: ({ signal }) => getCustomerProfile(companyId, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
export const useCustomerProfile = (companyId: number | undefined) =>
  useQuery({ ...getCustomerProfileQueryOptions(companyId ?? 0), enabled: Boolean(companyId) });
