import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

/**
 * /login/reset-password-completed: the same words whether or not the address is registered
 * (no account enumeration): a temporary password is on its way if it is.
 */
export default function ResetPasswordCompletedPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const sent = useLocation().state as { maskedEmail?: string; validMinutes?: number } | null;
  return (
    <AuthFrame
      icon={<MailOutlined />}
      title={t('resetDone.title')}
      lead={
        <>
          <p>{sent?.maskedEmail ? t('resetDone.leadTo', { email: sent.maskedEmail }) : t('resetDone.lead1')}</p>
          <p>{t('resetDone.lead2', { minutes: sent?.validMinutes ?? 30 })}</p>
          <p>{t('resetDone.lead3')}</p>
        </>
      }
    >
      <div className="auth-actions is-stretch">
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('action.toLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
