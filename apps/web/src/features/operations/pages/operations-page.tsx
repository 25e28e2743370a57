import { MAIL_STATUSES, type TMailOutboxItem, type TMailStatus } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { FilterTabs } from '../../../components/filter-tabs';
import { useListState } from '../../../components/list/list-state';
import { ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { useBackgroundJobs } from '../api/list-background-jobs';
import { useRetryMail } from '../api/retry-mail';
import { useMailOutbox } from '../api/search-mail-outbox';
import { JobTable } from '../components/job-table';
import { OutboxTable } from '../components/outbox-table';
import '../operations.css';

const STATUS_KEY = 'status';
const isStatus = (v: string | undefined): v is TMailStatus => (MAIL_STATUSES as readonly string[]).includes(v ?? '');

/**
 * /admin/operations (the provider administrator): every background job with its last run, result, last error and next
 * run, and the mail outbox by status, paged, where a given-up mail can be sent again after a confirmation.
 */
export default function OperationsPage() {
  const { t } = useTranslation('operations');
  const { modal, message } = useFeedback();
  const jobs = useBackgroundJobs();
  const { state, update, extra, setExtra } = useListState([STATUS_KEY]);
  const status = isStatus(extra[STATUS_KEY]) ? extra[STATUS_KEY] : undefined;
  const outbox = useMailOutbox({ pageNumber: state.pageNumber, pageSize: state.pageSize, status });
  const counts = outbox.data?.counts;
  const retry = useRetryMail();
  const [retrying, setRetrying] = useState<number | null>(null);
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('withCount', { label, count }));

  const confirmRetry = (mail: TMailOutboxItem) =>
    modal.confirm({
      title: t('outbox.confirmTitle'),
      content: t('outbox.confirmText', { to: mail.to, subject: mail.subject }),
      okText: t('outbox.retry'),
      cancelText: t('outbox.cancel'),
      onOk: async () => {
        setRetrying(mail.mailId);
        try {
          await retry.mutateAsync(mail.mailId);
          void message.success(t('outbox.retried'));
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('outbox.retryFailed'));
        } finally {
          setRetrying(null);
        }
      },
    });

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')}>
      <section className="ops-section" aria-labelledby="ops-jobs-title">
        <h2 id="ops-jobs-title" className="ops-heading">
          {t('jobs.title')}
        </h2>
        <div aria-busy={jobs.isFetching}>
          {jobs.isPending ? (
            <ListLoading />
          ) : jobs.isError ? (
            <ListFailed onRetry={() => void jobs.refetch()} />
          ) : jobs.data.items.length === 0 ? (
            <p className="ops-empty">{t('jobs.empty')}</p>
          ) : (
            <JobTable items={jobs.data.items} />
          )}
        </div>
      </section>
      <section className="ops-section" aria-labelledby="ops-outbox-title">
        <h2 id="ops-outbox-title" className="ops-heading">
          {t('outbox.title')}
        </h2>
        <FilterTabs<TMailStatus>
          label={t('outbox.filter')}
          allLabel={withCount(t('outbox.all'), counts ? counts.PENDING + counts.SENT + counts.FAILED : undefined)}
          value={status}
          options={MAIL_STATUSES.map((s) => ({ value: s, label: withCount(t(`outbox.status.${s}`), counts?.[s]) }))}
          onChange={(v) => setExtra(STATUS_KEY, v)}
        />
        <div className="list-toolbar">
          <div className="list-toolbar-meta">
            <ListCount totalCount={outbox.data?.totalCount} />
            <div className="list-toolbar-options">
              <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
            </div>
          </div>
        </div>
        <ListView query={outbox} state={state} onChange={update} searching={Boolean(status)} emptyText={t('outbox.empty')}>
          {(page) => <OutboxTable items={page.items} onRetry={confirmRetry} retrying={retrying} />}
        </ListView>
      </section>
    </PageFrame>
  );
}
