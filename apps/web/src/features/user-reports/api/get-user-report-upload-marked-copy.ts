import { CALL_PATHS } from '@portal/contract';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** The getUserReportUploadMarkedCopy call: the uploaded file with its bad cells marked. */
export const getUserReportUploadMarkedCopy = (reportId: number, uploadId: number): Promise<Blob> =>
  api.call(CALL_PATHS.getUserReportUploadMarkedCopy, { params: { reportId, uploadId }, blob: true });

export async function downloadMarkedCopy(reportId: number, uploadId: number, fileName: string): Promise<void> {
  saveBlob(await getUserReportUploadMarkedCopy(reportId, uploadId), fileName);
}
