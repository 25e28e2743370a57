import type { TBbsItem, TPage } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isSearching, type ListState } from '../list/list-state';
import { ListToolbar, type CategoryOption } from '../list/list-toolbar';
import { ListView } from '../list/list-view';
import { BulletinTable } from './bulletin-table';

/** A searchable bulletin list: the kit's toolbar, the table (or its loading, failure and empty states), pagination. */
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
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {tabs}
      <ListToolbar state={state} onChange={onChange} categories={categories} totalCount={query.data?.totalCount} />
      <ListView query={query} state={state} onChange={onChange} searching={isSearching(state)}>
        {(page) => <BulletinTable title={title} items={page.items} state={state} totalCount={page.totalCount} detailHref={detailHref} />}
      </ListView>
    </>
  );
}
