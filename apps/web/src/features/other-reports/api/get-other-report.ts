import { CALL_PATHS, type TOtherReportDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every change's detail. */
export const OTHER_REPORT_DETAIL_KEY = ['other-reports', 'detail'] as const;

/** The getOtherReport call: a change with what the caller may do now. */
export const getOtherReport = (requestId: number, signal?: AbortSignal): Promise<TOtherReportDetail> =>
  api.call(CALL_PATHS.getOtherReport, { params: { requestId }, signal, silent: true });
export const getOtherReportQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: [...OTHER_REPORT_DETAIL_KEY, requestId],
    queryFn: ({ signal }) => getOtherReport(requestId, signal),
    retry: false,
  });
export const useOtherReport = (requestId: number | undefined) =>
  useQuery({ ...getOtherReportQueryOptions(requestId ?? 0), enabled: !!requestId && Number.isInteger(requestId) && requestId > 0 });
