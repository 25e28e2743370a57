import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The exceptions dashboard by pageUri (spread into app/page-registry.ts): one page at the provider's and the exchange's address. */
export const exceptionPages: Record<string, Loader> = {
  '/admin/exceptions': () => import('./pages/exceptions-page'),
  '/exchange/exceptions': () => import('./pages/exceptions-page'),
};
