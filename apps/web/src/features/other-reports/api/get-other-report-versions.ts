import { CALL_PATHS, type TRequestVersion } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every change's history. */
export const OTHER_REPORT_VERSIONS_KEY = ['other-reports', 'versions'] as const;

/** The getOtherReportVersions call: the creation and each transition of a change, with its content then. */
export const getOtherReportVersions = (requestId: number, signal?: AbortSignal): Promise<{ items: TRequestVersion[] }> =>
  api.call(CALL_PATHS.getOtherReportVersions, { params: { requestId }, signal, silent: true });
export const getOtherReportVersionsQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: [...OTHER_REPORT_VERSIONS_KEY, requestId],
    queryFn: ({ signal }) => getOtherReportVersions(requestId, signal),
    retry: false,
  });
export const useOtherReportVersions = (requestId: number | undefined) =>
  useQuery({ ...getOtherReportVersionsQueryOptions(requestId ?? 0), enabled: !!requestId && Number.isInteger(requestId) && requestId > 0 });
