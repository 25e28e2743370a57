import { DECLARED_TIER_LABELS, NON_DISPLAY_PURPOSE_LABELS, type TDeclaredTier, type TNonDisplayTierSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';
import { formatBillingMonth } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The tiers of the inventory month by month: per usage item the applications counted, the tier and its monthly fee, the
 * month's total, and a mark where a tier differs from the declaration in effect. A table with its caption; on a narrow
 * screen it scrolls sideways inside its frame.
 */
export function TierTable({ summary }: { summary: TNonDisplayTierSummary }) {
  const { t } = useTranslation('non-display-applications');
  const lang = currentLanguage();
  const declared = (tier: string | null) => (tier ? DECLARED_TIER_LABELS[tier as TDeclaredTier][lang] : t('tiers.none'));
  return (
    <div className="nda-table-wrap" role="region" aria-label={t('tiers.caption')} tabIndex={0}>
      <table className="bulletin-table nda-tiers">
        <caption className="nda-caption">{t('tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.month')}</th>
            {summary.months[0]?.items.map((i) => (
              <th scope="col" key={i.usageItem}>
                {NON_DISPLAY_PURPOSE_LABELS[i.usageItem][lang]}
              </th>
            ))}
            <th scope="col">{t('tiers.total')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.months.map((m) => (
            <tr key={m.month} className={m.moved ? 'nda-moved' : undefined}>
              <th scope="row">
                {formatBillingMonth(m.month, lang)}
                {m.moved && (
                  <>
                    {' '}
                    <StatusTag tone="gold">{t('tiers.moved')}</StatusTag>
                  </>
                )}
              </th>
              {m.items.map((i) => {
                const changed = m.moved && summary.inEffect && i.tier !== i.declaredTier && i.declaredTier !== 'CHARGE_HOLD';
                return (
                  <td key={i.usageItem} data-label={NON_DISPLAY_PURPOSE_LABELS[i.usageItem][lang]}>
                    <div className="nda-tier">{i.tierName ?? t('tiers.none')}</div>
                    <div className="nda-hint">{t('tiers.applications', { count: i.applications })}</div>
                    {i.monthlyFeeText && <div className="nda-fee">{i.monthlyFeeText}</div>}
                    {changed && <div className="nda-hint">{t('tiers.declared', { tier: declared(i.declaredTier) })}</div>}
                  </td>
                );
              })}
              <td data-label={t('tiers.total')}>{m.totalMonthlyFeeText ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
