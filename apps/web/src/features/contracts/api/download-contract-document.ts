import { CALL_PATHS } from '@portal/contract';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../components/download/save-blob';

/** The downloadContractDocument call: one contract document or use condition, saved under its name. */
export async function downloadContractDocument(contractId: number, fileUUID: string, fileName: string): Promise<void> {
  const blob = await api.call(CALL_PATHS.downloadContractDocument, { params: { contractId, fileUUID }, blob: true });
  saveBlob(blob, fileName);
}
