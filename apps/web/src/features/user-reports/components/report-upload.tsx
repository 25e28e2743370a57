import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import {
  REPORT_FILE_EXTENSIONS,
  REPORT_FILE_MAX_BYTES,
  reportColumn,
  type TUserReportDetail,
  type TUserReportUploadStatus,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../../components/form/field-rules';
import { currentLanguage } from '../../../lib/i18n';
import { getUserReportUpload } from '../api/get-user-report-upload';
import { downloadMarkedCopy } from '../api/get-user-report-upload-marked-copy';
import { uploadUserReportFile } from '../api/upload-user-report-file';

const POLL_MS = 800;

/**
 * The report file upload (xlsx, xls or csv, at most 10 MB): choosing a file sends it at once (the kit's pattern: the
 * control does what it looks like in one step), with its progress; over rows already entered, once the replacement is
 * confirmed; then the server's check is followed (polled) until
 * the rows went into the draft, or the bad cells are listed (row, column, reason in the page's language) with the
 * marked copy to download, or the file as a whole was refused.
 */
export function ReportUpload({
  draftForUpload,
  onApplied,
  rowsEntered,
}: {
  draftForUpload: () => Promise<TUserReportDetail | null>;
  /** Rows already in the report: a clean file replaces them all, so the file is sent only once that is confirmed. */
  rowsEntered: number;
  /** Called with the report the rows went into (a first upload creates the draft: the caller may not know it yet). */
  onApplied: (reportId: number) => Promise<void>;
}) {
  const { t } = useTranslation('user-reports');
  const id = useId();
  const { message, modal } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'checking' | 'done'>('idle');
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState<TUserReportUploadStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** A file chosen over rows already entered asks first (as loading the previous month and resetting do). */
  function chosen(file: File) {
    if (rowsEntered === 0) {
      void send(file);
      return;
    }
    modal.confirm({
      title: t('upload.replaceTitle'),
      content: t('upload.replaceConfirm', { count: rowsEntered, file: file.name }),
      okText: t('upload.replaceOk'),
      cancelText: t('write.cancel'),
      onOk: () => {
        void send(file);
      },
    });
  }

  async function send(file: File) {
    setError(null);
    setStatus(null);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(REPORT_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
      setError(t('upload.wrongType'));
      return;
    }
    if (file.size > REPORT_FILE_MAX_BYTES) {
      setError(t('upload.tooBig'));
      return;
    }
    try {
      const draft = await draftForUpload();
      if (!draft) return;
      setPhase('sending');
      setPercent(0);
      let answer = await uploadUserReportFile(draft.reportId, file, { onProgress: (p) => alive.current && setPercent(p) });
      setPhase('checking');
      setStatus(answer);
      // WAITING: in the server's queue of file checks (a few at once, one per company); CHECKING: being read.
      while ((answer.status === 'WAITING' || answer.status === 'CHECKING') && alive.current) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        answer = await getUserReportUpload(answer.reportId, answer.uploadId);
        if (alive.current) setStatus(answer);
      }
      if (!alive.current) return;
      if (answer.status === 'APPLIED') {
        await onApplied(answer.reportId);
        void message.success(t('upload.applied', { count: answer.rowsRead }));
      }
      setPhase('done');
    } catch (err) {
      if (!alive.current) return;
      setPhase('idle');
      setError(errorTextOf(err, t('upload.failed')));
    }
  }

  const busy = phase === 'sending' || phase === 'checking';
  return (
    <div className="ur-upload">
      <p className="ur-hint" id={`${id}-rules`}>
        {t('upload.rules')}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        // Out of the page and of the accessibility tree, as the kit's upload control: the button opens it (an sr-only
        // input was a second, unnamed tab stop).
        style={{ display: 'none' }}
        accept=".xlsx,.xls,.csv"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) chosen(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} loading={busy} aria-describedby={`${id}-rules`} onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
      {busy && (
        <div className="ur-upload-progress" role="status" aria-live="polite">
          <span>
            {phase === 'sending'
              ? t('upload.sending')
              : status?.status === 'WAITING'
                ? t('upload.waiting')
                : t('upload.checking', { count: status?.rowsRead ?? 0 })}
          </span>
          <Progress percent={phase === 'sending' ? percent : 100} status="active" showInfo={phase === 'sending'} />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {status?.status === 'REFUSED' && <Alert type="error" showIcon title={status.fileErrorMessage ?? t('upload.failed')} role="alert" />}
      {status?.status === 'APPLIED' && phase === 'done' && (
        <Alert type="success" showIcon title={t('upload.applied', { count: status.rowsRead })} role="status" />
      )}
      {status?.status === 'INVALID' && (
        <div className="ur-upload-issues">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('upload.invalid', { count: status.issueCount, file: status.fileName })}
            action={
              status.markedCopy && (
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  onClick={() =>
                    void downloadMarkedCopy(status.reportId, status.uploadId, markedName(status.fileName)).catch((err: unknown) =>
                      message.error(errorTextOf(err, t('upload.failed'))),
                    )
                  }
                >
                  {t('upload.markedCopy')}
                </Button>
              )
            }
          />
          <Table
            size="small"
            className="ur-issue-table"
            rowKey={(r) => `${r.row}-${r.column}`}
            pagination={status.issues.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={status.issues}
            columns={[
              { key: 'row', title: t('upload.row'), render: (_, r) => r.row, width: 70 },
              { key: 'column', title: t('upload.column'), render: (_, r) => reportColumn(r.column).label[currentLanguage()] },
              { key: 'reason', title: t('upload.reason'), render: (_, r) => r.message },
            ]}
          />
        </div>
      )}
    </div>
  );
}

const markedName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-errors${name.slice(dot)}` : `${name}-errors`;
};
