import { PASSKEY_MAX, PASSKEY_NAME_MAX, type TPasskey } from '@portal/contract';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { startPasskeyRegistration, usePasskeys, useRegisterPasskey, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { errorCodeOf, errorTextOf, fieldRules } from './field-rules';
import { createPasskey, PasskeyError, supportsPasskeys } from './webauthn';

interface AddValues {
  name: string;
  loginSecretNo: string;
}

/** The text for a browser-side problem (no WebAuthn, cancelled, registered already, other). */
export function usePasskeyProblemText() {
  const { t } = useTranslation('accounts');
  return (err: unknown, fallback: string) =>
    err instanceof PasskeyError ? t(`passkeys.problem.${err.problem}`) : errorTextOf(err, fallback);
}

/** Adding a passkey: a name and the password again, then the browser's prompt. */
function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const { message } = App.useApp();
  const problemText = usePasskeyProblemText();
  const register = useRegisterPasskey();
  const [form] = Form.useForm<AddValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ name, loginSecretNo }: AddValues) => {
    setError(null);
    setBusy(true);
    try {
      const { options } = await startPasskeyRegistration(loginSecretNo);
      const credential = await createPasskey(options);
      const added = await register.mutateAsync({ name: name.trim(), credential });
      void message.success(t('passkeys.added', { name: added.name }));
      onClose();
    } catch (err) {
      form.setFieldValue('loginSecretNo', '');
      if (errorCodeOf(err) === 'USR1N4002')
        form.setFields([{ name: 'loginSecretNo', errors: [errorTextOf(err, t('errors.wrongPassword'))] }]);
      else setError(problemText(err, t('common:error.api')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('passkeys.addTitle')}
      okText={t('passkeys.addOk')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <p className="field-hint">{t('passkeys.addLead')}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<AddValues> noValidate form={form} layout="vertical" name="add-passkey" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="name"
          label={t('passkeys.name')}
          extra={t('passkeys.nameHint')}
          rules={[
            { required: true, whitespace: true, message: t('common:validation.enter', { item: t('passkeys.name') }) },
            { max: PASSKEY_NAME_MAX, message: t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX }) },
          ]}
        >
          <Input maxLength={PASSKEY_NAME_MAX} showCount autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]} extra={t('passkeys.passwordHint')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {/* Enter in a field submits the form (the dialog's own button sits outside it). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/** Renaming a passkey. */
function RenameDialog({ passkey, onClose }: { passkey: TPasskey | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const rename = useRenamePasskey();
  const [form] = Form.useForm<{ name: string }>();
  const submit = async ({ name }: { name: string }) => {
    if (!passkey) return;
    try {
      const renamed = await rename.mutateAsync({ passkeyId: passkey.passkeyId, name: name.trim() });
      void message.success(t('passkeys.renamed', { name: renamed.name }));
      onClose();
    } catch (err) {
      form.setFields([{ name: 'name', errors: [errorTextOf(err, t('common:error.api'))] }]);
    }
  };
  return (
    <Modal
      open={!!passkey}
      title={t('passkeys.renameTitle')}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: rename.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        noValidate
        form={form}
        layout="vertical"
        name="rename-passkey"
        requiredMark={false}
        initialValues={{ name: passkey?.name }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label={t('passkeys.name')}
          rules={[
            { required: true, whitespace: true, message: t('common:validation.enter', { item: t('passkeys.name') }) },
            { max: PASSKEY_NAME_MAX, message: t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX }) },
          ]}
        >
          <Input maxLength={PASSKEY_NAME_MAX} showCount autoComplete="off" autoFocus />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/**
 * The passkeys of the member's page: the list (name, added, last used), add one after the password, rename, and
 * remove after a confirmation. The authenticator code stays as the recovery factor (decision 056).
 */
export function PasskeysSection() {
  const { t } = useTranslation('accounts');
  const { message, modal } = App.useApp();
  const query = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<TPasskey | null>(null);
  const supported = supportsPasskeys();
  const items = query.data?.items ?? [];

  const confirmRemove = (p: TPasskey) =>
    modal.confirm({
      title: t('passkeys.removeTitle', { name: p.name }),
      content: t('passkeys.removeText'),
      okText: t('passkeys.remove'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(p.passkeyId);
          void message.success(t('passkeys.removed', { name: p.name }));
        } catch (err) {
          void message.error(errorTextOf(err, t('common:error.api')));
        }
      },
    });

  return (
    <section aria-labelledby="passkeys-title" className="passkeys-section">
      <div className="passkeys-head">
        <h2 id="passkeys-title" className="form-section-title">
          {t('passkeys.title')}
        </h2>
        <Button onClick={() => setAdding(true)} disabled={!supported || items.length >= PASSKEY_MAX || query.isLoading}>
          {t('passkeys.add')}
        </Button>
      </div>
      <p className="field-hint">{t('passkeys.lead')}</p>
      {!supported && <Alert type="warning" showIcon title={t('passkeys.problem.unsupported')} style={{ marginBottom: 12 }} />}
      {query.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {query.isError && <Alert type="error" showIcon title={errorTextOf(query.error, t('common:error.api'))} />}
      {query.data && !items.length && <p className="passkeys-empty">{t('passkeys.empty')}</p>}
      {items.length > 0 && (
        <ul className="passkeys-list" aria-label={t('passkeys.title')}>
          {items.map((p) => (
            <li key={p.passkeyId} className="passkeys-item">
              <div>
                <div className="passkeys-name">{p.name}</div>
                <div className="field-hint">
                  {t('passkeys.addedAt', { at: formatDateTime(p.createdAt) })} ·{' '}
                  {p.lastUsedAt ? t('passkeys.lastUsedAt', { at: formatDateTime(p.lastUsedAt) }) : t('passkeys.neverUsed')}
                </div>
              </div>
              <div className="passkeys-actions">
                <Button size="small" onClick={() => setRenaming(p)} aria-label={t('passkeys.renameFor', { name: p.name })}>
                  {t('passkeys.rename')}
                </Button>
                <Button size="small" danger onClick={() => confirmRemove(p)} aria-label={t('passkeys.removeFor', { name: p.name })}>
                  {t('passkeys.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
    </section>
  );
}
