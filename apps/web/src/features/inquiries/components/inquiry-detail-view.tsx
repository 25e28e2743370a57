import type { TFileInfo, TInquiryDetail } from '@portal/contract';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { SafeHtml } from '../../../components/safe-html';
import { downloadStoredFile } from '../../../components/download/download-file';
import { formatFileSize } from '../../../components/format-file-size';
import { InquiryStatusTag } from './inquiry-parts';

/** A stored body: HTML as it is, plain text with its line breaks kept. */
export function InquiryBody({ html, className }: { html: string; className?: string }) {
  const isHtml = /<[a-z][\s\S]*>/i.test(html);
  return <SafeHtml className={`${className ?? ''} ${isHtml ? '' : 'ws-plain'}`} html={html} />;
}

export function FileList({ files, labelId, title }: { files: TFileInfo[]; labelId: string; title: string }) {
  const { t } = useTranslation('inquiries');
  if (!files.length) return null;
  return (
    <section className="detail-files" aria-labelledby={labelId}>
      <h3 id={labelId} className="detail-files-title">
        {title}
      </h3>
      <ul>
        {files.map((file) => (
          <li key={file.fileUUID}>
            <Button
              type="link"
              className="ws-file-link"
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void downloadStoredFile(file.fileUUID, file.fileName).catch(() => undefined)}
              aria-label={t('inquiry.download', { fileName: file.fileName })}
            >
              {file.fileName}
            </Button>
            <span className="file-size">({formatFileSize(file.fileSize)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An inquiry and its answer (or the note that it awaits one); loading and not-found states included. */
export function InquiryDetailView({
  query,
  listHref,
  showWriter,
  answerSlot,
  actions,
}: {
  query: UseQueryResult<TInquiryDetail>;
  listHref: string;
  showWriter?: boolean;
  answerSlot?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('inquiries');
  const navigate = useNavigate();
  const d = query.data;
  if (query.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('inquiry.loading')}</span>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  if (query.isError || !d) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const notFound = status === 404 || status === 403;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={<h1 className="page-title">{t(notFound ? 'inquiry.notFound' : 'inquiry.failed')}</h1>}
        subTitle={query.error instanceof ApiError ? query.error.message : undefined}
        extra={
          <Button type="primary" onClick={() => navigate(listHref)}>
            {t('inquiry.toList')}
          </Button>
        }
      />
    );
  }
  return (
    <article className="ws-inquiry">
      <header className="detail-header">
        <span className="category-tag">{d.categoryName}</span> <InquiryStatusTag status={d.statusCode} name={d.statusName} />
        <h1 className="page-title">{d.subject}</h1>
        <dl className="detail-meta">
          <div>
            <dt>{t('inquiry.column.created')}</dt>
            <dd>
              <time dateTime={d.createDateTime}>{formatDateTime(d.createDateTime)}</time>
            </dd>
          </div>
          {showWriter && (
            <>
              <div>
                <dt>{t('inquiry.column.writer')}</dt>
                <dd>
                  {d.writerName} ({d.memberYn === 'Y' ? (d.companyName ?? t('inquiry.member')) : t('inquiry.guest')})
                </dd>
              </div>
              {d.writerEmail && (
                <div>
                  <dt>{t('inquiry.field.writerEmail')}</dt>
                  <dd>{d.writerEmail}</dd>
                </div>
              )}
              {d.writerTelephoneNumber && (
                <div>
                  <dt>{t('inquiry.field.writerTelephoneNumber')}</dt>
                  <dd>{d.writerTelephoneNumber}</dd>
                </div>
              )}
            </>
          )}
        </dl>
      </header>
      <InquiryBody className="detail-body" html={d.contents} />
      <FileList files={d.files} labelId="inquiry-files" title={t('inquiry.field.files')} />
      <section className={`ws-answer ${d.answerContents ? 'is-answered' : 'is-awaiting'}`} aria-labelledby="inquiry-answer-title">
        <h2 id="inquiry-answer-title" className="ws-answer-title">
          {t('inquiry.answer')}
          {d.answerDateTime && (
            <time dateTime={d.answerDateTime} className="ws-hint">
              {' '}
              {formatDateTime(d.answerDateTime)}
            </time>
          )}
        </h2>
        {d.answerContents ? (
          <>
            <InquiryBody className="detail-body" html={d.answerContents} />
            <FileList files={d.answerFiles} labelId="inquiry-answer-files" title={t('inquiry.answerFiles')} />
          </>
        ) : (
          !answerSlot && <p className="ws-awaiting">{t('inquiry.awaitingText')}</p>
        )}
        {answerSlot}
      </section>
      <div className="detail-actions">{actions}</div>
    </article>
  );
}
