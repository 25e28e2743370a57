import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Contracts by pageUri (spread into app/page-registry.ts): the list, a contract, the licence inventory. */
export const contractPages: Record<string, Loader> = {
  '/contract/contract-list': () => import('./pages/contract-list-page'),
  '/contract/:contractId/contract-detail': () => import('./pages/contract-detail-page'),
  '/contract/inventory': () => import('./pages/inventory-page'),
};
