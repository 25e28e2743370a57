import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadStatus } from './upload-control';

/**
 * Whether a form with an upload control may be sent, and if not, why: while files are being sent,
 * or when a file could not be sent (to try again or remove). The form keeps its send button enabled
 * and shows `blocker` beside it; pressing it then says the same in the form's error.
 */
export function useUploadGate() {
  const { t } = useTranslation('components');
  const [status, setStatus] = useState<UploadStatus>({ uploading: 0, failed: 0 });
  const blocker = status.uploading > 0 ? t('upload.stillSending') : status.failed > 0 ? t('upload.failedPending') : null;
  return { onStatusChange: setStatus, blocker };
}
