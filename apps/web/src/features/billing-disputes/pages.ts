import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Disputes of a bill line by pageUri (spread into app/page-registry.ts): the list and the dispute, for customers and the desk. */
export const billingDisputePages: Record<string, Loader> = {
  '/billing/dispute-list': () => import('./pages/dispute-list-page'),
  '/billing/:disputeId/dispute-detail': () => import('./pages/dispute-detail-page'),
};
