import type { TFileInfo } from '@portal/contract';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStoredFile } from '../download/download-file';
import { formatFileSize } from '../format-file-size';
import './document-page.css';

/**
 * The files of a document (the contract's `ZFileInfo`), each a download button with its size, through the
 * kit's download helper (the call carries the token; a failure is shown by the api client). Says so when
 * there are none (`emptyText`, else "No files are attached.").
 */
export function AttachmentList({
  files,
  title,
  emptyText,
  download: fetchFile = (file) => downloadStoredFile(file.fileUUID, file.fileName),
}: {
  files: readonly TFileInfo[];
  title?: string;
  emptyText?: string;
  /** How a file is fetched and saved (default: the file service's download; a reviewer's page uses its own call). */
  download?: (file: TFileInfo) => Promise<void>;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (file: TFileInfo) => {
    setBusy(file.fileUUID);
    try {
      await fetchFile(file);
    } catch {
      /* the api client has shown the message */
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="doc-section doc-files" aria-labelledby={id}>
      <div className="doc-section-head">
        <h2 id={id} className="doc-section-title">
          {title ?? t('documentPage.attachments.title')}
        </h2>
      </div>
      {files.length === 0 ? (
        <p className="doc-empty">{emptyText ?? t('documentPage.attachments.empty')}</p>
      ) : (
        <ul className="doc-file-list">
          {files.map((file) => (
            <li key={file.fileUUID}>
              <Button
                type="link"
                className="doc-file-link"
                icon={<DownloadOutlined aria-hidden />}
                loading={busy === file.fileUUID}
                onClick={() => void download(file)}
                aria-label={t('documentPage.attachments.download', { fileName: file.fileName })}
              >
                {file.fileName}
              </Button>
              <span className="doc-file-size">({formatFileSize(file.fileSize)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
