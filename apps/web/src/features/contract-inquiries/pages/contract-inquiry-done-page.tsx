import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import '../contract-inquiries.css';

/**
 * The done page of a contract inquiry (P3702): the inquiry was received and a representative will reply by e-mail (to
 * the address given, and with the inquiry's number when the form sent them along).
 */
export default function ContractInquiryDonePage() {
  const { t } = useTranslation('contract-inquiries');
  const state = (useLocation().state ?? {}) as { number?: string; email?: string };
  return (
    <PageFrame title={t('done.title')}>
      <Result
        status="success"
        title={<h2 className="ciq-result-title">{t('done.heading')}</h2>}
        subTitle={
          <>
            <p className="ciq-done-text">{state.email ? t('done.textTo', { email: state.email }) : t('done.text')}</p>
            {state.number && <p className="ciq-done-number">{t('done.number', { number: state.number })}</p>}
          </>
        }
        extra={
          <div className="ciq-actions ciq-actions-center">
            <Link to="/home" className="shell-button shell-button-primary">
              {t('done.home')}
            </Link>
            <Link to="/support/contract-inquiry" className="shell-button shell-button-ghost">
              {t('done.another')}
            </Link>
          </div>
        }
      />
    </PageFrame>
  );
}
