import { CALL_PATHS, type TContractReportedItems } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every contract's current reported items. */
export const REPORTED_ITEMS_KEY = ['other-reports', 'items'] as const;

/** The getContractReportedItems call: each item's current value and its open change. */
export const getContractReportedItems = (contractId: number, signal?: AbortSignal): Promise<TContractReportedItems> =>
  api.call(CALL_PATHS.getContractReportedItems, { params: { contractId }, signal, silent: true });
export const getContractReportedItemsQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...REPORTED_ITEMS_KEY, contractId],
    queryFn: ({ signal }) => getContractReportedItems(contractId, signal),
    retry: false,
  });
export const useContractReportedItems = (contractId: number) =>
  useQuery({ ...getContractReportedItemsQueryOptions(contractId), enabled: Number.isInteger(contractId) && contractId > 0 });
