import { CALL_PATHS, type TUserReportUploadStatus } from '@portal/contract';
import { api } from '../../../lib/api';

/** The getUserReportUpload call: how the check of an uploaded file goes (polled while WAITING or CHECKING). */
export const getUserReportUpload = (reportId: number, uploadId: number, signal?: AbortSignal): Promise<TUserReportUploadStatus> =>
  api.call(CALL_PATHS.getUserReportUpload, { params: { reportId, uploadId }, signal, silent: true });
