import { CALL_PATHS, type TProductListQuery, type TProductListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The listProducts call: the catalogue of information products (filtered by market and provision), with prices. */
export const listProducts = (query: TProductListQuery, signal?: AbortSignal): Promise<TProductListResponse> =>
  api.call(CALL_PATHS.listProducts, { query, signal, silent: true });
export const listProductsQueryOptions = (query: TProductListQuery = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'products', query],
    queryFn: ({ signal }) => listProducts(query, signal),
    staleTime: 10 * 60_000,
  });
export const useProducts = (query: TProductListQuery = {}) => useQuery(listProductsQueryOptions(query));
