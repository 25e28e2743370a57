import { CALL_PATHS, type TUserReportDetail } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORT_DETAIL_KEY } from './keys';

/** The detail's query (ZUserReportDetailQuery) as the page sends it. */
export type TDetailQuery = {
  rowPageNumber?: number;
  rowPageSize?: number;
  allRows?: 'true' | 'false';
};

/** The getUserReport call: a report with a page of its rows (or all of them), totals and what the caller may do. */
export const getUserReport = (reportId: number, query: TDetailQuery = {}, signal?: AbortSignal): Promise<TUserReportDetail> =>
  api.call(CALL_PATHS.getUserReport, { params: { reportId }, query, signal, silent: true });
export const getUserReportQueryOptions = (reportId: number, query: TDetailQuery = {}) =>
  queryOptions({
    queryKey: [...USER_REPORT_DETAIL_KEY, reportId, query],
    queryFn: ({ signal }) => getUserReport(reportId, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useUserReport = (reportId: number | null, query: TDetailQuery = {}) =>
  useQuery({
    ...getUserReportQueryOptions(reportId ?? 0, query),
    enabled: reportId !== null && Number.isInteger(reportId) && reportId > 0,
  });
