import { CALL_PATHS } from '@portal/contract';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** The getUserReportForm call: the xlsx form (columns, in-cell code lists, an example row, instructions). */
export const getUserReportForm = (): Promise<Blob> => api.call(CALL_PATHS.getUserReportForm, { blob: true, silent: true });

/** Downloads the form and saves it. */
export async function downloadUserReportForm(fileName: string): Promise<void> {
  saveBlob(await getUserReportForm(), fileName);
}
