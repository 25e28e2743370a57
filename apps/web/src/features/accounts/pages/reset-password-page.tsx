import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginEmail as storedLoginEmail } from '../../../lib/tokens';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { errorTextOf, fieldRules } from '../components/field-rules';
import { useKnownEmail } from '../components/use-known-email';

/** /login/reset-password: a temporary password is mailed (the same answer for every address). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const known = useKnownEmail();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ loginEmail }: { loginEmail: string }) => {
    setError(null);
    const email = loginEmail.trim().toLowerCase();
    try {
      const answer = await reset.mutateAsync({ loginEmail: email });
      storedLoginEmail.set(email);
      navigate('/login/reset-password-completed', {
        replace: true,
        state: { maskedEmail: answer.maskedEmail, validMinutes: answer.validMinutes },
      });
    } catch (err) {
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  return (
    <AuthFrame
      title={t('resetPassword.title')}
      lead={
        <>
          <p>{t('resetPassword.lead1')}</p>
          <p>{t('resetPassword.lead2')}</p>
        </>
      }
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        noValidate
        layout="vertical"
        requiredMark={false}
        initialValues={{ loginEmail: known }}
        onFinish={onFinish}
        name="reset-password"
      >
        <Form.Item name="loginEmail" label={t('field.loginEmail')} rules={[rules.enter('loginEmail'), rules.email()]}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
      <nav className="auth-links" aria-label={t('login.helpLinks')}>
        <Link to="/login">{t('action.toLogin')}</Link>
        <Link to="/login/find-id">{t('login.findId')}</Link>
      </nav>
    </AuthFrame>
  );
}
