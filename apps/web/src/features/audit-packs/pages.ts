import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The audit pack's page by pageUri (spread into app/page-registry.ts). */
export const auditPackPages: Record<string, Loader> = {
  '/audit/audit-pack': () => import('./pages/audit-pack-page'),
};
