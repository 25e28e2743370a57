import { CALL_PATHS, type TCustomerProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getMyCustomerProfile call: the token company's customer profile (its billing currency). */
export const getMyCustomerProfile = (signal?: AbortSignal): Promise<TCustomerProfile> =>
  api.call(CALL_PATHS.getMyCustomerProfile, { query: {}, signal, silent: true });
export const getMyCustomerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'customer-profile', 'mine'],
    queryFn: ({ signal }) => getMyCustomerProfile(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
export const useMyCustomerProfile = () => useQuery(getMyCustomerProfileQueryOptions());
