import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResendConfirmEmail } from '../api/resend-confirm-email';
import { AuthFrame } from '../components/auth-frame';
import { fieldRules } from '../components/field-rules';
import { resendFailureText } from '../components/resend';
import { useKnownEmail } from '../components/use-known-email';

/** /login/auth-email-uncertified: the e-mail is not verified yet; the confirmation mail can be sent again. */
export default function AuthEmailUncertifiedPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const known = useKnownEmail();
  const resend = useResendConfirmEmail();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const onResend = async ({ loginEmail }: { loginEmail: string }) => {
    setResult(null);
    try {
      const answer = await resend.mutateAsync({ loginEmail: loginEmail.trim().toLowerCase() });
      setResult({ type: 'success', text: t('resend.sent', { email: answer.maskedEmail }) });
    } catch (err) {
      setResult({ type: 'error', text: resendFailureText(t, err) });
    }
  };

  return (
    <AuthFrame
      icon={<MailOutlined />}
      title={t('uncertified.title')}
      lead={
        <>
          <p>{t('uncertified.lead1')}</p>
          <p>{t('uncertified.lead2')}</p>
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
      <Form noValidate layout="vertical" requiredMark={false} initialValues={{ loginEmail: known }} onFinish={onResend} name="resend">
        <Form.Item name="loginEmail" label={t('field.loginEmail')} rules={[rules.enter('loginEmail'), rules.email()]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <div className="auth-actions is-stretch">
          <Button onClick={() => navigate('/login')}>{t('action.toLogin')}</Button>
          <Button type="primary" htmlType="submit" loading={resend.isPending}>
            {t('resend.button')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
