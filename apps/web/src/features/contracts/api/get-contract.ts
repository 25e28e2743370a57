import { CALL_PATHS, type TContractDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every contract detail. */
export const CONTRACT_DETAIL_KEY = ['contracts', 'detail'] as const;

/** The getContract call: a contract with its products, versions, orders, documents and agreement archives. */
export const getContract = (contractId: number, signal?: AbortSignal): Promise<TContractDetail> =>
  api.call(CALL_PATHS.getContract, { params: { contractId }, signal, silent: true });
export const getContractQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...CONTRACT_DETAIL_KEY, contractId],
    queryFn: ({ signal }) => getContract(contractId, signal),
    retry: false,
  });
export const useContract = (contractId: number) =>
  useQuery({ ...getContractQueryOptions(contractId), enabled: Number.isInteger(contractId) && contractId > 0 });
