import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

/** /login/auth-approving-user: the member confirmed the e-mail and waits for approval as a full member. */
export default function AuthApprovingUserPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  return (
    <AuthFrame
      icon={<ClockCircleOutlined />}
      title={t('approving.title')}
      lead={
        <>
          <p>{t('approving.lead1')}</p>
          <p>{t('approving.lead2')}</p>
        </>
      }
    >
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('action.toLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
