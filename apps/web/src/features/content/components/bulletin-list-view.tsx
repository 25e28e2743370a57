import type { TBbsItem, TPage } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BulletinTable } from './bulletin-table';
import { ListPagination } from '../../../components/list/list-pagination';
import type { ListState } from '../../../components/list/list-state';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListToolbar, type CategoryOption } from '../../../components/list/list-toolbar';

/** A searchable bulletin list: toolbar, table (or its loading, failure and empty states), pagination. */
export function BulletinListView({
  title,
  lead,
  query,
  state,
  onChange,
  categories,
  detailHref,
  tabs,
}: {
  title: string;
  lead?: string;
  query: UseQueryResult<TPage<TBbsItem>>;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  categories?: CategoryOption[];
  detailHref: (item: TBbsItem) => string;
  tabs?: ReactNode;
}) {
  const page = query.data;
  const searching = Boolean(state.keyword || state.categories.length);
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {tabs}
      <ListToolbar state={state} onChange={onChange} categories={categories} totalCount={page?.totalCount} />
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'list-stale' : undefined}>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !page ? (
          <ListFailed onRetry={() => void query.refetch()} />
        ) : !page || page.items.length === 0 ? (
          <ListEmpty searching={searching} />
        ) : (
          <BulletinTable title={title} items={page.items} state={state} totalCount={page.totalCount} detailHref={detailHref} />
        )}
      </div>
      {page && <ListPagination state={state} totalCount={page.totalCount} onChange={onChange} />}
    </>
  );
}
