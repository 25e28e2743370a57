import type { TContractDetail, TContractSearchRequest } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The contract's detail, used by several areas (the contract pages, an order that changes or terminates it, the
 * non-display declaration): one call, one cache key, which their mutations invalidate.
 */
export const CONTRACT_DETAIL_KEY = ['contracts', 'detail'] as const;

/** The getContract call: a contract with its products, terms, versions, orders, documents and agreement archives. */
export const getContract = (contractId: number, signal?: AbortSignal): Promise<TContractDetail> =>
  api.call(CALL_PATHS.getContract, { params: { contractId }, signal, silent: true });
export const getContractQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: [...CONTRACT_DETAIL_KEY, contractId], queryFn: ({ signal }) => getContract(contractId, signal), retry: false });
/** A contract's detail once its id is known (a positive whole number). */
export const useContract = (contractId: number | null | undefined) =>
  useQuery({ ...getContractQueryOptions(contractId ?? 0), enabled: Number.isInteger(contractId) && (contractId ?? 0) > 0 });

/**
 * The company's active contracts, for choosing the one a change is for (the order form's contract choice, the fee
 * estimator's): one call, one cache key.
 */
export const searchContracts = (body: TContractSearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchContracts, { body, signal, silent: true });
export const activeContractsQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'search', { status: 'ACTIVE', pageSize: 100 }],
    queryFn: ({ signal }) => searchContracts({ status: 'ACTIVE', pageNumber: 1, pageSize: 100 }, signal),
  });
export const useActiveContracts = (enabled: boolean) => useQuery({ ...activeContractsQueryOptions(), enabled });
