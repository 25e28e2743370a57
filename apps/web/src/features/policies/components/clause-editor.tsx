import type { TPolicyClause } from '@portal/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

/** A clause as the form holds it: its products as the text typed ("KSP-RT-L1, KSQ-RT-L1:PREMIUM"). */
export interface ClauseDraft extends Omit<TPolicyClause, 'products'> {
  key: number;
  products: string;
}

export const productsText = (c: TPolicyClause): string =>
  c.products.map((p) => (p.tierCode ? `${p.productCode}:${p.tierCode}` : p.productCode)).join(', ');

/** The products of a clause from the text typed: comma-separated codes, each optionally `:TIER`. */
export const parseProducts = (text: string): TPolicyClause['products'] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [productCode, tierCode] = s.split(':').map((x) => x.trim());
      return { productCode: productCode!, tierCode: tierCode || null };
    });

/** One clause of a draft: its number, title and text in both languages, the products it prices; removable. */
export function ClauseEditor({
  clause,
  onChange,
  onRemove,
}: {
  clause: ClauseDraft;
  onChange: (next: ClauseDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('policies');
  const id = (field: string) => `clause-${clause.key}-${field}`;
  const set = (field: keyof ClauseDraft) => (e: { target: { value: string } }) => onChange({ ...clause, [field]: e.target.value });
  return (
    <fieldset className="policy-clause-edit">
      <legend>{t('edit.clause', { no: clause.clauseNo || '?' })}</legend>
      <div className="policy-grid">
        <div>
          <label htmlFor={id('no')}>{t('edit.clauseNo')}</label>
          <Input id={id('no')} value={clause.clauseNo} onChange={set('clauseNo')} inputMode="decimal" maxLength={20} />
        </div>
        <div>
          <label htmlFor={id('products')}>{t('edit.products')}</label>
          <Input id={id('products')} value={clause.products} onChange={set('products')} aria-describedby={id('products-help')} />
          <small id={id('products-help')}>{t('edit.productsHelp')}</small>
        </div>
      </div>
      <div className="policy-grid">
        <div lang="ko">
          <label htmlFor={id('titleKo')}>{t('edit.titleKo')}</label>
          <Input id={id('titleKo')} value={clause.titleKo} onChange={set('titleKo')} maxLength={200} />
          <label htmlFor={id('textKo')}>{t('edit.textKo')}</label>
          <Input.TextArea id={id('textKo')} value={clause.textKo} onChange={set('textKo')} autoSize={{ minRows: 3 }} />
        </div>
        <div lang="en">
          <label htmlFor={id('titleEn')}>{t('edit.titleEn')}</label>
          <Input id={id('titleEn')} value={clause.titleEn} onChange={set('titleEn')} maxLength={200} />
          <label htmlFor={id('textEn')}>{t('edit.textEn')}</label>
          <Input.TextArea id={id('textEn')} value={clause.textEn} onChange={set('textEn')} autoSize={{ minRows: 3 }} />
        </div>
      </div>
      <Button danger onClick={onRemove} className="policy-remove">
        {t('edit.removeClause', { no: clause.clauseNo || '?' })}
      </Button>
    </fieldset>
  );
}
