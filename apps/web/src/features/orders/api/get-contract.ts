import { CALL_PATHS, type TContractDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The getContract call, for an order that changes or terminates a contract: the form is pre-filled from the
 * contract's current products (same cache key as the contract pages).
 */
export const getContract = (contractId: number, signal?: AbortSignal): Promise<TContractDetail> =>
  api.call(CALL_PATHS.getContract, { params: { contractId }, signal, silent: true });
export const getContractQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: ['contracts', 'detail', contractId], queryFn: ({ signal }) => getContract(contractId, signal), retry: false });
export const useContractOfOrder = (contractId: number | null | undefined) =>
  useQuery({ ...getContractQueryOptions(contractId ?? 0), enabled: Boolean(contractId && contractId > 0) });
