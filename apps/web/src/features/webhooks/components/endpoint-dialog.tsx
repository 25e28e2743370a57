import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type TWebhookEndpointWithSecret,
  type TWebhookEventType,
  webhookUrlProblem,
} from '@portal/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from '../../../components/secret-reveal';
import { ApiError } from '../../../lib/api';
import { errorTextOf } from '../../../components/form/field-rules';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateWebhookEndpoint } from '../api/endpoints';
import { fieldOfError } from './webhook-model';

interface Values {
  url: string;
  description: string;
  eventTypes: TWebhookEventType[];
}

/**
 * The event types as a named group of check boxes. The form item's aria-required and aria-invalid are not passed on: a
 * group may not carry them (axe aria-allowed-attr); the message below the group says what is missing.
 */
function EventChoice({
  label,
  lang,
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
}: {
  label: string;
  lang: 'ko' | 'en';
  id?: string;
  value?: TWebhookEventType[];
  onChange?: (v: TWebhookEventType[]) => void;
  'aria-describedby'?: string;
}) {
  return (
    <div id={id} role="group" aria-label={label} aria-describedby={describedBy}>
      <Checkbox.Group
        className="whk-events"
        value={value}
        onChange={(v) => onChange?.(v as TWebhookEventType[])}
        options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENT_LABELS[type][lang] }))}
      />
    </div>
  );
}

/** The secret of an endpoint just made or rotated, shown this once (the kit's SecretReveal). */
export function SecretDialog({
  endpoint,
  rotated,
  onClose,
}: {
  endpoint: TWebhookEndpointWithSecret;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open
      title={rotated ? t('secret.rotatedTitle') : t('secret.createdTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
      destroyOnHidden
    >
      <SecretReveal
        label={t('secret.label', { url: endpoint.url })}
        value={endpoint.secret}
        warningTitle={t('secret.warningTitle')}
        warning={t('secret.warning')}
      />
      {endpoint.previousSecretExpiresAt && (
        <p className="whk-hint">{t('secret.overlap', { date: formatDateTime(endpoint.previousSecretExpiresAt) })}</p>
      )}
    </Modal>
  );
}

/** The dialog that registers an endpoint (address, description, events), then shows its secret once. */
export function CreateEndpointDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const lang = currentLanguage();
  const create = useCreateWebhookEndpoint();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<TWebhookEndpointWithSecret | null>(null);

  const close = () => {
    setCreated(null);
    onClose();
  };
  const submit = async (values: Values) => {
    try {
      setCreated(
        await create.mutateAsync({ url: values.url.trim(), description: values.description?.trim() ?? '', eventTypes: values.eventTypes }),
      );
    } catch (err) {
      const text = errorTextOf(err, t('common:error.api'));
      form.setFields([{ name: err instanceof ApiError ? fieldOfError(err.errorCode) : 'url', errors: [text] }]);
    }
  };
  const urlMessages = {
    empty: t('create.urlEmpty'),
    tooLong: t('create.urlTooLong', { max: WEBHOOK_URL_MAX }),
    invalid: t('create.urlInvalid'),
    http: t('create.urlHttp'),
  };

  if (created && open) return <SecretDialog endpoint={created} rotated={false} onClose={close} />;

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
      <Form<Values>
        noValidate
        form={form}
        layout="vertical"
        name="create-webhook-endpoint"
        initialValues={{ url: '', description: '', eventTypes: [] }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="url"
          label={t('endpoints.url')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = webhookUrlProblem(value ?? '');
                if (problem) throw new Error(urlMessages[problem]);
              },
            },
          ]}
        >
          <Input inputMode="url" autoComplete="off" placeholder={t('create.urlPlaceholder')} maxLength={WEBHOOK_URL_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('endpoints.description')} extra={t('create.descriptionHint')}>
          <Input maxLength={WEBHOOK_DESCRIPTION_MAX} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label={t('endpoints.events')}
          rules={[{ type: 'array', min: 1, required: true, message: t('create.eventsRequired') }]}
        >
          <EventChoice label={t('endpoints.events')} lang={lang} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
