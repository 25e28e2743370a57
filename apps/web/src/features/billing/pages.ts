import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Billing by pageUri (spread into app/page-registry.ts): the provider's months and runs, the customer's bills. */
export const billingPages: Record<string, Loader> = {
  '/admin/billing': () => import('./pages/admin-billing-page'),
  '/billing/billing-list': () => import('./pages/billing-list-page'),
  '/billing/:billingMonth/billing-detail': () => import('./pages/billing-detail-page'),
};
