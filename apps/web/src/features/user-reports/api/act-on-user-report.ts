import { CALL_PATHS, type TUserReportAction, type TUserReportActionRequest, type TUserReportDetail } from '@portal/contract';
import { api } from '../../../lib/api';

/** The actOnUserReport call: one transition of USER_REPORT_WORKFLOW. */
export const actOnUserReport = (reportId: number, action: TUserReportAction, body: TUserReportActionRequest): Promise<TUserReportDetail> =>
  api.call(CALL_PATHS.actOnUserReport, { params: { reportId, action }, body, silent: true });
