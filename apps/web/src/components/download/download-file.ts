import { CALL_PATHS } from '@portal/contract';
import { api } from '../../lib/api';
import { saveBlob } from './save-blob';

/**
 * The downloadFile call: downloads an attachment through the api client (the call needs
 * the bearer token, which a plain link cannot carry) and saves it under its original name.
 */
export async function downloadStoredFile(fileUUID: string, fileName: string): Promise<void> {
  const blob = await api.call(CALL_PATHS.downloadFile, { query: { fileUUID }, blob: true });
  saveBlob(blob, fileName);
}
