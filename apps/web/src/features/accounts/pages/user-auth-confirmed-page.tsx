import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthFrame } from '../components/auth-frame';
import { errorCodeOf } from '../components/field-rules';

/**
 * /user/user-auth-confirmed?token=: the link of the confirmation mail. Confirms the address and says
 * what comes next; an address confirmed before opens /user/user-auth-completed, a bad or expired link
 * /user/user-auth-failed (with the resend).
 */
export default function UserAuthConfirmedPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail(token);

  if (!token) return <Navigate to="/user/user-auth-failed" replace />;
  if (confirm.isError) {
    const code = errorCodeOf(confirm.error);
    return <Navigate to={`/user/user-auth-failed?token=${encodeURIComponent(token)}`} replace state={{ errorCode: code }} />;
  }
  if (confirm.data?.result === 'ALREADY_CONFIRMED') {
    return (
      <Navigate to="/user/user-auth-completed" replace state={{ maskedEmail: confirm.data.maskedEmail, status: confirm.data.status }} />
    );
  }
  if (!confirm.data) {
    return (
      <AuthFrame title={t('authConfirmed.checking')}>
        <div style={{ textAlign: 'center', padding: 24 }} role="status">
          <Spin aria-label={t('authConfirmed.checking')} />
        </div>
      </AuthFrame>
    );
  }
  const active = confirm.data.status === 'ACTIVE';
  return (
    <AuthFrame icon={<CheckCircleOutlined />} title={t('authConfirmed.title')}>
      <div className="auth-highlight">{confirm.data.maskedEmail}</div>
      <div className="auth-lead">
        <p>{t('authConfirmed.lead')}</p>
        <p>{active ? t('authConfirmed.canSignIn') : t('authConfirmed.waitApproval')}</p>
      </div>
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>
        {active && (
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('action.toLogin')}
          </Button>
        )}
      </div>
    </AuthFrame>
  );
}
