import { BILLING_MONTH_STATUS_LABELS, formatBillingAmount, type TCurrencyTotal } from '@portal/contract';
import { StatusTag } from '../../../components/status-tag';
import { currentLanguage } from '../../../lib/i18n';

/** Totals per currency, one per line: ₩1,250,000 / US$1,250.00 (a month without charges: the dash). */
export function CurrencyTotals({ totals, className = 'bil-amounts' }: { totals: TCurrencyTotal[]; className?: string }) {
  if (!totals.length) return <span className={className}>-</span>;
  return (
    <span className={className}>
      {totals.map((t) => (
        <span key={t.currency} className="bil-amount">
          {formatBillingAmount(t.amount, t.currency)}
        </span>
      ))}
    </span>
  );
}

/** A month's state: final (green) or provisional (gold: a later run may still change the figures). */
export function MonthStateTag({ final }: { final: boolean }) {
  const lang = currentLanguage();
  return <StatusTag tone={final ? 'green' : 'gold'}>{BILLING_MONTH_STATUS_LABELS[final ? 'FINAL' : 'OPEN'][lang]}</StatusTag>;
}
