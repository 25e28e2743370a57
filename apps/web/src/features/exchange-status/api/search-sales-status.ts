import { CALL_PATHS, type TSalesStatusSearchRequest, type TSalesStatusSearchResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the sales status. */
export const SALES_STATUS_KEY = ['exchange-status', 'sales'] as const;

/** The searchSalesStatus call: the billing run's summaries with categories, flags and amounts, with totals per currency. */
export const searchSalesStatus = (body: TSalesStatusSearchRequest, signal?: AbortSignal): Promise<TSalesStatusSearchResponse> =>
  api.call(CALL_PATHS.searchSalesStatus, { body, signal });
export const useSalesStatus = (body: TSalesStatusSearchRequest, enabled: boolean) =>
  useQuery({
    queryKey: [...SALES_STATUS_KEY, body],
    queryFn: ({ signal }) => searchSalesStatus(body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
