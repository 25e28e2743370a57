import { policyDiffPath, type TPolicyAcknowledgement, type TUserPolicyItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadState } from '../../../components/document-page/page-load-state';
import { ListTable } from '../../../components/list/list-table';
import { PageFrame } from '../../../components/page-frame';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';
import { StatusTag } from '../../../components/status-tag';
import { useRoles } from '../../../components/use-roles';
import { formatDateTime } from '../../../lib/format';
import { useUserPolicies } from '../api/policies';
import { publishedColumn, versionColumns } from '../components/version-columns';
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
        <ListTable<TUserPolicyItem>
          caption={t('list.title')}
          items={items}
          rowKey={(v) => v.policyId}
          columns={[
            {
              key: 'policy',
              header: t('column.policy'),
              className: 'col-policy-name',
              cell: (v) => <Link to={policyDiffPath(v.policyId)}>{v.policyName}</Link>,
            },
            ...versionColumns<TUserPolicyItem>(t),
            {
              key: 'status',
              header: t('column.status'),
              className: 'col-policy-status',
              dataLabel: () => t('column.status'),
              cell: (v) => (
                <>
                  {v.inForceYn === 'Y' && <StatusTag tone="green">{t('status.inForce')}</StatusTag>}{' '}
                  {v.materialYn === 'Y' && <StatusTag tone="blue">{t('column.material')}</StatusTag>}{' '}
                  {v.acknowledgementRequiredYn === 'Y' && <StatusTag tone="red">{t('list.toAcknowledge')}</StatusTag>}
                </>
              ),
            },
            publishedColumn<TUserPolicyItem>(t),
          ]}
        />
      )}
      {!isProvider && (
        <section className="policy-section" aria-labelledby="policy-archive">
          <h2 id="policy-archive">{t('list.archive')}</h2>
          <p>{t('list.archiveLead')}</p>
          {acknowledgements.length === 0 ? (
            <p className="policy-empty">{t('list.archiveEmpty')}</p>
          ) : (
            <ListTable<TPolicyAcknowledgement>
              caption={t('list.archive')}
              items={acknowledgements}
              rowKey={(a) => `${a.policyId}-${a.acknowledgedAt}`}
              columns={[
                { key: 'policy', header: t('column.policy'), className: 'col-policy-name', cell: (a) => a.policyName },
                {
                  key: 'version',
                  header: t('column.version'),
                  className: 'col-policy-version',
                  dataLabel: () => t('column.version'),
                  cell: (a) => t('versionNo', { version: a.versionNo }),
                },
                { key: 'by', header: t('column.by'), className: 'col-policy-by', dataLabel: () => t('column.by'), cell: (a) => a.userName },
                {
                  key: 'at',
                  header: t('column.acknowledged'),
                  className: 'col-policy-date',
                  dataLabel: () => t('column.acknowledged'),
                  cell: (a) => formatDateTime(a.acknowledgedAt),
                },
                {
                  key: 'sha',
                  header: t('column.sha256'),
                  className: 'col-policy-sha',
                  dataLabel: () => t('column.sha256'),
                  cell: (a) => <code className="policy-sha">{a.sha256}</code>,
                },
              ]}
            />
          )}
        </section>
      )}
    </PageFrame>
  );
}
