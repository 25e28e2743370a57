import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Suspension requests by pageUri (spread into app/page-registry.ts): the customers' list, request and detail, and the
 * provider staff's approval list and detail.
 */
export const suspensionPages: Record<string, Loader> = {
  '/contract/suspension-list': () => import('./pages/suspension-list-page'),
  '/contract/:contractId/suspension-request': () => import('./pages/suspension-request-page'),
  '/contract/suspension/:suspensionId/suspension-detail': () => import('./pages/suspension-detail-page'),
  '/admin/suspension-approval-list': () => import('./pages/suspension-approval-list-page'),
  '/admin/suspension/:suspensionId/suspension-approval-detail': () => import('./pages/suspension-approval-detail-page'),
};
