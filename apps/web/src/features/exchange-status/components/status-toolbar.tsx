import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySearchPopup } from '../../../components/company-search-popup/company-search-popup';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { MonthRange } from './month-range';

/**
 * The filter toolbar of the contract status and the sales status: the month range first, the page's own filters,
 * the customer company (its popup), the filters after it, then the count, the page's own options and the page size.
 * The count shows only for a valid range.
 */
export function StatusToolbar({
  fromMonth,
  toMonth,
  onMonth,
  company,
  filters,
  afterCompany,
  options,
  totalCount,
  pageSize,
  onPageSize,
}: {
  fromMonth: string;
  toMonth: string;
  onMonth: (key: 'from' | 'to', month: string | null) => void;
  company: { value: number | undefined; currentName?: string; onChange: (companyId: number | null) => void };
  /** The page's filters between the months and the company. */
  filters: ReactNode;
  /** The page's filters after the company. */
  afterCompany?: ReactNode;
  /** The page's options before the page size (the sales status's sort). */
  options?: ReactNode;
  totalCount: number | undefined;
  pageSize: number;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation('exchange-status');
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-filters" role="search" aria-label={t('filter.label')}>
        <MonthRange fromMonth={fromMonth} toMonth={toMonth} onChange={onMonth} />
        {filters}
        <CompanySearchPopup
          label={t('filter.customer')}
          allLabel={t('filter.allCustomers')}
          value={company.value}
          currentName={company.currentName}
          onChange={(c) => company.onChange(c ? c.companyId : null)}
        />
        {afterCompany}
      </div>
      <div className="list-toolbar-meta">
        <ListCount totalCount={totalCount} />
        <div className="list-toolbar-options">
          {options}
          <PageSizeSelect value={pageSize} onChange={onPageSize} />
        </div>
      </div>
    </div>
  );
}
