import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Entitlement reconciliations by pageUri (spread into app/page-registry.ts): the list, the upload and the result. */
export const reconciliationPages: Record<string, Loader> = {
  '/audit/reconciliation-list': () => import('./pages/reconciliation-list-page'),
  '/audit/reconciliation-write': () => import('./pages/reconciliation-write-page'),
  '/audit/:reconciliationId/reconciliation-detail': () => import('./pages/reconciliation-detail-page'),
};
