import { CALL_PATHS } from '@portal/contract';
import { recordQuery } from '../../../lib/request-queries';
import { USER_REPORTS_KEY } from './keys';

/** The getUserReportVersions call: every version of a report with its history. */
export const { useRecord: useUserReportVersions } = recordQuery(
  CALL_PATHS.getUserReportVersions,
  [...USER_REPORTS_KEY, 'versions'],
  'reportId',
);
