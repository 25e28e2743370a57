import type { PathParams } from '@portal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, type ApiCall, type CallBody, type CallResponse, type RequestOptions } from './api';

/**
 * The queries and changes of the calls of a kind of request (orders, non-display declarations, suspensions, ...), made
 * from the contract's table of calls: a feature's `api/` declares its calls with these and exports their hooks and
 * keys; the cache keys, the previous page kept while the next loads, the ids worth asking for and what a change reads
 * again are decided here once. Zod-free (the home page's blocks load it in the entry chunk).
 */

type Key = readonly unknown[];

/** The untyped form of `api.call`, for the generic builders below (each one types its own answer). */
const callApi = api.call as (call: ApiCall, opts?: RequestOptions & { params?: Record<string, string | number> }) => Promise<never>;

/** A positive whole number: an id worth asking the server about. */
export const isId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/**
 * A list call (a search POST): its key (every page under it: a change invalidates it), the call itself, its query
 * options (the previous page stays while the next one loads) and its hook. `silent` leaves the error to the page.
 */
export function searchQuery<C extends ApiCall>(call: C, key: Key, { silent = false, retry }: { silent?: boolean; retry?: false } = {}) {
  const fetch = (body: CallBody<C>, signal?: AbortSignal): Promise<CallResponse<C>> => callApi(call, { body, signal, silent });
  const options = (body: CallBody<C>) =>
    queryOptions({
      queryKey: [...key, body],
      queryFn: ({ signal }) => fetch(body, signal),
      placeholderData: keepPreviousData,
      ...(retry === false ? { retry } : {}),
    });
  const useSearch = (body: CallBody<C>, enabled = true) => useQuery({ ...options(body), enabled });
  return { key, fetch, options, useSearch };
}

/**
 * A call that reads one record by its id (a request, its versions, a contract's items): its key, the call (silent:
 * the page says what went wrong), its query options and its hook, asking only for a positive whole number.
 */
export function recordQuery<C extends ApiCall>(call: C, key: Key, param: PathParams<C['path']>) {
  const fetch = (id: number, signal?: AbortSignal): Promise<CallResponse<C>> =>
    callApi(call, { params: { [param]: id }, signal, silent: true });
  const options = (id: number) => queryOptions({ queryKey: [...key, id], queryFn: ({ signal }) => fetch(id, signal), retry: false });
  const useRecord = (id: number | null | undefined, enabled = true) => useQuery({ ...options(id ?? 0), enabled: enabled && isId(id) });
  return { key, fetch, options, useRecord };
}

/** What a change takes: the body alone for a call without path parameters, else its parameters and `body`. */
export type ChangeVariables<C extends ApiCall> = [PathParams<C['path']>] extends [never]
  ? CallBody<C>
  : Record<PathParams<C['path']>, string | number> & ([CallBody<C>] extends [never] ? { body?: never } : { body: CallBody<C> });

/**
 * The hook of a call that changes something (silent: the form or the dialog says what went wrong). Its variables are
 * the body alone for a call without path parameters, else the parameters and `body`; once answered, `onAnswer` keeps
 * the answer and the queries under `refresh` are read again.
 */
export function changeHook<C extends ApiCall>(
  call: C,
  refresh: readonly QueryKey[],
  onAnswer?: (client: QueryClient, answer: CallResponse<C>) => void,
) {
  const hasParams = call.path.includes(':');
  return () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (variables: ChangeVariables<C>): Promise<CallResponse<C>> => {
        if (!hasParams) return callApi(call, { body: variables, silent: true });
        const { body, ...params } = variables as { body?: unknown } & Record<string, string | number>;
        return callApi(call, { params, body, silent: true });
      },
      onSuccess: (answer) => {
        onAnswer?.(client, answer);
        return Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    });
  };
}

/**
 * The calls of a kind of request under the keys `[area, 'search' | 'detail' | 'versions']`, `id` naming the path
 * parameter of a request and its field in the answer: `search(call)`, `record(call)` and `versions(call)` make its
 * queries, `change(call)` the hook of a call that answers the request (create, save, act): the answer becomes the
 * request's cache, and the lists, the versions and what `more` names (another area's lists that depend on it) are read
 * again.
 */
export function kindCalls<I extends string>(area: string, id: I) {
  const keys = {
    all: [area] as const,
    search: [area, 'search'] as const,
    detail: [area, 'detail'] as const,
    versions: [area, 'versions'] as const,
  };
  type WithId = ApiCall & { path: `${string}:${I}${string}` };

  /** A change that answers the request: the answer is the request's cache; lists, versions and `more` are read again. */
  const change = <C extends ApiCall>(call: C, more: readonly QueryKey[] = []) =>
    changeHook(call, [keys.search, keys.versions, ...more], (client, answer) =>
      client.setQueryData([...keys.detail, (answer as Record<string, unknown>)[id]], answer),
    );

  return {
    keys,
    search: <C extends ApiCall>(call: C, opts?: { silent?: boolean; retry?: false }) => searchQuery(call, keys.search, opts),
    record: <C extends WithId>(call: C) => recordQuery(call, keys.detail, id as unknown as PathParams<C['path']>),
    versions: <C extends WithId>(call: C) => recordQuery(call, keys.versions, id as unknown as PathParams<C['path']>),
    change,
  };
}
