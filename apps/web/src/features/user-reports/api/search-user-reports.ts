import { CALL_PATHS, type TUserReportSearchRequest, type TUserReportSearchResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORT_LIST_KEY } from './keys';

/** The searchUserReports call: the company's reports (a proxy reporter's customers', every company's for provider staff). */
export const searchUserReports = (body: TUserReportSearchRequest, signal?: AbortSignal): Promise<TUserReportSearchResponse> =>
  api.call(CALL_PATHS.searchUserReports, { body, signal, silent: true });
export const searchUserReportsQueryOptions = (body: TUserReportSearchRequest) =>
  queryOptions({
    queryKey: [...USER_REPORT_LIST_KEY, body],
    queryFn: ({ signal }) => searchUserReports(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useUserReports = (body: TUserReportSearchRequest, enabled = true) =>
  useQuery({ ...searchUserReportsQueryOptions(body), enabled });
