import type { TCurrency, TFeeEstimate, TFeeEstimateChangeInput } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The fee of a change before it is filed (decision 083): the member's call (their company's contracts; provider staff
 * name the company) and the visitor's (public prices, in the currency chosen). Used by the fee panel of the order form,
 * the non-display declaration and the monthly report, and by the fee estimator page: one call, one cache key.
 */
export const FEE_ESTIMATE_KEY = ['fee-estimate'] as const;

export type TFeeEstimateFor = { visitor: false; companyId?: number } | { visitor: true; currency: TCurrency };

export const estimateFee = (who: TFeeEstimateFor, change: TFeeEstimateChangeInput, signal?: AbortSignal): Promise<TFeeEstimate> =>
  who.visitor
    ? api.call(CALL_PATHS.estimatePublicFee, { body: { currency: who.currency, change }, signal, silent: true })
    : api.call(CALL_PATHS.estimateFee, { body: { ...(who.companyId ? { companyId: who.companyId } : {}), change }, signal, silent: true });

/** The estimate of a change (null: nothing to estimate yet); the previous answer stays shown while the next loads. */
export const useFeeEstimate = (who: TFeeEstimateFor, change: TFeeEstimateChangeInput | null) =>
  useQuery({
    queryKey: [...FEE_ESTIMATE_KEY, who, change],
    queryFn: ({ signal }) => estimateFee(who, change!, signal),
    enabled: change !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

/** The products a visitor's estimate chooses from (the public call, public prices) or a member's (the signed-in list). */
export const usePublicProducts = (enabled: boolean) =>
  useQuery({
    queryKey: ['catalogue', 'public-products'],
    queryFn: ({ signal }) => api.call(CALL_PATHS.listPublicProducts, { query: {}, signal, silent: true }),
    staleTime: 10 * 60_000,
    enabled,
  });
