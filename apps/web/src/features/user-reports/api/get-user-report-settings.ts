import { CALL_PATHS, type TUserReportSettings } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORTS_KEY } from './keys';

/** The getUserReportSettings call: a company's report settings (exemption with its reason and contact, four-eyes). */
export const getUserReportSettings = (companyId?: number, signal?: AbortSignal): Promise<TUserReportSettings> =>
  api.call(CALL_PATHS.getUserReportSettings, { query: { companyId }, signal, silent: true });
export const useUserReportSettings = (companyId?: number, enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: [...USER_REPORTS_KEY, 'settings', companyId ?? null],
      queryFn: ({ signal }) => getUserReportSettings(companyId, signal),
      staleTime: 60_000,
      retry: false,
    }),
    enabled,
  });
