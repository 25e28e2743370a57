import { CALL_PATHS, type TProxyCustomers } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORTS_KEY } from './keys';

/** The getUserReportProxyCustomers call: the customers a proxy reporter reports for. */
export const getUserReportProxyCustomers = (signal?: AbortSignal): Promise<TProxyCustomers> =>
  api.call(CALL_PATHS.getUserReportProxyCustomers, { signal, silent: true });
export const useProxyCustomers = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: [...USER_REPORTS_KEY, 'proxy-customers'],
      queryFn: ({ signal }) => getUserReportProxyCustomers(signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
    enabled,
  });
