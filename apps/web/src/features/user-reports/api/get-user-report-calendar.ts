import type { TUserReportCalendar } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_REPORTS_KEY } from './keys';

/** The calendar's query (ZUserReportCalendarQuery) as the pages send it. */
export type TCalendarQuery = {
  toMonth?: string;
  months?: number;
  companyId?: number;
  overdueOnly?: 'true' | 'false';
  pageNumber?: number;
  pageSize?: number;
};

/** The getUserReportCalendar call: each month's status per company. */
export const getUserReportCalendar = (query: TCalendarQuery, signal?: AbortSignal): Promise<TUserReportCalendar> =>
  api.call(CALL_PATHS.getUserReportCalendar, { query, signal, silent: true });
export const useUserReportCalendar = (query: TCalendarQuery, enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: [...USER_REPORTS_KEY, 'calendar', query],
      queryFn: ({ signal }) => getUserReportCalendar(query, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
    enabled,
  });
