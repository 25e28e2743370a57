import type { TPage } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame } from '../page-frame';
import type { ListState } from './list-state';
import { ListToolbar } from './list-toolbar';
import { ListView } from './list-view';

/** A list page's own words. */
export interface ListPageTexts {
  title: string;
  lead: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
}

/**
 * A list page's words from the `list` section of its area's translations (`list.title`, `list.lead`, `list.searchText`,
 * `list.searchPlaceholder`, `list.empty`); `own` words any of them otherwise (a lead for provider staff, ...).
 */
export function listTexts(t: (key: string) => string, own: Partial<ListPageTexts> = {}): ListPageTexts {
  return {
    title: t('list.title'),
    lead: t('list.lead'),
    searchLabel: t('list.searchText'),
    searchPlaceholder: t('list.searchPlaceholder'),
    emptyText: t('list.empty'),
    ...own,
  };
}

/**
 * A searchable list page: the frame (title, lead, actions), the toolbar with the search, the count and the page's filters,
 * and the list with its loading, empty and failed states. What stands between the toolbar and the list (a note on a
 * filter, a bulk action) is `before`, what follows it (a drawer, a dialog) `after`. The page draws its table from the
 * current page of items.
 */
export function ListPage<T>({
  texts,
  actions,
  list,
  query,
  filters,
  searching,
  before,
  after,
  children,
}: {
  texts: ListPageTexts;
  actions?: ReactNode;
  list: { state: ListState; update: (change: Partial<ListState>) => void };
  query: UseQueryResult<TPage<T> & { totalCountCapped?: boolean }>;
  filters?: ReactNode;
  /** Whether any filter or search text is set (the empty state then says nothing matched). */
  searching: boolean;
  before?: ReactNode;
  after?: ReactNode;
  children: (page: TPage<T>) => ReactNode;
}) {
  return (
    <PageFrame title={texts.title} lead={texts.lead} actions={actions}>
      <ListToolbar
        state={list.state}
        onChange={list.update}
        totalCount={query.data?.totalCount}
        totalCountCapped={query.data?.totalCountCapped}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        filters={filters}
      />
      {before}
      <ListView query={query} state={list.state} onChange={list.update} searching={searching} emptyText={texts.emptyText}>
        {children}
      </ListView>
      {after}
    </PageFrame>
  );
}
