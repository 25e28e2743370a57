import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResendConfirmEmail } from '../api/resend-confirm-email';
import { AuthFrame } from '../components/auth-frame';
import { errorCodeOf, fieldRules } from '../components/field-rules';
import { resendFailureText } from '../components/resend';
import { useKnownEmail } from '../components/use-known-email';

/**
 * /user/user-auth-failed: the confirmation link is invalid or has expired. A new mail is sent from
 * the link's token, or by login e-mail when the page has no token.
 */
export default function UserAuthFailedPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const known = useKnownEmail();
  const resend = useResendConfirmEmail();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const send = async (by: { token: string } | { loginEmail: string }) => {
    setResult(null);
    try {
      const answer = await resend.mutateAsync(by);
      setResult({ type: 'success', text: t('resend.sent', { email: answer.maskedEmail }) });
    } catch (err) {
      if (errorCodeOf(err) === 'USR1N4012') {
        navigate('/user/user-auth-completed', { replace: true });
        return;
      }
      setResult({ type: 'error', text: resendFailureText(t, err) });
    }
  };

  return (
    <AuthFrame
      icon={<ExclamationCircleOutlined />}
      title={t('authFailed.title')}
      lead={
        <>
          <p>{t('authFailed.lead1')}</p>
          <p>{t('authFailed.lead2')}</p>
        </>
      }
    >
      {result && (
        <Alert
          type={result.type}
          showIcon
          title={result.text}
          role={result.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 16 }}
        />
      )}
      {token ? (
        <div className="auth-actions is-stretch">
          <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>
          <Button type="primary" loading={resend.isPending} onClick={() => send({ token })}>
            {t('resend.button')}
          </Button>
        </div>
      ) : (
        <Form
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={{ loginEmail: known }}
          onFinish={(v: { loginEmail: string }) => send({ loginEmail: v.loginEmail.trim().toLowerCase() })}
        >
          <Form.Item name="loginEmail" label={t('field.loginEmail')} rules={[rules.enter('loginEmail'), rules.email()]}>
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <div className="auth-actions is-stretch">
            <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>
            <Button type="primary" htmlType="submit" loading={resend.isPending}>
              {t('resend.button')}
            </Button>
          </div>
        </Form>
      )}
    </AuthFrame>
  );
}
