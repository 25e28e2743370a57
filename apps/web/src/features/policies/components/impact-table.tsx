import type { TPolicyImpact } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The products and tiers of the company's contracts a version changes (a plain table: it reads as one at 360 px too). */
export function ImpactTable({ items }: { items: readonly TPolicyImpact[] }) {
  const { t } = useTranslation('policies');
  if (!items.length) return <p className="policy-empty">{t('diff.impactEmpty')}</p>;
  return (
    <div className="policy-table-wrap">
      <table className="policy-table">
        <caption className="sr-only">{t('diff.impactTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('diff.product')}</th>
            <th scope="col">{t('diff.tier')}</th>
            <th scope="col">{t('diff.clause')}</th>
            <th scope="col">{t('diff.change')}</th>
            <th scope="col">{t('diff.contracts')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={`${i.clauseNo}-${i.productCode}-${i.tierCode ?? ''}`}>
              <td>
                {i.productName} <span className="policy-code">({i.productCode})</span>
              </td>
              <td>{i.tierCode ?? '—'}</td>
              <td>
                {t('diff.clauseNo', { no: i.clauseNo })} {i.clauseTitle}
              </td>
              <td>{t(`change.${i.change}`)}</td>
              <td>{i.contractNumbers.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
