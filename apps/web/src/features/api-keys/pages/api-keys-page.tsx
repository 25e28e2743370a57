import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_STATUS_LABELS,
  REPORTING_API_PREFIX,
  formatKoreaDate,
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyStatus,
} from '@portal/contract';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../components/filter-tabs';
import { formRules } from '../../../components/form/field-rules';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { SecretReveal } from '../../../components/secret-reveal';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateApiKey } from '../api/create-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { useApiKeys } from '../api/search-api-keys';
import { expiryBounds, fieldOfError, isExpiryAllowed } from '../components/api-key-model';
import '../api-keys.css';

const DATE = 'YYYY-MM-DD';
const SHOW_KEY = 'show';
const EXTRA_KEYS = [SHOW_KEY];
type Show = 'active';
const STATUS_TONE: Record<TApiKeyStatus, StatusTone> = { ACTIVE: 'green', EXPIRED: 'grey', REVOKED: 'red' };

/** Today in Korea (the server decides by the same calendar). */
const koreaToday = () => formatKoreaDate(Date.now());

interface CreateValues {
  name: string;
  expiresOn: Dayjs;
}

/** The dialog that makes a key, then shows it this once with a copy button and a warning. */
function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const rules = formRules(t);
  const create = useCreateApiKey();
  const [form] = Form.useForm<CreateValues>();
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const today = koreaToday();
  const { defaultDay, lastDay: maxDate } = expiryBounds(today);

  const close = () => {
    setCreated(null);
    onClose();
  };
  const submit = async (values: CreateValues) => {
    try {
      setCreated(await create.mutateAsync({ name: values.name.trim(), expiresOn: values.expiresOn.format(DATE) }));
    } catch (err) {
      const text = err instanceof ApiError && err.message ? err.message : t('common:error.api');
      const field = err instanceof ApiError ? fieldOfError(err.errorCode) : 'name';
      form.setFields([{ name: field, errors: [text] }]);
    }
  };

  if (created)
    return (
      <Modal
        open={open}
        title={t('created.title')}
        onCancel={close}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={close}>
            {t('created.done')}
          </Button>
        }
        destroyOnHidden
      >
        <SecretReveal
          label={t('created.keyLabel', { name: created.name })}
          value={created.apiKey}
          warningTitle={t('created.warningTitle')}
          warning={t('created.warning')}
        />
        <p className="apk-hint">{t('created.expires', { date: created.expiresOn })}</p>
        <p className="apk-hint">{t('created.usage', { prefix: REPORTING_API_PREFIX })}</p>
      </Modal>
    );

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.ok')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p className="ws-lead">{t('create.lead')}</p>
      <Form<CreateValues>
        noValidate
        form={form}
        layout="vertical"
        name="create-api-key"
        initialValues={{ expiresOn: dayjs(defaultDay) }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          extra={t('create.nameHint')}
          rules={[rules.enter(t('field.name')), { max: API_KEY_NAME_MAX, message: t('create.nameTooLong', { max: API_KEY_NAME_MAX }) }]}
        >
          <Input maxLength={API_KEY_NAME_MAX} showCount autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="expiresOn"
          label={t('field.expiresOn')}
          extra={t('create.expiryHint', { days: API_KEY_DEFAULT_DAYS, maxDate })}
          rules={[{ required: true, message: t('create.expiryRequired') }]}
        >
          <DatePicker
            format={DATE}
            placeholder={DATE}
            className="apk-date"
            allowClear={false}
            disabledDate={(d) => !isExpiryAllowed(d.format(DATE), today)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * API keys (/mypage/api-keys): the caller's personal keys for the reporting API in the company of the session, with
 * when each was made, expires and was last used, and its status; make a key (shown once), revoke one after a
 * confirmation.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const { message, modal } = useFeedback();
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const show: Show | undefined = extra[SHOW_KEY] === 'active' ? 'active' : undefined;
  const query = useApiKeys({ pageNumber: state.pageNumber, pageSize: state.pageSize, activeOnly: show === 'active' || undefined });
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);

  const confirmRevoke = (key: TApiKey) =>
    modal.confirm({
      title: t('revoke.title', { name: key.name }),
      content: t('revoke.text', { prefix: key.keyPrefix }),
      okText: t('revoke.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(key.apiKeyId);
          void message.success(t('revoke.done', { name: key.name }));
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
        }
      },
    });

  const columns: ListColumn<TApiKey>[] = [
    {
      key: 'name',
      header: t('field.name'),
      className: 'col-apk-name',
      cell: (k) => (
        <>
          <div className="apk-name">{k.name}</div>
          <code className="apk-prefix">{k.keyPrefix}…</code>
        </>
      ),
    },
    {
      key: 'created',
      header: t('field.createdAt'),
      className: 'col-apk-date',
      dataLabel: () => t('field.createdAt'),
      cell: (k) => formatDate(k.createdAt),
    },
    {
      key: 'expires',
      header: t('field.expiresOn'),
      className: 'col-apk-date',
      dataLabel: () => t('field.expiresOn'),
      cell: (k) => k.expiresOn,
    },
    {
      key: 'lastUsed',
      header: t('field.lastUsedAt'),
      className: 'col-apk-used',
      dataLabel: () => t('field.lastUsedAt'),
      cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('list.neverUsed')),
    },
    {
      key: 'status',
      header: t('field.status'),
      className: 'col-apk-status',
      cell: (k) => <StatusTag tone={STATUS_TONE[k.status]}>{API_KEY_STATUS_LABELS[k.status][lang]}</StatusTag>,
    },
    {
      key: 'actions',
      header: t('field.actions'),
      className: 'col-apk-actions',
      cell: (k) =>
        k.status === 'ACTIVE' ? (
          <Button size="small" danger onClick={() => confirmRevoke(k)} aria-label={t('revoke.buttonFor', { name: k.name })}>
            {t('revoke.button')}
          </Button>
        ) : (
          <span className="apk-hint">{k.revokedAt ? t('list.revokedOn', { date: formatDate(k.revokedAt) }) : '-'}</span>
        ),
    },
  ];

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
      <Alert
        type="info"
        showIcon
        className="apk-note"
        message={t('page.noteTitle')}
        description={t('page.note', { prefix: REPORTING_API_PREFIX })}
      />
      <div className="apk-toolbar">
        <FilterTabs<Show>
          label={t('list.filter')}
          allLabel={t('list.all')}
          value={show}
          options={[{ value: 'active', label: t('list.activeOnly') }]}
          onChange={(v) => setExtra(SHOW_KEY, v)}
        />
      </div>
      <div className="list-toolbar-meta apk-meta">
        <ListCount totalCount={query.data?.totalCount} />
        <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ListView query={query} state={state} onChange={update} searching={false} emptyText={show ? t('list.emptyActive') : t('list.empty')}>
        {(page) => (
          <div className="apk-table-wrap">
            <ListTable
              caption={t('page.title')}
              items={page.items}
              columns={columns}
              rowKey={(k) => k.apiKeyId}
              className="bulletin-table apk-table"
            />
          </div>
        )}
      </ListView>
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
