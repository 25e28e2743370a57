import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import type { TUserStatus } from '@portal/contract';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

/** /user/user-auth-completed: the address had already been confirmed; nothing more to do with the link. */
export default function UserAuthCompletedPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const state = useLocation().state as { maskedEmail?: string; status?: TUserStatus } | null;
  const waiting = state?.status === 'PENDING_APPROVAL';
  return (
    <AuthFrame icon={<SafetyCertificateOutlined />} title={t('authCompleted.title')}>
      {state?.maskedEmail && <div className="auth-highlight">{state.maskedEmail}</div>}
      <div className="auth-lead">
        <p>{t('authCompleted.lead')}</p>
        <p>{waiting ? t('authConfirmed.waitApproval') : t('authCompleted.next')}</p>
      </div>
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('action.toLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
