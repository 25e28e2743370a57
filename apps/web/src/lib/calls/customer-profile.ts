import type { TCustomerProfile } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * A company's customer profile (its currency, billing cycle, categories and sales representative), used by several
 * areas (the order review, the non-display declaration, the monthly report): one call, one cache key.
 */
export const CUSTOMER_PROFILE_KEY = ['catalogue', 'customer-profile'] as const;

/** The getMyCustomerProfile call: the token company's profile, or the named company's (provider staff, proxies). */
export const getCustomerProfile = (companyId: number | undefined, signal?: AbortSignal): Promise<TCustomerProfile> =>
  api.call(CALL_PATHS.getMyCustomerProfile, { query: companyId ? { companyId } : {}, signal, silent: true });
export const getCustomerProfileQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    queryKey: [...CUSTOMER_PROFILE_KEY, companyId ?? 'mine'],
    queryFn: ({ signal }) => getCustomerProfile(companyId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
/** The profile of `companyId` (the token company's when undefined), read once `enabled`. */
export const useCustomerProfile = (companyId: number | undefined, enabled = true) =>
  useQuery({ ...getCustomerProfileQueryOptions(companyId), enabled });
