import { BILLING_DISPUTE_WORKFLOW, CURRENCY_MINOR_UNITS, formatMoneyText, money, type TBillingDisputeDetail } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_TEXT_MAX, FieldSection, useConfirmSend, useDeclarationText } from '../../../components/document-page';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ApiError } from '../../../lib/api';
import { useActOnBillingDispute } from '../api/billing-disputes';

/** Major units of the line's currency to minor units (won as they are; US dollars to cents). */
export const toMinor = (major: number, currency: 'KRW' | 'USD') => Math.round(major * CURRENCY_MINOR_UNITS[currency]);

/** Whether an amount in major units may be credited on a line of `lineAmount` minor units. */
export function acceptedAmountProblem(major: number | null, d: Pick<TBillingDisputeDetail, 'lineAmount'>): boolean {
  if (major === null || !Number.isFinite(major)) return true;
  const minor = toMinor(major, d.lineAmount.currency);
  return minor < 1 || minor > d.lineAmount.amount || Math.abs(minor / CURRENCY_MINOR_UNITS[d.lineAmount.currency] - major) > 1e-9;
}

/**
 * The desk's acceptance (provider staff, an open dispute): the amount to credit in the line's currency (major units on
 * screen, minor units sent), from the smallest unit to the line's amount, and a note for the customer; asked before sending
 * with the declaration's words (an acceptance cannot be taken back).
 */
export function AcceptForm({ dispute }: { dispute: TBillingDisputeDetail }) {
  const { t } = useTranslation('billing-disputes');
  const { message } = useFeedback();
  const confirm = useConfirmSend();
  const text = useDeclarationText();
  const act = useActOnBillingDispute();
  const id = useId();
  const currency = dispute.lineAmount.currency;
  const step = 1 / CURRENCY_MINOR_UNITS[currency];
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const max = formatMoneyText(dispute.lineAmount);
  const min = formatMoneyText(money(1, currency));

  const submit = async () => {
    if (acceptedAmountProblem(amount, dispute)) {
      setError(t('accept.invalid', { max }));
      return;
    }
    setError(null);
    const minor = toMinor(amount!, currency);
    const action = BILLING_DISPUTE_WORKFLOW.actions.accept;
    if (!(await confirm(action, formatMoneyText(money(minor, currency))))) return;
    try {
      await act.mutateAsync({
        disputeId: dispute.disputeId,
        action: 'accept',
        body: { version: dispute.version, amount: minor, ...(note.trim() ? { reason: note.trim() } : {}) },
      });
      void message.success(text(action.success));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    }
  };

  return (
    <FieldSection title={t('accept.title')}>
      <form
        className="bdp-accept"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="bdp-note">{t('accept.lead')}</p>
        {error && <Alert type="error" showIcon className="bdp-alert" title={error} role="alert" />}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-amount`}>
            {t('accept.amount', { currency })}
          </label>
          <InputNumber
            id={`${id}-amount`}
            className="bdp-amount-input"
            min={step}
            step={step}
            precision={currency === 'USD' ? 2 : 0}
            value={amount}
            onChange={(v) => {
              setAmount(typeof v === 'number' ? v : null);
              if (error) setError(null);
            }}
            status={error ? 'error' : undefined}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="ws-hint">
            {t('accept.hint', { min, max })}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-note`}>
            {t('field.acceptanceNote')}
          </label>
          <Input.TextArea id={`${id}-note`} rows={2} maxLength={ACTION_TEXT_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="bdp-actions">
          <Button type="primary" htmlType="submit" loading={act.isPending}>
            {t('accept.submit')}
          </Button>
        </div>
      </form>
    </FieldSection>
  );
}
