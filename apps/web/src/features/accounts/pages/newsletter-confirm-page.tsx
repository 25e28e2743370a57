import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { AuthFrame } from '../components/auth-frame';
import { errorTextOf } from '../components/field-rules';

/** /news-letter-confirm?invitationToken=: confirms a newsletter subscription a company invited the reader to. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('invitationToken') ?? '';
  const confirm = useConfirmNewsletter(token);
  const home = <Button onClick={() => navigate('/home')}>{t('action.home')}</Button>;

  if (!token || confirm.isError) {
    return (
      <AuthFrame title={t('newsletter.failedTitle')}>
        <Result
          status="warning"
          subTitle={token ? errorTextOf(confirm.error, t('invitation.invalid')) : t('invitation.invalid')}
          extra={home}
        />
      </AuthFrame>
    );
  }
  if (!confirm.data) {
    return (
      <AuthFrame title={t('newsletter.checking')}>
        <div style={{ textAlign: 'center', padding: 24 }} role="status">
          <Spin aria-label={t('newsletter.checking')} />
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame icon={<MailOutlined />} title={t('newsletter.title')}>
      <div className="auth-highlight">{confirm.data.email}</div>
      <div className="auth-lead">
        <p>{t('newsletter.lead', { company: confirm.data.companyName })}</p>
        <p className="field-hint">{t('newsletter.when', { at: formatDateTime(confirm.data.confirmedAt) })}</p>
        <p>{t('newsletter.unsubscribe')}</p>
      </div>
      <div className="auth-actions is-stretch">{home}</div>
    </AuthFrame>
  );
}
