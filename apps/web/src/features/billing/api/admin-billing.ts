import {
  CALL_PATHS,
  type TAdminBillingSearchRequest,
  type TBillingLinesSearchRequest,
  type TBillingMonthItem,
  type TBillingRunRequest,
  type TBillingRunResponse,
  type TPage,
  type TBillingLine,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the provider's billing: a run or a final month invalidates it. */
export const ADMIN_BILLING_KEY = ['admin-billing'] as const;

/** The searchAdminBilling call: the months with state, last run and totals per currency. */
export const searchAdminBilling = (body: TAdminBillingSearchRequest, signal?: AbortSignal): Promise<TPage<TBillingMonthItem>> =>
  api.call(CALL_PATHS.searchAdminBilling, { body, signal, silent: true });
export const searchAdminBillingQueryOptions = (body: TAdminBillingSearchRequest) =>
  queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'months', body],
    queryFn: ({ signal }) => searchAdminBilling(body, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminBillingMonths = (body: TAdminBillingSearchRequest) => useQuery(searchAdminBillingQueryOptions(body));

/** The searchBillingLines call: a month's lines, of one customer or of all. */
export const searchBillingLines = (month: string, body: TBillingLinesSearchRequest, signal?: AbortSignal): Promise<TPage<TBillingLine>> =>
  api.call(CALL_PATHS.searchBillingLines, { params: { billingMonth: month }, body, signal, silent: true });
export const searchBillingLinesQueryOptions = (month: string, body: TBillingLinesSearchRequest) =>
  queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'lines', month, body],
    queryFn: ({ signal }) => searchBillingLines(month, body, signal),
    placeholderData: keepPreviousData,
  });
export const useBillingLines = (month: string | null, body: TBillingLinesSearchRequest) =>
  useQuery({ ...searchBillingLinesQueryOptions(month ?? '', body), enabled: !!month });

/** The runBilling call: one month or a range; answers each month's run. */
export const runBilling = (body: TBillingRunRequest): Promise<TBillingRunResponse> =>
  api.call(CALL_PATHS.runBilling, { body, silent: true });
export const useRunBilling = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: runBilling, onSettled: () => client.invalidateQueries({ queryKey: ADMIN_BILLING_KEY }) });
};

/** The finalizeBillingMonth call: the month becomes final (irreversible). */
export const finalizeBillingMonth = (month: string): Promise<TBillingMonthItem> =>
  api.call(CALL_PATHS.finalizeBillingMonth, { params: { billingMonth: month }, silent: true });
export const useFinalizeBillingMonth = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: finalizeBillingMonth, onSettled: () => client.invalidateQueries({ queryKey: ADMIN_BILLING_KEY }) });
};
