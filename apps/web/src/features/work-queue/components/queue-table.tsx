import type { TWorkQueueItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';
import { TONE_OF_STATE } from './queue-filters';
import '../../../components/list/row-link.css';
import '../work-queue.css';

/** The queue as the kit's table (a card per row on a phone); the document link covers its whole row. */
export function QueueTable({ items, caption }: { items: TWorkQueueItem[]; caption: string }) {
  const { t } = useTranslation('work-queue');
  const columns: ListColumn<TWorkQueueItem>[] = [
    {
      key: 'document',
      header: t('column.document'),
      className: 'col-subject',
      cell: (item) => (
        <Link to={item.link} className="row-link">
          <span className="row-link-number">{item.number}</span>
          {item.title && <span className="row-link-text">{item.title}</span>}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('column.kind'),
      className: 'col-category',
      cell: (item) => <span className="category-tag">{item.kindLabel}</span>,
    },
    {
      key: 'company',
      header: t('column.company'),
      className: 'col-company',
      dataLabel: () => t('column.company'),
      cell: (item) => item.companyName,
    },
    {
      key: 'state',
      header: t('column.state'),
      className: 'col-status',
      cell: (item) => (
        <>
          <StatusTag tone={TONE_OF_STATE[item.stateTone]}>{item.stateLabel}</StatusTag>
          {/* Warnings the kind set on the request (e.g. a non-display declaration that does not match its order). */}
          {item.flags.length > 0 && (
            <ul className="wq-flags" aria-label={t('flags')}>
              {item.flags.map((f) => (
                <li key={f.code}>
                  <StatusTag tone="gold">{f.label}</StatusTag>
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      key: 'waiting',
      header: t('column.waiting'),
      className: 'col-waiting',
      dataLabel: () => t('column.waiting'),
      cell: (item) => (
        <>
          <strong className={item.ageDays >= 7 ? 'wq-age is-late' : 'wq-age'}>{t('age', { count: item.ageDays })}</strong>
          <time className="wq-since" dateTime={item.waitingSince}>
            {formatDateTime(item.waitingSince)}
          </time>
        </>
      ),
    },
    {
      key: 'assignee',
      header: t('column.assignee'),
      className: 'col-assignee',
      dataLabel: () => t('column.assignee'),
      cell: (item) => (
        <>
          {item.assignedName ?? <span className="ws-hint">{t('unassigned')}</span>}
          {item.mine && <span className="wq-mine">{t('mine')}</span>}
        </>
      ),
    },
  ];
  return (
    <ListTable
      caption={caption}
      items={items}
      columns={columns}
      rowKey={(item) => item.requestId}
      className="bulletin-table row-link-table wq-table"
    />
  );
}
