import {
  allowedKinds,
  checkUploadSelection,
  acceptAttribute,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_MB,
  type TFileInfo,
  type TFileTypeGroup,
  type TUploadProblem,
} from '@portal/contract';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { deleteFiles, uploadFile } from './upload-file';
import { formatFileSize } from '../format-file-size';

interface QueuedFile {
  uid: string;
  file: File;
  status: 'queued' | 'uploading' | 'failed';
  percent: number;
  error?: string;
  abort?: () => void;
}

let uidSeq = 0;

/**
 * The upload control (spec 1, section 5): shows the rules of the contract (types, 10 MB, maximum
 * count), checks a selection before sending, lists the chosen files so that one can be removed
 * before sending, sends them one request per file with its own progress bar, shows each refusal of
 * the server with its message, and asks before deleting a file already uploaded.
 *
 * `value` is the list of uploaded files (what the form sends as attachments); `onBusyChange` tells the
 * form whether files are still waiting or being sent.
 */
export function UploadControl({
  group,
  value = [],
  onChange,
  onBusyChange,
  maxFiles = UPLOAD_MAX_FILES,
  companyId,
  disabled,
  labelledBy,
}: {
  group: TFileTypeGroup;
  value?: TFileInfo[];
  onChange?: (files: TFileInfo[]) => void;
  onBusyChange?: (busy: boolean) => void;
  maxFiles?: number;
  companyId?: number;
  disabled?: boolean;
  labelledBy?: string;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The latest list, for uploads that finish one after another within one event.
  const uploaded = useRef(value);
  useEffect(() => {
    uploaded.current = value;
  }, [value]);

  const busy = queue.some((q) => q.status === 'queued' || q.status === 'uploading');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Abort what is still being sent when the form goes away.
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);
  useEffect(() => () => queueRef.current.forEach((q) => q.abort?.()), []);

  const problemText = (p: TUploadProblem) =>
    p.key === 'fileName' ? t('upload.badName', { fileName: p.fileName }) : t(`upload.problem.${p.key}`, p.params);

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = [...list];
    const existing = [
      ...value.map((f) => ({ name: f.fileName, size: f.fileSize })),
      ...queue.filter((q) => q.status !== 'failed').map((q) => ({ name: q.file.name, size: q.file.size })),
    ];
    const countProblem = checkUploadSelection(group, files, existing, { maxFiles }).find((p) => p.key === 'maxCount');
    if (countProblem) {
      setProblems([problemText(countProblem)]);
      return;
    }
    // Each file on its own against what is already chosen: a refused file stays out, the others go on.
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problems = checkUploadSelection(group, [file], existing, { maxFiles });
      if (problems.length) found.push(...problems.map(problemText));
      else {
        accepted.push(file);
        existing.push({ name: file.name, size: file.size });
      }
    }
    setProblems(found);
    setQueue((q) => [...q, ...accepted.map((file) => ({ uid: `u${++uidSeq}`, file, status: 'queued' as const, percent: 0 }))]);
  };

  const patch = (uid: string, change: Partial<QueuedFile>) => setQueue((q) => q.map((x) => (x.uid === uid ? { ...x, ...change } : x)));

  const send = async () => {
    const waiting = queue.filter((q) => q.status === 'queued');
    for (const item of waiting) {
      const handle = uploadFile(item.file, { group, companyId, onProgress: (percent) => patch(item.uid, { percent }) });
      patch(item.uid, { status: 'uploading', percent: 0, error: undefined, abort: handle.abort });
      try {
        const answer = await handle.promise;
        setQueue((q) => q.filter((x) => x.uid !== item.uid));
        const next = [...uploaded.current, ...answer.files];
        uploaded.current = next;
        onChange?.(next);
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') continue;
        patch(item.uid, { status: 'failed', abort: undefined, error: err instanceof ApiError ? err.message : t('common:error.api') });
      }
    }
  };

  const removeQueued = (item: QueuedFile) => {
    item.abort?.();
    setQueue((q) => q.filter((x) => x.uid !== item.uid));
  };

  const removeUploaded = async (file: TFileInfo) => {
    setDeleting(file.fileUUID);
    try {
      await deleteFiles([file.fileUUID]);
      const next = uploaded.current.filter((f) => f.fileUUID !== file.fileUUID);
      uploaded.current = next;
      onChange?.(next);
    } catch (err) {
      setProblems([err instanceof ApiError ? err.message : t('common:error.api')]);
    } finally {
      setDeleting(null);
    }
  };

  const kinds = allowedKinds(group).join(', ');
  const count = value.length + queue.filter((q) => q.status !== 'failed').length;
  const waiting = queue.filter((q) => q.status === 'queued').length;

  return (
    <div className="upload-control" role="group" aria-labelledby={labelledBy} aria-describedby={`${id}-rules`}>
      <div className="upload-actions">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          // Out of the page and of the accessibility tree: the button opens it (the reset CSS shows [hidden] file inputs).
          style={{ display: 'none' }}
          accept={acceptAttribute(group)}
          onChange={(e) => {
            choose(e.target.files);
            e.target.value = '';
          }}
        />
        <Button icon={<PaperClipOutlined aria-hidden />} disabled={disabled || count >= maxFiles} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={disabled || waiting === 0 || queue.some((q) => q.status === 'uploading')} onClick={() => void send()}>
          {t('upload.send', { count: waiting })}
        </Button>
        <span className="upload-count" aria-live="polite">
          {t('upload.count', { count, max: maxFiles })}
        </span>
      </div>
      <p id={`${id}-rules`} className="upload-rules">
        {t('upload.rules', { kinds, mb: UPLOAD_MAX_MB, max: maxFiles })}
      </p>
      {problems.length > 0 && (
        <ul className="upload-problems" role="alert">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {(queue.length > 0 || value.length > 0) && (
        <ul className="upload-list" aria-label={t('upload.listLabel')}>
          {value.map((f) => (
            <li key={f.fileUUID} className="upload-item is-done">
              <PaperClipOutlined aria-hidden />
              <span className="upload-name">{f.fileName}</span>
              <span className="upload-size">{formatFileSize(f.fileSize)}</span>
              <span className="upload-state">{t('upload.state.done')}</span>
              <Popconfirm
                title={t('upload.deleteConfirm', { fileName: f.fileName })}
                okText={t('upload.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:action.cancel')}
                onConfirm={() => removeUploaded(f)}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  loading={deleting === f.fileUUID}
                  disabled={disabled}
                  aria-label={t('upload.deleteLabel', { fileName: f.fileName })}
                />
              </Popconfirm>
            </li>
          ))}
          {queue.map((q) => (
            <li key={q.uid} className={`upload-item is-${q.status}`}>
              <PaperClipOutlined aria-hidden />
              <span className="upload-name">{q.file.name}</span>
              <span className="upload-size">{formatFileSize(q.file.size)}</span>
              {q.status === 'uploading' ? (
                <Progress className="upload-progress" percent={q.percent} size="small" aria-label={t('upload.progressLabel', { fileName: q.file.name })} />
              ) : (
                <span className="upload-state">{t(`upload.state.${q.status}`)}</span>
              )}
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                onClick={() => removeQueued(q)}
                aria-label={t(q.status === 'uploading' ? 'upload.cancelLabel' : 'upload.removeLabel', { fileName: q.file.name })}
              />
              {q.error && (
                <p className="upload-error" role="alert">
                  {q.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
