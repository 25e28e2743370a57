import {
  CALL_PATHS,
  type TUserBillingDetail,
  type TUserBillingMonthItem,
  type TUserBillingSearchRequest,
  type TPage,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** The cache key of the customer's bills. */
export const USER_BILLING_KEY = ['user-billing'] as const;

/** The searchUserBilling call: the company's months, newest first, with totals per currency. */
export const searchUserBilling = (body: TUserBillingSearchRequest, signal?: AbortSignal): Promise<TPage<TUserBillingMonthItem>> =>
  api.call(CALL_PATHS.searchUserBilling, { body, signal, silent: true });
export const searchUserBillingQueryOptions = (body: TUserBillingSearchRequest) =>
  queryOptions({
    queryKey: [...USER_BILLING_KEY, 'months', body],
    queryFn: ({ signal }) => searchUserBilling(body, signal),
    placeholderData: keepPreviousData,
  });
export const useUserBillingMonths = (body: TUserBillingSearchRequest) => useQuery(searchUserBillingQueryOptions(body));

/** The getUserBilling call: the company's bill of a month (an empty bill when the month has no lines). */
export const getUserBilling = (month: string, signal?: AbortSignal): Promise<TUserBillingDetail> =>
  api.call(CALL_PATHS.getUserBilling, { params: { billingMonth: month }, signal, silent: true });
export const getUserBillingQueryOptions = (month: string) =>
  queryOptions({ queryKey: [...USER_BILLING_KEY, 'bill', month], queryFn: ({ signal }) => getUserBilling(month, signal) });
export const useUserBilling = (month: string) => useQuery(getUserBillingQueryOptions(month));

/** The statement downloads (getUserBillingXlsx, getUserBillingPdf) in the interface language, saved under the given name. */
export async function downloadStatement(month: string, kind: 'xlsx' | 'pdf', fileName: string): Promise<void> {
  const params = { billingMonth: month };
  const blob: Blob =
    kind === 'xlsx'
      ? await api.call(CALL_PATHS.getUserBillingXlsx, { params, blob: true })
      : await api.call(CALL_PATHS.getUserBillingPdf, { params, blob: true });
  saveBlob(blob, fileName);
}
