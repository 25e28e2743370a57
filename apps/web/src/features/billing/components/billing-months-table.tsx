import type { TPage } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';

/**
 * The billing months as a table, newest first, a month a row (the customer's billing list and the administrator's
 * billing page, each with its own columns): the count and page size above, the VAT note below.
 */
export function BillingMonthsTable<T extends { month: string }>({
  query,
  state,
  onChange,
  columns,
  caption,
  emptyText,
}: {
  query: UseQueryResult<TPage<T>>;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  columns: ListColumn<T>[];
  caption: string;
  emptyText: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <>
      <div className="list-toolbar-meta bil-meta">
        <ListCount totalCount={query.data?.totalCount} />
        <PageSizeSelect value={state.pageSize} onChange={(pageSize) => onChange({ pageSize })} />
      </div>
      <ListView query={query} state={state} onChange={onChange} searching={false} emptyText={emptyText}>
        {(page) => (
          <div className="bil-table-wrap">
            <ListTable
              caption={caption}
              items={page.items}
              columns={columns}
              rowKey={(m) => m.month}
              className="bulletin-table bil-table"
            />
          </div>
        )}
      </ListView>
      <p className="bil-note">{t('vatNote')}</p>
    </>
  );
}
