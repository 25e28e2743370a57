import { CALL_PATHS, type TInventorySearchRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the licence inventory. */
export const INVENTORY_KEY = ['contracts', 'inventory'] as const;

/** The searchInventory call: every product in use per company on a date, under which contract, since and until when. */
export const searchInventory = (body: TInventorySearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchInventory, { body, signal });
export const searchInventoryQueryOptions = (body: TInventorySearchRequest) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, body],
    queryFn: ({ signal }) => searchInventory(body, signal),
    placeholderData: keepPreviousData,
  });
export const useInventory = (body: TInventorySearchRequest) => useQuery(searchInventoryQueryOptions(body));
