import type { WorkflowDeclaration } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { PageFrame } from '../page-frame';
import { PageLoadState } from './page-load-state';
import { StatusSteps } from './status-steps';
import { WorkflowStatusTag } from './workflow-text';
import './document-page.css';

/** One line of a document's header meta: a label and its value ("Requested by", "Received"). */
export interface TDocumentMeta {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * The page of one request inside the page frame: a header with the title, the document number, the
 * status tag of its state (label and tone from the declaration), the meta (last modified in Korea time,
 * and the page's own), the status steps (`stoodAt` for a state without a step; `steps={false}` hides
 * them; `stateTags` beside the status tag: the document's marks, e.g. filed late), then the body (`children`) and the action bar slot (`actions`, e.g. an ActionBar). While
 * `loading` it shows a skeleton; on `error` a not-found (403/404) or failure result with a retry
 * (`onRetry`) and a way back (`backHref`). `headerActions` sit beside the title (print, view order form).
 */
export function DocumentPage({
  declaration,
  title,
  documentNo,
  state,
  stateTags,
  stoodAt,
  updatedAt,
  meta = [],
  steps = true,
  loading,
  error,
  onRetry,
  backHref,
  headerActions,
  actions,
  children,
}: {
  declaration: WorkflowDeclaration;
  title?: string;
  documentNo?: ReactNode;
  state?: string;
  stateTags?: ReactNode;
  stoodAt?: string;
  updatedAt?: string | null;
  meta?: readonly TDocumentMeta[];
  steps?: boolean;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  backHref?: string;
  headerActions?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('components');
  if (loading || error)
    return (
      <PageLoadState
        title={title}
        query={{ isPending: !!loading, error, refetch: onRetry }}
        texts={{
          loading: t('documentPage.loading'),
          notFound: t('documentPage.notFound'),
          notFoundDetail: t('documentPage.notFoundDetail'),
          failed: t('documentPage.failed'),
        }}
        back={
          backHref && (
            <Link to={backHref} className="shell-button">
              {t('documentPage.toList')}
            </Link>
          )
        }
      />
    );
  const lines: TDocumentMeta[] = [
    ...(documentNo ? [{ key: 'documentNo', label: t('documentPage.documentNo'), value: documentNo }] : []),
    ...meta,
    ...(updatedAt
      ? [{ key: 'updatedAt', label: t('documentPage.lastModified'), value: <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time> }]
      : []),
  ];
  return (
    <PageFrame title={title} actions={headerActions} className="ws-panel doc-page">
      <div className="doc-header">
        {state && (
          <span className="doc-header-status">
            <span className="sr-only">{t('documentPage.status')}: </span>
            <WorkflowStatusTag declaration={declaration} state={state} />
            {stateTags}
          </span>
        )}
        {lines.length > 0 && (
          <dl className="doc-meta">
            {lines.map((line) => (
              <div key={line.key}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {steps && state && <StatusSteps declaration={declaration} state={state} stoodAt={stoodAt} />}
      <div className="doc-body">{children}</div>
      {actions}
    </PageFrame>
  );
}
