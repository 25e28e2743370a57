import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Exchange approvals by pageUri (spread into app/page-registry.ts): the reviewer's approval list and detail. */
export const exchangeApprovalPages: Record<string, Loader> = {
  '/exchange/approval-list': () => import('./pages/approval-list-page'),
  '/exchange/approval/:approvalId/approval-detail': () => import('./pages/approval-detail-page'),
};
