import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

/** /member-with-drwal-done: the withdrawal is done and the session has ended. */
export default function WithdrawalDonePage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  return (
    <AuthFrame
      icon={<CheckCircleOutlined />}
      title={t('withdrawalDone.title')}
      lead={
        <>
          <p>{t('withdrawalDone.lead1')}</p>
          <p>{t('withdrawalDone.lead2')}</p>
        </>
      }
    >
      <div className="auth-actions is-stretch">
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('action.home')}
        </Button>
      </div>
    </AuthFrame>
  );
}
