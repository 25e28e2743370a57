import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TFindEmailRequest } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFindEmail } from '../api/find-email';
import { AuthFrame } from '../components/auth-frame';
import { errorTextOf, fieldRules } from '../components/field-rules';
import { NameFields } from '../components/name-fields';

/** /login/find-id: the member's name and phone find their login e-mail (shown masked). */
export default function FindIdPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const find = useFindEmail();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: TFindEmailRequest) => {
    setError(null);
    try {
      const answer = await find.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        telephoneNumber: values.telephoneNumber.trim(),
      });
      navigate('/login/find-id-result', { state: { items: answer.items } });
    } catch (err) {
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  return (
    <AuthFrame title={t('findId.title')} lead={<p>{t('findId.lead')}</p>}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form layout="vertical" requiredMark={false} onFinish={onFinish} name="find-id">
        <NameFields />
        <Form.Item
          name="telephoneNumber"
          label={t('field.telephoneNumber')}
          rules={[rules.enter('telephoneNumber'), rules.phone()]}
          extra={t('hint.phone')}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+82-2-100-1234" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={find.isPending}>
          {t('findId.submit')}
        </Button>
      </Form>
      <nav className="auth-links" aria-label={t('login.helpLinks')}>
        <Link to="/login">{t('action.toLogin')}</Link>
        <Link to="/login/reset-password">{t('login.resetPassword')}</Link>
      </nav>
    </AuthFrame>
  );
}
