import { CALL_PATHS, type TVendorListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The listVendors call: the vendors through which a product is used indirectly. */
export const listVendors = (signal?: AbortSignal): Promise<TVendorListResponse> =>
  api.call(CALL_PATHS.listVendors, { signal, silent: true });
export const listVendorsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'vendors'], queryFn: ({ signal }) => listVendors(signal), staleTime: 10 * 60_000 });
export const useVendors = () => useQuery(listVendorsQueryOptions());
