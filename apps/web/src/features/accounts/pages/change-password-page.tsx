import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../components/auth-frame';
import { ChangePasswordForm } from '../components/change-password-form';
import { returnQuery, safeReturnUrl } from '../session-flow';

/**
 * /login/change-password: after signing in with a temporary password (password and OTP steps done),
 * the member sets a new password, then signs in again. Reached only from the sign-in flow.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const state = useLocation().state as { challengeToken?: string; loginEmail?: string } | null;
  if (!state?.challengeToken || !state.loginEmail) return <Navigate to="/login" replace />;
  return (
    <AuthFrame
      icon={<KeyOutlined />}
      title={t('tempPassword.title')}
      lead={
        <>
          <p>{t('tempPassword.lead1')}</p>
          <p>{t('tempPassword.lead2')}</p>
        </>
      }
    >
      <ChangePasswordForm
        temporary
        loginEmail={state.loginEmail}
        challengeToken={state.challengeToken}
        onDone={() => navigate('/login' + returnQuery(returnUrl), { replace: true, state: { notice: 'passwordChanged' } })}
        onCancel={() => navigate('/login', { replace: true })}
      />
    </AuthFrame>
  );
}
