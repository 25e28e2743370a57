import { fileDownloadUrl } from '@portal/contract';
import { api } from '../../lib/api';
import { saveBlob } from './save-blob';

/**
 * GET /apis/v1/common/files?fileUUID=: downloads an attachment through the api client (the call needs
 * the bearer token, which a plain link cannot carry) and saves it under its original name.
 */
export async function downloadStoredFile(fileUUID: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(fileDownloadUrl(fileUUID), { blob: true });
  saveBlob(blob, fileName);
}
