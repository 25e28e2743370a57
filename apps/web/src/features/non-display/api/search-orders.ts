import { CALL_PATHS, type TOrderSearchResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The searchOrders call for the order picker of the declaration form: the company's latest order forms. */
export const searchOrderChoices = (searchText: string | undefined, signal?: AbortSignal): Promise<TOrderSearchResponse> =>
  api.call(CALL_PATHS.searchOrders, { body: { pageNumber: 1, pageSize: 50, sort: 'updatedDesc', searchText }, signal, silent: true });
export const searchOrderChoicesQueryOptions = (searchText: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'search', 'non-display-choices', searchText ?? ''],
    queryFn: ({ signal }) => searchOrderChoices(searchText, signal),
    retry: false,
  });
export const useOrderChoices = (searchText: string | undefined, enabled = true) =>
  useQuery({ ...searchOrderChoicesQueryOptions(searchText), enabled });
