import type { TPage } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import type { ListState } from './list-state';
import { ListEmpty, ListFailed, ListLoading } from './list-states';

/**
 * The body of every list page: while loading a skeleton, on failure a retry, when empty the empty
 * state, else the table the page draws from the current page of items; then the page links. The
 * toolbar above it is the page's (ListToolbar).
 */
export function ListView<T>({
  query,
  state,
  onChange,
  searching,
  emptyText,
  children,
}: {
  query: UseQueryResult<TPage<T>>;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  searching: boolean;
  emptyText?: string;
  children: (page: TPage<T>) => ReactNode;
}) {
  const page = query.data;
  return (
    <>
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'list-stale' : undefined}>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !page ? (
          <ListFailed onRetry={() => void query.refetch()} />
        ) : !page || page.items.length === 0 ? (
          <ListEmpty searching={searching} emptyText={emptyText} />
        ) : (
          children(page)
        )}
      </div>
      {page && <ListPagination state={state} totalCount={page.totalCount} onChange={onChange} />}
    </>
  );
}
