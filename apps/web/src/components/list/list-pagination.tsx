import Pagination from 'antd/es/pagination';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';
import { usePaginationItemRender } from './pagination-items';

/** Page links under a list; the page size is chosen in the toolbar. */
export function ListPagination({
  state,
  totalCount,
  onChange,
}: {
  state: ListState;
  totalCount: number;
  onChange: (change: Partial<ListState>) => void;
}) {
  const { t } = useTranslation('components');
  const itemRender = usePaginationItemRender();
  if (totalCount <= state.pageSize) return null;
  return (
    <nav className="list-pagination" aria-label={t('list.pagination')}>
      <Pagination
        current={state.pageNumber}
        pageSize={state.pageSize}
        total={totalCount}
        showSizeChanger={false}
        showLessItems
        itemRender={itemRender}
        onChange={(pageNumber) => {
          onChange({ pageNumber });
          document.getElementById('main-content')?.scrollIntoView({ block: 'start' });
        }}
      />
    </nav>
  );
}
