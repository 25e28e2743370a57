import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '../components/auth-frame';
import { JoinSteps } from '../components/join-steps';

/**
 * /user/user-join-guide: a new member (their company is new to the portal) or an added member (staff
 * of a company that already uses it) chooses the way in; both go through the terms next.
 */
export default function JoinGuidePage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const choose = (type: 'new' | 'added') => navigate(`/user/user-join-terms?type=${type}`);
  return (
    <AuthFrame wide title={t('joinGuide.title')} lead={<p>{t('joinGuide.lead')}</p>}>
      <JoinSteps current={0} />
      <div className="join-choice">
        <button type="button" className="join-choice-card" onClick={() => choose('new')}>
          <ShopOutlined aria-hidden style={{ fontSize: 28, color: '#0b3d91' }} />
          <h2>{t('joinGuide.newTitle')}</h2>
          <p>{t('joinGuide.newText')}</p>
        </button>
        <button type="button" className="join-choice-card" onClick={() => choose('added')}>
          <TeamOutlined aria-hidden style={{ fontSize: 28, color: '#0b3d91' }} />
          <h2>{t('joinGuide.addedTitle')}</h2>
          <p>{t('joinGuide.addedText')}</p>
        </button>
      </div>
      <div className="auth-links">
        <span>{t('joinGuide.haveAccount')}</span>
        <Link to="/login">{t('action.toLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
