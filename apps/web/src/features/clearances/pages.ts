import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Clearances by pageUri (spread into app/page-registry.ts): provider staff's list, the reviewer's list and the document. */
export const clearancePages: Record<string, Loader> = {
  '/admin/clearance-list': () => import('./pages/admin-clearance-list-page'),
  '/exchange/clearance-list': () => import('./pages/exchange-clearance-list-page'),
  '/audit/clearance-list': () => import('./pages/clearance-list-page'),
  '/audit/:clearanceId/clearance-detail': () => import('./pages/clearance-detail-page'),
};
