import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoadState } from '../../../components/document-page/page-load-state';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { PageFrame } from '../../../components/page-frame';
import { useRoles } from '../../../components/use-roles';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAcknowledgePolicy, useUserPolicyDiff } from '../api/policies';
import { ClauseDiff } from '../components/clause-diff';
import { ImpactTable } from '../components/impact-table';
import '../policies.css';

/**
 * `/policy/:policyId/policy-diff` (members, proxy reporters, provider staff): a published version against the one before
 * it, clause by clause, its text in Korean or English whatever the screen's language; what changes for the company's
 * contracts; and, for a material version the company has not acknowledged, the acknowledgement (after a confirmation).
 */
export default function PolicyDiffPage() {
  const { t, i18n } = useTranslation('policies');
  const { policyId } = useParams();
  const id = Number(policyId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useUserPolicyDiff(valid ? id : 0);
  const [textLang, setTextLang] = useState<'ko' | 'en'>(i18n.language === 'en' ? 'en' : 'ko');
  const [changedOnly, setChangedOnly] = useState(true);
  const { isCustomer, isProvider } = useRoles();
  const { modal, message } = useFeedback();
  const acknowledge = useAcknowledgePolicy();
  if (!valid) return <Navigate to="/404" replace />;
  const back = <Link to="/policy/policy-list">{t('diff.back')}</Link>;
  if (!query.data)
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t('diff.loading'), notFound: t('diff.notFound'), failed: t('diff.failed') }}
        back={back}
      />
    );
  const d = query.data;
  const name = d.target.policyName;
  const confirm = () =>
    modal.confirm({
      title: t('diff.acknowledgeTitle'),
      content: t('diff.acknowledgeBody', { name, version: d.target.versionNo }),
      okText: t('diff.acknowledge'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await acknowledge.mutateAsync(d.target.policyId);
          void message.success(t('diff.acknowledgedDone'));
        } catch (err) {
          void message.error(err instanceof ApiError ? err.message : t('diff.failed'));
        }
      },
    });
  return (
    <PageFrame
      title={t('diff.title', { name, version: d.target.versionNo })}
      lead={
        d.base
          ? t('diff.lead', { base: d.base.versionNo, date: formatDate(d.target.effectiveDate) })
          : t('diff.leadFirst', { date: formatDate(d.target.effectiveDate) })
      }
      actions={back}
    >
      {d.acknowledgementRequiredYn === 'Y' && (
        <Alert
          className="policy-banner"
          type="warning"
          showIcon
          message={t('diff.material')}
          description={
            isCustomer ? (
              <Button type="primary" onClick={confirm} loading={acknowledge.isPending}>
                {t('diff.acknowledge')}
              </Button>
            ) : (
              t('diff.onlyMembers')
            )
          }
        />
      )}
      {d.acknowledgement && (
        <Alert
          className="policy-banner"
          type="success"
          showIcon
          message={t('diff.acknowledged', { name: d.acknowledgement.userName, at: formatDateTime(d.acknowledgement.acknowledgedAt) })}
          description={<code className="policy-sha">SHA-256 {d.acknowledgement.sha256}</code>}
        />
      )}
      {!isProvider && (
        <section className="policy-section" aria-labelledby="policy-impact">
          <h2 id="policy-impact">{t('diff.impactTitle')}</h2>
          <p>{t('diff.impactLead')}</p>
          <ImpactTable items={d.impact} />
        </section>
      )}
      <section className="policy-section" aria-labelledby="policy-clauses">
        <h2 id="policy-clauses">{t('diff.counts', d.counts)}</h2>
        <div className="policy-toolbar">
          <Radio.Group
            aria-label={t('diff.language')}
            optionType="button"
            value={textLang}
            onChange={(e) => setTextLang(e.target.value as 'ko' | 'en')}
            options={[
              { value: 'ko', label: '한국어' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Checkbox checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)}>
            {t('diff.changedOnly')}
          </Checkbox>
        </div>
        <ClauseDiff clauses={d.clauses} textLang={textLang} changedOnly={changedOnly} />
      </section>
    </PageFrame>
  );
}
