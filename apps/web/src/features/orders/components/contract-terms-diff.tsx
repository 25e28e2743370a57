import { contractTermsOf, type TContractDetail, type TOrderDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ChangeList, FieldSection } from '../../../components/document-page';
import { diffFields } from '../../../components/diff';
import { useContract } from '../../../lib/calls/contracts';
import { orderHistoryLabel, useOrderValueFormat } from './order-history-format';

/**
 * What a change order changes against the contract's current terms, field by field and row by row (with only the
 * new values shown, a change that dropped every term would look like any other). Paths as in the
 * order's history (`form.…`), so the history's labels and value names serve here too.
 */
export function termsChanges(contract: Pick<TContractDetail, 'terms'>, order: Pick<TOrderDetail, 'form'>) {
  if (!contract.terms) return null;
  return diffFields({ form: contractTermsOf(contract.terms) }, { form: contractTermsOf(order.form) });
}

/** The section of a change order's review: its changes against the contract it changes (while it is not yet applied). */
export function ContractTermsDiff({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const formatValue = useOrderValueFormat();
  const open = order.requestType === 'CHANGE' && order.state !== 'APPROVED' && order.state !== 'CANCELLED';
  const contract = useContract(open ? order.contractId : null);
  if (!open) return null;
  const changes = contract.data ? termsChanges(contract.data, order) : null;
  return (
    <FieldSection title={t('review.termsDiff', { number: order.contractNumber ?? '' })}>
      {contract.isPending ? (
        <p role="status">{t('review.termsLoading')}</p>
      ) : contract.isError || !changes ? (
        <p>{t('review.termsUnavailable')}</p>
      ) : (
        <ChangeList changes={changes} fieldLabels={orderHistoryLabel} formatValue={formatValue} hideUnlabelled />
      )}
    </FieldSection>
  );
}
