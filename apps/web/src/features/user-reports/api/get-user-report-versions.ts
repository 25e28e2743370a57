import { CALL_PATHS, type TRequestVersion } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORTS_KEY } from './keys';

/** The getUserReportVersions call: every version of a report with its history. */
export const getUserReportVersions = (reportId: number, signal?: AbortSignal): Promise<{ items: TRequestVersion[] }> =>
  api.call(CALL_PATHS.getUserReportVersions, { params: { reportId }, signal, silent: true });
export const useUserReportVersions = (reportId: number | null) =>
  useQuery({
    ...queryOptions({
      queryKey: [...USER_REPORTS_KEY, 'versions', reportId],
      queryFn: ({ signal }) => getUserReportVersions(reportId!, signal),
      retry: false,
    }),
    enabled: reportId !== null && reportId > 0,
  });
