import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  type TWebhookDelivery,
  type TWebhookDeliveryStatus,
  type TWebhookEndpoint,
  type TWebhookEndpointWithSecret,
} from '@portal/contract';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { FilterTabs } from '../../../components/filter-tabs';
import { useListState } from '../../../components/list/list-state';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/deliveries';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useTestWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/endpoints';
import { CreateEndpointDialog, SecretDialog } from '../components/endpoint-dialog';
import '../webhooks.css';

const STATUS_KEY = 'status';
const EXTRA_KEYS = [STATUS_KEY];
const DELIVERY_TONE: Record<TWebhookDeliveryStatus, StatusTone> = { PENDING: 'gold', DELIVERED: 'green', FAILED: 'red' };

/** An endpoint's tries, opened on demand (a native disclosure: keyboard and screen readers know it). */
function Tries({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  if (!delivery.tries.length) return <span className="whk-hint">{t('log.triesSummary', { count: 0 })}</span>;
  return (
    <details className="whk-tries">
      <summary>
        {t('log.triesSummary', { count: delivery.tries.length })}
        <span className="sr-only">{t('log.details', { id: delivery.eventId })}</span>
      </summary>
      <ol>
        {delivery.tries.map((a) => (
          <li key={a.attemptNo}>
            {t('log.try', {
              no: a.attemptNo,
              result: a.statusCode !== null ? t('log.answer', { code: a.statusCode }) : t('log.noAnswer', { error: a.error ?? '' }),
              ms: a.durationMs,
              date: formatDateTime(a.startedAt),
            })}
            {a.responseExcerpt && (
              <pre className="whk-excerpt" aria-label={t('log.excerpt')}>
                {a.responseExcerpt}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The company's endpoints: each with its events, state and secret's hint, and its actions. */
function EndpointList({ onSecret }: { onSecret: (e: TWebhookEndpointWithSecret) => void }) {
  const { t } = useTranslation('webhooks');
  const { message, modal } = useFeedback();
  const lang = currentLanguage();
  const query = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhookEndpoint();
  const failed = (err: unknown) => void message.error(errorTextOf(err, t('common:error.api')));

  const confirmRotate = (e: TWebhookEndpoint) =>
    modal.confirm({
      title: t('rotate.title'),
      content: t('rotate.text'),
      okText: t('rotate.ok'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          onSecret(await rotate.mutateAsync(e.endpointId));
        } catch (err) {
          failed(err);
        }
      },
    });
  const confirmDelete = (e: TWebhookEndpoint) =>
    modal.confirm({
      title: t('remove.title'),
      content: t('remove.text', { url: e.url }),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(e.endpointId);
          void message.success(t('remove.done'));
        } catch (err) {
          failed(err);
        }
      },
    });
  const toggle = async (e: TWebhookEndpoint) => {
    try {
      await update.mutateAsync({ endpointId: e.endpointId, body: { enabled: !e.enabled } });
      void message.success(e.enabled ? t('toggle.disabled') : t('toggle.enabled'));
    } catch (err) {
      failed(err);
    }
  };
  const sendTest = async (e: TWebhookEndpoint) => {
    try {
      await test.mutateAsync(e.endpointId);
      void message.success(t('test.done'));
    } catch (err) {
      failed(err);
    }
  };

  const columns: ListColumn<TWebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('endpoints.url'),
      className: 'col-whk-url',
      cell: (e) => (
        <>
          <div className="whk-url">{e.url}</div>
          {e.description && <div className="whk-hint">{e.description}</div>}
          <code className="whk-hint">{t('endpoints.secret', { hint: e.secretHint })}</code>
          {e.previousSecretExpiresAt && (
            <div className="whk-hint">{t('endpoints.overlap', { date: formatDateTime(e.previousSecretExpiresAt) })}</div>
          )}
        </>
      ),
    },
    {
      key: 'events',
      header: t('endpoints.events'),
      className: 'col-whk-events',
      dataLabel: () => t('endpoints.events'),
      cell: (e) => e.eventTypes.map((type) => WEBHOOK_EVENT_LABELS[type][lang]).join(', '),
    },
    {
      key: 'status',
      header: t('endpoints.status'),
      className: 'col-whk-status',
      cell: (e) => (
        <StatusTag tone={e.enabled ? 'green' : 'grey'}>{e.enabled ? t('endpoints.enabled') : t('endpoints.disabled')}</StatusTag>
      ),
    },
    {
      key: 'last',
      header: t('endpoints.lastDelivery'),
      className: 'col-whk-last',
      dataLabel: () => t('endpoints.lastDelivery'),
      cell: (e) =>
        e.lastDeliveryStatus ? (
          <>
            <StatusTag tone={DELIVERY_TONE[e.lastDeliveryStatus]}>{WEBHOOK_DELIVERY_STATUS_LABELS[e.lastDeliveryStatus][lang]}</StatusTag>{' '}
            <span className="whk-hint">{formatDateTime(e.lastDeliveryAt)}</span>
          </>
        ) : (
          t('endpoints.never')
        ),
    },
    {
      key: 'actions',
      header: t('endpoints.actions'),
      className: 'col-whk-actions',
      cell: (e) => (
        <div className="whk-actions">
          <Button size="small" disabled={!e.enabled} onClick={() => void sendTest(e)} aria-label={t('test.buttonFor', { url: e.url })}>
            {t('test.button')}
          </Button>
          <Button size="small" onClick={() => confirmRotate(e)} aria-label={t('rotate.buttonFor', { url: e.url })}>
            {t('rotate.button')}
          </Button>
          <Button
            size="small"
            onClick={() => void toggle(e)}
            aria-label={e.enabled ? t('toggle.disableFor', { url: e.url }) : t('toggle.enableFor', { url: e.url })}
          >
            {e.enabled ? t('toggle.disable') : t('toggle.enable')}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(e)} aria-label={t('remove.buttonFor', { url: e.url })}>
            {t('remove.button')}
          </Button>
        </div>
      ),
    },
  ];

  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListFailed onRetry={() => void query.refetch()} />;
  const items = query.data.items;
  return (
    <>
      <p className="whk-hint">{t('endpoints.count', { count: items.length, max: query.data.max })}</p>
      {items.length === 0 ? (
        <ListEmpty searching={false} emptyText={t('endpoints.empty')} />
      ) : (
        <div className="whk-table-wrap">
          <ListTable
            caption={t('endpoints.caption')}
            items={items}
            columns={columns}
            rowKey={(e) => e.endpointId}
            className="bulletin-table whk-table"
          />
        </div>
      )}
    </>
  );
}

/** The delivery log: newest first, by status, with each delivery's tries and a replay. */
function DeliveryLog() {
  const { t } = useTranslation('webhooks');
  const { message } = useFeedback();
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const status = (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(extra[STATUS_KEY] ?? '')
    ? (extra[STATUS_KEY] as TWebhookDeliveryStatus)
    : undefined;
  const query = useWebhookDeliveries({ pageNumber: state.pageNumber, pageSize: state.pageSize, status });
  const replay = useReplayWebhookDelivery();
  const resend = async (d: TWebhookDelivery) => {
    try {
      await replay.mutateAsync(d.deliveryId);
      void message.success(t('log.replayDone'));
    } catch (err) {
      void message.error(errorTextOf(err, t('common:error.api')));
    }
  };

  const columns: ListColumn<TWebhookDelivery>[] = [
    {
      key: 'time',
      header: t('log.time'),
      className: 'col-whk-time',
      dataLabel: () => t('log.time'),
      cell: (d) => formatDateTime(d.createdAt),
    },
    {
      key: 'event',
      header: t('log.event'),
      className: 'col-whk-event',
      cell: (d) => (
        <>
          <div>
            {d.eventLabel} {d.replay && <StatusTag tone="blue">{t('log.replayed')}</StatusTag>}
          </div>
          <code className="whk-hint">{d.eventId}</code>
        </>
      ),
    },
    {
      key: 'endpoint',
      header: t('log.endpoint'),
      className: 'col-whk-endpoint',
      dataLabel: () => t('log.endpoint'),
      cell: (d) => <span className="whk-url">{d.endpointUrl}</span>,
    },
    {
      key: 'status',
      header: t('log.status'),
      className: 'col-whk-status',
      cell: (d) => (
        <>
          <StatusTag tone={DELIVERY_TONE[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status][lang]}</StatusTag>
          {d.nextAttemptAt && d.attempts > 0 && (
            <div className="whk-hint">{t('log.nextTry', { date: formatDateTime(d.nextAttemptAt) })}</div>
          )}
        </>
      ),
    },
    {
      key: 'tries',
      header: t('log.tries'),
      className: 'col-whk-tries',
      dataLabel: () => t('log.tries'),
      cell: (d) => <Tries delivery={d} />,
    },
    {
      key: 'actions',
      header: t('log.actions'),
      className: 'col-whk-actions',
      cell: (d) => (
        <Button size="small" onClick={() => void resend(d)} aria-label={t('log.replayFor', { id: d.eventId, url: d.endpointUrl })}>
          {t('log.replay')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="whk-toolbar">
        <FilterTabs<TWebhookDeliveryStatus>
          label={t('log.filter')}
          allLabel={t('log.all')}
          value={status}
          options={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATUS_LABELS[s][lang] }))}
          onChange={(v) => setExtra(STATUS_KEY, v)}
        />
        <ListCount totalCount={query.data?.totalCount} />
      </div>
      <ListView query={query} state={state} onChange={update} searching={false} emptyText={t('log.empty')}>
        {(page) => (
          <div className="whk-table-wrap">
            <ListTable
              caption={t('log.caption')}
              items={page.items}
              columns={columns}
              rowKey={(d) => d.deliveryId}
              className="bulletin-table whk-table"
            />
          </div>
        )}
      </ListView>
    </>
  );
}

/**
 * Webhooks (/mypage/webhooks): the company's endpoints for its signed events (add one and see its secret once, test,
 * rotate the secret, turn off, delete after a confirmation) and the delivery log with each try and a replay.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<TWebhookEndpointWithSecret | null>(null);
  return (
    <PageFrame
      title={t('page.title')}
      lead={t('page.lead')}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('create.button')}
        </Button>
      }
    >
      <Alert type="info" showIcon className="whk-note" title={t('page.noteTitle')} description={t('page.note')} />
      <section aria-labelledby="whk-endpoints" className="whk-section">
        <h2 id="whk-endpoints" className="whk-heading">
          {t('endpoints.title')}
        </h2>
        <EndpointList onSecret={setSecret} />
      </section>
      <section aria-labelledby="whk-log" className="whk-section">
        <h2 id="whk-log" className="whk-heading">
          {t('log.title')}
        </h2>
        <DeliveryLog />
      </section>
      <CreateEndpointDialog open={creating} onClose={() => setCreating(false)} />
      {secret && <SecretDialog endpoint={secret} rotated onClose={() => setSecret(null)} />}
    </PageFrame>
  );
}
