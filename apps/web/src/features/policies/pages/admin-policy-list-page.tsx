import { POLICY_CODES, type TPolicyCode, type TPolicyVersionSummary } from '@portal/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoadState } from '../../../components/document-page/page-load-state';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ListTable } from '../../../components/list/list-table';
import { PageFrame } from '../../../components/page-frame';
import { StatusTag } from '../../../components/status-tag';
import { ApiError } from '../../../lib/api';
import { useAdminPolicies, useCreatePolicyDraft } from '../api/policies';
import { publishedColumn, versionColumns } from '../components/version-columns';
import '../policies.css';

/**
 * `/admin/policy-list` (the provider administrator): every version of the four policies, drafts included, and the start
 * of a new draft of one (a policy with a draft opens that draft instead).
 */
export default function AdminPolicyListPage() {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const query = useAdminPolicies();
  const create = useCreatePolicyDraft();
  const [code, setCode] = useState<TPolicyCode>('01_05');
  if (!query.data)
    return <PageLoadState query={query} texts={{ loading: t('admin.loading'), notFound: t('admin.failed'), failed: t('admin.failed') }} />;
  const { items } = query.data;
  const draftOf = (c: TPolicyCode) => items.find((v) => v.classificationCode === c && v.status === 'DRAFT');
  const start = async () => {
    const existing = draftOf(code);
    if (existing) return navigate(`/admin/policy/${existing.policyId}/policy-edit`);
    try {
      const made = await create.mutateAsync(code);
      void message.success(t('admin.created'));
      await navigate(`/admin/policy/${made.policyId}/policy-edit`);
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('admin.failed'));
    }
  };
  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')}>
      <div className="policy-new">
        <label htmlFor="policy-new-code">{t('admin.newDraft')}</label>
        <Select
          id="policy-new-code"
          aria-label={t('admin.choose')}
          value={code}
          onChange={(v) => setCode(v)}
          style={{ minWidth: 220 }}
          options={POLICY_CODES.map((c) => ({ value: c, label: t(`name.${c}`) }))}
        />
        <Button type="primary" onClick={() => void start()} loading={create.isPending}>
          {t('admin.create')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="policy-empty">{t('admin.empty')}</p>
      ) : (
        <ListTable<TPolicyVersionSummary>
          caption={t('admin.title')}
          items={items}
          rowKey={(v) => v.policyId}
          columns={[
            {
              key: 'policy',
              header: t('column.policy'),
              className: 'col-policy-name',
              cell: (v) => <Link to={`/admin/policy/${v.policyId}/policy-edit`}>{v.policyName}</Link>,
            },
            ...versionColumns<TPolicyVersionSummary>(t),
            {
              key: 'status',
              header: t('column.status'),
              className: 'col-policy-status',
              dataLabel: () => t('column.status'),
              cell: (v) => (
                <>
                  <StatusTag tone={v.status === 'DRAFT' ? 'gold' : v.inForceYn === 'Y' ? 'green' : 'grey'}>
                    {v.status === 'DRAFT' ? t('status.DRAFT') : v.inForceYn === 'Y' ? t('status.inForce') : t('status.PUBLISHED')}
                  </StatusTag>{' '}
                  {v.materialYn === 'Y' && <StatusTag tone="blue">{t('column.material')}</StatusTag>}
                </>
              ),
            },
            {
              key: 'clauses',
              header: t('column.clauses'),
              className: 'col-policy-count',
              dataLabel: () => t('column.clauses'),
              cell: (v) => v.clauseCount,
            },
            publishedColumn<TPolicyVersionSummary>(t),
          ]}
        />
      )}
    </PageFrame>
  );
}
