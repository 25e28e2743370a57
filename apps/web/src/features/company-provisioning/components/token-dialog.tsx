import { SCIM_TOKEN_NAME_MAX, type TScimTokenCreated } from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from '../../../components/secret-reveal';
import { ApiError } from '../../../lib/api';
import { useCreateScimToken } from '../api/scim-tokens';

/** The token just made, shown this once with the service's address (the kit's SecretReveal, with its copy button). */
export function TokenShownOnce({ created, onClose }: { created: TScimTokenCreated; onClose: () => void }) {
  const { t } = useTranslation('company-provisioning');
  return (
    <Modal
      open
      title={t('secret.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
      destroyOnHidden
    >
      <p className="scim-hint">{t('secret.baseUrl', { url: created.baseUrl })}</p>
      <SecretReveal
        label={t('secret.label', { name: created.name })}
        value={created.token}
        warningTitle={t('secret.warningTitle')}
        warning={t('secret.warning')}
      />
    </Modal>
  );
}

/** The dialog that makes a token (its name), then shows it once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('company-provisioning');
  const create = useCreateScimToken();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  const submit = async ({ name }: { name: string }) => {
    try {
      setCreated(await create.mutateAsync({ name: name.trim() }));
    } catch (err) {
      form.setFields([{ name: 'name', errors: [err instanceof ApiError && err.message ? err.message : t('common:error.api')] }]);
    }
  };
  if (created && open) return <TokenShownOnce created={created} onClose={close} />;
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
      <Form<{ name: string }>
        noValidate
        form={form}
        layout="vertical"
        name="create-scim-token"
        initialValues={{ name: '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label={t('tokens.name')}
          extra={t('create.nameHint')}
          rules={[
            { required: true, whitespace: true, message: t('create.nameEmpty') },
            { max: SCIM_TOKEN_NAME_MAX, message: t('create.nameTooLong', { max: SCIM_TOKEN_NAME_MAX }) },
          ]}
        >
          <Input maxLength={SCIM_TOKEN_NAME_MAX} showCount autoComplete="off" autoFocus placeholder={t('create.namePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
