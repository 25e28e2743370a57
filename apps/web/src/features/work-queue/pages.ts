import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The provider desk's work queue by pageUri (spread into app/page-registry.ts). */
export const workQueuePages: Record<string, Loader> = {
  '/admin/work-queue': () => import('./pages/work-queue-page'),
};
