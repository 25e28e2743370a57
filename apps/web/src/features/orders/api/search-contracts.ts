import { CALL_PATHS, type TContractSearchRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The searchContracts call, for choosing the contract a change or a termination is for (active ones). */
export const searchContracts = (body: TContractSearchRequest, signal?: AbortSignal) =>
  api.call(CALL_PATHS.searchContracts, { body, signal, silent: true });
export const activeContractsQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'search', { status: 'ACTIVE', pageSize: 100 }],
    queryFn: ({ signal }) => searchContracts({ status: 'ACTIVE', pageNumber: 1, pageSize: 100 }, signal),
  });
export const useActiveContracts = (enabled: boolean) => useQuery({ ...activeContractsQueryOptions(), enabled });
