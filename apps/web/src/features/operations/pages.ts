import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The operations screen by pageUri (spread into app/page-registry.ts). */
export const operationsPages: Record<string, Loader> = {
  '/admin/operations': () => import('./pages/operations-page'),
};
