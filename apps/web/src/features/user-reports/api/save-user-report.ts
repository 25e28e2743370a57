import { CALL_PATHS, type TUserReportDetail, type TUserReportSaveRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** The saveUserReport call: the draft's header and every row as entered (the server checks and keeps their issues). */
export const saveUserReport = (reportId: number, body: TUserReportSaveRequest): Promise<TUserReportDetail> =>
  api.call(CALL_PATHS.saveUserReport, { params: { reportId }, body, silent: true });
