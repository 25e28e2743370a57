import { CALL_PATHS } from '@portal/contract';
import { searchQuery } from '../../../lib/request-queries';
import { USER_REPORT_LIST_KEY } from './keys';

/** The searchUserReports call: the company's reports (a proxy reporter's customers', every company's for provider staff). */
export const { useSearch: useUserReports } = searchQuery(CALL_PATHS.searchUserReports, USER_REPORT_LIST_KEY, {
  silent: true,
  retry: false,
});
