import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { errorCodeOf, errorTextOf, fieldRules } from './field-rules';
import { PasswordRules } from './password-rules';

interface Values {
  loginSecretNo: string;
  newLoginSecretNo: string;
  newLoginSecretNoConfirm: string;
}

/**
 * Current (or temporary) password, new password with its rules beside it, and the confirmation.
 * Used by the temporary-password step of sign-in and by the change-password popup of my page.
 */
export function ChangePasswordForm({
  loginEmail,
  challengeToken,
  temporary = false,
  onDone,
  onCancel,
}: {
  loginEmail: string;
  challengeToken?: string;
  temporary?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const newPassword = Form.useWatch('newLoginSecretNo', form);
  const currentLabel = temporary ? 'temporaryPassword' : 'currentPassword';

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await change.mutateAsync({ ...values, challengeToken });
      onDone();
    } catch (err) {
      const code = errorCodeOf(err);
      const text = errorTextOf(err, t('common:error.api'));
      if (code === 'USR1N4002' || code === 'USR1N4010') form.setFields([{ name: 'loginSecretNo', errors: [text], value: '' }]);
      else if (code === 'USR1N4001' || code === 'USR1N4013' || code === 'USR1N4009')
        form.setFields([{ name: 'newLoginSecretNo', errors: [text] }]);
      else if (code === 'USR1N4003') form.setFields([{ name: 'newLoginSecretNoConfirm', errors: [text] }]);
      else setError(text);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="change-password">
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <input type="text" name="username" autoComplete="username" value={loginEmail} readOnly hidden />
      <Form.Item name="loginSecretNo" label={t(`field.${currentLabel}`)} rules={[rules.enter(currentLabel)]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="newLoginSecretNo"
        label={t('field.newPassword')}
        rules={[rules.enter('newPassword'), rules.password(() => loginEmail)]}
        extra={<PasswordRules value={newPassword} loginEmail={loginEmail} id="new-password-rules" />}
      >
        <Input.Password autoComplete="new-password" aria-describedby="new-password-rules" />
      </Form.Item>
      <Form.Item
        name="newLoginSecretNoConfirm"
        label={t('field.newPasswordConfirm')}
        dependencies={['newLoginSecretNo']}
        rules={[rules.enter('newPasswordConfirm'), rules.sameAs(() => form.getFieldValue('newLoginSecretNo'))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="auth-actions is-stretch">
        {onCancel && <Button onClick={onCancel}>{t('action.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('changePassword.submit')}
        </Button>
      </div>
    </Form>
  );
}
