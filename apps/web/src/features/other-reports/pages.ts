import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Other reported items by pageUri (spread into app/page-registry.ts): the list with its drawer, and the request form. */
export const otherReportPages: Record<string, Loader> = {
  '/contract/other-report-list': () => import('./pages/other-report-list-page'),
  '/contract/:contractId/other-report-request': () => import('./pages/other-report-request-page'),
};
