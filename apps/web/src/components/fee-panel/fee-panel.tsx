import type { TFeeEstimate, TFeeEstimateChangeInput, TMoney } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFeeEstimate, type TFeeEstimateFor } from '../../lib/calls/fee-estimates';
import { formatBillingMonth, formatMoney } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useSettled } from '../../lib/use-settled';
import './fee-panel.css';

/** How long the draft must stay still before it is estimated (typing a quantity asks once, not per key). */
export const FEE_PANEL_DEBOUNCE_MS = 400;

const money = (m: TMoney) => formatMoney(m.amount, m.currency);
const signed = (m: TMoney) => `${m.amount > 0 ? '+' : ''}${money(m)}`;

/**
 * The fee of a change before it is filed (decision 083), beside a form: the fee this draft causes in the month it takes
 * effect (VAT apart) and in a whole month, the difference from last month's bill, the first bill it lands on, and the
 * lines it moves. Estimated by the server with the billing run's own calculation; asked again when the draft has been
 * still for a moment. `change` null: the draft does not say enough yet (the panel says what to fill in).
 */
export function FeePanel({
  change,
  who = { visitor: false },
  title,
}: {
  change: TFeeEstimateChangeInput | null;
  who?: TFeeEstimateFor;
  title?: string;
}) {
  const { t } = useTranslation('components');
  const settled = useSettled(change, FEE_PANEL_DEBOUNCE_MS);
  const query = useFeeEstimate(who, settled);
  const heading = title ?? t('feePanel.title');
  return (
    <section className="fee-panel" aria-labelledby="fee-panel-title" aria-busy={query.isFetching}>
      <h2 id="fee-panel-title" className="fee-panel-title">
        {heading}
      </h2>
      <div role="status" aria-live="polite" className="fee-panel-state">
        {settled === null
          ? t('feePanel.empty')
          : query.isError
            ? t('feePanel.error', { message: (query.error as Error).message })
            : query.isFetching
              ? t('feePanel.loading')
              : ''}
      </div>
      {settled !== null && query.data && !query.isError && <FeeFigures estimate={query.data} />}
    </section>
  );
}

/** The figures of an estimate (the panel's and the estimator page's). */
export function FeeFigures({ estimate }: { estimate: TFeeEstimate }) {
  const { t } = useTranslation('components');
  const lang = currentLanguage();
  const e = estimate;
  return (
    <div className="fee-panel-figures">
      <dl className="fee-panel-summary">
        <div>
          <dt>{t('feePanel.fee', { month: formatBillingMonth(e.month, lang) })}</dt>
          <dd data-testid="fee-panel-fee">
            <strong>{signed(e.change.fee)}</strong>{' '}
            <span className="fee-panel-note">{t('feePanel.vatApart', { vat: money(e.change.vat) })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('feePanel.monthly')}</dt>
          <dd data-testid="fee-panel-monthly">{signed(e.monthlyFee)}</dd>
        </div>
        <div>
          <dt>{t('feePanel.bill', { month: formatBillingMonth(e.month, lang) })}</dt>
          <dd>
            {money(e.with.subtotal)} <span className="fee-panel-note">{t('feePanel.vatApart', { vat: money(e.with.vat) })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('feePanel.lastMonth', { month: formatBillingMonth(e.lastMonth.month, lang) })}</dt>
          <dd data-testid="fee-panel-last-month">
            {e.lastMonth.difference && e.lastMonth.subtotal
              ? t('feePanel.lastMonthDifference', { difference: signed(e.lastMonth.difference), billed: money(e.lastMonth.subtotal) })
              : t('feePanel.noLastMonth')}
          </dd>
        </div>
        <div>
          <dt>{t('feePanel.firstBill')}</dt>
          <dd data-testid="fee-panel-first-bill">
            {t('feePanel.firstBillValue', { month: formatBillingMonth(e.firstBill.month, lang), date: e.firstBill.issueDate })}
          </dd>
        </div>
      </dl>
      {e.change.lines.length === 0 ? (
        <p className="fee-panel-note">{t('feePanel.noChange')}</p>
      ) : (
        <div className="fee-panel-table-wrap">
          <table className="fee-panel-table">
            <caption>{t('feePanel.linesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('feePanel.product')}</th>
                <th scope="col">{t('feePanel.line')}</th>
                <th scope="col">{t('feePanel.days')}</th>
                <th scope="col">{t('feePanel.before')}</th>
                <th scope="col">{t('feePanel.after')}</th>
                <th scope="col">{t('feePanel.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {e.change.lines.map((l) => (
                <tr key={`${l.productCode}|${l.lineType}|${l.useCategory ?? ''}|${l.label}`}>
                  <th scope="row">
                    {l.productName} <span className="fee-panel-note">{l.productCode}</span>
                  </th>
                  <td>{l.label}</td>
                  <td>{l.days !== null && l.daysInMonth !== null ? `${l.days}/${l.daysInMonth}` : '—'}</td>
                  <td>{money(l.before)}</td>
                  <td>{money(l.after)}</td>
                  <td>{signed(l.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="fee-panel-note">{t('feePanel.disclaimer')}</p>
    </div>
  );
}
