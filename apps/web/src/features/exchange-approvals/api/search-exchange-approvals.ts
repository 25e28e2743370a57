import { CALL_PATHS } from '@portal/contract/call-paths';
import { searchQuery } from '../../../lib/request-queries';

/**
 * The approval list's call, on its own and zod-free: the reviewer's home block asks it for the waiting count on the
 * first load of /home (decision 051), which must not bring the detail's panels with it.
 */

/** The cache keys of the exchange approvals' calls (mutations invalidate through them). */
export const EXCHANGE_APPROVALS_KEY = ['exchange-approvals'] as const;
export const EXCHANGE_APPROVALS_LIST_KEY = [...EXCHANGE_APPROVALS_KEY, 'search'] as const;

/** searchExchangeApprovals: the reviewer's approval items, filtered, a page at a time. */
export const { useSearch: useExchangeApprovals } = searchQuery(CALL_PATHS.searchExchangeApprovals, EXCHANGE_APPROVALS_LIST_KEY);
