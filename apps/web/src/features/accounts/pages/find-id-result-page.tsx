import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import type { TFindEmailResponse } from '@portal/contract';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { AuthFrame } from '../components/auth-frame';

/** /login/find-id-result: the masked login e-mails found (reached only from the find-id form). */
export default function FindIdResultPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const items = (useLocation().state as { items?: TFindEmailResponse['items'] } | null)?.items;
  if (!items) return <Navigate to="/login/find-id" replace />;
  return (
    <AuthFrame icon={<IdcardOutlined />} title={t('findIdResult.title')} lead={<p>{t('findIdResult.lead', { count: items.length })}</p>}>
      <ul className="find-id-list" aria-label={t('findIdResult.listLabel')}>
        {items.map((item) => (
          <li key={item.maskedEmail + item.registeredAt} className="auth-highlight">
            <span>{item.maskedEmail}</span>
            <span className="field-hint" style={{ display: 'block', fontWeight: 400 }}>
              {t('findIdResult.registeredAt', { date: formatDate(item.registeredAt) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate('/login/reset-password')}>{t('login.resetPassword')}</Button>
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('action.toLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
