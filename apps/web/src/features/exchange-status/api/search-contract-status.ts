import { CALL_PATHS, type TContractStatusSearchRequest, type TContractStatusSearchResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the contract status. */
export const CONTRACT_STATUS_KEY = ['exchange-status', 'contract'] as const;

/** The searchContractStatus call: the billing run's figures per month, customer and product, with totals per currency. */
export const searchContractStatus = (body: TContractStatusSearchRequest, signal?: AbortSignal): Promise<TContractStatusSearchResponse> =>
  api.call(CALL_PATHS.searchContractStatus, { body, signal });
export const useContractStatus = (body: TContractStatusSearchRequest, enabled: boolean) =>
  useQuery({
    queryKey: [...CONTRACT_STATUS_KEY, body],
    queryFn: ({ signal }) => searchContractStatus(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
