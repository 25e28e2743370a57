import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The fee estimator by pageUri (spread into app/page-registry.ts): visitors at public prices, members with their contracts. */
export const feeEstimatePages: Record<string, Loader> = {
  '/product/fee-estimator': () => import('./pages/fee-estimator-page'),
};
