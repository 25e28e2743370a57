import {
  CALL_PATHS,
  type TRequestVersion,
  type TSuspensionActionRequest,
  type TSuspensionContractInfo,
  type TSuspensionCreateRequest,
  type TSuspensionDetail,
  type TSuspensionSearchRequest,
  type TSuspensionSearchResponse,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache keys of the suspensions' calls (mutations invalidate through them). */
export const SUSPENSIONS_KEY = ['suspensions'] as const;
const LIST_KEY = [...SUSPENSIONS_KEY, 'search'] as const;
const DETAIL_KEY = [...SUSPENSIONS_KEY, 'detail'] as const;
const VERSIONS_KEY = [...SUSPENSIONS_KEY, 'versions'] as const;
const CONTRACT_KEY = [...SUSPENSIONS_KEY, 'contract'] as const;

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/** searchSuspensions: a customer's company's requests, or every company's for provider staff. */
export const searchSuspensions = (body: TSuspensionSearchRequest, signal?: AbortSignal): Promise<TSuspensionSearchResponse> =>
  api.call(CALL_PATHS.searchSuspensions, { body, signal });
export const useSuspensions = (body: TSuspensionSearchRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...LIST_KEY, body],
      queryFn: ({ signal }) => searchSuspensions(body, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** getSuspension: a request with what the caller may do now (the staff memo for staff only). */
export const getSuspension = (suspensionId: number, signal?: AbortSignal): Promise<TSuspensionDetail> =>
  api.call(CALL_PATHS.getSuspension, { params: { suspensionId }, signal, silent: true });
export const useSuspension = (suspensionId: number | null) =>
  useQuery({
    queryKey: [...DETAIL_KEY, suspensionId],
    queryFn: ({ signal }) => getSuspension(suspensionId!, signal),
    enabled: validId(suspensionId),
    retry: false,
  });

/** getSuspensionVersions: every version (creation, transitions) with its content then. */
export const getSuspensionVersions = (suspensionId: number, signal?: AbortSignal): Promise<{ items: TRequestVersion[] }> =>
  api.call(CALL_PATHS.getSuspensionVersions, { params: { suspensionId }, signal, silent: true });
export const useSuspensionVersions = (suspensionId: number | null) =>
  useQuery({
    queryKey: [...VERSIONS_KEY, suspensionId],
    queryFn: ({ signal }) => getSuspensionVersions(suspensionId!, signal),
    enabled: validId(suspensionId),
    retry: false,
  });

/** getSuspensionContract: what the request page shows of a contract (products with market and receiving method). */
export const getSuspensionContract = (contractId: number, signal?: AbortSignal): Promise<TSuspensionContractInfo> =>
  api.call(CALL_PATHS.getSuspensionContract, { params: { contractId }, signal, silent: true });
export const useSuspensionContract = (contractId: number | null) =>
  useQuery({
    queryKey: [...CONTRACT_KEY, contractId],
    queryFn: ({ signal }) => getSuspensionContract(contractId!, signal),
    enabled: validId(contractId),
    retry: false,
  });

/** After a change: the request's detail is the answer; lists, histories and contracts (their status) are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (detail: TSuspensionDetail) => {
    client.setQueryData([...DETAIL_KEY, detail.suspensionId], detail);
    return Promise.all([LIST_KEY, VERSIONS_KEY, CONTRACT_KEY, ['contracts']].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

/** createSuspension: a customer member requests a suspension (silent: the form shows the error on its field or above it). */
export const useCreateSuspension = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TSuspensionCreateRequest): Promise<TSuspensionDetail> =>
      api.call(CALL_PATHS.createSuspension, { body, silent: true }),
    onSuccess: refresh,
  });
};

/** actOnSuspension: one transition (receive, receiveChange with the changed period, approve, return, cancel). */
export const useActOnSuspension = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      suspensionId,
      action,
      body,
    }: {
      suspensionId: number;
      action: string;
      body: TSuspensionActionRequest;
    }): Promise<TSuspensionDetail> => api.call(CALL_PATHS.actOnSuspension, { params: { suspensionId, action }, body, silent: true }),
    onSuccess: refresh,
  });
};

/** updateSuspensionMemo: the staff memo (provider staff). */
export const useUpdateSuspensionMemo = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ suspensionId, memo }: { suspensionId: number; memo: string }): Promise<TSuspensionDetail> =>
      api.call(CALL_PATHS.updateSuspensionMemo, { params: { suspensionId }, body: { memo }, silent: true }),
    onSuccess: refresh,
  });
};
