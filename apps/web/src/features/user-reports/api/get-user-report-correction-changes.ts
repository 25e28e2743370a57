import { CALL_PATHS, type TUserReportCorrectionChanges } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORTS_KEY } from './keys';

/** The getUserReportCorrectionChanges call: a correction against what it corrects, a page of row changes at a time. */
export const getUserReportCorrectionChanges = (
  reportId: number,
  query: { pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<TUserReportCorrectionChanges> =>
  api.call(CALL_PATHS.getUserReportCorrectionChanges, { params: { reportId }, query, signal, silent: true });
export const useUserReportCorrectionChanges = (reportId: number, page: number, pageSize: number, version: number) =>
  useQuery(
    queryOptions({
      // The report's version: a saved correction changes what it changes.
      queryKey: [...USER_REPORTS_KEY, 'correction-changes', reportId, version, page, pageSize],
      queryFn: ({ signal }) => getUserReportCorrectionChanges(reportId, { pageNumber: page, pageSize }, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
