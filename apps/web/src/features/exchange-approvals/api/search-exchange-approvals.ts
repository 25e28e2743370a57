import type { TExchangeApprovalSearchRequest, TExchangeApprovalSearchResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The approval list's call, on its own and zod-free: the reviewer's home block asks it for the waiting count on the
 * first load of /home (decision 051), which must not bring the detail's panels with it.
 */

/** The cache keys of the exchange approvals' calls (mutations invalidate through them). */
export const EXCHANGE_APPROVALS_KEY = ['exchange-approvals'] as const;
export const EXCHANGE_APPROVALS_LIST_KEY = [...EXCHANGE_APPROVALS_KEY, 'search'] as const;

/** searchExchangeApprovals: the reviewer's approval items, filtered, a page at a time. */
export const searchExchangeApprovals = (
  body: TExchangeApprovalSearchRequest,
  signal?: AbortSignal,
): Promise<TExchangeApprovalSearchResponse> => api.call(CALL_PATHS.searchExchangeApprovals, { body, signal });
export const useExchangeApprovals = (body: TExchangeApprovalSearchRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...EXCHANGE_APPROVALS_LIST_KEY, body],
      queryFn: ({ signal }) => searchExchangeApprovals(body, signal),
      placeholderData: keepPreviousData,
    }),
  );
