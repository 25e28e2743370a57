import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadState } from '../../../components/document-page/page-load-state';
import { PageFrame } from '../../../components/page-frame';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';
import { StatusTag } from '../../../components/status-tag';
import { useRoles } from '../../../components/use-roles';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useUserPolicies } from '../api/policies';
import '../policies.css';

/**
 * `/policy/policy-list`: the published versions of the policies and the price list, newest first, each linking to its
 * diff; the material ones the company has still to acknowledge marked (and the banner above); the company's agreement
 * history of acknowledgements (who, when, the SHA-256 acknowledged).
 */
export default function PolicyListPage() {
  const { t } = useTranslation('policies');
  const { isProvider } = useRoles();
  const query = useUserPolicies();
  if (!query.data)
    return <PageLoadState query={query} texts={{ loading: t('list.loading'), notFound: t('list.failed'), failed: t('list.failed') }} />;
  const { items, acknowledgements } = query.data;
  return (
    <PageFrame title={t('list.title')} lead={t('list.lead')}>
      <PolicyHoldBanner />
      {items.length === 0 ? (
        <p className="policy-empty">{t('list.empty')}</p>
      ) : (
        <div className="policy-table-wrap">
          <table className="policy-table">
            <caption className="sr-only">{t('list.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('column.policy')}</th>
                <th scope="col">{t('column.version')}</th>
                <th scope="col">{t('column.effective')}</th>
                <th scope="col">{t('column.status')}</th>
                <th scope="col">{t('column.published')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((v) => (
                <tr key={v.policyId}>
                  <td>
                    <Link to={`/policy/${v.policyId}/policy-diff`}>{v.policyName}</Link>
                  </td>
                  <td>{t('versionNo', { version: v.versionNo })}</td>
                  <td>{formatDate(v.effectiveDate)}</td>
                  <td>
                    {v.inForceYn === 'Y' && <StatusTag tone="green">{t('status.inForce')}</StatusTag>}{' '}
                    {v.materialYn === 'Y' && <StatusTag tone="blue">{t('column.material')}</StatusTag>}{' '}
                    {v.acknowledgementRequiredYn === 'Y' && <StatusTag tone="red">{t('list.toAcknowledge')}</StatusTag>}
                  </td>
                  <td>{formatDateTime(v.publishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!isProvider && (
        <section className="policy-section" aria-labelledby="policy-archive">
          <h2 id="policy-archive">{t('list.archive')}</h2>
          <p>{t('list.archiveLead')}</p>
          {acknowledgements.length === 0 ? (
            <p className="policy-empty">{t('list.archiveEmpty')}</p>
          ) : (
            <div className="policy-table-wrap">
              <table className="policy-table">
                <caption className="sr-only">{t('list.archive')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('column.policy')}</th>
                    <th scope="col">{t('column.version')}</th>
                    <th scope="col">{t('column.by')}</th>
                    <th scope="col">{t('column.acknowledged')}</th>
                    <th scope="col">{t('column.sha256')}</th>
                  </tr>
                </thead>
                <tbody>
                  {acknowledgements.map((a) => (
                    <tr key={`${a.policyId}-${a.acknowledgedAt}`}>
                      <td>{a.policyName}</td>
                      <td>{t('versionNo', { version: a.versionNo })}</td>
                      <td>{a.userName}</td>
                      <td>{formatDateTime(a.acknowledgedAt)}</td>
                      <td>
                        <code className="policy-sha">{a.sha256}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </PageFrame>
  );
}
