import { CALL_PATHS, type TPreviousMonthResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** The getUserReportPreviousMonth call: the rows of the previous month's filed report (404 when none). */
export const getUserReportPreviousMonth = (
  query: { reportMonth: string; companyId?: number },
  signal?: AbortSignal,
): Promise<TPreviousMonthResponse> => api.call(CALL_PATHS.getUserReportPreviousMonth, { query, signal, silent: true });
