import { CALL_PATHS, type TOtherReportSearchRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the list of changes. */
export const OTHER_REPORTS_KEY = ['other-reports', 'search'] as const;

/** The searchOtherReports call: the company's changes of reported items (provider staff: every company's). */
export const searchOtherReports = (body: TOtherReportSearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchOtherReports, { body, signal });
export const searchOtherReportsQueryOptions = (body: TOtherReportSearchRequest) =>
  queryOptions({
    queryKey: [...OTHER_REPORTS_KEY, body],
    queryFn: ({ signal }) => searchOtherReports(body, signal),
    placeholderData: keepPreviousData,
  });
export const useOtherReports = (body: TOtherReportSearchRequest) => useQuery(searchOtherReportsQueryOptions(body));
