import type { TMailOutboxItem, TMailStatus } from '@portal/contract';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';

export const MAIL_TONE: Record<TMailStatus, StatusTone> = { PENDING: 'gold', SENT: 'green', FAILED: 'red' };

/** A page of the outbox; a given-up mail offers to be sent again (the page confirms first). */
export function OutboxTable({
  items,
  onRetry,
  retrying,
}: {
  items: TMailOutboxItem[];
  onRetry: (mail: TMailOutboxItem) => void;
  retrying: number | null;
}) {
  const { t } = useTranslation('operations');
  const columns: ListColumn<TMailOutboxItem>[] = [
    {
      key: 'status',
      header: t('outbox.column.status'),
      className: 'col-category',
      cell: (mail) => <StatusTag tone={MAIL_TONE[mail.status]}>{t(`outbox.status.${mail.status}`)}</StatusTag>,
    },
    {
      key: 'mail',
      header: t('outbox.column.mail'),
      className: 'col-subject',
      cell: (mail) => (
        <>
          <span className="ops-subject" lang={mail.languageCode === '01' ? 'ko' : 'en'}>
            {mail.subject}
          </span>
          <span className="ops-meta">
            {mail.to} · {mail.templateName ?? '—'}
          </span>
        </>
      ),
    },
    {
      key: 'attempts',
      header: t('outbox.column.attempts'),
      className: 'col-since',
      dataLabel: () => t('outbox.column.attempts'),
      cell: (mail) => (
        <>
          <span>{t('outbox.attempts', { count: mail.attempts })}</span>
          {mail.lastError && <span className="ops-error">{mail.lastError}</span>}
        </>
      ),
    },
    {
      key: 'when',
      header: t('outbox.column.when'),
      className: 'col-since',
      dataLabel: () => t('outbox.column.when'),
      cell: (mail) =>
        mail.status === 'SENT' && mail.sentAt ? (
          <span>
            {t('outbox.sentAt')} <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
          </span>
        ) : mail.status === 'PENDING' ? (
          <span>
            {t('outbox.nextAttempt')} <time dateTime={mail.nextAttemptAt}>{formatDateTime(mail.nextAttemptAt)}</time>
          </span>
        ) : (
          <span>
            {t('outbox.queuedAt')} <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </span>
        ),
    },
    {
      key: 'action',
      header: t('outbox.column.action'),
      className: 'col-action',
      cell: (mail) =>
        mail.status === 'FAILED' ? (
          <Button size="small" loading={retrying === mail.mailId} onClick={() => onRetry(mail)}>
            {t('outbox.retry')}
          </Button>
        ) : null,
    },
  ];
  return (
    <ListTable
      caption={t('outbox.title')}
      items={items}
      columns={columns}
      rowKey={(mail) => String(mail.mailId)}
      className="bulletin-table ops-table"
    />
  );
}
