import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { policyDiffPath, type TPolicyVersionSummary } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, ApiError } from '../lib/api';
import { formatDate } from '../lib/format';
import { useFeedback } from './feedback/use-feedback';
import { useRoles } from './use-roles';
import './policy-hold-banner.css';

/** The cache key of the members' list of policies, with what holds the company (the banner and the policies' pages). */
export const POLICY_HOLDS_KEY = ['policies', 'user'] as const;

/** listUserPolicies: the published versions, what holds the company, its acknowledgements (the banner and the list page). */
export const useUserPolicies = (enabled = true) =>
  useQuery({
    queryKey: POLICY_HOLDS_KEY,
    queryFn: ({ signal }) => api.call(CALL_PATHS.listUserPolicies, { signal, silent: true }),
    enabled,
  });

/** acknowledgePolicy: a member acknowledges a version for the company; every policy answer is read again. */
export const useAcknowledgePolicy = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policyId: number) => api.call(CALL_PATHS.acknowledgePolicy, { params: { policyId }, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['policies'] }),
  });
};

/**
 * The banner of a material policy change holding the company's submissions (decision 084): on the screens of the
 * orders, the non-display declarations and the monthly reports, and on the list of policy changes. Each holding version
 * with the link to its diff and, for a customer member, the acknowledgement (after a confirmation: it is recorded for the
 * company). Nothing when nothing holds the company, or for provider staff and the reviewer.
 */
export function PolicyHoldBanner() {
  const { t } = useTranslation('components');
  const { isProvider, isReviewer, isCustomer, isProxy } = useRoles();
  const { modal, message } = useFeedback();
  const enabled = !isProvider && !isReviewer && (isCustomer || isProxy);
  const query = useUserPolicies(enabled);
  const acknowledge = useAcknowledgePolicy();
  const holds: TPolicyVersionSummary[] = enabled ? (query.data?.holds ?? []) : [];
  if (!holds.length) return null;
  const confirm = (v: TPolicyVersionSummary) =>
    modal.confirm({
      title: t('policyHold.confirmTitle'),
      content: t('policyHold.confirmBody', { name: v.policyName, version: v.versionNo }),
      okText: t('policyHold.acknowledge'),
      cancelText: t('policyHold.cancel'),
      onOk: async () => {
        try {
          await acknowledge.mutateAsync(v.policyId);
          void message.success(t('policyHold.done'));
        } catch (err) {
          void message.error(err instanceof ApiError ? err.message : t('policyHold.failed'));
        }
      },
    });
  return (
    <div className="policy-hold" role="region" aria-label={t('policyHold.region')}>
      {holds.map((v) => (
        <Alert
          key={v.policyId}
          type="warning"
          showIcon
          message={t('policyHold.title', { name: v.policyName, version: v.versionNo })}
          description={
            <>
              <p>{t('policyHold.body', { date: formatDate(v.effectiveDate) })}</p>
              <p className="policy-hold-actions">
                <Link to={policyDiffPath(v.policyId)}>{t('policyHold.link', { name: v.policyName, version: v.versionNo })}</Link>
                {isCustomer && (
                  <Button type="primary" size="small" onClick={() => confirm(v)} loading={acknowledge.isPending}>
                    {t('policyHold.acknowledge')}
                  </Button>
                )}
              </p>
            </>
          }
        />
      ))}
    </div>
  );
}
