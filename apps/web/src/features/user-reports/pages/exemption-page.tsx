import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useUserReportSettings } from '../api/get-user-report-settings';
import '../user-reports.css';

/** The exemption page (P3805): a company not subject to user reports sees why and whom to ask, instead of the list. */
export default function ExemptionPage() {
  const { t } = useTranslation('user-reports');
  const settings = useUserReportSettings();
  const s = settings.data;
  return (
    <PageFrame title={t('exemption.title')}>
      {settings.isPending ? (
        <div role="status">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active />
        </div>
      ) : settings.isError ? (
        <Alert type="error" showIcon title={t('exemption.failed')} />
      ) : !s!.exempt ? (
        <Alert
          type="info"
          showIcon
          title={t('exemption.notExempt', { company: s!.companyName })}
          action={<Link to="/report/user-report-list">{t('exemption.toList')}</Link>}
        />
      ) : (
        <section className="ur-exemption" aria-labelledby="ur-exemption-reason">
          <Alert type="success" showIcon title={t('exemption.lead', { company: s!.companyName })} />
          <h2 id="ur-exemption-reason">{t('exemption.reason')}</h2>
          <p className="ur-pre">{s!.exemptReason || t('exemption.noReason')}</p>
          <h2>{t('exemption.contact')}</h2>
          <dl className="ur-contact">
            <div>
              <dt>{t('exemption.contactName')}</dt>
              <dd>{s!.contactName || '-'}</dd>
            </div>
            <div>
              <dt>{t('exemption.contactEmail')}</dt>
              <dd>{s!.contactEmail ? <a href={`mailto:${s!.contactEmail}`}>{s!.contactEmail}</a> : '-'}</dd>
            </div>
            <div>
              <dt>{t('exemption.contactPhone')}</dt>
              <dd>{s!.contactPhone ? <a href={`tel:${s!.contactPhone.replace(/[^\d+]/g, '')}`}>{s!.contactPhone}</a> : '-'}</dd>
            </div>
          </dl>
        </section>
      )}
    </PageFrame>
  );
}
