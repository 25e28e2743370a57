import { CALL_PATHS } from '@portal/contract';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** A submitted report's downloads (getUserReportXlsx, getUserReportPdf) in the interface language, saved under the given name. */
export async function downloadUserReport(reportId: number, kind: 'xlsx' | 'pdf', fileName: string): Promise<void> {
  const params = { reportId };
  const blob: Blob =
    kind === 'xlsx'
      ? await api.call(CALL_PATHS.getUserReportXlsx, { params, blob: true })
      : await api.call(CALL_PATHS.getUserReportPdf, { params, blob: true });
  saveBlob(blob, fileName);
}
