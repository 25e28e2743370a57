import { CALL_PATHS, type TBbsDetail, type TBbsNeighbour } from '@portal/contract';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, callUrl } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { SafeHtml } from '../safe-html';
import { formatFileSize } from '../format-file-size';
import { increaseViewCount } from './increase-view-count';
import { useDocumentTitle } from '../use-document-title';

/** Counts one view per opened post (the effect may run twice in development; the ref keeps it once). */
function useViewCount(detail: TBbsDetail | undefined): number | undefined {
  const counted = useRef<number | null>(null);
  const [count, setCount] = useState<{ id: number; value: number } | null>(null);
  useEffect(() => {
    if (!detail || counted.current === detail.bbsContentId) return;
    counted.current = detail.bbsContentId;
    const id = detail.bbsContentId;
    increaseViewCount({ bbsCode: detail.bbsCode, bbsContentId: id }).then(
      (answer) => setCount({ id, value: answer.inquireCount }),
      () => undefined,
    );
  }, [detail]);
  if (!detail) return undefined;
  return count?.id === detail.bbsContentId ? count.value : detail.inquireCount;
}

function Neighbour({ kind, item, href }: { kind: 'previous' | 'next'; item: TBbsNeighbour | null; href: (id: number) => string }) {
  const { t } = useTranslation('components');
  return (
    <li>
      <span className="prev-next-label">{t(`detail.${kind}`)}</span>
      {item ? (
        <>
          <Link to={href(item.bbsContentId)} rel={kind === 'previous' ? 'prev' : 'next'}>
            {item.subject}
          </Link>
          <time dateTime={item.createDateTime} className="bulletin-date">
            {formatDate(item.createDateTime)}
          </time>
        </>
      ) : (
        <span className="prev-next-none">{t(kind === 'previous' ? 'detail.noPrevious' : 'detail.noNext')}</span>
      )}
    </li>
  );
}

/** A post: title, meta, HTML body, attachments, previous/next in the list as the reader saw it, back to list. */
export function BulletinDetail({
  query,
  listHref,
  detailHref,
}: {
  query: UseQueryResult<TBbsDetail>;
  listHref: string;
  detailHref: (id: number) => string;
}) {
  const { t } = useTranslation('components');
  const navigate = useNavigate();
  const detail = query.data;
  const views = useViewCount(detail);
  useDocumentTitle(detail?.subject ?? (query.isError ? t('detail.notFound') : null));
  const lang = currentLanguage();

  if (query.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  if (query.isError || !detail) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={<h1 className="page-title">{t(notFound ? 'detail.notFound' : 'detail.failed')}</h1>}
        subTitle={notFound ? t('detail.notFoundDetail') : undefined}
        extra={
          <Button type="primary" onClick={() => navigate(listHref)}>
            {t('detail.toList')}
          </Button>
        }
      />
    );
  }

  const contentLang = detail.languageTypeCode === '01' ? 'ko' : 'en';
  return (
    <article className="bulletin-detail" lang={contentLang !== lang ? contentLang : undefined}>
      <header className="detail-header">
        {detail.categoryName && <span className="category-tag">{detail.categoryName}</span>}
        <h1 className="page-title">{detail.subject}</h1>
        <dl className="detail-meta" lang={lang}>
          <div>
            <dt>{t('detail.created')}</dt>
            <dd>
              <time dateTime={detail.createDateTime}>{formatDateTime(detail.createDateTime)}</time>
            </dd>
          </div>
          {detail.operationDate && (
            <div>
              <dt>{t('detail.operationDate')}</dt>
              <dd>{detail.operationDate}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.views')}</dt>
            <dd>{(views ?? detail.inquireCount).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US')}</dd>
          </div>
        </dl>
        {contentLang !== lang && (
          <p className="detail-language-note" lang={lang}>
            {t('detail.otherLanguage')}
          </p>
        )}
      </header>
      <SafeHtml className="detail-body" html={detail.contents} />
      {detail.attachments.length > 0 && (
        <section className="detail-files" aria-labelledby="detail-files-title" lang={lang}>
          <h2 id="detail-files-title" className="detail-files-title">
            {t('detail.attachments')}
          </h2>
          <ul>
            {detail.attachments.map((file) => (
              <li key={file.fileUUID}>
                <a href={callUrl(CALL_PATHS.downloadFile, { query: { fileUUID: file.fileUUID } })} download={file.fileName}>
                  <DownloadOutlined aria-hidden /> {file.fileName}
                </a>{' '}
                <span className="file-size">({formatFileSize(file.fileSize)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-label={t('detail.neighbours')} lang={lang}>
        <ul className="prev-next">
          <Neighbour kind="previous" item={detail.previous} href={detailHref} />
          <Neighbour kind="next" item={detail.next} href={detailHref} />
        </ul>
      </nav>
      <div className="detail-actions" lang={lang}>
        <Link to={listHref} className="shell-button shell-button-primary">
          <UnorderedListOutlined aria-hidden />
          <span>{t('detail.toList')}</span>
        </Link>
      </div>
    </article>
  );
}
