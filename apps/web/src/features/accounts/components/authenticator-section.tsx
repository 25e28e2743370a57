import type { TAuthenticatorChangeStartResponse } from '@portal/contract';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAuthenticatorChange, startAuthenticatorChange } from '../api/change-authenticator';
import { errorCodeOf, errorTextOf, fieldRules } from './field-rules';
import { OtpStep } from './otp-step';

/**
 * Changing the authenticator app (decision 055): the password again, then the new key (QR image or manual key) and a
 * code from the new app. The old app's codes stop at once; the member is told by mail.
 */
function ChangeAuthenticatorDialog({ userId, open, onClose }: { userId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ loginSecretNo: string }>();
  const [change, setChange] = useState<TAuthenticatorChangeStartResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setChange(null);
    setError(null);
    onClose();
  };

  const start = async ({ loginSecretNo }: { loginSecretNo: string }) => {
    setError(null);
    setBusy(true);
    try {
      setChange(await startAuthenticatorChange(userId, loginSecretNo));
    } catch (err) {
      form.setFieldValue('loginSecretNo', '');
      if (errorCodeOf(err) === 'USR1N4002')
        form.setFields([{ name: 'loginSecretNo', errors: [errorTextOf(err, t('errors.wrongPassword'))] }]);
      else setError(errorTextOf(err, t('common:error.api')));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (otpCode: string) => {
    if (!change) return;
    setError(null);
    setBusy(true);
    try {
      await confirmAuthenticatorChange(userId, { changeToken: change.changeToken, otpCode });
      void message.success(t('authenticator.changed'));
      close();
    } catch (err) {
      setError(errorTextOf(err, t('common:error.api')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('authenticator.changeTitle')} onCancel={close} footer={null} destroyOnHidden mask={{ closable: false }}>
      {!change ? (
        <>
          <p className="field-hint">{t('authenticator.changeLead')}</p>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form<{ loginSecretNo: string }>
            noValidate
            form={form}
            layout="vertical"
            name="change-authenticator"
            requiredMark={false}
            onFinish={(v) => void start(v)}
          >
            <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]}>
              <Input.Password autoComplete="current-password" autoFocus />
            </Form.Item>
            <div className="auth-actions is-stretch">
              <Button onClick={close}>{t('action.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('authenticator.next')}
              </Button>
            </div>
          </Form>
        </>
      ) : (
        <OtpStep
          enrol
          enrolment={change}
          enrolmentLoading={false}
          submitting={busy}
          error={error}
          onSubmit={(code) => void confirm(code)}
          onBack={() => {
            setChange(null);
            setError(null);
          }}
        />
      )}
    </Modal>
  );
}

/** The authenticator app of the member's page: what it is for, and the change (password, new key, a first code). */
export function AuthenticatorSection({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="authenticator-title" className="passkeys-section">
      <div className="passkeys-head">
        <h2 id="authenticator-title" className="form-section-title">
          {t('authenticator.title')}
        </h2>
        <Button onClick={() => setOpen(true)}>{t('authenticator.change')}</Button>
      </div>
      <p className="field-hint">{t('authenticator.lead')}</p>
      <ChangeAuthenticatorDialog userId={userId} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
