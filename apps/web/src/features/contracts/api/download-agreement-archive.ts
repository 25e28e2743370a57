import { CALL_PATHS } from '@portal/contract';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../components/download/save-blob';

/** The downloadAgreementArchive call: the PDF of an order as agreed, kept with the contract, saved under its name. */
export async function downloadAgreementArchive(contractId: number, archiveId: number, fileName: string): Promise<void> {
  const blob = await api.call(CALL_PATHS.downloadAgreementArchive, { params: { contractId, archiveId }, blob: true });
  saveBlob(blob, fileName);
}
