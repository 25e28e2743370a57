import { CALL_PATHS, type TContractDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getContract call for the declaration form: the begin date of the chosen order's contract. */
export const getContractForDeclaration = (contractId: number, signal?: AbortSignal): Promise<TContractDetail> =>
  api.call(CALL_PATHS.getContract, { params: { contractId }, signal, silent: true });
export const getContractForDeclarationQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: ['contracts', 'detail', contractId],
    queryFn: ({ signal }) => getContractForDeclaration(contractId, signal),
    retry: false,
  });
export const useContractForDeclaration = (contractId: number | null) =>
  useQuery({ ...getContractForDeclarationQueryOptions(contractId ?? 0), enabled: !!contractId && contractId > 0 });
