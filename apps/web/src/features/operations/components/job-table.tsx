import type { TJobStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';

const RESULT_TONE: Record<TJobStatus['lastResult'], StatusTone> = { OK: 'green', FAILED: 'red', NEVER: 'grey' };

/** Every background job: last run, result, last error, next run (a card per job on a phone). */
export function JobTable({ items }: { items: TJobStatus[] }) {
  const { t } = useTranslation('operations');
  const columns: ListColumn<TJobStatus>[] = [
    {
      key: 'name',
      header: t('jobs.column.name'),
      className: 'col-subject',
      cell: (job) => (
        <>
          <strong className="ops-job-name">{job.name}</strong>
          <span className="ops-meta">{t('jobs.every', { seconds: Math.round(job.intervalMs / 1000) })}</span>
        </>
      ),
    },
    {
      key: 'result',
      header: t('jobs.column.result'),
      className: 'col-category',
      dataLabel: () => t('jobs.column.result'),
      cell: (job) => <StatusTag tone={RESULT_TONE[job.lastResult]}>{t(`jobs.result.${job.lastResult}`)}</StatusTag>,
    },
    {
      key: 'lastRun',
      header: t('jobs.column.lastRun'),
      className: 'col-since',
      dataLabel: () => t('jobs.column.lastRun'),
      cell: (job) =>
        job.lastStartedAt ? (
          <>
            <time dateTime={job.lastStartedAt}>{formatDateTime(job.lastStartedAt)}</time>
            <span className="ops-meta">
              {t('jobs.handled', { count: job.lastHandled ?? 0 })} · {t('jobs.runs', { runs: job.runCount, failures: job.failureCount })}
              {job.lastRunBy ? ` · ${job.lastRunBy}` : ''}
            </span>
          </>
        ) : (
          t('jobs.never')
        ),
    },
    {
      key: 'lastError',
      header: t('jobs.column.lastError'),
      className: 'col-error',
      dataLabel: () => t('jobs.column.lastError'),
      cell: (job) =>
        job.lastError ? (
          <>
            <span className="ops-error">{job.lastError}</span>
            {job.lastErrorAt && (
              <time className="ops-meta" dateTime={job.lastErrorAt}>
                {formatDateTime(job.lastErrorAt)}
              </time>
            )}
          </>
        ) : (
          t('jobs.noError')
        ),
    },
    {
      key: 'nextRun',
      header: t('jobs.column.nextRun'),
      className: 'col-since',
      dataLabel: () => t('jobs.column.nextRun'),
      cell: (job) => (job.nextRunAt ? <time dateTime={job.nextRunAt}>{formatDateTime(job.nextRunAt)}</time> : t('jobs.notScheduled')),
    },
  ];
  return (
    <ListTable caption={t('jobs.title')} items={items} columns={columns} rowKey={(job) => job.name} className="bulletin-table ops-table" />
  );
}
