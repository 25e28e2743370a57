import { CALL_PATHS, type TCustomerProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getMyCustomerProfile call: a company's customer profile (its billing currency); provider staff and proxies name the company. */
export const getMyCustomerProfile = (companyId: number | undefined, signal?: AbortSignal): Promise<TCustomerProfile> =>
  api.call(CALL_PATHS.getMyCustomerProfile, { query: companyId ? { companyId } : {}, signal, silent: true });
export const useCustomerProfile = (companyId: number | undefined, enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: ['catalogue', 'customer-profile', companyId ?? 'mine'],
      queryFn: ({ signal }) => getMyCustomerProfile(companyId, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
    enabled,
  });
