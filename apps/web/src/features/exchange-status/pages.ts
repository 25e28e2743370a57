import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The exchange side's status screens by pageUri (spread into app/page-registry.ts): contract status and sales status. */
export const exchangeStatusPages: Record<string, Loader> = {
  '/exchange/contract-status': () => import('./pages/contract-status-page'),
  '/exchange/sales-status': () => import('./pages/sales-status-page'),
};
