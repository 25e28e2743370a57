import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

/** /login/auth-password-error: 5 or more consecutive wrong passwords; a password reset is needed. */
export default function AuthPasswordErrorPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  return (
    <AuthFrame
      icon={<LockOutlined />}
      title={t('passwordError.title')}
      lead={
        <>
          <p>{t('passwordError.lead1')}</p>
          <p>{t('passwordError.lead2')}</p>
        </>
      }
    >
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate('/login')}>{t('action.toLogin')}</Button>
        <Button type="primary" onClick={() => navigate('/login/reset-password')}>
          {t('action.resetPassword')}
        </Button>
      </div>
    </AuthFrame>
  );
}
