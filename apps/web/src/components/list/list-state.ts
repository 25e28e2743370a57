import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  MULTI_VALUE_SEPARATOR,
  splitMulti,
  type TSortOrder,
} from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The state of a list screen, kept in the URL so that a list can be shared, reloaded and gone back to. */
export interface ListState {
  pageNumber: number;
  pageSize: number;
  sort: TSortOrder;
  categories: string[];
  keyword: string;
}

export const DEFAULT_LIST_STATE: ListState = {
  pageNumber: DEFAULT_PAGE_NUMBER,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'newest',
  categories: [],
  keyword: '',
};

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The URL parameter of the multiple-choice filter: `category` on the boards and inquiries; a list
 * that filters by something else (the staff list by status) names its own.
 */
export interface ListStateOptions {
  categoryKey?: string;
}

/** Reads the list state from URL parameters; anything unknown falls back to its default. */
export function parseListState(params: URLSearchParams, { categoryKey = 'category' }: ListStateOptions = {}): ListState {
  const size = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    pageNumber: positiveInt(params.get('pageNumber'), DEFAULT_PAGE_NUMBER),
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    categories: splitMulti(params.get(categoryKey)),
    keyword: (params.get('keyword') ?? '').trim(),
  };
}

/**
 * Writes the list state as URL parameters: pageNumber and pageSize are omitted at or below their
 * defaults (spec 1, section 5), categories are joined with a vertical bar, other defaults omitted.
 */
export function listStateToParams(state: ListState, { categoryKey = 'category' }: ListStateOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.categories.length) params.set(categoryKey, state.categories.join(MULTI_VALUE_SEPARATOR));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.pageNumber > DEFAULT_PAGE_NUMBER) params.set('pageNumber', String(state.pageNumber));
  if (state.pageSize > DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The list state of the current URL and a setter; changing a filter goes back to page 1. Parameters
 * named in `extraKeys` (a board tab, for instance) are the page's own: kept, and changed with
 * `setExtra`, which also goes back to page 1.
 */
export function useListState(
  extraKeys: readonly string[] = [],
  options: ListStateOptions = {},
): {
  state: ListState;
  update: (change: Partial<ListState>) => void;
  extra: Record<string, string>;
  setExtra: (key: string, value: string | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const { categoryKey } = options;
  const state = useMemo(() => parseListState(params, { categoryKey }), [params, categoryKey]);
  const extraList = extraKeys.join(',');
  const extra = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of extraList.split(',').filter(Boolean)) {
      const v = params.get(key);
      if (v) out[key] = v;
    }
    return out;
  }, [params, extraList]);

  const write = useCallback(
    (next: ListState, nextExtra: Record<string, string>) => {
      const out = listStateToParams(next, { categoryKey });
      for (const [k, v] of Object.entries(nextExtra)) out.set(k, v);
      setParams(out);
    },
    [setParams, categoryKey],
  );
  const update = useCallback(
    (change: Partial<ListState>) => {
      const filterChanged = ['keyword', 'categories', 'sort', 'pageSize'].some((k) => k in change);
      const next: ListState = { ...state, ...change };
      if (filterChanged && !('pageNumber' in change)) next.pageNumber = DEFAULT_PAGE_NUMBER;
      write(next, extra);
    },
    [state, extra, write],
  );
  const setExtra = useCallback(
    (key: string, value: string | null) => {
      const nextExtra = { ...extra };
      if (value) nextExtra[key] = value;
      else delete nextExtra[key];
      write({ ...state, pageNumber: DEFAULT_PAGE_NUMBER }, nextExtra);
    },
    [state, extra, write],
  );
  return { state, update, extra, setExtra };
}

/** The filters a detail page needs to place its previous and next posts (sort, categories, search text). */
export function detailFilters(state: ListState) {
  return {
    sort: state.sort,
    categoryCodes: state.categories.length ? state.categories.join(MULTI_VALUE_SEPARATOR) : undefined,
    searchText: state.keyword || undefined,
  };
}

/** The query string carried from a list to its details and back (list state plus the page's own keys). */
export function carriedQuery(state: ListState, extra: Record<string, string> = {}): string {
  const params = listStateToParams(state);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Row number as readers expect it: counting down from the newest, or up from the oldest. */
export function rowNumber(state: Pick<ListState, 'pageNumber' | 'pageSize' | 'sort'>, totalCount: number, index: number): number {
  const before = (state.pageNumber - 1) * state.pageSize + index;
  return state.sort === 'oldest' ? before + 1 : totalCount - before;
}

/** True when a filter or a search narrows the list (its empty state then says "no results", not "nothing yet"). */
export const isSearching = (state: Pick<ListState, 'keyword' | 'categories'>, ...others: unknown[]) =>
  Boolean(state.keyword || state.categories.length || others.some(Boolean));
