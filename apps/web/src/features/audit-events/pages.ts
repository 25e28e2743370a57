import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** The audit events by pageUri (spread into app/page-registry.ts): one page at the company's and the provider's address. */
export const auditEventPages: Record<string, Loader> = {
  '/mypage/audit-events': () => import('./pages/audit-events-page'),
  '/admin/audit-events': () => import('./pages/audit-events-page'),
};
