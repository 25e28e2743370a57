import { CALL_PATHS, type TContractSearchRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the contract list. */
export const CONTRACTS_KEY = ['contracts', 'search'] as const;

/** The searchContracts call: the company's contracts (provider staff: every company's, or one's). */
export const searchContracts = (body: TContractSearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchContracts, { body, signal });
export const searchContractsQueryOptions = (body: TContractSearchRequest) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, body],
    queryFn: ({ signal }) => searchContracts(body, signal),
    placeholderData: keepPreviousData,
  });
export const useContracts = (body: TContractSearchRequest) => useQuery(searchContractsQueryOptions(body));
