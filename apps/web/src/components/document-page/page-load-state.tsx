import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { PageFrame } from '../page-frame';
import './document-page.css';

/**
 * A page that stands on one read (`query`), before it can show it: while the read loads, the page's frame with a skeleton; when it
 * failed, a result saying so, "not found" for a 404 or a 403 (with `texts.notFoundDetail` beneath), else "failed" with the
 * server's message and a retry; `back` (the page's way back, a link) beside it. The words are the page's own.
 */
export function PageLoadState({
  title,
  query,
  texts,
  back,
}: {
  title?: string;
  /** The read (a query): pending, or its error; `refetch` retries it. */
  query: { isPending: boolean; error: unknown; refetch?: () => unknown };
  texts: { loading: string; notFound: string; notFoundDetail?: string; failed: string };
  back?: ReactNode;
}) {
  const { t } = useTranslation('components');
  if (query.isPending)
    return (
      <PageFrame title={title}>
        <div role="status" aria-live="polite">
          <span className="sr-only">{texts.loading}</span>
          <Skeleton active title paragraph={{ rows: 8 }} />
        </div>
      </PageFrame>
    );
  const { error, refetch } = query;
  const status = error instanceof ApiError ? error.status : 0;
  const notFound = status === 404 || status === 403;
  return (
    <PageFrame title={title}>
      <Result
        status={notFound ? '404' : 'error'}
        title={<p className="doc-result-title">{notFound ? texts.notFound : texts.failed}</p>}
        subTitle={notFound ? texts.notFoundDetail : error instanceof ApiError && error.message ? error.message : undefined}
        extra={
          <div className="doc-result-actions">
            {!notFound && refetch && (
              <Button type="primary" onClick={() => void refetch()}>
                {t('documentPage.retry')}
              </Button>
            )}
            {back}
          </div>
        }
      />
    </PageFrame>
  );
}
