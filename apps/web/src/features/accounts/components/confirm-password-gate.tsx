import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmPassword } from '../api/confirm-password';
import { errorTextOf, fieldRules } from './field-rules';

/** The password check shown before member information opens. */
export function ConfirmPasswordGate({ userId, loginEmail, onConfirmed }: { userId: number; loginEmail: string; onConfirmed: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const [form] = Form.useForm<{ loginSecretNo: string }>();
  const [error, setError] = useState<string | null>(null);
  const check = useConfirmPassword(userId);
  const onFinish = async ({ loginSecretNo }: { loginSecretNo: string }) => {
    setError(null);
    try {
      const answer = await check.mutateAsync(loginSecretNo);
      if (answer.confirmedYn === 'Y') onConfirmed();
      else setError(t('errors.wrongPassword'));
    } catch (err) {
      form.setFieldValue('loginSecretNo', '');
      setError(errorTextOf(err, t('common:error.api')));
    }
  };
  return (
    <div style={{ maxWidth: 420, margin: '0 auto' }}>
      <p>{t('memberInfo.confirmLead')}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="confirm-password">
        <Form.Item label={t('field.loginEmail')} htmlFor="confirm-password-login-email">
          <Input id="confirm-password-login-email" value={loginEmail} readOnly autoComplete="username" />
        </Form.Item>
        <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={check.isPending}>
          {t('action.confirm')}
        </Button>
      </Form>
    </div>
  );
}
