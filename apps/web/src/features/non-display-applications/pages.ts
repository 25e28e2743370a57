import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The non-display application inventory by pageUri (spread into app/page-registry.ts). */
export const nonDisplayApplicationPages: Record<string, Loader> = {
  '/report/non-display-applications': () => import('./pages/non-display-applications-page'),
};
