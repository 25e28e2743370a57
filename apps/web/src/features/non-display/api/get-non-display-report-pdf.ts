import { CALL_PATHS } from '@portal/contract';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** The getNonDisplayReportPdf call: the declaration as a PDF in the interface language. */
export const getNonDisplayReportPdf = (declarationId: number): Promise<Blob> =>
  api.call(CALL_PATHS.getNonDisplayReportPdf, { params: { declarationId }, blob: true });

/** Downloads the declaration's PDF and saves it under its number. */
export async function downloadNonDisplayReportPdf(declarationId: number, number: string): Promise<void> {
  saveBlob(await getNonDisplayReportPdf(declarationId), `${number}.pdf`);
}
