import { TOTAL_CURRENCY_ORDER, type TStatusTotal } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';

/**
 * The totals of every selected row (not only the page), one row per currency: KRW and USD are never added together.
 * `counts`: the contract status also totals its counts of sites, lines, terminals, accounts and members.
 */
export function StatusTotals({ totals, counts }: { totals: TStatusTotal[]; counts: boolean }) {
  const { t } = useTranslation('exchange-status');
  const id = useId();
  if (!totals.length) return null;
  const sorted = [...totals].sort((a, b) => TOTAL_CURRENCY_ORDER.indexOf(a.currency) - TOTAL_CURRENCY_ORDER.indexOf(b.currency));
  return (
    <div className="status-table-wrap status-totals">
      <h2 id={id} className="status-totals-title">
        {t('totals.caption')}
      </h2>
      <table className="bulletin-table status-totals-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('column.currency')}</th>
            <th scope="col">{t('totals.rows')}</th>
            <th scope="col">{t('column.basicFee')}</th>
            <th scope="col">{t('column.variableFee')}</th>
            <th scope="col">{t('column.usagePrice')}</th>
            {counts ? (
              <>
                <th scope="col">{t('column.targetPrice')}</th>
                <th scope="col">{t('column.counts')}</th>
              </>
            ) : (
              <th scope="col">{t('column.additionalReceptions')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {sorted.map((x) => (
            <tr key={x.currency}>
              <th scope="row">{x.currency}</th>
              <td data-label={t('totals.rows')}>{formatCount(x.rowCount)}</td>
              <td data-label={t('column.basicFee')} className="col-money">
                {formatMoney(x.basicFee, x.currency)}
              </td>
              <td data-label={t('column.variableFee')} className="col-money">
                {formatMoney(x.variableFee, x.currency)}
              </td>
              <td data-label={t('column.usagePrice')} className="col-money">
                <strong>{formatMoney(x.usagePrice, x.currency)}</strong>
              </td>
              {counts ? (
                <>
                  <td data-label={t('column.targetPrice')} className="col-money">
                    {formatMoney(x.targetPrice, x.currency)}
                  </td>
                  <td data-label={t('column.counts')}>
                    {t('counts', {
                      sites: formatCount(x.siteCount),
                      lines: formatCount(x.lineCount),
                      terminals: formatCount(x.terminalCount),
                      accounts: formatCount(x.accountCount),
                      members: formatCount(x.memberCount),
                    })}
                  </td>
                </>
              ) : (
                <td data-label={t('column.additionalReceptions')}>{formatCount(x.additionalReceptionCount)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
