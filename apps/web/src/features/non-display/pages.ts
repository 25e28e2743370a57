import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Non-display usage declarations by pageUri (spread into app/page-registry.ts): the list, the form and the detail. */
export const nonDisplayPages: Record<string, Loader> = {
  '/report/non-display-list': () => import('./pages/declaration-list-page'),
  '/report/non-display-write': () => import('./pages/declaration-write-page'),
  '/report/:declarationId/non-display-detail': () => import('./pages/declaration-detail-page'),
};
