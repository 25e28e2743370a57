import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import { ACCOUNT_LIFETIMES } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useResendConfirmEmail } from '../api/resend-confirm-email';
import { AuthFrame } from '../components/auth-frame';
import { JoinSteps } from '../components/join-steps';
import { resendFailureText } from '../components/resend';

/**
 * /user/user-join-complete: a self-registered member is told to confirm the address (with a resend);
 * an invited member may sign in at once.
 */
export default function JoinCompletePage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const state = useLocation().state as { loginEmail?: string; confirmationMailSentYn?: 'Y' | 'N' } | null;
  const resend = useResendConfirmEmail();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  if (!state?.loginEmail) return <Navigate to="/user/user-join-guide" replace />;
  const mailSent = state.confirmationMailSentYn === 'Y';

  const onResend = async () => {
    setResult(null);
    try {
      const answer = await resend.mutateAsync({ loginEmail: state.loginEmail! });
      setResult({ type: 'success', text: t('resend.sent', { email: answer.maskedEmail }) });
    } catch (err) {
      setResult({ type: 'error', text: resendFailureText(t, err) });
    }
  };

  return (
    <AuthFrame wide icon={<CheckCircleOutlined />} title={t('joinComplete.title')}>
      <JoinSteps current={3} />
      <div className="auth-highlight">{state.loginEmail}</div>
      <div className="auth-lead">
        {mailSent ? (
          <>
            <p>{t('joinComplete.mailSent', { hours: ACCOUNT_LIFETIMES.emailConfirmation / 3600 })}</p>
            <p>{t('joinComplete.thenApproval')}</p>
            <p>{t('joinComplete.noMail')}</p>
          </>
        ) : (
          <p>{t('joinComplete.active')}</p>
        )}
      </div>
      {result && (
        <Alert
          type={result.type}
          showIcon
          title={result.text}
          role={result.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 16 }}
        />
      )}
      <div className="auth-actions is-stretch">
        {mailSent && (
          <Button onClick={onResend} loading={resend.isPending}>
            {t('resend.button')}
          </Button>
        )}
        <Button type={mailSent ? 'default' : 'primary'} onClick={() => navigate(mailSent ? '/home' : '/login')}>
          {mailSent ? t('action.home') : t('action.toLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
