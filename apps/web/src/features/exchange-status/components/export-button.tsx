import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatFileSize } from '../../../components/format-file-size';
import { ApiError } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import type { ExportProgress } from '../api/export-status';

/** Bytes of the workbook per row, roughly (compressed XML): only to move the bar; the text says what is known. */
const BYTES_PER_ROW = 90;

/**
 * The Excel download of a status page: the button, then while the file arrives a progress bar with the rows announced
 * and the bytes received, and a Cancel button that aborts the download (the server stops reading).
 */
export function ExportButton({
  disabled,
  disabledReason,
  run,
}: {
  disabled: boolean;
  disabledReason?: string;
  run: (signal: AbortSignal, onProgress: (p: ExportProgress) => void) => Promise<void>;
}) {
  const { t } = useTranslation('exchange-status');
  const { message } = useFeedback();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const ac = new AbortController();
    controller.current = ac;
    setProgress({ rows: null, bytes: 0 });
    try {
      await run(ac.signal, setProgress);
      void message.success(t('export.done'));
    } catch (err) {
      if ((err as Error).name === 'AbortError') void message.info(t('export.cancelled'));
      // The api client has already shown a refused call's message.
      else if (!(err instanceof ApiError)) void message.error(errorTextOf(err, t('common:error.api')));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const expected = progress.rows ? progress.rows * BYTES_PER_ROW : 0;
    const percent = expected ? Math.min(99, Math.round((progress.bytes / expected) * 100)) : 0;
    return (
      <div className="status-export" role="status" aria-live="polite">
        <div className="status-export-text">
          {progress.rows === null
            ? t('export.starting')
            : t('export.receiving', { rows: formatCount(progress.rows), size: formatFileSize(progress.bytes) })}
        </div>
        <Progress percent={percent} status="active" showInfo={false} size="small" aria-label={t('export.progress')} />
        <Button onClick={() => controller.current?.abort()}>{t('export.cancel')}</Button>
      </div>
    );
  }
  return (
    <div className="status-export">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => void start()}
        title={disabled ? disabledReason : undefined}
      >
        {t('export.button')}
      </Button>
      {disabled && disabledReason && <span className="ws-hint">{disabledReason}</span>}
    </div>
  );
}
