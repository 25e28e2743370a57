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
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { deleteFiles } from './delete-files';
import { uploadFile } from './upload-file';
import './upload-control.css';
import { formatFileSize } from '../format-file-size';

interface QueuedFile {
  uid: string;
  file: File;
  status: 'uploading' | 'failed';
  percent: number;
  error?: string;
  abort?: () => void;
}

/** What the form needs to know before it sends: files still being sent, files that could not be sent. */
export interface UploadStatus {
  uploading: number;
  failed: number;
}

let uidSeq = 0;

/**
 * The upload control (spec 1, section 5): shows the rules of the contract (types, 10 MB, maximum
 * count), checks a selection before sending, and uploads each chosen file by itself at once, one
 * request per file through the api client, with its own progress bar; a file being sent can be
 * cancelled, a refused one shows the server's message and can be tried again or taken off the list;
 * it asks before deleting a file already uploaded.
 *
 * `value` is the list of uploaded files (what the form sends as attachments); `onStatusChange` tells
 * the form how many files are still being sent or could not be sent (useUploadGate says why the form
 * cannot be sent yet).
 */
export function UploadControl({
  group,
  value = [],
  onChange,
  onStatusChange,
  maxFiles = UPLOAD_MAX_FILES,
  companyId,
  disabled,
  labelledBy,
  send = uploadFile,
}: {
  group: TFileTypeGroup;
  value?: TFileInfo[];
  onChange?: (files: TFileInfo[]) => void;
  onStatusChange?: (status: UploadStatus) => void;
  maxFiles?: number;
  companyId?: number;
  disabled?: boolean;
  labelledBy?: string;
  /** The call that sends one file (default: the files area's upload; an area with an upload call of its own passes it). */
  send?: typeof uploadFile;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The latest list, for uploads that finish one after another within one event.
  const uploaded = useRef(value);
  // The files of the control go up one after another: each names the ones before it (`alongside`), so two files of the
  // same content chosen together are refused at the upload, not at the save. A file taken off the list before its turn
  // is skipped.
  const turn = useRef<Promise<void>>(Promise.resolve());
  const dropped = useRef(new Set<string>());
  useEffect(() => {
    uploaded.current = value;
  }, [value]);

  const uploading = queue.filter((q) => q.status === 'uploading').length;
  const failed = queue.filter((q) => q.status === 'failed').length;
  useEffect(() => onStatusChange?.({ uploading, failed }), [uploading, failed, onStatusChange]);
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
    const items = accepted.map((file) => ({ uid: `u${++uidSeq}`, file, status: 'uploading' as const, percent: 0 }));
    setQueue((q) => [...q, ...items]);
    for (const item of items) turn.current = turn.current.then(() => (dropped.current.has(item.uid) ? undefined : start(item)));
  };

  const patch = (uid: string, change: Partial<QueuedFile>) => setQueue((q) => q.map((x) => (x.uid === uid ? { ...x, ...change } : x)));

  /** Sends one file now; the list shows its progress, then moves it to the uploaded files or marks it failed. */
  const start = async (item: QueuedFile) => {
    const controller = new AbortController();
    patch(item.uid, { status: 'uploading', percent: 0, error: undefined, abort: () => controller.abort() });
    try {
      const answer = await send(item.file, {
        group,
        companyId,
        // The files already in the form: the same content under another name is refused now, next to the file.
        alongside: uploaded.current.map((f) => f.fileUUID),
        signal: controller.signal,
        onProgress: (percent) => patch(item.uid, { percent }),
      });
      setQueue((q) => q.filter((x) => x.uid !== item.uid));
      const next = [...uploaded.current, ...answer.files];
      uploaded.current = next;
      onChange?.(next);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      patch(item.uid, {
        status: 'failed',
        abort: undefined,
        error: err instanceof ApiError && err.message ? err.message : t('common:error.api'),
      });
    }
  };

  const removeQueued = (item: QueuedFile) => {
    dropped.current.add(item.uid);
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

  return (
    <div className="upload-control" role="group" aria-labelledby={labelledBy} aria-describedby={`${id}-rules`}>
      <div className="upload-actions">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          aria-label={t('upload.choose')}
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
                <Progress
                  className="upload-progress"
                  percent={q.percent}
                  size="small"
                  aria-label={t('upload.progressLabel', { fileName: q.file.name })}
                />
              ) : (
                <span className="upload-state">{t(`upload.state.${q.status}`)}</span>
              )}
              {q.status === 'failed' && (
                <Button
                  size="small"
                  type="text"
                  icon={<ReloadOutlined aria-hidden />}
                  onClick={() => void start(q)}
                  aria-label={t('upload.retryLabel', { fileName: q.file.name })}
                />
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

/**
 * The upload control as a form field (Form.Item gives `value` and `onChange`; a chosen file uploads by itself), wrapped
 * in the field's anchor (`id`, focusable) for scrolling to its error.
 */
export function UploadField({
  id,
  value,
  onChange,
  ...control
}: { id: string } & Omit<Parameters<typeof UploadControl>[0], 'value' | 'onChange'> & {
    value?: TFileInfo[];
    onChange?: (files: TFileInfo[]) => void;
  }) {
  return (
    <div id={id} tabIndex={-1}>
      <UploadControl {...control} value={value ?? []} onChange={onChange} />
    </div>
  );
}
