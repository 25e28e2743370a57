import { CALL_PATHS, type TUserReportCreateRequest, type TUserReportDetail } from '@portal/contract';
import { api } from '../../../lib/api';

/** The createUserReport call: a new draft (monthly or correction), with rows as entered. */
export const createUserReport = (body: TUserReportCreateRequest): Promise<TUserReportDetail> =>
  api.call(CALL_PATHS.createUserReport, { body, silent: true });
