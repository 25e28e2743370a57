import type { WorkflowDeclaration } from '@portal/contract/workflow';
import { useSearchParams } from 'react-router';
import { dateParam } from '../list/date-filter';
import { carriedQuery, useListState } from '../list/list-state';
import { useRoles } from '../use-roles';
import { companyFilterOf, stateOf } from './request-list';

/** The URL parameters every request list keeps for the kit's filters: the state, the company, the period. */
const KIT_KEYS = ['state', 'company', 'from', 'to'] as const;

/**
 * The state of a kind's list in the URL (useListState) with the filters the kit words: the state of the declaration, the
 * company for provider staff (when the list has the filter) and a period (`from`..`to`, the end sent never before the
 * start). `page` is what every search sends of the list (text and page), `carried` the query a request's page keeps to
 * come back to the same list, `props` the RequestList's props of the list and its state and company filters.
 */
export function useRequestListState<S extends string>(
  declaration: WorkflowDeclaration<S> | undefined,
  ownKeys: readonly string[],
  { company = true }: { company?: boolean } = {},
) {
  const { isProvider } = useRoles();
  const { state, update, extra, setExtra } = useListState([...KIT_KEYS, ...ownKeys]);
  const stateValue = declaration ? stateOf(declaration, extra.state) : undefined;
  const companyId = company ? companyFilterOf(extra.company, isProvider) : undefined;
  const fromDate = dateParam(extra.from);
  const toDate = dateParam(extra.to);
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  return {
    state,
    update,
    extra,
    setExtra,
    stateValue,
    companyId,
    period: { fromDate, toDate, onChange: (key: 'from' | 'to', value: string | null) => setExtra(key, value) },
    /** The period as a search sends it: the end never before the start. */
    periodBody: { fromDate, toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate },
    page: { searchText: state.keyword || undefined, pageNumber: state.pageNumber, pageSize: state.pageSize },
    kept,
    carried: carriedQuery(state, kept),
    props: {
      list: { state, update },
      stateValue,
      onStateChange: (v: S | undefined) => setExtra('state', v ?? null),
      ...(company ? { company: { value: companyId, onChange: (v: number | undefined) => setExtra('company', v ? String(v) : null) } } : {}),
    },
  };
}

/**
 * A request opened in a drawer over its list, by its id in the URL (`key`): the id, the link that opens one (keeping the
 * list's filters) and closing it.
 */
export function useDrawerParam(key: string, carried: string) {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get(key));
  const openId = Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
  const href = (id: number) => {
    const next = new URLSearchParams(carried);
    next.set(key, String(id));
    return `?${next.toString()}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(key);
    setParams(next);
  };
  return { openId, href, close };
}
