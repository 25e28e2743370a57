import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginEmail as storedLoginEmail } from '../../../lib/tokens';
import { useResetDormant } from '../api/reset-dormant';
import { AuthFrame } from '../components/auth-frame';
import { errorCodeOf, errorTextOf, fieldRules } from '../components/field-rules';
import { useKnownEmail } from '../components/use-known-email';
import { returnQuery, safeReturnUrl } from '../session-flow';

/** /login/auth-dormant-user: a dormant account is reactivated by entering its password; then sign in. */
export default function AuthDormantUserPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const known = useKnownEmail();
  const reset = useResetDormant();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ loginEmail: string; loginSecretNo: string }>();

  const onFinish = async (values: { loginEmail: string; loginSecretNo: string }) => {
    setError(null);
    const email = values.loginEmail.trim().toLowerCase();
    try {
      await reset.mutateAsync({ loginEmail: email, loginSecretNo: values.loginSecretNo });
      storedLoginEmail.set(email);
      navigate('/login' + returnQuery(returnUrl), { replace: true, state: { notice: 'reactivated' } });
    } catch (err) {
      if (errorCodeOf(err) === 'ATH1N4013') {
        navigate('/login/auth-password-error', { state: { loginEmail: email } });
        return;
      }
      form.setFieldValue('loginSecretNo', '');
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  return (
    <AuthFrame
      icon={<ClockCircleOutlined />}
      title={t('dormant.title')}
      lead={
        <>
          <p>{t('dormant.lead1')}</p>
          <p>{t('dormant.lead2')}</p>
        </>
      }
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ loginEmail: known }}
        onFinish={onFinish}
        name="reactivate"
      >
        <Form.Item name="loginEmail" label={t('field.loginEmail')} rules={[rules.enter('loginEmail'), rules.email()]}>
          <Input type="email" autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]}>
          <Input.Password autoComplete="current-password" autoFocus={!!known} />
        </Form.Item>
        <div className="auth-actions is-stretch">
          <Button onClick={() => navigate('/login')}>{t('action.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={reset.isPending}>
            {t('dormant.submit')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
